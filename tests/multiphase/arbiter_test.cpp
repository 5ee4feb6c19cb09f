// The arbiter's touch-move tools on Multiphase draughts, through the plugin's move records only.
// In a separation phase a player moves his own pieces; in a connection phase the other
// colour's (multiphase Фазы), and touching one of those binds him like touching his own.
#include "tests/arbiter/adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {
const damka::Variant *multiphase() {
    const damka::Variant *v = variant("multiphase");
    if (!v) throw std::runtime_error("multiphase is not built");
    return v;
}
} // namespace

// Start (decision, README): Blue on rank 1 and rank 2 but f2; f1 slides f2..f10 (f11 is Red):
// 9 moves (rules_test.cpp StartHas81Moves counts them by hand).
TEST(MultiphaseArbiter, TouchedOwnPieceMustMoveInASeparationPhase) {
    const damka::Variant &v = *multiphase();
    const Decision d = decide_claim(v, script(v, {"touch blue f1"}), "touch-move red");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "f1");
    EXPECT_EQ(d.obliged_moves.size(), 9u);
}

// Phase 2, a connection phase in which Red moves first and moves Blue's pieces (the position
// cli_test.cpp PlayAndBoardShowThePhaseResult reaches after Red's k10-k11, written as a set-up).
// Touching Blue's a1 binds Red to move it. By hand: a1 slides up to a2 (a3 is Blue) and right
// to b1 (c1 is Blue); nothing else.
TEST(MultiphaseArbiter, TouchedPieceOfTheOtherColourBindsInAConnectionPhase) {
    const damka::Variant &v = *multiphase();
    GameLog log = script(v, {"touch red a1"});
    log.setup =
        "blue: a1, c1, e1, g1, i1, k1, a3, c3, e3, g3, i3, k3, a5, c5, e5, g5, i5, k5, a7, c7, d8; red: b2, d2, "
        "f2, h2, j2, b4, d4, f4, h4, j4, b6, d6, f6, h6, j6, g9, i9, k9, g11, i11, k11; phase: 2; first: red; "
        "red to move; score: 0-1; phase plies: 0; game plies: 2";
    const Decision d = decide_claim(v, log, "touch-move blue");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.obliged_square, "a1");
    EXPECT_EQ(std::set<std::string>(d.obliged_moves.begin(), d.obliged_moves.end()),
              (std::set<std::string>{"a1-a2", "a1-b1"}));
}
