// Bitboards with ghost squares (the classic 10x10 layout of Scan and Dragon, generalised).
// Dark squares are numbered 0..n-1 in PDN order (left to right, top to bottom as White sees
// the board; PDN number = index + 1). Square s lives at bit s + s / size: one unused "ghost"
// bit after every two rows stops shifts from wrapping round the board's sides. The four
// diagonal steps are then plain shifts: down-left +half, down-right +half+1, up-right -half,
// up-left -(half+1), "up" being towards square 0 (Black's back row, White's promotion row).
// Orthogonal steps go to the next dark square of the same row (two columns over: one bit, but
// masked so that it cannot wrap into the next row) or of the same file (two rows over: N + 1
// bits); only Frisian uses them. A board whose near-left corner is light (Italian) is the
// mirror image of this one: squares.hpp names the squares, the steps stay the same.
#pragma once

#include <bit>
#include <cstdint>
#include <type_traits>

namespace damka::draughts {

__extension__ typedef unsigned __int128 u128;

template <class B>
constexpr int popcount(B b) {
    if constexpr (sizeof(B) > 8)
        return std::popcount(static_cast<uint64_t>(b)) + std::popcount(static_cast<uint64_t>(b >> 64));
    else
        return std::popcount(b);
}
template <class B>
constexpr int lowest_bit(B b) {
    if constexpr (sizeof(B) > 8) {
        const auto lo = static_cast<uint64_t>(b);
        return lo ? std::countr_zero(lo) : 64 + std::countr_zero(static_cast<uint64_t>(b >> 64));
    } else {
        return std::countr_zero(b);
    }
}

template <int N>
struct Geometry {
    static constexpr int size = N;
    static constexpr int half = N / 2; // dark squares per row
    static constexpr int squares = N * N / 2;
    static constexpr int bit_count = squares + (squares - 1) / N;
    using Bits = std::conditional_t<(bit_count <= 64), uint64_t, u128>;

    static constexpr int bit_of(int sq) { return sq + sq / N; }
    static constexpr Bits one(int sq) { return Bits(1) << bit_of(sq); }
    // The square of a bit (the inverse of bit_of); `bit` must not be a ghost.
    static constexpr int square_of_bit(int bit) { return bit - bit / (N + 1); }
    static constexpr int square_of(Bits single) { return square_of_bit(lowest_bit(single)); }

    static constexpr Bits rows(int first, int count) {
        Bits b = 0;
        for (int sq = first * half; sq < (first + count) * half; ++sq) b |= one(sq);
        return b;
    }
    static constexpr Bits board = rows(0, N);
    static constexpr Bits top_row = rows(0, 1); // White's promotion row
    static constexpr Bits bottom_row = rows(N - 1, 1); // Black's promotion row

    // Squares in the i-th place of their row.
    static constexpr Bits column(int i) {
        Bits b = 0;
        for (int row = 0; row < N; ++row) b |= one(row * half + i);
        return b;
    }

    // Direction steps (see the file comment).
    static constexpr int DL = half, DR = half + 1, UR = -half, UL = -(half + 1);
    static constexpr int RIGHT = 1, LEFT = -1, DOWN = N + 1, UP = -(N + 1);
    static constexpr int dirs[4] = {UL, UR, DL, DR};
    static constexpr int orthogonal_dirs[4] = {UP, RIGHT, DOWN, LEFT};
    static constexpr int all_dirs[8] = {UL, UR, DL, DR, UP, RIGHT, DOWN, LEFT};
    static constexpr Bits not_last = board & ~column(half - 1), not_first = board & ~column(0);

    static constexpr Bits shift(Bits b, int d) {
        if (d == RIGHT) return ((b & not_last) << 1) & board;
        if (d == LEFT) return ((b & not_first) >> 1) & board;
        return d > 0 ? (b << d) & board : (b >> -d) & board;
    }
    template <int D>
    static constexpr Bits shift(Bits b) {
        if constexpr (D == RIGHT)
            return ((b & not_last) << 1) & board;
        else if constexpr (D == LEFT)
            return ((b & not_first) >> 1) & board;
        else if constexpr (D > 0)
            return (b << D) & board;
        else
            return (b >> -D) & board;
    }
    // Calls f.template operator()<D>() for the four directions (unrolled, constant shifts).
    template <class F>
    static constexpr void each_dir(F &&f) {
        f.template operator()<UL>();
        f.template operator()<UR>();
        f.template operator()<DL>();
        f.template operator()<DR>();
    }
    template <class F>
    static constexpr void each_orthogonal_dir(F &&f) {
        f.template operator()<UP>();
        f.template operator()<RIGHT>();
        f.template operator()<DOWN>();
        f.template operator()<LEFT>();
    }
};

} // namespace damka::draughts
