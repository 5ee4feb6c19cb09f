// ABI 1.3 (plugin-api/README.md "Drawing keys"): no table changed, the board description of a
// 1.3 plugin gains cells, glyph, mark, regions and trays, and the host knows which version each
// plugin speaks (Variant::plugin_abi_version) so that it asks for the keys only from 1.3 on.
// Plugins built against 1.0 and 1.2 keep loading and describe their boards without the keys.
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <string>

using damka::PluginRegistry;

namespace {

const damka::Variant &load(PluginRegistry &r, const char *file) {
    EXPECT_TRUE(r.load_file(file)) << (r.problems().empty() ? "" : describe(r.problems()[0]));
    const damka::Variant *v = r.find("example-frogs");
    if (!v) throw std::runtime_error(std::string(file) + " gave no example-frogs");
    return *v;
}

QJsonObject start_board(const damka::Variant &v) {
    auto game = v.new_game();
    if (!game) throw std::runtime_error(game.error());
    return QJsonDocument::fromJson(QByteArray::fromStdString(game->board_json())).object();
}

// (The version itself is 1.5 since the plugin path: abi_1_5_test.cpp.)
TEST(Abi1_3, TheHostKnowsEachPluginsVersion) {
    PluginRegistry r1_0, r1_2, r1_3, r1_5;
    EXPECT_EQ(load(r1_0, DAMKA_FROGS_V1_0).plugin_abi_version(), 1u << 16);
    EXPECT_EQ(load(r1_0, DAMKA_FROGS_V1_0).plugin_abi_minor(), 0u);
    EXPECT_EQ(load(r1_2, DAMKA_FROGS_V1_2).plugin_abi_version(), (1u << 16) | 2u);
    EXPECT_EQ(load(r1_3, DAMKA_FROGS_V1_3).plugin_abi_version(), (1u << 16) | 3u);
    EXPECT_EQ(load(r1_5, DAMKA_EXAMPLE_PLUGIN).plugin_abi_version(), (1u << 16) | 5u);
    EXPECT_EQ(load(r1_5, DAMKA_EXAMPLE_PLUGIN).plugin_abi_minor(), 5u);
}

// Plugins of 1.0 and 1.2 write the description they always wrote: squares and stacks, no
// drawing keys; the pieces carry side and label only.
TEST(Abi1_3, OlderPluginsDescribeTheirBoardsWithoutDrawingKeys) {
    for (const char *file : {DAMKA_FROGS_V1_0, DAMKA_FROGS_V1_2}) {
        SCOPED_TRACE(file);
        PluginRegistry r;
        const QJsonObject b = start_board(load(r, file));
        EXPECT_EQ(b.value("width").toInt(), 8);
        EXPECT_EQ(b.value("squares").toArray().size(), 8);
        for (const char *key : {"cells", "regions", "trays"}) EXPECT_FALSE(b.contains(key)) << key;
        const QJsonObject toad = b.value("squares").toArray()[0].toObject().value("pieces").toArray()[0].toObject();
        EXPECT_EQ(toad.value("label").toString(), "toad");
        EXPECT_FALSE(toad.contains("glyph"));
    }
}

// The example today (plugin-api/example/frogs.cpp): Toads and Frogs on one rank of eight plain
// cells, TTT..FFF, every piece a plain disc without a mark; nothing off the board.
TEST(Abi1_3, TheExampleWritesTheDrawingKeys) {
    PluginRegistry r;
    const QJsonObject b = start_board(load(r, DAMKA_EXAMPLE_PLUGIN));
    EXPECT_EQ(b.value("cells").toArray(), QJsonArray{"llllllll"});
    EXPECT_EQ(b.value("regions").toArray(), QJsonArray{});
    EXPECT_EQ(b.value("trays").toArray(), QJsonArray{});
    const QJsonArray squares = b.value("squares").toArray();
    ASSERT_EQ(squares.size(), 8);
    for (int i : {0, 1, 2, 5, 6, 7}) {
        const QJsonObject p = squares[i].toObject().value("pieces").toArray()[0].toObject();
        EXPECT_EQ(p.value("label").toString(), i < 3 ? "toad" : "frog") << "cell " << i + 1;
        EXPECT_EQ(p.value("glyph").toString(), "man") << "cell " << i + 1;
        EXPECT_FALSE(p.contains("mark")) << "cell " << i + 1;
    }
}

} // namespace
