// A Burstein Swiss (FIDE C.04.4.2) from the command line: `--system burstein`, two rounds worked
// out by hand (a Dutch seeding round, then a round ranked by the Index), TRF export with record
// 192 and its import.
#include "cli_swiss_helpers.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::create_six_player_event;
using damka::testing::expect_boards;
using damka::testing::import_foreign_trf;
using damka::testing::publish_with_results;
using damka::testing::run_damka;
using damka::testing::says;

// Six players rated 2090 .. 2040 (TPN order), two rounds: 1.6.2 one seeding round.
// Round 1 (Dutch, C.04.3): S1 = 1 2 3, S2 = 4 5 6: P1-P4, P5-P2, P3-P6. 1, 2, 3 win.
// Round 2 (Burstein): bracket 1 = 1 2 3, Index BH = SB = 0 (their opponents have 0): BSN by TPN.
//   Wishes: 1 and 3 Black, 2 White. One pair, one floater; [C6] all score 1; [C7] each floater
//   leaves two pairs below. [C8]: 1-3 misses one, 1-2 and 2-3 none; 4.3: 1-2 (BSN 1's opponent
//   2) before 2-3 (BSN 1 floats): P2-P1, 3 floats.
//   Bracket 0 + 3: BH(4) = BH(5) = BH(6) = 1, SB 0; BH(3) = 0: BSN 4 5 6 3. 3-6 met. Wishes: 4
//   and 6 White, 5 and 3 Black: 4-6 5-3 misses two, 4-3 5-6 none: P4-P3, P6-P5.
TEST(CliBurstein, TwoRoundsWorkedByHand) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("burstein.db")).toStdString();
    ASSERT_NO_FATAL_FAILURE(create_six_player_event(db, "Burstein", "burstein", 2));
    expect_boards(run_damka("round pair --db " + db),
                  {"board 1: P1 (1) - P4 (4)", "board 2: P5 (5) - P2 (2)", "board 3: P3 (3) - P6 (6)"});
    EXPECT_TRUE(says(run_damka("round explain --db " + db), "C.04.4.2 1.6: round 1 is a seeding round"));
    ASSERT_NO_FATAL_FAILURE(publish_with_results(db, {"1 1-0", "2 0-1", "3 1-0"}));
    expect_boards(run_damka("round pair --db " + db),
                  {"board 1: P2 (2) - P1 (1)", "board 2: P4 (4) - P3 (3)", "board 3: P6 (6) - P5 (5)"});
    EXPECT_TRUE(says(run_damka("round explain --db " + db), "C.04.4.2 1.8, 4.1"));
    const CliRun trf = run_damka("trf export --db " + db);
    EXPECT_TRUE(says(trf, "192 FIDE_BURSTEIN")) << trf.out;
    EXPECT_TRUE(says(trf, "Swiss system, Burstein (FIDE C.04.4.2)")) << trf.out;
}

// A foreign TRF with 192 FIDE_BURSTEIN_BAKU (ETT26) and no Damka lines becomes a Burstein event
// with Baku acceleration.
TEST(CliBurstein, ImportReadsRecord192) {
    QTemporaryDir dir;
    const CliRun info = import_foreign_trf(dir, "Foreign Burstein", "192 FIDE_BURSTEIN_BAKU");
    EXPECT_TRUE(says(info, "burstein")) << info.out;
    EXPECT_TRUE(says(info, "Baku acceleration")) << info.out; // the _BAKU suffix
}

} // namespace
