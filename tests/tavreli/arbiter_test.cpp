// The arbiter's touch-move and illegal-move tools on Tavreli, through the plugin's move records
// only (README "Arbiter"). From the start White's g1 Всадник has three moves (h3, f3, and onto
// the own Ратник on e2); nothing of Black's can be stood on.
#include "tests/arbiter/adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {
Decision decide_tavreli(const std::vector<std::string> &lines, const std::string &claim) {
    const damka::Variant *v = variant("tavreli");
    if (!v) throw std::runtime_error("tavreli is not built");
    return decide_claim(*v, script(*v, lines), claim);
}
} // namespace

TEST(TavreliArbiter, TouchedOwnTowerMustMove) {
    const Decision d = decide_tavreli({"touch white g1"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "g1");
    EXPECT_EQ(d.obliged_moves.size(), 3u);
    // The seed has no touch-move article: a general principle, naming the variant's rulebook.
    EXPECT_TRUE(d.general_principle);
    EXPECT_NE(d.rule.find("tavreli"), std::string::npos) << d.rule;
}

TEST(TavreliArbiter, TouchingATowerBindsEveryPartOfIt) {
    // 1. b1-d2 (the Всадник stands on the own d2 Ратник) a7-a6. Touching d2 binds the tower or
    // its top: the Всадник's six squares from d2 (b1, b3, c4, e4, f3, and f1 onto the own Лучник)
    // with 1 or 2 таврели = 12 moves.
    const Decision d = decide_tavreli(
        {"move white from b1 to d2", "press white", "move black from a7 to a6", "press black", "touch white d2"},
        "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "d2");
    EXPECT_EQ(d.obliged_moves.size(), 12u);
}

TEST(TavreliArbiter, TouchedEnemyTowerMustBeStoodOnWhenPossible) {
    // After 1. e2-e4 d7-d5 only the e4 Ратник can stand on d5 (diagonally forward).
    const Decision d = decide_tavreli(
        {"move white from e2 to e4", "press white", "move black from d7 to d5", "press black", "touch white d5"},
        "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_moves.size(), 1u);
}

TEST(TavreliArbiter, TouchedEnemyTowerNothingCanStandOnBindsNothing) {
    const Decision d = decide_tavreli({"touch white d7"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

TEST(TavreliArbiter, ARatnikMovedThreeSquaresIsAnIllegalMove) {
    const Decision d = decide_tavreli({"move white from e2 to e5", "press white"}, "correction black");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "e2") << "the touched Ратник can move: it must";
}
