// A Scheveningen match of two teams of four from the command line: the pairings of the
// published 4-board table, results board by board, and the standings won on game points,
// every number worked out by hand below.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

// Team A: P1..P4 (A1..A4), team B: P5..P8 (B1..B4). The 4-board table ("A1-B1": A1 White):
//   R1: A1-B1 A2-B2 B3-A3 B4-A4    boards P1-P5  P2-P6  P7-P3  P8-P4
//   R2: B2-A1 B1-A2 A3-B4 A4-B3    boards P6-P1  P5-P2  P3-P8  P4-P7
//   R3: A1-B3 A2-B4 B1-A3 B2-A4    boards P1-P7  P2-P8  P5-P3  P6-P4
//   R4: B4-A1 B3-A2 A3-B2 A4-B1    boards P8-P1  P7-P2  P3-P6  P4-P5
// Results (White first) and A's points on boards 1-4:
//   R1: 1-0 1/2 0-1 1/2   A 1 ½ 1 ½ = 3    B 1
//   R2: 1-0 0-1 1/2 1-0   A 0 1 ½ 1 = 2.5  B 1.5
//   R3: 0-1 1/2 1-0 0-1   A 0 ½ 0 1 = 1.5  B 2.5
//   R4: 1/2 1-0 1-0 0-1   A ½ 0 1 0 = 1.5  B 2.5
// Game points: A 8.5, B 7.5 (16 games). Match points 2-1-0: A wins R1, R2 = 4; B wins R3,
// R4 = 4. Equal on match points, A wins the match on game points.
// SB (opponent's MP x game points against it): A 4 x 8.5 = 34, B 4 x 7.5 = 30.
// Players: P1 1+0+0+½ = 1.5, P2 ½+1+½+0 = 2, P3 1+½+0+1 = 2.5, P4 ½+1+1+0 = 2.5,
//          P5 0+0+1+1 = 2, P6 ½+1+0+0 = 1.5, P7 0+0+1+1 = 2, P8 ½+½+½+½ = 2.
const char *results[4][4] = {{"1-0", "1/2", "0-1", "1/2"},
                             {"1-0", "0-1", "1/2", "1-0"},
                             {"0-1", "1/2", "1-0", "0-1"},
                             {"1/2", "1-0", "1-0", "0-1"}};
const char *boards[4][4] = {{"P1 (1) - P5 (5)", "P2 (2) - P6 (6)", "P7 (7) - P3 (3)", "P8 (8) - P4 (4)"},
                            {"P6 (6) - P1 (1)", "P5 (5) - P2 (2)", "P3 (3) - P8 (8)", "P4 (4) - P7 (7)"},
                            {"P1 (1) - P7 (7)", "P2 (2) - P8 (8)", "P5 (5) - P3 (3)", "P6 (6) - P4 (4)"},
                            {"P8 (8) - P1 (1)", "P7 (7) - P2 (2)", "P3 (3) - P6 (6)", "P4 (4) - P5 (5)"}};

