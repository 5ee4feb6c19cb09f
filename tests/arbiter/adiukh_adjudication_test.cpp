// Adjudication of scripted Adiukh logs through the `adiukh` plugin (column family).
// Start position (adiukh 7.2): White a1 a3 b2 c1 c3 d2 e1 e3 f2 g1 g3 h2; Black a7 b6 b8 c7
// d6 d8 e7 f6 f8 g7 h6 h8; White moves first (3.2).
#include "adjudication_test_support.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;

// adiukh 6.1.2: both flags down, the order unknown: a draw, 12:12. Control 1m: Black's
// minute runs out at 1:30, White's last 30 s at 2:01; both seen down at 2:05.
TEST(AdiukhFlag, DoubleFlagIsTwelveTwelve) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const Decision d = decide_claim(*v,
                                    script(*v,
                                           {"@0:00 clock start white", "@0:30 move white c3-d4", "@0:30 press white",
                                            "@1:31 move black f6-g5", "@1:31 press black", "@2:05 flag both"},
                                           "1m"),
                                    "flag");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.rule, "adiukh 6.1.2");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->outcome, DAMKA_DRAW);
    EXPECT_EQ(d.result->points[0], 12);
    EXPECT_EQ(d.result->points[1], 12);
}

// adiukh 5.4: a single flag loses 0:24. Control 1m: Black's clock runs from 0:10, so his
// flag is down at 1:10 and seen at 1:15.
TEST(AdiukhFlag, FlagLosesNilTwentyFour) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const Decision d = decide_claim(
        *v,
        script(*v, {"@0:00 clock start white", "@0:10 move white c3-d4", "@0:10 press white", "@1:15 flag black"},
               "1m"),
        "flag white");
    EXPECT_EQ(d.rule, "adiukh 5.4");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 0);
    EXPECT_EQ(d.result->points[0], 24);
    EXPECT_EQ(d.result->points[1], 0);
}

// adiukh 5.2, 5.5: a resignation stands even when a flag is found down later.
TEST(AdiukhFlag, ResignationStandsOverALaterFlag) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const Decision d = decide_claim(*v, script(*v, {"move white c3-d4", "resign black", "flag white"}), "flag black");
    EXPECT_EQ(d.rule, "adiukh 5.2");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 0);
}

// adiukh 3.3, 8.3 "moved part of a tower": White's tower on c3 is one white checker on one
// black (record c3-1/1); lifting only the top checker is refused, the whole tower may move.
TEST(AdiukhCorrection, PartOfATower) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v, {"move white from c3 to d4 stack 1", "press white"});
    log.setup = "white: c3-1/1; black: h8; white to move";
    Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "part-of-tower");
    EXPECT_EQ(d.obliged_square, "c3"); // the lifted tower can move, so it must (adiukh 4.3)
    log.events = script(*v, {"move white from c3 to d4 stack 2"}).events;
    d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected); // the whole tower moved: legal
}

// adiukh 8.4 in Adiukh: touched c3, moved a3-b4.
TEST(AdiukhCorrection, TouchedOneMovedAnother) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const Decision d =
        decide_claim(*v, script(*v, {"touch white c3", "move white a3-b4", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.rule, "adiukh 8.4");
    EXPECT_EQ(d.obliged_square, "c3");
    EXPECT_EQ(d.restore_position, v->new_game()->position());
}

// adiukh 6.1.3: Adiukh has draws, so a draw offer after one's move is valid and, accepted,
// gives 12:12.
TEST(AdiukhDrawOffer, AcceptedOfferIsTwelveTwelve) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const Decision d = decide_claim(*v, script(*v, {"move white c3-d4", "offer white", "accept black"}), "draw-offer");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->points[0], 12);
    EXPECT_EQ(d.result->points[1], 12);
}

// adiukh 3.6, 8.3: a quiet move when a capture was compulsory. White man c3, Black men d4
// and h8: the only legal move is c3:e5 (the d4 checker goes under White's piece, 3.7).
TEST(AdiukhCorrection, MissedCompulsoryCapture) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v, {"move white from c3 to b4", "press white"});
    log.setup = "white: c3; black: d4, h8; white to move";
    Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "quiet-move-instead-of-capture");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"c3:e5"});
    for (Event e : script(*v, {"move black from h8 to g7"}).events) log.events.push_back(e);
    d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.rule, "adiukh 8.8"); // claimed after the reply: the move stands
}

// adiukh 3.8, 8.3 "took not all": White man c3, Black men d4, f6, h8: the capture
// c3:e5:g7 must go on after e5 (adiukh 4.2: the landing on e5 stands).
TEST(AdiukhCorrection, IncompleteMultiCapture) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v, {"move white from c3 to e5 took d4", "press white"});
    log.setup = "white: c3; black: d4, f6, h8; white to move";
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "capture-incomplete");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"c3:e5:g7"});
}

// adiukh 5.5: White's capture c3:e5 leaves Black without a move (5.1: the final position);
// White's flag seen down afterwards does not count, the board decides.
TEST(AdiukhFlag, FlagAfterTheFinalPositionArose) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v, {"move white c3:e5", "flag white"});
    log.setup = "white: c3; black: d4; white to move";
    const Decision d = decide_claim(*v, log, "flag black");
    EXPECT_EQ(d.rule, "adiukh 5.5");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 0); // Black has no move: the game ended on the board
}
