// A Double-Swiss (FIDE C.04.5) event from the command line: `--system double-swiss` (a
// micro-match event, two games a pairing with colours reversed, openings drawn as for
// `--micro-match`), three rounds worked out by hand below, a single forfeited game that still
// makes a played match, a match forfeited whole, the PAB worth a game won and a game drawn,
// and the TRF round trip with record 192 and two round columns a match.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"
#include "tests/support/event_csv.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;
using damka::testing::scores;

std::string new_event(const QTemporaryDir &dir, const std::string &name) {
    const std::string db = dir.filePath(QString::fromStdString(name + ".db")).toStdString();
    const std::string openings = dir.filePath(QStringLiteral("openings.txt")).toStdString();
    std::ofstream(openings) << "1. c3-d4 d6-c5\n";
    EXPECT_EQ(run_damka("event create --db " + db + " --name DS --system double-swiss --rounds 3 --scoring 2-1-0").code,
              0);
    EXPECT_EQ(run_damka("event openings --db " + db + " " + openings).code, 0);
    for (int p = 1; p <= 5; ++p)
        EXPECT_EQ(
            run_damka("player add --db " + db + " P" + std::to_string(p) + " --rating " + std::to_string(2100 - 10 * p))
                .code,
            0);
    return db;
}

void result(const std::string &db, int board, int game, const std::string &r) {
    const CliRun set =
        run_damka("result set " + std::to_string(board) + " " + r + " --game " + std::to_string(game) + " --db " + db);
    ASSERT_EQ(set.code, 0) << set.out;
}

// Five players P1..P5 (TPN by rating), 2-1-0 points a game, three rounds.
// Round 1 (C.04.5 3.4): the PAB goes to the lowest score, most matches played, largest TPN: P5.
//   One scoregroup 1 2 3 4: identifier 1 2 3 4 (3.6.2), so 1-3 and 2-4. Colours (4.3.1, nobody
//   has played): the higher ranked player takes the initial colour (White) with an odd TPN,
//   the other with an even one: P1 White in game 1, P4 White against P2.
//   Results: 1-3 game 1 won by P1, game 2 drawn (P1 3, P3 1); 4-2 both won by P4 (4 and 0);
//   P5's PAB = a game won and a game drawn = 3 (1.4).
// Round 2: scores P4 4, P1 3, P5 3, P3 1, P2 0. PAB first (3.4.2 lowest score): P2 (the
//   others 1 3 4 5 can be paired: 4-1, 5-3). Top scoregroup {4} is odd: one upfloater ([C4])
//   with the highest score ([C5]: 3): P1 comes before P5 in the 3.5.4 order, and [C6] agrees
//   (P5 upfloated would leave P1-P3, who met). Match 1-4: HRP P4 (more points); 4.3.2 one
//   White each; 4.3.3 no round with different colours; 4.3.4 the HRP alternates its last
//   colour: P4 Black, P1 White. Then {5} with upfloater P3: HRP P5 has no colour yet, so
//   4.3.2 (no Whites either) and 4.3.4 do not decide; 4.3.5 alternates P3's Black: P3 White.
//   Results: 1-4 game 1 forfeited by P4, game 2 won by P4: 2-2, a played match (Preface: only
//   a player forfeiting both games ends it by forfeit). 3-5: P3 forfeits both games: a forfeit
//   match won by P5 (4 points), who may meet P3 again but may not get a PAB ([C2]).
// Round 3 (the last): P5 7, P4 6, P1 5, P2 3, P3 1. PAB: P2 had one and P5 won a match by
//   forfeit ([C2]); the lowest score is P3 (1), and 1 2 4 5 can be paired (1-2, 4-5): P3.
//   {5} takes upfloater P4 (6, [C5]); then {1} with P2. 5-4: HRP P5 has no White (PAB and a
//   forfeit match give no colour), P4 one: 4.3.2 gives P5 White. 1-2: P1 had two Whites, P2
//   none: P2 White.
TEST(CliDoubleSwiss, ThreeRoundsWorkedByHand) {
    QTemporaryDir dir;
    const std::string db = new_event(dir, "ds");
    const CliRun r1 = run_damka("round pair --db " + db);
    ASSERT_EQ(r1.code, 0) << r1.out;
    for (const char *line : {"board 1.1: P1 (1) - P3 (3)", "board 1.2: P3 (3) - P1 (1)", "board 2.1: P4 (4) - P2 (2)",
                             "board 2.2: P2 (2) - P4 (4)", "opening c3-d4 d6-c5"})
        EXPECT_TRUE(says(r1, line)) << r1.out;
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    result(db, 1, 1, "1-0");
    result(db, 1, 2, "1/2");
    result(db, 2, 1, "1-0");
    result(db, 2, 2, "0-1");
    auto s = scores(db);
    EXPECT_DOUBLE_EQ(s.at(1), 3);
    EXPECT_DOUBLE_EQ(s.at(3), 1);
    EXPECT_DOUBLE_EQ(s.at(4), 4);
    EXPECT_DOUBLE_EQ(s.at(2), 0);
    EXPECT_DOUBLE_EQ(s.at(5), 3); // C.04.5 1.4: a game won and a game drawn

    const CliRun r2 = run_damka("round pair --db " + db);
    ASSERT_EQ(r2.code, 0) << r2.out;
    for (const char *line : {"board 1.1: P1 (1) - P4 (4)", "board 2.1: P3 (3) - P5 (5)"})
        EXPECT_TRUE(says(r2, line)) << r2.out;
    EXPECT_TRUE(says(r2, "P2")) << r2.out; // the PAB
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    result(db, 1, 1, "+-"); // P4 does not come to game 1
    result(db, 1, 2, "1-0"); // P4 (White in game 2) wins
    result(db, 2, 1, "-+"); // P3 forfeits both games
    result(db, 2, 2, "+-");
    s = scores(db);
    EXPECT_DOUBLE_EQ(s.at(1), 5);
    EXPECT_DOUBLE_EQ(s.at(4), 6);
    EXPECT_DOUBLE_EQ(s.at(5), 7);
    EXPECT_DOUBLE_EQ(s.at(2), 3);
    EXPECT_DOUBLE_EQ(s.at(3), 1);

    const CliRun r3 = run_damka("round pair --db " + db);
    ASSERT_EQ(r3.code, 0) << r3.out;
    for (const char *line : {"board 1.1: P5 (5) - P4 (4)", "board 2.1: P2 (2) - P1 (1)"})
        EXPECT_TRUE(says(r3, line)) << r3.out;
    EXPECT_TRUE(says(run_damka("round explain --db " + db), "C.04.5")) << "explanations cite the system";

    // A manual pairing may repeat the forfeited match 3-5 but not the played one 1-4, even
    // though one of its games was forfeited (C.04.5 Preface, [C1]).
    ASSERT_EQ(run_damka("round undo --db " + db).code, 0);
    const CliRun rematch = run_damka("round pair --db " + db + " --manual '3-5,1-4,2-bye'");
    EXPECT_TRUE(refused(rematch, "P1 (1) and P4 (4) already met in round 2")) << rematch.out;
    EXPECT_FALSE(has(rematch, "P3 (3) and P5 (5) already met")) << rematch.out;
    EXPECT_TRUE(has(rematch, "P2 (2) already scored a win without playing in round 2")) << rematch.out; // [C2]

    // TRF: record 192 names the system; a match is two round columns.
    const CliRun trf = run_damka("trf export --db " + db);
    EXPECT_TRUE(says(trf, "192 FIDE_DOUBLESWISS")) << trf.out;
    EXPECT_TRUE(says(trf, "Double-Swiss system (FIDE C.04.5)")) << trf.out;
}

