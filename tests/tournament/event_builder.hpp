// Small hand-made events for the tests: players 1..n and games/byes given round by round.
#pragma once

#include "tournament/model/model.hpp"

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

// The 6-player, 4-round Swiss whose standings tiebreak_test.cpp works out by hand (White first):
//   R1: 1-4 1-0   2-5 ½      3-6 0-1
//   R2: 6-1 0-1   5-3 1-0    4-2 0-1
//   R3: 1-5 ½     2-6 1-0    3 HPB, 4 HPB
//   R4: 5-2 +-    3-1 0-1    4-6 ½
inline EventData six_player_swiss(std::vector<std::string> tbs) {
    using R = BoardResult;
    EventData e = make_event(System::Swiss, 6, 4, std::move(tbs));
    game(e, 1, 1, 4, R::WhiteWin);
    game(e, 1, 2, 5, R::Draw);
    game(e, 1, 3, 6, R::BlackWin);
    game(e, 2, 6, 1, R::BlackWin);
    game(e, 2, 5, 3, R::WhiteWin);
    game(e, 2, 4, 2, R::BlackWin);
    game(e, 3, 1, 5, R::Draw);
    game(e, 3, 2, 6, R::WhiteWin);
    bye(e, 3, 3, ByeKind::HPB);
    bye(e, 3, 4, ByeKind::HPB);
    game(e, 4, 5, 2, R::WhiteForfeit);
    game(e, 4, 3, 1, R::BlackWin);
    game(e, 4, 4, 6, R::Draw);
    return e;
}

} // namespace damka::tournament::test
