#include "baku.hpp"

#include "initial_order.hpp"
#include "system_rules.hpp"

#include <algorithm>
#include <vector>

namespace damka::tournament {
namespace {

int ceil_div(int a, int b) { return (a + b - 1) / b; }

} // namespace

BakuRound baku_round(const EventData &event, int round) {
    BakuRound out;
    if (!event.info.baku_acceleration || !rules_of(event.info.system).acceleration || event.info.rounds < 1) return out;
    const int accelerated = ceil_div(event.info.rounds, 2); // C.04.5.1: the first half, rounded up
    const int full = ceil_div(accelerated, 2); // of those, the first half get 1 point
    if (round > accelerated) return out;
    const double win = event.info.scoring.win * std::max(1, event.info.games_per_pairing);
    const double vp = round <= full ? win : win / 2;
    std::vector<Player> starters;
    for (const Player &p : event.players)
        if (p.first_round <= 1) starters.push_back(p);
    if (starters.empty()) return out;
    std::sort(starters.begin(), starters.end(), ranks_before);
    // GA: the first half rounded up to an even number (2 x Q, Q = n / 4 rounded up).
    const size_t ga = std::min(starters.size(), size_t(2 * ceil_div(int(starters.size()), 4)));
    const Player &last_ga = starters[ga - 1];
    int members = 0;
    for (const Player &p : event.players) {
        const bool in_ga = p.first_round <= 1 ? !ranks_before(last_ga, p) : ranks_before(p, last_ga);
        if (!in_ga) continue;
        out.virtual_points[p.id] = vp;
        ++members;
    }
    out.summary = (vp == 1 ? DAMKA_TR("Round",
                                      "Baku acceleration (FIDE C.04.5.1): round %1 of %2 accelerated; %3 players of "
                                      "group GA (to %4, %5) are paired with %6 virtual point")
                           : DAMKA_TR("Round",
                                      "Baku acceleration (FIDE C.04.5.1): round %1 of %2 accelerated; %3 players of "
                                      "group GA (to %4, %5) are paired with %6 virtual points"))
                      .arg(round)
                      .arg(accelerated)
                      .arg(members)
                      .arg(last_ga.name)
                      .arg(last_ga.id)
                      .arg(format_points(vp));
    return out;
}

} // namespace damka::tournament
