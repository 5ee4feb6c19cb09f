// Turkish draughts rules on hand-built positions (plugins/turkish/README.md "Rules", from
// plugins/turkish/README.md "Rules" and the sources it names: Wikipedia "Turkish draughts", kish RULES.md). Each test
// works out the legal moves by hand in its comment; squares are a1..h8 with a1 White's
// near-left corner, White moves north, Black south.
#include "turkish_fixture.hpp"

namespace damka::turkish_test {
namespace {

using Names = std::set<std::string>;

// Start (plugins/turkish/README.md: White men on ranks 2-3, Black on 6-7): White's rank-2 men are hemmed in
// on every side; each rank-3 man has its own men beside it and an empty square ahead, so the
// only moves are the eight steps a3-a4 .. h3-h4. Black answers likewise a6-a5 .. h6-h5.
TEST(TurkishRules, StartHasEightForwardStepsEach) {
    Game g = game();
    EXPECT_EQ(notations(g), (Names{"a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"}));
    play(g, "d3-d4");
    EXPECT_EQ(notations(g), (Names{"a6-a5", "b6-b5", "c6-c5", "d6-d5", "e6-e5", "f6-f5", "g6-g5", "h6-h5"}));
}

// plugins/turkish/README.md: a man steps one square forward or sideways, never backward or diagonally.
// White man d4 alone: d5 (forward), c4 and e4 (sideways). Black man d5 alone (Black's
// forward is south): d4, c5, e5.
TEST(TurkishRules, MenStepForwardOrSideways) {
    EXPECT_EQ(notations(game("W:Wd4:Bh8")), (Names{"d4-c4", "d4-d5", "d4-e4"}));
    EXPECT_EQ(notations(game("B:Wh2:Bd5")), (Names{"d5-c5", "d5-d4", "d5-e5"}));
}

// plugins/turkish/README.md: a man captures forward or sideways by jumping an adjacent enemy piece onto the
// empty square behind it. White man d4, Black men c4 and e4: d4xb4 over c4 or d4xf4 over e4;
// from b4 nothing is next to the man ahead (b5) or on its left (a4), and turning back right
// is barred (kish 6.7); the same from f4. One piece each way.
TEST(TurkishRules, MenCaptureSideways) {
    Game g = game("W:Wd4:Bc4,e4,h8");
    EXPECT_EQ(notations(g), (Names{"d4xb4", "d4xf4"}));
    const MoveRecord m = play(g, "d4xb4");
    EXPECT_EQ(m.path, (std::vector<int32_t>{sq("d4"), sq("b4")}));
    EXPECT_EQ(m.captured, (std::vector<int32_t>{sq("c4")}));
    EXPECT_EQ(m.flags, uint32_t{DAMKA_MOVE_CAPTURE});
    EXPECT_EQ(g.position(), "B:Wb4:Be4,h8");
    // Black captures forward (south) the same way: d6 over d5 onto d4.
    EXPECT_EQ(notations(game("B:Wd5,h2:Bd6")), (Names{"d6xd4"}));
}

// kish 6.2: men cannot capture backward. White man d4 with a Black man right behind it on d3
// (d2 empty): no capture, so the three quiet steps stand. A king takes it (kings capture in all
// four directions): d4 over d3 onto d2 or d1.
TEST(TurkishRules, MenNeverCaptureBackwardKingsDo) {
    EXPECT_EQ(notations(game("W:Wd4:Bd3,h8")), (Names{"d4-c4", "d4-d5", "d4-e4"}));
    EXPECT_EQ(notations(game("W:WKd4:Bd3,h8")), (Names{"d4xd1", "d4xd2"}));
}

// plugins/turkish/README.md: a king moves like a rook, any distance along its rank or file. King d4 on an
// otherwise empty board but for h8 (on neither line): d5-d8 (4), d3-d1 (3), e4-h4 (4), c4-a4
// (3) = 14. An own man on d6 stops it at d5, and that man adds its own three steps: 11 + 3.
TEST(TurkishRules, KingsMoveAlongRanksAndFiles) {
    const Names king = notations(game("W:WKd4:Bh8"));
    EXPECT_EQ(king.size(), 14u);
    for (const char *m : {"d4-d8", "d4-d1", "d4-h4", "d4-a4", "d4-d5", "d4-c4"}) EXPECT_TRUE(king.count(m)) << m;
    EXPECT_FALSE(king.count("d4-e5")) << "never diagonally";
    const Names blocked = notations(game("W:WKd4,d6:Bh8"));
    EXPECT_EQ(blocked.size(), 14u);
    EXPECT_TRUE(blocked.count("d4-d5"));
    EXPECT_FALSE(blocked.count("d4-d7"));
    EXPECT_TRUE(blocked.count("d6-d7"));
}

// plugins/turkish/README.md: a king takes a piece at any distance along a line and lands on any empty square
// beyond it. King a1, Black man a5: a2-a4 empty, a6-a8 empty beyond: a1xa6, a1xa7, a1xa8.
// Add a Black man on c7: only from a7 does the capture go on (east over b7, c7 onto d7..h7);
// from a6 and a8 the ranks are empty, so those take one piece and the majority rule (kish 6.6)
// leaves the five two-piece captures a1xa7x{d7,e7,f7,g7,h7}. From each of those squares the
// king finds nothing north or south, and going back west is a 180-degree turn.
TEST(TurkishRules, KingCapturesAtADistanceAndChoosesWhereToLand) {
    EXPECT_EQ(notations(game("W:WKa1:Ba5")), (Names{"a1xa6", "a1xa7", "a1xa8"}));
    const Game g = game("W:WKa1:Ba5,c7");
    EXPECT_EQ(notations(g), (Names{"a1xa7xd7", "a1xa7xe7", "a1xa7xf7", "a1xa7xg7", "a1xa7xh7"}));
    const MoveRecord m = listed(g, "a1xa7xf7");
    EXPECT_EQ(m.path, (std::vector<int32_t>{sq("a1"), sq("a7"), sq("f7")}));
    EXPECT_EQ(m.captured, (std::vector<int32_t>{sq("a5"), sq("c7")}));
}

// Captured pieces leave the board at once (plugins/turkish/README.md; kish RULES.md 6.4), so the king may
// cross their squares again. King d1; Black d3, f5, g4, b3.
//   d1: only north, over d3, landing d4..d8 (rank 1 is empty both ways).
//   d4: east over g4 onto h4, then nothing (2). d6-d8: ranks 6-8 empty (1).
//   d5: east over f5 onto g5 or h5. h5: nothing (2). g5: south over g4 onto g3, g2 or g1.
//       g2, g1: ranks 2 and 1 empty (3). g3: west over f3, e3, d3 — d3's man is already gone —
//       c3, then b3, onto a3 (4); from a3 nothing.
// The one four-piece capture: d1xd5xg5xg3xa3. Were captured pieces left standing to the end
// of the move (the Russian rule), d3 would block the way from g3 and the most would be three.
TEST(TurkishRules, CapturedPiecesLeaveAtOnceAndTheirSquaresCanBeCrossed) {
    Game g = game("W:WKd1:Bd3,f5,g4,b3");
    EXPECT_EQ(notations(g), (Names{"d1xd5xg5xg3xa3"}));
    const MoveRecord m = play(g, "d1xd5xg5xg3xa3");
    EXPECT_EQ(m.path, (std::vector<int32_t>{sq("d1"), sq("d5"), sq("g5"), sq("g3"), sq("a3")}));
    EXPECT_EQ(m.captured, (std::vector<int32_t>{sq("d3"), sq("f5"), sq("g4"), sq("b3")}));
    // kish RULES.md 8: a player with no pieces left loses.
    const GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_NE(r.why.find("no pieces"), std::string::npos) << r.why;
}

// kish RULES.md 6.7: no 180-degree turn between two captures. King d1, Black kings b1 and f1.
// East over f1 onto g1 or h1; turning back west from there would cross f1 (gone), e1, d1 (the
// king's own, empty) and c1 to take b1 onto a1 — a reversal, refused. Likewise west onto a1
// and back east. North is empty. So three one-piece captures, where without the rule there
// would be four two-piece ones. (For a man the rule never bites: turning back it would jump
// the square it has just emptied.)
TEST(TurkishRules, NoHalfTurnBetweenTwoCaptures) {
    EXPECT_EQ(notations(game("W:WKd1:BKb1,Kf1")), (Names{"d1xa1", "d1xg1", "d1xh1"}));
}

// Majority rule (kish RULES.md 6.6, damaturk.com rule 2): take the most pieces, men and kings
// counting alike, free choice among the longest. White men a3, e3, h3. a3 can take the Black
// king on a4 (one piece, a5 empty; from a5 nothing). e3 takes e4 and e6 (e5, e7 empty) and h3
// takes h4 and h6: two men each. So only the two two-piece captures are legal.
TEST(TurkishRules, MajorityTakesTheMostPiecesKingsCountingAsOne) {
    Game g = game("W:Wa3,e3,h3:BKa4,e4,e6,h4,h6");
    EXPECT_EQ(notations(g), (Names{"e3xe5xe7", "h3xh5xh7"}));
    Expected<MoveRecord> r = g.play("a3xa5");
    ASSERT_FALSE(r.has_value());
    EXPECT_NE(r.error().find("e3xe5xe7"), std::string::npos) << r.error();
}

// kish RULES.md 7.2: a man that reaches the far row during a capture finishes it as a man and
// is crowned at the end. White man c6; Black c7, king d8, e5. c6 jumps c7 onto c8 (nothing to
// its sides on rank 6), then east over d8 onto e8; a man cannot go back south, so it stops on
// e8 and is crowned there. As a king it could have gone on south over e7, e6 and taken e5.
TEST(TurkishRules, PromotionMidCaptureContinuesAsAMan) {
    Game g = game("W:Wc6:Bc7,Kd8,e5");
    EXPECT_EQ(notations(g), (Names{"c6xc8xe8"}));
    const MoveRecord m = play(g, "c6xc8xe8");
    EXPECT_EQ(m.flags, uint32_t{DAMKA_MOVE_CAPTURE | DAMKA_MOVE_PROMOTION});
    EXPECT_EQ(m.captured, (std::vector<int32_t>{sq("c7"), sq("d8")}));
    EXPECT_EQ(g.position(), "B:WKe8:Be5");
}

// plugins/turkish/README.md: a man reaching the far row is crowned when the move ends there: by a step
// (d7-d8; the sideways steps d7-c7 and d7-e7 do not crown), by a capture (b6 over b7 onto
// b8), and for Black on rank 1 (d2-d1). The new king moves like a rook at once next turn.
TEST(TurkishRules, CrowningAtTheEndOfTheMove) {
    Game g = game("W:Wd7:Ba6");
    EXPECT_EQ(notations(g), (Names{"d7-c7", "d7-d8", "d7-e7"}));
    EXPECT_EQ(listed(g, "d7-c7").flags, 0u);
    EXPECT_EQ(play(g, "d7-d8").flags, uint32_t{DAMKA_MOVE_PROMOTION});
    EXPECT_EQ(g.position(), "B:WKd8:Ba6");
    play(g, "a6-a5");
    EXPECT_TRUE(notations(g).count("d8-d1"));

    Game c = game("W:Wb6:Bb7,Kh1");
    EXPECT_EQ(notations(c), (Names{"b6xb8"}));
    EXPECT_EQ(play(c, "b6xb8").flags, uint32_t{DAMKA_MOVE_CAPTURE | DAMKA_MOVE_PROMOTION});
    EXPECT_EQ(c.position(), "B:WKb8:BKh1");

    Game b = game("B:WKh8:Bd2");
    EXPECT_EQ(play(b, "d2-d1").flags, uint32_t{DAMKA_MOVE_PROMOTION});
    EXPECT_EQ(b.position(), "W:WKh8:BKd1");
}

// kish RULES.md 8: a player whose pieces cannot move loses. White man a1: a2 and a3 above it
// (no empty square behind a2), kings on b1 and c1 beside it (c1 behind b1): no move at all.
TEST(TurkishRules, TheSideThatCannotMoveLoses) {
    const Game g = game("W:Wa1:Ba2,a3,Kb1,Kc1");
    EXPECT_TRUE(g.legal_moves().empty());
    const GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 1);
    EXPECT_NE(r.why.find("no legal move"), std::string::npos) << r.why;
    Game over = game("W:Wa1:Ba2,a3,Kb1,Kc1");
    EXPECT_FALSE(over.play("a1-a2").has_value());
}

} // namespace
} // namespace damka::turkish_test
