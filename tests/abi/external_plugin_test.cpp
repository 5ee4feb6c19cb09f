// Run by out_of_tree.sh only (not registered with CTest on its own): the example plugin built
// out of tree with clang against the installed SDK loads and plays in this g++-built host.
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

using damka::PluginRegistry;

namespace {

// the clang-built example plugin loads and plays in this host.
TEST(ExternalPlugin, LoadsAndPlays) {
    const char *file = std::getenv("DAMKA_EXTERNAL_PLUGIN");
    ASSERT_NE(file, nullptr) << "run through tests/abi/out_of_tree.sh";
    PluginRegistry r;
    ASSERT_TRUE(r.load_file(file)) << (r.problems().empty() ? "" : describe(r.problems()[0]));
    const damka::Variant *v = r.find("example-frogs");
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->rulebook(), "winning-ways"); // the optional rulebook fields, set in C++17
    auto game = v->new_game();
    ASSERT_TRUE(game.has_value()) << game.error();
    // Toads and Frogs from TTT..FFF: toads 3-4, frogs 6-5, toad 4 jumps frog to 6.
    ASSERT_TRUE(game->play("3-4"));
    ASSERT_TRUE(game->play("6-5"));
    auto jump = game->play("4x6");
    ASSERT_TRUE(jump.has_value()) << jump.error();
    EXPECT_EQ(jump->from, 3);
    EXPECT_EQ(jump->to, 5);
    EXPECT_EQ(game->position(), "TT..FTFF F");
    auto bad = game->play("9-9");
    ASSERT_FALSE(bad.has_value());
    EXPECT_NE(bad.error().find("not a move"), std::string::npos);
}

} // namespace
