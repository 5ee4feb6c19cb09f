// The arbiter's life cycle through the `damka` command line on one event file: a 10-player
// round robin and a 9-round Swiss with results, byes, a withdrawal, a late entry, an undo and
// a corrected result; TRF round trip. Results follow one rule so the standings can be worked
// out by hand: the player with the lower start number wins.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"
#include "tests/support/event_csv.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

namespace {

using damka::testing::Board;
using damka::testing::boards;
using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;
using damka::testing::scores;

// Enters every board of the latest round: the lower start number wins.
void play_round(const std::string &db) {
    for (const Board &b : boards(db)) {
        const std::string res = b.white < b.black ? "1-0" : "0-1";
        const CliRun r = run_damka("result set " + std::to_string(b.board) + " " + res + " --db " + db);
        ASSERT_EQ(r.code, 0) << r.out;
    }
}

} // namespace

// 10 players, Berger tables: 9 rounds. Player 10 withdraws after round 5: his remaining games
// are forfeits (won by the lower number anyway). Round 3 is paired, undone and paired again.
// Round 2 board 1 is first entered wrongly and corrected.
// By hand: player k beats every higher number, so k scores 10 - k: 9, 8, ..., 1, 0.
TEST(CliEvent, TenPlayerRoundRobin) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("rr.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name 'Club RR' --system rr --tiebreaks DE,SB,WIN").code, 0);
    for (int i = 1; i <= 10; ++i)
        ASSERT_EQ(run_damka("player add --db " + db + " 'Player " + std::to_string(i) + "' --rating " +
                            std::to_string(2000 - i))
                      .code,
                  0);
    for (int round = 1; round <= 9; ++round) {
        CliRun paired = run_damka("round pair --db " + db);
        ASSERT_EQ(paired.code, 0) << paired.out;
        if (round == 1) {
            EXPECT_TRUE(has(paired, "9 rounds (Berger table)")) << paired.out;
        }
        if (round == 3) {
            const CliRun undo = run_damka("round undo --db " + db);
            ASSERT_EQ(undo.code, 0) << undo.out;
            EXPECT_TRUE(has(undo, "round 3 pairing undone")) << undo.out;
            ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
        }
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        if (round == 2) {
            const Board b = boards(db).front();
            const std::string wrong = b.white < b.black ? "0-1" : "1-0";
            ASSERT_EQ(run_damka("result set 1 " + wrong + " --db " + db).code, 0);
        }
        play_round(db);
        if (round == 5) {
            ASSERT_EQ(run_damka("player withdraw 10 --db " + db).code, 0);
        }
    }
    // Corrections and the withdrawal's forfeits show in the audit log and the crosstable.
    EXPECT_TRUE(says(run_damka("event audit --db " + db + " --action result.correct"), "corrected; was"));
    const std::map<int, double> s = scores(db);
    ASSERT_EQ(s.size(), 10u);
    for (int k = 1; k <= 10; ++k) EXPECT_DOUBLE_EQ(s.at(k), 10 - k) << "player " << k;
    const CliRun table = run_damka("crosstable --db " + db);
    EXPECT_TRUE(says(table, "*")) << table.out;
    EXPECT_TRUE(says(table, "+")) << table.out; // forfeit wins against the withdrawn player
    EXPECT_EQ(run_damka("round pair --db " + db).code, 1); // all rounds paired
}

