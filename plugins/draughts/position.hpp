// A position on bitboards and the making of a generated move.
#pragma once

#include "bitboard.hpp"
#include "draughts_rules.hpp"

namespace damka::draughts {

template <class G>
struct Position {
    using Bits = typename G::Bits;
    Bits pieces[2] = {0, 0}; // by Color
    Bits kings = 0; // kings of both sides
    Color side = Color::White;

    Bits occupied() const { return pieces[0] | pieces[1]; }
    Bits empty() const { return G::board & ~occupied(); }
    Bits men(Color c) const { return pieces[index(c)] & ~kings; }
    Bits kings_of(Color c) const { return pieces[index(c)] & kings; }
    bool operator==(const Position &) const = default;
};

// A generated move in bitboard form: enough to make it and to tell duplicates apart.
template <class G>
struct BitMove {
    using Bits = typename G::Bits;
    Bits from = 0, to = 0;
    Bits captured = 0;
    bool promotes = false;
};

template <class G>
[[gnu::always_inline]] inline Position<G> make_move(const Position<G> &p, const BitMove<G> &m) {
    Position<G> n = p;
    const int us = index(p.side), them = 1 - us;
    const bool king = (p.kings & m.from) || m.promotes;
    n.pieces[us] = (n.pieces[us] & ~m.from) | m.to;
    n.pieces[them] &= ~m.captured;
    n.kings &= ~(m.from | m.captured);
    if (king) n.kings |= m.to;
    n.side = opponent(p.side);
    return n;
}

} // namespace damka::draughts
