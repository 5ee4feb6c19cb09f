// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3)
// against gamma seed 6: "На доске есть белые поля, это основные, десять черных играют роль
// преград" (light squares, ten obstacles no piece may enter: 'x'); each side's two life squares
// ("два поля жизни"); a piece's points written on it ("Сила шашки обозначается точками");
// beside the board the pieces still to place (hand), the own pieces taken off (reserve) and
// the other colour's pieces taken out of play ("выбывают из игры"), of the set "5 точек – две
// шашки, 4 точки – две шашки, 3 точки – три шашки, 2 точки – четыре шашки, 1 точка – 7 шашек".
#include "gamma_fixture.hpp"
#include "tests/support/board_drawing.hpp"

#include <set>

using namespace gamma_test;
using damka::testing::Drawing;
using damka::testing::drawing_of;
using damka::testing::DrawnTray;

namespace {

int square_index(const std::string &name) { return (std::stoi(name.substr(1)) - 1) * 10 + (name[0] - 'a'); }

// The tray's pieces as (points, count), strongest first.
std::vector<std::pair<int, int>> points(const DrawnTray *t) {
    std::vector<std::pair<int, int>> out;
    if (!t) return out;
    for (const auto &p : t->pieces) {
        EXPECT_EQ(p.label, p.mark);
        EXPECT_EQ(p.glyph, "man");
        out.emplace_back(std::stoi(p.mark), p.count);
    }
    return out;
}

TEST(GammaDrawing, ObstaclesAreBlockedCellsAndLifeSquaresAreRegions) {
    EXPECT_EQ(variant().plugin_abi_minor(), 5u); // built against ABI 1.5 (1.3 and later write the drawing keys)
    const Drawing d = drawing_of(game());
    ASSERT_EQ(d.cells.size(), 11u);
    ASSERT_EQ(d.cells[0].size(), 10u);
    // The obstacles as the variant's own key lists them, and as README "Board" places them.
    std::set<int> obstacles, blocked;
    for (const QJsonValue &name : d.json.value("obstacles").toArray())
        obstacles.insert(square_index(name.toString().toStdString()));
    std::set<int> readme;
    for (const char *name : {"b6", "c6", "e6", "f6", "h6", "i6", "d4", "g4", "d8", "g8"})
        readme.insert(square_index(name));
    EXPECT_EQ(obstacles, readme);
    for (int i : d.cells_of('x')) blocked.insert(i);
    EXPECT_EQ(blocked, obstacles);
    EXPECT_EQ(d.cells_of('l').size(), 100u);
    EXPECT_TRUE(d.cells_of('d').empty());
    EXPECT_EQ(d.index_of.size(), 100u);
    for (const auto &[name, index] : d.index_of) EXPECT_EQ(d.cell(index), 'l') << name;

    // Life squares (README "Board"): White c1 h1, Black c11 h11; the same as the "life" key.
    ASSERT_EQ(d.regions.size(), 2u);
    const QJsonArray life = d.json.value("life").toArray();
    for (int side = 0; side < 2; ++side) {
        EXPECT_EQ(d.regions[size_t(side)].kind, "life");
        EXPECT_EQ(d.regions[size_t(side)].side, side);
        std::vector<std::string> key;
        for (const QJsonValue &v : life[side].toArray()) key.push_back(v.toString().toStdString());
        EXPECT_EQ(d.regions[size_t(side)].squares, key);
    }
    EXPECT_EQ(d.regions[0].squares, (std::vector<std::string>{"c1", "h1"}));
    EXPECT_EQ(d.regions[1].squares, (std::vector<std::string>{"c11", "h11"}));
}

TEST(GammaDrawing, TheWholeSetIsInHandAtTheStart) {
    const Drawing d = drawing_of(game());
    EXPECT_EQ(d.piece_count(), 0);
    ASSERT_EQ(d.trays.size(), 2u);
    const std::vector<std::pair<int, int>> set = {{5, 2}, {4, 2}, {3, 3}, {2, 4}, {1, 7}};
    for (int side = 0; side < 2; ++side) {
        EXPECT_EQ(points(d.tray(side, "hand")), set) << side;
        for (const auto &p : d.tray(side, "hand")->pieces) EXPECT_EQ(p.side, side);
    }
}

TEST(GammaDrawing, PiecesShowTheirPointsAndTraysTheirReserveAndCaptures) {
    // White in the game: a 5 on c2, two 2s on c5; Black: a 3 under them on c5, a 2 and a 1 in
    // reserve. Black has taken the rest of White's set, White the rest of Black's.
    const Drawing d =
        drawing_of(game("stacks: c2 w5, c5 b3w2w2; hand: white -, black -; reserve: white -, black 21; white to move"));
    EXPECT_EQ(d.top("c2").mark, "5");
    const auto &c5 = d.stacks.at("c5");
    ASSERT_EQ(c5.size(), 3u);
    EXPECT_EQ(c5[0].side, 1);
    EXPECT_EQ(c5[0].mark, "3");
    EXPECT_EQ(c5[2].side, 0);
    EXPECT_EQ(c5[2].mark, "2");
    EXPECT_FALSE(d.tray(0, "hand"));
    EXPECT_FALSE(d.tray(1, "hand"));
    EXPECT_FALSE(d.tray(0, "reserve"));
    EXPECT_EQ(points(d.tray(1, "reserve")), (std::vector<std::pair<int, int>>{{2, 1}, {1, 1}}));
    EXPECT_EQ(points(d.tray(0, "captured")),
              (std::vector<std::pair<int, int>>{{5, 2}, {4, 2}, {3, 2}, {2, 3}, {1, 6}}));
    EXPECT_EQ(points(d.tray(1, "captured")),
              (std::vector<std::pair<int, int>>{{5, 1}, {4, 2}, {3, 3}, {2, 2}, {1, 7}}));
    for (const auto &p : d.tray(0, "captured")->pieces) EXPECT_EQ(p.side, 1);
    for (const auto &p : d.tray(1, "captured")->pieces) EXPECT_EQ(p.side, 0);
    EXPECT_EQ(d.trays.size(), 3u);
}

} // namespace
