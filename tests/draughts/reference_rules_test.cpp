// The reference (reference/reference_draughts.*) on hand-made positions, for the rules the
// published perft does not reach (kings from the start appear late or never within the
// published depths): Frisian art. 17 and the value rule, the Killer halt, Thai landings and
// 180-degree turns, Italian men that do not take kings, Spanish quality, the Czech king first,
// the ends of Breakthrough and Antidraughts. Each expected list is worked out by hand next to
// its test. Squares are named as on the board (a1 = White's near left).
#include "file_variant_cases.hpp"
#include "reference/reference_draughts.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace draughts_ref;

std::string name(const Position &p, const Move &m) {
    std::string s;
    for (size_t i = 0; i < m.path.size(); ++i) s += (i ? (m.is_capture() ? "x" : "-") : "") + square_name(p, m.path[i]);
    return s;
}

std::set<std::string> names(const Position &p) {
    std::set<std::string> s;
    for (const Move &m : legal_moves(p)) s.insert(name(p, m));
    return s;
}

Position after(const Position &p, const std::string &move) {
    for (const Move &m : legal_moves(p))
        if (name(p, m) == move) return play(p, m);
    ADD_FAILURE() << move << " is not legal in\n" << describe(p);
    return p;
}

// Frisian art. 17. White: king a1 (46), man i1 (50); Black: king a9 (6). No piece can take
// another (the kings' diagonals and dark rows/files never meet a piece with a square behind).
// After three quiet moves by the white king, with a man still on the board, that king may not
// move quietly: only the man's i1-h2 and i1-j2 remain. A man move lifts the ban.
TEST(DraughtsReferenceRules, FrisianThreeMovesWithTheSameKing) {
    Position p = from_fen(rules("frisian"), "W:WK46,50:BK6");
    p = after(p, "a1-b2");
    p = after(p, "a9-b10");
    p = after(p, "b2-a1");
    p = after(p, "b10-a9");
    p = after(p, "a1-b2");
    p = after(p, "a9-b10");
    EXPECT_EQ(names(p), (std::set<std::string>{"i1-h2", "i1-j2"})) << describe(p);
    p = after(p, "i1-h2");
    p = after(p, "b10-a9");
    EXPECT_TRUE(names(p).contains("b2-a1")) << "the man's move lifted the ban";
}

// The same without the man: a side with only kings is not bound (art. 17, last sentence).
// King b2's quiet moves: a1, a3, c1, and c3 .. j10 up the long diagonal (8) = 11.
TEST(DraughtsReferenceRules, FrisianOnlyKingsAreNotBound) {
    Position p = from_fen(rules("frisian"), "W:WK46:BK6");
    for (const char *m : {"a1-b2", "a9-b10", "b2-a1", "b10-a9", "a1-b2", "a9-b10"}) p = after(p, m);
    EXPECT_EQ(names(p).size(), 11u) << describe(p);
}

// Frisian art. 11: man e5 may take the king f6 (landing g7: one king, value 2) or the men d4 and
// b2 backward (e5xc3xa1: two men, value 2); equal value, fewer kings wins. Without b2 the king
// (value 2) beats the single man (value 1).
TEST(DraughtsReferenceRules, FrisianValueRule) {
    const Rules &r = rules("frisian");
    EXPECT_EQ(names(from_fen(r, "W:We5:BKf6,d4,b2")), (std::set<std::string>{"e5xc3xa1"}));
    EXPECT_EQ(names(from_fen(r, "W:We5:BKf6,d4")), (std::set<std::string>{"e5xg7"}));
}

// Frisian art. 7: a man takes along its row over the next dark square (c1 over e1 to g1).
TEST(DraughtsReferenceRules, FrisianManTakesAlongTheRow) {
    EXPECT_EQ(names(from_fen(rules("frisian"), "W:Wc1:Be1")), (std::set<std::string>{"c1xg1"}));
}

