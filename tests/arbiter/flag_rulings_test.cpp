// Issue 15, flags and agreed draws: every expected decision is written from the rule text of
// seed 004 (Adiukh, sections 5 and 6), quoted next to the test; the games are Adiukh (its own
// rulebook) and Russian draughts (the federation's rulebook: a general principle, see
// arbiter/rulebook.cpp).
#include "adjudication_test_support.hpp"
#include "arbiter/game_replay.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;
using namespace std::chrono_literals;

// Item 1. adiukh 5.4 "Истечение игрового времени определяется в момент падения флажка";
// 5.5 "Если после совершения на доске очередного хода на часах игрока истекло время, а на
// доске уже возникла конечная позиция, то просрочка времени не фиксируется". Control 1m:
// White's time ran out at 1:00 (seen at 1:01), the final capture c3:e5 came at 1:02, so the
// final position was not on the board when the flag fell: White loses, 0:24 (5.4). One
// decision, one result.
TEST(FlagRulings, Item1_FlagBeforeTheFinalMoveLosesWithOneResult) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v, {"@0:00 clock start white", "@1:01 flag white", "@1:02 move white c3:e5"}, "1m");
    log.setup = "white: c3-1, a1-1; black: d4-1; white to move";
    const Decision d = decide_claim_at(*v, log, "flag black", 62s);
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.rule, "adiukh 5.4");
    EXPECT_EQ(d.offender, 0);
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->outcome, DAMKA_WIN);
    EXPECT_EQ(d.result->winner, 1);
    EXPECT_EQ(d.result->points[0], 0);
    EXPECT_EQ(d.result->points[1], 24);
    ASSERT_TRUE(d.ended_before); // the game ended at the flag, before c3:e5 (event 3 of the log)
    EXPECT_EQ(*d.ended_before, 2u);
    // The text reads out one result, the one that --enter-result would enter.
    const std::string text = to_text(d, *v);
    EXPECT_NE(text.find("White loses"), std::string::npos) << text;
    EXPECT_NE(text.find("Result: Black wins 0:24"), std::string::npos) << text;
    EXPECT_EQ(text.find("White wins"), std::string::npos) << text;
}

// Item 1, the other side of 5.5: the same capture at 0:59, before the flag fell at 1:00, made
// the final position first; the flag does not count and the board decides (5.1).
TEST(FlagRulings, Item1_FinalPositionBeforeTheFlagStands) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v, {"@0:00 clock start white", "@0:59 move white c3:e5", "@1:01 flag black"}, "1m");
    log.setup = "white: c3-1, a1-1; black: d4-1; white to move";
    const Decision d = decide_claim_at(*v, log, "flag white", 70s);
    EXPECT_EQ(d.rule, "adiukh 5.5");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 0);
}

// Item 2. adiukh 5.4: a flag is down when the time is used up. Control 1m, clocks started at
// 0:00 with White to move; at 0:10 White has 0:50 and Black 1:00: no flag can be down, so the
// reported double flag (6.1.2) is refused, citing the rule and the clock.
TEST(FlagRulings, Item2_DoubleFlagTheClockDoesNotSupportIsRefused) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const GameLog log = script(*v, {"@0:00 clock start white", "@0:10 flag both"}, "1m");
    const Decision d = decide_claim(*v, log, "flag");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(d.rule, "adiukh 5.4");
    EXPECT_FALSE(d.result);
    EXPECT_NE(d.summary.find("White 0:50, Black 1:00"), std::string::npos) << d.summary;
}

// Item 2, single flag: White's flag reported at 0:16 while White has 0:44 left.
TEST(FlagRulings, Item2_SingleFlagTheClockDoesNotSupportIsRefused) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"@0:00 clock start white", "@0:16 flag white"}, "1m");
    const Decision d = decide_claim(*v, log, "flag black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_FALSE(d.result);
    EXPECT_NE(d.summary.find("White 0:44"), std::string::npos) << d.summary;
}

// adiukh 5.4 after an arbiter's cut: 1m each, White's clock started at 0:00; at 0:10 the
// arbiter takes 2m from Black, who had 1m: Black's time is used up at 0:10, so Black's flag,
// reported at 0:12, is on the clock and White wins.
TEST(FlagRulings, FlagFallsWhenTheArbiterTakesMoreTimeThanIsLeft) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"@0:00 clock start white", "@0:10 clock add black -2m", "@0:12 flag black"}, "1m");
    const Decision d = decide_claim(*v, log, "flag white");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.offender, 1);
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->outcome, DAMKA_WIN);
    EXPECT_EQ(d.result->winner, 0);
}

