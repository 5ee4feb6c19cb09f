// Team round robin: the Berger table of the teams (FIDE C.05 Annex 1), colours alternating
// down the boards (C.04.6 1.6.1), and the scoring of a match: game points, match points on
// the 2-1-0 and 1-0.5-0 scales, board and whole-match forfeits. Expected values by hand.
#include "tournament/service/team_pairing.hpp"
#include "tournament/model/team_scoring.hpp"

#include "event_builder.hpp"

#include <gtest/gtest.h>

namespace {

using namespace damka::tournament;
using P = std::pair<int, int>;

// 4 teams of 2 boards: team t has players 2t-1 (board 1) and 2t (board 2); player 9 is in
// no team yet.
EventData four_teams() {
    EventData e = test::make_event(System::TeamRoundRobin, 9, 0, {});
    e.info.team_boards = 2;
    for (int t = 1; t <= 4; ++t) e.teams.push_back({t, "T" + std::to_string(t), "", "", 0, {2 * t - 1, 2 * t}});
    return e;
}

// C.05 Annex 1, 4 players: round 1 is 1-4, 2-3; round 2 is 4-3, 1-2. The first-named team has
// White on board 1 and Black on board 2.
TEST(TeamRoundRobin, BergerTableOfTheTeamsWithAlternatingColours) {
    const EventData e = four_teams();
    const auto r1 = team_round_robin(e, 1);
    ASSERT_TRUE(r1) << r1.error();
    ASSERT_EQ(r1->matches.size(), 2u);
    EXPECT_EQ(r1->matches[0].white_team, 1);
    EXPECT_EQ(r1->matches[0].black_team, 4);
    EXPECT_EQ(r1->matches[1].white_team, 2);
    EXPECT_EQ(r1->matches[1].black_team, 3);
    // T1-T4: P1-P7 (board 1), P8-P2 (board 2); T2-T3: P3-P5, P6-P4.
    EXPECT_EQ(r1->boards, (std::vector<P>{{1, 7}, {8, 2}, {3, 5}, {6, 4}}));
    EXPECT_EQ(r1->free_team, 0);
    const auto r2 = team_round_robin(e, 2);
    ASSERT_TRUE(r2);
    EXPECT_EQ(r2->boards, (std::vector<P>{{7, 5}, {6, 8}, {1, 3}, {4, 2}})); // 4-3, 1-2
    EXPECT_FALSE(team_round_robin(e, 4)); // 3 rounds for 4 teams
}

TEST(TeamRoundRobin, TheCaptainsLineupFillsTheBoards) {
    EventData e = four_teams();
    e.teams[0].board_order.push_back(9); // T1: a reserve
    e.lineups.push_back({1, 1, {1, 9}}); // the reserve on board 2 in round 1
    const auto r1 = team_round_robin(e, 1);
    ASSERT_TRUE(r1);
    EXPECT_EQ(r1->boards[1], (P{8, 9}));
}

TEST(TeamRoundRobin, AnOddNumberOfTeamsGivesEachOneRoundWithoutAMatch) {
    EventData e = four_teams();
    e.teams.pop_back(); // 3 teams: the Berger table of 4, team 4's partner rests
    const auto r1 = team_round_robin(e, 1);
    ASSERT_TRUE(r1);
    EXPECT_EQ(r1->free_team, 1); // 1-4 in the table of 4
    ASSERT_EQ(r1->matches.size(), 1u);
    EXPECT_EQ(r1->matches[0].white_team, 2);
}

TEST(TeamRoundRobin, ATeamThatCannotFillItsBoardsIsNamed) {
    EventData e = four_teams();
    e.players[7].withdrawn_after = -1; // P8 of T4 never plays
    const auto r1 = team_round_robin(e, 1);
    ASSERT_FALSE(r1);
    EXPECT_NE(r1.error().find("T4 has 1 players in the event in round 1 for 2 boards"), std::string::npos)
        << r1.error();
}

// Round 1 of four_teams with the given board results (event boards 1..4).
EventData played(std::vector<BoardResult> results) {
    EventData e = four_teams();
    const auto r1 = team_round_robin(e, 1);
    Round r{1, RoundState::Published, {}, {}};
    for (size_t k = 0; k < r1->boards.size(); ++k) {
        RoundGame g;
        g.round = 1;
        g.board = int(k) + 1;
        g.white = r1->boards[k].first;
        g.black = r1->boards[k].second;
        g.result = results[k];
        r.games.push_back(g);
    }
    e.rounds.push_back(r);
    e.team_rounds.push_back({1, r1->matches, 0});
    return e;
}

TEST(TeamMatchScore, GamePointsDecideTheMatch) {
    // T1-T4: board 1 P1 (T1, White) wins 1-0; board 2 P8 (T4) - P2 (T1) drawn: T1 1.5, T4 0.5.
    // T2-T3: board 1 P3-P5 0-1 (T3 wins); board 2 P6 (T3) - P4 (T2) 0-1 (T2 wins): 1 : 1.
    const EventData e =
        played({BoardResult::WhiteWin, BoardResult::Draw, BoardResult::BlackWin, BoardResult::BlackWin});
    const MatchScore a = score_match(e, e.rounds[0], e.team_rounds[0].matches[0]);
    EXPECT_DOUBLE_EQ(a.first_points, 1.5);
    EXPECT_DOUBLE_EQ(a.second_points, 0.5);
    EXPECT_DOUBLE_EQ(a.first_match_points, 2); // 2-1-0: a won match
    EXPECT_DOUBLE_EQ(a.second_match_points, 0);
    const MatchScore b = score_match(e, e.rounds[0], e.team_rounds[0].matches[1]);
    EXPECT_DOUBLE_EQ(b.first_points, 1);
    EXPECT_DOUBLE_EQ(b.second_points, 1);
    EXPECT_DOUBLE_EQ(b.first_match_points, 1); // a drawn match
    EXPECT_DOUBLE_EQ(b.second_match_points, 1);
    EventData half = e;
    half.info.match_points = {1.0, 0.5, 0.0};
    EXPECT_DOUBLE_EQ(score_match(half, half.rounds[0], half.team_rounds[0].matches[1]).first_match_points, 0.5);
    EXPECT_DOUBLE_EQ(score_match(half, half.rounds[0], half.team_rounds[0].matches[0]).first_match_points, 1);
}

TEST(TeamMatchScore, ForfeitsOfABoardAndOfAWholeMatch) {
    // T1-T4: P2 (T1, Black on board 2) did not come: board 2 +- to P8; board 1 drawn:
    // T1 0.5, T4 1.5. T2-T3: neither team came (-- on both boards): both lose the match.
    const EventData e =
        played({BoardResult::Draw, BoardResult::WhiteForfeit, BoardResult::DoubleForfeit, BoardResult::DoubleForfeit});
    const MatchScore a = score_match(e, e.rounds[0], e.team_rounds[0].matches[0]);
    EXPECT_DOUBLE_EQ(a.first_points, 0.5);
    EXPECT_DOUBLE_EQ(a.second_points, 1.5);
    EXPECT_DOUBLE_EQ(a.second_match_points, 2);
    EXPECT_FALSE(a.forfeited);
    const MatchScore b = score_match(e, e.rounds[0], e.team_rounds[0].matches[1]);
    EXPECT_TRUE(b.forfeited);
    EXPECT_DOUBLE_EQ(b.first_match_points, 0);
    EXPECT_DOUBLE_EQ(b.second_match_points, 0);
}

// `--scoring variant` (Adiukh: a won game without play 24:0, a draw 12:12): the boards' own
// points are summed. T1-T4: board 1 P1-P7 won 17:7, board 2 P8-P2 drawn 12:12 -> T1 17 + 12 =
// 29, T4 7 + 12 = 19. T2-T3: board 1 P3-P5 lost 9:15, board 2 P6 (T3) - P4 (T2) +- (P6 wins
// without play: 24:0 on the variant's scale) -> T2 9 + 0 = 9, T3 15 + 24 = 39.
TEST(TeamMatchScore, TheVariantsOwnPointsAreSummedPerMatch) {
    EventData e = played({BoardResult::WhiteWin, BoardResult::Draw, BoardResult::BlackWin, BoardResult::WhiteForfeit});
    e.info.scoring = {24.0, 12.0, 0.0, true};
    RoundGame *g = e.rounds[0].games.data();
    g[0].white_points = 17, g[0].black_points = 7;
    g[1].white_points = 12, g[1].black_points = 12;
    g[2].white_points = 9, g[2].black_points = 15;
    const MatchScore a = score_match(e, e.rounds[0], e.team_rounds[0].matches[0]);
    EXPECT_DOUBLE_EQ(a.first_points, 29);
    EXPECT_DOUBLE_EQ(a.second_points, 19);
    EXPECT_DOUBLE_EQ(a.first_match_points, 2);
    const MatchScore b = score_match(e, e.rounds[0], e.team_rounds[0].matches[1]);
    EXPECT_DOUBLE_EQ(b.first_points, 9);
    EXPECT_DOUBLE_EQ(b.second_points, 39);
    EXPECT_DOUBLE_EQ(b.second_match_points, 2);
}

TEST(TeamMatchScore, AMatchWithABoardToPlayIsNotScored) {
    const EventData e = played({BoardResult::WhiteWin, BoardResult::Pending, BoardResult::Draw, BoardResult::Draw});
    const MatchScore a = score_match(e, e.rounds[0], e.team_rounds[0].matches[0]);
    EXPECT_FALSE(a.complete);
    EXPECT_DOUBLE_EQ(a.first_match_points, 0);
}

} // namespace
