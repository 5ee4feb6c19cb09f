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

// Issue 33: the reading before it (own pieces taken off enter as a move) is an option `damka
// variants` lists and an event sets for all its games; any other value is refused, naming it.
TEST(GammaCli, TheReserveEntryAsAMoveIsAnEventOption) {
    const auto v = run_damka("variants");
    EXPECT_TRUE(says(v, "option \"own pieces taken off: enter as a move\": the reading before issue 33")) << v.out;
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("gamma.db")).toStdString();
    const auto made = run_damka("event create --db " + db +
                                " --name Cup --variant gamma --variant-options "
                                "'own pieces taken off: enter as a move' --rounds 1");
    EXPECT_EQ(made.code, 0) << made.out;
    EXPECT_TRUE(says(run_damka("event info --db " + db),
                     "variant options own pieces taken off: enter as a move (every game of the event)"));
    const std::string other = dir.filePath(QStringLiteral("other.db")).toStdString();
    const auto bad =
        run_damka("event create --db " + other +
                  " --name Cup --variant gamma --variant-options 'own pieces taken off: never' --rounds 1");
    EXPECT_TRUE(damka::testing::refused(bad, "gamma refuses them: 'own pieces taken off: never'")) << bad.out;
    EXPECT_FALSE(QFile::exists(QString::fromStdString(other)));
}
