// A 10-team, 4-board team Swiss of Russian draughts from the command line, five rounds to the
// end (the "done when"): each round's pairing worked out by hand from FIDE C.04.6, the
// results entered board by board, and the team standings (MP, GP, SB, DE) worked out by hand.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::add_teams;
using damka::testing::CliRun;
using damka::testing::run_damka;
using damka::testing::says;

// Teams T1..T10 (TPN = team number, C.04.6 1.1.2 as the event declares it); team t has players
// 4t-3..4t on boards 1-4, all unrated. Match points 2-1-0, game points 1-0.5-0, Type A colour
// preferences (C.04.6 1.7), initial-colour White (4.1). Board colours alternate from board 1.
//
// A match is written "white team-black team: first team's game points" (the team named first
// has White on board 1). The boards of a match give the first team: 3 = 1 1 1 0, 2.5 =
// 1 ½ 1 0, 2 = ½ ½ ½ ½, 1.5 = 0 ½ 0 1, 1 = 0 0 0 1.
//
// Round 1. One scoregroup; 3.6: the first identifier is tops 1-5, bottoms 6-10. Colours 4.3.1:
// the first-team (smaller TPN) odd gets White, even gets Black.
//   1-6: 3   7-2: 1.5   3-8: 2   9-4: 1   5-10: 2
// After: MP 2 {1,2,4}, MP 1 {3,5,8,10}, MP 0 {6,7,9}. GP 1:3 2:2.5 3:2 4:3 5:2 6:1 7:1.5 8:2
// 9:1 10:2. Nobody has a Type A preference (one match: CD ±1 and no "last two").
//
// Round 2. {1,2,4} is odd: one upfloater ([C4]) from MP 1 ([C5]), first {3} (3.5.4); legal, and
// the rest of MP 1 {5,8,10} can take one upfloater (6) and pair ([C6]). Bracket 1 2 3 4: first
// identifier 1 2 3 4 -> 1-3 2-4. Then {5,8,10} + first upfloater {6}: tops 5 6, bottoms 8 10
// (5-10 met): 5-8 6-10. Then 7-9.
// Colours: 1-3: first-team 1 (2 MP), both W, equal CD and history: 4.3.8, 1 Black -> 3-1.
// 2-4: first-team 4 (more GP), both B: 4.3.8 4 White -> 4-2. 5-8: CD +1 against -1: 4.3.5
// -> 8-5. 6-10: first-team 10, both B: 4.3.8 -> 10-6. 7-9: first-team 7 (more GP), both W:
// 4.3.8 -> 9-7.
//   3-1: 2.5   4-2: 3   8-5: 2   10-6: 3   9-7: 1.5
// Floated in round 2 (different scores): 1, 3, 6, 10.
// After: MP 4 {4}, 3 {3,10}, 2 {1,2,5,7,8}, 0 {6,9}. GP 1:4.5 2:3.5 3:4.5 4:6 5:4 6:2 7:4 8:4
// 9:2.5 10:5. Preferences: 2 (BB) White, 3 (WW) Black, 6 (BB) White, 9 (WW) Black.
//
// Round 3 (of 5: [C7] and [C10] apply). {4} + one from MP 3: {3} and {10} both pass [C6] and
// both floated last round ([C7] 1 each): the first, {3}: 3-4. {10} + one from MP 2: {1} floated
// ([C7] 1), {2} did not: {2}: 2-10. {1,5,7,8}: identifier 1 5 7 8 has 5-8 (met): 1 5 8 7 ->
// 1-8 5-7. Then 6-9.
// Colours: 3-4: 3 wants Black (4.3.2) -> 4-3. 2-10: 2 wants White -> 2-10. 1-8: CD 0 both, no
// preference; last colours B (1) and W (8): 4.3.6 first-team 1 White -> 1-8. 5-7: same
// history WB: 4.3.8 first-team 5 (TPN) from B to White -> 5-7. 6-9: opposite wishes -> 6-9.
//   4-3: 2   2-10: 2.5   1-8: 3   5-7: 1   6-9: 2
// After: MP 5 {4}, 4 {1,2,3,7}, 3 {10}, 2 {5,8}, 1 {6,9}. GP 1:7.5 2:6 3:6.5 4:8 5:5 6:4 7:7
// 8:5 9:4.5 10:6.5. Preferences: 4 (BWW) Black, 7 (WBB) White; the others none.
//
// Round 4 (the last two rounds: no [C7], [C10]). {4} + {1} (first of MP 4; [C6] passes: 2 3 7
// + 5 pair as 2-5 3-7): 1-4. {2,3,7} + {10} (MP 3): 2 met 7 and 10, so 2-3 7-10. {5,8} met:
// no set of 0 upfloaters; two: {6,9}: identifier 5 6 8 9 has 5-8: 5 6 9 8 -> 5-9 6-8.
// Colours: 1-4: 4 wants Black -> 1-4. 2-3: CD -1 against +1: 4.3.5 -> 2-3. 7-10: 7 wants White
// -> 7-10. 5-9: CD +1 both, last W (5) against B (9): 4.3.6 first-team 5 Black -> 9-5. 6-8:
// last W (6) against B (8): 4.3.6 first-team 8 White -> 8-6.
//   1-4: 2.5   2-3: 2   7-10: 3   9-5: 2.5   8-6: 1.5
// After: MP 6 {1,7}, 5 {2,3,4}, 3 {6,9,10}, 2 {5,8}. GP 1:10 2:8 3:8.5 4:9.5 5:6.5 6:6.5 7:10
// 8:6.5 9:7 10:7.5. Preferences: 1 (WBWW, CD +2) Black, 2 (BBWW) Black, 3 (WWBB) White, 6
// (CD -2) White, 9 (CD +2) Black, 10 (CD -2) White.
//
// Round 5 (last). {1,7}: 1-7 ([C6] fails: 2 3 4 have all met, but no set of fewer upfloaters
// exists). {2,3,4} need three upfloaters; the best scores {6,9,10} leave 5-8 (met, [C3]); next
// profile (3, 3, 2): {6,9,5} first. Bracket 2 3 4 5 6 9: 2 3 4 5 6 9 has 4-9 (met); 2 3 4 5 9 6
// -> 2-5 3-9 4-6, no preference unfulfilled. Then 8-10.
// Colours: 7-1: first-team 1 (TPN; MP and GP equal) wants Black -> 7-1. 5-2: 2 wants Black.
// 3-9: opposite wishes. 6-4: 6 wants White. 10-8: 10 wants White.
//   7-1: 2   5-2: 1   3-9: 2.5   6-4: 1.5   10-8: 3
const char *const pairings[5][5] = {
    {"T1 - T6", "T7 - T2", "T3 - T8", "T9 - T4", "T5 - T10"}, {"T3 - T1", "T4 - T2", "T8 - T5", "T10 - T6", "T9 - T7"},
    {"T4 - T3", "T2 - T10", "T1 - T8", "T5 - T7", "T6 - T9"}, {"T1 - T4", "T2 - T3", "T7 - T10", "T9 - T5", "T8 - T6"},
    {"T7 - T1", "T5 - T2", "T3 - T9", "T6 - T4", "T10 - T8"},
};
const double first_team_points[5][5] = {
    {3, 1.5, 2, 1, 2}, {2.5, 3, 2, 3, 1.5}, {2, 2.5, 3, 1, 2}, {2.5, 2, 3, 2.5, 1.5}, {2, 1, 2.5, 1.5, 3},
};

