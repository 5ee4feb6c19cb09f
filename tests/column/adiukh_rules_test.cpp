// Adiukh, section 3 of seed 004 (V. S. Pankovich): one hand-built position per numbered rule.
// Expected moves are worked out by hand next to each test; where the seed describes a figure
// (Figures 5, 10, 13-17, 20, 23, 27) the position rebuilds what the seed's text states.
#include "column_fixture.hpp"

#include <damka/plugin_api.h>

#include <algorithm>

using namespace column_test;
using Set = std::set<std::string>;

// 3.1: pieces are men and kings; in the start position all are men.
TEST(Adiukh, Rule3_1_StartPositionHasOnlyMen) {
    const damka::Game g = game("adiukh");
    for (const char *s : {"a1", "c3", "h2", "a7", "f8", "h8"}) {
        const auto st = stack(g, s);
        ASSERT_EQ(st.size(), 1u) << s;
        EXPECT_EQ(st[0].substr(2), "man") << s;
    }
}

// 3.2: White moves first, the sides alternate, nobody may pass.
TEST(Adiukh, Rule3_2_WhiteFirstThenAlternate) {
    damka::Game g = game("adiukh");
    EXPECT_EQ(g.side_to_move(), 0);
    // White's men on rank 3 have the seven moves of the draughts start position.
    EXPECT_EQ(notations(g), (Set{"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}));
    EXPECT_FALSE(g.play("b6-a5").has_value()) << "Black may not move first";
    play(g, "c3-d4");
    EXPECT_EQ(g.side_to_move(), 1);
    for (const damka::MoveRecord &m : g.legal_moves()) EXPECT_FALSE(m.flags & DAMKA_MOVE_PASS);
}

// 3.3: a tower belongs to the owner of its top checker and moves whole.
TEST(Adiukh, Rule3_3_TowerMovesWholeForItsTopOwner) {
    damka::Game g = game("adiukh", "white: d4-1/2; black: h8-1");
    EXPECT_EQ(notations(g), (Set{"d4-c5", "d4-e5"}));
    play(g, "d4-e5");
    EXPECT_EQ(g.position(), "white: e5-1/2; black: h8-1; black to move");
    damka::Game b = game("adiukh", "white: d4-1/2; black: h8-1; black to move");
    EXPECT_EQ(notations(b), (Set{"h8-g7"})) << "the black checkers under d4 do not move";
    EXPECT_FALSE(b.play("d4-c3").has_value());
}

// 3.4: a man moves one square diagonally forward, and only when no capture is due anywhere.
TEST(Adiukh, Rule3_4_MenMoveForwardOnlyWithoutCaptures) {
    const damka::Game g = game("adiukh", "white: c3-1; black: h8-1");
    EXPECT_EQ(notations(g), (Set{"c3-b4", "c3-d4"}));
    damka::Game c = game("adiukh", "white: c3-1, g3-1; black: f4-1");
    EXPECT_EQ(notations(c), (Set{"g3:e5"})); // g3 takes f4 and lands on e5
    const auto refused = c.play("c3-d4");
    ASSERT_FALSE(refused.has_value());
    EXPECT_NE(refused.error().find("capture is compulsory"), std::string::npos) << refused.error();
}

// 3.5 (Figure 10): a man reaching the king row is crowned; a king never moves without capturing.
TEST(Adiukh, Rule3_5_KingsCannotMakeQuietMoves) {
    // White king b8, black king g1, as in the text of Figure 10.
    damka::Game w = game("adiukh", "white: b8-1, c1-1; black: g1-1, e7-1");
    EXPECT_EQ(notations(w), (Set{"c1-b2", "c1-d2"}));
    const auto refused = w.play("b8-a7");
    ASSERT_FALSE(refused.has_value());
    EXPECT_NE(refused.error().find("3.5"), std::string::npos) << refused.error();
    const damka::Game b = game("adiukh", "white: b8-1, c1-1; black: g1-1, e7-1; black to move");
    EXPECT_EQ(notations(b), (Set{"e7-d6", "e7-f6"}));

    damka::Game p = game("adiukh", "white: g7-1; black: a7-1");
    EXPECT_EQ(notations(p), (Set{"g7-f8", "g7-h8"}));
    const damka::MoveRecord m = play(p, "g7-h8");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_PROMOTION);
    EXPECT_EQ(stack(p, "h8"), (std::vector<std::string>{"0:king"}));
}

// 3.6: capturing is compulsory, backwards too; own pieces are never taken.
TEST(Adiukh, Rule3_6_MenCaptureBackwardsNeverOwnPieces) {
    const damka::Game back = game("adiukh", "white: d4-1; black: c3-1, h8-1");
    EXPECT_EQ(notations(back), (Set{"d4:b2"})); // d4 jumps c3 backwards to b2
    const damka::Game own = game("adiukh", "white: d4-1, e5-1; black: h8-1");
    EXPECT_EQ(notations(own), (Set{"d4-c5", "e5-d6", "e5-f6"})); // e5 is White's own: no capture
}

// 3.7 (Figures 11-16): the top checker of the taken tower goes under the capturer; the rest stays.
TEST(Adiukh, Rule3_7_TopCheckerGoesUnderTheCapturer) {
    damka::Game single = game("adiukh", "white: d4-1; black: e5-1");
    play(single, "d4:f6"); // Figure 11 -> 12: a white-over-black tower on f6
    EXPECT_EQ(single.position(), "white: f6-1/1; black: none; black to move");
    EXPECT_EQ(stack(single, "f6"), (std::vector<std::string>{"1:man", "0:man"}));

    // Figure 13: d4 (2 white over 2 black) takes e5 (2 black over 2 white).
    damka::Game g = game("adiukh", "white: d4-2/2; black: e5-2/2");
    EXPECT_EQ(notations(g), (Set{"d4:f6"}));
    play(g, "d4:f6"); // Figure 14: f6 white 2/3, e5 black 1/2, d4 empty
    EXPECT_EQ(g.position(), "white: f6-2/3; black: e5-1/2; black to move");
    EXPECT_EQ(notations(g), (Set{"e5:g7"}));
    play(g, "e5:g7"); // Figure 15: g7 black 1/3, f6 white 1/3
    EXPECT_EQ(g.position(), "white: f6-1/3; black: g7-1/3; white to move");
    play(g, "f6:h8"); // Figure 16: h8 white 1/4; the 3 white checkers on g7 are free again
    EXPECT_EQ(g.position(), "white: g7-3, h8-1/4; black: none; black to move");
}

// 3.8 (Figure 17): a man must go on capturing while it can.
TEST(Adiukh, Rule3_8_ManContinuesCapturing) {
    // h2 takes g3 to f4; then either e3 (to d2, backwards) or g5 to h6 and g7 to f8.
    damka::Game g = game("adiukh", "white: h2-1; black: e3-1, g3-1, g5-1, g7-1");
    EXPECT_EQ(notations(g), (Set{"h2:f4:d2", "h2:f4:h6:f8"}));
    EXPECT_FALSE(g.play("h2:f4").has_value()) << "stopping half-way is not allowed";
    damka::Game three = g.clone();
    const damka::MoveRecord m = play(three, "h2:f4:h6:f8"); // Figure 19
    EXPECT_EQ(m.captured, (std::vector<int32_t>{sq("g3"), sq("g5"), sq("g7")}));
    EXPECT_EQ(m.path, (std::vector<int32_t>{sq("h2"), sq("f4"), sq("h6"), sq("f8")}));
    EXPECT_EQ(stack(three, "f8"), (std::vector<std::string>{"1:man", "1:man", "1:man", "0:king"}));
}

// 3.9 (Figure 20): a king takes at any distance and lands on any empty square behind.
TEST(Adiukh, Rule3_9_FlyingKingCapture) {
    // h8 king; f6 black; b2 (own) ends the diagonal: landings e5, d4, c3.
    const damka::Game g = game("adiukh", "white: h8-1, b2-1; black: f6-1, a7-1");
    EXPECT_EQ(notations(g), (Set{"h8:e5", "h8:d4", "h8:c3"}));
    // Two pieces in a row cannot be jumped: the king has no capture and, by 3.5, no move.
    const damka::Game blocked = game("adiukh", "white: h8-1; black: f6-1, e5-1, a7-1");
    EXPECT_TRUE(blocked.legal_moves().empty());
    EXPECT_TRUE(blocked.status().finished()) << "adiukh 5.1: a blocked king ends the game";
}

// 3.10 and 3.16 (Figure 5): a king goes on capturing along crossing diagonals; the seed
// records exactly three ways: f8:a3:c1:f4:h2, f8:b4:d2:f4:h2, f8:b4:e1:h4.
TEST(Adiukh, Rule3_10_Figure5ThreeWaysOfCapturing) {
    // Rebuilt so that those three are the only sequences: c5 then b2/c3, e3 and g3.
    const damka::Game g = game("adiukh", "white: f8-1; black: b2-1, c3-1, c5-1, e3-1, g3-1");
    EXPECT_EQ(notations(g), (Set{"f8:a3:c1:f4:h2", "f8:b4:d2:f4:h2", "f8:b4:e1:h4"}));
}

// 3.11 (Figure 23): a man crowned during a capture goes on as a king.
TEST(Adiukh, Rule3_11_CrownedManContinuesAsKing) {
    // Figure 23 as the text describes it: man h6, king h8 (3 white over 1 black);
    // black g7, e7 (1 black over 2 white), b4 (3 black).
    const damka::Game g = game("adiukh", "white: h6-1, h8-3/1; black: b4-3, e7-1/2, g7-1");
    const Set moves = notations(g);
    for (const char *m : {"h6:f8:d6:a3", "h8:f6:d8", "h8:c3:a5"}) EXPECT_TRUE(moves.count(m)) << m;

    damka::Game one = g.clone(); // No. 1: e7 freed (2 white), b4 keeps 2 black, a3 white 1/3 man
    const damka::MoveRecord m = play(one, "h6:f8:d6:a3");
    EXPECT_EQ(one.position(), "white: a3-1/3, e7-2, h8-3/1; black: b4-2; black to move");
    EXPECT_EQ(stack(one, "a3").back(), "0:man");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_PROMOTION);
    EXPECT_TRUE(m.flags & DAMKA_MOVE_DEMOTION);
}

// 3.12 (Figures 20-26): after capturing, a king is a man again unless it ends on its king row.
TEST(Adiukh, Rule3_12_KingBecomesManAfterCapture) {
    const damka::Game fig23 = game("adiukh", "white: h6-1, h8-3/1; black: b4-3, e7-1/2, g7-1");
    damka::Game two = fig23.clone(); // No. 2: ends on d8, stays a king (3 white over 3 black)
    play(two, "h8:f6:d8");
    EXPECT_EQ(two.position(), "white: d8-3/3, e7-2, h6-1; black: b4-3; black to move");
    EXPECT_EQ(stack(two, "d8").back(), "0:king");
    damka::Game three = fig23.clone(); // No. 3: ends on a5, a man (3 white over 3 black)
    const damka::MoveRecord m = play(three, "h8:c3:a5");
    EXPECT_EQ(three.position(), "white: a5-3/3, h6-1; black: b4-2, e7-1/2; black to move");
    EXPECT_EQ(stack(three, "a5").back(), "0:man");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_DEMOTION);

    // The demoted tower moves as a man: forward, one square.
    damka::Game g = game("adiukh", "white: h8-1, b2-1; black: f6-1, a7-1");
    play(g, "h8:e5");
    play(g, "a7-b6");
    EXPECT_EQ(notations(g), (Set{"e5-d6", "e5-f6", "b2-a3", "b2-c3"}));
}

