// Square names and move notation (README "Notation"). Squares a1..h8 (a1 White's near-left
// corner, all 64 squares); quiet moves "d3-d4"; captures name every landing square joined by
// 'x', "d4xd6xf6" (PDN 3.0 GameType 30: algebraic, capture separator x; kish RULES.md 10).
// Input also takes ':' for 'x', upper case, and any shorter capture that keeps the origin and
// the destination ("d4xf6"), when it fits exactly one legal capture or several that take the
// same pieces (a king touching down on different squares of one line).
#pragma once

#include "board.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::turkish {

// A token quoted for an error message, cut after `max` characters.
std::string quoted(std::string_view s, size_t max = 30);

std::string square_name(int sq); // "a1".."h8"
// The square `token` names, or -1 with `why` set ("'z9' is not a square: ...").
int parse_square(std::string_view token, std::string &why);

// Origin first, then each landing square.
std::vector<int> path_of(const Move &m);
// The pieces taken, in the order they were taken.
std::vector<int> captured_of(const Move &m);
// The canonical text: "d3-d4" or "d4xd6xf6".
std::string format_move(const Move &m);

// The index in `legal` of the one move `text` denotes. Throws sdk::invalid when the text is
// not a move, sdk::illegal when no legal move or several taking different pieces fit (listing
// them).
size_t match_move(std::string_view text, const std::vector<Move> &legal);

} // namespace damka::turkish
