// The one move generator of the family, parameterised by a Rules value (rules.hpp).
// Captures are searched square by square with the Turkish strike rule (rules/draughts.md):
// jumped pieces stay on the board until the move ends, so they still block, and none may be
// jumped twice; empty squares (the origin included) may be crossed again.
#pragma once

#include "position.hpp"
#include "rules.hpp"

#include <vector>

namespace damka::draughts {

template <const Rules &R> struct Gen {
    using G = Geometry<R.size>;
    using Bits = typename G::Bits;
    using Pos = Position<G>;
    using Move = BitMove<G>;
    static constexpr int kMaxPath = G::squares + 1;

    static Bits promotion_row(Color c) { return c == Color::White ? G::top_row : G::bottom_row; }
    static int forward(Color c, int i) { // the two forward steps of a man of colour c
        return c == Color::White ? (i ? G::UR : G::UL) : (i ? G::DR : G::DL);
    }

    // Collects generated moves, applying the majority rule when the variant has it.
    // Sink::add(move, pieces_taken, path, path_size, captured) receives each survivor.
    template <class Sink> class CaptureSearch {
    public:
        CaptureSearch(const Pos &p, Sink &sink)
            : opp_(p.pieces[1 - index(p.side)]), base_empty_(p.empty()), promo_(promotion_row(p.side)),
              side_(p.side), sink_(sink) {}

        void from_piece(Bits from, bool king) {
            from_ = from;
            from_king_ = king;
            empty_ = base_empty_ | from; // the mover's own square is empty once it leaves
            path_[0] = G::square_of(from);
            len_ = 1;
            crowned_ = false;
            if (king) king_step(from, 0, 0, 0);
            else man_step(from, 0, 0);
        }

    private:
        void push(Bits landing, Bits victim) {
            if constexpr (Sink::kRecordPath) {
                path_[len_] = G::square_of(landing);
                caps_[len_ - 1] = G::square_of(victim);
            }
            ++len_;
        }

        void man_step(Bits cur, Bits captured, int n) {
            bool any = false;
            if constexpr (R.men_capture_backward) {
                G::each_dir([&]<int D>() { any |= man_jump<D>(cur, captured, n); });
            } else if (side_ == Color::White) {
                any |= man_jump<G::UL>(cur, captured, n);
                any |= man_jump<G::UR>(cur, captured, n);
            } else {
                any |= man_jump<G::DL>(cur, captured, n);
                any |= man_jump<G::DR>(cur, captured, n);
            }
            if (!any && n > 0) finish(cur, captured, n);
        }

        // A man's jump from `cur` in direction D and everything that follows it.
        template <int D> bool man_jump(Bits cur, Bits captured, int n) {
            const Bits victim = G::template shift<D>(cur) & opp_ & ~captured;
            if (!victim) return false;
            const Bits land = G::template shift<D>(victim) & empty_;
            if (!land) return false;
            push(land, victim);
            const Bits taken = captured | victim;
            if (land & promo_) {
                switch (R.capture_promotion) {
                case CapturePromotion::ContinueAsKing: // seed 002: «продолжать бой ... на правах дамки»
                    crowned_ = true;
                    king_step(land, taken, n + 1, D);
                    crowned_ = false;
                    break;
                case CapturePromotion::EndsMove: // rules/draughts.md: English, crowning ends the move
                    finish(land, taken, n + 1);
                    break;
                case CapturePromotion::PassAsMan: // seed 002: «продолжает бой как простая»
                    man_step(land, taken, n + 1);
                    break;
                }
            } else {
                man_step(land, taken, n + 1);
            }
            --len_;
            return true;
        }

        // Can a king standing on `at` take another piece (not back along `came`)?
        bool king_can_take(Bits at, Bits captured, int came) const {
            for (int d : G::dirs) {
                if (d == -came) continue;
                Bits s = G::shift(at, d);
                if constexpr (R.flying_kings)
                    while (s & empty_) s = G::shift(s, d);
                if ((s & opp_ & ~captured) && (G::shift(s, d) & empty_)) return true;
            }
            return false;
        }

        void king_step(Bits cur, Bits captured, int n, int came) {
            bool any = false;
            for (int d : G::dirs) {
                if (d == -came) continue; // that way lies the piece just jumped
                Bits victim = G::shift(cur, d);
                if constexpr (R.flying_kings)
                    while (victim & empty_) victim = G::shift(victim, d);
                victim &= opp_ & ~captured;
                if (!victim) continue;
                Bits land = G::shift(victim, d) & empty_;
                if (!land) continue;
                any = true;
                const Bits taken = captured | victim;
                if constexpr (!R.flying_kings) {
                    push(land, victim);
                    king_step(land, taken, n + 1, d);
                    --len_;
                    continue;
                }
                // rules/draughts.md: a flying king must land where the capture goes on, when
                // such a square exists; otherwise on any empty square beyond.
                Bits lands[G::size];
                bool goes_on[G::size];
                int count = 0;
                bool any_goes_on = false;
                for (; land; land = G::shift(land, d) & empty_) {
                    lands[count] = land;
                    goes_on[count] = king_can_take(land, taken, d);
                    any_goes_on |= goes_on[count];
                    ++count;
                }
                for (int k = 0; k < count; ++k) {
                    if (any_goes_on && !goes_on[k]) continue;
                    push(lands[k], victim);
                    if (any_goes_on) king_step(lands[k], taken, n + 1, d);
                    else finish(lands[k], taken, n + 1);
                    --len_;
                }
            }
            if (!any && n > 0) finish(cur, captured, n);
        }

        void finish(Bits to, Bits captured, int n) {
            Move m;
            m.from = from_;
            m.to = to;
            m.captured = captured;
            m.promotes = !from_king_ && (crowned_ || (to & promo_));
            sink_.add(m, n, path_, len_, caps_);
        }

        Bits opp_, base_empty_, promo_, empty_ = 0, from_ = 0;
        Color side_;
        bool from_king_ = false, crowned_ = false;
        Sink &sink_;
        int path_[kMaxPath];
        int caps_[kMaxPath];
        int len_ = 0;
    };

    // Men of the side to move that can take at once (seed 002: men capture backwards too,
    // except in English checkers).
    static Bits men_that_take(const Pos &p) {
        const Bits opp = p.pieces[1 - index(p.side)], empty = p.empty(), men = p.men(p.side);
        Bits from = 0;
        const auto can = [&]<int D>() {
            from |= G::template shift<-D>(G::template shift<-D>(empty) & opp) & men;
        };
        if constexpr (R.men_capture_backward) {
            G::each_dir(can);
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
        G::each_dir([&]<int D>() {
            Bits reach = kings; // kings plus the empty squares they slide over (occluded fill)
            if constexpr (R.flying_kings)
                for (Bits step = G::template shift<D>(reach) & empty; step; step = G::template shift<D>(step) & empty)
                    reach |= step;
            found |= (G::template shift<D>(G::template shift<D>(reach) & opp) & empty) != 0;
        });
        return found;
    }

    // All captures (compulsory when any exists: seed 002 «Взятия ... обязательны»), given
    // the men that can take (men_that_take).
    template <class Sink> static void captures(const Pos &p, Bits takers, Sink &sink) {
        CaptureSearch<Sink> search(p, sink);
        for (Bits b = takers; b; b &= b - 1) search.from_piece(b & (~b + 1), false);
        for (Bits b = p.kings_of(p.side); b; b &= b - 1) search.from_piece(b & (~b + 1), true);
    }

    // Quiet moves: a man one square forward, a king along a diagonal (one square if not flying).
    template <class Sink> static void quiet_moves(const Pos &p, Sink &sink) {
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
                    if constexpr (!R.flying_kings) break;
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
            if constexpr (R.flying_kings) {
                for (Bits step = G::template shift<D>(kings) & empty; step; step = G::template shift<D>(step) & empty)
                    n += popcount(step);
            } else {
                n += popcount(G::template shift<D>(kings) & empty);
            }
        });
        return n;
    }

    template <class Sink> static void generate(const Pos &p, Sink &sink) {
        const Bits takers = men_that_take(p);
        if (takers || kings_take(p)) captures(p, takers, sink);
        else quiet_moves(p, sink);
    }

private:
    template <class Sink> static void add_quiet(Sink &sink, const Move &m) {
        int path[2] = {G::square_of(m.from), G::square_of(m.to)};
        sink.add(m, 0, path, 2, path);
    }
};

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
