// Issue 45 §2 end to end: a festival folder of two sections — their start lists imported from
// one Windows-1251 CSV with a Секция column, one person paired in both warned of by `round pair
// --festival`, a player moved from A to B before round 1 with both audit logs naming it, and the
// refusals with their exit codes.
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

// Two 5-round Swiss sections, a-open and b-open, in `dir`; returns the folder.
std::string festival(QTemporaryDir &dir) {
    const std::string folder = dir.path().toStdString();
    for (const char *slug : {"a-open", "b-open"})
        EXPECT_EQ(run_damka("event create --db " + folder + "/" + slug + ".db --name " + slug + " --rounds 5").code, 0);
    return folder;
}

// Excel's plain CSV of a Russian organiser, ';' and Windows-1251 (А-Я = C0-DF, а-я = E0-FF):
//   Фамилия;Имя;Рейтинг;Номер ФМЖД;Секция
//   Иванов;Иван;1900;12345;a-open
//   Орлова;Анна;1500;;A-OPEN
//   Петров;Пётр;2000;;b-open        (ё = B8)
//   Иванов;Иван;1700;12345;b-open
std::string cp1251_csv() {
    return "\xD4\xE0\xEC\xE8\xEB\xE8\xFF;\xC8\xEC\xFF;\xD0\xE5\xE9\xF2\xE8\xED\xE3;\xCD\xEE\xEC\xE5\xF0 "
           "\xD4\xCC\xC6\xC4;\xD1\xE5\xEA\xF6\xE8\xFF\n"
           "\xC8\xE2\xE0\xED\xEE\xE2;\xC8\xE2\xE0\xED;1900;12345;a-open\n"
           "\xCE\xF0\xEB\xEE\xE2\xE0;\xC0\xED\xED\xE0;1500;;A-OPEN\n"
           "\xCF\xE5\xF2\xF0\xEE\xE2;\xCF\xB8\xF2\xF0;2000;;b-open\n"
           "\xC8\xE2\xE0\xED\xEE\xE2;\xC8\xE2\xE0\xED;1700;12345;b-open\n";
}

} // namespace

TEST(CliFestival, ImportPairWarnMove) {
    QTemporaryDir dir;
    const std::string folder = festival(dir);
    const std::string csv = folder + "/entries.csv";
    write(csv, cp1251_csv());
    const CliRun imported = run_damka("festival import --dir " + folder + " " + csv);
    EXPECT_TRUE(says(imported,
                     "section a-open:\nadded player 1: Иванов, Иван (1900)\nadded player 2: Орлова, Анна "
                     "(1500)\nimported 2 players\nsection b-open:\nadded player 1: Петров, Пётр (2000)\n"
                     "added player 2: Иванов, Иван (1700)\nimported 2 players\n"))
        << imported.out;
    EXPECT_TRUE(has(imported, "warning: the file is read as Windows-1251 text"));
    const std::string a = folder + "/a-open.db", b = folder + "/b-open.db";
    // A's round 1: Иванов (1) - Орлова (2) on board 1, published, no result yet. B's round 1:
    // Петров (1) - Иванов (2) on board 1, the same FMJD id.
    ASSERT_EQ(run_damka("round pair --db " + a).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + a).code, 0);
    const CliRun paired = run_damka("round pair --db " + b + " --festival " + folder);
    EXPECT_TRUE(says(paired,
                     "warning: Иванов, Иван (2) is paired on board 1 of round 1 in section b-open and, as Иванов, "
                     "Иван (1), on board 1 of round 1 in section a-open, which is still being played: one person "
                     "(the same FMJD id 12345)"))
        << paired.out;
    ASSERT_EQ(run_damka("round undo --db " + b).code, 0);
    // Орлова moves to B before its round 1 (A has played one: she is withdrawn there).
    const CliRun moved =
        run_damka("festival move --dir " + folder + " --player 2 --from a-open --to b-open --arbiter Chief");
    EXPECT_TRUE(says(moved, "Орлова, Анна (2) moved to section b-open (player 3 there)")) << moved.out;
    EXPECT_TRUE(
        says(run_damka("event audit --db " + b), "Орлова, Анна (3) moved from section a-open (player 2 there)"));
    EXPECT_TRUE(says(run_damka("player list --db " + a), "withdrawn after round 1"));
    EXPECT_TRUE(says(run_damka("player list --db " + b), "Орлова, Анна"));
}

TEST(CliFestival, Refusals) {
    QTemporaryDir dir;
    const std::string folder = festival(dir);
    const std::string csv = folder + "/entries.csv";
    write(csv, "name,section\nAnna,a-open\nGleb,c-open\n");
    EXPECT_TRUE(refused(run_damka("festival import --dir " + folder + " " + csv),
                        "line 3: section: 'c-open' is no section of the festival (a-open, b-open)"));
    const CliRun list = run_damka("player list --db " + folder + "/a-open.db");
    EXPECT_EQ(list.code, 0);
    EXPECT_FALSE(has(list, "Anna")) << list.out; // nothing imported
    const CliRun unknown = run_damka("festival move --dir " + folder + " --player 1 --from a-open --to c-open");
    EXPECT_TRUE(refused(unknown, "damka: --to: no section 'c-open' in the festival (a-open, b-open)"));
    EXPECT_EQ(unknown.code, 3);
    EXPECT_TRUE(refused(run_damka("festival move --dir " + folder + " --player 1 --from a-open --to b-open"),
                        "player: section a-open has no player with start number 1"));
    EXPECT_TRUE(refused(run_damka("festival move --dir " + folder + "/none --player 1 --from a-open --to b-open"),
                        "--dir: " + folder + "/none is not a folder, nor a PostgreSQL URL without event="));
    EXPECT_TRUE(
        refused(run_damka("festival move --dir " + folder + " --from a-open --to b-open"), "--player: required"));
}
