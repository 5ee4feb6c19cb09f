// Issue 14's everyday tools through the `damka` command line: a round's results in one command
// (file, standard input, a filled-in pairings CSV, board by board), player and event edits,
// printing aids, drawing of lots, rating lists and the rating change report.
#include <QFile>
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"
#include "tests/support/event_csv.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>

namespace {

using damka::testing::Board;
using damka::testing::boards;
using damka::testing::CliRun;
using damka::testing::csv_rows;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::run_shell;
using damka::testing::says;
using damka::testing::scores;

const std::string damka_exe = std::string(DAMKA_BINARY_DIR) + "/bin/damka";
const std::string data_dir = std::string(DAMKA_SOURCE_DIR) + "/tests/tournament/data/";

void write(const std::string &file, const std::string &text) { std::ofstream(file, std::ios::binary) << text; }

// A round robin of four (players 1..4, rated 2400, 2300, 2200, 2100), round 1 paired and
// published: two boards.
std::string four_player_rr(QTemporaryDir &dir) {
    const std::string db = dir.filePath(QStringLiteral("rr.db")).toStdString();
    EXPECT_EQ(run_damka("event create --db " + db + " --name 'Club RR' --system rr").code, 0);
    for (int i = 1; i <= 4; ++i)
        EXPECT_EQ(run_damka("player add --db " + db + " 'Player " + std::to_string(i) + "' --rating " +
                            std::to_string(2500 - 100 * i))
                      .code,
                  0);
    EXPECT_EQ(run_damka("round pair --db " + db).code, 0);
    EXPECT_EQ(run_damka("round publish --db " + db).code, 0);
    return db;
}

// The pairings CSV's Result cells (board order), "" when pending.
std::vector<std::string> results(const std::string &db) {
    std::vector<std::string> out;
    const auto rows = csv_rows(run_damka("pairings --db " + db + " --format csv").out);
    for (size_t i = 1; i < rows.size(); ++i)
        if (rows[i].size() >= 5 && !rows[i][0].empty()) out.push_back(rows[i][4]);
    return out;
}

} // namespace