// Killer: king a1 takes the king c3 and must stop on d4; taking a man it may stop on any of
// d4 .. j10 (7 squares), as International always does.
TEST(DraughtsReferenceRules, KillerHaltBehindALastCapturedKing) {
    EXPECT_EQ(names(from_fen(rules("killer"), "W:WKa1:BKc3")), (std::set<std::string>{"a1xd4"}));
    EXPECT_EQ(names(from_fen(rules("killer"), "W:WKa1:Bc3")).size(), 7u);
    EXPECT_EQ(names(from_fen(rules("international"), "W:WKa1:BKc3")).size(), 7u);
}

// Thai: king d4 takes f6 landing directly behind on g7; f6 is gone at once, so the king turns
// back over f6, e5, d4 and takes b2, landing on a1. The other order works the same way: two
// moves, each taking both men.
TEST(DraughtsReferenceRules, ThaiKingLandsBehindAndTurnsBack) {
    EXPECT_EQ(names(from_fen(rules("thai"), "W:WKd4:Bf6,b2")), (std::set<std::string>{"d4xg7xa1", "d4xa1xg7"}));
}

// Italian (h1 dark): man d3 may not take the king e4 (FID 5.3b), only step to c4; Spanish
// (same board) takes the king rather than the man e4 (law of quality), Italian the man.
TEST(DraughtsReferenceRules, ItalianMenDoNotTakeKingsSpanishPrefersKings) {
    EXPECT_EQ(names(from_fen(rules("italian"), "W:Wd3:BKe4")), (std::set<std::string>{"d3-c4"}));
    EXPECT_EQ(names(from_fen(rules("spanish"), "W:Wd3:BKc4,e4")), (std::set<std::string>{"d3xb5"}));
    EXPECT_EQ(names(from_fen(rules("italian"), "W:Wd3:BKc4,e4")), (std::set<std::string>{"d3xf5"}));
}

// Czech: man c3 could take d4; king h6 can take g7 (to f8): a king that can capture must.
TEST(DraughtsReferenceRules, CzechKingMustCapture) {
    EXPECT_EQ(names(from_fen(rules("czech"), "W:Wc3,Kh6:Bd4,g7")), (std::set<std::string>{"h6xf8"}));
}

// Breakthrough: the first king wins (a9-b10 crowns White's man). Antidraughts: White's man a1
// is blocked (b2 taken, c3 behind it taken), so White, to move without a move, wins; under
// International rules White would lose.
TEST(DraughtsReferenceRules, BreakthroughAndAntidraughtsEnds) {
    Position p = from_fen(rules("breakthrough"), "W:Wa9:Bj10");
    EXPECT_EQ(winner(p), -1);
    p = after(p, "a9-b10");
    EXPECT_EQ(winner(p), 0);
    EXPECT_TRUE(legal_moves(p).empty());
    EXPECT_EQ(winner(from_fen(rules("antidraughts"), "W:Wa1:Bb2,c3")), 0);
    EXPECT_EQ(winner(from_fen(rules("international"), "W:Wa1:Bb2,c3")), 1);
}

// A flying king going on straight ahead is one path, touching down on the first square past
// the first piece (plugins/draughts/README.md; dctl's keep tables): king a1 takes c3 (landing d4 or e5)
// and f6 on the same line: a1xd4xg7 .. a1xd4xj10 (4 ends), never the same through e5.
TEST(DraughtsReferenceRules, StraightOnIsOnePath) {
    EXPECT_EQ(names(from_fen(rules("international"), "W:WKa1:Bc3,f6")),
              (std::set<std::string>{"a1xd4xg7", "a1xd4xh8", "a1xd4xi9", "a1xd4xj10"}));
}

