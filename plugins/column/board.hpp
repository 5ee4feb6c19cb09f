// Towers and the board of the column games.
// A tower is at most two runs of checkers: `own` checkers of its owner on top and `other`
// checkers of the opponent below them. Captures keep it so: a capture puts an enemy checker
// under the capturer (the bottom run is the enemy's colour) and takes the top checker of the
// captured tower (seed 001, adiukh 3.7). Only the top checker can be a king.
#pragma once

#include "column_rules.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace damka::column {

constexpr int kMaxSquares = 64;

struct Tower {
    int8_t owner = -1; // side of the top checker, -1: empty square
    uint8_t own = 0; // checkers of the owner's colour, on top
    uint8_t other = 0; // checkers of the other colour, below
    bool king = false; // the top checker is a king (unused when Rules::king_by_square)

    bool empty() const { return owner < 0; }
    int height() const { return own + other; }
    bool operator==(const Tower &) const = default;
};

// Takes the top checker of `victim` (adiukh 3.7, seed 001): what stays is owned by whoever's
// checker is now on top, and a checker that was under another is always a man.
inline void lose_top(Tower &victim) {
    if (victim.own > 1) {
        --victim.own;
    } else if (victim.other > 0) {
        victim = Tower{static_cast<int8_t>(1 - victim.owner), victim.other, 0, false};
    } else {
        victim = Tower{};
    }
    victim.king = false;
}

struct Board {
    std::array<Tower, kMaxSquares> squares{};
    bool operator==(const Board &) const = default;
};

// Board geometry for a rule set: square index = y * size + x (plugin_api.h).
struct Geometry {
    int size;

    int x(int sq) const { return sq % size; }
    int y(int sq) const { return sq / size; }
    int at(int x_, int y_) const { return y_ * size + x_; }
    bool inside(int x_, int y_) const { return x_ >= 0 && y_ >= 0 && x_ < size && y_ < size; }
    bool dark(int sq) const { return (x(sq) + y(sq)) % 2 == 0; } // a1 is dark (adiukh 1.1)
    int squares() const { return size * size; }
    // The king row of `side`: the opponent's back rank (adiukh 1.3, 3.5).
    int king_row(int side) const { return side == 0 ? size - 1 : 0; }
    // Ranks counted from `side`'s own edge.
    bool on_opponent_half(int sq, int side) const { return side == 0 ? y(sq) >= size / 2 : y(sq) < size / 2; }
    std::string name(int sq) const {
        return std::string(1, static_cast<char>('a' + x(sq))) + std::to_string(y(sq) + 1);
    }
};

// The players' names as the rules write them (sides[] of the variant table).
inline const char *side_name(int side) { return side == 0 ? "White" : "Black"; }

// The four diagonal directions; "forward" for side 0 is dy = +1.
struct Direction {
    int dx, dy;
    bool operator==(const Direction &) const = default;
};
inline constexpr std::array<Direction, 4> kDirections{{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};

} // namespace damka::column
