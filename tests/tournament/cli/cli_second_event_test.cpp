// Issue 27, "What a second real event found": a chief arbiter's 64-player Swiss at 2-1-0 run
// from the command line. Each test is one thing that got in his way, on a small event whose
// expected output is worked out by hand next to it.
#include <QDateTime>
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"
#include "tests/support/event_csv.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include <fstream>
#include <string>

namespace {

using damka::testing::add_teams;
using damka::testing::Board;
using damka::testing::boards;
using damka::testing::CliRun;
using damka::testing::csv_rows;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

void write(const std::string &file, const std::string &text) { std::ofstream(file, std::ios::binary) << text; }

// A Swiss of four (P1..P4 rated 2400, 2300, 2200, 2100: registered in the initial order, so
// round 1 renumbers nobody) of `rounds` rounds, with `options` added to `event create`.
std::string four_player_swiss(QTemporaryDir &dir, int rounds = 3, const std::string &options = "") {
    const std::string db = dir.filePath(QStringLiteral("swiss.db")).toStdString();
    EXPECT_EQ(
        run_damka("event create --db " + db + " --name 'Club Swiss' --rounds " + std::to_string(rounds) + " " + options)
            .code,
        0);
    for (int i = 1; i <= 4; ++i)
        EXPECT_EQ(run_damka("player add --db " + db + " P" + std::to_string(i) + " --rating " +
                            std::to_string(2500 - 100 * i))
                      .code,
                  0);
    return db;
}

// Pairs and publishes the next round, then enters White wins on every board.
void play_round_white_wins(const std::string &db) {
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    for (const Board &b : boards(db))
        ASSERT_EQ(run_damka("result set " + std::to_string(b.board) + " 1-0 --db " + db).code, 0);
}

// The Result cells of round `round`'s pairing list, board order.
std::vector<std::string> results_of(const std::string &db, int round) {
    std::vector<std::string> out;
    const auto rows =
        csv_rows(run_damka("pairings --round " + std::to_string(round) + " --db " + db + " --format csv").out);
    for (size_t i = 1; i < rows.size(); ++i)
        if (rows[i].size() >= 5 && !rows[i][0].empty()) out.push_back(rows[i][4]);
    return out;
}

std::string today_utc() { return QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate).toStdString(); }

} // namespace

// Item 1. Round 1 is played (White wins both boards), round 2 is paired on those scores. A
// correction of round 1 now is refused until confirmed, naming round 2 and FIDE C.04.2 (the
// older text's F.7: a corrected result "will only affect pairings yet to be made"); nothing is
// changed by the refusal. While round 2 is a draft, `result set 1 0-1` without --round is for
// round 1 (the current round: the latest published), never for round 2's board 1.
TEST(CliSecondEvent, CorrectionAfterLaterRoundWasPairedNeedsConfirm) {
    QTemporaryDir dir;
    const std::string db = four_player_swiss(dir);
    play_round_white_wins(db);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0); // round 2, a draft

    CliRun r = run_damka("result set 1 0-1 --round 1 --db " + db);
    EXPECT_TRUE(refused(r, "round 2 was already paired on the old result")) << r.out;
    EXPECT_TRUE(
        has(r, "FIDE C.04.2: pairings already made stand; a corrected result only affects pairings yet to be made"))
        << r.out;
    EXPECT_TRUE(has(r, "give --confirm")) << r.out;
    EXPECT_TRUE(has(r, "Round 2 is still a draft")) << r.out; // it can still be paired again
    // No --round: round 1 is the current round while round 2 is a draft.
    r = run_damka("result set 1 0-1 --db " + db);
    EXPECT_TRUE(refused(r, "round 1 board 1: ")) << r.out;
    EXPECT_TRUE(has(r, " was entered 1-0, now 0-1; round 2 was already paired")) << r.out;
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"1-0", "1-0"}));

    // The batch entry has the same protection: nothing entered, the line named.
    const std::string file = dir.filePath(QStringLiteral("r1.txt")).toStdString();
    write(file, "2 0-1\n");
    r = run_damka("result enter " + file + " --round 1 --db " + db);
    EXPECT_TRUE(refused(r, "line 1: round 1 board 2: ")) << r.out;
    EXPECT_TRUE(has(r, "round 2 was already paired on the old result")) << r.out;
    r = run_damka("result enter " + file + " --db " + db); // no --round: round 1 too
    EXPECT_TRUE(refused(r, "line 1: round 1 board 2: ")) << r.out;
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"1-0", "1-0"}));

    // Confirmed: corrected, round 2 stands, the warning printed and audited.
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    r = run_damka("result set 1 0-1 --round 1 --confirm --db " + db);
    EXPECT_TRUE(says(r, "(corrected; was 1-0)")) << r.out;
    EXPECT_TRUE(has(r, "warning: round 2 was paired on the old result and stands (FIDE C.04.2")) << r.out;
    r = run_damka("result enter " + file + " --round 1 --confirm --db " + db);
    EXPECT_TRUE(says(r, "1 of 1 results entered")) << r.out;
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"0-1", "0-1"}));
    const CliRun audit = run_damka("event audit --action result.correct --db " + db);
    EXPECT_TRUE(says(audit, "round 1 board 1: ")) << audit.out;
    EXPECT_TRUE(has(audit, "warning: round 2 was paired on the old result and stands")) << audit.out;
    // Round 2 is the current round now: no --round enters its board 1, not round 1's.
    r = run_damka("result set 1 1/2 --db " + db);
    EXPECT_TRUE(says(r, "round 2 board 1: ")) << r.out;
}

