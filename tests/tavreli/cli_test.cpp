// End to end through the damka program: rules play, a demo Swiss and an event with a replayed
// game record (needs the `damka` target built in the same build folder).
#include "damka_cli.hpp"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using damka::testing::has;
using damka::testing::run_damka;

TEST(TavreliCli, VariantsListsTavreli) {
    const auto r = run_damka("variants");
    EXPECT_TRUE(has(r, "tavreli ")) << r.out;
}

TEST(TavreliCli, PlayReportsTheSeedEnd) {
    const auto r = run_damka("rules tavreli play --setup 'towers: e1 K*, a8 R*, e8 k*; white to move' --moves 'a8xe8'");
    EXPECT_TRUE(has(r, "White wins")) << r.out;
}

TEST(TavreliCli, PerftFromTheStart) {
    // Depth 2 by hand: 39 x 39 less two — after d1-d2 or d1-e2 the Князь sees d7 or e7 along
    // the open file and the black Волхв may not climb there. Depth 3 as the independent
    // reference counts it (reference_agreement_test.cpp).
    EXPECT_TRUE(has(run_damka("rules tavreli perft 2"), "1519"));
    const auto r = run_damka("rules tavreli perft 3");
    EXPECT_TRUE(has(r, "62503")) << r.out;
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
    ASSERT_EQ(run_damka("event create --db " + db + " --name 'Tavreli Open' --variant tavreli --rounds 1").code, 0);
    for (const char *p : {"Ann", "Bob"}) ASSERT_EQ(run_damka("player add --db " + db + " " + p + " --rating 1800").code, 0);
    const auto paired = run_damka("round pair --db " + db);
    ASSERT_EQ(paired.code, 0) << paired.out;
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    auto write = [&](const char *name, const char *moves) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("[Event \"Tavreli Open\"]\n[GameType \"71\"]\n[Result \"1-1\"]\n\n") + moves + " 1-1\n");
        return path.toStdString();
    };
    // A Ратник three squares forward is refused; a legal game with an agreed draw is accepted.
    const auto wrong = run_damka("result set 1 1/2 --pdn " + write("bad.pdn", "1. e2-e5 e7-e5") + " --db " + db);
    EXPECT_NE(wrong.code, 0) << wrong.out;
    EXPECT_TRUE(has(wrong, "e2-e5")) << wrong.out;
    const auto drawn = run_damka("result set 1 1/2 --pdn " + write("good.pdn", "1. e2-e4 d7-d5 2. e4xd5 g8-f6") + " --db " + db);
    EXPECT_EQ(drawn.code, 0) << drawn.out;
}
