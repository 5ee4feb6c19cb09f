// `damka pdn check` end to end: reports, the summary line and the exit codes of host/cli/cli.hpp.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::run_damka;

const std::string shared = DAMKA_SOURCE_DIR "/tests/data/pdn/";

bool draughts_built() { return QFile::exists(QStringLiteral(DAMKA_TEST_PLUGIN_DIR "/libdamka_draughts.so")); }

std::string write_temp(QTemporaryDir &dir, const char *name, const QByteArray &bytes) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return path.toStdString();
}

} // namespace

TEST(PdnCheckCli, RealFilesAllOk) {
    if (!draughts_built()) GTEST_FAIL() << "the draughts plugin is not built";
    // 23 + 153 games (grep -c '^\[Event' on each file).
    const CliRun r = run_damka("pdn check " + shared + "wk2003-international.pdn " + shared + "ussr1947-russian.pdn");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "176 games: 176 ok, 0 with errors")) << r.out;
    EXPECT_TRUE(has(r, "replayed as russian (games 1-153)")) << r.out;
}

TEST(PdnCheckCli, IllegalMoveExitsTwoWithItsPlace) {
    if (!draughts_built()) GTEST_FAIL() << "the draughts plugin is not built";
    QTemporaryDir dir;
    // Game 2 plays 17-23, which no black man on 17 can do (its squares ahead are 21 and 22).
    const std::string path = write_temp(dir, "bad.pdn",
                                        "[GameType \"20\"]\n1. 32-28 17-22 2-0\n\n"
                                        "[GameType \"20\"]\n[White \"A\"]\n[Black \"B\"]\n1. 32-28 17-23 2-0\n");
    const CliRun r = run_damka("pdn check " + path);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(
        has(r, "game 2 (line 4): A - B: international, 1 ply: illegal move at ply 2 '17-23' (" + path + ":7:10)"))
        << r.out;
    EXPECT_TRUE(has(r, "2 games: 1 ok, 1 with errors")) << r.out;
    const CliRun j = run_damka("pdn check --json " + path);
    EXPECT_EQ(j.code, 2) << j.out;
    EXPECT_TRUE(has(j, "\"kind\": \"illegal_move\"")) << j.out;
    EXPECT_TRUE(has(j, "\"move\": \"17-23\"")) << j.out;
}

TEST(PdnCheckCli, FinishedFinalPositionAgainstTheRecordedResult) {
    if (!draughts_built()) GTEST_FAIL() << "the draughts plugin is not built";
    QTemporaryDir dir;
    // Russian numbering: 22 is c3, 18 is d4. c3:e5 takes Black's last man: White wins, as
    // game 1 records; game 2 records 0-1 for the same play.
    const std::string path = write_temp(dir, "end.pdn",
                                        "[FEN \"W:W22:B18\"]\n1. c3:e5 1-0\n\n"
                                        "[FEN \"W:W22:B18\"]\n1. c3:e5 0-1\n");
    const CliRun r = run_damka("pdn check " + path);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(has(r, "game 1 (line 1): (no players): russian, 1 ply: ok (final position: White wins")) << r.out;
    EXPECT_TRUE(has(r, "agrees with the recorded 1-0)")) << r.out;
    EXPECT_TRUE(has(r,
                    "game 2 (line 4): (no players): russian, 1 ply: result (" + path +
                        ":5:10): the recorded result 0-1 disagrees with the final position: White wins"))
        << r.out;
    EXPECT_TRUE(has(r, "replayed as russian (games 1-2)")) << r.out;
}

TEST(PdnCheckCli, SyntaxErrorExitsThreeAndMissingFileFive) {
    QTemporaryDir dir;
    const std::string path = write_temp(dir, "broken.pdn", "[Event \"x]\n1. 32-28 *\n");
    const CliRun r = run_damka("pdn check " + path);
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_TRUE(has(r, path + ":1:8: the value of tag Event is not closed")) << r.out;
    const CliRun empty = run_damka("pdn check " + write_temp(dir, "empty.pdn", "% nothing here\n"));
    EXPECT_EQ(empty.code, 3) << empty.out;
    EXPECT_TRUE(has(empty, "no PDN game found")) << empty.out;
    const CliRun missing = run_damka("pdn check " + path + ".missing");
    EXPECT_EQ(missing.code, 5) << missing.out;
    EXPECT_TRUE(has(missing, "cannot read")) << missing.out;
    EXPECT_EQ(run_damka("pdn check").code, 3);
    EXPECT_EQ(run_damka("pdn check --variant no-such-variant " + path).code, 3);
    EXPECT_EQ(run_damka("pdn frobnicate").code, 3);
}
