// The arbiter's touch-move and illegal-move tools on the Gamma game, through the plugin's move
// records only. Position (rules_test.cpp APieceGoesExactlyItsPoints): a White 2 on e3 and a
// Black 1 on j11, nothing in hand or reserve; the 2 ends exactly two orthogonal steps away:
// e5 g3 c3 e1 f4 f2 d2 (d4 is an obstacle) — 7 moves. Nothing of White's reaches j11.
#include "tests/arbiter/adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {
const char *const kSetup = "stacks: e3 w2, j11 b1; hand: white -, black -; reserve: white -, black -; white to move";

Decision decide_gamma(const std::vector<std::string> &lines, const std::string &claim) {
    const damka::Variant *v = variant("gamma");
    if (!v) throw std::runtime_error("gamma is not built");
    GameLog log = script(*v, lines);
    log.setup = kSetup;
    return decide_claim(*v, log, claim);
}
} // namespace

TEST(GammaArbiter, TouchedOwnPieceMustMoveItsPoints) {
    const Decision d = decide_gamma({"touch white e3"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "e3");
    EXPECT_EQ(std::set<std::string>(d.obliged_moves.begin(), d.obliged_moves.end()),
              (std::set<std::string>{"e3-e5", "e3-g3", "e3-c3", "e3-e1", "e3-f4", "e3-f2", "e3-d2"}));
}

TEST(GammaArbiter, TouchedEnemyPieceNothingReachesBindsNothing) {
    const Decision d = decide_gamma({"touch white j11"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

TEST(GammaArbiter, APieceMovedOneSquareShortIsAnIllegalMove) {
    const Decision d = decide_gamma({"move white from e3 to e4", "press white"}, "correction black");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "e3") << "the touched piece can move: it must";
}

// Through a capture and its removal, where White acts twice in a row. Set-up: the position
// above plus a White 1 on c4 under Black's 1 on c5. White's c4-c5 lands on Black's piece
// (gamma seed 6: "на поле занятом шашкой противника можно всегда"); Black replies j11-j10; on
// his next turn White takes the captured piece off (xc5), which "не является ходом": White is
// still to move. c5 and c4 are more than two steps from e3, so the 2 on e3 has the same 7 moves.
namespace {
const char *const kCaptureSetup =
    "stacks: c4 w1, c5 b1, e3 w2, j11 b1; hand: white -, black -; reserve: white -, black -; white to move";

GameLog through_removal(const damka::Variant &v, const std::vector<std::string> &after) {
    std::vector<std::string> lines{"move white c4-c5", "press white", "move black j11-j10", "press black",
                                   "move white xc5"};
    lines.insert(lines.end(), after.begin(), after.end());
    GameLog log = script(v, lines);
    log.setup = kCaptureSetup;
    return log;
}
} // namespace

TEST(GammaArbiter, TouchAfterARemovalBindsTheSamePlayer) {
    const damka::Variant *v = variant("gamma");
    ASSERT_TRUE(v) << "gamma is not built";
    const Decision d = decide_claim(*v, through_removal(*v, {"touch white e3"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.offender, 0);
    EXPECT_EQ(d.obliged_square, "e3");
    EXPECT_EQ(std::set<std::string>(d.obliged_moves.begin(), d.obliged_moves.end()),
              (std::set<std::string>{"e3-e5", "e3-g3", "e3-c3", "e3-e1", "e3-f4", "e3-f2", "e3-d2"}));
}

// White's move after his removal goes one square short: an illegal move of White's own turn
// (adiukh 8.3), not a second move out of turn. It is taken back (the fourth move, index 3) to
// the position after the removal, where White's 1 stands alone on c5, and the 2 on e3, the
// piece moved, must move (adiukh 4.3).
TEST(GammaArbiter, IllegalMoveAfterARemovalIsTheSamePlayersTurn) {
    const damka::Variant *v = variant("gamma");
    ASSERT_TRUE(v) << "gamma is not built";
    const Decision d =
        decide_claim(*v, through_removal(*v, {"move white from e3 to e4", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.offence, "illegal-move") << d.summary;
    EXPECT_EQ(d.offender, 0);
    ASSERT_TRUE(d.restore_move);
    EXPECT_EQ(*d.restore_move, 3);
    EXPECT_NE(d.restore_position.find("c5 w1,"), std::string::npos) << d.restore_position;
    EXPECT_EQ(d.obliged_square, "e3");
    EXPECT_EQ(d.obliged_moves.size(), 7u);
}

// Issue 33, the seed's reading: "Свои снятые шашки игрок ставит на любые поля исходной позиции ...
// Это действие не является ходом, и сняв шашки игрок выполняет ход любой шашкой на поле." White's
// two 1s on c3 go c3-c4-c5 onto Black's 1; after Black's reply White takes c5 off (xc5) and puts
// his lower 1 back on a1 (1@a1): three records of White's in a row, the last two no move. The 2
// on e3 then has its 7 moves (rules_test.cpp APieceGoesExactlyItsPoints: c3 is empty again).
namespace {
const char *const kPutBackSetup =
    "stacks: c3 w1w1, c5 b1, e3 w2, j11 b1; hand: white -, black -; reserve: white -, black -; white to move";

GameLog through_put_back(const damka::Variant &v, const std::vector<std::string> &after) {
    std::vector<std::string> lines{"move white c3-c5", "press white", "move black j11-j10", "press black",
                                   "move white xc5"};
    lines.insert(lines.end(), after.begin(), after.end());
    GameLog log = script(v, lines);
    log.setup = kPutBackSetup;
    return log;
}
} // namespace

TEST(GammaArbiter, TouchAfterAPieceIsPutBackBindsTheSamePlayer) {
    const damka::Variant *v = variant("gamma");
    ASSERT_TRUE(v) << "gamma is not built";
    const Decision d =
        decide_claim(*v, through_put_back(*v, {"move white 1@a1", "touch white e3"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.offender, 0);
    EXPECT_EQ(d.obliged_square, "e3");
    EXPECT_EQ(std::set<std::string>(d.obliged_moves.begin(), d.obliged_moves.end()),
              (std::set<std::string>{"e3-e5", "e3-g3", "e3-c3", "e3-e1", "e3-f4", "e3-f2", "e3-d2"}));
}

// A move before the piece is put back is an illegal move of White's own turn: it is taken back
// (the fourth move, index 3) to the position after xc5, White's 1 waiting in the reserve.
TEST(GammaArbiter, MovingBeforePuttingBackIsAnIllegalMove) {
    const damka::Variant *v = variant("gamma");
    ASSERT_TRUE(v) << "gamma is not built";
    const Decision d =
        decide_claim(*v, through_put_back(*v, {"move white from e3 to e5", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.offence, "illegal-move") << d.summary;
    EXPECT_EQ(d.offender, 0);
    ASSERT_TRUE(d.restore_move);
    EXPECT_EQ(*d.restore_move, 3);
    EXPECT_NE(d.restore_position.find("reserve: white 1, black -; white to move"), std::string::npos)
        << d.restore_position;
}