// One file, one command, both boards: the result codes of `result set`, a forfeit included.
TEST(CliResultEnter, FileEntersTheWholeRound) {
    QTemporaryDir dir;
    const std::string db = four_player_rr(dir);
    const std::string file = dir.filePath(QStringLiteral("r1.txt")).toStdString();
    write(file, "# round 1\n1 1-0\n\n2 -+\n");
    const CliRun r = run_damka("result enter " + file + " --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "round 1: 2 of 2 results entered from " + file)) << r.out;
    EXPECT_EQ(results(db), (std::vector<std::string>{"1-0", "-+"}));
    // The batch has its own audit entry after the entries of its results.
    const CliRun audit = run_damka("event audit --db " + db + " --action result");
    EXPECT_TRUE(says(audit, "result.set")) << audit.out;
    EXPECT_TRUE(says(audit, "result.enter")) << audit.out;
}

// A wrong line refuses the batch: nothing is entered and every wrong line is named - a
// malformed result before the event is opened, a board the round lacks from set_result itself.
TEST(CliResultEnter, AnyWrongLineRefusesTheBatch) {
    QTemporaryDir dir;
    const std::string db = four_player_rr(dir);
    const std::string bad = dir.filePath(QStringLiteral("bad.txt")).toStdString();
    write(bad, "1 1-0\n2 2-0\n3 x\n");
    CliRun r = run_damka("result enter " + bad + " --db " + db);
    EXPECT_EQ(r.code, 3) << r.out;
    // 2-0 is a win only where a win scores 2 (result_notation.hpp); this event scores 1-0.5-0.
    EXPECT_TRUE(has(r, "line 2: '2-0' is not a result of a 1-0.5-0 event; give 1-0")) << r.out;
    EXPECT_TRUE(has(r, "line 3: 'x' is not a result of a 1-0.5-0 event")) << r.out;
    write(bad, "1 1-0\n9 0-1\n");
    r = run_damka("result enter " + bad + " --db " + db);
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_TRUE(has(r, "nothing entered:")) << r.out;
    EXPECT_TRUE(has(r, "line 2: board: round 1 has no board 9")) << r.out;
    EXPECT_EQ(results(db), (std::vector<std::string>{"", ""})); // board 1 was rolled back
    write(bad, "1 1-0\n1 0-1\n");
    r = run_damka("result enter " + bad + " --db " + db);
    EXPECT_TRUE(has(r, "line 2: board 1 is already on line 1")) << r.out;
    EXPECT_EQ(run_damka("event audit --db " + db + " --action result").out, "");
}

// Standard input, variant-style points (W:B) as `result set --points` takes them.
TEST(CliResultEnter, StandardInputWithPoints) {
    QTemporaryDir dir;
    const std::string db = four_player_rr(dir);
    const CliRun r = run_shell("printf '1 1/2 1:1\\n2 0-1\\n' | " + damka_exe + " result enter --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "from standard input")) << r.out;
    EXPECT_EQ(results(db), (std::vector<std::string>{"1/2 (1:1)", "0-1"}));
}

// The arbiter's round trip: the pairings CSV, Result filled in for board 2 only, fed back;
// then fed again with board 1 filled too - board 2 is left alone, not "corrected".
TEST(CliResultEnter, FilledInPairingsCsv) {
    QTemporaryDir dir;
    const std::string db = four_player_rr(dir);
    auto rows = csv_rows(run_damka("pairings --db " + db + " --format csv").out);
    ASSERT_EQ(rows.size(), 3u);
    ASSERT_EQ(rows[0][4], "Result");
    auto save = [&](const std::string &file) {
        std::string text;
        for (const auto &row : rows) {
            for (size_t c = 0; c < row.size(); ++c) text += (c ? ";" : "") + row[c]; // Russian Excel saves ';'
            text += "\r\n";
        }
        write(file, "\xef\xbb\xbf" + text);
    };
    const std::string file = dir.filePath(QStringLiteral("round1.csv")).toStdString();
    rows[2][4] = "1-0";
    save(file);
    CliRun r = run_damka("result enter " + file + " --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "1 of 1 results entered")) << r.out;
    EXPECT_EQ(results(db), (std::vector<std::string>{"", "1-0"}));
    rows[1][4] = "0-1";
    save(file);
    r = run_damka("result enter " + file + " --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "board 2: 1-0 already entered, unchanged")) << r.out;
    EXPECT_TRUE(has(r, "1 of 2 results entered")) << r.out;
    const CliRun audit = run_damka("event audit --db " + db);
    EXPECT_EQ(audit.code, 0) << audit.out; // the audit ran, and holds no correction
    EXPECT_FALSE(has(audit, "result.correct")) << audit.out;
}

// Board by board: a wrong answer is asked again, an empty one skips the board.
TEST(CliResultEnter, Interactive) {
    QTemporaryDir dir;
    const std::string db = four_player_rr(dir);
    const CliRun r = run_shell("printf '2:0\\n1-0\\n\\n' | " + damka_exe + " result enter --interactive --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "board 1: Player")) << r.out;
    EXPECT_TRUE(has(r, "'2:0' is not a result of a 1-0.5-0 event")) << r.out; // 1:0 would be read as 1-0
    EXPECT_TRUE(has(r, "1 of 1 results entered from the terminal")) << r.out;
    EXPECT_EQ(results(db), (std::vector<std::string>{"1-0", ""}));
}

TEST(CliEdit, PlayerEditIsAudited) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Open --rounds 5").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " 'Ivanov Pavel' --rating 1500").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " 'Orlova Maria'").code, 0);
    CliRun r =
        run_damka("player edit 1 --rating 2150 --fed rus --club 'Kazan DC' --born 1990 --fmjd-id 16145 --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "rating: 1500 -> 2150")) << r.out;
    EXPECT_TRUE(has(r, "federation: (none) -> 'RUS'")) << r.out;
    EXPECT_TRUE(says(run_damka("player list --db " + db), "Kazan DC"));
    const CliRun audit = run_damka("event audit --json --action player.edit --db " + db);
    EXPECT_TRUE(says(audit, "\"rating\":1500")) << audit.out;
    EXPECT_TRUE(says(audit, "\"rating\":2150")) << audit.out;
    // The checks of a new entry, and no second record of someone registered.
    r = run_damka("player edit 1 --born 1800 --db " + db);
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "birth_year: 1800")) << r.out;
    r = run_damka("player edit 2 --name 'Ivanov Pavel' --db " + db);
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_EQ(run_damka("player edit 7 --rating 1 --db " + db).code, 3);
    EXPECT_TRUE(says(run_damka("player edit 2 --db " + db), "nothing to change")); // a no-op, not an error
}

TEST(CliEdit, EventEditBeforeAndAfterRoundOne) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Open --rounds 5").code, 0);
    CliRun r = run_damka(
        "event edit --name 'Kazan Open' --place Kazan --rounds 7 --tiebreaks SB,BH --chief-arbiter 'A. Arbiter' --db " +
        db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "rounds: 5 -> 7")) << r.out;
    EXPECT_TRUE(has(r, "tie-breaks: BH-C1,BH,SB,DE,WIN -> SB,BH")) << r.out;
    const CliRun info = run_damka("event info --db " + db);
    EXPECT_TRUE(says(info, "Kazan Open")) << info.out;
    EXPECT_TRUE(says(info, "tie-breaks SB, BH")) << info.out;
    EXPECT_TRUE(says(run_damka("event audit --db " + db + " --action event.edit"), "event.edit"));
    for (int i = 1; i <= 4; ++i) ASSERT_EQ(run_damka("player add --db " + db + " P" + std::to_string(i)).code, 0);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    // After round 1 the list may still be corrected (issue 27; cli_second_event_test.cpp).
    EXPECT_TRUE(says(run_damka("event edit --tiebreaks BH --db " + db), "after round 1 was paired"));
    r = run_damka("event edit --rounds 0 --db " + db);
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "rounds: 0 is fewer than the rounds paired (1)")) << r.out;
    EXPECT_EQ(run_damka("event edit --time-control 90+30 --db " + db).code, 0);
}

