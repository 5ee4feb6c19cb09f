// Issue 15 item 8: every decision cites the rules of the game on the board. The plugin names
// the rulebook ("damka.rulebook/1"); arbiter/rulebook.cpp holds its articles. Adiukh cites its
// own sections (seed 004), Ashtarashki its own where it has them (seed 000: 4.4.3, 4.5) and a
// general principle where it is silent; Russian draughts cites the Russian draughts
// federation's rules, whose articles could not be read, so every ruling says plainly that it
// applies a general principle and names the Adiukh article stating it.
#include "adjudication_test_support.hpp"
#include "arbiter/rulebook.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using namespace std::chrono_literals;

TEST(Rulebook, CitationsPerRulebook) {
    EXPECT_EQ(Rulebook("adiukh")(Rule::Correction), "adiukh 8.6");
    EXPECT_EQ(Rulebook("adiukh")(Rule::SettledStands), "adiukh 5.5");
    EXPECT_EQ(Rulebook("ashtarashki")(Rule::NoDraws), "ashtarashki 4.5");
    EXPECT_EQ(Rulebook("ashtarashki")(Rule::Resignation), "ashtarashki 4.4.3e");
    const Citation silent = Rulebook("ashtarashki").cite(Rule::FlagLoses);
    EXPECT_TRUE(silent.general());
    EXPECT_EQ(silent.text(), "ashtarashki: general principle (as adiukh 5.4; the Ashtarashki rules are silent)");
    const Citation fsr = Rulebook("fsr").cite(Rule::Correction);
    EXPECT_TRUE(fsr.general());
    EXPECT_EQ(fsr.rulebook, "fsr");
    EXPECT_EQ(fsr.principle, "8.6");
    EXPECT_EQ(fsr.text(), "fsr: general principle (as adiukh 8.6; the federation's article could not be read)");
    EXPECT_EQ(Rulebook("")(Rule::TouchOwn),
              "general principle (as adiukh 4.3; the variant's plugin names no rulebook)");
}

// The plugins name their rulebooks through the ABI 1.1 extension; Bashni names none yet.
TEST(Rulebook, PluginsNameTheirRulebooks) {
    for (const char *id : {"russian", "international", "giveaway-russian"}) {
        const damka::Variant *v = variant(id);
        ASSERT_NE(v, nullptr) << id;
        EXPECT_EQ(v->rulebook(), "fsr") << id;
        EXPECT_NE(v->rulebook_title().find("Федерация шашек России"), std::string::npos);
    }
    DAMKA_REQUIRE_VARIANT(adiukh, "adiukh");
    EXPECT_EQ(adiukh->rulebook(), "adiukh");
    DAMKA_REQUIRE_VARIANT(asht, "ashtarashki");
    EXPECT_EQ(asht->rulebook(), "ashtarashki");
    DAMKA_REQUIRE_VARIANT(bashni, "russian-column");
    EXPECT_EQ(bashni->rulebook(), "");
}

// A Russian draughts correction (8.4's principle) cites the federation's rulebook, as a
// general principle, in the rule field and its parts.
TEST(Rulebook, RussianDecisionsCiteTheFederation) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const Decision d =
        decide_claim(*v, script(*v, {"touch white c3", "move white a3-b4", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.rulebook, "fsr");
    EXPECT_EQ(d.article, "");
    EXPECT_TRUE(d.general_principle);
    EXPECT_EQ(d.rule, "fsr: general principle (as adiukh 8.4; the federation's article could not be read)");
}

// Ashtarashki's draw offer is refused on its own 4.5 ("Ничейные результаты партий исключаются и
// невозможны ни при каких условиях"), not on adiukh 6.1.3.
TEST(Rulebook, AshtarashkiDrawOfferCitesItsOwnSection) {
    DAMKA_REQUIRE_VARIANT(v, "ashtarashki");
    const Decision d = decide_claim(*v, script(*v, {"move white from c3 to d4", "offer white"}), "draw-offer");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(d.rule, "ashtarashki 4.5");
    EXPECT_EQ(d.article, "4.5");
    EXPECT_FALSE(d.general_principle);
}

// Results on one scale: Russian draughts has no points of its own (plugin-api: 1:0, 1:1),
// so a decision reads 1-0 / ½-½ / 0-1; Adiukh keeps its 24-point scale (5.2, 5.4).
TEST(Rulebook, ResultsOnOneScale) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    Decision d = decide_claim(*v, script(*v, {"move white c3-d4", "flag black first"}), "flag white");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(result_words(*d.result, *v), "White wins 1-0");
    d = decide_claim(*v, script(*v, {"move white c3-d4", "offer white", "accept black"}), "draw-offer");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(result_words(*d.result, *v), "the game is drawn ½-½");
    DAMKA_REQUIRE_VARIANT(a, "adiukh");
    d = decide_claim(*a, script(*a, {"move white c3-d4", "resign black"}), "result");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(result_words(*d.result, *a), "White wins 24:0 (tie-break points 24:0)");
}
