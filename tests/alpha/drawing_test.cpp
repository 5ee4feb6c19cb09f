// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3):
// the 8x8 board chequered with a1 dark (the seed names no colours: README "Board
// description"); every piece a plain disc; each side's tray holds its reserve piece (alpha seed
// 5 "Запасная шашка может быть только одна") and the pieces it has taken off across the far
// edge ("вывести все свои шашки за пределы доски"), 16 a side (README: two rows each).
#include "alpha_fixture.hpp"
#include "tests/support/board_drawing.hpp"

using namespace alpha_test;
using damka::testing::Drawing;
using damka::testing::drawing_of;

namespace {

TEST(AlphaDrawing, StartBoardIsChequeredWithNothingOffIt) {
    EXPECT_EQ(variant().plugin_abi_minor(), 5u); // built against ABI 1.5 (1.3 and later write the drawing keys)
    const Drawing d = drawing_of(game());
    ASSERT_EQ(d.cells.size(), 8u);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x) EXPECT_EQ(d.cells[size_t(y)][size_t(x)], (x + y) % 2 == 0 ? 'd' : 'l');
    EXPECT_EQ(d.index_of.size(), 64u);
    EXPECT_EQ(d.piece_count(), 32);
    for (const auto &[name, stack] : d.stacks) {
        EXPECT_EQ(stack[0].glyph, "man") << name;
        EXPECT_EQ(stack[0].mark, "") << name;
    }
    EXPECT_TRUE(d.regions.empty());
    EXPECT_TRUE(d.trays.empty());
}

TEST(AlphaDrawing, TraysHoldTheReserveAndThePiecesTakenOff) {
    // White: a1 and a stack of 2 on c3, 1 in reserve: 16 - 3 - 1 = 12 taken off.
    // Black: d8 and a stack of 4 on e5, none in reserve: 16 - 5 = 11 taken off.
    const Drawing d = drawing_of(game("white: a1, c3 2; black: d8, e5 4; reserve: white 1, black 0; white to move"));
    EXPECT_EQ(d.stacks.at("e5").size(), 4u);
    ASSERT_EQ(d.trays.size(), 3u);
    const auto *reserve = d.tray(0, "reserve");
    ASSERT_TRUE(reserve);
    ASSERT_EQ(reserve->pieces.size(), 1u);
    EXPECT_EQ(reserve->pieces[0].side, 0);
    EXPECT_EQ(reserve->pieces[0].count, 1);
    EXPECT_EQ(reserve->pieces[0].glyph, "man");
    EXPECT_FALSE(d.tray(1, "reserve"));
    for (const auto &[side, count] : {std::pair{0, 12}, std::pair{1, 11}}) {
        const auto *off = d.tray(side, "off");
        ASSERT_TRUE(off) << side;
        ASSERT_EQ(off->pieces.size(), 1u);
        EXPECT_EQ(off->pieces[0].side, side);
        EXPECT_EQ(off->pieces[0].count, count);
    }
    EXPECT_EQ(d.json.value("off").toArray(), (QJsonArray{12, 11}));
}

} // namespace
