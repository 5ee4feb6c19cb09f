// The capture search of the move generator. By default the Turkish strike rule (rules/draughts.md,
// seed 002 «правило турецкого удара»): jumped pieces stay on the board until the move ends, so
// they still block, and none may be jumped twice; empty squares (the origin included) may be
// crossed again. With Rules::remove_at_once (Thai) a taken piece leaves at once. Promotion during
// a capture follows Rules::capture_promotion; which captures the player may choose, the sink
// decides from each capture's precedence value (capture_value).
#pragma once

#include "position.hpp"
#include "draughts_rules.hpp"

#include <cstdint>

namespace damka::draughts {

// The row where a man of colour c is crowned.
template <class G>
typename G::Bits promotion_row(Color c) {
    return c == Color::White ? G::top_row : G::bottom_row;
}

// What the player must prefer among captures: the sink keeps only those of the highest value.
// `order` has bit 15 - i set when the i-th piece taken is a king.
template <const Rules &R>
constexpr uint32_t capture_value(int taken, int kings_taken, bool with_king, uint32_t order) {
    switch (R.precedence) {
    case Precedence::Free: return 0;
    case Precedence::Majority: return uint32_t(taken);
    case Precedence::MajorityThenKings: // FPD: «lei da quantidade», then «lei da qualidade»
        return uint32_t(taken) << 8 | uint32_t(kings_taken);
    case Precedence::Italian: // FID 6.6-6.9: most pieces, with a king, most kings, kings met first
        return uint32_t(taken) << 24 | uint32_t(with_king) << 20 | uint32_t(kings_taken) << 16 | order;
    case Precedence::KingFirst: // Czech federation: a king must take when one can
        return uint32_t(with_king);
    case Precedence::FrisianValue: // Frisian art. 11: a man 1, a king less than 2 (fewer kings win a tie); art. 12
        return (uint32_t(taken + kings_taken) * 32 - uint32_t(kings_taken)) << 1 | uint32_t(with_king);
    case Precedence::MajorityThenKing: // Malaysian: the most pieces; of those, a king's capture before a man's
        return uint32_t(taken) << 1 | uint32_t(with_king);
    }
    return 0;
}

// The capture search from one piece: a depth-first walk over every capture path. Each
// complete path goes to Sink::add(move, pieces_taken, value, path, path_size, captured); the
// sink applies the precedence (move_lists.hpp). Paths are recorded only if Sink::kRecordPath.
template <const Rules &R, class Sink>
class CaptureSearch {
public:
    using G = Geometry<board_size<R>>;
    using Bits = typename G::Bits;
    using Pos = Position<G>;
    using Move = BitMove<G>;
    static constexpr int kMaxPath = G::squares + 1;

    CaptureSearch(const Pos &p, Sink &sink)
        : opp_(p.pieces[1 - index(p.side)]), kings_(p.kings),
          man_victims_(R.men_capture_kings ? opp_ : opp_ & ~p.kings), base_empty_(p.empty()),
          promo_(promotion_row<G>(p.side)), side_(p.side), sink_(sink) {}

    void from_piece(Bits from, bool king) {
        from_ = from;
        from_king_ = king;
        empty_ = base_empty_ | from; // the mover's own square is empty once it leaves
        path_[0] = G::square_of(from);
        len_ = 1;
        crowned_ = false;
        order_ = 0;
        if (king)
            king_step(from, 0, 0, 0);
        else
            man_step(from, 0, 0);
    }

private:
    // Takes `victim` on the way to `land` as the n-th capture: records it, and with
    // remove_at_once lifts it at once. undo() puts everything back.
    void take(Bits land, Bits victim, int n) {
        if constexpr (Sink::kRecordPath) {
            path_[len_] = G::square_of(land);
            caps_[len_ - 1] = G::square_of(victim);
        }
        ++len_;
        if (R.precedence == Precedence::Italian)
            if (victim & kings_) order_ |= 1u << (15 - n);
        if (R.remove_at_once) empty_ |= victim;
    }
    void undo(Bits victim, int n) {
        --len_;
        if (R.precedence == Precedence::Italian) order_ &= ~(1u << (15 - n));
        if (R.remove_at_once) empty_ &= ~victim;
    }

