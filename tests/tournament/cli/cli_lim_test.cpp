// A Lim Swiss (FIDE C.04.4.3) from the command line: `--system lim`, two rounds worked out by
// hand, no acceleration, TRF export with record 192 CUSTOM_SWISS and Damka's Lim line, and the
// import of a file that names Lim.
#include "cli_swiss_helpers.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::create_six_player_event;
using damka::testing::expect_boards;
using damka::testing::import_foreign_trf;
using damka::testing::publish_with_results;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

// Six players rated 2090 .. 2040.
// Round 1 (Article 7): no PAB (even); 1-4, 2-5, 3-6; #1 White by lot, the odd-numbered of the
//   top half White: P1-P4, P5-P2, P3-P6. P1, P2, P3 win.
// Round 2: Median (2.2) = half a win: nobody has it. Group "win" {1, 2, 3} is paired first,
//   downward; one floats (2.3 d). No median residents: all are type c alike (3.9). 3.2.2: #1
//   and #3 are due Black (had White), #2 White: a player due Black evens the group; the lowest
//   numbered of them, #3, floats down; 1-2 remain.
//   Group 0 {4, 5, 6} upward: #4 and #6 due White, #5 Black; the mirror of 3.2.2/3.2.4: the
//   "lowest numbered" upward is #4, due White like most: #4 floats up; 5-6 remain.
//   Median: #3 (from above) meets #4 (from below).
//   Colours (5.5-5.6, each his due colour): P2-P1, P4-P3, P6-P5.
TEST(CliLim, TwoRoundsWorkedByHand) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("lim.db")).toStdString();
    ASSERT_NO_FATAL_FAILURE(create_six_player_event(db, "Lim", "lim", 5));
    expect_boards(run_damka("round pair --db " + db),
                  {"board 1: P1 (1) - P4 (4)", "board 2: P5 (5) - P2 (2)", "board 3: P3 (3) - P6 (6)"});
    ASSERT_NO_FATAL_FAILURE(publish_with_results(db, {"1 1-0", "2 0-1", "3 1-0"}));
    expect_boards(run_damka("round pair --db " + db),
                  {"board 1: P2 (2) - P1 (1)", "board 2: P4 (4) - P3 (3)", "board 3: P6 (6) - P5 (5)"});
    const CliRun why = run_damka("round explain --db " + db);
    EXPECT_TRUE(says(why, "C.04.4.3 3.9: 3 floats down")) << why.out;
    EXPECT_TRUE(says(why, "Median Score-group")) << why.out;
    const CliRun trf = run_damka("trf export --db " + db);
    EXPECT_TRUE(says(trf, "192 CUSTOM_SWISS")) << trf.out;
    EXPECT_TRUE(says(trf, "### damka pairing-system lim")) << trf.out;
    EXPECT_TRUE(says(trf, "Swiss system, Lim (FIDE C.04.4.3)")) << trf.out;
    // The export reads back as a Lim event.
    const std::string file = dir.filePath(QStringLiteral("lim.trf")).toStdString();
    std::ofstream(file) << trf.out;
    const std::string db2 = dir.filePath(QStringLiteral("back.db")).toStdString();
    ASSERT_EQ(run_damka("trf import " + file + " --db " + db2).code, 0);
    EXPECT_TRUE(says(run_damka("event info --db " + db2), "lim"));
}

TEST(CliLim, NoAcceleration) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("a.db")).toStdString();
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name L --system lim --rounds 5 --acceleration baku"),
                        "Median"));
}

// A foreign TRF with the provisional 192 FIDE_LIM becomes a Lim event.
TEST(CliLim, ImportReadsFideLim) {
    QTemporaryDir dir;
    EXPECT_TRUE(says(import_foreign_trf(dir, "Foreign Lim", "192 FIDE_LIM"), "lim"));
}

} // namespace
