// Adjudication of scripted Ashtarashki logs through the `ashtarashki` plugin. Ashtarashki
// has no draws (ashtarashki 4.5). Start (2.1, 2.2): White 1s b2 c1 e1 h2, 2s a3 d2 f2 g3, 3s
// a1 c3 e3 g1; Black 1s a7 d8 f8 g7, 2s b6 c7 e7 h6, 3s b8 d6 f6 h8; White moves first.
#include "adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;

// adiukh 6.1.2 with ashtarashki 4.5: both flags down, the order unknown — a draw does not
// exist, so the engine asks the arbiter instead of inventing a result, citing Ashtarashki's
// own 4.5. Control 1m: Black's minute runs out at 1:30, White's last 30 s at 2:01.
TEST(AshtarashkiFlag, DoubleFlagAsksTheArbiter) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    const Decision d =
        decide_claim(*v,
                     script(*v,
                            {"@0:00 clock start white", "@0:30 move white from c3 to d4", "@0:30 press white",
                             "@1:31 move black from f6 to g5", "@1:31 press black", "@2:05 flag both"},
                            "1m"),
                     "flag");
    EXPECT_EQ(d.ruling, Ruling::ArbiterDecides);
    EXPECT_EQ(d.rule, "ashtarashki 4.5");
    EXPECT_FALSE(d.result);
    EXPECT_NE(d.summary.find("ashtarashki 4.5"), std::string::npos) << d.summary;
}

// The arbiter's finding that White's flag fell first is recorded; then adiukh 5.4 applies
// with the variant's own scoring (Black wins).
TEST(AshtarashkiFlag, ArbiterFindsTheFirstFlag) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    const Decision d =
        decide_claim(*v, script(*v, {"move white from c3 to d4", "flag both", "flag white first"}), "flag");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 5.4");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 1);
}

// adiukh 5.4: a single flag loses.
TEST(AshtarashkiFlag, SingleFlagLoses) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    const Decision d = decide_claim(*v, script(*v, {"move white from c3 to d4", "flag black first"}), "flag white");
    EXPECT_EQ(rule_of(d), "adiukh 5.4");
    EXPECT_EQ(d.rule, "ashtarashki: general principle (as adiukh 5.4; the Ashtarashki rules are silent)");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 0);
}

// adiukh 6.1.3 with ashtarashki 4.5: a draw offer is void in a game without draws.
TEST(AshtarashkiDrawOffer, RefusedWithoutDraws) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    const Decision d = decide_claim(*v, script(*v, {"move white from c3 to d4", "offer white"}), "draw-offer");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_NE(d.summary.find("4.5"), std::string::npos) << d.summary;
}

// adiukh 4.3 and 8.4 through the Ashtarashki move records: c3 (an M3) can move forward to
// b4 or d4, so touching it and moving a3 is corrected.
TEST(AshtarashkiCorrection, TouchedOneMovedAnother) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    const Decision d =
        decide_claim(*v, script(*v, {"touch white c3", "move white from a3 to b4", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.4");
    EXPECT_EQ(d.obliged_square, "c3");
    EXPECT_EQ(d.obliged_moves.size(), 2u); // c3 to b4 or d4
    EXPECT_EQ(d.restore_position, v->new_game()->position());
}

// adiukh 4.3: touching a stone hemmed in (a1: b2 is occupied) has no consequence.
TEST(AshtarashkiTouchMove, HemmedStoneHasNoConsequence) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    const Decision d = decide_claim(*v, script(*v, {"touch white a1"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

// ashtarashki 3.4, 3.5 with adiukh 8.3: an M1 beats a 3; White M1 c3, Black M3 d4 (and M1
// h8): the capture M1c3:d4 is compulsory, so the quiet c3-b4 is corrected when claimed in
// time, and stands once Black has replied (adiukh 8.8).
TEST(AshtarashkiCorrection, MissedCompulsoryCapture) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    GameLog log = script(*v, {"move white from c3 to b4", "press white"});
    log.setup = "White: M1c3. Black: M1h8; M3d4. White to move.";
    Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "quiet-move-instead-of-capture");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"M1c3:d4"});
    for (Event e : script(*v, {"move black from h8 to g7"}).events) log.events.push_back(e);
    EXPECT_EQ(rule_of(decide_claim(*v, log, "correction black")), "adiukh 8.8");
}

// ashtarashki 3.3 with adiukh 8.3: Black M3s on d4 and e5 stand one after another; after
// taking d4 (landing on it) the M1 must go on to take e5.
TEST(AshtarashkiCorrection, IncompleteMultiCapture) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    GameLog log = script(*v, {"move white from c3 to d4 took d4", "press white"});
    log.setup = "White: M1c3. Black: M1h8; M3 - d4, e5. White to move.";
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "capture-incomplete");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"M1c3:d4:e5"});
}