    void man_step(Bits cur, Bits captured, int n) {
        bool any = false;
        if (R.men_capture_backward) {
            G::each_dir([&]<int D>() { any |= man_jump<D>(cur, captured, n); });
            if (R.orthogonal_captures) // Frisian art. 7: in any of eight directions
                G::each_orthogonal_dir([&]<int D>() { any |= man_jump<D>(cur, captured, n); });
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
        const Bits victim = G::template shift<D>(cur) & man_victims_ & ~captured;
        if (!victim) return false;
        const Bits land = G::template shift<D>(victim) & empty_;
        if (!land) return false;
        take(land, victim, n);
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
        undo(victim, n);
        return true;
    }

    // The directions a king takes in: diagonals, and rows and files too in Frisian (art. 9).
    static int dir_count() { return R.orthogonal_captures ? 8 : 4; }
    // With pieces left standing, the way a king came holds the piece just jumped.
    static bool blocked_back(int d, int came) { return !R.remove_at_once && d == -came; }

    // Can a king standing on `at` take another piece? `straight` false leaves out going on
    // along the line it came (see king_step).
    bool king_can_take(Bits at, Bits captured, int came, bool straight) const {
        for (int i = 0; i < dir_count(); ++i) {
            const int d = G::all_dirs[i];
            if (blocked_back(d, came) || (!straight && d == came)) continue;
            Bits s = G::shift(at, d);
            if (flying(R))
                while (s & empty_) s = G::shift(s, d);
            if ((s & opp_ & ~captured) && (G::shift(s, d) & empty_)) return true;
        }
        return false;
    }

    void king_step(Bits cur, Bits captured, int n, int came, bool straight = true) {
        bool any = false;
        for (int i = 0; i < dir_count(); ++i) {
            const int d = G::all_dirs[i];
            if (blocked_back(d, came) || (!straight && d == came)) continue;
            Bits victim = G::shift(cur, d);
            if (flying(R))
                while (victim & empty_) victim = G::shift(victim, d);
            victim &= opp_ & ~captured;
            if (!victim) continue;
            Bits land = G::shift(victim, d) & empty_;
            if (!land) continue;
            any = true;
            const Bits taken = captured | victim;
            if (R.king_range != KingRange::Flying) {
                // A short king, and a Thai king, land on the square just behind the piece.
                take(land, victim, n);
                king_step(land, taken, n + 1, d);
                undo(victim, n);
                continue;
            }
            // rules/draughts.md: a flying king must land where the capture goes on, when
            // such a square exists; otherwise on any empty square beyond. Going on straight
            // ahead is one path, over every square of the line: it is followed from the first
            // landing square only, so touching down further on does not count it twice.
            Bits lands[G::size];
            bool goes_on[G::size];
            int count = 0;
            bool any_goes_on = false;
            take(land, victim, n); // lifts the victim for the look-ahead when remove_at_once
            for (; land; land = G::shift(land, d) & empty_) {
                lands[count] = land;
                goes_on[count] = king_can_take(land, taken, d, count == 0);
                any_goes_on |= goes_on[count];
                ++count;
            }
            undo(victim, n);
            // Killer draughts: a capture that ends by taking a king stops just behind it.
            if (R.king_halts_after_king && !any_goes_on && (victim & kings_)) count = 1;
            for (int k = 0; k < count; ++k) {
                if (any_goes_on && !goes_on[k]) continue;
                take(lands[k], victim, n);
                if (any_goes_on)
                    king_step(lands[k], taken, n + 1, d, k == 0);
                else
                    finish(lands[k], taken, n + 1);
                undo(victim, n);
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
        uint32_t value = 0;
        if (R.precedence == Precedence::Majority)
            value = uint32_t(n);
        else if (R.precedence != Precedence::Free)
            value = capture_value<R>(n, popcount(captured & kings_), from_king_, order_);
        sink_.add(m, n, value, path_, len_, caps_);
    }

    Bits opp_, kings_, man_victims_, base_empty_, promo_, empty_ = 0, from_ = 0;
    Color side_;
    bool from_king_ = false, crowned_ = false;
    uint32_t order_ = 0;
    Sink &sink_;
    int path_[kMaxPath];
    int caps_[kMaxPath];
    int len_ = 0;
};

} // namespace damka::draughts
