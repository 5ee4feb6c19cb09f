// PDN reader on small hand-written snippets. Each test names the PDN 3.0 construct it checks
// (FMJD, pdn.fmjd.org: "PDN Grammars", "PDN Tags", "GameType tag", "FEN tag").
#include "pdn/pdn_reader.hpp"

#include <gtest/gtest.h>

using namespace damka::pdn;
using Kind = Element::Kind;

namespace {

PdnFile read(const char *text) { return read_pdn(QByteArray(text), QStringLiteral("t.pdn")); }

std::vector<QString> move_texts(const std::vector<Element> &line) {
    std::vector<QString> out;
    for (const Element &e : line)
        if (e.kind == Kind::Move) out.push_back(e.text);
    return out;
}

} // namespace

TEST(PdnReader, TagsMovesNumbersAndResult) {
    // PdnTag : LBRACKET IDENTIFIER STRING RBRACKET; GameMove : MOVENUMBER? Move
    const PdnFile f = read("[Event \"WK 2003\"]\n[White \"Ba,B.\"]\n[Result \"2-0\"]\n\n"
                           "1. 32-28 18-22 2. 28x17 11x22 2-0\n");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << f.games[0].error->message.toStdString();
    const GameRecord &g = f.games[0].game;
    ASSERT_EQ(g.tags.size(), 3u);
    EXPECT_EQ(g.tag(u"Event"), QStringLiteral("WK 2003"));
    EXPECT_EQ(g.tag(u"White"), QStringLiteral("Ba,B."));
    EXPECT_EQ(g.tags[2].where.line, 3);
    EXPECT_EQ(move_texts(g.moves), (std::vector<QString>{"32-28", "18-22", "28x17", "11x22"}));
    EXPECT_EQ(g.moves[0].number, 1);
    EXPECT_EQ(g.moves[1].number, 0);
    EXPECT_EQ(g.moves[2].number, 2);
    EXPECT_EQ(g.result, QStringLiteral("2-0"));
    // "2. 28x17": the move starts on line 5, column 19 ("1. 32-28 18-22 2. " is 18 characters).
    EXPECT_EQ(g.moves[2].where.line, 5);
    EXPECT_EQ(g.moves[2].where.column, 19);
}

TEST(PdnReader, EveryResultCodeEndsAGame) {
    // PDN Tags, Result tag: Default "1-0 0-1 1/2-1/2 0-0 *", International "2-0 0-2 1-1 0-0 *".
    const PdnFile f = read("1. 32-28 1-0\n1. 32-28 0-1\n1. 32-28 1/2-1/2\n1. 32-28 *\n"
                           "1. 32-28 2-0\n1. 32-28 0-2\n1. 32-28 1-1\n1. 32-28 0-0\n");
    ASSERT_EQ(f.games.size(), 8u);
    const char *expected[] = {"1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0"};
    for (int i = 0; i < 8; ++i) {
        EXPECT_FALSE(f.games[i].error);
        EXPECT_EQ(f.games[i].game.result, QString::fromLatin1(expected[i]));
        EXPECT_EQ(f.games[i].game.moves.size(), 1u);
    }
    EXPECT_EQ(Result::outcome(u"2-0"), Result::FirstWins);
    EXPECT_EQ(Result::outcome(u"0-1"), Result::SecondWins);
    EXPECT_EQ(Result::outcome(u"1-1"), Result::Draw);
    EXPECT_EQ(Result::outcome(u"0-0"), Result::BothLose);
}

TEST(PdnReader, MoveOneToEighteenIsNotTheResultOneOne) {
    // wiegerw.github.io/pdn "PDN parsing issues", Game Separator (2): 1-18 is a move, not 1-1.
    const PdnFile f = read("1. 1-18 1-1");
    ASSERT_EQ(f.games.size(), 1u);
    EXPECT_EQ(move_texts(f.games[0].game.moves), (std::vector<QString>{"1-18"}));
    EXPECT_EQ(f.games[0].game.result, QStringLiteral("1-1"));
}

