// End to end through the damka program: rules play, a demo Swiss and an event with a replayed
// game record (needs the `damka` target built in the same build folder).
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using damka::testing::has;
using damka::testing::run_damka;
using damka::testing::says;

TEST(TavreliCli, VariantsListsTavreli) {
    const auto r = run_damka("variants");
    EXPECT_TRUE(says(r, "tavreli "));
}

TEST(TavreliCli, PlayReportsTheSeedEnd) {
    const auto r = run_damka("rules tavreli play --setup 'towers: e1 K*, a8 R*, e8 k*; white to move' --moves 'a8xe8'");
    EXPECT_TRUE(says(r, "White wins"));
}

TEST(TavreliCli, PerftFromTheStart) {
    // Depth 2 by hand: 39 x 39 less two — after d1-d2 or d1-e2 the Князь sees d7 or e7 along
    // the open file and the black Волхв may not climb there. Depth 3 as the independent
    // reference counts it (reference_agreement_test.cpp).
    EXPECT_TRUE(says(run_damka("rules tavreli perft 2"), "1519"));
    const auto r = run_damka("rules tavreli perft 3");
    EXPECT_TRUE(says(r, "62503"));
}

TEST(TavreliCli, DemoSwissRuns) {
    QTemporaryDir dir;
    const auto r = run_damka("demo --variant tavreli --players 4 --rounds 2 --out " + dir.path().toStdString());
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "round 2:")) << r.out;
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("demo-tavreli.html"))));
}

TEST(TavreliCli, EventReplaysATavreliGameRecordAndChecksIt) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("tavreli.db")).toStdString();
    ASSERT_EQ(damka::testing::paired_two_player_event(db, "Tavreli Open", "tavreli"), "");
    const std::string bad = dir.filePath(QStringLiteral("bad.pdn")).toStdString();
    const std::string good = dir.filePath(QStringLiteral("good.pdn")).toStdString();
    // A Ратник three squares forward is refused; a legal game with an agreed draw is accepted,
    // both castlings written as the Волхв's move, the form PDN's move grammar can carry.
    damka::testing::write_drawn_pdn(bad, "Tavreli Open", 71, "1. e2-e5 e7-e5");
    damka::testing::write_drawn_pdn(good, "Tavreli Open", 71,
                                    "1. e2-e4 d7-d5 2. e4xd5 g8-f6 3. g1-f3 e7-e6 4. f1-c4 f8-e7 5. e1-g1 e8-g8");
    const auto wrong = run_damka("result set 1 1/2 --pdn " + bad + " --db " + db);
    EXPECT_NE(wrong.code, 0) << wrong.out;
    EXPECT_TRUE(has(wrong, "e2-e5")) << wrong.out;
    const auto drawn = run_damka("result set 1 1/2 --pdn " + good + " --db " + db);
    EXPECT_EQ(drawn.code, 0) << drawn.out;
}
