// Numbers and text the arbiter types are range-checked at the command line (issue 13, part 3):
// QString::toDouble reads "inf" and "nan", and a bye worth either once went into the event.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;

TEST(CliInput, ByePointsMustBeFinite) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    for (const char *bad : {"inf", "nan", "-1", "1e300"}) {
        const CliRun r = run_damka("event create --db " + db + " --name Open --rounds 5 --pab " + bad);
        EXPECT_EQ(r.code, 3) << bad << ": " << r.out;
        EXPECT_TRUE(has(r, std::string("--pab: '") + bad + "' is not a number of points (0..100)")) << r.out;
    }
    const CliRun h = run_damka("event create --db " + db + " --name Open --rounds 5 --hpb nan");
    EXPECT_TRUE(refused(h, "--hpb: 'nan' is not a number of points")) << h.out;
}

TEST(CliInput, RoundsAndCountsAreBounded) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    const CliRun r = run_damka("event create --db " + db + " --name Open --rounds 2000000000");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_TRUE(has(r, "--rounds: '2000000000' is not a number of rounds (0..999)")) << r.out;
    const CliRun m = run_damka("event create --db " + db + " --name Open --rounds 5 --max-hpb 2000000000");
    EXPECT_EQ(m.code, 3) << m.out;
}

// A newline in a player's name would become a second 001 record in `trf export`.
TEST(CliInput, NewlineInAPlayerNameIsRefused) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Open --rounds 5").code, 0);
    const CliRun r = run_damka("player add --db " + db + " \"$(printf 'Anna\\n001    2 m    Forged')\"");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_TRUE(has(r, "name: control character U+000A at character 5")) << r.out;
    const CliRun t = run_damka("trf export --db " + db);
    EXPECT_EQ(t.code, 0) << t.out; // the export ran, and holds no forged record
    EXPECT_FALSE(has(t, "Forged")) << t.out;
}

// Points are summed over rounds: a bound keeps the sums in range.
TEST(CliInput, GamePointsAreBounded) {
    const CliRun r = run_damka("result set 1 1-0 --db /nonexistent/e.db --points 5000:0");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_TRUE(has(r, "--points: '5000:0' is not W:B (whole numbers 0..1000)")) << r.out;
}