TEST(PdnReader, CommentsNagsStrengthsAndNestedVariations) {
    const PdnFile f = read("1. 32-28! {a good\n   start} 19-23?! $2 ; rest of line\n"
                           "2. 28x19 (2. 33-29 {side line} (2. 31-26 20-24) 23x34) 14x23(!) *");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << f.games[0].error->message.toStdString();
    const std::vector<Element> &m = f.games[0].game.moves;
    ASSERT_EQ(m.size(), 8u);
    EXPECT_EQ(m[0].strength, QStringLiteral("!"));
    EXPECT_EQ(m[1].kind, Kind::Comment);
    EXPECT_EQ(m[1].text, QStringLiteral("a good start")); // blanks collapsed
    EXPECT_EQ(m[2].text, QStringLiteral("19-23"));
    EXPECT_EQ(m[2].strength, QStringLiteral("?!"));
    EXPECT_EQ(m[3].kind, Kind::Nag);
    EXPECT_EQ(m[3].number, 2);
    EXPECT_EQ(m[4].kind, Kind::Comment); // ';' comment (PDN 1.0)
    EXPECT_EQ(m[4].text, QStringLiteral("rest of line"));
    EXPECT_EQ(m[5].text, QStringLiteral("28x19"));
    ASSERT_EQ(m[6].kind, Kind::Variation);
    const std::vector<Element> &v = m[6].line;
    ASSERT_EQ(v.size(), 4u);
    EXPECT_EQ(v[0].text, QStringLiteral("33-29"));
    EXPECT_EQ(v[1].kind, Kind::Comment);
    ASSERT_EQ(v[2].kind, Kind::Variation); // nested
    EXPECT_EQ(move_texts(v[2].line), (std::vector<QString>{"31-26", "20-24"}));
    EXPECT_EQ(v[3].text, QStringLiteral("23x34"));
    EXPECT_EQ(m[7].text, QStringLiteral("14x23"));
    EXPECT_EQ(m[7].strength, QStringLiteral("(!)")); // MOVESTRENGTH "\([\!\?]+\)"
    EXPECT_EQ(f.games[0].game.result, QStringLiteral("*"));
}

TEST(PdnReader, EllipsisNumbersGluedNumbersColonCapturesAndPercentComments) {
    // MOVENUMBER "[0-9]+\.(\.\.)?"; Russian files write captures with ':'; '%' line comments
    // (PDN 3.0 grammar) are not part of the game.
    const PdnFile f = read("% a file comment\n1.c3-d4 f6-g5 2...g5:e3 /W:W31-50:B1-20/ 1-0");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << f.games[0].error->message.toStdString();
    const std::vector<Element> &m = f.games[0].game.moves;
    ASSERT_EQ(m.size(), 4u);
    EXPECT_EQ(m[0].text, QStringLiteral("c3-d4"));
    EXPECT_EQ(m[0].number, 1);
    EXPECT_EQ(m[0].where.column, 3);
    EXPECT_EQ(m[2].text, QStringLiteral("g5:e3"));
    EXPECT_EQ(m[2].number, 2);
    EXPECT_TRUE(m[2].ellipsis);
    EXPECT_EQ(m[3].kind, Kind::Setup); // SETUP "\/[^\/]*\/"
    EXPECT_EQ(m[3].text, QStringLiteral("W:W31-50:B1-20"));
}

TEST(PdnReader, EscapedQuotesInTagValues) {
    // STRING : "\"([^\"]|\\\")*\""
    const PdnFile f = read("[Event \"The \\\"Open\\\" \\\\ 2003\"]\n*");
    ASSERT_EQ(f.games.size(), 1u);
    EXPECT_EQ(f.games[0].game.tag(u"Event"), QStringLiteral("The \"Open\" \\ 2003"));
}

