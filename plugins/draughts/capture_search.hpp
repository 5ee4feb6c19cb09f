// The capture search of the move generator, with the Turkish strike rule (rules/draughts.md,
// seed 002 «правило турецкого удара»): jumped pieces stay on the board until the move ends, so
// they still block, and none may be jumped twice; empty squares (the origin included) may be
// crossed again. Promotion during a capture follows Rules::capture_promotion.
#pragma once

#include "position.hpp"
#include "draughts_rules.hpp"

namespace damka::draughts {

// The row where a man of colour c is crowned.
template <class G>
typename G::Bits promotion_row(Color c) {
    return c == Color::White ? G::top_row : G::bottom_row;
}

// The capture search from one piece: a depth-first walk over every capture path. Each
// complete path goes to Sink::add(move, pieces_taken, path, path_size, captured); the sink
// applies the majority rule (move_lists.hpp). Paths are recorded only if Sink::kRecordPath.
template <const Rules &R, class Sink>
class CaptureSearch {
public:
    using G = Geometry<R.size>;
    using Bits = typename G::Bits;
    using Pos = Position<G>;
    using Move = BitMove<G>;
    static constexpr int kMaxPath = G::squares + 1;

    CaptureSearch(const Pos &p, Sink &sink)
        : opp_(p.pieces[1 - index(p.side)]), base_empty_(p.empty()), promo_(promotion_row<G>(p.side)), side_(p.side),
          sink_(sink) {}

    void from_piece(Bits from, bool king) {
        from_ = from;
        from_king_ = king;
        empty_ = base_empty_ | from; // the mover's own square is empty once it leaves
        path_[0] = G::square_of(from);
        len_ = 1;
        crowned_ = false;
        if (king)
            king_step(from, 0, 0, 0);
        else
            man_step(from, 0, 0);
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
    template <int D>
    bool man_jump(Bits cur, Bits captured, int n) {
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
                if (any_goes_on)
                    king_step(lands[k], taken, n + 1, d);
                else
                    finish(lands[k], taken, n + 1);
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

} // namespace damka::draughts
