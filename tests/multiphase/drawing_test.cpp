// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3):
// the 11x11 field (seed "расчерченное на квадраты (11x11)", no colours: drawn chequered with
// a1 dark, README "Board description"), every piece a plain disc, and the zones (the seed's
// "Дополнительное правило"; the variant's own "zones" key) as regions of kind "zone" belonging
// to the colour whose pieces fence them.
#include "multiphase_fixture.hpp"
#include "tests/support/board_drawing.hpp"

#include <algorithm>
#include <random>

using namespace multiphase_test;
using damka::testing::Drawing;
using damka::testing::drawing_of;

namespace {

std::string setup(const std::string &blue, const std::string &red, const std::string &state) {
    return piece_lists(board_of(blue, red)) + "; " + state;
}

// The variant's "zones" key as lists of names.
std::vector<std::vector<std::string>> zones_key(const Drawing &d) {
    std::vector<std::vector<std::string>> out;
    for (const QJsonValue &z : d.json.value("zones").toArray()) {
        out.emplace_back();
        for (const QJsonValue &name : z.toArray()) out.back().push_back(name.toString().toStdString());
    }
    return out;
}

TEST(MultiphaseDrawing, StartBoardIsChequeredWithoutZones) {
    EXPECT_EQ(variant().plugin_abi_minor(), 5u); // built against ABI 1.5 (1.3 and later write the drawing keys)
    const Drawing d = drawing_of(game());
    ASSERT_EQ(d.cells.size(), 11u);
    for (int y = 0; y < 11; ++y)
        for (int x = 0; x < 11; ++x) EXPECT_EQ(d.cells[size_t(y)][size_t(x)], (x + y) % 2 == 0 ? 'd' : 'l');
    EXPECT_EQ(d.index_of.size(), 121u);
    EXPECT_EQ(d.piece_count(), 42); // 21 a side
    for (const auto &[name, stack] : d.stacks) EXPECT_EQ(stack[0].glyph, "man") << name;
    EXPECT_TRUE(d.regions.empty()); // rules_test: Blue's ranks 1 and 2 fence nothing off
    EXPECT_TRUE(d.trays.empty());
}

// rules_test "BoardDescriptionNamesTheZones", figure 7's set-up: Red moves (separation: his own
// colour), fenced by Blue's f11 g10 h9 i9 j9 k9: the zone g11 h11 i11 j11 k11 h10 i10 j10 k10
// and the 91 other squares Blue does not hold, both Blue's (side 0).
TEST(MultiphaseDrawing, ZonesAreRegionsOfTheFencingColour) {
    const std::string fence = "f11 g10 h9 i9 j9 k9 a1 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 a2 b2 c2 d2";
    const std::string other = "h11 i11 j11 k11 a5 b5 c5 d5 e5 f5 g5 h5 i5 j5 k5 a7 b7 c7 d7 e7 f7";
    const Drawing d =
        drawing_of(game(setup(fence, other, "phase: 1; first: blue; red to move; phase plies: 1; game plies: 1")));
    ASSERT_EQ(d.regions.size(), 2u);
    std::vector<size_t> sizes;
    for (const auto &r : d.regions) {
        EXPECT_EQ(r.kind, "zone");
        EXPECT_EQ(r.side, 0) << "Blue's pieces fence Red's zones";
        sizes.push_back(r.squares.size());
    }
    std::sort(sizes.begin(), sizes.end());
    EXPECT_EQ(sizes, (std::vector<size_t>{9, 91}));
    std::vector<std::string> small = d.regions[0].squares.size() == 9 ? d.regions[0].squares : d.regions[1].squares;
    std::sort(small.begin(), small.end());
    EXPECT_EQ(small, (std::vector<std::string>{"g11", "h10", "h11", "i10", "i11", "j10", "j11", "k10", "k11"}));

    // The same fence in Red's colours, Blue to move in a separation phase: Blue's zones, fenced
    // by Red (side 1).
    const Drawing swapped =
        drawing_of(game(setup(other, fence, "phase: 1; first: red; blue to move; phase plies: 1; game plies: 1")));
    ASSERT_EQ(swapped.regions.size(), 2u);
    for (const auto &r : swapped.regions) EXPECT_EQ(r.side, 1);
}

// Over random games the regions are the variant's "zones" key, fenced by the colour that is
// not moved ("colour_moved").
TEST(MultiphaseDrawing, RegionsAreTheZonesKeyOverRandomGames) {
    int with_zones = 0;
    for (unsigned seed = 1; seed <= 12; ++seed) {
        std::mt19937 rng(seed);
        damka::Game g = game();
        for (int ply = 0; ply < 160; ++ply) {
            const Drawing d = drawing_of(g);
            const auto key = zones_key(d);
            ASSERT_EQ(d.regions.size(), key.size()) << "seed " << seed << " ply " << ply;
            for (size_t i = 0; i < key.size(); ++i) {
                EXPECT_EQ(d.regions[i].squares, key[i]) << "seed " << seed << " ply " << ply;
                EXPECT_EQ(d.regions[i].side, 1 - d.json.value("colour_moved").toInt());
            }
            with_zones += !key.empty();
            const auto moves = g.legal_moves();
            if (moves.empty() || g.status().finished()) break;
            play(g, moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)].notation);
        }
    }
    EXPECT_GT(with_zones, 0) << "no random game reached a position with zones";
}

} // namespace
