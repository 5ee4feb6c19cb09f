// A match of two teams of two boards over three rounds from the command line: the same boards
// every round, the teams changing colours each round, won on game points. Worked out by hand.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::add_teams;
using damka::testing::CliRun;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

// T1: P1, P2; T2: P3, P4. The first-named team is White on board 1, Black on board 2:
//   R1: T1-T2  P1-P3 1-0, P4-P2 1/2   T1 1.5 : 0.5 T2
//   R2: T2-T1  P3-P1 1-0, P2-P4 0-1   T2 2 : 0
//   R3: T1-T2  P1-P3 1/2, P4-P2 1/2   1 : 1
// Game points: T1 1.5 + 0 + 1 = 2.5, T2 0.5 + 2 + 1 = 3.5: T2 wins the match. Match points
// 2-1-0: T1 2 + 0 + 1 = 3, T2 0 + 2 + 1 = 3. SB: T2 3 x 3.5 = 10.5, T1 3 x 2.5 = 7.5.
TEST(CliTeamMatch, TwoTeamsThreeRoundsWonOnGamePoints) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("match.db")).toStdString();
    ASSERT_TRUE(says(run_damka("event create --db " + db + " --name Match --system team-match --boards 2 --rounds 3"),
                     "team-match"));
    ASSERT_TRUE(add_teams(db, 2, 2));
    const char *pairings[3][3] = {{"match 1: T1 - T2", "board 1: P1 (1) - P3 (3)", "board 2: P4 (4) - P2 (2)"},
                                  {"match 1: T2 - T1", "board 1: P3 (3) - P1 (1)", "board 2: P2 (2) - P4 (4)"},
                                  {"match 1: T1 - T2", "board 1: P1 (1) - P3 (3)", "board 2: P4 (4) - P2 (2)"}};
    const char *results[3][2] = {{"1-0", "1/2"}, {"1-0", "0-1"}, {"1/2", "1/2"}};
    for (int r = 0; r < 3; ++r) {
        const CliRun paired = run_damka("round pair --db " + db);
        for (const char *line : pairings[r]) EXPECT_TRUE(says(paired, line)) << "round " << r + 1;
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        for (int b = 0; b < 2; ++b)
            ASSERT_EQ(
                run_damka("result set --db " + db + " --match 1 " + std::to_string(b + 1) + " " + results[r][b]).code,
                0);
    }
    EXPECT_TRUE(refused(run_damka("round pair --db " + db), "all 3 rounds are paired"));
    const CliRun st = run_damka("standings --db " + db + " --format csv");
    // Rk, No, Team, Matches, MP, GP, SB, DE
    EXPECT_TRUE(says(st, "1,2,T2,3,3,3.5,10.5,0"));
    EXPECT_TRUE(says(st, "2,1,T1,3,3,2.5,7.5,0"));
    EXPECT_TRUE(says(run_damka("standings --db " + db), "ranked by GP (a match of two teams is won on game points)"));
}

TEST(CliTeamMatch, NeedsTwoTeams) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("m.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name M --system team-match --boards 1 --rounds 2").code, 0);
    ASSERT_TRUE(add_teams(db, 3, 1));
    EXPECT_TRUE(refused(run_damka("round pair --db " + db), "a match of two teams needs two teams; this event has 3"));
}

} // namespace
