// Move notation: canonical forms, the short forms players write, ambiguity, bad input
// (rules/draughts.md: Notation; PDN numbering).
#include "draughts_fixture.hpp"

namespace damka::draughts_test {
namespace {

// Seed 002: "c3-d4" is a legal first move in Russian draughts.
TEST(DraughtsNotation, AlgebraicQuietMove) {
    Game g = game("russian");
    Expected<MoveRecord> m = g.play("c3-d4");
    ASSERT_TRUE(m.has_value()) << m.error();
    EXPECT_EQ(m->notation, "c3-d4");
    EXPECT_EQ(m->from, 2 * 8 + 2); // c3: x 2, y 2
    EXPECT_EQ(m->to, 3 * 8 + 3);
    EXPECT_EQ(m->flags, 0u);
}

// The king maze of rules_test (Russian, White king e1): "e1:c3:e5:c7" is the only capture from
// e1 to c7, so "e1:c7" and "e1xc7" mean it; "e1:e5:c7" names a landing square in between.
TEST(DraughtsNotation, ShortCaptureWhenUnambiguous) {
    for (const char *text : {"e1:c7", "e1xc7", "e1:e5:c7", "e1:c3:e5:c7", " e1:c7 "}) {
        Game g = game("russian", "W:WKe1:Bd2,d4,f4,d6");
        Expected<MoveRecord> m = g.play(text);
        ASSERT_TRUE(m.has_value()) << text << ": " << m.error();
        EXPECT_EQ(m->notation, "e1:c3:e5:c7") << text;
    }
}

// White king d2, Black e3, d6, e7, b6 (Russian). The king takes e3 and may stop on f4 (then
// d6 -> c7, b6 -> a5; b8 leads nowhere) or on g5 (then e7 -> d8, b6 -> a5); h6 leads nowhere.
// Both captures go from d2 to a5 taking different pieces, so "d2:a5" is refused with both
// full paths named; "d2:f4:a5" and "d2:d8:a5" choose.
TEST(DraughtsNotation, AmbiguousShortCaptureListsTheCandidates) {
    Game g = game("russian", "W:WKd2,h4:Be3,b6,d6,e7");
    EXPECT_EQ(notations(g), (std::set<std::string>{"d2:f4:c7:a5", "d2:g5:d8:a5"}));
    const std::string before = g.position();
    Expected<MoveRecord> m = g.play("d2:a5");
    ASSERT_FALSE(m.has_value());
    EXPECT_NE(m.error().find("ambiguous"), std::string::npos) << m.error();
    EXPECT_NE(m.error().find("d2:f4:c7:a5"), std::string::npos) << m.error();
    EXPECT_NE(m.error().find("d2:g5:d8:a5"), std::string::npos) << m.error();
    EXPECT_EQ(g.position(), before);
    EXPECT_EQ(g.clone().play("d2:f4:a5")->notation, "d2:f4:c7:a5");
    EXPECT_EQ(g.clone().play("d2:d8:a5")->notation, "d2:g5:d8:a5");
}

// The diamond of rules_test: both circuits from c1 back to c1 take the same four pieces and
// leave the same position, so the short "c1:c1" is accepted (as a PDN file would write it).
TEST(DraughtsNotation, ShortCaptureTakingTheSamePiecesEitherWayIsAccepted) {
    Game g = game("russian", "W:WKc1:Bb2,b4,d4,d2");
    Expected<MoveRecord> m = g.play("c1:c1");
    ASSERT_TRUE(m.has_value()) << m.error();
    EXPECT_EQ(m->captured.size(), 4u);
    EXPECT_EQ(g.position(), "B:WKc1:B");
}

// Numeric notation (FMJD 2.6 numbering): White man 28 takes 23 and 13, path 28x19x8 (the
// task's example). "28x8" is the short form; "28-19" writes a capture as a quiet move.
TEST(DraughtsNotation, NumericCaptureFullAndShort) {
    Game g = game("international", "W:W28:B23,13");
    const std::vector<MoveRecord> moves = g.legal_moves();
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].notation, "28x19x8");
    Game a = g.clone();
    Expected<MoveRecord> m = a.play("28x8");
    ASSERT_TRUE(m.has_value()) << m.error();
    EXPECT_EQ(m->notation, "28x19x8");
    EXPECT_EQ(a.position(), "B:W8:B");
    EXPECT_FALSE(g.clone().play("28-19").has_value());
}

// PDN numbers are accepted on algebraic boards too (Russian PDN files use them): 22-17 is
// c3-b4 (22 = c3, 17 = b4 in the numbering where 1 = b8 and 29 = a1).
TEST(DraughtsNotation, RussianAcceptsPdnNumbers) {
    Game g = game("russian");
    Expected<MoveRecord> m = g.play("22-17");
    ASSERT_TRUE(m.has_value()) << m.error();
    EXPECT_EQ(m->notation, "c3-b4");
}

// Bad input is refused with a reason naming the offending part; the game is unchanged.
TEST(DraughtsNotation, BadMovesAreRefusedWithAReason) {
    Game g = game("russian");
    const std::string before = g.position();
    const std::pair<const char *, const char *> cases[] = {{"", "no move"},
                                                           {"k9-k8", "'k9'"},
                                                           {"a2-b3", "light square"},
                                                           {"c3-d4-e5", "two squares"},
                                                           {"c3-e5", "not a legal move"},
                                                           {"c3:d4", "written wrongly"},
                                                           {"33-29", "'33'"},
                                                           {"c3-:d4", "mixes"},
                                                           {"c3--d4", "no square"}};
    for (const auto &[text, expected] : cases) {
        Expected<MoveRecord> m = g.play(text);
        ASSERT_FALSE(m.has_value()) << text;
        EXPECT_NE(m.error().find(expected), std::string::npos) << text << " -> " << m.error();
    }
    EXPECT_EQ(g.position(), before);
}

// A compulsory capture is named when a quiet move is tried: Russian, White c3, Black d4.
TEST(DraughtsNotation, QuietMoveRefusedWhenACaptureIsCompulsory) {
    Game g = game("russian", "W:Wc3,g3:Bd4");
    Expected<MoveRecord> m = g.play("g3-h4");
    ASSERT_FALSE(m.has_value());
    EXPECT_NE(m.error().find("compulsory"), std::string::npos) << m.error();
    EXPECT_NE(m.error().find("c3:e5"), std::string::npos) << m.error();
}

// Every printed notation is accepted back and distinct moves print differently.
TEST(DraughtsNotation, EveryPrintedMoveIsAccepted) {
    for (const char *id : {"russian", "international", "brazilian", "canadian", "english", "pool"}) {
        const Game g = game(id);
        std::set<std::string> seen;
        for (const MoveRecord &m : g.legal_moves()) {
            EXPECT_TRUE(seen.insert(m.notation).second) << id << " " << m.notation;
            Game c = g.clone();
            Expected<MoveRecord> again = c.play(m.notation);
            ASSERT_TRUE(again.has_value()) << id << " " << m.notation << ": " << again.error();
            EXPECT_EQ(again->path, m.path);
        }
    }
}

} // namespace
} // namespace damka::draughts_test
