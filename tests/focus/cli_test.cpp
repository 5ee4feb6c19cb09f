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

TEST(FocusCli, VariantsListsBoth) {
    const auto r = run_damka("variants");
    EXPECT_TRUE(says(r, "focus ")) << r.out;
    EXPECT_TRUE(says(r, "focus-straight ")) << r.out;
}

TEST(FocusCli, PlayReportsTheSeedEnd) {
    const auto r = run_damka(
        "rules focus play --setup 'stacks: d4 b, d5 w; reserve: white 0, black 2; white to move' --moves 'd5-d4'");
    EXPECT_TRUE(says(r, "White wins")) << r.out;
}

TEST(FocusCli, DemoSwissRunsForBothVariants) {
    QTemporaryDir dir;
    for (const char *id : {"focus-straight", "focus"}) {
        const auto r = run_damka(std::string("demo --variant ") + id + " --players 4 --rounds 2 --out " +
                                 dir.path().toStdString());
        EXPECT_EQ(r.code, 0) << r.out;
        EXPECT_TRUE(has(r, "round 2:")) << r.out;
        EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("demo-%1.html").arg(QString::fromLatin1(id)))));
    }
}

TEST(FocusCli, EventReplaysAFocusGameRecordAndChecksTheResult) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("focus.db")).toStdString();
    ASSERT_EQ(damka::testing::paired_two_player_event(db, "Focus Open", "focus-straight"), "");
    // Game records in the straight notation PDN can carry are replayed by the plugin: a single
    // piece moved two squares is refused, a legal game with an agreed draw is accepted.
    const std::string bad = dir.filePath(QStringLiteral("bad.pdn")).toStdString();
    const std::string good = dir.filePath(QStringLiteral("good.pdn")).toStdString();
    damka::testing::write_drawn_pdn(bad, "Focus Open", 67, "1. d3-d5 e4-d4");
    damka::testing::write_drawn_pdn(good, "Focus Open", 67, "1. d3-d4 e4-e3 2. d4-d6 c5-c4");
    const auto wrong = run_damka("result set 1 1/2 --pdn " + bad + " --db " + db);
    EXPECT_NE(wrong.code, 0) << wrong.out;
    EXPECT_TRUE(has(wrong, "d3-d5")) << wrong.out;
    const auto drawn = run_damka("result set 1 1/2 --pdn " + good + " --db " + db);
    EXPECT_EQ(drawn.code, 0) << drawn.out;
}
