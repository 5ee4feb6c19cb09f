// End to end through the damka program: variants, rules play, a demo Swiss, and an event whose
// game record is replayed through the plugin (needs the `damka` target built in the same build
// folder).
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

using damka::testing::has;
using damka::testing::run_damka;
using damka::testing::says;

TEST(MultiphaseCli, VariantsListsIt) {
    const auto r = run_damka("variants");
    EXPECT_TRUE(says(r, "multiphase "));
}

// multiphase Фазы: the second player finishing first wins the phase at once (the set-up of
// rules_test.cpp SecondPlayerFinishingFirstWinsAtOnce, written out): Red leads 0:1 and moves
// first in phase 2, a connection phase.
TEST(MultiphaseCli, PlayAndBoardShowThePhaseResult) {
    const std::string setup =
        "blue: a1, c1, e1, g1, i1, k1, a3, c3, e3, g3, i3, k3, a5, c5, e5, g5, i5, k5, a7, c7, d8; red: b2, d2, f2, h2, "
        "j2, b4, d4, f4, h4, j4, b6, d6, f6, h6, j6, g9, i9, k9, g11, i11, k10; phase: 1; first: blue; red to move; "
        "phase plies: 1; game plies: 1";
    const auto r = run_damka("rules multiphase play --setup '" + setup + "' --moves 'k10-k11'");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "status: ongoing")) << r.out;
    const auto b = run_damka("rules multiphase board --setup '" + setup + "; moves: k10-k11'");
    ASSERT_EQ(b.code, 0) << b.out;
    EXPECT_TRUE(has(b, "\"phase_number\":2")) << b.out;
    EXPECT_TRUE(has(b, "\"phase_kind\":\"connection\"")) << b.out;
    EXPECT_TRUE(has(b, "\"score\":[0,1]")) << b.out;
    EXPECT_TRUE(has(b, "\"side_to_move\":1")) << b.out;
}

TEST(MultiphaseCli, DemoSwissRuns) {
    QTemporaryDir dir;
    const auto r = run_damka("demo --variant multiphase --players 4 --rounds 2 --out " + dir.path().toStdString());
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "round 2:")) << r.out;
    EXPECT_TRUE(has(r, "VTB: ")) << "the phases won break ties: " << r.out;
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("demo-multiphase.html"))));
}

// A game record is replayed by the plugin: Blue cannot move a Red piece in the separation
// phase; a legal record with an agreed draw is accepted, a transfer written `f2:f10` included
// (rules_test.cpp TransferOutOfAOneSquareZone).
TEST(MultiphaseCli, EventReplaysAGameRecord) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("mp.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name 'Multiphase Open' --variant multiphase --rounds 1").code,
              0);
    for (const char *p : {"Ann", "Bob"})
        ASSERT_EQ(run_damka("player add --db " + db + " " + p + " --rating 1800").code, 0);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    auto write = [&](const char *name, const char *moves) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("[Event \"Multiphase Open\"]\n[GameType \"66\"]\n[Result \"1-1\"]\n\n") + moves + " 1-1\n");
        return path.toStdString();
    };
    const auto wrong = run_damka("result set 1 1/2 --pdn " + write("bad.pdn", "1. f1-f5 f5-f6") + " --db " + db);
    EXPECT_NE(wrong.code, 0) << wrong.out;
    EXPECT_TRUE(has(wrong, "no piece on f5")) << wrong.out;
    const auto drawn =
        run_damka("result set 1 1/2 --pdn " + write("good.pdn", "1. d2-d3 f11-f2 2. d3-f3 f2:f10") + " --db " + db);
    EXPECT_EQ(drawn.code, 0) << drawn.out;
}

// Issue 33: the 200-ply phase draw is not in the seed, so it is an option an event sets (a
// competition rule), off by default; `damka variants` says so, `event create --variant-options`
// sets it for every game of the event, and a clause the variant does not offer is refused,
// naming it and the options there are.
TEST(MultiphaseCli, ThePhaseLimitIsAnEventOption) {
    const auto v = run_damka("variants");
    EXPECT_TRUE(says(v, "option \"phase limit: 200\": a competition rule, off by default")) << v.out;
    EXPECT_TRUE(says(v, "option \"unchanged zone: same squares\"")) << v.out;
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("limit.db")).toStdString();
    const auto made = run_damka("event create --db " + db +
                                " --name Cup --variant multiphase --variant-options 'phase limit: 200' --rounds 1");
    EXPECT_EQ(made.code, 0) << made.out;
    EXPECT_TRUE(says(run_damka("event info --db " + db), "variant options phase limit: 200 (every game of the event)"));
    const std::string other = dir.filePath(QStringLiteral("other.db")).toStdString();
    const auto wrong = run_damka("event create --db " + other +
                                 " --name Cup --variant multiphase --variant-options 'phase plies: 5' --rounds 1");
    EXPECT_TRUE(damka::testing::refused(wrong,
                                        "--variant-options: 'phase plies: 5' is not an option of multiphase; "
                                        "its options: phase limit: 200, unchanged zone: same squares"))
        << wrong.out;
    EXPECT_FALSE(QFile::exists(QString::fromStdString(other))) << "nothing is created for a refused option";
    const auto bad = run_damka("event create --db " + other +
                               " --name Cup --variant multiphase --variant-options 'phase limit: soon' --rounds 1");
    EXPECT_TRUE(damka::testing::refused(bad, "multiphase refuses them: 'phase limit: soon'")) << bad.out;
}
