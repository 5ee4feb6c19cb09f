// A 6-team round robin of 2-board matches from the command line, to the end: the standings
// with match points, game points, team Sonneborn-Berger and direct encounter, the crosstable
// of the teams and the board standings. Every expected number is worked out by hand below.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::add_teams;
using damka::testing::CliRun;
using damka::testing::run_damka;
using damka::testing::says;

// Teams T1..T6; team t has players 2t-1 (board 1) and 2t (board 2), unrated.
// C.05 Annex 1, 6 teams (damka pairing --berger 6):
//   R1: 1-6 2-5 3-4   R2: 6-4 5-3 1-2   R3: 2-6 3-1 4-5   R4: 6-5 1-4 2-3   R5: 3-6 4-2 5-1
// Each match's boards as the first-named team's points: board 1 (its player White), board 2
// (its player Black):
//   R1: T1-T6 1,1 (2:0)      T2-T5 1,½ (1.5:0.5)   T3-T4 ½,½ (1:1)
//   R2: T6-T4 0,0 (0:2)      T5-T3 ½,½ (1:1)       T1-T2 ½,0 (0.5:1.5)
//   R3: T2-T6 1,1 (2:0)      T3-T1 ½,0 (0.5:1.5)   T4-T5 ½,½ (1:1)
//   R4: T6-T5 ½,½ (1:1)      T1-T4 ½,½ (1:1)       T2-T3 1,0 (1:1)
//   R5: T3-T6 1,1 (2:0)      T4-T2 1,½ (1.5:0.5)   T5-T1 forfeited by T5 (0:2)
struct Match {
    const char *board1, *board2;
}; // the results as entered (White's view)
// First-team points -> result: board 1 (first team White) 1 = 1-0, ½ = 1/2, 0 = 0-1;
// board 2 (first team Black) 1 = 0-1, ½ = 1/2, 0 = 1-0.
const Match rounds[5][3] = {
    {{"1-0", "0-1"}, {"1-0", "1/2"}, {"1/2", "1/2"}},     {{"0-1", "1-0"}, {"1/2", "1/2"}, {"1/2", "1-0"}},
    {{"1-0", "0-1"}, {"1/2", "1-0"}, {"1/2", "1/2"}},     {{"1/2", "1/2"}, {"1/2", "1/2"}, {"1-0", "1-0"}},
    {{"1-0", "0-1"}, {"1-0", "1/2"}, {nullptr, nullptr}}, // R5 match 3: the whole match forfeited
};

