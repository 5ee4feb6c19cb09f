#include "buchholz_variants.hpp"

#include "unplayed_rounds.hpp"

namespace damka::tournament {

double fore_buchholz(const TieBreakContext &ctx, size_t i) {
    // Every record with the last counted round's paired games as draws; the context built on
    // them recomputes the 16.3 scores, so the opponents' scores and the dummy's follow.
    std::vector<PlayerRecord> fore = ctx.records;
    if (ctx.rounds > 0)
        for (PlayerRecord &r : fore) {
            if (r.rounds.size() < size_t(ctx.rounds)) continue;
            RoundEntry &last = r.rounds[size_t(ctx.rounds) - 1];
            if (!last.paired()) continue; // byes keep their value
            r.score += ctx.draw_round() - last.points;
            last.points = last.opponent_points = ctx.draw_round();
        }
    const TieBreakContext fore_ctx(ctx.event, ctx.rounds, fore);
    return cut_sum(opponent_contributions(fore_ctx, i, false), 0, 0);
}

double average_of_opponents_buchholz(const TieBreakContext &ctx, size_t i) {
    double sum = 0;
    int n = 0;
    for (const RoundEntry &e : ctx.records[i].rounds) {
        if (!e.played()) continue; // over the board only
        sum += cut_sum(opponent_contributions(ctx, ctx.index.at(e.opponent), false), 0, 0);
        ++n;
    }
    return n ? sum / n : 0.0;
}

} // namespace damka::tournament
