// The drawing keys of the board description (plugin-api/README.md "Drawing keys", ABI 1.3)
// against the seed: the ordinary board with the stones on the dark squares, a1 dark (1.1, 3.1);
// the number a stone shows as its mark (1.3: on both faces); a stone turned over by a retreat
// (3.6.2, "подобно дамке") drawn as a king with V before its number; W turned over with its
// number covered (3.6.3); F a finished stone of open state (6.11).
#include "core/plugin_registry.hpp"
#include "tests/support/board_drawing.hpp"

#include <gtest/gtest.h>

#include <map>

namespace {

using namespace damka;
using damka::testing::Drawing;
using damka::testing::drawing_of;

const Variant &ashtarashki() {
    static PluginRegistry registry;
    static const Variant *v = [] {
        registry.load_directory(DAMKA_TEST_PLUGIN_DIR);
        return registry.find("ashtarashki");
    }();
    if (!v) throw std::runtime_error("the ashtarashki plugin is not in " DAMKA_TEST_PLUGIN_DIR);
    return *v;
}

Drawing drawing(const std::string &setup) {
    Expected<Game> g = ashtarashki().new_game(setup);
    if (!g) throw std::runtime_error("set-up refused: " + g.error());
    return drawing_of(*g);
}

// 2.1, 2.2: the initial set-up, every stone full-rights (M) and showing its group's number.
TEST(AshtarashkiDrawing, StartStonesShowTheirNumbers) {
    EXPECT_EQ(ashtarashki().plugin_abi_minor(), 5u); // built against ABI 1.5 (1.3 and later write the drawing keys)
    const Drawing d = drawing("");
    ASSERT_EQ(d.cells.size(), 8u);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x) EXPECT_EQ(d.cells[size_t(y)][size_t(x)], (x + y) % 2 == 0 ? 'd' : 'l');
    EXPECT_EQ(d.index_of.size(), 32u);
    for (const auto &[name, index] : d.index_of) EXPECT_EQ(d.cell(index), 'd') << name;

    const std::map<std::string, std::string> white = {{"b2", "1"}, {"c1", "1"}, {"e1", "1"}, {"h2", "1"},
                                                      {"a3", "2"}, {"d2", "2"}, {"f2", "2"}, {"g3", "2"},
                                                      {"a1", "3"}, {"c3", "3"}, {"e3", "3"}, {"g1", "3"}};
    const std::map<std::string, std::string> black = {{"a7", "1"}, {"d8", "1"}, {"f8", "1"}, {"g7", "1"},
                                                      {"b6", "2"}, {"c7", "2"}, {"e7", "2"}, {"h6", "2"},
                                                      {"b8", "3"}, {"d6", "3"}, {"f6", "3"}, {"h8", "3"}};
    EXPECT_EQ(d.piece_count(), 24);
    for (const auto &[side, stones] : {std::pair{0, white}, std::pair{1, black}})
        for (const auto &[square, number] : stones) {
            ASSERT_TRUE(d.stacks.count(square)) << square;
            const auto &stone = d.top(square);
            EXPECT_EQ(stone.side, side) << square;
            EXPECT_EQ(stone.mark, number) << square;
            EXPECT_EQ(stone.label, "M" + number) << square;
            EXPECT_EQ(stone.glyph, "man") << square;
        }
    EXPECT_TRUE(d.regions.empty());
    EXPECT_TRUE(d.trays.empty());
}

TEST(AshtarashkiDrawing, RetreatedAndFinishedStonesAreMarkedApart) {
    const Drawing d = drawing("White: M3c3; V1d4; V2e3; Wf2; Fb8. Black: M2c5; V3h6; Wg7. White to move.");
    const std::map<std::string, std::pair<std::string, std::string>> expected = {
        {"c3", {"man", "3"}}, {"d4", {"king", "V1"}}, {"e3", {"king", "V2"}}, {"f2", {"king", "W"}},
        {"b8", {"man", "F"}}, {"c5", {"man", "2"}},   {"h6", {"king", "V3"}}, {"g7", {"king", "W"}}};
    EXPECT_EQ(d.piece_count(), int(expected.size()));
    for (const auto &[square, drawn] : expected) {
        ASSERT_TRUE(d.stacks.count(square)) << square;
        EXPECT_EQ(d.top(square).glyph, drawn.first) << square;
        EXPECT_EQ(d.top(square).mark, drawn.second) << square;
    }
    // A retreat turns the stone over: M1 c5-b4 becomes V1 (3.2, 3.6.2).
    Expected<Game> g = ashtarashki().new_game("White: M1c5. Black: M1h8.");
    ASSERT_TRUE(g);
    ASSERT_TRUE(g->play("M1c5-b4V")) << g->position();
    const Drawing after = drawing_of(*g);
    EXPECT_EQ(after.top("b4").glyph, "king");
    EXPECT_EQ(after.top("b4").mark, "V1");
}

} // namespace
