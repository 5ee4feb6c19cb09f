// One event's life cycle through `damka --db postgresql://...` (create, players, pair, undo,
// publish, results, a correction, standings), and two events in one database kept apart.
// Results follow one rule so the standings can be worked out by hand: the lower start number
// wins.
#include "tests/support/damka_cli.hpp"
#include "tests/support/event_csv.hpp"
#include "storage/database.hpp"
#include "postgres_server.hpp"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

using damka::testing::Board;
using damka::testing::boards;
using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::postgres;
using damka::testing::PostgresTest;
using damka::testing::run_damka;
using damka::testing::says;
using damka::testing::scores;

namespace {

std::string db_arg(const char *event) { return "'" + postgres().url(QString::fromUtf8(event)).toStdString() + "'"; }

// Players 1..4 rated 1999 down to 1996.
void add_four_players(const std::string &db) {
    for (int i = 1; i <= 4; ++i)
        EXPECT_EQ(run_damka("player add --db " + db + " 'Player " + std::to_string(i) + "' --rating " +
                            std::to_string(2000 - i))
                      .code,
                  0);
}

} // namespace

// 4 players, single round robin: 3 rounds (Berger table). Round 2 is paired, undone and
// paired again; round 1 board 1 is first entered wrongly and corrected.
// By hand: player k beats every higher number, so k scores 4 - k: 3, 2, 1, 0.
TEST_F(PostgresTest, RoundRobinLifeCycle) {
    const std::string db = db_arg("spring-open-2026");
    const CliRun created =
        run_damka("event create --db " + db + " --name 'Spring Open' --system rr --tiebreaks DE,SB,WIN");
    ASSERT_EQ(created.code, 0) << created.out;
    EXPECT_TRUE(has(created, "created postgresql://damka@/federation?event=spring-open-2026")) << created.out;
    add_four_players(db);
    for (int round = 1; round <= 3; ++round) {
        const CliRun paired = run_damka("round pair --db " + db);
        ASSERT_EQ(paired.code, 0) << paired.out;
        EXPECT_TRUE(has(paired, "snapshot before pairing: schema \"spring-open-2026__snap_")) << paired.out;
        if (round == 1) {
            EXPECT_TRUE(has(paired, "3 rounds (Berger table)")) << paired.out;
        }
        if (round == 2) {
            const CliRun undo = run_damka("round undo --db " + db);
            ASSERT_EQ(undo.code, 0) << undo.out;
            EXPECT_TRUE(has(undo, "round 2 pairing undone")) << undo.out;
            ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
        }
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        const std::vector<Board> bs = boards(db);
        ASSERT_EQ(bs.size(), 2u);
        if (round == 1) {
            const std::string wrong = bs[0].white < bs[0].black ? "0-1" : "1-0";
            ASSERT_EQ(run_damka("result set 1 " + wrong + " --db " + db).code, 0);
        }
        for (const Board &b : bs) {
            const CliRun r = run_damka("result set " + std::to_string(b.board) + " " +
                                       (b.white < b.black ? "1-0" : "0-1") + " --db " + db);
            ASSERT_EQ(r.code, 0) << r.out;
        }
    }
    EXPECT_TRUE(says(run_damka("event audit --db " + db + " --action result.correct"), "corrected; was"));
    const std::map<int, double> s = scores(db);
    ASSERT_EQ(s.size(), 4u);
    for (int k = 1; k <= 4; ++k) EXPECT_DOUBLE_EQ(s.at(k), 4 - k) << "player " << k;
    EXPECT_EQ(run_damka("round pair --db " + db).code, 1); // all rounds paired
    // One snapshot per pairing: rounds 1, 2, 2 again, 3.
    damka::storage::Database check = damka::storage::Database::open(postgres().url(QStringLiteral("spring-open-2026")),
                                                                    damka::storage::Access::Write);
    EXPECT_EQ(check
                  .scalar(QStringLiteral(
                      "SELECT COUNT(*) FROM pg_namespace WHERE nspname LIKE 'spring-open-2026\\_\\_snap\\_%'"))
                  .toInt(),
              4);
    // The audit log refuses edits on PostgreSQL too.
    EXPECT_THROW(check.exec(QStringLiteral("DELETE FROM audit_log")), damka::storage::SqlError);
}

