#include "standings.hpp"

#include "knockout_match.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

bool same(double a, double b) { return std::fabs(a - b) < 1e-9; }

// FIDE C.07 DE within `group` (indices into records): each player's points in games against
// the others in the group (a pair that met more than once counts its average). When every
// pair has met, the points order the group; otherwise a player goes ahead only when his
// points exceed what any of the rest could reach if their missing games were wins (C.07 6.2).
std::vector<double> direct_encounter(const TieBreakContext &ctx, const std::vector<size_t> &group,
                                     std::vector<double> &shown) {
    std::set<int> members;
    for (size_t i : group) members.insert(ctx.records[i].player);
    const size_t m = group.size();
    std::vector<double> value(m), max_value(m);
    bool all_met = true;
    for (size_t k = 0; k < m; ++k) {
        std::map<int, std::pair<double, int>> per_opponent; // sum, games
        for (const RoundEntry &e : ctx.records[group[k]].rounds)
            if (e.played() && members.count(e.opponent)) {
                auto &[sum, n] = per_opponent[e.opponent];
                sum += e.points;
                ++n;
            }
        for (auto &[opp, sn] : per_opponent) value[k] += sn.first / sn.second;
        const size_t met = per_opponent.size();
        if (met < m - 1) all_met = false;
        max_value[k] = value[k] + double(m - 1 - met) * ctx.event.info.scoring.win;
        shown[group[k]] = value[k];
    }
    if (all_met || ctx.round_robin) return value;
    // Swiss: separate leaders only while they are out of reach of everybody below.
    std::vector<size_t> order(m);
    for (size_t k = 0; k < m; ++k) order[k] = k;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return value[a] != value[b] ? value[a] > value[b] : max_value[a] > max_value[b];
    });
    std::vector<double> key(m, 0.0);
    double next_key = double(m);
    for (size_t pos = 0; pos < m; ++pos) {
        double best_rest = -1e18;
        for (size_t q = pos + 1; q < m; ++q) best_rest = std::max(best_rest, max_value[order[q]]);
        if (pos + 1 < m && value[order[pos]] > best_rest + 1e-9) {
            key[order[pos]] = next_key--;
            continue;
        }
        break; // everybody from here on stays tied on DE
    }
    return key;
}

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
                                          [](const Game &g) { return g.result != GameResult::Pending; });
        if (!complete) break;
        done = r.number;
    }
    return done;
}

Standings compute_standings(const EventData &event, int after_round) {
    Standings st;
    st.after_round = after_round;
    st.codes = event.info.tiebreaks;
    st.records = build_records(event, after_round);
    const TieBreakContext ctx(event, after_round, st.records);
    const size_t n = st.records.size(), t = st.codes.size();

    std::vector<std::vector<double>> values(n, std::vector<double>(t, 0.0));
    for (size_t c = 0; c < t; ++c)
        if (st.codes[c] != "DE")
            for (size_t i = 0; i < n; ++i) values[i][c] = tiebreak_value(ctx, st.codes[c], i);

    // Rank: score, then each tie-break in order within the group still tied (C.07 2, DE 6).
    // A knockout ranks by the round reached; players out in the same round share a rank.
    const bool knockout = event.info.system == System::Knockout;
    const size_t levels = knockout ? 0 : t;
    std::vector<size_t> ranked;
    std::vector<bool> tied_with_next(n, false);
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
            for (size_t i : group) key[i] = knockout_round_reached(event, st.records[i].player, after_round);
        } else if (c == 0) {
            for (size_t i : group) key[i] = st.records[i].score;
        } else if (st.codes[c - 1] == "DE") {
            std::vector<double> shown(n, 0.0);
            const std::vector<double> k = direct_encounter(ctx, group, shown);
            for (size_t j = 0; j < group.size(); ++j) {
                key[group[j]] = k[j];
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
