// A Dubov Swiss (FIDE C.04.4.1) from the command line: `--system dubov`, two rounds worked out by
// hand, unrated players refused (1.1), TRF export with record 192 and its import.
#include "cli_swiss_helpers.hpp"

#include <gtest/gtest.h>

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

// Six players rated 2090 .. 2040 (TPN order).
// Round 1: nobody has played (3.2.3): G1 = 1 2 3, G2 = 4 5 6, S1 = 1 2 3 meets T2 = 4 5 6;
//   5.2.1: the higher ranked player's odd TPN takes White: P1-P4, P5-P2, P3-P6. 1, 2, 3 win.
// Round 2: scoregroup 1 = 1 (had White: wants Black), 2 (Black: wants White), 3 (wants Black)
//   is odd: one upfloater from 4 (wants White), 5 (wants Black), 6 (wants White). [C7]: 4 or 6
//   leave every preference granted; the 4.2 order takes 4. G1 = 2 4 (White seekers); ARO(2) =
//   2050 (P5) < ARO(4) = 2090 (P1): S1 = 2 4; T2 = 1 3 (4 has not met 3): P2-P1, P4-P3 (both
//   preferences, 5.2.2). Then 6 (wants White) - 5: P6-P5.
TEST(CliDubov, TwoRoundsWorkedByHand) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("dubov.db")).toStdString();
    ASSERT_NO_FATAL_FAILURE(create_six_player_event(db, "Dubov", "dubov", 5));
    expect_boards(run_damka("round pair --db " + db),
                  {"board 1: P1 (1) - P4 (4)", "board 2: P5 (5) - P2 (2)", "board 3: P3 (3) - P6 (6)"});
    ASSERT_NO_FATAL_FAILURE(publish_with_results(db, {"1 1-0", "2 0-1", "3 1-0"}));
    expect_boards(run_damka("round pair --db " + db),
                  {"board 1: P2 (2) - P1 (1)", "board 2: P4 (4) - P3 (3)", "board 3: P6 (6) - P5 (5)"});
    EXPECT_TRUE(says(run_damka("round explain --db " + db), "C.04.4.1 3.2.2"));
    const CliRun trf = run_damka("trf export --db " + db);
    EXPECT_TRUE(says(trf, "192 FIDE_DUBOV")) << trf.out;
    EXPECT_TRUE(says(trf, "Swiss system, Dubov (FIDE C.04.4.1)")) << trf.out;
}

TEST(CliDubov, UnratedPlayersAreNamed) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("d.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name D --system dubov --rounds 3").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " A --rating 1800").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " B").code, 0);
    EXPECT_TRUE(refused(run_damka("round pair --db " + db), "provisional one (1.1.2) to: 2"));
}

// A foreign TRF with 192 FIDE_DUBOV (ETT26) and no Damka lines becomes a Dubov event.
TEST(CliDubov, ImportReadsRecord192) {
    QTemporaryDir dir;
    EXPECT_TRUE(says(import_foreign_trf(dir, "Foreign Dubov", "192 FIDE_DUBOV"), "dubov"));
}

} // namespace