// The first team's points on boards 1-4 for its match total, as the results entered: board 1
// and 3 the first team has White, boards 2 and 4 Black.
std::vector<std::string> board_results(double total) {
    const std::vector<double> boards = total == 3 ? std::vector<double>{1, 1, 1, 0}
        : total == 2.5                            ? std::vector<double>{1, 0.5, 1, 0}
        : total == 2                              ? std::vector<double>{0.5, 0.5, 0.5, 0.5}
        : total == 1.5                            ? std::vector<double>{0, 0.5, 0, 1}
                                                  : std::vector<double>{0, 0, 0, 1};
    std::vector<std::string> out;
    for (size_t b = 0; b < 4; ++b) {
        const bool first_white = b % 2 == 0;
        const double p = boards[b];
        out.push_back(p == 0.5 ? "1/2" : (p == 1) == first_white ? "1-0" : "0-1");
    }
    return out;
}

// Final standings by hand. MP and GP by summing the rounds above:
//   T1 2+0+2+2+1 = 7, GP 3+1.5+3+2.5+2 = 12     T2 2+0+2+1+2 = 7, GP 2.5+1+2.5+2+3 = 11
//   T3 1+2+1+1+2 = 7, GP 2+2.5+2+2+2.5 = 11     T4 2+2+1+0+2 = 7, GP 3+3+2+1.5+2.5 = 12
//   T5 1+1+0+0+0 = 2, GP 2+2+1+1.5+1 = 7.5      T6 0+0+1+2+0 = 3, GP 1+1+2+2.5+1.5 = 8
//   T7 0+2+2+2+1 = 7, GP 1.5+2.5+3+3+2 = 12     T8 1+1+0+0+0 = 2, GP 2+2+1+1.5+1 = 7.5
//   T9 0+0+1+2+0 = 3, GP 1+1.5+2+2.5+1.5 = 8.5  T10 1+2+0+0+2 = 5, GP 2+3+1.5+1+3 = 10.5
//   (MP 50 = 25 matches x 2; GP 100 = 25 x 4.)
// SB = the sum of each opponent's MP times the game points scored against it:
//   T4: T9 3x3 + T2 7x3 + T3 7x2 + T1 7x1.5 + T6 3x2.5 = 9+21+14+10.5+7.5 = 62
//   T1: T6 3x3 + T3 7x1.5 + T8 2x3 + T4 7x2.5 + T7 7x2 = 9+10.5+6+17.5+14 = 57
//   T7: T2 7x1.5 + T9 3x2.5 + T5 2x3 + T10 5x3 + T1 7x2 = 10.5+7.5+6+15+14 = 53
//   T2: T7 7x2.5 + T4 7x1 + T10 5x2.5 + T3 7x2 + T5 2x3 = 17.5+7+12.5+14+6 = 57
//   T3: T8 2x2 + T1 7x2.5 + T4 7x2 + T2 7x2 + T9 3x2.5 = 4+17.5+14+14+7.5 = 57
//   T10: T5 2x2 + T6 3x3 + T2 7x1.5 + T7 7x1 + T8 2x3 = 4+9+10.5+7+6 = 36.5
//   T9: T4 7x1 + T7 7x1.5 + T6 3x2 + T5 2x2.5 + T3 7x1.5 = 7+10.5+6+5+10.5 = 39
//   T6: T1 7x1 + T10 5x1 + T9 3x2 + T8 2x2.5 + T4 7x1.5 = 7+5+6+5+10.5 = 33.5
//   T8: T3 7x2 + T5 2x2 + T1 7x1 + T6 3x1.5 + T10 5x1 = 14+4+7+4.5+5 = 34.5
//   T5: T10 5x2 + T8 2x2 + T7 7x1 + T9 3x1.5 + T2 7x1 = 10+4+7+4.5+7 = 32.5
// Ranking: MP 7 and GP 12: T4 (SB 62), T1 (57), T7 (53); MP 7 and GP 11: T2 and T3 tie on SB
// 57; they met (round 4, 2:2), DE 1 each: shared 4-5. T10 (5); MP 3: T9 (GP 8.5), T6 (8); MP 2,
// GP 7.5: T8 (SB 34.5), T5 (32.5).
TEST(CliTeamSwiss, TenTeamsFourBoardsFiveRounds) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("swiss.db")).toStdString();
    ASSERT_TRUE(says(run_damka("event create --db " + db +
                               " --name 'Team Swiss' --variant russian --system team-swiss --boards 4 --rounds 5"),
                     "team-swiss"));
    ASSERT_TRUE(add_teams(db, 10, 4)); // T1: P1-P4, T2: P5-P8, ...
    for (int r = 0; r < 5; ++r) {
        const CliRun paired = run_damka("round pair --db " + db);
        ASSERT_EQ(paired.code, 0) << paired.out;
        for (int m = 0; m < 5; ++m) {
            const std::string line = "match " + std::to_string(m + 1) + ": " + pairings[r][m] + " (boards " +
                std::to_string(4 * m + 1) + "-" + std::to_string(4 * m + 4) + ")";
            EXPECT_TRUE(says(paired, line)) << "round " << r + 1 << ": " << line << "\n" << paired.out;
        }
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        for (int m = 0; m < 5; ++m) {
            const std::vector<std::string> results = board_results(first_team_points[r][m]);
            for (int b = 0; b < 4; ++b)
                ASSERT_EQ(run_damka("result set --db " + db + " --match " + std::to_string(m + 1) + " " +
                                    std::to_string(b + 1) + " " + results[size_t(b)])
                              .code,
                          0);
        }
    }
    EXPECT_FALSE(says(run_damka("round pair --db " + db), "match 1")); // all 5 rounds are paired
    const CliRun st = run_damka("standings --db " + db + " --format csv");
    // Rk, No, Team, Matches, MP, GP, SB, DE
    EXPECT_TRUE(says(st, "1,4,T4,5,7,12,62,0")) << st.out;
    EXPECT_TRUE(says(st, "2,1,T1,5,7,12,57,0"));
    EXPECT_TRUE(says(st, "3,7,T7,5,7,12,53,0"));
    EXPECT_TRUE(says(st, "4-5,2,T2,5,7,11,57,1"));
    EXPECT_TRUE(says(st, "4-5,3,T3,5,7,11,57,1"));
    EXPECT_TRUE(says(st, "6,10,T10,5,5,10.5,36.5,0"));
    EXPECT_TRUE(says(st, "7,9,T9,5,3,8.5,39,0"));
    EXPECT_TRUE(says(st, "8,6,T6,5,3,8,33.5,0"));
    EXPECT_TRUE(says(st, "9,8,T8,5,2,7.5,34.5,0"));
    EXPECT_TRUE(says(st, "10,5,T5,5,2,7.5,32.5,0"));
}

