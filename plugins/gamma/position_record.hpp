// The Gamma position string (README "Position strings"): parse and print, and the start
// position (an empty board, every piece in hand: the opening places them).
#pragma once

#include "board.hpp"

#include <string>
#include <string_view>

namespace damka::gamma {

Position start_position();

// `stacks: c2 w5, c5 b3w2w2; hand: white 55443332222111111, black -; reserve: white -, black 2;
// white to move[; own pieces taken off: enter as a move]`; the option clause alone is the start
// position under it.
std::string format_position(const Position &p);
// Throws sdk::Error(INVALID) naming the offending token.
Position parse_position(std::string_view text);

} // namespace damka::gamma
