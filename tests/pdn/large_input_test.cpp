// Large generated inputs give the right answers (issue 13, part 3). How long they take is
// measured by bench/parsers (a timed unit test would only be flaky); before the fixes the
// first two took 19 s and 6 s.
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_tags.hpp"

#include <gtest/gtest.h>

using namespace damka::pdn;

namespace {

QByteArray repeat(const QByteArray &unit, int n) {
    QByteArray s;
    for (int i = 0; i < n; ++i) s += unit;
    return s;
}

} // namespace

TEST(LargePdn, EightyThousandTagsInOneGame) {
    QByteArray text;
    for (int i = 0; i < 80'000; ++i) text += "[T" + QByteArray::number(i) + " \"v\"]\n";
    text += "[T17 \"again\"]\n1. 32-28 *\n";
    const PdnFile f = read_pdn(text);
    ASSERT_EQ(f.games.size(), 2u);
    ASSERT_TRUE(f.games[0].error);
    // The repeated tag is on line 80001; its first use on line 18.
    EXPECT_EQ(f.games[0].error->where.line, 80'001);
    EXPECT_EQ(f.games[0].error->message.left(42), QStringLiteral("tag T17 appears a second time (first at li"));
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("first at line 18)")));
    EXPECT_EQ(f.games[0].game.tags.size(), 80'000u);
}

TEST(LargePdn, LineOfFourHundredThousandBrackets) {
    const PdnFile f = read_pdn(repeat("[", 400'000));
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.line, 1);
    EXPECT_EQ(f.games[0].error->where.column, 2);
    EXPECT_EQ(f.games[0].error->message, QStringLiteral("expected a tag name after '['"));
}

TEST(LargePdn, TenThousandVariations) {
    const PdnFile f = read_pdn("1. 32-28 " + repeat("(32-27) ", 10'000) + "*\n");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << f.games[0].error->message.toStdString();
    EXPECT_EQ(f.games[0].game.moves.size(), 10'001u);
}

// Each game's '{' runs to the end of the file; every game is still found and reported.
TEST(LargePdn, FiveThousandUnclosedComments) {
    const PdnFile f = read_pdn(repeat("[Event \"e\"]\n1. 32-28 {\n\n", 5'000));
    ASSERT_EQ(f.games.size(), 5'000u);
    for (const ReadGame &g : f.games) {
        ASSERT_TRUE(g.error);
        EXPECT_EQ(g.error->message, QStringLiteral("the comment opened with '{' is not closed with '}'"));
    }
    EXPECT_EQ(f.games.back().error->where.line, 3 * 4'999 + 2);
    EXPECT_EQ(f.games.back().error->where.column, 10);
}

// "1-1000" repeated: each range fits a board, their sum does not.
TEST(LargePdn, FenRangesCannotGrowPastABoard) {
    QString fen = QStringLiteral("W:W1-1000");
    for (int i = 0; i < 5; ++i) fen += QStringLiteral(",1-1000");
    const auto parsed = parse_fen(fen);
    ASSERT_FALSE(parsed);
    EXPECT_NE(parsed.error().find("more than 4096 pieces"), std::string::npos) << parsed.error();
}

// Issue 43: an error quoted a 1 MB tag name whole. It is quoted by its first 60 characters.
TEST(LargePdn, AHugeTagNameIsQuotedByItsStart) {
    const PdnFile f = read_pdn("[" + repeat("T", 1'000'000) + " 5]\n1. 32-28 *\n");
    ASSERT_FALSE(f.games.empty());
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->message,
              QStringLiteral("expected the quoted value of tag %1\u2026").arg(QString(60, QLatin1Char('T'))));
}
