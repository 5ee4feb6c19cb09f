// Fast perft on bitboards with bulk counting at the last ply. By default (the published
// "drop" convention) two captures with the same origin, destination and set of captured
// pieces count once at every node; keep_duplicates counts every capture path. Frisian art. 17
// binds in the search as in a game (king_runs.hpp); it cannot act before depth 13 from the
// start, so the published tables, which leave it out, are the same.
#pragma once

#include "king_runs.hpp"
#include "movegen.hpp"

#include <cstdint>
#include <functional>
#include <vector>

namespace damka::draughts {

template <const Rules &R>
class Perft {
public:
    using Gen_ = Gen<R>;
    using Pos = typename Gen_::Pos;
    using Move = typename Gen_::Move;

    explicit Perft(bool keep_duplicates) : keep_(keep_duplicates) {}

    uint64_t run(const Pos &p, int depth, const KingRuns<R> &runs = {}) {
        if (depth <= 0) return 1;
        if (lists_.size() < static_cast<size_t>(depth)) {
            lists_.resize(depth);
            for (auto &l : lists_) l.moves.reserve(128);
        }
        return node(p, depth, runs);
    }

private:
    uint64_t node(const Pos &p, int depth, const KingRuns<R> &runs) {
        if (R.goal == Goal::FirstKing) // lidraughts Breakthrough.scala: the first king ends the game
            if (p.kings) return 0;
        const auto takers = Gen_::men_that_take(p);
        const bool capture = takers || Gen_::kings_take(p);
        const typename Gen_::Bits barred = capture ? 0 : runs.barred(p); // Frisian art. 17
        if (depth == 1 && !capture && !barred) return Gen_::count_quiet(p);
        BitMoveList<R> &list = lists_[depth - 1];
        list.clear();
        if (capture) {
            Gen_::captures(p, takers, list);
            if (!keep_) drop_duplicates(list.moves);
        } else {
            Gen_::quiet_moves(p, list);
            if (barred) keep_unless_from(list.moves, barred);
        }
        if (depth == 1) return list.moves.size();
        uint64_t total = 0;
        for (const Move &m : list.moves) {
            if (R.same_king_moves > 0)
                total += node(make_move(p, m), depth - 1, runs.after(p, m));
            else
                total += node(make_move(p, m), depth - 1, runs);
        }
        return total;
    }

    static void keep_unless_from(MoveVec<Move> &moves, typename Gen_::Bits from) {
        size_t kept = 0;
        for (size_t i = 0; i < moves.size(); ++i)
            if (moves[i].from != from) moves[kept++] = moves[i];
        moves.resize(kept);
    }

    static void drop_duplicates(MoveVec<Move> &moves) {
        if (moves.size() < 2 || !moves.front().captured) return;
        size_t kept = 0;
        for (size_t i = 0; i < moves.size(); ++i) {
            bool seen = false;
            for (size_t j = 0; j < kept && !seen; ++j)
                seen = moves[j].from == moves[i].from && moves[j].to == moves[i].to &&
                    moves[j].captured == moves[i].captured;
            if (!seen) moves[kept++] = moves[i];
        }
        moves.resize(kept);
    }

    bool keep_;
    std::vector<BitMoveList<R>> lists_;
};

} // namespace damka::draughts
