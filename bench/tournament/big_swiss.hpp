// A synthetic Swiss for the benchmarks (standings_bench, bench/storage): shaped like a real
// open. Each round pairs neighbours in the current order (so tied groups are large), an odd
// player out gets the PAB, a few players take half-point byes, forfeits and withdrawals occur;
// results come from a seeded lot. Every tie-break the host knows is in the event's list.
#pragma once

#include "tournament/model/model.hpp"
#include "tournament/model/tiebreaks.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace damka::bench {

using namespace damka::tournament;

inline EventData big_swiss(int players, int rounds) {
    EventData e;
    e.info.name = "Bench open";
    e.info.system = System::Swiss;
    e.info.rounds = rounds;
    for (const TieBreakSpec &t : tiebreak_catalogue()) e.info.tiebreaks.push_back(t.code);
    std::mt19937 rng(11);
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.id = i;
        p.name = "Player " + std::to_string(i);
        p.rating = 2600 - i / 5;
        if (i % 997 == 0) p.withdrawn_after = 6;
        e.players.push_back(p);
    }
    std::vector<double> score(size_t(players) + 1, 0);
    for (int r = 1; r <= rounds; ++r) {
        Round round{r, RoundState::Published, {}, {}};
        std::vector<int> order;
        for (const Player &p : e.players) {
            if (!p.active_in(r)) continue;
            if ((p.id + r) % 211 == 0) {
                round.byes.push_back({r, p.id, ByeKind::HPB});
                score[size_t(p.id)] += 0.5;
                continue;
            }
            order.push_back(p.id);
        }
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score[size_t(a)] > score[size_t(b)]; });
        if (order.size() % 2) {
            round.byes.push_back({r, order.back(), ByeKind::PAB});
            score[size_t(order.back())] += 1;
            order.pop_back();
        }
        for (size_t k = 0; k + 1 < order.size(); k += 2) {
            RoundGame g;
            g.round = r;
            g.board = int(k / 2) + 1;
            g.white = (k / 2 + size_t(r)) % 2 ? order[k] : order[k + 1];
            g.black = g.white == order[k] ? order[k + 1] : order[k];
            const int lot = int(rng() % 100);
            g.result = lot < 40 ? BoardResult::WhiteWin
                : lot < 75      ? BoardResult::BlackWin
                : lot < 99      ? BoardResult::Draw
                                : BoardResult::WhiteForfeit;
            const double w = g.result == BoardResult::Draw ? 0.5 : g.result == BoardResult::BlackWin ? 0 : 1;
            score[size_t(g.white)] += w;
            score[size_t(g.black)] += 1 - w;
            round.games.push_back(g);
        }
        e.rounds.push_back(std::move(round));
    }
    return e;
}

} // namespace damka::bench