// Two events in one database: each command sees only its own event's players and results.
TEST_F(PostgresTest, TwoEventsInOneDatabase) {
    const std::string a = db_arg("club-a"), b = db_arg("club-b");
    ASSERT_EQ(run_damka("event create --db " + a + " --name 'Club A' --rounds 3").code, 0);
    ASSERT_EQ(run_damka("event create --db " + b + " --name 'Club B' --rounds 5").code, 0);
    ASSERT_EQ(run_damka("player add --db " + a + " 'Anna' --rating 1800").code, 0);
    ASSERT_EQ(run_damka("player add --db " + b + " 'Boris' --rating 1700").code, 0);
    ASSERT_EQ(run_damka("player add --db " + b + " 'Vera' --rating 1600").code, 0);
    const CliRun info_a = run_damka("event info --db " + a);
    const CliRun info_b = run_damka("event info --db " + b);
    EXPECT_TRUE(says(info_a, "Club A")) << info_a.out;
    EXPECT_TRUE(says(info_b, "Club B")) << info_b.out;
    EXPECT_EQ(scores(a).size(), 1u);
    EXPECT_EQ(scores(b).size(), 2u);
    const CliRun players_a = run_damka("standings --db " + a);
    EXPECT_TRUE(says(players_a, "Anna")) << players_a.out;
    EXPECT_FALSE(has(players_a, "Boris")) << players_a.out;
    // Creating an event twice is refused; a missing event is named.
    const CliRun again = run_damka("event create --db " + a + " --name 'Club A' --rounds 3");
    EXPECT_NE(again.code, 0);
    EXPECT_TRUE(has(again, "event 'club-a' already exists")) << again.out;
    const CliRun missing = run_damka("standings --db " + db_arg("club-c"));
    EXPECT_NE(missing.code, 0);
    EXPECT_TRUE(has(missing, "no event 'club-c'")) << missing.out;
    const CliRun bad = run_damka("standings --db 'postgresql://damka@/federation?event=Club%20C'");
    EXPECT_NE(bad.code, 0);
    EXPECT_TRUE(has(bad, "event=: 'Club C' may hold only lower-case letters")) << bad.out;
}

