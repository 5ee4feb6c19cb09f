// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3)
// against the rules: rules/draughts.md "Common to all" (play on the dark squares, the
// near-left corner square dark, men on the dark squares of the rows nearest each player) and
// the board sizes of its table (seed 002).
#include "draughts_fixture.hpp"
#include "tests/support/board_drawing.hpp"

using namespace damka;
using namespace damka::draughts_test;
using damka::testing::Drawing;
using damka::testing::drawing_of;

namespace {

struct StartBoard {
    const char *id;
    int size; // the board is size x size
    int rows; // rows of men per side
    int squares; // dark squares, size * size / 2
    int men; // 2 * rows * size / 2
    bool a1_dark = true; // false: the near-right corner is dark (FID 2.3, FPD art. 6)
};

// rules/draughts.md table: 8x8 with 12 men, 10x10 with 20, 12x12 with 30. The later variants
// (plugins/draughts/README.md): Thai 8 men on two rows, Frysk! 5 on the back row; Italian,
// Spanish and Portuguese boards have h1 dark and a1 light.
const StartBoard kBoards[] = {
    {"russian", 8, 3, 32, 24},
    {"international", 10, 4, 50, 40},
    {"brazilian", 8, 3, 32, 24},
    {"canadian", 12, 5, 72, 60},
    {"english", 8, 3, 32, 24},
    {"pool", 8, 3, 32, 24},
    {"giveaway-russian", 8, 3, 32, 24},
    {"giveaway-international", 10, 4, 50, 40},
    {"italian", 8, 3, 32, 24, false},
    {"spanish", 8, 3, 32, 24, false},
    {"portuguese", 8, 3, 32, 24, false},
    {"czech", 8, 3, 32, 24},
    {"thai", 8, 2, 32, 16},
    {"frisian", 10, 4, 50, 40},
    {"frysk", 10, 1, 50, 10},
    {"antidraughts", 10, 4, 50, 40},
    {"breakthrough", 10, 4, 50, 40},
    {"killer", 10, 4, 50, 40},
};

TEST(DraughtsDrawing, StartBoardsAreChequeredAndPlayedOnTheDarkSquares) {
    for (const StartBoard &b : kBoards) {
        SCOPED_TRACE(b.id);
        EXPECT_EQ(variant(b.id).plugin_abi_version(), (1u << 16) | 5u); // built against ABI 1.5
        const Drawing d = drawing_of(game(b.id));
        ASSERT_EQ(int(d.cells.size()), b.size);
        for (int y = 0; y < b.size; ++y)
            for (int x = 0; x < b.size; ++x)
                EXPECT_EQ(d.cells[size_t(y)][size_t(x)], ((x + y) % 2 == 0) == b.a1_dark ? 'd' : 'l') << x << "," << y;
        // Both players' near-left corners are dark (index 0 for sides[0], the last for
        // sides[1]), or both near-right corners.
        EXPECT_EQ(d.cell(0), b.a1_dark ? 'd' : 'l');
        EXPECT_EQ(d.cell(b.size * b.size - 1), b.a1_dark ? 'd' : 'l');
        EXPECT_EQ(d.cell(b.size - 1), b.a1_dark ? 'l' : 'd');
        EXPECT_EQ(int(d.cells_of('d').size()), b.squares);
        EXPECT_TRUE(d.cells_of('-').empty());
        EXPECT_TRUE(d.cells_of('x').empty());
        ASSERT_EQ(int(d.index_of.size()), b.squares);
        for (const auto &[name, index] : d.index_of) EXPECT_EQ(d.cell(index), 'd') << name;

        EXPECT_EQ(d.piece_count(), b.men);
        for (const auto &[name, stack] : d.stacks) {
            ASSERT_EQ(stack.size(), 1u) << name;
            EXPECT_EQ(stack[0].label, "man") << name;
            EXPECT_EQ(stack[0].glyph, "man") << name;
            EXPECT_EQ(stack[0].mark, "") << name;
            const int y = d.index_of.at(name) / b.size;
            EXPECT_TRUE(stack[0].side == 0 ? y < b.rows : y >= b.size - b.rows) << name << " side " << stack[0].side;
        }
        EXPECT_TRUE(d.regions.empty());
        EXPECT_TRUE(d.trays.empty());
    }
}

// A king is drawn crowned (glyph "king"), a man as a plain disc.
TEST(DraughtsDrawing, KingsAreDrawnCrowned) {
    const Drawing russian = drawing_of(game("russian", "W:WKc1,e3:Bh8"));
    EXPECT_EQ(russian.top("c1").glyph, "king");
    EXPECT_EQ(russian.top("c1").label, "king");
    EXPECT_EQ(russian.top("e3").glyph, "man");
    EXPECT_EQ(russian.top("h8").glyph, "man");
    EXPECT_EQ(russian.top("h8").side, 1);

    const Drawing international = drawing_of(game("international", "W:WK50:BK1,6"));
    EXPECT_EQ(international.top("50").glyph, "king");
    EXPECT_EQ(international.top("1").glyph, "king");
    EXPECT_EQ(international.top("1").side, 1);
    EXPECT_EQ(international.top("6").glyph, "man");

    // English: Black is sides[0]; its king on 1 and White's on 32.
    const Drawing english = drawing_of(game("english", "B:WK32:BK1"));
    EXPECT_EQ(english.top("1").side, 0);
    EXPECT_EQ(english.top("1").glyph, "king");
    EXPECT_EQ(english.top("32").glyph, "king");
}

} // namespace
