#include "unplayed_rounds.hpp"

#include <algorithm>

namespace damka::tournament {
namespace {

constexpr double kEps = 1e-9;

// 14.1.1: less significant = a lower-scoring opponent; on equal scores, the lower contribution.
bool less_significant(const Contribution &a, const Contribution &b) {
    if (a.opponent < b.opponent - kEps) return true;
    if (b.opponent < a.opponent - kEps) return false;
    return a.value < b.value - kEps;
}

// 16.5.1: the VUR candidate is the lowest VUR contribution; on equal contributions, the one
// with the lowest-scoring dummy (so it is the least significant value itself when that is a VUR).
bool lower_vur(const Contribution &a, const Contribution &b) {
    if (a.value < b.value - kEps) return true;
    if (b.value < a.value - kEps) return false;
    return a.opponent < b.opponent - kEps;
}

} // namespace

std::vector<Contribution> opponent_contributions(const TieBreakContext &ctx, size_t i, bool sb) {
    const PlayerRecord &rec = ctx.records[i];
    std::vector<Contribution> out;
    for (const RoundEntry &e : rec.rounds) {
        if (e.kind == EntryKind::Pending) continue;
        Contribution c;
        if (e.played() || (ctx.round_robin && e.paired())) {
            c.opponent = ctx.adjusted_of(e.opponent); // 16.3 (a round robin: the score, 15.2)
        } else if (ctx.round_robin) {
            continue; // 15.2: no opponent, no game
        } else {
            double dummy = rec.score; // 16.4: the participant's own score
            if (ctx.edition == TieBreakEdition::Fide2026) {
                if (e.paired())
                    dummy = std::min(dummy, ctx.adjusted_of(e.opponent)); // 16.4.1
                else
                    dummy = std::min(dummy, ctx.draw_round() * ctx.rounds); // 16.4.2
            }
            c.opponent = dummy;
            c.vur = e.voluntarily_unplayed(); // 16.1.2
        }
        c.value = sb ? c.opponent * e.points : c.opponent; // 8.1 / 9.1
        out.push_back(c);
    }
    return out;
}

double cut_sum(std::vector<Contribution> v, int low, int high) {
    for (; low > 0 && !v.empty(); --low) {
        auto cut = std::min_element(v.begin(), v.end(), less_significant);
        auto vur = v.end();
        for (auto it = v.begin(); it != v.end(); ++it)
            if (it->vur && (vur == v.end() || lower_vur(*it, *vur))) vur = it;
        if (vur != v.end() && vur->value >= cut->value - kEps) cut = vur; // 16.5.1
        v.erase(cut);
    }
    // 14.3/14.4: the most significant values go after the least significant ones; 16.5 has no
    // exception for them.
    for (; high > 0 && !v.empty(); --high) v.erase(std::max_element(v.begin(), v.end(), less_significant));
    double sum = 0;
    for (const Contribution &c : v) sum += c.value;
    return sum;
}

} // namespace damka::tournament
