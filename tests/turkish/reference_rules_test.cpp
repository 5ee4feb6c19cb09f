// The Turkish reference (reference_turkish.*) checked on its own, before it judges the plugin:
// kish's published perft from the start, and hand-worked positions for the rules the start
// does not reach by depth 7 (kings, the 180-degree turn, promotion mid-capture). Every
// expected value is worked out in the comment next to it from the rule text
// (plugins/turkish/README.md "Rules" and the sources it names), not from running the code.
#include "reference_turkish.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

namespace {

using namespace turkish_ref;

int sq(const char *n) { return square(n[0] - 'a', n[1] - '1'); }

Move capture(std::initializer_list<const char *> path, std::initializer_list<const char *> taken) {
    Move m;
    for (const char *n : path) m.path.push_back(sq(n));
    for (const char *n : taken) m.captured.push_back(sq(n));
    return m;
}

std::set<Move> move_set(const Position &p, const Reading &reading = {}) {
    const std::vector<Move> list = moves(p, reading);
    return {list.begin(), list.end()};
}

// kish examples/perft.rs l.22-36 (Sanavesa/kish 10e431823a72), every capture path counted;
// a separate program written for issue 31 recomputed d1-7 with its own program. Depths 7 and 8:
// reference_perft_slow_test.cpp. Counting captures with the same origin, destination and
// captured set once changes nothing to depth 6 (plugins/turkish/README.md).
TEST(TurkishReference, PerftFromTheStartMatchesKish) {
    const uint64_t kish[] = {8, 64, 708, 7538, 85090, 931312};
    for (int depth = 1; depth <= 6; ++depth) {
        EXPECT_EQ(perft(start(), depth, true), kish[depth - 1]) << "depth " << depth;
        EXPECT_EQ(perft(start(), depth, false), kish[depth - 1]) << "depth " << depth;
    }
}

// The start: only the eight men of rank 3 can move, one square forward each (their sideways
// squares are taken, the rank-2 men are boxed in).
TEST(TurkishReference, StartPositionHasEightForwardSteps) {
    std::set<Move> expected;
    for (int x = 0; x < 8; ++x) expected.insert(Move{{square(x, 2), square(x, 3)}, {}});
    EXPECT_EQ(move_set(start()), expected);
}

// Men step forward or sideways, never backward or diagonally; kings go like a rook.
// White man d4 (Black's man d3 behind it cannot be taken backwards): d5, c4, e4. White king
// h1: g1..a1 (7) and h2..h8 (7). 17 moves, none a capture.
TEST(TurkishReference, QuietMovesOfMenAndKings) {
    const Position p = from_fen("W:Wd4,Kh1:Ba8,d3");
    std::set<Move> expected = {Move{{sq("d4"), sq("d5")}, {}}, Move{{sq("d4"), sq("c4")}, {}},
                               Move{{sq("d4"), sq("e4")}, {}}};
    for (int x = 0; x < 7; ++x) expected.insert(Move{{sq("h1"), square(x, 0)}, {}});
    for (int y = 1; y < 8; ++y) expected.insert(Move{{sq("h1"), square(7, y)}, {}});
    EXPECT_EQ(move_set(p), expected);
    // Black's man d5 goes south (its forward) or sideways: d4, c5, e5, never d6.
    const Position b = from_fen("B:Wa1:Bd5");
    EXPECT_EQ(move_set(b),
              (std::set<Move>{Move{{sq("d5"), sq("d4")}, {}}, Move{{sq("d5"), sq("c5")}, {}},
                              Move{{sq("d5"), sq("e5")}, {}}}));
}

// No 180-degree turn. White king d4 takes d6 (landing d7 or d8) or d2 (landing d1). From d7
// it turns east over f7 to g7 or h7: two pieces. Turning back south from d7 or d8 would also
// take two (d6 lifted, d5, d4 left empty, d3, then d2, landing d1), but that is the turn the
// rule forbids; nothing else takes two. So exactly d4xd7xg7 and d4xd7xh7.
TEST(TurkishReference, KingLongCaptureRefusesTheHalfTurn) {
    const Position p = from_fen("W:WKd4:Bd6,d2,f7");
    EXPECT_EQ(move_set(p),
              (std::set<Move>{capture({"d4", "d7", "g7"}, {"d6", "f7"}), capture({"d4", "d7", "h7"}, {"d6", "f7"})}));
    // Were the half turn allowed, d4 would take d2 (landing d1), turn back north through d2 and
    // d4 over d6 to d7, then east over f7: three pieces, the only longest captures.
    EXPECT_EQ(move_set(p, Reading{.half_turn = true}),
              (std::set<Move>{capture({"d4", "d1", "d7", "g7"}, {"d2", "d6", "f7"}),
                              capture({"d4", "d1", "d7", "h7"}, {"d2", "d6", "f7"})}));
}

// Pieces are lifted at once, so a king crosses the square of a piece it took. White king a5,
// man f5; Black men c5, e6, d7, c3. a5 takes c5 landing d5 or e5 (f5 is White). From e5 north
// over e6 to e7 (or e8: nothing more), west over d7 to c7, b7 or a7; from c7 south through c6,
// c5 (lifted), c4 over c3 to c2 or c1: four pieces. From d5 only d7 (landing d8): two. If c5
// stayed until the end, the c-file would be blocked and the most would be three.
TEST(TurkishReference, KingCrossesTheSquareOfAPieceItTook) {
    const Position p = from_fen("W:WKa5,f5:Bc5,e6,d7,c3");
    EXPECT_EQ(move_set(p),
              (std::set<Move>{capture({"a5", "e5", "e7", "c7", "c2"}, {"c5", "e6", "d7", "c3"}),
                              capture({"a5", "e5", "e7", "c7", "c1"}, {"c5", "e6", "d7", "c3"})}));
    // Were c5 left on the board until the end, c7 could not go south: three pieces, landing
    // on c7, b7 or a7 after d7.
    EXPECT_EQ(move_set(p, Reading{.lift_at_end = true}),
              (std::set<Move>{capture({"a5", "e5", "e7", "c7"}, {"c5", "e6", "d7"}),
                              capture({"a5", "e5", "e7", "b7"}, {"c5", "e6", "d7"}),
                              capture({"a5", "e5", "e7", "a7"}, {"c5", "e6", "d7"})}));
    // Black has nothing left: Black, to move, has no move and loses.
    const Position after = play(p, capture({"a5", "e5", "e7", "c7", "c2"}, {"c5", "e6", "d7", "c3"}));
    EXPECT_EQ(after.board[sq("c2")], Piece::white_king);
    EXPECT_EQ(after.board[sq("a5")], Piece::none);
    EXPECT_EQ(result(after), 'w');
}

// A man reaching the far rank during a capture goes on as a man and is crowned only where the
// move ends (kish 7.2, as plugins/turkish/README.md chooses). White man c6 takes c7 landing c8, then sideways over d8
// to e8. A king on e8 could go on south (e7, e6 empty) over e5 to e4 for a third piece; the man
// cannot capture backward, so the only move is c6xc8xe8 and e8 holds a White king after it.
TEST(TurkishReference, ManCrownedOnlyWhenTheCaptureEndsOnTheFarRank) {
    const Position p = from_fen("W:Wc6:Bc7,d8,e5");
    const Move m = capture({"c6", "c8", "e8"}, {"c7", "d8"});
    EXPECT_EQ(move_set(p), (std::set<Move>{m}));
    // Were it crowned on c8, the king would take d8 landing anywhere from e8 on, and from e8
    // go south over e5 to e4..e1: three pieces, four moves.
    std::set<Move> crowned;
    for (const char *end : {"e4", "e3", "e2", "e1"})
        crowned.insert(capture({"c6", "c8", "e8", end}, {"c7", "d8", "e5"}));
    EXPECT_EQ(move_set(p, Reading{.crown_mid_capture = true}), crowned);
    EXPECT_TRUE(promotes(p, m));
    const Position after = play(p, m);
    EXPECT_EQ(after.board[sq("e8")], Piece::white_king);
    EXPECT_EQ(after.board[sq("c7")], Piece::none);
    EXPECT_EQ(after.board[sq("d8")], Piece::none);
    EXPECT_EQ(after.to_move, 1);
    // The same for Black, whose far rank is rank 1: f3 takes f2 to f1, then west over e1 to
    // d1; a king on d1 could take d4 (d2, d3 empty) landing d5, a man cannot.
    const Position b = from_fen("B:Wf2,e1,d4:Bf3");
    const Move bm = capture({"f3", "f1", "d1"}, {"f2", "e1"});
    EXPECT_EQ(move_set(b), (std::set<Move>{bm}));
    EXPECT_EQ(play(b, bm).board[sq("d1")], Piece::black_king);
}

// A man that steps (no capture) onto the far rank is crowned.
TEST(TurkishReference, ManSteppingOntoTheFarRankIsCrowned) {
    const Position p = from_fen("W:Wb7:Bh2");
    const Move m{{sq("b7"), sq("b8")}, {}};
    ASSERT_EQ(move_set(p).count(m), 1u);
    EXPECT_EQ(play(p, m).board[sq("b8")], Piece::white_king);
    EXPECT_EQ(play(p, Move{{sq("b7"), sq("a7")}, {}}).board[sq("a7")], Piece::white_man);
}

// Majority, men and kings alike, whoever captures: White king a1 can take Black's king c1 (one
// piece, landing d1..h1); White man g3 takes g4 and g6 (two). Only the man's capture is legal.
TEST(TurkishReference, MajorityCountsPiecesNotKings) {
    const Position p = from_fen("W:WKa1,g3:BKc1,g4,g6");
    EXPECT_EQ(move_set(p), (std::set<Move>{capture({"g3", "g5", "g7"}, {"g4", "g6"})}));
    // Without the majority rule the king's five captures (landing d1..h1) would be legal too.
    EXPECT_EQ(move_set(p, Reading{.any_capture = true}).size(), 6u);
}

// Capture is compulsory: White man d4 must take e4 (landing f4) rather than step.
TEST(TurkishReference, CaptureIsCompulsory) {
    const Position p = from_fen("W:Wd4,a2:Be4");
    EXPECT_EQ(move_set(p), (std::set<Move>{capture({"d4", "f4"}, {"e4"})}));
}

// A side with no legal move loses: White's man a7 is boxed in (a8 taken and at the edge, b7
// taken with c7 behind it taken too).
TEST(TurkishReference, NoLegalMoveLoses) {
    EXPECT_EQ(result(from_fen("W:Wa7:Ba8,b7,c7")), 'b');
    EXPECT_EQ(result(from_fen("B:Wa7:")), 'w');
    EXPECT_EQ(result(start()), 0);
}

// Straight on: White king a1 takes a3 landing a4 or a5, then a6 landing a7 or a8. Four paths
// (every landing), two once "straight on" is one path (a4, the first square past a3), and two
// with the same origin, destination and captured set counted once.
TEST(TurkishReference, StraightOnPathsAndTheirCanonicalForm) {
    const Position p = from_fen("W:WKa1:Ba3,a6");
    const std::vector<Move> list = moves(p);
    EXPECT_EQ(list.size(), 4u);
    std::set<Move> canonical;
    for (const Move &m : list) canonical.insert(straight_on_once(m));
    EXPECT_EQ(canonical,
              (std::set<Move>{capture({"a1", "a4", "a7"}, {"a3", "a6"}), capture({"a1", "a4", "a8"}, {"a3", "a6"})}));
    EXPECT_EQ(perft(p, 1, true), 4u);
    EXPECT_EQ(perft(p, 1, false), 2u);
    // A turn keeps its landing: d4xd7xg7 stays as it is.
    const Move turn = capture({"d4", "d7", "g7"}, {"d6", "f7"});
    EXPECT_EQ(straight_on_once(turn), turn);
}

TEST(TurkishReference, FenRoundTrip) {
    EXPECT_EQ(fen(start()),
              "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3"
              ":Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7");
    EXPECT_EQ(from_fen(fen(start())), start());
    EXPECT_EQ(fen(from_fen("B:WKa1,d4:BKh8")), "B:WKa1,d4:BKh8");
    EXPECT_THROW(from_fen("W:Wz9:B"), std::invalid_argument);
}

} // namespace
