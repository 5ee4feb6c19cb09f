// Alpha notation (README "Notation"): the canonical form of a move and the legal move a
// written move names.
#pragma once

#include "move_generator.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::alpha {

// Canonical: `c2-c3` (a single piece or a whole stack), `2c2-d3` (the top 2 pieces of a
// taller stack), `c8-off` / `2c6-off` (leaving the board across the far edge), `@d4` (the
// reserve piece entered), `pass`.
std::string move_notation(const Position &p, const AlphaMove &m);

// The legal move `text` names, or throws sdk::Error (INVALID: does not parse; ILLEGAL: parses
// but names no legal move).
const AlphaMove &find_move(const Position &p, const std::vector<AlphaMove> &legal, std::string_view text);

// "d4" -> square index, or -1.
int parse_square(std::string_view name);

} // namespace damka::alpha
