// Move lists filled by the generator: bitboard moves for perft, moves with full paths for
// legal_moves(). Both apply the majority rule where the variant has it.
#pragma once

#include "position.hpp"
#include "rules.hpp"

#include <vector>

namespace damka::draughts {

// A move list sink: keeps the moves, applying the majority rule (rules/draughts.md: the
// sequence taking the greatest number of pieces, a king and a man counting alike).
template <const Rules &R> struct BitMoveList {
    static constexpr bool kRecordPath = false;
    std::vector<BitMove<Geometry<R.size>>> moves;
    int best = 0;
    void clear() { moves.clear(); best = 0; }
    void add(const BitMove<Geometry<R.size>> &m, int taken, const int *, int, const int *) {
        if constexpr (R.majority) {
            if (taken < best) return;
            if (taken > best) { moves.clear(); best = taken; }
        }
        moves.push_back(m);
    }
};

// A move with its full path, for legal_moves(): squares in PDN order (0-based).
template <const Rules &R> struct PathMove {
    BitMove<Geometry<R.size>> bits;
    std::vector<int> path;     // origin, every landing square
    std::vector<int> captured; // in capture order
};
template <const Rules &R> struct PathMoveList {
    static constexpr bool kRecordPath = true;
    std::vector<PathMove<R>> moves;
    int best = 0;
    void add(const BitMove<Geometry<R.size>> &m, int taken, const int *path, int len, const int *caps) {
        if constexpr (R.majority) {
            if (taken < best) return;
            if (taken > best) { moves.clear(); best = taken; }
        }
        moves.push_back({m, std::vector<int>(path, path + len), std::vector<int>(caps, caps + taken)});
    }
};

} // namespace damka::draughts
