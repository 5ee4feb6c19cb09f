// The same scripted logs decided for Russian draughts, Adiukh and Ashtarashki: the engine
// asks each plugin and knows no variant. The three start positions agree on what the scripts
// use (russian 1.2, adiukh 2.1/7.2, ashtarashki 2.1-2.2): White has pieces on a1 a3 b2 c3 e3
// and Black on f6; c3 can step to b4 or d4, e3 to d4 or f4, a3 to b4, f6 to e5 or g5; a1 is
// hemmed in by b2; no capture is possible in the first moves; White moves first.
// Moves are given as board changes, so one script serves all three notations.
#include "adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;

class EveryVariant : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        v = variant(GetParam());
        if (!v) GTEST_FAIL() << "plugin variant '" << GetParam() << "' is not built";
    }
    GameLog log(const std::vector<std::string> &lines) const { return script(*v, lines); }
    Decision decide(const std::vector<std::string> &lines, const std::string &claim) const {
        return decide_claim(*v, log(lines), claim);
    }
    const damka::Variant *v = nullptr;
};

INSTANTIATE_TEST_SUITE_P(Arbiter, EveryVariant, ::testing::Values("russian", "adiukh", "ashtarashki"));

// adiukh 4.3: the first touched own piece that can move must move; a1 (no move) does not count.
TEST_P(EveryVariant, Rule4_3_TouchedOwnPiece) {
    const Decision d = decide({"touch white a1", "touch white c3"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.3");
    EXPECT_EQ(d.obliged_square, "c3");
    EXPECT_EQ(d.obliged_moves.size(), 2u);
    EXPECT_EQ(decide({"touch white a1"}, "touch-move black").ruling, Ruling::Rejected);
}

// adiukh 4.4: touching Black's f6, which cannot be taken, has no consequence.
TEST_P(EveryVariant, Rule4_4_UntakeableEnemyPiece) {
    const Decision d = decide({"touch white f6"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    ASSERT_FALSE(d.notes.empty());
    EXPECT_NE(d.notes[0].find("adiukh 4.4"), std::string::npos) << d.notes[0];
}

// adiukh 4.5: after "adjusting" the touch of c3 binds nothing; the later touch of e3 does.
TEST_P(EveryVariant, Rule4_5_Adjusting) {
    const Decision d = decide({"adjust white c3", "touch white e3"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "e3");
}

// adiukh 8.4: touched c3, moved a3 to b4: back to the start, c3 must move, clocks back.
TEST_P(EveryVariant, Rule8_4_TouchedOneMovedAnother) {
    const Decision d = decide({"touch white c3", "move white from a3 to b4", "press white"}, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.4");
    EXPECT_EQ(d.restore_position, v->new_game()->position());
    EXPECT_TRUE(d.switch_clocks_back);
}

// adiukh 4.3, 8.4: the touched a1 has no legal move, so moving c3 is no offence.
TEST_P(EveryVariant, Rule8_4_TouchedPieceWithoutALegalMove) {
    const Decision d = decide({"touch white a1", "move white from c3 to d4", "press white"}, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.3");
}

// adiukh 8.3: the right to a correction is lost once the claimant has replied.
TEST_P(EveryVariant, Rule8_3_RightLostAfterTheReply) {
    const Decision d = decide({"touch white c3", "move white from a3 to b4", "press white", "move black from f6 to g5"},
                              "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.3");
}

// adiukh 8.3, 8.6: offences recognised from the board change and the plugin's records.
TEST_P(EveryVariant, Rule8_3_OffencesOfTheList) {
    EXPECT_EQ(decide({"move white from f6 to g5"}, "correction black").offence, "moved-opponent-piece");
    EXPECT_EQ(decide({"move white from c3 to d4", "move white from d4 to e5"}, "correction black").offence,
              "two-moves-in-a-row");
    EXPECT_EQ(decide({"move white from c3 to d4", "press white", "press black"}, "correction white").offence,
              "clock-pressed-without-move");
    const Decision illegal = decide({"move white from c3 to c5", "press white"}, "correction black");
    EXPECT_EQ(rule_of(illegal), "adiukh 8.6");
    EXPECT_EQ(illegal.offence, "illegal-move");
    EXPECT_EQ(illegal.obliged_square, "c3"); // the lifted piece can move: it must (adiukh 4.3)
}

// adiukh 8.8: an illegal move answered by the opponent stands; after the game (a
// resignation) no claim is accepted.
TEST_P(EveryVariant, Rule8_8_UnnoticedAndAfterTheGame) {
    EXPECT_EQ(
        rule_of(decide({"move white from c3 to c5", "press white", "move black from f6 to g5"}, "correction black")),
        "adiukh 8.8");
    const Decision d = decide({"move white from c3 to c5", "press white", "resign black"}, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.8");
}

// adiukh 8.1: set-up errors only before both have moved.
TEST_P(EveryVariant, Rule8_1_SetupErrors) {
    EXPECT_EQ(decide({"move white from c3 to d4"}, "setup black").ruling, Ruling::Upheld);
    EXPECT_EQ(decide({"move white from c3 to d4", "move black from f6 to g5"}, "setup black").ruling, Ruling::Rejected);
}

// adiukh 8.2: displaced pieces are put back by the offender on his own time.
TEST_P(EveryVariant, Rule8_2_DisplacedPieces) {
    const Decision d = decide({"move white from c3 to d4"}, "displaced white");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.2");
    EXPECT_EQ(d.offender, 1);
    EXPECT_FALSE(d.restore_position.empty()); // the position after c3-d4, as it was
    EXPECT_NE(d.restore_position, v->new_game()->position());
}

// adiukh 8.7: with an increment, the correction takes back the increment of the bad press.
TEST_P(EveryVariant, Rule8_7_IncrementTakenBack) {
    GameLog l = script(*v, {"@0:00 clock start white", "@0:10 move white from c3 to c5", "@0:10 press white"}, "3m+2s");
    Expected<Claim> c = parse_claim({"correction", "black"}, {v->side_name(0), v->side_name(1)});
    c->at = std::chrono::seconds(15);
    const Decision d = *damka::arbiter::decide(*v, l, *c);
    ASSERT_TRUE(d.clocks);
    // 180 - 10 + 2 (press) - 5 (Black's time, returned to him) - 2 (increment taken back) = 165 s
    EXPECT_EQ((*d.clocks)[0], std::chrono::seconds(165));
    EXPECT_EQ((*d.clocks)[1], std::chrono::seconds(180));
    bool cites = false;
    for (const std::string &n : d.notes) cites = cites || n.find("adiukh 8.7") != std::string::npos;
    EXPECT_TRUE(cites);
}

// adiukh 5.4: a flag loses; 6.1.2: a double flag is the variant's draw, or the arbiter's
// decision where the variant has no draw (ashtarashki 4.5). Control 1m: White's minute runs
// out at 1:00; in the second log Black's runs out at 1:30 (pressed at 1:31, no time added) and
// White's 30 s at 2:01, both seen down at 2:05 with the order unknown.
TEST_P(EveryVariant, Rules5_4_And6_1_2_Flags) {
    const Decision one =
        decide_claim(*v, script(*v, {"@0:00 clock start white", "@1:01 flag white"}, "1m"), "flag black");
    EXPECT_EQ(rule_of(one), "adiukh 5.4");
    ASSERT_TRUE(one.result);
    EXPECT_EQ(one.result->winner, 1);
    const Decision both =
        decide_claim(*v,
                     script(*v,
                            {"@0:00 clock start white", "@0:30 move white from c3 to d4", "@0:30 press white",
                             "@1:31 move black from f6 to g5", "@1:31 press black", "@2:05 flag both"},
                            "1m"),
                     "flag");
    EXPECT_EQ(rule_of(both), v->has_draws() ? "adiukh 6.1.2" : "ashtarashki 4.5");
    EXPECT_EQ(both.ruling, v->has_draws() ? Ruling::Upheld : Ruling::ArbiterDecides);
    EXPECT_EQ(bool(both.result), v->has_draws());
}

// adiukh 6.1.3.1: an offer is valid only right after one's own move (and never without draws).
TEST_P(EveryVariant, Rule6_1_3_DrawOffers) {
    EXPECT_EQ(decide({"move white from c3 to d4", "offer black"}, "draw-offer").ruling, Ruling::Rejected);
    EXPECT_EQ(decide({"move white from c3 to d4", "offer white"}, "draw-offer").ruling,
              v->has_draws() ? Ruling::Upheld : Ruling::Rejected);
}
