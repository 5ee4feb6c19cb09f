// ABI 1.2 (plugin_api.h "Returns", "Errors"): a failing call returns a code, its reason comes
// through the error channel (the call's error sink, or damka_variant.last_error), never through
// an output sink, and the host turns it into a clear error. And a plugin built against the ABI
// 1.0 SDK (tests/abi/v1_0) still loads and plays in this host.
#include "tests/support/damka_cli.hpp"
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <string>
#include <utility>
#include <vector>

using damka::PluginFailure;
using damka::PluginRegistry;

namespace {

// What a call on a game of `variant` set up as `fails` threw, or "<no error>".
template <class Call>
std::string failure(const damka::Variant &variant, const char *fails, Call call) {
    auto game = variant.new_game(fails);
    if (!game) return "<not created: " + game.error() + ">";
    try {
        call(*game);
    } catch (const PluginFailure &e) {
        return e.what();
    }
    return "<no error>";
}

const damka::Variant &load(PluginRegistry &r, const char *file, const char *id) {
    EXPECT_TRUE(r.load_file(file)) << (r.problems().empty() ? "" : describe(r.problems()[0]));
    const damka::Variant *v = r.find(id);
    if (!v) throw std::runtime_error(std::string(id) + " is not loaded");
    return *v;
}

// Every call without an error sink reports the plugin's own reason through last_error, named
// with the variant and what was asked; the output (the position "position", say) is dropped.
TEST(Abi1_2, EveryFailureReachesTheHostWithThePluginsReason) {
    PluginRegistry r;
    const damka::Variant &v = load(r, DAMKA_FAILING_PLUGIN, "failing");
    using G = damka::Game;
    EXPECT_EQ(failure(v, "position", [](G &g) { g.position(); }),
              "failing: the plugin failed to write the position: internal plugin error: position exploded");
    EXPECT_EQ(failure(v, "board", [](G &g) { g.board_json(); }),
              "failing: the plugin failed to describe the board: internal plugin error: board exploded");
    EXPECT_EQ(failure(v, "moves", [](G &g) { g.legal_moves(); }),
              "failing: the plugin failed to list the moves: internal plugin error: moves exploded");
    EXPECT_EQ(failure(v, "status", [](G &g) { g.status(); }),
              "failing: the plugin failed to say the game's state: internal plugin error: status exploded");
    EXPECT_EQ(failure(v, "side", [](G &g) { g.side_to_move(); }),
              "failing: the plugin failed to say whose turn it is: internal plugin error: side exploded");
    EXPECT_EQ(failure(v, "claims", [](G &g) { g.draw_claims(); }),
              "failing: the plugin failed to list the draw claims: internal plugin error: claims exploded");
    EXPECT_EQ(failure(v, "clone", [](G &g) { g.clone(); }),
              "failing: the plugin failed to copy a game: internal plugin error: clone exploded");
    // perft through the appended `count`: an error, not 0 leaves; no subtotal reaches the caller.
    std::vector<std::pair<std::string, uint64_t>> seen;
    EXPECT_EQ(
        failure(v, "perft",
                [&](G &g) { g.perft(1, false, [&](const std::string &n, uint64_t c) { seen.emplace_back(n, c); }); }),
        "failing: the plugin failed to count moves (perft): internal plugin error: perft exploded");
    EXPECT_TRUE(seen.empty());
    // A refused move still comes through play's own reason sink.
    auto game = v.new_game();
    ASSERT_TRUE(game) << game.error();
    auto bad = game->play("e2-e4");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error(), "only 'pass' is a move here");
    // Nothing fails: the outputs are the data.
    EXPECT_EQ(game->position(), "");
    EXPECT_EQ(game->perft(1, false), 1u);
}

// End to end: the command fails with exit code 1 and the plugin's reason, it does not crash.
TEST(Abi1_2, TheCommandLineReportsAPluginFailure) {
    const std::string plugins = std::string(" --plugins ") + DAMKA_COMPAT_PLUGIN_DIR;
    const auto board = damka::testing::run_damka("rules failing board --setup board" + plugins);
    EXPECT_EQ(board.code, 1) << board.out;
    EXPECT_TRUE(damka::testing::refused(board,
                                        "damka: failing: the plugin failed to describe the board: "
                                        "internal plugin error: board exploded"));
    const auto perft = damka::testing::run_damka("rules failing perft 1 --setup perft" + plugins);
    EXPECT_EQ(perft.code, 1) << perft.out;
    EXPECT_TRUE(damka::testing::refused(perft,
                                        "damka: failing: the plugin failed to count moves (perft): "
                                        "internal plugin error: perft exploded"));
}

