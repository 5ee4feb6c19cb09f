// Move notation of the column games: printing the canonical form and finding the legal move
// that a written move names (full, start-end and short forms).
#pragma once

#include "move_generator.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace damka::column {

// "e5"; Lasca squares may also be written as Lasker's numbers 1..25.
std::string square_name(const Rules &rules, int sq);
// The square a token names, or nullopt when it names none (light squares included).
std::optional<int> parse_square(const Rules &rules, std::string_view token);

// Canonical notation: origin and every landing square, `c3-d4`, `f8:a3:c1:f4:h2` (adiukh 7,
// 3.16), Lasca `d2xb4xd6`.
std::string move_notation(const Rules &rules, const ColumnMove &move);

// The legal move that `text` names, in any accepted form:
//  - full path `a3:c5:a7` (each landing square; `-`, `:` or `x` between them);
//  - start and end, with any of the turning squares: `a3:a7` (adiukh 7.2), only when one
//    legal move fits, otherwise refused with the candidates listed (adiukh 3.16);
//  - short form: origin file and destination `cb4`, `aa7` (adiukh 7.2).
// Throws sdk::invalid (does not parse, ambiguous) or sdk::illegal (no such legal move) with
// a reason. `board` and `side` only sharpen the reason.
const ColumnMove &find_move(const Rules &rules, const Board &board, int side, const std::vector<ColumnMove> &legal,
                            std::string_view text);

} // namespace damka::column