// Five teams of 2 boards: a pairing-allocated bye each round, scored as a drawn match (C.04.6
// 1.4: 1 MP of 2-1-0 and 1 GP, half of the 2 boards), never to the same team twice ([C2]).
// Round 1: tops 1 2, bottoms 3 4; 3.4: the bye to the largest TPN, 5. Colours 4.3.1: 1-3, 4-2.
// Results: 1-3 2:0, 4-2 0:2. After: 1 and 2 on 2 MP, 5 on 1 (bye), 3 and 4 on 0.
// Round 2: the bye: lowest score 3 and 4, one match each: larger TPN 4 (5 is barred). Then
// {1,2} pair: 1-2; 5 + upfloater 3: 3-5. Colours: 1-2, first-team 1 (TPN): CD +1 against 2's
// -1: 4.3.5 -> 2-1. 3-5: first-team 5 (1 MP) never played, 3 has CD -1: 4.3.5 -> 3-5.
TEST(CliTeamSwiss, ThePairingAllocatedByeScoresADrawnMatch) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("bye.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Bye --system team-swiss --boards 2 --rounds 2").code, 0);
    ASSERT_TRUE(add_teams(db, 5, 2)); // T1: P1, P2; T2: P3, P4; ...
    const CliRun r1 = run_damka("round pair --db " + db);
    ASSERT_EQ(r1.code, 0) << r1.out;
    EXPECT_TRUE(says(r1, "match 1: T1 - T3 (boards 1-2)")) << r1.out;
    EXPECT_TRUE(says(r1, "match 2: T4 - T2 (boards 3-4)"));
    EXPECT_TRUE(says(r1, "pairing-allocated bye (FIDE C.04.6 1.4: a drawn match, 1 MP, 1 GP): T5"));
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    for (const char *r : {" --match 1 1 1-0", " --match 1 2 0-1", " --match 2 1 0-1", " --match 2 2 1-0"})
        ASSERT_EQ(run_damka("result set --db " + db + r).code, 0);
    // The rounds are declared, not taken from the teams: the arbiter may add one (C.04.1 1).
    EXPECT_TRUE(says(run_damka("event edit --db " + db + " --rounds 3"), "rounds: 2 -> 3"));
    const CliRun r2 = run_damka("round pair --db " + db);
    ASSERT_EQ(r2.code, 0) << r2.out;
    EXPECT_TRUE(says(r2, "match 1: T2 - T1 (boards 1-2)")) << r2.out;
    EXPECT_TRUE(says(r2, "match 2: T3 - T5 (boards 3-4)"));
    EXPECT_TRUE(says(r2, "pairing-allocated bye (FIDE C.04.6 1.4: a drawn match, 1 MP, 1 GP): T4"));
    // After round 1: T5 has 1 MP and 1 GP from the bye, no match played.
    const CliRun st = run_damka("standings --db " + db + " --after 1 --format csv");
    EXPECT_TRUE(says(st, ",5,T5,0,1,1,0,0")) << st.out;
    EXPECT_TRUE(says(run_damka("team matches --db " + db + " --round 1"),
                     "pairing-allocated bye (a drawn match, FIDE C.04.6 1.4): T5"));

    // TRF after round 1 (round 2 is a draft): 320 gives the bye's 1.0 MP and 1.0 GP (2 boards
    // x 0.5) and its team, 005; 310 of T5: MP 1.0, GP 1.0, rank 3 (T1 and T2 share 1st on
    // 2 MP, 2 GP, SB 0 and no DE; T3, T4 share 4th), players 9 and 10.
    const CliRun trf = run_damka("trf export --db " + db);
    ASSERT_EQ(trf.code, 0) << trf.out;
    EXPECT_TRUE(says(trf, "\n320  1.0  1.0 005\n"));
    EXPECT_TRUE(says(trf,
                     "\n310   5 T5" + std::string(30, ' ') + " " + std::string(5, ' ') + " " + std::string(6, ' ') +
                         "    1.0    1.0   3     9   10\n"));
    EXPECT_TRUE(says(trf, "092 Team Swiss system (FIDE C.04.6)"));
    // Back from the TRF, the event pairs round 2 as the original did: the bye history ([C2])
    // and the colours came back with it.
    const std::string file = dir.filePath(QStringLiteral("bye.trf")).toStdString();
    const std::string back = dir.filePath(QStringLiteral("back.db")).toStdString();
    ASSERT_EQ(run_damka("trf export --db " + db + " -o " + file).code, 0);
    ASSERT_EQ(run_damka("trf import " + file + " --db " + back).code, 0);
    EXPECT_EQ(run_damka("trf export --db " + back).out, trf.out);
    ASSERT_EQ(run_damka("event edit --db " + back + " --rounds 3").code, 0);
    const CliRun again = run_damka("round pair --db " + back);
    EXPECT_TRUE(says(again, "match 1: T2 - T1 (boards 1-2)")) << again.out;
    EXPECT_TRUE(says(again, "match 2: T3 - T5 (boards 3-4)"));
    EXPECT_TRUE(says(again, "pairing-allocated bye (FIDE C.04.6 1.4: a drawn match, 1 MP, 1 GP): T4"));
}

} // namespace