// 3.13: a man crowned by a quiet move captures as a king only from its next move.
TEST(Adiukh, Rule3_13_QuietCrowningCapturesNextMove) {
    damka::Game g = game("adiukh", "white: g7-1; black: e5-1, h4-1");
    EXPECT_EQ(notations(g), (Set{"g7-f8", "g7-h8"}));
    const damka::MoveRecord m = play(g, "g7-h8");
    EXPECT_EQ(m.path, (std::vector<int32_t>{sq("g7"), sq("h8")})) << "the move ends on the king row";
    EXPECT_EQ(g.side_to_move(), 1);
    play(g, "h4-g3");
    // Now the king takes e5 at a distance and may land on d4, c3, b2 or a1.
    EXPECT_EQ(notations(g), (Set{"h8:d4", "h8:c3", "h8:b2", "h8:a1"}));
}

// 3.14 (Figures 27-28): the same tower may be taken again in one move, never by turning back
// along the same diagonal; a square emptied during the capture is empty for the rest of it.
TEST(Adiukh, Rule3_14_SameTowerTakenTwice) {
    // h8 takes e5 (2 black) landing c3, then d2 -> e1, f2 -> g3 and e5 again -> d6/c7/b8.
    // Landing d4 instead: f2 -> g1; turning back to e5 from d4 would reverse the diagonal.
    damka::Game g = game("adiukh", "white: h8-1; black: d2-1, e5-2, f2-1");
    EXPECT_EQ(notations(g), (Set{"h8:d4:g1", "h8:c3:e1:g3:d6", "h8:c3:e1:g3:c7", "h8:c3:e1:g3:b8"}));
    const damka::MoveRecord m = play(g, "h8:c3:e1:g3:b8");
    EXPECT_EQ(m.captured, (std::vector<int32_t>{sq("e5"), sq("d2"), sq("f2"), sq("e5")}));
    EXPECT_EQ(g.position(), "white: b8-1/4; black: none; black to move");
}