// Item 1 in a team Swiss (FIDE C.04.6 pairs by match points, so C.04.2 holds as well): five
// teams of two boards, round 1 entered (T1-T3 1-0 0-1, T4-T2 0-1 1-0), round 2 paired as a
// draft. A board's correction and a whole match forfeited afterwards both need --confirm.
TEST(CliSecondEvent, TeamSwissCorrectionAfterLaterRoundNeedsConfirm) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("teams.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Teams --system team-swiss --boards 2 --rounds 2").code, 0);
    ASSERT_TRUE(add_teams(db, 5, 2));
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    for (const char *r : {" --match 1 1 1-0", " --match 1 2 0-1", " --match 2 1 0-1", " --match 2 2 1-0"})
        ASSERT_EQ(run_damka("result set --db " + db + r).code, 0);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    CliRun r = run_damka("result set --match 1 1 0-1 --round 1 --db " + db);
    EXPECT_TRUE(refused(r, "round 1 board 1: ")) << r.out;
    EXPECT_TRUE(has(r, "round 2 was already paired on the old result")) << r.out;
    r = run_damka("result set --match 1 all -+ --db " + db); // no --round: round 1, the current round
    EXPECT_TRUE(refused(r, "round 1 match 1 T1 - T3: results entered, now forfeited; round 2 was already paired"))
        << r.out;
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"1-0", "0-1", "0-1", "1-0"}));
    r = run_damka("result set --match 1 all -+ --confirm --db " + db);
    EXPECT_TRUE(says(r, "round 1 match 1 T1 - T3: forfeited by T1")) << r.out;
    EXPECT_TRUE(has(r, "warning: round 2 was paired on the old result and stands")) << r.out;
}