// Item 2, no clock in the log: the engine says so and asks the arbiter (no result to enter);
// the arbiter's own finding ("flag white first") then decides (5.4).
TEST(FlagRulings, Item2_WithoutAClockTheArbiterLooks) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    Decision d = decide_claim(*v, script(*v, {"move white c3-d4", "flag black"}), "flag white");
    EXPECT_EQ(d.ruling, Ruling::ArbiterDecides);
    EXPECT_EQ(d.rule, "adiukh 5.4");
    EXPECT_FALSE(d.result);
    EXPECT_NE(d.summary.find("no clock"), std::string::npos) << d.summary;
    for (const char *finding : {"flag black first", "flag black checked"}) {
        d = decide_claim(*v, script(*v, {"move white c3-d4", finding}), "flag white");
        EXPECT_EQ(d.ruling, Ruling::Upheld) << finding;
        ASSERT_TRUE(d.result);
        EXPECT_EQ(d.result->points[0], 24);
    }
    // "checked" does not overrule a clock the log replays: 0:44 left is no flag.
    d = decide_claim(*v, script(*v, {"@0:00 clock start white", "@0:16 flag white checked"}, "1m"), "flag black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

// Item 7. adiukh 6.1.3 "Если один из игроков предлагает ничью, а другой принимает это
// предложение" — a draw; 6.1.3.1 "Предложив ничью, он пускает часы соперника" says when to
// offer, not that a late offer cannot be accepted; 5.5 "соглашение на ничью остаются в силе,
// если позднее обнаружится просрочка времени". White presses at 0:04, offers at 0:05, Black
// accepts at 0:06; Black's flag (1m control, Black's clock from 0:04) is found at 1:10: the
// agreed draw stands, 12:12, and the decision notes the irregular offer.
TEST(FlagRulings, Item7_AcceptedLateOfferIsAnAgreedDrawThatAFlagDoesNotUndo) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const GameLog log = script(*v,
                               {"@0:00 clock start white", "@0:03 move white c3-d4", "@0:04 press white",
                                "@0:05 offer white", "@0:06 accept black", "@1:10 flag black"},
                               "1m");
    Decision d = decide_claim(*v, log, "flag white");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.rule, "adiukh 6.1.3");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->outcome, DAMKA_DRAW);
    EXPECT_EQ(d.result->points[0], 12);
    EXPECT_TRUE(has_note(d, "adiukh 5.5"));
    d = decide_claim(*v, log, "draw-offer");
    EXPECT_EQ(d.rule, "adiukh 6.1.3");
    EXPECT_TRUE(has_note(d, "adiukh 6.1.3.1: the offer was irregular"));
}

// Item 7, the limit: a declined late offer stays void (6.1.3.1), and Black's flag then loses.
TEST(FlagRulings, Item7_DeclinedLateOfferIsVoid) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const GameLog log = script(*v,
                               {"@0:00 clock start white", "@0:03 move white c3-d4", "@0:04 press white",
                                "@0:05 offer white", "@0:06 decline black", "@1:10 flag black"},
                               "1m");
    EXPECT_EQ(decide_claim(*v, log, "draw-offer").rule, "adiukh 6.1.3.1");
    const Decision d = decide_claim(*v, log, "flag white");
    EXPECT_EQ(d.rule, "adiukh 5.4");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 0);
}

// Also: adiukh 5.4, second sentence: "Истечение времени до контрольного хода или во время
// него, а также во время переключения часов при контрольном ходе означает поражение".
// Control 2/1m, 1m: White uses 0:00-0:10 on move 1, then from 0:15 his 50 s left run out at
// 1:05, during his control move (move 2, pressed at 1:10): the next stage's minute is not
// added and White loses. Pressed at 1:04 instead, the minute is added and no flag is down.
TEST(FlagRulings, MultiStageFlagDuringTheControlMove) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const std::vector<std::string> start = {"@0:00 clock start white", "@0:10 move white c3-d4", "@0:10 press white",
                                            "@0:15 move black f6-g5", "@0:15 press black"};
    std::vector<std::string> late = start, in_time = start;
    late.insert(late.end(), {"@1:10 move white b2-c3", "@1:10 press white"});
    in_time.insert(in_time.end(), {"@1:04 move white b2-c3", "@1:04 press white"});
    Decision d = decide_claim_at(*v, script(*v, late, "2/1m, 1m"), "flag black", 71s);
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offender, 0);
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 1);
    EXPECT_TRUE(has_note(d, "control move"));
    d = decide_claim_at(*v, script(*v, in_time, "2/1m, 1m"), "flag black", 71s);
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}