TEST(Adiukh, Rule3_14_NoTurningBackAlongTheDiagonal) {
    // c3 takes the top of d4 and lands on e5; taking d4 again would go back along c3-e5.
    const damka::Game g = game("adiukh", "white: c3-1; black: d4-2, h8-1");
    EXPECT_EQ(notations(g), (Set{"c3:e5"}));
}

TEST(Adiukh, Rule3_14_EmptiedSquareIsEmptyForTheRestOfTheMove) {
    // As Figure 27 (g3 free "because of the checker taken earlier"): e5 is taken first, so
    // from g3 the king crosses e5 and takes c7.
    const damka::Game g = game("adiukh", "white: h8-1; black: c7-1, d2-1, e5-1, f2-1");
    EXPECT_EQ(notations(g), (Set{"h8:d4:g1", "h8:c3:e1:g3:b8"}));
}

// 3.15 (Figure 17): free choice between captures, whatever the number taken.
TEST(Adiukh, Rule3_15_FreeChoiceOfCapture) {
    damka::Game g = game("adiukh", "white: h2-1; black: e3-1, g3-1, g5-1, g7-1");
    const damka::MoveRecord m = play(g, "h2:f4:d2"); // two checkers although three were possible
    EXPECT_EQ(m.captured.size(), 2u);
    EXPECT_EQ(g.position(), "white: d2-1/2; black: g5-1, g7-1; black to move");
}

