// Tavreli notation (README "Notation"): printing the canonical form of a move and finding the
// legal move a written move names.
#pragma once

#include "move_generator.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::tavreli {

// Canonical: `e2-e4` (the whole tower), `2d4xe5` (the top 2 pieces; `x` when an enemy tower is
// stood on, en passant included), `O-O`, `O-O-O`.
std::string move_notation(const Position &p, const TavreliMove &m);

// The legal move `text` names, or throws sdk::Error (INVALID: does not parse; ILLEGAL: parses
// but names no legal move).
const TavreliMove &find_move(const Position &p, const std::vector<TavreliMove> &legal, std::string_view text);

// "d4" -> square index, or -1.
int parse_square(std::string_view name);

} // namespace damka::tavreli
