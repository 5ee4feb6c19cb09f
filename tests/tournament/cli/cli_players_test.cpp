// Issue 27 ("What a second real event found"): the players' side of a real Swiss run from the
// command line — a club's spreadsheet imported with Russian headers and a column of phone
// numbers, prize lists for women and age categories, title and club in the tables, a
// withdrawn player marked, and round numbers held to the event's rounds.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <fstream>

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

namespace {

void write(const std::string &file, const std::string &text) { std::ofstream(file, std::ios::binary) << text; }

// Six players of a one-round Swiss starting 2026-05-01, paired by hand 1-4, 2-5, 3-6 and
// played: 1-0, ½-½, 0-1. Ties are broken by WIN only, so equal scores with equal wins share a
// rank (sorted by start number). Registered from a CSV with Russian headers (item 4).
//   SNo name  sex born  rating    result            score  WIN  rank
//   1   Anna  F   2010  2000      beat Gleb         1      1    1
//   2   Boris M   1970  1900      drew Dina         ½      0    3
//   3   Vera  F   1960  1800      lost to Ella      0      0    5
//   4   Gleb  M   2007  1700      lost to Anna      0      0    5
//   5   Dina  F   2008  1600      drew Boris        ½      0    3
//   6   Ella  F   -     1500      beat Vera         1      1    1
// Standings order: Anna 1, Ella 1, Boris 3, Dina 3, Vera 5, Gleb 5.
std::string played_event(QTemporaryDir &dir) {
    const std::string db = dir.filePath(QStringLiteral("open.db")).toStdString();
    const std::string csv = dir.filePath(QStringLiteral("players.csv")).toStdString();
    write(csv,
          "\xEF\xBB\xBF"
          "Фамилия;Имя;Пол;Год рождения;Рейтинг;Звание;Федерация;Клуб;Телефон\n"
          "Anna;;ж;2010;2000;cmf;rus;Spartak;+7 900 000-00-01\n"
          "Boris;;М;1970;1900;;RUS;;\n"
          "Vera;;F;1960;1800;;;;\n"
          "Gleb;;m;2007;1700;;;;\n"
          "Dina;;w;2008;1600;;;;\n"
          "Ella;;Ж;;1500;;;;\n");
    if (run_damka("event create --db " + db + " --name Open --rounds 1 --from 2026-05-01 --tiebreaks WIN").code != 0)
        return "";
    const CliRun imported = run_damka("player import --db " + db + " " + csv);
    EXPECT_TRUE(says(imported, "imported 6 players")) << imported.out;
    // The phone column is ignored with a warning naming it, not a refusal (item 4).
    EXPECT_TRUE(has(imported, "warning: line 1: column 9 'Телефон' is not a player field and is ignored"))
        << imported.out;
    if (run_damka("round pair --manual 1-4,2-5,3-6 --db " + db).code != 0) return "";
    if (run_damka("round publish --db " + db).code != 0) return "";
    const CliRun pairings = run_damka("pairings --format csv --db " + db);
    EXPECT_TRUE(has(pairings, "Anna")) << pairings.out;
    for (const char *board : {"1 1-0", "2 1/2", "3 0-1"})
        if (run_damka(std::string("result set ") + board + " --db " + db).code != 0) return "";
    return db;
}

} // namespace

// Item 3: the women's list keeps the standings' order and ranks within itself; Anna and Ella
// share rank 1 as they do overall. Columns: Rk, All (overall rank), SNo, Name, Title, Rtg,
// FED, Club, Pts, WIN.
TEST(CliPlayers, WomensPrizeList) {
    QTemporaryDir dir;
    const std::string db = played_event(dir);
    ASSERT_FALSE(db.empty());
    const CliRun all = run_damka("standings --format csv --db " + db);
    ASSERT_TRUE(says(all, "Rk,SNo,Name,Title,Rtg,FED,Club,Pts,WIN\r\n")) << all.out;
    EXPECT_TRUE(has(all, "1,1,Anna,CMF,2000,RUS,Spartak,1,1\r\n")) << all.out;
    EXPECT_TRUE(has(all, "1,6,Ella,,1500,,,1,1\r\n")) << all.out;
    const CliRun women = run_damka("standings --category women --format csv --db " + db);
    ASSERT_TRUE(says(women, "Rk,All,SNo,Name,Title,Rtg,FED,Club,Pts,WIN\r\n")) << women.out;
    EXPECT_TRUE(has(women,
                    "1,1,1,Anna,CMF,2000,RUS,Spartak,1,1\r\n"
                    "1,1,6,Ella,,1500,,,1,1\r\n"
                    "3,3,5,Dina,,1600,,,0.5,0\r\n"
                    "4,5,3,Vera,,1800,,,0,0\r\n"))
        << women.out;
    EXPECT_FALSE(has(women, "Boris")) << women.out;
    // The legend goes under the text and HTML forms (CSV is the table alone).
    const CliRun legend = run_damka("standings --category women --db " + db);
    EXPECT_TRUE(says(legend, "Women: the players registered as F, ranked among themselves.")) << legend.out;
    const CliRun men = run_damka("standings --category men --format csv --db " + db);
    EXPECT_TRUE(says(men,
                     "1,3,2,Boris,,1900,RUS,,0.5,0\r\n"
                     "2,5,4,Gleb,,1700,,,0,0\r\n"))
        << men.out;
}

