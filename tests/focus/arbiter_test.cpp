// The arbiter's touch-move and illegal-move tools on Focus, through the plugin's move records
// only (README "Arbiter"). In the start position White's d3 has four single steps (d2, c3, e3
// are Black's, d4 too: a piece may land on any stack) and no move takes a piece anywhere.
#include "tests/arbiter/adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {
Decision decide_focus(const std::string &id, const std::vector<std::string> &lines, const std::string &claim) {
    const damka::Variant *v = variant(id);
    if (!v) throw std::runtime_error(id + " is not built");
    return decide_claim(*v, script(*v, lines), claim);
}
} // namespace

TEST(FocusArbiter, TouchedOwnTowerMustMoveAnyPartOfIt) {
    for (const char *id : {"focus-straight", "focus"}) {
        const Decision d = decide_focus(id, {"touch white d3"}, "touch-move black");
        EXPECT_EQ(d.ruling, Ruling::Upheld) << id;
        EXPECT_EQ(d.obliged_square, "d3") << id;
        EXPECT_EQ(d.obliged_moves.size(), 4u) << id;
    }
}

TEST(FocusArbiter, TouchedEnemyTowerThatNoMoveCapturesBindsNothing) {
    const Decision d = decide_focus("focus-straight", {"touch white d4"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

TEST(FocusArbiter, ASinglePieceMovedTwoSquaresIsAnIllegalMove) {
    const Decision d = decide_focus("focus-straight", {"move white from d3 to d5", "press white"}, "correction black");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "d3") << "the lifted piece can move: it must";
}