// 11 players, 9 rounds (the Dutch engine decides who meets whom). Player 12 enters late before
// round 3 (rounds 1-2 count as ZPB); player 5 takes a half-point bye in round 4; player 11
// withdraws after round 6; round 5 is undone once; a result of round 2 is corrected.
// Every round: each game gives 1 point, a PAB 1, an HPB ½, so the points add up by hand.
TEST(CliEvent, NineRoundSwiss) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("swiss.db")).toStdString();
    ASSERT_EQ(
        run_damka("event create --db " + db + " --name 'Club Swiss' --rounds 9 --tiebreaks BH-C1,BH,SB,DE,WIN").code,
        0);
    for (int i = 1; i <= 11; ++i)
        ASSERT_EQ(run_damka("player add --db " + db + " 'Player " + std::to_string(i) + "' --rating " +
                            std::to_string(2000 - 10 * i))
                      .code,
                  0);
    double expected_total = 0;
    for (int round = 1; round <= 9; ++round) {
        if (round == 3) {
            const CliRun late = run_damka("player add --db " + db + " 'Player 12' --rating 1900");
            ASSERT_EQ(late.code, 0) << late.out;
            EXPECT_TRUE(has(late, "first paired in round 3")) << late.out;
        }
        if (round == 4) {
            ASSERT_EQ(run_damka("bye request 5 --kind HPB --db " + db).code, 0);
        }
        const CliRun paired = run_damka("round pair --db " + db);
        ASSERT_EQ(paired.code, 0) << "round " << round << ": " << paired.out;
        if (round == 5) {
            ASSERT_EQ(run_damka("round undo --db " + db).code, 0);
            ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
        }
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        const std::vector<Board> bs = boards(db);
        const int present = round <= 2 ? 11 : round <= 6 ? 12 : 11;
        const int hpb = round == 4 ? 1 : 0;
        EXPECT_EQ(int(bs.size()), (present - hpb) / 2) << "round " << round;
        expected_total += double(bs.size()) + ((present - hpb) % 2 ? 1.0 : 0.0) + 0.5 * hpb;
        play_round(db);
        if (round == 2) {
            const Board b = boards(db).front();
            const std::string wrong = b.white < b.black ? "0-1" : "1-0";
            const std::string right = b.white < b.black ? "1-0" : "0-1";
            ASSERT_EQ(run_damka("result set 1 " + wrong + " --round 2 --db " + db).code, 0);
            const CliRun fixed = run_damka("result set 1 " + right + " --round 2 --db " + db);
            EXPECT_TRUE(says(fixed, "corrected")) << fixed.out;
        }
        if (round == 6) {
            ASSERT_EQ(run_damka("player withdraw 11 --db " + db).code, 0);
        }
    }
    double total = 0;
    for (auto [id, pts] : scores(db)) total += pts;
    EXPECT_DOUBLE_EQ(total, expected_total);
    const CliRun table = run_damka("crosstable --db " + db);
    EXPECT_TRUE(says(table, "9.Rd")) << table.out;
    EXPECT_TRUE(says(table, "HPB")) << table.out;
    EXPECT_TRUE(says(table, "ZPB0")) << table.out; // the late entry's missed rounds
    EXPECT_TRUE(says(table, "PAB1")) << table.out;
    // The reasons of round 9's pairing: 11 players, so somebody floats and one gets the PAB.
    const CliRun why = run_damka("round explain 9 --db " + db);
    ASSERT_EQ(why.code, 0) << why.out;
    EXPECT_TRUE(has(why, "round 9 pairing:")) << why.out;
    EXPECT_TRUE(has(why, "Bracket ")) << why.out;
    EXPECT_TRUE(has(why, "C.04.3 5.2")) << why.out; // a colour rule per board
    // A round that is not paired is bad input, exit 3, as for `result set --round 10` (issue 14).
    EXPECT_EQ(run_damka("round explain 10 --db " + db).code, 3);
    EXPECT_EQ(run_damka("result set 1 1-0 --round 10 --db " + db).code, 3);

    // TRF round trip: export, import into a new event, export again: the same file and the
    // same standings.
    const std::string trf1 = dir.filePath(QStringLiteral("a.trf")).toStdString();
    const std::string trf2 = dir.filePath(QStringLiteral("b.trf")).toStdString();
    const std::string db2 = dir.filePath(QStringLiteral("imported.db")).toStdString();
    ASSERT_EQ(run_damka("trf export --db " + db + " -o " + trf1).code, 0);
    const CliRun imported = run_damka("trf import " + trf1 + " --db " + db2 + " --tiebreaks BH-C1,BH,SB,DE,WIN");
    ASSERT_EQ(imported.code, 0) << imported.out;
    ASSERT_EQ(run_damka("trf export --db " + db2 + " -o " + trf2).code, 0);
    const CliRun a = run_damka("standings --db " + db + " --format csv"),
                 b = run_damka("standings --db " + db2 + " --format csv");
    EXPECT_EQ(a.out, b.out);
    FILE *f1 = fopen(trf1.c_str(), "r"), *f2 = fopen(trf2.c_str(), "r");
    ASSERT_TRUE(f1 && f2);
    std::string t1, t2;
    for (int c; (c = fgetc(f1)) != EOF;) t1 += char(c);
    for (int c; (c = fgetc(f2)) != EOF;) t2 += char(c);
    fclose(f1);
    fclose(f2);
    EXPECT_EQ(t1, t2);
    EXPECT_NE(t1.find("012 Club Swiss"), std::string::npos);
}

