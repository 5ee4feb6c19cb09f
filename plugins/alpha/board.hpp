// The Alpha board: 8x8 squares, stacks of one colour (no move ever puts a piece on an enemy
// one), the reserve piece each side may hold, the side to move.
#pragma once

#include "alpha_rules.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace damka::alpha {

inline constexpr int kSquares = kSize * kSize;

inline std::string square_name(int square) { return {char('a' + square % kSize), char('1' + square / kSize)}; }

// A stack: `height` pieces of `side`. alpha seed 5 "может встать на шашку или столбик своего
// цвета": stacks are only ever built of one colour.
struct Stack {
    uint8_t height = 0;
    uint8_t side = 0;
    bool empty() const { return height == 0; }
    bool operator==(const Stack &) const = default;
};

struct Position {
    std::array<Stack, kSquares> squares{};
    // alpha seed 5 "Запасная шашка может быть только одна": 0 or 1 per side.
    std::array<int, 2> reserve{0, 0};
    int side_to_move = 0;
    bool operator==(const Position &) const = default;

    int on_board(int side) const {
        int n = 0;
        for (const Stack &s : squares)
            if (!s.empty() && s.side == side) n += s.height;
        return n;
    }
};

// White (side 0) moves up the board (towards rank 8), Black down.
inline int forward_of(int side) { return side == 0 ? 1 : -1; }
// The row a side's pieces leave the board from: the opponent's edge.
inline int last_row(int side) { return side == 0 ? kSize - 1 : 0; }

} // namespace damka::alpha
