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
