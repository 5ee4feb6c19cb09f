// Gamma notation (README "Notation"): the canonical form of a move and the legal move a written
// move names.
#pragma once

#include "move_generator.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::gamma {

// Canonical: `5@c2` (a piece of 5 points placed or entered on c2), `c2-e4` (a single piece or a
// whole stack), `1c2-e4` (the top piece of a taller stack), `xc5` (the captured pieces of c5
// taken off).
std::string move_notation(const Position &p, const GammaMove &m);

// The legal move `text` names, or throws sdk::Error (INVALID: does not parse; ILLEGAL: parses
// but names no legal move).
const GammaMove &find_move(const Position &p, const std::vector<GammaMove> &legal, std::string_view text);

// "c11" -> square index, or -1 (obstacles included: they are squares of the board).
int parse_square(std::string_view name);

} // namespace damka::gamma