// Item 2. A 2-1-0 round robin of four (Berger round 1: 1-4, 2-3). 2-0, 1-1, 0-2 are results
// there (a win is 2 points), as are 1-0, 1:0, ½ and =; one number or a pair of points the
// scale lacks is refused listing what is accepted. The slip offers 2 1 0 to circle; the wall
// chart's cell of a draw says 1 (Player 2 drew Player 3 with White: "3w1").
TEST(CliSecondEvent, TwoOneZeroHabits) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("rr.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name 'Club RR' --system rr --scoring 2-1-0").code, 0);
    for (int i = 1; i <= 4; ++i)
        ASSERT_EQ(run_damka("player add --db " + db + " 'Player " + std::to_string(i) + "' --rating " +
                            std::to_string(2500 - 100 * i))
                      .code,
                  0);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    CliRun r = run_damka("print slips --db " + db);
    EXPECT_TRUE(says(r, "2   1   0")) << r.out;
    EXPECT_FALSE(has(r, "\xc2\xbd")) << r.out;

    EXPECT_TRUE(says(run_damka("result set 1 2-0 --db " + db), "1-0"));
    EXPECT_TRUE(says(run_damka("result set 2 1-1 --db " + db), "1/2"));
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"1-0", "1/2"}));
    r = run_damka("print wallchart --format csv --db " + db);
    const auto rows = csv_rows(r.out);
    ASSERT_GE(rows.size(), 5u) << r.out;
    EXPECT_EQ(rows[2][1], "Player 2");
    // Round 1's column by its head (the columns naming a player come first: Title, Club...).
    const auto round1 = std::find(rows[0].begin(), rows[0].end(), "1");
    ASSERT_NE(round1, rows[0].end()) << r.out;
    const std::size_t c = std::size_t(round1 - rows[0].begin());
    EXPECT_EQ(rows[2][c], "3w1") << r.out;
    EXPECT_EQ(rows[1][c], "4w2") << r.out;

    for (const char *typed : {"0-2", "0:2", "0:1"})
        EXPECT_TRUE(says(run_damka(std::string("result set 1 ") + typed + " --db " + db), "0-1")) << typed;
    for (const char *typed : {"1:1", "\xc2\xbd", "=", "1-0", "2:0"})
        EXPECT_EQ(run_damka(std::string("result set 2 ") + typed + " --db " + db).code, 0) << typed;
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"0-1", "1-0"}));
    for (const char *typed : {"1", "2-1", "2"}) {
        r = run_damka(std::string("result set 1 ") + typed + " --db " + db);
        EXPECT_TRUE(refused(r, "2-0 or 2:0 (White wins)")) << typed << ": " << r.out;
        EXPECT_TRUE(has(r, "1-1 or 1:1 (draw)")) << r.out;
    }
    // Batch entry reads the same way.
    const std::string file = dir.filePath(QStringLiteral("r1.txt")).toStdString();
    write(file, "1 2:0\n2 1-1\n");
    EXPECT_TRUE(says(run_damka("result enter " + file + " --db " + db), "2 of 2 results entered"));
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"1-0", "1/2"}));
}

// Item 2 in a 1-½-0 event: 1:0 and ½ mean one thing there too; 1-1 and 2-0 are not its
// results (a draw is ½-½ there) and are refused naming the scale and what is accepted.
TEST(CliSecondEvent, OneHalfZeroReadsColonAndHalf) {
    QTemporaryDir dir;
    const std::string db = four_player_swiss(dir);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    EXPECT_TRUE(says(run_damka("result set 1 1:0 --db " + db), "1-0"));
    EXPECT_TRUE(says(run_damka("result set 2 \xc2\xbd --db " + db), "1/2"));
    for (const char *typed : {"1-1", "2-0"}) {
        const CliRun r = run_damka(std::string("result set 1 ") + typed + " --db " + db);
        EXPECT_TRUE(refused(r, std::string("'") + typed + "' is not a result of a 1-0.5-0 event")) << r.out;
        EXPECT_TRUE(has(r, "1-0 or 1:0 (White wins)")) << r.out;
    }
    EXPECT_EQ(results_of(db, 1), (std::vector<std::string>{"1-0", "1/2"}));
}