TEST(CliScheveningen, TwoTeamsOfFourToTheEnd) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("match.db")).toStdString();
    ASSERT_TRUE(says(run_damka("event create --db " + db + " --name 'Town match' --system scheveningen --boards 4"),
                     "scheveningen"));
    for (int p = 1; p <= 8; ++p)
        ASSERT_EQ(run_damka("player add --db " + db + " 'P" + std::to_string(p) + "'").code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " A --players 1,2,3,4").code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " B --players 5,6,7,8").code, 0);
    for (int r = 0; r < 4; ++r) {
        const CliRun paired = run_damka("round pair --db " + db);
        ASSERT_EQ(paired.code, 0) << paired.out;
        if (r == 0) {
            EXPECT_TRUE(says(paired, "Scheveningen match of 2 teams: 4 rounds (one round a board)"));
        }
        for (int b = 0; b < 4; ++b)
            EXPECT_TRUE(says(paired, "board " + std::to_string(b + 1) + ": " + boards[r][b])) << "round " << r + 1;
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        for (int b = 0; b < 4; ++b)
            ASSERT_EQ(
                run_damka("result set --db " + db + " --match 1 " + std::to_string(b + 1) + " " + results[r][b]).code,
                0);
    }
    EXPECT_TRUE(refused(run_damka("round pair --db " + db), "all 4 rounds are paired")); // the match is over
    const CliRun r2 = run_damka("team matches --db " + db + " --round 2");
    EXPECT_TRUE(says(r2, "match 1: A - B  2.5 : 1.5  match points 2 : 0"));
    const CliRun st = run_damka("standings --db " + db + " --format csv");
    // Rk, No, Team, Matches, MP, GP, SB, DE
    EXPECT_TRUE(says(st, "1,1,A,4,4,8.5,34,0"));
    EXPECT_TRUE(says(st, "2,2,B,4,4,7.5,30,0"));
    // One table of the players (a B player moves from board to board): name, rating, team,
    // points, games, played.
    for (const char *row : {"P3,0,A,2.5,4,4", "P1,0,A,1.5,4,4", "P8,0,B,2,4,4", "P6,0,B,1.5,4,4"})
        EXPECT_TRUE(says(st, row)) << row;
    EXPECT_TRUE(says(run_damka("standings --db " + db), "ranked by GP (a Scheveningen match is won on game points)"));
}

TEST(CliScheveningen, TwoTeamsAndAPublishedTable) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("m.db")).toStdString();
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name M --system scheveningen --boards 9"),
                        "the Scheveningen tables are published for 1..8 boards, not 9"));
    ASSERT_EQ(run_damka("event create --db " + db + " --name M --system double-scheveningen --boards 2").code, 0);
    for (int p = 1; p <= 6; ++p)
        ASSERT_EQ(run_damka("player add --db " + db + " 'P" + std::to_string(p) + "'").code, 0);
    for (const char *t : {"A --players 1,2", "B --players 3,4", "C --players 5,6"})
        ASSERT_EQ(run_damka("team add --db " + db + " " + t).code, 0);
    EXPECT_TRUE(
        refused(run_damka("round pair --db " + db), "a Scheveningen match is between two teams; this event has 3"));
}

// The double Scheveningen plays the table twice, colours reversed: 2 boards, 4 rounds.
//   R1: A1-B1 A2-B2   R2: B2-A1 B1-A2   R3: B1-A1 B2-A2   R4: A1-B2 A2-B1
TEST(CliScheveningen, TheDoubleMatchReversesTheColours) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("d.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name D --system double-scheveningen --boards 2").code, 0);
    for (int p = 1; p <= 4; ++p)
        ASSERT_EQ(run_damka("player add --db " + db + " 'P" + std::to_string(p) + "'").code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " A --players 1,2").code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " B --players 3,4").code, 0);
    const char *expected[4][2] = {{"P1 (1) - P3 (3)", "P2 (2) - P4 (4)"},
                                  {"P4 (4) - P1 (1)", "P3 (3) - P2 (2)"},
                                  {"P3 (3) - P1 (1)", "P4 (4) - P2 (2)"},
                                  {"P1 (1) - P4 (4)", "P2 (2) - P3 (3)"}};
    for (int r = 0; r < 4; ++r) {
        const CliRun paired = run_damka("round pair --db " + db);
        if (r == 0) {
            EXPECT_TRUE(says(paired, "double Scheveningen match of 2 teams: 4 rounds (two rounds a board)"));
        }
        EXPECT_TRUE(says(paired, std::string("board 1: ") + expected[r][0])) << r + 1;
        EXPECT_TRUE(says(paired, std::string("board 2: ") + expected[r][1])) << r + 1;
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        ASSERT_EQ(run_damka("result set --db " + db + " --match 1 all +-").code, 0);
    }
}

} // namespace
