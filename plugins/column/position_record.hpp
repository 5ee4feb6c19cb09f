// The position record of adiukh 7.2, used by all three games:
//   white: a5-1, d4-1, e5-2/1, f8-3/1, g5-1/1; black: a1-1, b6-2/3, c7-3; white to move
// A tower is its square, the number of its owner's checkers (on top) and, after `/`, the number
// of the other colour's checkers below them. A bare square is one checker. Russian column
// draughts and Lasca mark a king (officer) with a prefix: `Ke5-2/1`, `Oc7-1`. The side to move
// is an extension of the seed's record; White moves when it is left out.
#pragma once

#include "board.hpp"

#include <string>
#include <string_view>

namespace damka::column {

struct Position {
    Board board;
    int side_to_move = 0;
};

// The start position: men on the dark squares of each side's first rows (adiukh 7.2,
// seed 001; Lasca a1..g3 against a5..g7).
Position start_position(const Rules &rules);

std::string format_position(const Rules &rules, const Position &position);

// Parses a record; throws sdk::invalid naming the offending token.
Position parse_position(const Rules &rules, std::string_view text);

} // namespace damka::column
