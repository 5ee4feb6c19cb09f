// The Turkish board: 8x8, every square playable, one bit per square (README "Board").
// Square index = y * 8 + x, x = 0 the a-file, y = 0 White's near rank: the ABI's own index
// (plugin-api/README.md "Squares"), so no translation is needed at the boundary.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace damka::turkish {

using Bits = uint64_t;

inline constexpr int kSize = 8;
inline constexpr int kSquares = 64;
// plugins/turkish/README.md: 16 men each, on ranks 2-3 (White) and 6-7 (Black); no move adds a piece.
inline constexpr int kPiecesEach = 16;

inline constexpr Bits kFileA = 0x0101010101010101ULL;
inline constexpr Bits kFileH = kFileA << 7;
constexpr Bits rank_bits(int y) { return Bits{0xFF} << (8 * y); }

constexpr Bits one(int sq) { return Bits{1} << sq; }
inline int lowest(Bits b) { return std::countr_zero(b); }
inline int popcount(Bits b) { return std::popcount(b); }
constexpr int x_of(int sq) { return sq % kSize; }
constexpr int y_of(int sq) { return sq / kSize; }

// Sides: 0 White (sides[0], moves first: plugins/turkish/README.md), 1 Black.
inline constexpr int kWhite = 0;
inline constexpr int kBlack = 1;

// The four lines a piece moves along. Men use forward and the two sideways ones; kings all four.
enum Dir : int { kNorth = 0, kEast = 1, kSouth = 2, kWest = 3 };
constexpr Dir opposite(Dir d) { return Dir((d + 2) & 3); }
constexpr Dir forward(int side) { return side == kWhite ? kNorth : kSouth; }
// plugins/turkish/README.md: men move and capture forward or sideways, never backward.
constexpr std::array<Dir, 3> man_dirs(int side) { return {forward(side), kEast, kWest}; }
inline constexpr std::array<Dir, 4> kAllDirs = {kNorth, kEast, kSouth, kWest};

// Every square of `b` moved one step along `d`; steps off the board vanish.
constexpr Bits shift(Bits b, Dir d) {
    switch (d) {
    case kNorth: return b << 8;
    case kSouth: return b >> 8;
    case kEast: return (b & ~kFileH) << 1;
    case kWest: return (b & ~kFileA) >> 1;
    }
    return 0;
}

// The neighbour of each square along each direction, or -1 off the board.
inline constexpr auto kStep = [] {
    std::array<std::array<int8_t, 4>, kSquares> t{};
    for (int sq = 0; sq < kSquares; ++sq)
        for (Dir d : kAllDirs) {
            const Bits n = shift(one(sq), d);
            t[sq][d] = n ? int8_t(std::countr_zero(n)) : int8_t(-1);
        }
    return t;
}();

// A man's promotion row: the far rank (plugins/turkish/README.md; kish RULES.md 7.1).
constexpr Bits promotion_row(int side) { return side == kWhite ? rank_bits(7) : rank_bits(0); }

struct Position {
    Bits pieces[2] = {0, 0}; // by side
    Bits kings = 0; // of both sides
    int side = kWhite; // to move

    Bits occupied() const { return pieces[0] | pieces[1]; }
    Bits men(int s) const { return pieces[s] & ~kings; }
    Bits kings_of(int s) const { return pieces[s] & kings; }
    bool operator==(const Position &) const = default;
};

// Men of both sides on their start rows (plugins/turkish/README.md: White ranks 2-3, Black 6-7; ranks 1 and 8 empty).
inline Position start_position() {
    Position p;
    p.pieces[kWhite] = rank_bits(1) | rank_bits(2);
    p.pieces[kBlack] = rank_bits(5) | rank_bits(6);
    return p;
}

// A move as the generator makes it: origin, each landing square, each piece taken in order.
// A capture takes at most the opponent's 16 pieces, so 16 landings suffice.
struct Move {
    Bits captured = 0; // the pieces taken, as a set
    int8_t from = 0;
    int8_t to = 0;
    uint8_t count = 0; // captures; 0 for a quiet move
    bool promotes = false; // a man that ends the move on its promotion row
    int8_t landing[kPiecesEach] = {}; // landing square after each capture
    int8_t taken[kPiecesEach] = {}; // square of each piece taken
};

// The position after `m`. Captured pieces were lifted one by one during the capture; only the
// set matters for the result (plugins/turkish/README.md: removed at once; they are all gone at the end).
inline Position make_move(const Position &p, const Move &m) {
    Position n = p;
    const int s = p.side;
    const Bits from = one(m.from), to = one(m.to);
    const bool king = p.kings & from;
    n.pieces[s] = (n.pieces[s] & ~from) | to; // `to` may equal `from`: a king's circuit
    n.pieces[1 - s] &= ~m.captured;
    n.kings &= ~(from | m.captured);
    if (king || m.promotes) n.kings |= to;
    n.side = 1 - s;
    return n;
}

} // namespace damka::turkish
