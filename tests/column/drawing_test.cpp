// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3)
// against the rules of the column games: the dark squares of a board with a1 dark (adiukh 1.1;
// Russian draughts; Lasca's 7x7 with its four corners dark, column-games.md), towers bottom to
// top with only the top checker a king (column-games.md "Shared tower mechanics").
#include "column_fixture.hpp"
#include "tests/support/board_drawing.hpp"

using namespace column_test;
using damka::testing::Drawing;
using damka::testing::drawing_of;

namespace {

TEST(ColumnDrawing, StartBoardsAreChequeredAndPlayedOnTheDarkSquares) {
    struct Start {
        const char *id;
        int size, squares, men;
        const char *man; // the variant's word for a man
    };
    // adiukh 7.2 and Russian draughts: 8x8, 32 dark squares, 12 men each; Lasca: 7x7, 25
    // squares including the corners, 11 each (column-games.md).
    for (const Start &s : {Start{"adiukh", 8, 32, 24, "man"}, Start{"russian-column", 8, 32, 24, "man"},
                           Start{"lasca", 7, 25, 22, "soldier"}}) {
        SCOPED_TRACE(s.id);
        EXPECT_EQ(variant(s.id).plugin_abi_minor(), 5u); // built against ABI 1.5 (1.3 and later write the drawing keys)
        const Drawing d = drawing_of(game(s.id));
        ASSERT_EQ(int(d.cells.size()), s.size);
        for (int y = 0; y < s.size; ++y)
            for (int x = 0; x < s.size; ++x)
                EXPECT_EQ(d.cells[size_t(y)][size_t(x)], (x + y) % 2 == 0 ? 'd' : 'l') << x << "," << y;
        EXPECT_EQ(int(d.cells_of('d').size()), s.squares);
        ASSERT_EQ(int(d.index_of.size()), s.squares);
        for (const auto &[name, index] : d.index_of) EXPECT_EQ(d.cell(index), 'd') << name;
        EXPECT_EQ(d.piece_count(), s.men);
        for (const auto &[name, stack] : d.stacks) {
            ASSERT_EQ(stack.size(), 1u) << name;
            EXPECT_EQ(stack[0].label, s.man) << name;
            EXPECT_EQ(stack[0].glyph, "man") << name;
            EXPECT_EQ(stack[0].mark, "") << name;
        }
        EXPECT_TRUE(d.regions.empty());
        EXPECT_TRUE(d.trays.empty());
    }
    // Lasca's corners a1, g1, a7, g7 are playable dark squares.
    const Drawing lasca = drawing_of(game("lasca"));
    for (const char *corner : {"a1", "g1", "a7", "g7"}) EXPECT_EQ(lasca.cell(corner), 'd') << corner;
}

// A tower: the other colour's checkers at the bottom, then the owner's, the top one a king
// when marked so (Russian column draughts `K`, Lasca `O`, column README "Position record").
TEST(ColumnDrawing, OnlyATowersTopCheckerIsDrawnAsAKing) {
    const Drawing lasca = drawing_of(game("lasca", "white: Od4-2/1, a1; black: c7"));
    const auto &tower = lasca.stacks.at("d4");
    ASSERT_EQ(tower.size(), 3u);
    EXPECT_EQ(tower[0].side, 1);
    EXPECT_EQ(tower[0].glyph, "man");
    EXPECT_EQ(tower[0].label, "soldier");
    EXPECT_EQ(tower[1].side, 0);
    EXPECT_EQ(tower[1].glyph, "man");
    EXPECT_EQ(tower[2].side, 0);
    EXPECT_EQ(tower[2].glyph, "king");
    EXPECT_EQ(tower[2].label, "officer");
    EXPECT_EQ(lasca.top("a1").glyph, "man");

    const Drawing bashni = drawing_of(game("russian-column", "white: Kd4-1/1; black: h8"));
    ASSERT_EQ(bashni.stacks.at("d4").size(), 2u);
    EXPECT_EQ(bashni.stacks.at("d4")[0].glyph, "man");
    EXPECT_EQ(bashni.top("d4").glyph, "king");
    EXPECT_EQ(bashni.top("d4").label, "king");
}

// adiukh 3.5, 3.12: a tower on the opponent's king row is a king, with no marker: White's
// king row is rank 8, Black's rank 1.
TEST(ColumnDrawing, AnAdiukhKingIsATowerOnTheKingRow) {
    const Drawing d = drawing_of(game("adiukh", "white: b8-1, c1-1; black: g1-1, e7-1"));
    EXPECT_EQ(d.top("b8").glyph, "king");
    EXPECT_EQ(d.top("g1").glyph, "king");
    EXPECT_EQ(d.top("g1").side, 1);
    EXPECT_EQ(d.top("c1").glyph, "man");
    EXPECT_EQ(d.top("e7").glyph, "man");
}

} // namespace