TEST(PdnReader, CrLfLatin1AndBom) {
    // "Réti" in Latin-1 (0xE9) is not valid UTF-8: the file is read as Latin-1.
    const PdnFile latin = read_pdn(QByteArray("[White \"R\xe9ti\"]\r\n\r\n1. 32-28 *\r\n"));
    EXPECT_EQ(latin.encoding, QStringLiteral("Latin-1"));
    ASSERT_EQ(latin.games.size(), 1u);
    EXPECT_EQ(latin.games[0].game.tag(u"White"), QStringLiteral("R\u00e9ti"));
    EXPECT_EQ(latin.games[0].game.moves[0].where.line, 3); // CRLF is one line break
    EXPECT_EQ(latin.games[0].game.moves[0].where.column, 4);

    const PdnFile utf8 = read_pdn(QByteArray("\xEF\xBB\xBF[White \"R\xc3\xa9ti\"]\n*"));
    EXPECT_EQ(utf8.encoding, QStringLiteral("UTF-8 with BOM"));
    ASSERT_EQ(utf8.games.size(), 1u);
    EXPECT_EQ(utf8.games[0].game.tag(u"White"), QStringLiteral("R\u00e9ti"));
    EXPECT_EQ(utf8.games[0].game.tags[0].where.column, 1); // the BOM is not a column

    const PdnFile plain = read_pdn(QByteArray("[White \"Reti\"]\n*"));
    EXPECT_EQ(plain.encoding, QStringLiteral("UTF-8"));

    // Old Mac files end lines with a lone CR.
    const PdnFile mac = read_pdn(QByteArray("[White \"Reti\"]\r\r1. 32-28 *\r"));
    ASSERT_EQ(mac.games.size(), 1u);
    EXPECT_EQ(mac.games[0].game.moves[0].where.line, 3);
}

// ---- Errors: file, line, column and what was expected ------------------------------------

TEST(PdnReaderErrors, GarbageInTheMoveText) {
    const PdnFile f = read("[Event \"x\"]\n1. 32-28 hello 1-0\n");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.line, 2);
    EXPECT_EQ(f.games[0].error->where.column, 10);
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("expected a move")));
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("'hello'")));
    EXPECT_EQ(format_error(f.path, *f.games[0].error).left(11), QStringLiteral("t.pdn:2:10:"));
}

TEST(PdnReaderErrors, UnclosedTagValueThenTheNextGameStillReads) {
    const PdnFile f = read("[Event \"WK 2003]\n[Site \"Z\"]\n1. 32-28 *\n\n[Event \"B\"]\n1. 31-27 *\n");
    ASSERT_EQ(f.games.size(), 2u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.line, 1);
    EXPECT_EQ(f.games[0].error->where.column, 8);
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("not closed with '\"'")));
    EXPECT_FALSE(f.games[1].error);
    EXPECT_EQ(f.games[1].game.tag(u"Event"), QStringLiteral("B"));
}

TEST(PdnReaderErrors, MissingResultBeforeTheNextGame) {
    // A truncated game: its move text stops and the next game's tags begin.
    const PdnFile f = read("[Event \"A\"]\n1. 32-28 19-23\n[Event \"B\"]\n1. 31-27 *\n");
    ASSERT_EQ(f.games.size(), 2u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.line, 3);
    EXPECT_EQ(f.games[0].error->where.column, 1);
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("without a game result")));
    EXPECT_FALSE(f.games[1].error);
    EXPECT_EQ(move_texts(f.games[1].game.moves), (std::vector<QString>{"31-27"}));
}

TEST(PdnReaderErrors, TruncatedFile) {
    const PdnFile f = read("[Event \"A\"]\n1. 32-28 19-23 2.");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.line, 2);
    EXPECT_EQ(f.games[0].error->where.column, 18);
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("end of file")));
}

TEST(PdnReaderErrors, UnbalancedBracesAndParentheses) {
    const PdnFile comment = read("1. 32-28 {never closed 19-23 *\n[Event \"B\"]\n1. 31-27 *");
    ASSERT_EQ(comment.games.size(), 2u);
    ASSERT_TRUE(comment.games[0].error);
    EXPECT_EQ(comment.games[0].error->where.column, 10);
    EXPECT_TRUE(comment.games[0].error->message.contains(QStringLiteral("not closed with '}'")));
    EXPECT_FALSE(comment.games[1].error);

    const PdnFile open = read("1. 32-28 (1. 33-29 19-23 *");
    ASSERT_TRUE(open.games[0].error);
    EXPECT_TRUE(
        open.games[0].error->message.contains(QStringLiteral("inside the variation opened at line 1, column 10")))
        << open.games[0].error->message.toStdString();

    const PdnFile close = read("1. 32-28 19-23) *");
    ASSERT_TRUE(close.games[0].error);
    EXPECT_EQ(close.games[0].error->where.column, 15);
    EXPECT_TRUE(close.games[0].error->message.contains(QStringLiteral("without a matching '('")));
}

