// The one move generator of the family, parameterised by a Rules value (rules.hpp): which
// pieces can take, all captures (capture_search.hpp), quiet moves, and bulk counting.
#pragma once

#include "capture_search.hpp"
#include "move_lists.hpp"
#include "position.hpp"
#include "draughts_rules.hpp"

namespace damka::draughts {

template <const Rules &R>
struct Gen {
    using G = Geometry<board_size<R>>;
    using Bits = typename G::Bits;
    using Pos = Position<G>;
    using Move = BitMove<G>;

    static Bits promotion_row(Color c) { return draughts::promotion_row<G>(c); }
    static int forward(Color c, int i) { // the two forward steps of a man of colour c
        return c == Color::White ? (i ? G::UR : G::UL) : (i ? G::DR : G::DL);
    }

    // Men of the side to move that can take at once (seed 002: men capture backwards too,
    // except in English checkers; Frisian art. 7: along rows and files too; FID 5.3b: an
    // Italian man takes no king).
    static Bits men_that_take(const Pos &p) {
        Bits opp = p.pieces[1 - index(p.side)];
        if (!R.men_capture_kings) opp &= ~p.kings;
        const Bits empty = p.empty(), men = p.men(p.side);
        Bits from = 0;
        const auto can = [&]<int D>() { from |= G::template shift<-D>(G::template shift<-D>(empty) & opp) & men; };
        if (R.men_capture_backward) {
            G::each_dir(can);
            if (R.orthogonal_captures) G::each_orthogonal_dir(can);
        } else if (p.side == Color::White) {
            can.template operator()<G::UL>();
            can.template operator()<G::UR>();
        } else {
            can.template operator()<G::DL>();
            can.template operator()<G::DR>();
        }
        return from;
    }
    static bool kings_take(const Pos &p) {
        const Bits kings = p.kings_of(p.side);
        if (!kings) return false;
        const Bits opp = p.pieces[1 - index(p.side)], empty = p.empty();
        bool found = false;
        const auto can = [&]<int D>() {
            Bits reach = kings; // kings plus the empty squares they slide over (occluded fill)
            if (flying(R))
                for (Bits step = G::template shift<D>(reach) & empty; step; step = G::template shift<D>(step) & empty)
                    reach |= step;
            found |= (G::template shift<D>(G::template shift<D>(reach) & opp) & empty) != 0;
        };
        G::each_dir(can);
        if (R.orthogonal_captures) G::each_orthogonal_dir(can); // Frisian art. 9
        return found;
    }

    // All captures (compulsory when any exists: seed 002 «Взятия ... обязательны»), given
    // the men that can take (men_that_take).
    template <class Sink>
    static void captures(const Pos &p, Bits takers, Sink &sink) {
        CaptureSearch<R, Sink> search(p, sink);
        for (Bits b = takers; b; b &= b - 1) search.from_piece(b & (~b + 1), false);
        for (Bits b = p.kings_of(p.side); b; b &= b - 1) search.from_piece(b & (~b + 1), true);
    }

    // Quiet moves: a man one square forward, a king along a diagonal (one square if not flying).
    template <class Sink>
    static void quiet_moves(const Pos &p, Sink &sink) {
        const Bits empty = p.empty(), promo = promotion_row(p.side);
        for (int i = 0; i < 2; ++i) {
            const int d = forward(p.side, i);
            for (Bits t = G::shift(p.men(p.side), d) & empty; t; t &= t - 1) {
                Move m;
                m.to = t & (~t + 1);
                m.from = G::shift(m.to, -d);
                m.promotes = (m.to & promo) != 0; // seed 002: a man reaching the last row is crowned
                add_quiet(sink, m);
            }
        }
        for (Bits k = p.kings_of(p.side); k; k &= k - 1) {
            const Bits from = k & (~k + 1);
            for (int d : G::dirs) {
                for (Bits to = G::shift(from, d) & empty; to; to = G::shift(to, d) & empty) {
                    Move m;
                    m.from = from;
                    m.to = to;
                    add_quiet(sink, m);
                    if (!flying(R)) break;
                }
            }
        }
    }

    // The number of quiet moves, without listing them (bulk counting at perft leaves).
    static uint64_t count_quiet(const Pos &p) {
        const Bits empty = p.empty(), men = p.men(p.side);
        uint64_t n = p.side == Color::White
            ? popcount(G::template shift<G::UL>(men) & empty) + popcount(G::template shift<G::UR>(men) & empty)
            : popcount(G::template shift<G::DL>(men) & empty) + popcount(G::template shift<G::DR>(men) & empty);
        const Bits kings = p.kings_of(p.side);
        if (!kings) return n;
        G::each_dir([&]<int D>() {
            if (flying(R)) {
                for (Bits step = G::template shift<D>(kings) & empty; step; step = G::template shift<D>(step) & empty)
                    n += popcount(step);
            } else {
                n += popcount(G::template shift<D>(kings) & empty);
            }
        });
        return n;
    }

    template <class Sink>
    static void generate(const Pos &p, Sink &sink) {
        const Bits takers = men_that_take(p);
        if (takers || kings_take(p))
            captures(p, takers, sink);
        else
            quiet_moves(p, sink);
    }

private:
    template <class Sink>
    static void add_quiet(Sink &sink, const Move &m) {
        int path[2] = {G::square_of(m.from), G::square_of(m.to)};
        sink.add(m, 0, 0, path, 2, path);
    }
};

} // namespace damka::draughts
