// The arbiter's touch-move and illegal-move tools on the Alpha game, through the plugin's move
// records only. From the start (two rows each on 8x8, README) White's a2 has two moves, a2-a3
// and a2-b2 (onto b2: a stack of 2); c1 has four: onto c2, to b1 and d1 (stacks of 2), and
// the jump over c2 to c3 (rules_test.cpp counts the start by hand). Nothing is ever taken.
#include "tests/arbiter/adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {
Decision decide_alpha(const std::vector<std::string> &lines, const std::string &claim) {
    const damka::Variant *v = variant("alpha");
    if (!v) throw std::runtime_error("alpha is not built");
    return decide_claim(*v, script(*v, lines), claim);
}
} // namespace

TEST(AlphaArbiter, TouchedOwnPieceMustMove) {
    const Decision d = decide_alpha({"touch white a2"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "a2");
    EXPECT_EQ(std::set<std::string>(d.obliged_moves.begin(), d.obliged_moves.end()),
              (std::set<std::string>{"a2-a3", "a2-b2"}));
}

TEST(AlphaArbiter, TouchedBackRowPieceHasItsStepsAndItsJump) {
    const Decision d = decide_alpha({"touch white c1"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_moves.size(), 4u);
}

TEST(AlphaArbiter, TouchingAnEnemyPieceBindsNothingWithoutCaptures) {
    const Decision d = decide_alpha({"touch white c7"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

TEST(AlphaArbiter, ASinglePieceMovedTwoSquaresIsAnIllegalMove) {
    const Decision d = decide_alpha({"move white from c2 to c4", "press white"}, "correction black");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "c2") << "the touched piece can move: it must";
}
