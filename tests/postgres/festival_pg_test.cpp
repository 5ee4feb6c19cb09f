// Issue 45 §2 on PostgreSQL: a festival is every event of one database, each section a schema;
// a player moved from one to another (two connections, the destination's transaction committed
// inside the source's) and one CSV imported into both.
#include "tests/support/damka_cli.hpp"
#include "postgres_server.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <fstream>
#include <string>

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::postgres;
using damka::testing::PostgresTest;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

namespace {

std::string event_url(const char *slug) { return "'" + postgres().url(QString::fromUtf8(slug)).toStdString() + "'"; }

// The database's URL without event=: the festival of all its events.
std::string festival_url() {
    QString url = postgres().url(QStringLiteral("x"));
    url.chop(int(QStringLiteral("&event=x").size()));
    return "'" + url.toStdString() + "'";
}

} // namespace

// Ivanov leaves fest-a before its round 1 (Boris moves up to 2) and enters fest-b as its player
// 2 with his FMJD id and birth year; then one CSV adds Vera to fest-a and Gleb to fest-b, and a
// line naming a section the database does not hold imports nothing.
TEST_F(PostgresTest, FestivalMoveAndImportAcrossSchemas) {
    for (const char *slug : {"fest-a", "fest-b"})
        ASSERT_EQ(run_damka("event create --db " + event_url(slug) + " --name " + slug + " --rounds 5").code, 0);
    ASSERT_EQ(run_damka("player add --db " + event_url("fest-a") + " Anna --rating 1500").code, 0);
    ASSERT_EQ(run_damka("player add --db " + event_url("fest-a") +
                        " 'Ivanov, Ivan' --rating 1800 --fmjd-id 12345 --born 2001 --fed RUS --sex M")
                  .code,
              0);
    ASSERT_EQ(run_damka("player add --db " + event_url("fest-a") + " Boris --rating 1400").code, 0);
    ASSERT_EQ(run_damka("player add --db " + event_url("fest-b") + " Oleg --rating 1300").code, 0);
    const CliRun moved = run_damka("festival move --dir " + festival_url() + " --player 2 --from fest-a --to fest-b");
    EXPECT_TRUE(says(moved, "Ivanov, Ivan (2) moved to section fest-b (player 2 there)")) << moved.out;
    const CliRun a = run_damka("player list --db " + event_url("fest-a"));
    EXPECT_TRUE(says(a, "2  Boris")) << a.out;
    EXPECT_FALSE(has(a, "Ivanov")) << a.out;
    const CliRun b = run_damka("player list --db " + event_url("fest-b"));
    EXPECT_TRUE(says(b, "2  Ivanov, Ivan")) << b.out;
    EXPECT_TRUE(has(b, " 1800     RUS")) << b.out;
    EXPECT_TRUE(says(run_damka("event audit --db " + event_url("fest-b")),
                     "Ivanov, Ivan (2) moved from section fest-a (player 2 there)"));
    QTemporaryDir dir;
    const std::string csv = dir.filePath(QStringLiteral("entries.csv")).toStdString();
    std::ofstream(csv) << "name,rating,section\nVera,1600,fest-a\nGleb,1200,fest-b\n";
    const CliRun imported = run_damka("festival import --dir " + festival_url() + " " + csv);
    EXPECT_TRUE(says(imported, "section fest-a:\nadded player 3: Vera (1600)")) << imported.out;
    EXPECT_TRUE(has(imported, "section fest-b:\nadded player 3: Gleb (1200)")) << imported.out;
    std::ofstream(csv) << "name,rating,section\nZoe,1600,fest-a\nYan,1200,fest-z\n";
    EXPECT_TRUE(refused(run_damka("festival import --dir " + festival_url() + " " + csv),
                        "line 3: section: 'fest-z' is no section of the festival"));
    EXPECT_FALSE(has(run_damka("player list --db " + event_url("fest-a")), "Zoe"));
    // Pairing a section with --festival finds itself among the database's events by its URL: its
    // own players are not warned of as being in another section (nobody is in two here).
    const CliRun paired = run_damka("round pair --db " + event_url("fest-b") + " --festival " + festival_url());
    EXPECT_TRUE(says(paired, "round 1 paired (draft)")) << paired.out;
    EXPECT_FALSE(has(paired, "warning:")) << paired.out;
}