// The 12x12 national games (file_variant_cases.hpp, each move list worked out by hand there):
// the reference's moves, which of them leave a king on the landing square, and its perft (the
// constants file_variants_test.cpp holds the plugin to).
TEST(DraughtsReferenceRules, TwelveByTwelveHandCases) {
    for (const draughts_file_variants::HandCase &c : draughts_file_variants::hand_cases()) {
        SCOPED_TRACE(c.name);
        const Position p = from_fen(rules(c.variant), c.fen);
        EXPECT_EQ(names(p), c.moves) << describe(p);
        std::vector<std::string> king_after;
        for (const Move &m : legal_moves(p))
            if (is_king(play(p, m).cell[size_t(m.to())])) king_after.push_back(name(p, m));
        std::sort(king_after.begin(), king_after.end());
        std::vector<std::string> expected = c.king_after;
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(king_after, expected);
        for (size_t d = 1; d <= c.perft.size(); ++d)
            for (bool keep : {false, true})
                EXPECT_EQ(perft(p, int(d), keep), c.perft[d - 1]) << (keep ? "keep" : "drop") << " depth " << d;
    }
}

// The king rule decided the Malaysian tie (four one-piece sequences, the man's c3xe5 among
// them, before precedence), and the men's direction the forward-only case (the search never
// makes the two-piece backward e5xc3xa1); on the Sri Lankan board the mirrored pair is decided
// by the count alone.
TEST(DraughtsReferenceRules, MalaysianPrecedenceAndDirectionDecide) {
    const Position tie = from_fen(rules("malaysian"), "W:WKk1,c3,e7:Bd4,i3");
    EXPECT_EQ(capture_sequences(tie).size(), 4u);
    EXPECT_EQ(legal_moves(tie).size(), 3u);
    EXPECT_EQ(capture_sequences(from_fen(rules("malaysian"), "W:We5:Bd4,b2,f6")).size(), 1u);
    EXPECT_EQ(capture_sequences(from_fen(rules("sri-lankan"), "W:Wh5:Bi4,k2,g6")).size(), 2u);
}

// Numbering (PDN FEN): 1..72 left to right from the top row as White sees it, a1 dark or light.
TEST(DraughtsReferenceRules, TwelveByTwelveNumbering) {
    const Rules &my = rules("malaysian"), &sl = rules("sri-lankan");
    const Position pm = start(my), ps = start(sl);
    auto at = [](const Position &p, int cell) { return square_name(p, cell); };
    EXPECT_EQ(at(pm, square_of_number(my, 1)), "b12");
    EXPECT_EQ(at(pm, square_of_number(my, 6)), "l12");
    EXPECT_EQ(at(pm, square_of_number(my, 7)), "a11");
    EXPECT_EQ(at(pm, square_of_number(my, 14)), "d10");
    EXPECT_EQ(at(pm, square_of_number(my, 67)), "a1");
    EXPECT_EQ(at(pm, square_of_number(my, 72)), "k1");
    EXPECT_EQ(at(ps, square_of_number(sl, 1)), "a12");
    EXPECT_EQ(at(ps, square_of_number(sl, 6)), "k12");
    EXPECT_EQ(at(ps, square_of_number(sl, 7)), "b11");
    EXPECT_EQ(at(ps, square_of_number(sl, 14)), "c10");
    EXPECT_EQ(at(ps, square_of_number(sl, 67)), "b1");
    EXPECT_EQ(at(ps, square_of_number(sl, 72)), "l1");
    EXPECT_EQ(square_of_number(sl, 73), -1);
    // The start: White's 30 men on 43-72, Black's on 1-30, White to move.
    EXPECT_EQ(from_fen(my, "W:W43-72:B1-30").cell, pm.cell);
    EXPECT_EQ(from_fen(sl, "W:W43-72:B1-30").cell, ps.cell);
    EXPECT_EQ(pm.to_move, 0);
    EXPECT_EQ(ps.to_move, 0);
    int men = 0;
    for (uint8_t q : ps.cell) men += q == WhiteMan;
    EXPECT_EQ(men, 30);
    // a1 is light on the Sri Lankan board, l1 dark.
    EXPECT_THROW(from_fen(sl, "W:Wa1:B1"), std::invalid_argument);
    EXPECT_NO_THROW(from_fen(sl, "W:Wl1:B1"));
    EXPECT_THROW(from_fen(my, "W:Wl1:B1"), std::invalid_argument);
}

} // namespace