// A foreign TRF naming FIDE_DOUBLESWISS (ETT26) with two columns a match becomes a Double-Swiss
// event of one round a match; columns that do not make matches are refused by name.
TEST(CliDoubleSwiss, ForeignTrfColumnsBecomeMatches) {
    QTemporaryDir dir;
    const std::string trf = dir.filePath(QStringLiteral("in.trf")).toStdString();
    const std::string db = dir.filePath(QStringLiteral("i.db")).toStdString();
    // Match 1: P1 (White in game 1) beats P2 in game 1, game 2 drawn; P3's PAB fills both columns.
    std::ofstream(trf) << "012 Foreign Double-Swiss\n192 FIDE_DOUBLESWISS\nXXR 6\n"
                          "001    1 m    Player 1                          2090                             1.5    1"
                          "     2 w 1     2 b =\n"
                          "001    2 m    Player 2                          2080                             0.5    3"
                          "     1 b 0     1 w =\n"
                          "001    3 m    Player 3                          2070                             1.5    2"
                          "  0000 - U  0000 - U\n";
    const CliRun imported = run_damka("trf import " + trf + " --db " + db);
    ASSERT_EQ(imported.code, 0) << imported.out;
    const CliRun info = run_damka("event info --db " + db);
    EXPECT_TRUE(says(info, "double-swiss")) << info.out;
    const auto bs = damka::testing::boards(db);
    ASSERT_EQ(bs.size(), 2u); // one match, two games
    std::ofstream(trf) << "012 Foreign Double-Swiss\n192 FIDE_DOUBLESWISS\nXXR 6\n"
                          "001    1 m    Player 1                          2090                             1.5    1"
                          "     2 w 1     3 b =\n"
                          "001    2 m    Player 2                          2080                             0.5    3"
                          "     1 b 0  0000 - U\n"
                          "001    3 m    Player 3                          2070                             1.5    2"
                          "  0000 - U     1 w =\n";
    EXPECT_TRUE(refused(run_damka("trf import " + trf + " --db " + dir.filePath("j.db").toStdString()),
                        "the two games of a match must have the same opponent"));
}

} // namespace
