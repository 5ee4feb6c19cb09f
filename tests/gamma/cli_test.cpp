// End to end through the damka program (needs the `damka` target built in the same build folder).
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

using damka::testing::has;
using damka::testing::run_damka;
using damka::testing::says;

TEST(GammaCli, VariantsListsGamma) {
    const auto r = run_damka("variants");
    EXPECT_TRUE(says(r, "gamma "));
}

TEST(GammaCli, DemoSwissRuns) {
    QTemporaryDir dir;
    const auto r = run_damka("demo --variant gamma --players 4 --rounds 2 --out " + dir.path().toStdString());
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "round 2:")) << r.out;
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("demo-gamma.html"))));
}