// 3.16 and 7.2 (Figure 5): every turning square must be given when the capture is ambiguous.
TEST(Adiukh, Rule3_16_AmbiguousCaptureNeedsItsTurningSquares) {
    const damka::Game g = game("adiukh", "white: f8-1; black: b2-1, c3-1, c5-1, e3-1, g3-1");
    damka::Game a = g.clone();
    const auto refused = a.play("f8:h2");
    ASSERT_FALSE(refused.has_value());
    EXPECT_NE(refused.error().find("f8:a3:c1:f4:h2"), std::string::npos) << refused.error();
    EXPECT_NE(refused.error().find("f8:b4:d2:f4:h2"), std::string::npos) << refused.error();
    EXPECT_EQ(a.position(), g.position());
    EXPECT_EQ(play(a, "f8:h4").notation, "f8:b4:e1:h4"); // only one way ends on h4
    damka::Game b = g.clone();
    EXPECT_EQ(play(b, "f8:a3:h2").notation, "f8:a3:c1:f4:h2");
    damka::Game c = g.clone();
    EXPECT_EQ(play(c, "fh4").notation, "f8:b4:e1:h4"); // short form: file and destination
    EXPECT_FALSE(c.clone().play("fh2").has_value());
}

// 3.14 and 5.1 (Figure 28): "белые берут h8-c3-e1-g3-d6-b4-e1-g3-d6-b4-e1-g3-b8 и выигрывают со
// счетом 13:11 ... белая дамка четырежды(!) взяла одну и ту же черную башню на поле e5".
// The diagram is lost; this position is rebuilt so that the seed's path is legal: the loop
// takes e5 (4 black), d2 (3), f2 (3) and c5 (2), and 11 white checkers wait on a1.
TEST(Adiukh, Rule3_14_Figure28TakesTheSameTowerFourTimes) {
    damka::Game g = game("adiukh", "white: a1-11, h8-1; black: c5-2, d2-3, e5-4, f2-3");
    const damka::MoveRecord m = play(g, "h8:c3:e1:g3:d6:b4:e1:g3:d6:b4:e1:g3:b8");
    EXPECT_EQ(std::count(m.captured.begin(), m.captured.end(), sq("e5")), 4);
    EXPECT_EQ(m.captured.size(), 12u);
    EXPECT_EQ(g.position(), "white: a1-11, b8-1/12; black: none; black to move");
    const damka::GameResult r = g.status(); // b8: 13 checkers on Black's half; a1: 11 on White's
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 13);
    EXPECT_EQ(r.points[1], 11);
}