// Item 5. Registered Low 1500, High 2500, Mid 2000, Top 2600 (numbers 1-4); Low asks for a
// half-point bye in round 2 before round 1. Round 1's pairing gives out the numbers in the
// initial order (C.04.2 B): Top 1, High 2, Mid 3, Low 4. The list names Low with 4, and so
// does the audit log's entry of the request, written when he was 1.
TEST(CliSecondEvent, ByeListAndAuditLogNameCurrentNumbers) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("swiss.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name 'Club Swiss' --rounds 3").code, 0);
    for (const char *p : {"Low --rating 1500", "High --rating 2500", "Mid --rating 2000", "Top --rating 2600"})
        ASSERT_EQ(run_damka("player add --db " + db + " " + p).code, 0);
    ASSERT_EQ(run_damka("bye request 1 --kind HPB --round 2 --db " + db).code, 0);
    EXPECT_TRUE(says(run_damka("bye list --db " + db), "round 2: HPB Low (1) (0.5 points)"));
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    CliRun r = run_damka("bye list --db " + db);
    EXPECT_TRUE(says(r, "round 2: HPB Low (4) (0.5 points)")) << r.out;
    EXPECT_TRUE(says(run_damka("bye list --round 3 --db " + db), "no byes requested for round 3"));
    r = run_damka("event audit --action bye --db " + db);
    EXPECT_TRUE(says(r, "Low (4): HPB in round 2")) << r.out;
    EXPECT_FALSE(has(r, "Low (1)")) << r.out;
    EXPECT_TRUE(has(r, "[start numbers as renumbered in round 1, C.04.2]")) << r.out;
    r = run_damka("event audit --action player.add --db " + db);
    EXPECT_TRUE(says(r, "added player 1: Top")) << r.out; // was "added player 4: Top"
    EXPECT_TRUE(has(r, "added player 4: Low")) << r.out;
}

// Item 6. The tie-break list corrected after round 1 was paired: accepted, audited with the old
// and the new list, and the standings' legend says the list applies as changed and what it was.
TEST(CliSecondEvent, TieBreaksChangedAfterRoundOne) {
    QTemporaryDir dir;
    const std::string db = four_player_swiss(dir, 3, "--tiebreaks BH,SB");
    play_round_white_wins(db);
    CliRun r = run_damka("event edit --tiebreaks SB,BH --db " + db);
    EXPECT_TRUE(says(r, "tie-breaks: BH,SB -> SB,BH")) << r.out;
    r = run_damka("event audit --action event.tiebreaks --db " + db);
    EXPECT_TRUE(says(r, "tie-breaks changed after round 1 was paired: BH,SB -> SB,BH")) << r.out;
    r = run_damka("standings --db " + db);
    EXPECT_TRUE(says(
        r, "The list below applies as changed on " + today_utc() + ", after round 1 was paired; before it was: BH, SB"))
        << r.out;
}

// Item 7. max-hpb 1. P5 enters late before round 3 with his two missed rounds as HPBs: they were
// not requested, so the one HPB he may request (round 4) is still his; a second (round 5) is
// refused. A player paired in published round 1 cannot withdraw "after round 0": the answer
// says what to do instead.
TEST(CliSecondEvent, LateEntryHpbLimitAndWithdrawalBeforeAPairedRound) {
    QTemporaryDir dir;
    const std::string db = four_player_swiss(dir, 5, "--max-hpb 1");
    play_round_white_wins(db);
    // Round 1 is published: P2's board is named in the answer.
    int board = 0;
    std::string colour_result;
    for (const Board &b : boards(db))
        if (b.white == 2 || b.black == 2) {
            board = b.board;
            colour_result = b.white == 2 ? "-+" : "+-";
        }
    ASSERT_GT(board, 0);
    CliRun r = run_damka("player withdraw 2 --after 0 --db " + db);
    EXPECT_TRUE(refused(r, "P2 (2) is paired in round 1 (board " + std::to_string(board) + ", published)")) << r.out;
    EXPECT_TRUE(has(r,
                    "'damka result set " + std::to_string(board) + " " + colour_result +
                        " --round 1') and withdraw after round 1"))
        << r.out;
    play_round_white_wins(db);
    r = run_damka("player add --db " + db + " P5 --rating 1500 --missed HPB");
    ASSERT_TRUE(says(r, "rounds 1-2 count as HPB")) << r.out;
    r = run_damka("bye request 5 --kind HPB --round 4 --db " + db);
    EXPECT_TRUE(says(r, "P5 (5): HPB in round 4")) << r.out;
    r = run_damka("bye request 5 --kind HPB --round 5 --db " + db);
    EXPECT_TRUE(refused(r, "P5 has used 1 of 1 half-point byes")) << r.out;
}
