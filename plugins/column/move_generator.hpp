// Legal moves of the column games: quiet moves and capture sequences with towers.
#pragma once

#include "board.hpp"
#include "column_rules.hpp"

#include <cstdint>
#include <vector>

namespace damka::column {

// A legal move with everything the plugin reports about it and the board it leads to.
struct ColumnMove {
    int from = -1;
    int to = -1;
    std::vector<int32_t> path; // origin, then every landing square
    std::vector<int32_t> captured; // the squares of the towers taken from, in order
    uint32_t flags = 0; // DAMKA_MOVE_*
    Board after;
};

// Is the tower on `sq` a king? Adiukh: any tower on its opponent's king row (adiukh 3.5, 3.12);
// the other games keep a king flag on the top checker (seed 001).
bool is_king(const Rules &rules, const Board &board, int sq);

// Every legal move of `side`: captures when there are any (compulsory: adiukh 3.6, Russian
// and English draughts), otherwise quiet moves. Free choice among captures (adiukh 3.15).
std::vector<ColumnMove> generate_moves(const Rules &rules, const Board &board, int side);

} // namespace damka::column
