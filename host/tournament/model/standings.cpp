#include "standings.hpp"

#include "direct_encounter.hpp"
#include "knockout_match.hpp"
#include "system_rules.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

bool same(double a, double b) { return std::fabs(a - b) < 1e-9; }

} // namespace

const PlayerRecord *Standings::record(int player) const {
    for (const PlayerRecord &r : records)
        if (r.player == player) return &r;
    return nullptr;
}

const StandingRow *Standings::row(int player) const {
    for (const StandingRow &r : rows)
        if (r.player == player) return &r;
    return nullptr;
}

int completed_rounds(const EventData &event) {
    int done = 0;
    for (const Round &r : event.rounds) {
        if (r.state != RoundState::Published) break;
        const bool complete = std::all_of(r.games.begin(), r.games.end(),
                                          [](const RoundGame &g) { return g.result != BoardResult::Pending; });
        if (!complete) break;
        done = r.number;
    }
    return done;
}

Standings compute_standings(const EventData &event, int after_round) {
    Standings st;
    st.after_round = after_round;
    // A knockout ranks by the round reached alone: tie-breaks would print numbers that decide
    // nothing (DE, SB, KS of a bracket).
    if (rules_of(event.info.system).ranked_by_tiebreaks) st.codes = event.info.tiebreaks;
    st.records = build_records(event, after_round);
    const TieBreakContext ctx(event, after_round, st.records);
    const size_t n = st.records.size(), t = st.codes.size();

    std::vector<std::vector<double>> values(n, std::vector<double>(t, 0.0));
    for (size_t c = 0; c < t; ++c)
        if (st.codes[c] != "DE")
            for (size_t i = 0; i < n; ++i) values[i][c] = tiebreak_value(ctx, st.codes[c], i);

    // Rank: score, then each tie-break in order within each subgroup still tied (C.07 4.2, DE 6).
    // A knockout ranks by the round reached (and the match for third place); players out in
    // the same round share a rank.
    const bool knockout = !rules_of(event.info.system).ranked_by_tiebreaks;
    const size_t levels = knockout ? 0 : t;
    std::vector<size_t> ranked;
    std::vector<bool> tied_with_next(n, false);
    const std::map<int, double> knockout_keys =
        knockout ? knockout_rank_keys(event, after_round) : std::map<int, double>{};
    std::function<void(std::vector<size_t>, size_t)> order = [&](std::vector<size_t> group, size_t c) {
        if (group.size() == 1 || c > levels) {
            std::sort(group.begin(), group.end(),
                      [&](size_t a, size_t b) { return st.records[a].player < st.records[b].player; });
            for (size_t k = 0; k < group.size(); ++k) {
                ranked.push_back(group[k]);
                tied_with_next[group[k]] = k + 1 < group.size();
            }
            return;
        }
        std::vector<double> key(n, 0.0);
        if (c == 0 && knockout) {
            for (size_t i : group) {
                const auto k = knockout_keys.find(st.records[i].player);
                key[i] = k == knockout_keys.end() ? 0.0 : k->second;
            }
        } else if (c == 0) {
            for (size_t i : group) key[i] = st.records[i].score;
        } else if (st.codes[c - 1] == "DE") {
            std::vector<double> shown(n, 0.0);
            const std::vector<int> places = direct_encounter_places(ctx, group, shown);
            for (size_t j = 0; j < group.size(); ++j) {
                key[group[j]] = -double(places[j]);
                values[group[j]][c - 1] = shown[group[j]];
            }
        } else {
            for (size_t i : group) key[i] = values[i][c - 1];
        }
        std::stable_sort(group.begin(), group.end(), [&](size_t a, size_t b) { return key[a] > key[b] + 1e-9; });
        for (size_t start = 0; start < group.size();) {
            size_t end = start + 1;
            while (end < group.size() && same(key[group[end]], key[group[start]])) ++end;
            order(std::vector<size_t>(group.begin() + long(start), group.begin() + long(end)), c + 1);
            start = end;
        }
    };
    std::vector<size_t> all(n);
    for (size_t i = 0; i < n; ++i) all[i] = i;
    if (n) order(all, 0);

    int rank = 1;
    for (size_t pos = 0; pos < ranked.size(); ++pos) {
        const size_t i = ranked[pos];
        if (pos > 0 && !tied_with_next[ranked[pos - 1]]) rank = int(pos) + 1;
        st.rows.push_back({st.records[i].player, rank, st.records[i].score, values[i]});
    }
    return st;
}

} // namespace damka::tournament
