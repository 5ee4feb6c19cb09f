// Ashtarashki end of game, winner, points and balls (seed sections 4 and 5). Expected values
// are counted by hand from the positions; the seed's own examples 7.2-7.4 are checked through
// the plugin ABI in examples_test.cpp.
#include "plugins/ashtarashki/outcome.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>

namespace damka::ashtarashki::test {
namespace {

TEST(Outcome, StartPositionIsOngoing) { EXPECT_FALSE(evaluate(start_position()).over()); }

// 4.4.3a, 4.1.1: both sides have four or more stones; White's 4th stone reaches rank 8.
// Balls (5.2): White M on b8 d8 f8 h8 = 12, Black M on a1 c1 = 6.
TEST(Outcome, A_FourthStoneOnTheFinishRowWins_4_1_1) {
    const Position before = pos("White: M1 - b8, d8, f8; M2a3; M3g7. Black: M1 - a1, c1; M2 - e5, h4.");
    EXPECT_FALSE(evaluate(before).over());
    const Outcome o = evaluate(after(before, "M3g7-h8"));
    EXPECT_EQ(o.ending, Ending::FourFinished);
    EXPECT_EQ(o.winner, kWhite);
    EXPECT_EQ(o.points, 1); // 4.2: a simple win
    EXPECT_EQ(o.balls, (std::array<int, 2>{12, 6}));
}

// 4.4.3b, 4.1.2: White to move has only a W on its back rank, hemmed in by Black M3s it may
// not take (3.6.3) and with no square behind it; finished stones do not move (3.7). Black wins
// with fewer balls (5.3): White 3 M on the finish row = 9, Black none = 0.
TEST(Outcome, B_BlockedSideLoses_4_1_2) {
    const Outcome o = evaluate(pos("White: M1 - b8, d8, f8; Wc1. Black: M1 - e5, g5; M3 - b2, d2."));
    EXPECT_EQ(o.ending, Ending::Blocked);
    EXPECT_EQ(o.winner, kBlack);
    EXPECT_EQ(o.points, 1);
    EXPECT_EQ(o.balls, (std::array<int, 2>{9, 0}));
}

// 4.4.3c, 4.1.3, 4.3: taking the opponent's last stone is a clean win, 2 points.
TEST(Outcome, C_AllStonesTakenIsACleanWin_4_1_3_4_3) {
    const Outcome o = evaluate(after(pos("White: M3d4. Black: M2c5."), "M3d4:c5"));
    EXPECT_EQ(o.ending, Ending::AllTaken);
    EXPECT_EQ(o.winner, kWhite);
    EXPECT_EQ(o.points, 2);
}

// 4.4.3d with 3.6.4: liquidating the only W when nothing else is left leaves no stone at all;
// liquidated stones count as won by the opponent, so Black wins clean (0:2).
TEST(Outcome, D_LiquidatingTheLastStone_4_4_3d_3_6_4) {
    const Outcome o = evaluate(after(pos("White: Wc3. Black: M3 - b4, d4."), "Wc3-b2Z"));
    EXPECT_EQ(o.ending, Ending::AllTaken);
    EXPECT_EQ(o.winner, kBlack);
    EXPECT_EQ(o.points, 2);
}

// 4.4.3d: liquidating the only active W while finished stones remain ends the game at once.
// White is left with 2 stones, both finished; Black has 3, so the larger side wins (4.4.2)
// even though White has all its stones home. Balls: White M1 h8 + M2 f8 = 6; Black M1 a1 = 3.
TEST(Outcome, D_LiquidationLeavingOnlyFinishedStonesEndsTheGame_4_4_3d) {
    const Outcome o = evaluate(after(pos("White: M1h8; M2f8; Wb4. Black: M1a1; M3 - e5, f2."), "Wb4-a3Z"));
    EXPECT_EQ(o.ending, Ending::MoreStones);
    EXPECT_EQ(o.winner, kBlack);
    EXPECT_EQ(o.balls, (std::array<int, 2>{6, 3}));
}

// 4.4.1: equal counts below four: the first side with all its stones home wins.
TEST(Outcome, AllHomeFirstWithEqualCounts_4_4_1) {
    const Outcome o = evaluate(after(pos("White: M1h8; M2e7. Black: M1a1; M2e5."), "M2e7-d8"));
    EXPECT_EQ(o.ending, Ending::AllHomeFirst);
    EXPECT_EQ(o.winner, kWhite);
    EXPECT_EQ(o.balls, (std::array<int, 2>{6, 3}));
}

// 4.4.2: unequal counts below four: more stones win, whoever finished (White 3:2 here).
TEST(Outcome, MoreStonesWinWhenCountsDiffer_4_4_2) {
    const Outcome o = evaluate(after(pos("White: M1h8; M2 - a3, c3. Black: M1a1; M2b2. Black to move."), "M2b2-c1"));
    EXPECT_EQ(o.ending, Ending::MoreStones);
    EXPECT_EQ(o.winner, kWhite);
    EXPECT_EQ(o.balls, (std::array<int, 2>{3, 6}));
}

// 5.2: balls count the state on the finish row: M 3, V 2, W 1.
TEST(Outcome, BallsByState_5_2) {
    EXPECT_EQ(balls(pos("White: M1b8; V2d8; Wf8; M3a1. Black: V1c1; We1; M2h8.")), (std::array<int, 2>{6, 3}));
}

} // namespace
} // namespace damka::ashtarashki::test
