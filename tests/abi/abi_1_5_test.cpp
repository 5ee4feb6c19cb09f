// ABI 1.5 (plugin_api.h "The plugin path"): the host gives a plugin the folders it searches,
// before the entry point, and lists the files the plugin refuses. Shown with the draughts
// plugin, which reads its rules files there (plugins/draughts/README.md "Rules files"). One
// test: a library reads the path once per process.
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <QTemporaryDir>

#include <filesystem>
#include <fstream>
#include <string>

using damka::PluginRegistry;

namespace fs = std::filesystem;

TEST(Abi1_5, TheVersionIs1_5) {
    EXPECT_EQ(DAMKA_ABI_VERSION, (1u << 16) | 5u);
    PluginRegistry r;
    ASSERT_TRUE(r.load_file(DAMKA_EXAMPLE_PLUGIN));
    EXPECT_EQ(r.find("example-frogs")->plugin_abi_minor(), 5u);
}

TEST(Abi1_5, ThePluginReadsItsFilesFromEveryFolderOfThePathBeforeItsEntry) {
    QTemporaryDir later, open_to_all;
    ASSERT_TRUE(later.isValid() && open_to_all.isValid());
    const std::string good = later.path().toStdString() + "/good.draughts",
                      bad = later.path().toStdString() + "/bad.draughts";
    std::ofstream(good) << "[x-later]\nbase = russian\nname = Later\n";
    std::ofstream(bad) << "[x-bad]\nbase = russian\nname = Bad\nboard = 9\n";
    // A folder every user can write to is refused whole: its files are not read either.
    std::ofstream(open_to_all.path().toStdString() + "/other.draughts") << "[x-open]\nbase = russian\nname = Open\n";
    fs::permissions(open_to_all.path().toStdString(), fs::perms::all);

    PluginRegistry r;
    // The draughts plugin is in the first folder (the build's); the files in a later one.
    r.load_default({later.path().toStdString(), open_to_all.path().toStdString()});
    ASSERT_NE(r.find("russian"), nullptr);
    EXPECT_NE(r.find("x-later"), nullptr) << "a file in a later folder of the path is read";
    EXPECT_NE(r.find("malaysian"), nullptr) << "the build's own rules files are read";
    EXPECT_EQ(r.find("x-bad"), nullptr);
    EXPECT_EQ(r.find("x-open"), nullptr);
    bool bad_listed = false;
    for (const damka::PluginProblem &p : r.problems()) {
        if (p.file == bad) {
            bad_listed = true;
            EXPECT_EQ(p.reason, "line 4: 'board' takes 8, 10 or 12, not '9'");
        }
        EXPECT_EQ(p.file.find("other.draughts"), std::string::npos) << describe(p);
    }
    EXPECT_TRUE(bad_listed) << "the refused file is listed with the refused plugins";
}