// Slips: one per board with both players and the result to circle; HTML with the print
// stylesheet. Wall chart: player 1 (2400) beat player 4 on board 1 with white (Berger round 1
// of four is 1-4, 2-3): "4w1".
TEST(CliPrint, SlipsCheckinWallChart) {
    QTemporaryDir dir;
    const std::string db = four_player_rr(dir);
    CliRun r = run_damka("print slips --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "round 1, board 1")) << r.out;
    EXPECT_TRUE(has(r, "round 1, board 2")) << r.out;
    EXPECT_TRUE(has(r, "1   \xc2\xbd   0")) << r.out;
    const std::string html = dir.filePath(QStringLiteral("slips.html")).toStdString();
    ASSERT_EQ(run_damka("print slips --format html -o " + html + " --db " + db).code, 0);
    std::ifstream in(html);
    const std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(page.find("@media print"), std::string::npos);
    EXPECT_EQ(std::count(page.begin(), page.end(), '<') > 0, true);
    EXPECT_NE(page.find("<h1>Club RR - round 1, board 2</h1>"), std::string::npos) << page;
    EXPECT_TRUE(says(run_damka("pairings --format html --db " + db), "@media print"));

    ASSERT_EQ(run_damka("result set 1 1-0 --db " + db).code, 0);
    r = run_damka("print wallchart --format csv --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto rows = csv_rows(r.out);
    ASSERT_GE(rows.size(), 5u) << r.out;
    // SNo, Name, Title, Rtg, FED, Club, then the rounds.
    EXPECT_EQ(rows[0][6], "1");
    EXPECT_EQ(rows[1][1], "Player 1");
    EXPECT_EQ(rows[1][6], "4w1") << r.out;
    EXPECT_EQ(rows[1][7], ""); // round 2 not paired: left to fill in by hand

    // Check-in for round 2: Player 4 asked for a zero-point bye (absent).
    ASSERT_EQ(run_damka("bye request 4 --kind ZPB --round 2 --db " + db).code, 0);
    r = run_damka("print checkin --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "check-in for round 2")) << r.out;
    EXPECT_TRUE(has(r, "Not expected: Player 4 (4), ZPB requested")) << r.out;
    EXPECT_FALSE(has(r, "\xe2\x9c\x93")) << r.out; // never served: no web check-in, nothing ticked
    EXPECT_EQ(run_damka("print slips --round 5 --db " + db).code, 3);
}

// The same seed draws the same numbers (so the draw can be shown to be fair); the seed is in
// the audit log; the draw is a permutation of the players.
TEST(CliLots, SeededDrawIsRepeatableAndAudited) {
    QTemporaryDir dir;
    std::vector<std::string> outs;
    for (const char *name : {"a.db", "b.db"}) {
        const std::string db = dir.filePath(QString::fromLatin1(name)).toStdString();
        ASSERT_EQ(run_damka("event create --db " + db + " --name RR --system rr").code, 0);
        for (int i = 1; i <= 6; ++i) ASSERT_EQ(run_damka("player add --db " + db + " P" + std::to_string(i)).code, 0);
        const CliRun r = run_damka("round lots --seed 20261125 --db " + db);
        ASSERT_EQ(r.code, 0) << r.out;
        outs.push_back(r.out);
        EXPECT_TRUE(says(run_damka("event audit --db " + db + " --action players.lots"), "seed 20261125"));
        std::set<std::string> names;
        for (const auto &row : csv_rows(run_damka("standings --format csv --db " + db).out))
            if (row.size() > 2) names.insert(row[2]);
        EXPECT_EQ(names, (std::set<std::string>{"Name", "P1", "P2", "P3", "P4", "P5", "P6"}));
        ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
        EXPECT_TRUE(refused(run_damka("round lots --db " + db), "round 1 is paired"));
    }
    EXPECT_EQ(outs[0], outs[1]);
    EXPECT_TRUE(says(CliRun{outs[0], 0}, "start numbers drawn by lot (seed 20261125)"));
    const std::string swiss = dir.filePath(QStringLiteral("s.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + swiss + " --name S --rounds 3").code, 0);
    EXPECT_TRUE(refused(run_damka("round lots --db " + swiss), "drawing of lots is for round robins"));
}

TEST(CliRatingList, FmjdAndNationalLists) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Open --rounds 5").code, 0);
    CliRun r = run_damka("player from-list " + data_dir + "fmjd-list.csv 16145 18090 --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "added player 1: Ivanov, Pavel (2410)")) << r.out;
    EXPECT_TRUE(has(r, "added player 2: Berg, Jan (1980)")) << r.out;
    const CliRun list = run_damka("player list --db " + db);
    EXPECT_TRUE(says(list, "GMI RUS")) << list.out; // federation stored upper-case
    r = run_damka("player from-list " + data_dir + "fmjd-list.csv 17002 99999 --db " + db);
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "not in ")) << r.out;
    EXPECT_TRUE(has(r, "99999")) << r.out;
    // National list: BOM, ';', a bad line reported and skipped, the others usable.
    r = run_damka("player from-list --list national " + data_dir + "national-list.csv 4101 --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "skipped line 4: rating: 'abc'")) << r.out;
    EXPECT_TRUE(has(r, "added player 3: Petrov Ivan (1850)")) << r.out;
    // --update: a newer list changes Berg's rating.
    const std::string newer = dir.filePath(QStringLiteral("newer.csv")).toStdString();
    write(newer, "id,name,rating\n18090,Berg Jan,2015\n");
    r = run_damka("player from-list " + newer + " --update --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "rating: 1980 -> 2015")) << r.out;
}

// Hand computation (K = 20): 2200 and 2000 draw. We(2200) = 1 / (1 + 10^(-200/400)) = 0.7597,
// dR = 20 * (0.5 - 0.7597) = -5.19 -> 2195; the 2000 player +5.19 -> 2005. The unrated third
// player's game against the 2000 player (a win) does not count for either.
TEST(CliRatings, RatingChangeReport) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name RR --system rr").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " A --rating 2200").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " B --rating 2000").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " C").code, 0);
    for (int round = 1; round <= 3; ++round) {
        ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        for (const Board &b : boards(db)) {
            const bool ab = (b.white == 1 && b.black == 2) || (b.white == 2 && b.black == 1);
            const std::string res = ab ? "1/2" : (b.white == 3 ? "1-0" : "0-1"); // C wins the rest
            ASSERT_EQ(run_damka("result set " + std::to_string(b.board) + " " + res + " --db " + db).code, 0);
        }
    }
    EXPECT_EQ(run_damka("ratings --db " + db).code, 3); // K is required
    const CliRun r = run_damka("ratings --k 20 --format csv --db " + db);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto rows = csv_rows(r.out);
    ASSERT_EQ(rows.size(), 3u) << r.out; // header, A, B (C unrated)
    EXPECT_EQ(
        (std::vector<std::string>{rows[1][1], rows[1][3], rows[1][4], rows[1][5], rows[1][6], rows[1][7], rows[1][8]}),
        (std::vector<std::string>{"A", "2200", "1", "0.5", "0.76", "-5.2", "2195"}));
    EXPECT_EQ((std::vector<std::string>{rows[2][1], rows[2][7], rows[2][8]}),
              (std::vector<std::string>{"B", "+5.2", "2005"}));
}
