// A team event through TRF and back from the command line: the TRF-26 team records (082 352
// 362 310 300 330) of a 3-team round robin with a reserve in a captain's line-up, a team
// without a match each round and a forfeited match, each written out by hand below; then
// import, and the second export is the first one again.
#include <QFile>
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

std::string read_all(const std::string &path) {
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}

// The event: 2 boards, match points 1-0.5-0.
//   T1: P1 (2000), P2 (1800), reserve P7 (1700)   strength (2000+1800)/2 = 1900
//   T2: P3 (1900), P4 (1700)                      strength 1800
//   T3: P5 (1600), P6 (1500)                      strength 1550
// C.05 Annex 1 for 3 teams is the table of 4 (team 4 is "no match"):
//   R1: 1-4 2-3 -> T1 free, T2-T3     R2: 4-3 1-2 -> T3 free, T1-T2     R3: 2-4 3-1 -> T2 free, T3-T1
// R1 T2-T3: board 1 P3-P5 1-0, board 2 P6-P4 1/2     T2 1.5 : 0.5 T3
// R2 T1-T2: the captain fields P1, P7 (the reserve moves up to board 2):
//           board 1 P1-P3 1/2, board 2 P4-P7 0-1      T1 1.5 : 0.5 T2
// R3 T3-T1: T3 does not come, the whole match is lost by forfeit: T1 2 : 0
// Totals (match points 1-0.5-0): T1 MP 2 GP 3.5; T2 MP 1 GP 2; T3 MP 0 GP 0.5: ranks 1, 2, 3.
TEST(CliTeamTrf, TeamRecordsByHandAndTheRoundTrip) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("teams.db")).toStdString();
    const std::string db2 = dir.filePath(QStringLiteral("back.db")).toStdString();
    const std::string trf1 = dir.filePath(QStringLiteral("one.trf")).toStdString();
    const std::string trf2 = dir.filePath(QStringLiteral("two.trf")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db +
                        " --name 'Cup' --system team-round-robin --boards 2 --match-points 1-0.5-0")
                  .code,
              0);
    const int ratings[7] = {2000, 1800, 1900, 1700, 1600, 1500, 1700};
    for (int p = 1; p <= 7; ++p)
        ASSERT_EQ(run_damka("player add --db " + db + " 'P" + std::to_string(p) + "' --rating " +
                            std::to_string(ratings[p - 1]))
                      .code,
                  0);
    ASSERT_EQ(
        run_damka("team add --db " + db + " T1 --players 1,2,7 --fed RUS --club 'Chigorin club' --captain 2").code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " T2 --players 3,4").code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " T3 --players 5,6").code, 0);
    ASSERT_EQ(run_damka("team lineup --db " + db + " 1 --round 2 --players 1,7").code, 0);

    auto round = [&](const std::vector<std::string> &results) {
        ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
        ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
        for (const std::string &r : results) ASSERT_EQ(run_damka("result set --db " + db + " --match 1 " + r).code, 0);
    };
    round({"1 1-0", "2 1/2"});
    round({"1 1/2", "2 0-1"});
    round({"all -+"});

    ASSERT_EQ(run_damka("trf export --db " + db + " -o " + trf1).code, 0);
    const std::string text = read_all(trf1);
    EXPECT_NE(text.find("\n082 3\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\n352 WB\n"), std::string::npos); // board 1 White, board 2 Black
    // 362 in 162's columns: code ending at 6, points 7-10, every 9 columns.
    EXPECT_NE(text.find("\n362 TW 1.0   TD 0.5   TL 0.0\n"), std::string::npos);
    // 310: number 5-7, name 9-40, nickname 42-46, strength 48-53, MP 55-60, GP 62-67, rank
    // 69-71, players from 74-77 every 5 columns.
    const std::string t1 = "310   1 T1" + std::string(30, ' ') + " " + std::string(5, ' ') + "   1900" +
        "    2.0    3.5   1     1    2    7";
    const std::string t2 =
        "310   2 T2" + std::string(30, ' ') + " " + std::string(5, ' ') + "   1800" + "    1.0    2.0   2     3    4";
    const std::string t3 =
        "310   3 T3" + std::string(30, ' ') + " " + std::string(5, ' ') + "   1550" + "    0.0    0.5   3     5    6";
    for (const std::string &line : {t1, t2, t3}) EXPECT_NE(text.find("\n" + line + "\n"), std::string::npos) << line;
    EXPECT_EQ(t1.substr(73, 4), "   1"); // column 74-77: the first board
    EXPECT_EQ(t1.substr(54, 6), "   2.0"); // columns 55-60: match points
    // 300: round 2, T1 against T2 fielded P1 and the reserve P7, not its first two boards.
    EXPECT_NE(text.find("\n300 002 001 002    1    7\n"), std::string::npos);
    EXPECT_EQ(text.find("\n300 001"), std::string::npos); // round 1: both teams in board order
    // 330: round 3, T3 (White team) lost by forfeit to T1.
    EXPECT_NE(text.find("\n330 -+ 003 003 001\n"), std::string::npos);
    // What the records cannot hold travels on damka lines.
    EXPECT_NE(text.find("### damka team 1 name=T1 federation=RUS club=\"Chigorin club\" captain=2 players=1,2,7"),
              std::string::npos);
    EXPECT_NE(text.find("### damka lineup 2 1 1 7"), std::string::npos);
    EXPECT_NE(text.find("### damka free-team 1 1"), std::string::npos);

    const CliRun imported = run_damka("trf import " + trf1 + " --db " + db2);
    ASSERT_EQ(imported.code, 0) << imported.out;
    ASSERT_EQ(run_damka("trf export --db " + db2 + " -o " + trf2).code, 0);
    EXPECT_EQ(read_all(trf2), text);
    const CliRun st1 = run_damka("standings --db " + db + " --format csv");
    const CliRun st2 = run_damka("standings --db " + db2 + " --format csv");
    EXPECT_TRUE(says(st2, "1,1,T1,2,2,3.5")); // T1 rested in round 1: two matches
    EXPECT_EQ(st1.out, st2.out);
    EXPECT_TRUE(says(run_damka("team list --db " + db2), "Chigorin club"));

    // A line-up that swaps two players of the board order is refused on import, as `damka
    // team lineup` refuses it (team.hpp: a reserve may move up, nobody swaps).
    std::string swapped = text;
    const size_t at = swapped.find("### damka lineup 2 1 1 7");
    ASSERT_NE(at, std::string::npos);
    swapped.replace(at, 24, "### damka lineup 2 1 7 1");
    const std::string bad = dir.filePath(QStringLiteral("bad.trf")).toStdString();
    QFile f(QString::fromStdString(bad));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(swapped));
    f.close();
    EXPECT_TRUE(
        refused(run_damka("trf import " + bad + " --db " + dir.filePath(QStringLiteral("bad.db")).toStdString()),
                "line-up of team 1 for round 2"));
}

