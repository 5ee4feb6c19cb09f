// The loader refuses every kind of broken plugin with a message naming the file and the
// reason, keeps loading the others, and every plugin exports exactly one symbol.
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using damka::PluginRegistry;

namespace {

// The reason recorded for the library whose file name contains `name`.
std::string reason_for(const PluginRegistry &r, const std::string &name) {
    for (const auto &p : r.problems())
        if (fs::path(p.file).filename().string().find(name) != std::string::npos) return p.reason;
    return "<not refused>";
}

std::string run(const std::string &command) {
    std::array<char, 4096> buf{};
    std::string out;
    std::unique_ptr<FILE, int (*)(FILE *)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe) return out;
    while (fgets(buf.data(), int(buf.size()), pipe.get())) out += buf.data();
    return out;
}

class BrokenPlugins : public ::testing::Test {
protected:
    void SetUp() override {
        registry.load_directory(DAMKA_TEST_PLUGIN_DIR);
        registry.load_directory(DAMKA_BROKEN_PLUGIN_DIR);
    }
    PluginRegistry registry;
};

TEST_F(BrokenPlugins, WrongAbiVersionIsRefused) {
    EXPECT_EQ(reason_for(registry, "broken_wrong_abi"), "built for ABI version 2, this host speaks version 1");
}

TEST_F(BrokenPlugins, PluginRefusingTheHostIsRefused) {
    EXPECT_EQ(reason_for(registry, "broken_refuses_host"), "the plugin refused this host's ABI version 1.5");
}

TEST_F(BrokenPlugins, MissingEntrySymbolIsRefused) {
    EXPECT_EQ(reason_for(registry, "broken_no_entry"), "no entry symbol 'damka_plugin_entry': not a Damka plugin");
}

TEST_F(BrokenPlugins, NullVariantTableIsRefused) {
    EXPECT_EQ(reason_for(registry, "broken_null_variant"), "a variant table is null");
}

TEST_F(BrokenPlugins, TruncatedVariantTableIsRefused) {
    EXPECT_EQ(reason_for(registry, "broken_small_variant"), "a variant table is too small (struct_size 16)");
}

TEST_F(BrokenPlugins, MissingFunctionIsRefused) {
    EXPECT_EQ(reason_for(registry, "broken_missing_function"), "variant 'broken-variant' lacks a required function");
}

TEST_F(BrokenPlugins, IdTwiceInOneLibraryIsRefused) {
    EXPECT_EQ(reason_for(registry, "broken_twice"), "variant id 'broken-variant' appears twice in the library");
}

TEST_F(BrokenPlugins, DuplicateIdAcrossLibrariesIsRefused) {
    const std::string why = reason_for(registry, "broken_duplicate_id");
    EXPECT_EQ(why.rfind("duplicate variant id 'example-frogs', already provided by ", 0), 0u) << why;
    EXPECT_NE(why.find("libdamka_example.so"), std::string::npos) << why;
}

// The ELF check refuses it before the dynamic loader sees it.
TEST_F(BrokenPlugins, NonLibraryIsRefusedBeforeLoading) {
    EXPECT_EQ(reason_for(registry, "libgarbage"), "not an ELF library: 24 bytes, shorter than an ELF header");
}

TEST_F(BrokenPlugins, GoodPluginsStillLoad) {
    ASSERT_NE(registry.find("example-frogs"), nullptr);
    EXPECT_EQ(registry.find("broken-variant"), nullptr);
    EXPECT_EQ(registry.problems().size(), 9u); // the eight broken libraries and the non-library
}

// ABI 1.1 grew by a new extension id only ("damka.rulebook/1"): a plugin whose table says 1.0
// and that answers no extension still loads and plays its part; it simply names no rulebook,
// while the in-tree plugins name theirs.
TEST_F(BrokenPlugins, PluginBuiltForAbi1_0StillLoads) {
    EXPECT_EQ(reason_for(registry, "broken_old_abi_1_0"), "<not refused>");
    const damka::Variant *old = registry.find("old-abi-1-0");
    ASSERT_NE(old, nullptr);
    EXPECT_EQ(old->rulebook(), "");
    EXPECT_EQ(old->rulebook_title(), "");
    EXPECT_FALSE(old->from_pieces({}, 0)); // nor offers damka.board-setup/1: an error, not a crash
    const damka::Variant *frogs = registry.find("example-frogs");
    ASSERT_NE(frogs, nullptr);
    EXPECT_EQ(frogs->rulebook(), "winning-ways"); // the SDK example names its rules
    if (const damka::Variant *russian = registry.find("russian")) {
        EXPECT_EQ(russian->rulebook(), "fsr");
    }
}