// Totals by hand (match points 2-1-0, game points 1-0.5-0):
//   T1: W2 L0.5 W1.5 D1 W2(forfeit)  MP 2+0+2+1+2 = 7  GP 7
//   T2: W1.5 W1.5 W2 D1 L0.5         MP 2+2+2+1+0 = 7  GP 6.5
//   T3: D1 D1 L0.5 D1 W2             MP 1+1+0+1+2 = 5  GP 5.5
//   T4: D1 W2 D1 D1 W1.5             MP 1+2+1+1+2 = 7  GP 6.5
//   T5: L0.5 D1 D1 D1 L0             MP 0+1+1+1+0 = 3  GP 3.5
//   T6: L0 L0 L0 D1 L0               MP 1             GP 1      (MP 30 = 15 matches x 2; GP 30)
// SB = sum of opponent's MP x game points scored against it:
//   T1: T6 1x2 + T2 7x0.5 + T3 5x1.5 + T4 7x1 + T5 3x2 = 2+3.5+7.5+7+6 = 26
//   T2: T5 3x1.5 + T1 7x1.5 + T6 1x2 + T3 5x1 + T4 7x0.5 = 4.5+10.5+2+5+3.5 = 25.5
//   T4: T3 5x1 + T6 1x2 + T5 3x1 + T1 7x1 + T2 7x1.5 = 5+2+3+7+10.5 = 27.5
//   T3: T4 7x1 + T5 3x1 + T1 7x0.5 + T2 7x1 + T6 1x2 = 7+3+3.5+7+2 = 22.5
//   T5: T2 7x0.5 + T3 5x1 + T4 7x1 + T6 1x1 + T1 7x0 = 3.5+5+7+1 = 16.5
//   T6: T5 3x1 = 3
// Ranking: T1 (MP 7, GP 7); T4 and T2 tie on MP 7 and GP 6.5, SB 27.5 > 25.5 puts T4 second;
// T3 (5), T5 (3), T6 (1). No tie is left for DE.
TEST(CliTeamRoundRobin, SixTeamsToTheEnd) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("league.db")).toStdString();
    ASSERT_TRUE(
        says(run_damka("event create --db " + db + " --name 'Club league' --system team-round-robin --boards 2"),
             "team-round-robin"));
    ASSERT_TRUE(add_teams(db, 6, 2)); // T1: P1, P2; T2: P3, P4; ...
    for (int r = 0; r < 5; ++r) {
        const CliRun paired = run_damka("round pair --db " + db);
        ASSERT_EQ(paired.code, 0) << paired.out;
        if (r == 0) {
            EXPECT_TRUE(says(paired, "team round robin of 6 teams: 5 rounds (Berger table of the teams)"));
        }
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        for (int m = 0; m < 3; ++m) {
            const std::string match = " --match " + std::to_string(m + 1);
            if (!rounds[r][m].board1) {
                ASSERT_TRUE(says(run_damka("result set --db " + db + match + " all -+"), "forfeited by T5"));
                continue;
            }
            ASSERT_EQ(run_damka("result set --db " + db + match + " 1 " + rounds[r][m].board1).code, 0);
            ASSERT_EQ(run_damka("result set --db " + db + match + " 2 " + rounds[r][m].board2).code, 0);
        }
    }
    const CliRun st = run_damka("standings --db " + db + " --format csv");
    // Rk, No, Team, Matches, MP, GP, SB, DE
    EXPECT_TRUE(says(st, "1,1,T1,5,7,7,26,0"));
    EXPECT_TRUE(says(st, "2,4,T4,5,7,6.5,27.5,0"));
    EXPECT_TRUE(says(st, "3,2,T2,5,7,6.5,25.5,0"));
    EXPECT_TRUE(says(st, "4,3,T3,5,5,5.5,22.5,0"));
    EXPECT_TRUE(says(st, "5,5,T5,5,3,3.5,16.5,0"));
    EXPECT_TRUE(says(st, "6,6,T6,5,1,1,3,0"));
    const CliRun text = run_damka("standings --db " + db);
    EXPECT_TRUE(says(text, "SB  team Sonneborn-Berger (FIDE C.07 9.1"));
    EXPECT_TRUE(says(text, "DE  direct encounter (FIDE C.07 6)"));
    // Board 1 by hand (players 1, 3, 5, 7, 9, 11):
    //   P1: 1 ½ ½ ½ 1(forfeit) = 3.5 in 5 games, 4 played;  P3: 1 ½ 1 1 0 = 3.5, 5 played;
    //   P7: ½ 1 ½ ½ 1 = 3.5;  P5: ½ ½ ½ 0 1 = 2.5;  P9: 0 ½ ½ ½ 0(forfeit) = 1.5, 4 played;
    //   P11: 0 0 0 ½ 0 = 0.5.  (15 games, 15 points.) All unrated: no ARO or TPR; ranked by points.
    EXPECT_TRUE(says(st, "P1,0,T1,3.5,5,4,,"));
    EXPECT_TRUE(says(st, "P9,0,T5,1.5,5,4,,"));
    EXPECT_TRUE(says(st, "P11,0,T6,0.5,5,5,,"));
    // The crosstable: T1's row in the standings' order (T1, T4, T2, T3, T5, T6): *, 1, 0.5, 1.5, 2, 2.
    const CliRun ct = run_damka("crosstable --db " + db + " --format csv");
    EXPECT_TRUE(says(ct, "1,1,T1,*,1,0.5,1.5,2,2,7,7"));
    EXPECT_TRUE(says(ct, "6,6,T6,0,0,0,0,1,*,1,1"));
    const CliRun r5 = run_damka("team matches --db " + db + " --round 5");
    EXPECT_TRUE(says(r5, "match 3: T5 - T1  0 : 2  match points 0 : 2 (forfeited)"));
    EXPECT_TRUE(says(r5, "match 2: T4 - T2  1.5 : 0.5  match points 2 : 0"));
}

} // namespace
