#include "direct_encounter.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

constexpr double kEps = 1e-9;

struct Encounters {
    double points = 0; // 6.1 with the 6.1.2 averages
    double best = 0; // points if every opponent not yet met were beaten (6.3)
    size_t met = 0;
};

Encounters encounters(const TieBreakContext &ctx, size_t who, const std::set<int> &members) {
    std::map<int, std::pair<double, int>> per_opponent; // points, games
    for (const RoundEntry &e : ctx.records[who].rounds) {
        const bool counts = e.played() || (ctx.round_robin && e.paired() && e.kind != EntryKind::Pending);
        if (!counts || !members.count(e.opponent)) continue;
        auto &[points, games] = per_opponent[e.opponent];
        points += e.points;
        ++games;
    }
    Encounters out;
    for (const auto &[opponent, pg] : per_opponent) out.points += pg.first / pg.second;
    out.met = per_opponent.size();
    out.best = out.points + double(members.size() - 1 - out.met) * ctx.win_round();
    return out;
}

// One application of article 6 to `group`: the blocks it separates, best first.
std::vector<std::vector<size_t>> one_pass(const TieBreakContext &ctx, const std::vector<size_t> &group,
                                          std::map<size_t, double> &points) {
    std::set<int> members;
    for (size_t i : group) members.insert(ctx.records[i].player);
    std::map<size_t, Encounters> s;
    bool all_met = true;
    for (size_t i : group) {
        s[i] = encounters(ctx, i, members);
        points[i] = s[i].points;
        all_met = all_met && s[i].met + 1 == group.size();
    }
    std::vector<size_t> order = group;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (s[a].points > s[b].points + kEps) return true;
        if (s[b].points > s[a].points + kEps) return false;
        return s[a].best > s[b].best + kEps;
    });
    std::vector<std::vector<size_t>> blocks;
    if (all_met || ctx.round_robin) { // 6.2
        for (size_t i : order) {
            if (blocks.empty() || s[blocks.back().front()].points > s[i].points + kEps) blocks.push_back({});
            blocks.back().push_back(i);
        }
        return blocks;
    }
    // 6.3: first place, then second place and so on, while out of everybody else's reach.
    size_t pos = 0;
    for (; pos + 1 < order.size(); ++pos) {
        double reach = -1e300;
        for (size_t q = pos + 1; q < order.size(); ++q) reach = std::max(reach, s[order[q]].best);
        if (!(s[order[pos]].points > reach + kEps)) break;
        blocks.push_back({order[pos]});
    }
    blocks.emplace_back(order.begin() + long(pos), order.end());
    return blocks;
}

// Places `group` from `first` on; `shown` gets, for each player, the points of the pass that
// decided his place (the printed DE value must be what decided the order, C.07 6.3).
void place(const TieBreakContext &ctx, const std::vector<size_t> &group, int first, std::map<size_t, int> &places,
           std::map<size_t, double> &shown) {
    std::map<size_t, double> points;
    const std::vector<std::vector<size_t>> blocks = one_pass(ctx, group, points);
    if (blocks.size() == 1) {
        // Nothing separated: the group stays tied and shows one value. Under 6.3 their points
        // may differ (a lead someone could still catch); none is ahead by them: the lowest.
        double low = points[group.front()];
        for (size_t i : group) low = std::min(low, points[i]);
        for (size_t i : group) {
            places[i] = first;
            shown[i] = low;
        }
        return;
    }
    for (const std::vector<size_t> &b : blocks) {
        if (b.size() == 1) {
            places[b.front()] = first;
            shown[b.front()] = points[b.front()];
        } else {
            place(ctx, b, first, places, shown); // 6.2 / 6.3: article 6 again on the rest
        }
        first += int(b.size());
    }
}

} // namespace

std::vector<int> direct_encounter_places(const TieBreakContext &ctx, const std::vector<size_t> &group,
                                         std::vector<double> &shown) {
    std::map<size_t, int> places;
    std::map<size_t, double> points; // the printed value of each
    place(ctx, group, 0, places, points);
    std::vector<int> out;
    for (size_t i : group) {
        shown[i] = points[i];
        out.push_back(places[i]);
    }
    return out;
}

} // namespace damka::tournament
