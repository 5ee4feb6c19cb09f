// The generic solver (host/solver) on the SDK example (Toads and Frogs, rules in
// plugin-api/example/frogs.cpp) and on Ashtarashki, through the plugin ABI only. Expected
// answers are worked out by hand next to each test.
#include "core/plugin_registry.hpp"
#include "solver/solver.hpp"

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>

namespace {

using namespace damka;

const Variant &variant(const std::string &id) {
    static PluginRegistry registry;
    static const bool loaded = registry.load_directory(DAMKA_TEST_PLUGIN_DIR) > 0;
    const Variant *v = loaded ? registry.find(id) : nullptr;
    if (!v) throw std::runtime_error(id + " is not in " DAMKA_TEST_PLUGIN_DIR);
    return *v;
}

Game game(const std::string &id, const std::string &setup) {
    Expected<Game> g = variant(id).new_game(setup);
    if (!g) throw std::runtime_error("set-up refused: " + g.error());
    return std::move(g).value();
}

solver::Solution solve(const Game &g, int depth, int min_points = 1) {
    solver::Options o;
    o.depth = depth;
    o.min_points = min_points;
    o.max_nodes = 5'000'000;
    return solver::solve(g, o);
}

// Replays `line` on `g` and returns the result at its end (the line must be legal).
GameResult replay(Game g, const std::vector<std::string> &line) {
    for (const std::string &m : line) {
        Expected<MoveRecord> r = g.play(m);
        if (!r) throw std::runtime_error("move " + m + " refused: " + r.error());
    }
    return g.status();
}

// Toads (T, cell 1) and a Frog (cell 2), Toads to move. The toad's only move is the jump 1x3;
// the frog's only reply is 2-1; the toad steps 3-4 and the frog on cell 1 has no move, so
// Toads win with their 2nd move, not with their 1st.
TEST(Solver, ShortestWinAndItsLine) {
    const Game g = game("example-frogs", "TF...... T");
    const solver::Solution one = solve(g, 1);
    EXPECT_FALSE(one.win);
    EXPECT_FALSE(one.stopped);
    EXPECT_EQ(one.lost_in, 0);
    const solver::Solution two = solve(g, 2);
    ASSERT_TRUE(two.win);
    EXPECT_EQ(two.moves, 2);
    EXPECT_EQ(two.line, (std::vector<std::string>{"1x3", "2-1", "3-4"}));
    ASSERT_EQ(two.winning_moves.size(), 1u);
    EXPECT_EQ(two.winning_moves[0].notation, "1x3");
    EXPECT_EQ(two.line_result.winner, 0);
}

// Frogs to move in ".TF..... F": the frog must jump 3x1, the toad steps 2-3 and the frog on
// cell 1 is stuck: the side to move has no win and is lost, Toads winning with 1 move.
TEST(Solver, LostRootIsReported) {
    const solver::Solution s = solve(game("example-frogs", ".TF..... F"), 3);
    EXPECT_FALSE(s.win);
    EXPECT_EQ(s.lost_in, 1);
}

// Ashtarashki 7.4 after 1... M2b4?: the seed's line 2. M3g7 M2:a3 3. M2b4V M2b2 4. V2c5 M2:c1
// 5. V2b6 is forced for Black (two compulsory captures, 3.4, and 3... M2b2 is Black's only
// move: h8's only square g7 is taken and a3's other squares are b4, held by White, and off
// the board), so White wins within 4 moves; the found line must replay to a White win.
TEST(Solver, SeedTrap_7_4) {
    Game g = game("ashtarashki", "White: M1 - a3, c1; M2a5; M3f6. Black: M1g1; M2c5; M3 - e1, h8. Black to move.");
    ASSERT_TRUE(g.play("M2b4").has_value());
    const solver::Solution s = solve(g, 4);
    ASSERT_TRUE(s.win);
    EXPECT_LE(s.moves, 4);
    const GameResult end = replay(g.clone(), s.line);
    EXPECT_EQ(end.winner, 0);
}

// Study 8.1 ("White starts and wins"): the solver's answer replays to a White win. The
// solution is not printed in the seed; see plugins/ashtarashki/README.md for what it found.
TEST(Solver, Study_8_1_SolvedLineReplaysToAWhiteWin) {
    const Game g =
        game("ashtarashki", "White: M1c5; M2 - b4, d8; M3 - b8, g3, h8. Black: M1 - b2, e1, h4; M2c1; M3g1.");
    const solver::Solution s = solve(g, 8);
    ASSERT_TRUE(s.win);
    EXPECT_EQ(replay(g.clone(), s.line).winner, 0);
}

// The lines the solver found for the slower studies (README), replayed move by move: each is
// legal and ends with White winning as the study demands (8.3: a clean win, 2 points).
TEST(Solver, StudyLinesReplayToTheDemandedResult_8_2_to_8_4) {
    const GameResult s2 =
        replay(game("ashtarashki", "White: M1 - c1, f6; M2c7; M3h6. Black: M1 - a1, g1; M2 - e1, f8; M3 - a7, h8."),
               {"M1f6-g7", "M2f8:g7", "M3h6:g7", "M3a7-b6", "M2c7-d6V", "M3b6-c5", "V2d6-e5W", "M3c5-d4", "M1c1-d2",
                "M3d4:e5", "M1d2-e3", "M3e5-d6V", "M1e3-d4", "V3d6-c7W", "M1d4-c5", "Wc7-b6", "M1c5:b6"});
    EXPECT_EQ(s2.winner, 0);
    const GameResult s3 =
        replay(game("ashtarashki", "White: M1 - b6, f2; M2d6; V1g7. Black: M1d8; M3 - b8, h8."),
               {"V1g7-f8", "M3b8-a7", "M1b6:a7", "M1d8-c7", "M2d6:c7", "M3h8-g7", "M1f2-e3", "M3g7-f6", "M1e3-f4",
                "M3f6-g7V", "M1f4-e5", "V3g7-h6", "M1e5-f6", "V3h6-g5", "M1f6:g5"});
    EXPECT_EQ(s3.winner, 0);
    EXPECT_EQ(s3.points[0], 2);
    const GameResult s4 = replay(game("ashtarashki", "White: V2c1; M2 - d6, g1. Black: M1 - a1, e1; M2 - d2, f2."),
                                 {"M2d6-e5V", "M2d2-c3V", "V2c1-b2", "M2f2-g3V", "M2g1-h2", "V2c3-d2", "V2b2-c1W",
                                  "V2d2-c3W", "M2h2-g1V", "Wc3-b2",  "V2g1-f2",  "Wb2-a3Z", "Wc1-d2",  "V2g3-h2",
                                  "V2f2-g1W", "V2h2-g3W", "Wd2-c3",  "Wg3-f2",   "Wc3-b4",  "Wf2-e3Z"});
    EXPECT_EQ(s4.winner, 0);
}

// `damka rules VARIANT solve` end to end: the answer, the main line and the exit code.
TEST(SolveCommand, PrintsTheWinAndTheLine) {
    const auto [out, code] = damka::testing::run_damka("rules example-frogs solve --setup 'TF...... T' --depth 2");
    EXPECT_EQ(code, 0) << out;
    EXPECT_NE(out.find("forced win for Toads within 2 moves"), std::string::npos) << out;
    EXPECT_NE(out.find("main line: 1. 1x3 2-1 2. 3-4"), std::string::npos) << out;
    EXPECT_NE(out.find("winning first moves within 2 (moves to win): 1x3 (2)"), std::string::npos) << out;
}

TEST(SolveCommand, RefusesABadDepth) {
    const auto [out, code] = damka::testing::run_damka("rules example-frogs solve --depth 0");
    EXPECT_EQ(code, 3) << out;
    EXPECT_NE(out.find("--depth from 1 to 40"), std::string::npos) << out;
}

} // namespace
