// Legal moves of Tavreli: a tower or its top part moved by the pattern of its top таврель,
// the Ратник's double step and en passant climb, castling; attacks on a square; the position
// after a move.
#pragma once

#include "board.hpp"

#include <cstdint>
#include <vector>

namespace damka::tavreli {

enum class Special : uint8_t { None, DoubleStep, EnPassant, CastleShort, CastleLong };

struct TavreliMove {
    int from = -1;
    int count = 1;   // pieces lifted from the top of the tower on `from`
    int to = -1;     // where they land (en passant: the square passed, castling: the Волхв's)
    Special special = Special::None;
    int taken = -1;  // the enemy tower stood on (en passant: the Ратник's square), else -1
    uint32_t flags = 0; // DAMKA_MOVE_*
};

inline int forward(int side) { return side == 0 ? kSize : -kSize; }
inline int last_rank(int side) { return side == 0 ? kSize - 1 : 0; }

// True when a tower of `by` could stand on `sq` by the pattern of its top таврель (a Ратник
// only by its diagonal climb, the only way it stands on an enemy piece).
bool attacked(const Position &p, int sq, int by);

// The square of `side`'s Волхв when it is on top of its tower, else -1 (absent or covered).
int volkhv_square(const Position &p, int side);

// Every legal move of the side to move, in a fixed order.
std::vector<TavreliMove> generate_moves(const Position &p);

// The position after `m` (the side to move changes); `promoted`, when given, is set when a
// Ратник was turned over by it (moved onto, or uncovered on, its last rank).
Position apply(const Position &p, const TavreliMove &m, bool *promoted = nullptr);

} // namespace damka::tavreli