// A Swiss of micro-matches on PostgreSQL: the openings (checked by the plugin), both games of
// a pairing, the arbiter's game log and a touch-move ruling, and a TRF export, all in the
// event's schema. 4 players, round 1 by the Dutch system: 1-3 and 2-4 (C.04.3: top half
// against bottom half); the lower start number wins game 1, game 2 is drawn.
TEST_F(PostgresTest, MicroMatchSwissWithArbiterLog) {
    const std::string db = db_arg("micro-swiss");
    ASSERT_EQ(run_damka("event create --db " + db + " --name 'Micro' --rounds 3 --micro-match").code, 0);
    QTemporaryDir dir;
    const QString openings = dir.filePath(QStringLiteral("openings.txt"));
    {
        QFile f(openings);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("1. c3-d4 d6-c5\n");
    }
    const CliRun loaded = run_damka("event openings --db " + db + " " + openings.toStdString());
    ASSERT_EQ(loaded.code, 0) << loaded.out;
    add_four_players(db);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    const std::vector<Board> bs = boards(db);
    ASSERT_EQ(bs.size(), 4u); // two boards, two games each
    for (int board = 1; board <= 2; ++board) {
        const Board &g1 = bs[size_t(2 * (board - 1))];
        const std::string b = std::to_string(board);
        ASSERT_EQ(
            run_damka("result set " + b + " " + (g1.white < g1.black ? "1-0" : "0-1") + " --game 1 --db " + db).code,
            0);
        ASSERT_EQ(run_damka("result set " + b + " 1/2 --game 2 --db " + db).code, 0);
    }
    // Round 1 pairs 1-3 and 2-4; each match is 1½ for the lower number, ½ for the higher.
    EXPECT_EQ(bs[0].white + bs[0].black, 4); // 1 and 3
    EXPECT_EQ(bs[2].white + bs[2].black, 6); // 2 and 4
    const std::map<int, double> s = scores(db);
    ASSERT_EQ(s.size(), 4u);
    EXPECT_DOUBLE_EQ(s.at(1), 1.5);
    EXPECT_DOUBLE_EQ(s.at(2), 1.5);
    EXPECT_DOUBLE_EQ(s.at(3), 0.5);
    EXPECT_DOUBLE_EQ(s.at(4), 0.5);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    ASSERT_EQ(run_damka("arbiter log --db " + db + " --board 1 --game 1 move white c3-d4").code, 0);
    ASSERT_EQ(run_damka("arbiter log --db " + db + " --board 1 --game 1 touch black f6").code, 0);
    const CliRun ruling = run_damka("arbiter decide --db " + db + " --board 1 --game 1 touch-move white");
    ASSERT_EQ(ruling.code, 0) << ruling.out;
    EXPECT_TRUE(has(ruling, "Black must play with the piece on f6: f6-e5 or f6-g5")) << ruling.out;
    EXPECT_TRUE(says(run_damka("event audit --db " + db + " --action arbiter.decision"), "adiukh 4.3"));
    const QString trf = dir.filePath(QStringLiteral("micro.trf"));
    const CliRun exported = run_damka("trf export --db " + db + " -o " + trf.toStdString());
    ASSERT_EQ(exported.code, 0) << exported.out;
    EXPECT_TRUE(has(exported, "(4 players, 1 rounds)")) << exported.out;
}

// Issue 45 §3 on PostgreSQL: the prize tables (module "prizes") made by the first prize
// command in the event's schema, the settings stored, the allocation printed. 4 players, a
// round robin where the lower start number wins: player k scores 4 - k (3, 2, 1, 0), so by
// hand 1st (100.00) -> player 1, 2nd (50.00) -> player 2, the 3rd place's medal -> player 3.
TEST_F(PostgresTest, PrizesOnPostgres) {
    const std::string db = db_arg("prize-open");
    ASSERT_EQ(run_damka("event create --db " + db + " --name 'Prize Open' --system rr --tiebreaks SB").code, 0);
    add_four_players(db);
    for (int round = 1; round <= 3; ++round) {
        ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        for (const Board &b : boards(db))
            ASSERT_EQ(run_damka("result set " + std::to_string(b.board) + " " + (b.white < b.black ? "1-0" : "0-1") +
                                " --db " + db)
                          .code,
                      0);
    }
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --place 1 --amount 100"), "prize 1 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --place 2 --amount 50"), "prize 2 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --place 3 --name medal"), "prize 3 added"));
    EXPECT_TRUE(says(run_damka("prizes settings --db " + db + " --shared hort --withdrawn yes --currency RUB"),
                     "withdrawn players eligible: no -> yes"));
    const CliRun shown = run_damka("prizes show --db " + db + " --format csv");
    ASSERT_EQ(shown.code, 0) << shown.out;
    EXPECT_TRUE(has(shown, "1st place,1,1,Player 1,,3,100.00 RUB,rank 1")) << shown.out;
    EXPECT_TRUE(has(shown, "2nd place,2,2,Player 2,,2,50.00 RUB,rank 2")) << shown.out;
    EXPECT_TRUE(has(shown, "3rd place - medal,3,3,Player 3,,1,,rank 3")) << shown.out;
    EXPECT_TRUE(says(run_damka("event audit --db " + db + " --action prize.settings"), "prize settings changed"));
}
