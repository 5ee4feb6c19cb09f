// Line-ups of team events (team.hpp): the board order is fixed; a reserve moves up into a
// gap, players never swap; the default line-up is the first players present.
#include "tournament/model/team.hpp"

#include "event_builder.hpp"

#include <gtest/gtest.h>

namespace {

using namespace damka::tournament;

// A 4-board team event: team 1 has players 1..6 in that board order (5 and 6 reserves),
// team 2 players 7..10.
EventData four_board_event() {
    EventData e = test::make_event(System::TeamRoundRobin, 10, 0, {});
    e.info.team_boards = 4;
    e.teams.push_back({1, "Alpha", "NED", "", 1, {1, 2, 3, 4, 5, 6}});
    e.teams.push_back({2, "Beta", "", "", 0, {7, 8, 9, 10}});
    return e;
}

TEST(TeamLineup, AReserveMovesUpIntoAGap) {
    const EventData e = four_board_event();
    EXPECT_EQ(check_lineup(e, e.teams[0], {1, 2, 3, 4}, 1).english(), "");
    EXPECT_EQ(check_lineup(e, e.teams[0], {1, 3, 4, 5}, 1).english(),
              ""); // 2 rests, 3 and 4 move up, reserve 5 on board 4
    EXPECT_EQ(check_lineup(e, e.teams[0], {2, 3, 5, 6}, 1).english(), "");
}

TEST(TeamLineup, PlayersNeverSwapOrder) {
    const EventData e = four_board_event();
    EXPECT_NE(check_lineup(e, e.teams[0], {2, 1, 3, 4}, 1).english().find("P1 (1) on board 2 is above P2 (2)"),
              std::string::npos);
    EXPECT_NE(check_lineup(e, e.teams[0], {1, 2, 5, 4}, 1).english().find("on board 4"), std::string::npos);
}

TEST(TeamLineup, EveryBoardIsFilledByTheTeamsOwnPlayers) {
    const EventData e = four_board_event();
    EXPECT_EQ(check_lineup(e, e.teams[0], {1, 2, 3}, 1).english(), "line-up: 3 players for 4 boards");
    EXPECT_EQ(check_lineup(e, e.teams[0], {1, 2, 3, 7}, 1).english(), "line-up: P7 (7) is not a player of Alpha");
    EXPECT_EQ(check_lineup(e, e.teams[0], {1, 2, 3, 3}, 1).english().find("line-up: P3 (3) on board 4"),
              0u); // twice: not later
}

TEST(TeamLineup, AWithdrawnPlayerCannotBeFielded) {
    EventData e = four_board_event();
    e.players[1].withdrawn_after = 2; // player 2 leaves after round 2
    EXPECT_EQ(check_lineup(e, e.teams[0], {1, 2, 3, 4}, 2).english(), "");
    EXPECT_EQ(check_lineup(e, e.teams[0], {1, 2, 3, 4}, 3).english(), "line-up: P2 (2) is not in the event in round 3");
    // The default line-up of round 3 skips player 2: the first reserve moves up.
    EXPECT_EQ(default_lineup(e, e.teams[0], 3), (std::vector<int>{1, 3, 4, 5}));
}

TEST(TeamLineup, DefaultIsTheFirstBoardsUnlessTheCaptainGaveOne) {
    EventData e = four_board_event();
    EXPECT_EQ(lineup_for(e, e.teams[0], 1), (std::vector<int>{1, 2, 3, 4}));
    EXPECT_FALSE(captain_gave_lineup(e, 1, 1));
    e.lineups.push_back({1, 1, {1, 2, 4, 6}});
    EXPECT_TRUE(captain_gave_lineup(e, 1, 1));
    EXPECT_EQ(lineup_for(e, e.teams[0], 1), (std::vector<int>{1, 2, 4, 6}));
    EXPECT_EQ(lineup_for(e, e.teams[0], 2), (std::vector<int>{1, 2, 3, 4})); // round 2: the default again
    // A team short of players fields fewer: the empty boards are lost by forfeit.
    e.players[9].withdrawn_after = -1;
    EXPECT_EQ(default_lineup(e, e.teams[1], 1), (std::vector<int>{7, 8, 9}));
}

TEST(TeamCheck, APlayerPlaysForOneTeamAndTheBoardsAreFilled) {
    const EventData e = four_board_event();
    EXPECT_EQ(check_team(e, e.teams[0]).english(), "");
    EXPECT_EQ(check_team(e, {3, "Gamma", "", "", 0, {6}}).english(), "players: P6 (6) already plays for Alpha");
    EXPECT_EQ(check_team(e, {3, "Gamma", "", "", 0, {11}}).english(), "players: no player with start number 11");
    EXPECT_EQ(check_team(e, {2, "Beta", "", "", 0, {7, 8, 9}}).english(), "players: 3 players cannot fill 4 boards");
    EXPECT_EQ(check_team(e, {2, "Alpha", "", "", 0, {7, 8, 9, 10}}).english(), "name: team 1 is already called Alpha");
    EXPECT_EQ(check_team(e, {2, "Beta", "", "", 1, {7, 8, 9, 10}}).english(),
              "captain: P1 (1) is not one of the team's players");
    EXPECT_EQ(check_team(e, {2, "Beta", "", "", 0, {7, 8, 7, 10}}).english(),
              "players: P7 (7) is in the board order twice");
}

// `result set B --match M`: match M's boards are the round's (M - 1) * 4 + 1 .. M * 4 on four
// boards (model.hpp TeamMatch), so board 3 of match 2 is the round's board 4 + 3 = 7.
TEST(TeamMatchBoard, ABoardOfAMatchIsItsRoundsBoard) {
    const EventData e = four_board_event();
    EXPECT_EQ(std::get<int>(round_board(e.info, 1, 1)), 1);
    EXPECT_EQ(std::get<int>(round_board(e.info, 2, 3)), 7);
    EXPECT_EQ(std::get<int>(round_board(e.info, 3, 4)), 12);
    EXPECT_EQ(std::get<int>(round_board(e.info, 2, 0)), 0); // the whole match
    const auto past = std::get<MatchBoardError>(round_board(e.info, 1, 5));
    EXPECT_EQ(past.field, MatchBoardError::Board);
    EXPECT_EQ(past.message.english(), "a match has boards 1..4, not 5");
}

TEST(TeamMatchBoard, AnEventWithoutTeamsHasNoMatches) {
    const EventData e = test::make_event(System::Swiss, 10, 0, {});
    for (const int board : {0, 1}) {
        const auto why = std::get<MatchBoardError>(round_board(e.info, 1, board));
        EXPECT_EQ(why.field, MatchBoardError::Match);
        EXPECT_EQ(why.message.english(), "this is not a team event");
    }
}

} // namespace
