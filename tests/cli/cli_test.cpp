// End-to-end tests of the `damka` command line against the SDK example plugin (Toads and
// Frogs, rules in plugin-api/example/frogs.cpp), so they hold whatever other plugins exist.
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <sstream>
#include <utility>
#include <vector>
#include <cstdio>
#include <memory>
#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

TEST(Cli, VariantsListsTheExamplePlugin) {
    const CliRun r = run_damka("variants");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "example-frogs")) << r.out;
    EXPECT_TRUE(has(r, "Toads and Frogs (SDK example)")) << r.out;
    EXPECT_TRUE(has(r, "libdamka_example.so")) << r.out;
}

TEST(Cli, MovesFromTheStart) {
    // TTT..FFF, Toads to move: only the front toad (cell 3) can step into cell 4.
    const CliRun r = run_damka("rules example-frogs moves");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out, "3-4\n");
}

TEST(Cli, MovesAfterMovesAndFromASetup) {
    // TT.T.FFF, Frogs: cell 6 steps to 5. From "T.F.T... T": toad 1 has cell 2 empty -> 1-2;
    // toad 5 steps to 6; no jump since cell 3 holds a frog with cell 4 empty only for the
    // toad at 2, which does not exist.
    EXPECT_EQ(run_damka("rules example-frogs moves --moves 3-4").out, "6-5\n");
    EXPECT_EQ(run_damka("rules example-frogs moves --setup 'T.F.T... T'").out, "1-2\n5-6\n");
}

TEST(Cli, PlayPrintsPositionSideAndStatus) {
    const CliRun r = run_damka("rules example-frogs play --moves '1. 3-4 6-5 2. 4x6'");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "moves played: 3")) << r.out;
    EXPECT_TRUE(has(r, "position: TT..FTFF F")) << r.out;
    EXPECT_TRUE(has(r, "to move: Frogs")) << r.out;
    EXPECT_TRUE(has(r, "status: ongoing")) << r.out;
}

TEST(Cli, PlayReportsTheEnd) {
    // "TF...... F": the frog on 2 jumps nothing (cell 1 holds a toad, cell 0 does not exist)
    // and cannot step onto the toad: Frogs have no move, Toads win 1:0.
    const CliRun r = run_damka("rules example-frogs play --setup 'TF...... F' --moves ''");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "status: Toads wins 1:0 (Frogs have no legal move)")) << r.out;
}

TEST(Cli, PlayJson) {
    const CliRun r = run_damka("rules example-frogs play --moves 3-4 --json");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "\"position\": \"TT.T.FFF F\"")) << r.out;
    EXPECT_TRUE(has(r, "\"side_to_move\": 1")) << r.out;
    EXPECT_TRUE(has(r, "\"outcome\": \"ongoing\"")) << r.out;
}

TEST(Cli, IllegalMoveStopsWithNumberMoveAndReason) {
    const CliRun r = run_damka("rules example-frogs play --moves '3-4 6-5 1-2'");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(has(r, "move 3 '1-2' is refused: '1-2' is not legal here")) << r.out;
}

TEST(Cli, MalformedMoveAndSetupAreRefused) {
    CliRun r = run_damka("rules example-frogs play --moves 'x9'");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(has(r, "move 1 'x9' is refused: 'x9' is not a move")) << r.out;
    r = run_damka("rules example-frogs moves --setup 'TTQ..FFF T'");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_TRUE(has(r, "the set-up was refused: cell 3 holds 'Q'")) << r.out;
}

TEST(Cli, PerftAndDivide) {
    // From the start: 3-4; then 6-5 is Frogs' only move; then Toads have 2-3 and 4x6 (2).
    EXPECT_EQ(run_damka("rules example-frogs perft 1").out, "1\n");
    EXPECT_EQ(run_damka("rules example-frogs perft 2").out, "1\n");
    EXPECT_EQ(run_damka("rules example-frogs perft 3").out, "2\n");
    EXPECT_EQ(run_damka("rules example-frogs perft 3 --divide").out, "3-4 2\n\n2\n");
    const CliRun bad = run_damka("rules example-frogs perft deep");
    EXPECT_EQ(bad.code, 3);
    EXPECT_TRUE(has(bad, "perft needs a DEPTH from 0 to 30, not 'deep'")) << bad.out;
}

TEST(Cli, UnknownVariantListsTheKnownOnes) {
    const CliRun r = run_damka("rules no-such-game moves");
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "unknown variant 'no-such-game'; loaded variants: ")) << r.out;
    EXPECT_TRUE(has(r, "example-frogs")) << r.out;
}

