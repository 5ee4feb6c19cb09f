// Legal moves of Tavreli: a tower or its top part moved by the pattern of its top таврель,
// the Ратник's double step and en passant climb, castling; the position after a move
// (apply_move.cpp).
#pragma once

#include "attacks.hpp"
#include "board.hpp"

#include <cstdint>
#include <vector>

namespace damka::tavreli {

enum class Special : uint8_t { None, DoubleStep, EnPassant, CastleShort, CastleLong };

struct TavreliMove {
    int from = -1;
    int count = 1; // pieces lifted from the top of the tower on `from`
    int to = -1; // where they land (en passant: the square passed, castling: the Волхв's)
    Special special = Special::None;
    int taken = -1; // the enemy tower stood on (en passant: the Ратник's square), else -1
    uint32_t flags = 0; // DAMKA_MOVE_*
};

// Every legal move of the side to move, in a fixed order.
std::vector<TavreliMove> generate_moves(const Position &p);

// The position after `m` (the side to move changes); `promoted`, when given, is set when a
// Ратник was turned over by it (moved onto, or uncovered on, its last rank).
Position apply(const Position &p, const TavreliMove &m, bool *promoted = nullptr);

} // namespace damka::tavreli
