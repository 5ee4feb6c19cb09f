// Frisian art. 17: "A player with one or more kings and men may not make more than three
// consecutive simple moves with the same king"; a shot, or a move with another king or a man,
// lifts the ban, and a player with kings only is not bound. The run of quiet moves each colour's
// king has made, shared by the game (its history) and perft (its search).
#pragma once

#include "position.hpp"

#include <algorithm>

namespace damka::draughts {

template <const Rules &R>
struct KingRuns {
    using G = Geometry<board_size<R>>;
    using Bits = typename G::Bits;
    Bits king[2] = {0, 0}; // by Color: where the king of the run stands
    int moves[2] = {0, 0}; // its quiet moves in a row, counted up to the limit

    // The king the side to move may not move quietly now, or 0.
    Bits barred(const Position<G> &p) const {
        if (R.same_king_moves > 0) {
            const int c = index(p.side);
            if (p.men(p.side) && moves[c] >= R.same_king_moves) return king[c];
        }
        return 0;
    }

    // The runs after `m` is played in `p`.
    KingRuns after(const Position<G> &p, const BitMove<G> &m) const {
        KingRuns next = *this;
        if (R.same_king_moves > 0) {
            const int c = index(p.side);
            if (!(p.kings & m.from) || m.captured) {
                next.king[c] = 0;
                next.moves[c] = 0;
            } else {
                next.moves[c] = king[c] == m.from ? std::min(moves[c] + 1, R.same_king_moves) : 1;
                next.king[c] = m.to;
            }
        }
        return next;
    }
};

} // namespace damka::draughts
