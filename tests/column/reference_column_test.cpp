// The reference (reference_column.*) on its own, against the seeds' worked examples, so that its
// perft counts rest on the rule texts and not on agreeing with the plugin. Expected values are
// the seeds' words, or a hand count written next to the test.
#include "reference_column.hpp"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

using namespace column_ref;

namespace {

// A move as its landing squares joined by ':' (adiukh 7: "f8:a3:c1:f4:h2").
std::string path_name(const Move &m, int size) {
    std::string s;
    for (int sq : m.path) s += (s.empty() ? "" : ":") + square_name(sq, size);
    return s;
}

std::set<std::string> paths(const Position &p) {
    std::set<std::string> out;
    for (const Move &m : moves(p)) out.insert(path_name(m, p.size));
    return out;
}

// The position after the move written `path`.
Position after(const Position &p, const std::string &path) {
    for (const Move &m : moves(p))
        if (path_name(m, p.size) == path) return m.after;
    throw std::invalid_argument("no move " + path);
}

using Set = std::set<std::string>;

TEST(ColumnReferenceSeeds, AdiukhFigure5ThreeWaysOfCapturing) {
    // adiukh 7 (Figure 5): "возможны три направления взятия ... 1. f8:a3:c1:f4:h2 2. f8:b4:d2:f4:h2
    // 3. f8:b4:e1:h4" — the king f8 (3.5) with black b2, c3, c5, e3, g3 as the text implies.
    const Position p = parse(Game::adiukh, "white: f8-1; black: b2-1, c3-1, c5-1, e3-1, g3-1");
    EXPECT_EQ(paths(p), (Set{"f8:a3:c1:f4:h2", "f8:b4:d2:f4:h2", "f8:b4:e1:h4"}));
}

TEST(ColumnReferenceSeeds, AdiukhFigure17FreeChoiceAndCrowning) {
    // adiukh 3.15 (Figure 17): "взять две фигуры h2-f4-d2, либо, взяв три фигуры пройти в дамки
    // h2-f4-h6-f8".
    const Position p = parse(Game::adiukh, "white: h2-1; black: e3-1, g3-1, g5-1, g7-1");
    EXPECT_EQ(paths(p), (Set{"h2:f4:d2", "h2:f4:h6:f8"}));
}

TEST(ColumnReferenceSeeds, AdiukhFigure23ThreeCapturesAndTheirTowers) {
    // adiukh 3.11, 3.12 (Figures 23-26), the position as the text describes it.
    const Position p = parse(Game::adiukh, "white: h6-1, h8-3/1; black: b4-3, e7-1/2, g7-1");
    const Set all = paths(p);
    for (const char *m : {"h6:f8:d6:a3", "h8:f6:d8", "h8:c3:a5"}) EXPECT_TRUE(all.count(m)) << m;
    // No. 1: "освободилась башня из 2 белых шашек на поле e7, на поле b4 осталась башня из 2 черных
    // шашек, а на поле a3 образовалась простая башня из 1 верхней белой и 3 черных шашек".
    EXPECT_EQ(format(after(p, "h6:f8:d6:a3")), "white: a3-1/3, e7-2, h8-3/1; black: b4-2; black to move");
    // No. 2: "на поле d8 дамка осталась дамкой, состоящей из 3 белых верхних шашек и 3 черных нижних".
    EXPECT_EQ(format(after(p, "h8:f6:d8")), "white: d8-3/3, e7-2, h6-1; black: b4-3; black to move");
    // No. 3: "на поле b4 осталась башня из 2 черных шашек, а на поле a5 ... 3 верхних белых и 3 нижних".
    EXPECT_EQ(format(after(p, "h8:c3:a5")), "white: a5-3/3, h6-1; black: b4-2, e7-1/2; black to move");
}

TEST(ColumnReferenceSeeds, AdiukhFigure13TopCheckerGoesUnder) {
    // adiukh 3.7 (Figures 13-14): "на поле f6 образовалась белая башня(2/3), а на поле e5 осталась
    // черная башня(1/2)".
    const Position p = parse(Game::adiukh, "white: d4-2/2; black: e5-2/2");
    EXPECT_EQ(paths(p), (Set{"d4:f6"}));
    EXPECT_EQ(format(after(p, "d4:f6")), "white: f6-2/3; black: e5-1/2; black to move");
}

TEST(ColumnReferenceSeeds, RussianColumnSeedDiagramsTowersChangeHands) {
    // seed 001 game 1: a white tower of two white checkers takes a black tower with one white
    // checker under it; "оба образовавшихся столбика теперь принадлежат белому игроку".
    const Position p = parse(Game::russian_column, "white: c3-2; black: d4-1/1, h8-1");
    EXPECT_EQ(paths(p), (Set{"c3:e5"}));
    EXPECT_EQ(format(after(p, "c3:e5")), "white: d4-1, e5-2/1; black: h8-1; black to move");
}

TEST(ColumnReferenceSeeds, RussianColumnTowerTakenOnceAndCapturedKingTurnedOver) {
    // seed 001: "Столбик можно рубить только один раз" and "Если эта шашка срублена, то она
    // переворачивается и перестает быть дамкой". Hand count: the white king a1 takes the top of
    // the black king tower c3 and may land on d4, e5, f6 or g7 (nothing goes on from any of them:
    // c3 cannot be taken again); the two black checkers left on c3 are men.
    const Position p = parse(Game::russian_column, "white: Ka1-1; black: Kc3-3, h8-1");
    EXPECT_EQ(paths(p), (Set{"a1:d4", "a1:e5", "a1:f6", "a1:g7"}));
    EXPECT_EQ(format(after(p, "a1:e5")), "white: Ke5-1/1; black: c3-2, h8-1; black to move");
}

TEST(ColumnReferenceSeeds, LascaSoldierCrownedByACaptureStops) {
    // column-games.md, Lasca: "A soldier reaching the far row is promoted at the end of the move
    // (the move ends there)". c5 takes d6 and is crowned on e7; the black f6 next to it is not
    // taken in the same move.
    const Position p = parse(Game::lasca, "white: c5-1; black: d6-1, f6-1, a7-1");
    EXPECT_EQ(paths(p), (Set{"c5:e7"}));
    EXPECT_EQ(format(after(p, "c5:e7")), "white: Oe7-1/1; black: a7-1, f6-1; black to move");
}

TEST(ColumnReferenceSeeds, LascaStartIsForcedIntoCaptures) {
    // Hand count (perft_test.cpp): six opening moves, each answered by one forced capture.
    EXPECT_EQ(perft(start(Game::lasca), 1, true), 6u);
    EXPECT_EQ(perft(start(Game::lasca), 2, true), 6u);
}

} // namespace
