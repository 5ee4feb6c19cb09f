// Ashtarashki moves, captures and stone states (seed sections 2 and 3). Every expected move
// list below is worked out by hand from the rule cited in the test name or comment.
#include "test_util.hpp"

#include <gtest/gtest.h>

namespace damka::ashtarashki::test {
namespace {

using Moves = std::vector<std::string>;

// 2.1, 3.2: from the start only the third-rank stones can step forward (a3 b4; c3 b4 d4;
// e3 d4 f4; g3 f4 h4 = 7), every backward square is occupied, and no stones touch.
TEST(StartPosition, WhiteHasExactlySevenMoves_2_1_3_2) {
    EXPECT_EQ(moves(start_position()),
              (Moves{"M2a3-b4", "M2g3-f4", "M2g3-h4", "M3c3-b4", "M3c3-d4", "M3e3-d4", "M3e3-f4"}));
}

// One capture-permission pair: a White M of `attacker` group on d4 against a Black stone on
// e5 written as `target` (M1..M3, V1..V3, W).
struct Pair {
    int attacker;
    std::string target;
    bool takes;
};

std::string pair_name(const ::testing::TestParamInfo<Pair> &info) {
    return "M" + std::to_string(info.param.attacker) + "_vs_" + info.param.target;
}

class CapturePermission : public ::testing::TestWithParam<Pair> {};

TEST_P(CapturePermission, TakesExactlyWhenTheRuleSays) {
    const Pair &c = GetParam();
    const std::string me = "M" + std::to_string(c.attacker);
    const Moves got = moves(pos("White: " + me + "d4. Black: " + c.target + "e5."));
    const std::string capture = me + "d4:e5";
    if (c.takes) {
        EXPECT_EQ(got, Moves{capture}); // 3.4: the capture is then compulsory
    } else {
        EXPECT_EQ(std::count(got.begin(), got.end(), capture), 0);
    }
}

// 3.5: "3 : 2 : 1 : 3" — 1 beats 3, 3 beats 2, 2 beats 1, and nothing else.
INSTANTIATE_TEST_SUITE_P(Cycle_3_5, CapturePermission,
                         ::testing::Values(Pair{1, "M1", false}, Pair{1, "M2", false}, Pair{1, "M3", true},
                                           Pair{2, "M1", true}, Pair{2, "M2", false}, Pair{2, "M3", false},
                                           Pair{3, "M1", false}, Pair{3, "M2", true}, Pair{3, "M3", false}),
                         pair_name);
// 3.6.2: a retreated stone is taken only by the full-right stone of the beating group
// (V1 by M2, V2 by M3, V3 by M1).
INSTANTIATE_TEST_SUITE_P(Retreated_3_6_2, CapturePermission,
                         ::testing::Values(Pair{1, "V1", false}, Pair{1, "V2", false}, Pair{1, "V3", true},
                                           Pair{2, "V1", true}, Pair{2, "V2", false}, Pair{2, "V3", false},
                                           Pair{3, "V1", false}, Pair{3, "V2", true}, Pair{3, "V3", false}),
                         pair_name);
// 3.6.3, 6.5: a twice-retreated stone is taken by any full-right stone.
INSTANTIATE_TEST_SUITE_P(TwiceRetreated_3_6_3, CapturePermission,
                         ::testing::Values(Pair{1, "W", true}, Pair{2, "W", true}, Pair{3, "W", true}), pair_name);

// 3.6.2, 3.6.3: V and W stones lose the right to capture; they only step (forward, or back
// with one more retreat).
TEST(Capture, VAndWDoNotCapture_3_6_2_3_6_3) {
    EXPECT_EQ(moves(pos("White: V3d4. Black: M2e5.")), (Moves{"V3d4-c3W", "V3d4-c5", "V3d4-e3W"}));
    EXPECT_EQ(moves(pos("White: Wd4. Black: M2e5.")), (Moves{"Wd4-c3Z", "Wd4-c5", "Wd4-e3Z"}));
}

// 3.3: captures go backward too, and a backward capture is not a retreat (7.2: stays M).
TEST(Capture, BackwardCaptureKeepsTheState_3_3) {
    const Position p = pos("White: M1d4. Black: M3c3.");
    EXPECT_EQ(moves(p), Moves{"M1d4:c3"});
    const Position q = after(p, "M1d4:c3");
    EXPECT_EQ(at(q, "c3"), (Stone{kWhite, 1, State::M}));
    EXPECT_TRUE(at(q, "d4").empty());
}

// 3.4: when a capture exists, quiet moves and retreats are not allowed.
TEST(Capture, IsCompulsory_3_4) { EXPECT_EQ(moves(pos("White: M1d4; M2a3. Black: M3c5; M1h8.")), Moves{"M1d4:c5"}); }

// 3.3, 7.2 and our decision: a started capture goes on while the stone can take again.
TEST(Capture, ChainGoesOnWhileItCan_3_3) {
    EXPECT_EQ(moves(pos("White: M2c3. Black: M1 - d4, e5.")), Moves{"M2c3:d4:e5"});
}

// 3.4 [decision]: among several captures the player chooses; a shorter one is legal.
TEST(Capture, FreeChoiceAmongCaptures_3_4) {
    EXPECT_EQ(moves(pos("White: M2c3. Black: M1 - b4, d4, e5.")), (Moves{"M2c3:b4", "M2c3:d4:e5"}));
}

// 3.7: a capture that reaches the finish row ends there although e7 could be taken next.
TEST(FinishRow, CaptureStopsOnTheFinishRow_3_7) {
    EXPECT_EQ(moves(pos("White: M1c7. Black: M3 - d8, e7.")), Moves{"M1c7:d8"});
}

// 3.7: finished stones neither move nor capture nor can be captured: White's M3 on h8 does
// not take g7, Black's M3 on a1 (Black's finish row) cannot be taken by M1 b2.
TEST(FinishRow, FinishedStonesAreOutOfPlay_3_7) {
    EXPECT_EQ(moves(pos("White: M1b2; M3h8. Black: M3a1; M2g7.")), (Moves{"M1b2-a3", "M1b2-c1V", "M1b2-c3"}));
}

// 3.2: besides forward steps a stone may step back; the retreat is marked with the new state.
TEST(Retreat, RetreatsAreOfferedBesideForwardMoves_3_2) {
    EXPECT_EQ(moves(pos("White: M1c5. Black: M1h8.")), (Moves{"M1c5-b4V", "M1c5-b6", "M1c5-d4V", "M1c5-d6"}));
}

// 3.6.2, 6.4: the first retreat turns M1 into V1 (marked V); a forward step keeps V.
TEST(Retreat, MBecomesV_3_6_2) {
    Position p = after(pos("White: M1c5. Black: M1h8."), "M1c5-b4V");
    EXPECT_EQ(at(p, "b4"), (Stone{kWhite, 1, State::V}));
    p.to_move = kWhite;
    p = after(p, "V1b4-c5");
    EXPECT_EQ(at(p, "c5"), (Stone{kWhite, 1, State::V}));
}

// 3.6.3, 6.5: the second retreat turns V1 into W, which carries no number.
TEST(Retreat, VBecomesW_3_6_3) {
    const Position p = after(pos("White: V1c5. Black: M1h8."), "V1c5-b4W");
    EXPECT_EQ(at(p, "b4"), (Stone{kWhite, 0, State::W}));
}

// 3.6.4, 6.6: the third retreat liquidates the stone (Z): it leaves the board.
TEST(Retreat, WIsLiquidated_3_6_4) {
    const Position p = after(pos("White: Wb4. Black: M1h8."), "Wb4-a3Z");
    EXPECT_TRUE(at(p, "a3").empty());
    EXPECT_TRUE(at(p, "b4").empty());
    EXPECT_EQ(format_position(p), "White: none. Black: M1h8. Black to move.");
}

// 3.6.5: with no forward move the retreat is compulsory even though it liquidates the W.
TEST(Retreat, CompulsoryEvenWhenItLiquidates_3_6_5) {
    EXPECT_EQ(moves(pos("White: Wc3. Black: M3 - b4, d4.")), (Moves{"Wc3-b2Z", "Wc3-d2Z"}));
}

// 3.2 [decision]: a retreat needs an empty square on the board; from the back rank there is
// none, so this W is blocked.
TEST(Retreat, NoRetreatOffTheBoard_3_2) { EXPECT_TRUE(moves(pos("White: Wc1. Black: M3 - b2, d2.")).empty()); }

} // namespace
} // namespace damka::ashtarashki::test
