// Team standings (team_standings.hpp) where the tie-breaks run out: three teams tied on match
// points, game points and team SB meet in a cycle, so the direct encounter (FIDE C.07 6)
// cannot separate them and they share the place. Worked out by hand below.
#include "tournament/service/team_pairing.hpp"
#include "tournament/model/team_standings.hpp"

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
// Four teams of two boards through the three rounds of the Berger table of 4 with the given
// board results (event boards 1-4 of each round, White's view).
EventData four_teams_played(const R (&results)[3][4]) {
    EventData e = test::make_event(System::TeamRoundRobin, 8, 0, {});
    e.info.team_boards = 2;
    for (int t = 1; t <= 4; ++t) e.teams.push_back({t, "T" + std::to_string(t), "", "", 0, {2 * t - 1, 2 * t}});
    for (int round = 1; round <= 3; ++round) {
        const auto pairing = team_round_robin(e, round);
        EXPECT_TRUE(pairing) << pairing.error();
        if (!pairing) return e;
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
    return e;
}

TEST(TeamStandings, ACycleOfTiedTeamsSharesThePlace) {
    const R results[3][4] = {{R::Draw, R::WhiteWin, R::WhiteWin, R::Draw},
                             {R::WhiteWin, R::Draw, R::WhiteWin, R::Draw},
                             {R::Draw, R::WhiteWin, R::WhiteWin, R::Draw}};
    const EventData e = four_teams_played(results);
    const std::vector<TeamStanding> st = team_standings(e, 3);
    ASSERT_EQ(st.size(), 4u);
    EXPECT_EQ(st[0].team, 4);
    EXPECT_EQ(st[0].rank, "1");
    EXPECT_DOUBLE_EQ(st[0].mp, 6);
    EXPECT_DOUBLE_EQ(st[0].gp, 4.5);
    EXPECT_DOUBLE_EQ(st[0].value("SB"), 9);
    for (size_t k = 1; k < 4; ++k) {
        EXPECT_EQ(st[k].rank, "2-4") << st[k].team;
        EXPECT_DOUBLE_EQ(st[k].mp, 2);
        EXPECT_DOUBLE_EQ(st[k].gp, 2.5);
        EXPECT_DOUBLE_EQ(st[k].value("SB"), 7);
        EXPECT_DOUBLE_EQ(st[k].value("DE"), 2);
    }
}

// The event's list decides. First-named team White on board 1, Black on board 2:
//   R1: T1-T4 ½-½, 0-1 -> T1 1.5 : 0.5    T2-T3 1-0, 0-1 -> T2 2 : 0
//   R2: T4-T3 ½-½, ½-½ -> 1 : 1            T1-T2 1-0, ½-½ -> T1 1.5 : 0.5
//   R3: T2-T4 1-0, 0-1 -> T2 2 : 0         T3-T1 1-0, ½-½ -> T3 1.5 : 0.5
// T1: MP 2+2+0 = 4, GP 1.5+1.5+0.5 = 3.5; T2: MP 2+0+2 = 4, GP 2+0.5+2 = 4.5;
// T3: MP 0+1+2 = 3, GP 0+1+1.5 = 2.5;     T4: MP 0+1+0 = 1, GP 0.5+1+0 = 1.5.
// SB-MP (opponents' MP x match points against them): T1 = T4 1x2 + T2 4x2 + T3 3x0 = 10,
// T2 = T3 3x2 + T1 4x0 + T4 1x2 = 8. DE between T1 and T2: T1 won their match, 2 : 0.
TEST(TeamStandings, TheEventsTieBreakListDecides) {
    const R results[3][4] = {{R::Draw, R::BlackWin, R::WhiteWin, R::BlackWin},
                             {R::Draw, R::Draw, R::WhiteWin, R::Draw},
                             {R::WhiteWin, R::BlackWin, R::WhiteWin, R::Draw}};
    EventData e = four_teams_played(results);
    auto order = [&](std::vector<std::string> list) {
        e.info.tiebreaks = std::move(list);
        std::vector<int> out;
        for (const TeamStanding &s : team_standings(e, 3)) out.push_back(s.team);
        return out;
    };
    // Default GP, SB, DE: T2 (GP 4.5) before T1 (GP 3.5).
    EXPECT_EQ(order({}), (std::vector<int>{2, 1, 3, 4}));
    // DE alone: T1 beat T2.
    EXPECT_EQ(order({"DE"}), (std::vector<int>{1, 2, 3, 4}));
    const std::vector<TeamStanding> de = team_standings(e, 3);
    EXPECT_DOUBLE_EQ(de[0].value("DE"), 2);
    EXPECT_DOUBLE_EQ(de[1].value("DE"), 0);
    EXPECT_EQ(de[0].rank, "1");
    // SB-MP: 10 against 8.
    EXPECT_EQ(order({"SB-MP"}), (std::vector<int>{1, 2, 3, 4}));
    EXPECT_DOUBLE_EQ(team_standings(e, 3)[0].value("SB-MP"), 10);
    // WIN: two won matches each, nothing after it: T1 and T2 share 1st-2nd.
    e.info.tiebreaks = {"WIN"};
    const std::vector<TeamStanding> win = team_standings(e, 3);
    EXPECT_EQ(win[0].rank, "1-2");
    EXPECT_EQ(win[1].rank, "1-2");
    EXPECT_DOUBLE_EQ(win[0].value("WIN"), 2);
}

} // namespace
