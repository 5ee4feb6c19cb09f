// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3):
// the chess board with a1 dark (column-games.md "chess arrangement"), every таврель marked with
// the short Russian letters of its name in the seed ("Описания фигур"; README "Board
// description"), a different mark for every kind, and a promoted Ратник, turned over (tavreli
// seed 2 "переворачивается и превращается"), crowned with the mark of the таврель it became.
#include "tavreli_fixture.hpp"
#include "tests/support/board_drawing.hpp"

#include <map>
#include <set>

using namespace tavreli_test;
using damka::testing::Drawing;
using damka::testing::drawing_of;
using damka::testing::play;

namespace {

// README "Pieces": the seven таврели and the letters a diagram writes on them.
const std::map<std::string, std::string> kMarks = {{"volkhv", "Вл"}, {"knyaz", "К"},    {"ratoborets", "Рб"},
                                                   {"luchnik", "Л"}, {"vsadnik", "Вс"}, {"zhelgi", "Ж"},
                                                   {"ratnik", "Р"}};

TEST(TavreliDrawing, StartPositionMarksEveryTavrelByItsName) {
    EXPECT_EQ(variant().plugin_abi_minor(), 5u); // built against ABI 1.5 (1.3 and later write the drawing keys)
    const Drawing d = drawing_of(game());
    ASSERT_EQ(d.cells.size(), 8u);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x) EXPECT_EQ(d.cells[size_t(y)][size_t(x)], (x + y) % 2 == 0 ? 'd' : 'l');
    EXPECT_EQ(d.index_of.size(), 64u);
    EXPECT_TRUE(d.regions.empty());
    EXPECT_TRUE(d.trays.empty());

    // column-games.md "Tavreli": Ратоборцы a1/h1, Всадники b1/g1, Лучники c1/f1, Князь d1,
    // Волхв e1, Ратники on rank 2; Black mirrored on ranks 8 and 7.
    const char *back_rank[8] = {"Рб", "Вс", "Л", "К", "Вл", "Л", "Вс", "Рб"};
    EXPECT_EQ(d.piece_count(), 32);
    for (int x = 0; x < 8; ++x) {
        const std::string file(1, char('a' + x));
        struct Row {
            const char *rank;
            int side;
            const char *mark;
        };
        for (const Row &e :
             {Row{"1", 0, back_rank[x]}, Row{"2", 0, "Р"}, Row{"7", 1, "Р"}, Row{"8", 1, back_rank[x]}}) {
            const std::string square = file + e.rank;
            const int side = e.side;
            const std::string mark = e.mark;
            ASSERT_EQ(d.stacks.count(square), 1u) << square;
            EXPECT_EQ(d.top(square).side, side) << square;
            EXPECT_EQ(d.top(square).mark, mark) << square;
            EXPECT_EQ(d.top(square).glyph, "man") << square;
        }
    }
}

TEST(TavreliDrawing, EveryKindHasItsOwnMark) {
    std::set<std::string> marks;
    for (const auto &[label, mark] : kMarks) EXPECT_TRUE(marks.insert(mark).second) << mark << " twice";
    // One of each kind, Желги included (it enters play only by promotion, so set up here),
    // and every piece's mark is its kind's.
    const Drawing d = drawing_of(game("towers: a1 R, b1 N, c1 B, d1 Q, e1 K*, d4 Z, a2 PR, e8 k*; white to move"));
    std::set<std::string> labels;
    for (const auto &[square, stack] : d.stacks)
        for (const auto &piece : stack) {
            labels.insert(piece.label);
            ASSERT_TRUE(kMarks.count(piece.label)) << piece.label;
            EXPECT_EQ(piece.mark, kMarks.at(piece.label)) << square;
            EXPECT_LE(piece.mark.size(), 4u) << "two Cyrillic letters at most";
        }
    EXPECT_EQ(labels.size(), kMarks.size());
}

TEST(TavreliDrawing, APromotedRatnikIsCrownedWithItsNewMark) {
    // rules_test: a7-a8 turns the Ратник with a Ратоборец on its back into a Ратоборец.
    damka::Game g = game("towers: e1 K*, a7 PR*, e8 k*; white to move");
    EXPECT_EQ(drawing_of(g).top("a7").mark, "Р");
    EXPECT_EQ(drawing_of(g).top("a7").glyph, "man");
    play(g, "a7-a8");
    const Drawing d = drawing_of(g);
    EXPECT_EQ(d.top("a8").label, "ratoborets");
    EXPECT_EQ(d.top("a8").mark, "Рб");
    EXPECT_EQ(d.top("a8").glyph, "king");
    // A tower: a white Ратник (Лучник on its back) under a white Всадник under a promoted black
    // Ратник that moves as Желги.
    const Drawing tower = drawing_of(game("towers: e1 K*, c3 PB* N +pz, e8 k*; white to move"));
    const auto &c3 = tower.stacks.at("c3");
    ASSERT_EQ(c3.size(), 3u);
    EXPECT_EQ(c3[0].mark, "Р");
    EXPECT_EQ(c3[0].glyph, "man");
    EXPECT_EQ(c3[1].mark, "Вс");
    EXPECT_EQ(c3[2].side, 1);
    EXPECT_EQ(c3[2].mark, "Ж");
    EXPECT_EQ(c3[2].glyph, "king");
}

} // namespace
