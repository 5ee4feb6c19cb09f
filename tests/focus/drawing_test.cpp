// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3)
// against the rules: an 8x8 board without three squares at each corner, 52 squares
// (column-games.md "Focus"; seed 4 "Форма доски достаточно непростая"), the rest chequered;
// each side's tray holds its reserve ("оправляются в запас") and the other colour's pieces it
// has captured ("шашки противника считаются уничтоженными"), 18 pieces a side.
#include "focus_fixture.hpp"
#include "tests/support/board_drawing.hpp"

using namespace focus_test;
using damka::testing::Drawing;
using damka::testing::drawing_of;

namespace {

TEST(FocusDrawing, TheCornersAreCutAway) {
    // a1 b1 a2, g1 h1 h2, a7 a8 b8, h7 g8 h8.
    const std::vector<int> corners = {sq("a1"), sq("b1"), sq("a2"), sq("g1"), sq("h1"), sq("h2"),
                                      sq("a7"), sq("a8"), sq("b8"), sq("h7"), sq("g8"), sq("h8")};
    for (const char *id : {"focus", "focus-straight"}) {
        SCOPED_TRACE(id);
        EXPECT_EQ(variant(id).plugin_abi_minor(), 5u); // built against ABI 1.5 (1.3 and later write the drawing keys)
        const Drawing d = drawing_of(game(id));
        ASSERT_EQ(d.cells.size(), 8u);
        std::vector<int> cut = d.cells_of('-');
        std::vector<int> expected = corners;
        std::sort(cut.begin(), cut.end());
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(cut, expected);
        EXPECT_TRUE(d.cells_of('x').empty());
        EXPECT_EQ(d.index_of.size(), 52u);
        for (const auto &[name, index] : d.index_of) {
            EXPECT_EQ(d.cell(index), (index % 8 + index / 8) % 2 == 0 ? 'd' : 'l') << name;
        }
        // The start: 18 single pieces a side on the middle 36 squares, nothing off the board.
        EXPECT_EQ(d.piece_count(), 36);
        for (const auto &[name, stack] : d.stacks) {
            EXPECT_EQ(stack[0].glyph, "man") << name;
            EXPECT_EQ(stack[0].mark, "") << name;
        }
        EXPECT_TRUE(d.regions.empty());
        EXPECT_TRUE(d.trays.empty());
    }
}

TEST(FocusDrawing, TraysHoldTheReserveAndTheCapturedPieces) {
    // White: b2, two in the d4 stack and one in reserve = 4 of 18, so Black has captured 14;
    // Black: one in the d4 stack and h5 = 2 of 18, so White has captured 16.
    const Drawing d = drawing_of(game("focus", "stacks: b2 w, d4 wbw, h5 b; reserve: white 1, black 0; white to move"));
    const auto &d4 = d.stacks.at("d4");
    ASSERT_EQ(d4.size(), 3u);
    EXPECT_EQ(d4[0].side, 0);
    EXPECT_EQ(d4[1].side, 1);
    EXPECT_EQ(d4[2].side, 0);
    ASSERT_EQ(d.trays.size(), 3u);
    const auto *reserve = d.tray(0, "reserve");
    ASSERT_TRUE(reserve);
    ASSERT_EQ(reserve->pieces.size(), 1u);
    EXPECT_EQ(reserve->pieces[0].side, 0);
    EXPECT_EQ(reserve->pieces[0].count, 1);
    EXPECT_EQ(reserve->pieces[0].glyph, "man");
    EXPECT_FALSE(d.tray(1, "reserve"));
    const auto *white_took = d.tray(0, "captured");
    ASSERT_TRUE(white_took);
    ASSERT_EQ(white_took->pieces.size(), 1u);
    EXPECT_EQ(white_took->pieces[0].side, 1);
    EXPECT_EQ(white_took->pieces[0].count, 16);
    const auto *black_took = d.tray(1, "captured");
    ASSERT_TRUE(black_took);
    ASSERT_EQ(black_took->pieces.size(), 1u);
    EXPECT_EQ(black_took->pieces[0].side, 0);
    EXPECT_EQ(black_took->pieces[0].count, 14);
    // The same counts as the variant's own keys.
    EXPECT_EQ(d.json.value("reserves").toArray(), (QJsonArray{1, 0}));
    EXPECT_EQ(d.json.value("captured").toArray(), (QJsonArray{16, 14}));
}

} // namespace