// Item 3: under 18 in 2026 = not yet 18 on 1 January 2026 = born 2008 or later: Dina (2008)
// is in, Gleb (2007) is not; Ella has no birth year and is named under the list.
// Seniors: S50 = born 1976 or earlier (Boris 1970, Vera 1960); S65 = 1961 or earlier (Vera).
TEST(CliPlayers, AgeCategoriesCountFromTheEventsYear) {
    QTemporaryDir dir;
    const std::string db = played_event(dir);
    ASSERT_FALSE(db.empty());
    const CliRun u18 = run_damka("standings --category U18 --format csv --db " + db);
    EXPECT_TRUE(says(u18,
                     "1,1,1,Anna,CMF,2000,RUS,Spartak,1,1\r\n"
                     "2,3,5,Dina,,1600,,,0.5,0\r\n"))
        << u18.out;
    EXPECT_FALSE(has(u18, "Gleb")) << u18.out;
    const CliRun legend = run_damka("standings --category u18 --db " + db);
    EXPECT_TRUE(says(legend, "U18: under 18 on 1 January 2026 (born 2008 or later")) << legend.out;
    EXPECT_TRUE(says(legend, "birth year not being registered: Ella (6).")) << legend.out;
    const CliRun s50 = run_damka("standings --category s50 --format csv --db " + db);
    EXPECT_TRUE(says(s50,
                     "1,3,2,Boris,,1900,RUS,,0.5,0\r\n"
                     "2,5,3,Vera,,1800,,,0,0\r\n"))
        << s50.out;
    const CliRun s65 = run_damka("standings --category s65 --format csv --db " + db);
    EXPECT_TRUE(says(s65, "1,5,3,Vera,,1800,,,0,0\r\n")) << s65.out;
    EXPECT_FALSE(has(s65, "Boris")) << s65.out;
    EXPECT_TRUE(
        refused(run_damka("standings --category juniors --db " + db), "--category: 'juniors' is not a category"));
}

// Item 3: an age category needs the event's year.
TEST(CliPlayers, AgeCategoryWithoutAStartDateIsRefused) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Open --rounds 3").code, 0);
    ASSERT_EQ(run_damka("player add Anna --sex F --born 2010 --db " + db).code, 0);
    EXPECT_TRUE(refused(run_damka("standings --category u12 --db " + db), "--category: the event has no first day"));
    EXPECT_TRUE(says(run_damka("standings --category women --db " + db), "Anna"));
}

// Item 3: the sex goes to TRF-16 column 10 (m/w) and comes back from it.
TEST(CliPlayers, SexIsKeptThroughTrf) {
    QTemporaryDir dir;
    const std::string db = played_event(dir);
    ASSERT_FALSE(db.empty());
    const std::string trf = dir.filePath(QStringLiteral("open.trf")).toStdString();
    ASSERT_EQ(run_damka("trf export --db " + db + " -o " + trf).code, 0);
    std::ifstream in(trf);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("001    1 wCMF Anna"), std::string::npos) << text;
    EXPECT_NE(text.find("001    2 m    Boris"), std::string::npos) << text;
    const std::string copy = dir.filePath(QStringLiteral("copy.db")).toStdString();
    ASSERT_EQ(run_damka("trf import " + trf + " --db " + copy).code, 0);
    const CliRun women = run_damka("standings --category women --format csv --db " + copy);
    EXPECT_TRUE(says(women, "3,3,5,Dina,,1600,,,0.5,0\r\n")) << women.out;
}

