// Focus notation (README "Notation"): printing the canonical form of a move and finding the
// legal move a written move names.
#pragma once

#include "move_generator.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::focus {

// Canonical: `@d4` (entry from the reserve); `d3-d5` (the top 2 pieces of d3, straight; in
// focus (turning) whenever the count equals the distance); `d4-d5-d6-d5` (focus, count
// above the distance: the route is written out).
std::string move_notation(const Rules &rules, const FocusMove &m);

// The legal move `text` names, or throws sdk::Error (INVALID: does not parse; ILLEGAL: parses
// but names no legal move, or more than one — the candidates are listed).
const FocusMove &find_move(const Rules &rules, const std::vector<FocusMove> &legal, std::string_view text);

// "d4" -> square index, or -1.
int parse_square(std::string_view name);

} // namespace damka::focus
