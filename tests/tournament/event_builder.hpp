// Small hand-made events for the tests: players 1..n and games/byes given round by round.
#pragma once

#include "tournament/model.hpp"

#include <string>

namespace damka::tournament::test {

inline EventData make_event(System system, int players, int rounds, std::vector<std::string> tiebreaks) {
    EventData e;
    e.info.name = "Test";
    e.info.system = system;
    e.info.rounds = rounds;
    e.info.tiebreaks = std::move(tiebreaks);
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.id = i;
        p.name = "P" + std::to_string(i);
        p.rating = 2100 - 100 * i; // P1 2000, P2 1900, ...
        e.players.push_back(p);
    }
    for (int r = 1; r <= rounds; ++r) e.rounds.push_back({r, RoundState::Published, {}, {}});
    return e;
}

inline void game(EventData &e, int round, int white, int black, BoardResult result) {
    Round &r = e.rounds[size_t(round - 1)];
    RoundGame g;
    g.round = round;
    g.board = int(r.games.size()) + 1;
    g.white = white;
    g.black = black;
    g.result = result;
    r.games.push_back(g);
}

inline void bye(EventData &e, int round, int player, ByeKind kind) {
    e.rounds[size_t(round - 1)].byes.push_back({round, player, kind});
}

} // namespace damka::tournament::test