// Item 3: a withdrawn player is marked in the standings, the crosstable and the wall chart,
// and the mark is explained under each; title and club are columns of all three.
TEST(CliPlayers, TablesShowTitleClubAndAWithdrawal) {
    QTemporaryDir dir;
    const std::string db = played_event(dir);
    ASSERT_FALSE(db.empty());
    ASSERT_TRUE(says(run_damka("event edit --rounds 3 --db " + db), "rounds"));
    ASSERT_TRUE(says(run_damka("player withdraw 4 --db " + db), "withdraws after round 1"));
    const CliRun st = run_damka("standings --format csv --db " + db);
    EXPECT_TRUE(says(st, "5,4,Gleb (wd 1),,1700,,,0,0\r\n")) << st.out;
    EXPECT_TRUE(says(run_damka("standings --db " + db), "(wd N): withdrew from the event after round N"));
    const CliRun ct = run_damka("crosstable --format csv --db " + db);
    EXPECT_TRUE(says(ct, "Rk,SNo,Name,Title,Rtg,FED,Club,1.Rd,Pts,WIN\r\n")) << ct.out;
    EXPECT_TRUE(has(ct, "1,1,Anna,CMF,2000,RUS,Spartak,4w1,1,1\r\n")) << ct.out;
    EXPECT_TRUE(has(ct, "5,4,Gleb (wd 1),,1700,,,1b0,0,0\r\n")) << ct.out;
    EXPECT_TRUE(says(run_damka("crosstable --db " + db), "(wd N): withdrew"));
    const CliRun wall = run_damka("print wallchart --format csv --db " + db);
    EXPECT_TRUE(says(wall, "SNo,Name,Title,Rtg,FED,Club,1,2,3,Pts\r\n")) << wall.out;
    EXPECT_TRUE(has(wall, "4,Gleb (wd 1),,1700,,,1b0,,,0\r\n")) << wall.out;
    EXPECT_TRUE(says(run_damka("print wallchart --db " + db), "(wd N): withdrew"));
    const CliRun html = run_damka("standings --format html --db " + db);
    EXPECT_TRUE(says(html, "<th class=\"s\">Club</th>")) << html.out; // folds under the row on a phone
    EXPECT_TRUE(has(html, "Spartak")) << html.out;
}

