// Team standings (team_standings.hpp) where the tie-breaks run out: three teams tied on match
// points, game points and team SB meet in a cycle, so the direct encounter (FIDE C.07 6)
// cannot separate them and they share the place. Worked out by hand below.
#include "tournament/team_pairing.hpp"
#include "tournament/team_standings.hpp"

#include "event_builder.hpp"

#include <gtest/gtest.h>

namespace {

using namespace damka::tournament;
using R = BoardResult;

// 4 teams of 2 boards (team t: players 2t-1, 2t); the Berger table of 4: R1 1-4 2-3,
// R2 4-3 1-2, R3 2-4 3-1. Board results as entered (White's view), first-named team White on
// board 1 and Black on board 2:
//   R1: T1-T4 ½-½, 1-0 -> T1 0.5 : 1.5     T2-T3 1-0, ½-½ -> T2 1.5 : 0.5
//   R2: T4-T3 1-0, ½-½ -> T4 1.5 : 0.5     T1-T2 1-0, ½-½ -> T1 1.5 : 0.5
//   R3: T2-T4 ½-½, 1-0 -> T2 0.5 : 1.5     T3-T1 1-0, ½-½ -> T3 1.5 : 0.5
// T4 wins all three: MP 6, GP 4.5. T1 beat T2, T2 beat T3, T3 beat T1 and each lost to T4:
// MP 2, GP 1.5 + 0.5 + 0.5 = 2.5 each. SB (opponents' MP x game points against them):
//   T1: T4 6x0.5 + T2 2x1.5 + T3 2x0.5 = 3 + 3 + 1 = 7; T2 and T3 the same by symmetry: 7.
//   T4: 2x1.5 x 3 = 9.
// DE among T1, T2, T3 (all met): 2 match points each: no separation, they share places 2-4.
TEST(TeamStandings, ACycleOfTiedTeamsSharesThePlace) {
    EventData e = test::make_event(System::TeamRoundRobin, 8, 0, {});
    e.info.team_boards = 2;
    for (int t = 1; t <= 4; ++t) e.teams.push_back({t, "T" + std::to_string(t), "", "", 0, {2 * t - 1, 2 * t}});
    const R results[3][4] = {{R::Draw, R::WhiteWin, R::WhiteWin, R::Draw},
                             {R::WhiteWin, R::Draw, R::WhiteWin, R::Draw},
                             {R::Draw, R::WhiteWin, R::WhiteWin, R::Draw}};
    for (int round = 1; round <= 3; ++round) {
        const auto pairing = team_round_robin(e, round);
        ASSERT_TRUE(pairing) << pairing.error();
        Round r;
        r.number = round;
        r.state = RoundState::Published;
        for (size_t k = 0; k < pairing->boards.size(); ++k) {
            RoundGame g;
            g.round = round;
            g.board = int(k) + 1;
            g.white = pairing->boards[k].first;
            g.black = pairing->boards[k].second;
            g.result = results[round - 1][k];
            r.games.push_back(g);
        }
        e.rounds.push_back(r);
        e.team_rounds.push_back({round, pairing->matches, 0});
    }
    const std::vector<TeamStanding> st = team_standings(e, 3);
    ASSERT_EQ(st.size(), 4u);
    EXPECT_EQ(st[0].team, 4);
    EXPECT_EQ(st[0].rank, "1");
    EXPECT_DOUBLE_EQ(st[0].mp, 6);
    EXPECT_DOUBLE_EQ(st[0].gp, 4.5);
    EXPECT_DOUBLE_EQ(st[0].sb, 9);
    for (size_t k = 1; k < 4; ++k) {
        EXPECT_EQ(st[k].rank, "2-4") << st[k].team;
        EXPECT_DOUBLE_EQ(st[k].mp, 2);
        EXPECT_DOUBLE_EQ(st[k].gp, 2.5);
        EXPECT_DOUBLE_EQ(st[k].sb, 7);
        EXPECT_DOUBLE_EQ(st[k].de, 2);
    }
}

} // namespace