// The SDK writes nothing into an output sink when a call fails (plugin_api.h "Errors").
TEST(Abi1_2, TheSdkWritesNoErrorIntoAnOutputSink) {
    PluginRegistry r;
    const damka::Variant &v = load(r, DAMKA_FAILING_PLUGIN, "failing");
    const damka_variant *t = v.table();
    struct Text {
        std::string s;
        damka_sink sink{this, [](void *ctx, const char *d, size_t n) { static_cast<Text *>(ctx)->s.append(d, n); }};
    } out, why;
    // Straight through the table: damka::Game would drop the output of a failed call anyway.
    damka_game *g = t->create(t, "position", nullptr);
    ASSERT_NE(g, nullptr);
    EXPECT_EQ(t->position(g, &out.sink), DAMKA_ERR_INTERNAL);
    EXPECT_EQ(out.s, "");
    ASSERT_TRUE(DAMKA_HAS_FIELD(t, damka_variant, last_error));
    EXPECT_EQ(t->last_error(g, &why.sink), DAMKA_OK);
    EXPECT_EQ(why.s, "internal plugin error: position exploded");
    t->destroy(g);
}

// The same failing plugin built against the 1.0 SDK: the host names the failure by its code
// (a 1.0 table has no last_error) and never returns the text the old SDK wrote into the
// position sink as the position.
TEST(Abi1_2, A1_0PluginsFailureIsAnErrorNotItsText) {
    PluginRegistry r;
    const damka::Variant &v = load(r, DAMKA_FAILING_PLUGIN_V1_0, "failing-v1-0");
    EXPECT_EQ(v.table()->struct_size, offsetof(damka_variant, extension) + sizeof(void *)); // a 1.0 table
    EXPECT_EQ(failure(v, "position", [](damka::Game &g) { g.position(); }),
              "failing-v1-0: the plugin failed to write the position: plugin error");
    EXPECT_EQ(failure(v, "board", [](damka::Game &g) { g.board_json(); }),
              "failing-v1-0: the plugin failed to describe the board: plugin error");
}

// The SDK example as it was before ABI 1.3 (old_example/frogs.cpp) built against the 1.0 SDK
// loads, plays and counts in this host; the conformance kit runs on it as well (CTest
// abi.v1_0_plugin_conformance). Toads and Frogs from TTT..FFF, counted by hand: Toads have one
// move (3-4), Frogs one reply (6-5), then Toads two (2-3 and the jump 4x6): perft 1, 1, 2.
TEST(Abi1_2, A1_0PluginLoadsPlaysAndCounts) {
    void *lib = ::dlopen(DAMKA_FROGS_V1_0, RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(lib, nullptr) << ::dlerror();
    const auto entry = reinterpret_cast<damka_plugin_entry_fn>(::dlsym(lib, DAMKA_ENTRY_SYMBOL));
    ASSERT_NE(entry, nullptr);
    const damka_plugin *p = entry(DAMKA_ABI_VERSION);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->abi_version, 1u << 16) << "built against the 1.0 header";
    ::dlclose(lib);

    PluginRegistry r;
    const damka::Variant &v = load(r, DAMKA_FROGS_V1_0, "example-frogs");
    EXPECT_EQ(v.rulebook(), "");
    auto game = v.new_game();
    ASSERT_TRUE(game) << game.error();
    EXPECT_EQ(game->perft(1, false), 1u);
    EXPECT_EQ(game->perft(2, false), 1u);
    std::vector<std::pair<std::string, uint64_t>> divide;
    EXPECT_EQ(game->perft(3, false, [&](const std::string &n, uint64_t c) { divide.emplace_back(n, c); }), 2u);
    EXPECT_EQ(divide, (std::vector<std::pair<std::string, uint64_t>>{{"3-4", 2}}));
    ASSERT_TRUE(game->play("3-4"));
    ASSERT_TRUE(game->play("6-5"));
    EXPECT_EQ(game->position(), "TT.TF.FF T");
    EXPECT_EQ(game->side_to_move(), 0);
    EXPECT_EQ(game->legal_moves().size(), 2u);
    auto bad = game->play("9-9");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("not a move"), std::string::npos) << bad.error();
    EXPECT_FALSE(game->status().finished());
}

} // namespace