TEST(PdnReaderErrors, MalformedTags) {
    const PdnFile noname = read("[ \"x\"]\n*");
    ASSERT_TRUE(noname.games[0].error);
    EXPECT_EQ(noname.games[0].error->where.column, 3);
    EXPECT_TRUE(noname.games[0].error->message.contains(QStringLiteral("expected a tag name")));

    const PdnFile noquote = read("[Event WK]\n*");
    ASSERT_TRUE(noquote.games[0].error);
    EXPECT_EQ(noquote.games[0].error->where.column, 8);
    EXPECT_TRUE(noquote.games[0].error->message.contains(QStringLiteral("expected the quoted value of tag Event")));

    const PdnFile noclose = read("[Event \"WK\"\n*");
    ASSERT_TRUE(noclose.games[0].error);
    EXPECT_EQ(noclose.games[0].error->where.line, 1);
    EXPECT_EQ(noclose.games[0].error->where.column, 12);
    EXPECT_TRUE(noclose.games[0].error->message.contains(QStringLiteral("expected ']'")));
}

TEST(PdnReaderErrors, DeeplyNestedVariationsAreRefusedNotFollowed) {
    // 100000 nested variations would exhaust the stack of a recursive reader; past 64 levels
    // the reader stops with an error at the 65th '(': "1. 32-28 " is 9 characters and each
    // "(32-28 " 7, so it stands at column 10 + 64 * 7 = 458.
    QByteArray text("1. 32-28 ");
    for (int i = 0; i < 100000; ++i) text += "(32-28 ";
    const PdnFile f = read_pdn(text);
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.column, 458);
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("nested deeper than 64")));
}

TEST(PdnReaderErrors, BinaryGarbageNeverCrashes) {
    QByteArray junk;
    for (int i = 0; i < 4096; ++i) junk.append(char((i * 131 + 7) % 256));
    const PdnFile f = read_pdn(junk);
    EXPECT_EQ(f.encoding, QStringLiteral("Latin-1"));
    EXPECT_TRUE(f.has_errors());
    // Every prefix of a valid game reads without crashing. Each reports an error at the end,
    // except the two that end right after the header (a header alone is a game, PDN 3.0
    // "Game : (GameHeader GameBody?) | GameBody") and those that end after a move at the top
    // level, read with the warning of a file whose last game has no result (issue 31). A
    // prefix ending inside the comment (n 22-23) or the variation (n 26-34) is an error.
    const QByteArray game("[Event \"A\"]\n1. 32-28 {c} (1. 33-29) 19-23 $1 2-0\n");
    for (qsizetype n = 1; n < game.size() - 3; ++n) {
        const PdnFile p = read_pdn(game.left(n));
        ASSERT_EQ(p.games.size(), 1u) << n;
        const ReadGame &g = p.games[0];
        const bool no_result =
            !g.warnings.empty() && g.warnings.back().message.contains(QStringLiteral("without a game result"));
        if (n == 11 || n == 12)
            EXPECT_FALSE(g.error) << n;
        else if ((n >= 22 && n <= 23) || (n >= 26 && n <= 34) || n < 11)
            EXPECT_TRUE(g.error) << n;
        else
            EXPECT_NE(bool(g.error), no_result) << n;
    }
}

// PDN 3.0 MOVENUMBER counts from 1. Found by fuzz_pdn: "0.. 37x32" was read as a move with
// number 0 (which the reader also uses for "no number") and an ellipsis, so the writer left
// the number out and the game read back differently. A number 0, or one too large to be a
// number, is refused where it stands.
TEST(PdnReader, MoveNumberZeroOrTooLargeIsRefused) {
    for (const char *text : {"[Event \"x\"]\n\n0.. 37x32 *\n", "1. 32-28 99999999999. 19-23 *\n"}) {
        const PdnFile f = read(text);
        ASSERT_EQ(f.games.size(), 1u) << text;
        ASSERT_TRUE(f.games[0].error) << text;
        EXPECT_NE(f.games[0].error->message.indexOf(QStringLiteral("is not a move number (1 or more)")), -1)
            << f.games[0].error->message.toStdString();
    }
}