TEST(Cli, EveryCommandHasHelp) {
    for (const char *c :
         {"variants --help", "rules --help", "rules example-frogs moves --help", "rules example-frogs play --help",
          "rules example-frogs perft --help", "rules example-frogs board --help"}) {
        const CliRun r = run_damka(c);
        EXPECT_EQ(r.code, 0) << c << ": " << r.out;
        EXPECT_TRUE(has(r, "Usage:")) << c << ": " << r.out;
    }
    // The usage line names the command, not the executable's path.
    EXPECT_TRUE(
        says(run_damka("rules example-frogs perft --help"), "Usage: damka rules example-frogs perft [options] DEPTH"));
    EXPECT_TRUE(says(run_damka("variants --help"), "Usage: damka variants [options]"));
    const CliRun top = run_damka("--help");
    EXPECT_EQ(top.code, 0);
    EXPECT_TRUE(has(top, "variants")) << top.out;
    EXPECT_TRUE(has(top, "rules")) << top.out;
}

// Issue 47: the ids and PDN GameType numbers the loaded plugins take, read from the plugins,
// one line each, sorted by id; the numbers of the PDN 3.0 standard's GameType table.
TEST(Cli, VariantIdsListTheIdsAndGameTypesTaken) {
    const CliRun r = run_damka("variants --ids");
    ASSERT_EQ(r.code, 0) << r.out;
    std::istringstream lines(r.out);
    std::string line;
    ASSERT_TRUE(std::getline(lines, line));
    EXPECT_EQ(line.rfind("id ", 0), 0u) << line;
    std::map<std::string, std::pair<std::string, std::string>> rows; // id -> GameType, plugin file
    std::vector<std::string> ids;
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::string id, gametype, file;
        fields >> id >> gametype >> file;
        ids.push_back(id);
        rows[id] = {gametype, file};
    }
    EXPECT_TRUE(std::is_sorted(ids.begin(), ids.end())) << r.out;
    const auto row = [&](const std::string &id) {
        return rows.count(id) ? rows[id] : std::pair<std::string, std::string>{};
    };
    EXPECT_EQ(row("example-frogs").first, "0") << r.out;
    EXPECT_NE(row("example-frogs").second.find("libdamka_example.so"), std::string::npos) << r.out;
    for (const auto &[id, number] : {std::pair{"russian", "25"}, {"international", "20"}, {"english", "21"}}) {
        EXPECT_EQ(row(id).first, number) << id << "\n" << r.out;
        EXPECT_NE(row(id).second.find("libdamka_draughts.so"), std::string::npos) << id << "\n" << r.out;
    }
    EXPECT_FALSE(has(r, "warning")) << r.out; // no two built-in variants share a GameType number
}

// Issue 47: an action's help answers without its variant loaded; without --help an unknown
// variant is still refused.
TEST(Cli, ActionHelpWithoutTheVariant) {
    EXPECT_TRUE(
        says(run_damka("rules no-such-game perft --help"), "Usage: damka rules no-such-game perft [options] DEPTH"));
    EXPECT_TRUE(says(run_damka("rules no-such-game perft --help"), "--keep-duplicates"));
    for (const char *action : {"moves", "play", "board", "diagram", "solve"})
        EXPECT_TRUE(says(run_damka(std::string("rules no-such-game ") + action + " -h"), "Usage:")) << action;
    EXPECT_TRUE(refused(run_damka("rules no-such-game perft 1"), "unknown variant 'no-such-game'"));
}

// Issue 47: --plugins' help names the folder this program loads its own plugins from: the
// build's here (an installed damka names PREFIX/lib/damka/plugins: tests/package).
TEST(Cli, PluginsHelpNamesTheProgramsPluginFolder) {
    CliRun help = run_damka("variants --help");
    ASSERT_EQ(help.code, 0) << help.out;
    std::string flat; // the help's words without its line breaks
    for (char c : help.out)
        if (!(c == ' ' || c == '\n') || (!flat.empty() && flat.back() != ' ')) flat += (c == '\n' ? ' ' : c);
    EXPECT_NE(flat.find(std::string("the build's plugin folder ") + DAMKA_TEST_PLUGIN_DIR), std::string::npos)
        << help.out;
}

TEST(Cli, UnknownOptionIsRefused) {
    const CliRun r = run_damka("rules example-frogs moves --frobnicate");
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "Unknown option 'frobnicate'")) << r.out;
}

} // namespace
