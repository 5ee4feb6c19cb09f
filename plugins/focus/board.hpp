// The Focus board: 8x8 less three squares in each corner (digest; Sackson), stacks of up to
// five pieces (bottom to top), the two reserves and the side to move.
#pragma once

#include "focus_rules.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace damka::focus {

inline constexpr int kSize = 8;
inline constexpr int kSquares = kSize * kSize;

// Digest / Sackson: the three squares of each corner are not part of the board
// (a1 b1 a2, g1 h1 h2, a7 a8 b8, h7 g8 h8): 52 squares remain.
constexpr bool on_board(int x, int y) {
    if (x < 0 || y < 0 || x >= kSize || y >= kSize) return false;
    const int cx = x < kSize / 2 ? x : kSize - 1 - x; // distance from the nearer side file
    const int cy = y < kSize / 2 ? y : kSize - 1 - y;
    return cx + cy >= 2;
}
constexpr bool on_board(int square) {
    return square >= 0 && square < kSquares && on_board(square % kSize, square / kSize);
}

inline std::string square_name(int square) { return {char('a' + square % kSize), char('1' + square / kSize)}; }

// A stack: `height` pieces, bit i of `sides` is the side (0 or 1) of the i-th piece from the
// bottom. Seed 4 "Башня принадлежит тому игроку, чья шашка стоит наверху".
struct Stack {
    uint8_t height = 0;
    uint8_t sides = 0;
    bool empty() const { return height == 0; }
    int owner() const { return (sides >> (height - 1)) & 1; }
    int side_at(int i) const { return (sides >> i) & 1; }
    bool operator==(const Stack &) const = default;
};

struct Position {
    std::array<Stack, kSquares> squares{};
    std::array<int, 2> reserve{0, 0}; // own pieces put aside (seed 4 "оправляются в запас")
    int side_to_move = 0;
    EndRule end = EndRule::Seed;
    bool operator==(const Position &) const = default;

    bool has_tower(int side) const {
        for (const Stack &s : squares)
            if (!s.empty() && s.owner() == side) return true;
        return false;
    }
    // Pieces of `side` on the board plus its reserve; the rest were captured by the other side.
    int in_play(int side) const {
        int n = reserve[side];
        for (const Stack &s : squares)
            for (int i = 0; i < s.height; ++i) n += s.side_at(i) == side;
        return n;
    }
};

} // namespace damka::focus