// Item 11: every round an option names is one of the event's rounds. A 4-team round robin has
// 3 rounds (C.05 Annex 1) before its round 1 is paired; `team lineup --round 2147483647` was
// stored.
TEST(CliPlayers, RoundOptionsAreHeldToTheEventsRounds) {
    QTemporaryDir dir;
    const std::string teams = dir.filePath(QStringLiteral("teams.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + teams + " --name League --system team-round-robin --boards 1").code, 0);
    for (const char *p : {"A", "B", "C", "D"}) ASSERT_EQ(run_damka("player add --db " + teams + " " + p).code, 0);
    for (int t = 1; t <= 4; ++t)
        ASSERT_EQ(
            run_damka("team add --db " + teams + " T" + std::to_string(t) + " --players " + std::to_string(t)).code, 0);
    EXPECT_TRUE(refused(run_damka("team lineup 1 --round 2147483647 --players 1 --db " + teams),
                        "round: 2147483647 is not a round of this event (1..3)"));
    EXPECT_TRUE(says(run_damka("team lineup 1 --round 3 --players 1 --db " + teams), "T1, round 3: line-up A (1)"));
    EXPECT_TRUE(
        refused(run_damka("team matches --round 4 --db " + teams), "--round: 4 is not a round of this event (1..3)"));

    const std::string rr = dir.filePath(QStringLiteral("rr.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + rr + " --name RR --system rr").code, 0);
    for (const char *p : {"A", "B", "C", "D"}) ASSERT_EQ(run_damka("player add --db " + rr + " " + p).code, 0);
    EXPECT_TRUE(refused(run_damka("bye request 1 --kind ZPB --round 2147483647 --db " + rr),
                        "round: 2147483647 is not a round of this event (1..3)"));
    EXPECT_TRUE(
        refused(run_damka("bye cancel 1 --round 4 --db " + rr), "round: 4 is not a round of this event (1..3)"));

    const std::string swiss = dir.filePath(QStringLiteral("swiss.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + swiss + " --name Swiss --rounds 3").code, 0);
    for (const char *p : {"A", "B", "C", "D"}) ASSERT_EQ(run_damka("player add --db " + swiss + " " + p).code, 0);
    EXPECT_TRUE(refused(run_damka("player withdraw 1 --after 500 --db " + swiss),
                        "after: 500 is not a round of this event (0..3)"));
    ASSERT_EQ(run_damka("round pair --db " + swiss).code, 0);
    // `round undo N` took no round and undid the latest whatever N said.
    EXPECT_TRUE(refused(run_damka("round undo 2147483647 --db " + swiss),
                        "ROUND: 2147483647 is not a round of this event (1..3)"));
    EXPECT_TRUE(refused(run_damka("round undo 2 --db " + swiss), "ROUND: round 2 is not the latest paired round (1)"));
    EXPECT_TRUE(says(run_damka("pairings --db " + swiss), "A")); // round 1 is still paired
    EXPECT_TRUE(says(run_damka("round undo 1 --db " + swiss), "round 1 pairing undone"));
}

// Issue 44 §3: Excel's plain CSV in Russian (Windows-1251, ';') imported with a column read as
// another field, a likely duplicate refused unless --duplicate-ok, a rating read whole, a player
// deleted (the numbers after him move up), the start numbers sorted before round 1. The bytes
// in hex (iconv -t cp1251).
namespace {
// "Фамилия;Имя;Рейтинг;Город\r\nИванов;Пётр;1800;Казань\r\nОрлова;Анна;2000;Тула\r\n".
const std::string excel_cp1251 =
    "\xd4\xe0\xec\xe8\xeb\xe8\xff\x3b\xc8\xec\xff\x3b\xd0\xe5\xe9\xf2\xe8\xed\xe3\x3b\xc3\xee\xf0\xee\xe4\x0d\x0a"
    "\xc8\xe2\xe0\xed\xee\xe2\x3b\xcf\xb8\xf2\xf0\x3b\x31\x38\x30\x30\x3b\xca\xe0\xe7\xe0\xed\xfc\x0d\x0a"
    "\xce\xf0\xeb\xee\xe2\xe0\x3b\xc0\xed\xed\xe0\x3b\x32\x30\x30\x30\x3b\xd2\xf3\xeb\xe0\x0d\x0a";

} // namespace

TEST(CliPlayerFiles, Windows1251ImportDeleteDuplicateAndSort) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    const std::string csv = dir.filePath(QStringLiteral("players.csv")).toStdString();
    write(csv, excel_cp1251);
    ASSERT_EQ(run_damka("event create --db " + db + " --name Open --rounds 3 --tiebreaks BH").code, 0);
    // Before issue 44: "not UTF-8 text; it looks like Windows-1251 ... save the file as CSV UTF-8".
    const CliRun imported = run_damka("player import --column 4=club --db " + db + " " + csv);
    ASSERT_TRUE(says(imported, "imported 2 players")) << imported.out;
    EXPECT_TRUE(has(imported, "warning: the file is read as Windows-1251 text")) << imported.out;
    const CliRun list = run_damka("player list --db " + db);
    EXPECT_TRUE(has(list, "Иванов, Пётр")) << list.out;
    EXPECT_TRUE(has(list, "Казань")) << list.out;
    EXPECT_TRUE(refused(run_damka("player import --column 9=club --db " + db + " " + csv), "column 9"));
    // A likely duplicate: refused with the way on; --duplicate-ok adds him.
    const CliRun twin = run_damka("player add 'Иванов, Пётр' --db " + db);
    EXPECT_TRUE(refused(twin, "already registered as player 1")) << twin.out;
    EXPECT_TRUE(has(twin, "--duplicate-ok")) << twin.out;
    EXPECT_TRUE(says(run_damka("player add 'Иванов, Пётр' --duplicate-ok --db " + db), "added player 3"));
    // A rating with letters is refused whole; one above 3000 is a typing error.
    EXPECT_TRUE(refused(run_damka("player add Someone --rating 22ОО --db " + db), "--rating: '22ОО'"));
    EXPECT_TRUE(refused(run_damka("player add Someone --rating 3100 --db " + db), "rating: 3100 is outside 0..3000"));
    // The mistaken second entry goes; nobody holds a number after him.
    const CliRun deleted = run_damka("player delete 3 --db " + db);
    EXPECT_TRUE(says(deleted, "deleted player 3: Иванов, Пётр")) << deleted.out;
    // Deleting player 1 moves Орлова up to number 1.
    EXPECT_TRUE(says(run_damka("player delete 1 --db " + db), "start number 2 becomes 1"));
    EXPECT_TRUE(has(run_damka("player list --db " + db), "   1  Орлова, Анна"));
    // Sorting: a stronger player entered later takes number 1 before round 1 is paired.
    ASSERT_EQ(run_damka("player add Strong --rating 2400 --db " + db).code, 0);
    const CliRun sorted = run_damka("player sort --db " + db);
    EXPECT_TRUE(says(sorted, "start numbers in the initial order")) << sorted.out;
    EXPECT_TRUE(has(run_damka("player list --db " + db), "   1  Strong")) << run_damka("player list --db " + db).out;
    const CliRun audit = run_damka("event audit --db " + db);
    EXPECT_TRUE(has(audit, "deleted player 1: Иванов, Пётр")) << audit.out;
}