// "damka.tiebreaks/1": the registry reads the tie-breaks (and the scoring they go with) a plugin
// recommends: those the host picked by the variant's id before issue 42 (Ashtarashki: points
// 4.6, balls 5.1; Adiukh's 24-point sums; Multiphase's phases won), and none from a plugin that
// declares none (the SDK example, the draughts family) or answers no extension at all (1.0).
TEST_F(BrokenPlugins, RecommendedTiebreaksAreRead) {
    using Codes = std::vector<std::string>;
    for (const char *id : {"example-frogs", "old-abi-1-0"}) {
        const damka::Variant *v = registry.find(id);
        ASSERT_NE(v, nullptr) << id;
        EXPECT_EQ(v->recommended_tiebreaks(), Codes{}) << id;
        EXPECT_EQ(v->recommended_scoring(), "") << id;
    }
    if (const damka::Variant *russian = registry.find("russian")) {
        EXPECT_EQ(russian->recommended_tiebreaks(), Codes{});
    }
    if (const damka::Variant *ashtarashki = registry.find("ashtarashki")) {
        EXPECT_EQ(ashtarashki->recommended_tiebreaks(), (Codes{"VTB-D", "VTB", "BH-C1", "BH"}));
        EXPECT_EQ(ashtarashki->recommended_scoring(), "variant");
    }
    for (const char *id : {"adiukh", "multiphase"})
        if (const damka::Variant *v = registry.find(id)) {
            EXPECT_EQ(v->recommended_tiebreaks(), (Codes{"VTB", "BH-C1", "BH", "SB"})) << id;
            EXPECT_EQ(v->recommended_scoring(), "") << id;
        }
    if (const damka::Variant *bashni = registry.find("russian-column")) { // Adiukh's plugin, none
        EXPECT_EQ(bashni->recommended_tiebreaks(), Codes{});
    }
}

TEST(Registry, MissingFileAndFolderAreReported) {
    PluginRegistry r;
    EXPECT_FALSE(r.load_file("/nonexistent/libnothing.so"));
    EXPECT_EQ(r.load_directory("/nonexistent-folder"), 0);
    ASSERT_EQ(r.problems().size(), 2u);
    EXPECT_EQ(r.problems()[0].reason, "no such file");
    EXPECT_EQ(r.problems()[1].reason, "is not a folder");
}

TEST(Registry, SameLibraryLoadsOnce) {
    PluginRegistry r;
    const std::string lib = std::string(DAMKA_TEST_PLUGIN_DIR) + "/libdamka_example.so";
    EXPECT_TRUE(r.load_file(lib));
    EXPECT_TRUE(r.load_file(lib));
    EXPECT_TRUE(r.problems().empty());
    int frogs = 0;
    for (const auto &v : r.variants()) frogs += v.id() == "example-frogs";
    EXPECT_EQ(frogs, 1);
}

TEST(Registry, DamkaPluginPathIsSearched) {
    ::setenv("DAMKA_PLUGIN_PATH", "/first:/second/dir", 1);
    const auto dirs = PluginRegistry::default_search_path();
    ::unsetenv("DAMKA_PLUGIN_PATH");
    ASSERT_EQ(dirs.size(), 3u);
    EXPECT_EQ(dirs[0], DAMKA_TEST_PLUGIN_DIR);
    EXPECT_EQ(dirs[1], "/first");
    EXPECT_EQ(dirs[2], "/second/dir");
}

// Every plugin exports its entry point and nothing else but, where it reads files on the plugin
// path (ABI 1.5: the draughts family's rules files), damka_plugin_search_path (hidden
// visibility plus the version script of plugin-api/cmake).
TEST(Registry, EveryPluginExportsOnlyTheEntrySymbol) {
    int checked = 0;
    for (const auto &entry : fs::directory_iterator(DAMKA_TEST_PLUGIN_DIR)) {
        if (entry.path().extension() != ".so") continue;
        const std::string symbols =
            run("nm -D --defined-only " + entry.path().string() + " | awk '{print $3}' | grep -v '^$'");
        if (entry.path().filename() == "libdamka_draughts.so")
            EXPECT_EQ(symbols, "damka_plugin_entry\ndamka_plugin_search_path\n") << entry.path();
        else
            EXPECT_EQ(symbols, "damka_plugin_entry\n") << entry.path();
        ++checked;
    }
    EXPECT_GE(checked, 1);
}

// The CLI reports refused plugins on stderr and still lists the good ones.
TEST(Registry, CliListsGoodVariantsAndReportsBrokenOnes) {
    const std::string out =
        run(std::string(DAMKA_BINARY_DIR) + "/bin/damka variants --plugins " + DAMKA_BROKEN_PLUGIN_DIR + " 2>&1");
    EXPECT_NE(out.find("example-frogs"), std::string::npos) << out;
    EXPECT_NE(out.find("damka: plugin refused: "), std::string::npos) << out;
    EXPECT_NE(out.find("broken_wrong_abi.so: built for ABI version 2"), std::string::npos) << out;
}

} // namespace