TEST(CliEvent, BadInputIsRefusedNamingTheField) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    EXPECT_EQ(run_damka("event create --db " + db + " --name X --rounds 5 --scoring 4-2-0").code, 3);
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name X --rounds 5 --tiebreaks BH,FOO"), "FOO"));
    ASSERT_EQ(run_damka("event create --db " + db + " --name X --rounds 5").code, 0);
    EXPECT_TRUE(refused(run_damka("player add --db " + db + " Ann --rating abc"), "--rating"));
    EXPECT_TRUE(refused(run_damka("result set 1 2-0 --db " + db), "RESULT"));
    EXPECT_TRUE(refused(run_damka("result set 1 1-0 --db " + db + " --points 17"), "--points"));
    EXPECT_TRUE(refused(run_damka("round pair --db " + dir.filePath(QStringLiteral("missing.db")).toStdString()),
                        "no such event database"));
    EXPECT_EQ(run_damka("player --help").code, 0);
    EXPECT_EQ(run_damka("round pair --help").code, 0);
}

// `damka demo` plays a whole Swiss through the plugin and writes the HTML it names.
TEST(CliEvent, DemoRunsACompleteSwiss) {
    const CliRun variants = run_damka("variants");
    ASSERT_EQ(variants.code, 0) << variants.out;
    for (const std::string variant : {"russian", "adiukh", "ashtarashki", "turkish"}) {
        if (!has(variants, variant + " ")) continue; // that plugin is not built here
        QTemporaryDir dir;
        const std::string out = dir.path().toStdString();
        const CliRun r = run_damka("demo --variant " + variant + " --players 6 --rounds 3 --out " + out);
        ASSERT_EQ(r.code, 0) << r.out;
        EXPECT_TRUE(has(r, "crosstable after round 3")) << r.out;
        EXPECT_TRUE(has(r, "HTML standings and crosstable: " + out + "/demo-" + variant + ".html")) << r.out;
        const std::string db = out + "/demo-" + variant + ".db";
        EXPECT_TRUE(says(run_damka("event info --db " + db), "3 rounds paired")) << variant;
        EXPECT_TRUE(says(run_damka("card --db " + db + " --player 1"), "Rank ")) << variant;
        EXPECT_TRUE(says(run_damka("pairings --db " + db + " --by name --round 2"), "white")) << variant;
    }
}

// The demo's event is ranked by the tie-breaks and scoring the plugin recommends
// ("damka.tiebreaks/1"; plugins/ashtarashki/plugin.cpp: points 4.6, balls 5.1), and by the
// host's default where the plugin recommends none (the draughts family).
TEST(CliEvent, DemoRanksByThePluginsRecommendedTiebreaks) {
    const CliRun variants = run_damka("variants");
    ASSERT_EQ(variants.code, 0) << variants.out;
    const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
        {"ashtarashki", {"scoring variant;", "tie-breaks VTB-D, VTB, BH-C1, BH"}},
        {"adiukh", {"scoring 1-0.5-0;", "tie-breaks VTB, BH-C1, BH, SB"}},
        {"multiphase", {"scoring 1-0.5-0;", "tie-breaks VTB, BH-C1, BH, SB"}},
        {"russian", {"scoring 1-0.5-0;", "tie-breaks BH-C1, BH, SB, DE, WIN"}},
    };
    for (const auto &[variant, lines] : cases) {
        if (!has(variants, variant + " ")) continue; // that plugin is not built here
        QTemporaryDir dir;
        const std::string out = dir.path().toStdString();
        const CliRun r = run_damka("demo --variant " + variant + " --players 4 --rounds 1 --out " + out);
        ASSERT_EQ(r.code, 0) << r.out;
        const CliRun info = run_damka("event info --db " + out + "/demo-" + variant + ".db");
        for (const std::string &line : lines) EXPECT_TRUE(says(info, line)) << variant << ":\n" << info.out;
    }
}