// A changed team record is refused, naming the record and what the games give.
TEST(CliTeamTrf, ATeamRecordThatDisagreesWithTheGamesIsRefused) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.db")).toStdString();
    const std::string trf = dir.filePath(QStringLiteral("t.trf")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Cup --system team-round-robin --boards 1").code, 0);
    for (int p = 1; p <= 2; ++p) ASSERT_EQ(run_damka("player add --db " + db + " P" + std::to_string(p)).code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " A --players 1").code, 0);
    ASSERT_EQ(run_damka("team add --db " + db + " B --players 2").code, 0);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    ASSERT_EQ(run_damka("result set --db " + db + " --match 1 1 1-0").code, 0);
    const CliRun exported = run_damka("trf export --db " + db);
    ASSERT_EQ(exported.code, 0);
    std::string text = exported.out;
    // A: MP 2 GP 1 -> claim 1.5 game points.
    const size_t at = text.find("    2.0    1.0   1");
    ASSERT_NE(at, std::string::npos) << text;
    text.replace(at, 18, "    2.0    1.5   1");
    QFile f(QString::fromStdString(trf));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(text));
    f.close();
    const CliRun back = run_damka("trf import " + trf + " --db " + dir.filePath(QStringLiteral("b.db")).toStdString());
    EXPECT_TRUE(refused(back, "team record 3 is '310   1 A"));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("b.db"))));
}

} // namespace
