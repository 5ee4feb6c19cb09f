// Reading PDN as real files are written (issue 13, part 3): each habit has a small file in
// tests/data/pdn-lenient/ (its header says what it shows) or an inline text; the expected
// moves and positions are counted by hand next to each test.
#include "pdn/pdn_reader.hpp"

#include "tests/support/damka_cli.hpp"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::pdn;
using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::run_damka;

namespace {

const std::string data = DAMKA_SOURCE_DIR "/tests/data/pdn-lenient/";

PdnFile read(const std::string &name) {
    auto f = read_pdn_file(QString::fromStdString(data + name));
    EXPECT_TRUE(f) << (f ? "" : f.error());
    return f ? *f : PdnFile{};
}

QStringList moves_of(const std::vector<Element> &line) {
    QStringList out;
    for (const Element &e : line)
        if (e.kind == Element::Kind::Move) out << e.text;
    return out;
}

bool draughts_built() { return QFile::exists(QStringLiteral(DAMKA_TEST_PLUGIN_DIR "/libdamka_draughts.so")); }

} // namespace

TEST(PdnLenient, PaddedSquareNumbersAreJoined) {
    const PdnFile f = read("padded-squares.pdn");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << format_error(f.path, *f.games[0].error).toStdString();
    EXPECT_EQ(moves_of(f.games[0].game.moves),
              QStringList({"32-28", "19-23", "28x19", "14x23", "37-32", "9-14", "31-27", "4-9"}));
    EXPECT_TRUE(f.games[0].warnings.empty());
    if (!draughts_built()) GTEST_SKIP() << "the draughts plugin is not built";
    const CliRun r = run_damka("pdn check " + data + "padded-squares.pdn");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "international, 8 plies: ok")) << r.out;
}

TEST(PdnLenient, EllipsisApartFromTheNumber) {
    const PdnFile f = read("ellipsis-apart.pdn");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << format_error(f.path, *f.games[0].error).toStdString();
    const auto &moves = f.games[0].game.moves;
    // 32-28 19-23 28x19 {comment} 14x23 (13x24) 37-32: seven elements.
    ASSERT_EQ(moves.size(), 7u);
    EXPECT_EQ(moves[4].text, QStringLiteral("14x23"));
    EXPECT_EQ(moves[4].number, 2);
    EXPECT_TRUE(moves[4].ellipsis);
    ASSERT_EQ(moves[5].kind, Element::Kind::Variation);
    EXPECT_EQ(moves[5].line.at(0).text, QStringLiteral("13x24"));
    EXPECT_EQ(moves[5].line.at(0).number, 2);
    EXPECT_TRUE(moves[5].line.at(0).ellipsis);
}

// "..." with no number before it is still an error: it says nothing.
TEST(PdnLenient, EllipsisWithoutANumberIsStillAnError) {
    const PdnFile f = read_pdn("1. 32-28 ... 19-23 *\n");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.column, 10);
}

TEST(PdnLenient, HeadersWithoutMovesAreGames) {
    const PdnFile f = read("header-only.pdn");
    ASSERT_EQ(f.games.size(), 4u);
    for (const ReadGame &g : f.games) EXPECT_FALSE(g.error) << format_error(f.path, *g.error).toStdString();
    EXPECT_EQ(f.games[0].game.tag(u"Event"), QStringLiteral("Header only 1"));
    EXPECT_TRUE(f.games[0].game.moves.empty());
    EXPECT_EQ(f.games[1].game.recorded_result(), QStringLiteral("0-1"));
    EXPECT_TRUE(f.games[1].game.moves.empty());
    EXPECT_EQ(f.games[2].game.moves.size(), 2u);
    EXPECT_EQ(f.games[3].game.tag(u"Event"), QStringLiteral("Header only at the end"));
    EXPECT_TRUE(f.games[3].game.moves.empty());
}

// Without a blank line a repeated tag is still a mistake inside one header.
TEST(PdnLenient, RepeatedTagWithoutABlankLineIsStillAnError) {
    const PdnFile f = read_pdn("[Event \"a\"]\n[Event \"b\"]\n1. 32-28 *\n");
    ASSERT_GE(f.games.size(), 1u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_TRUE(f.games[0].error->message.startsWith(QStringLiteral("tag Event appears a second time")));
}

TEST(PdnLenient, GluedSquaresAreReadWithAWarning) {
    const PdnFile f = read("glued-squares.pdn");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << format_error(f.path, *f.games[0].error).toStdString();
    EXPECT_EQ(moves_of(f.games[0].game.moves), QStringList({"c3-d4", "f6-e5", "d4-f6", "g7-e5"}));
    ASSERT_EQ(f.games[0].warnings.size(), 4u);
    // Line 6 "1. c3d4 ...": the move starts at column 4.
    EXPECT_EQ(f.games[0].warnings[0].where.line, 6);
    EXPECT_EQ(f.games[0].warnings[0].where.column, 4);
    EXPECT_EQ(f.games[0].warnings[0].message,
              QStringLiteral("move 'c3d4' has no separator between its squares: read as c3-d4"));
    if (!draughts_built()) GTEST_SKIP() << "the draughts plugin is not built";
    const CliRun r = run_damka("pdn check " + data + "glued-squares.pdn");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "russian, 4 plies: ok")) << r.out;
    // d4-f6 jumps e5: a capture.
    EXPECT_TRUE(has(r, "glued-squares.pdn:6:17: 'd4-f6' is written as a quiet move but is a capture: read as d4:f6"))
        << r.out;
}

TEST(PdnLenient, WrongSeparatorIsAcceptedWithAWarning) {
    if (!draughts_built()) GTEST_SKIP() << "the draughts plugin is not built";
    const CliRun r = run_damka("pdn check " + data + "wrong-separator.pdn");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "international, 5 plies: ok")) << r.out;
    // Line 5 "1. 32-28 19-23 2. 28-19 14x23 3. 37x32 *": 28-19 at column 19, 37x32 at 34.
    EXPECT_TRUE(has(r, "wrong-separator.pdn:5:19: '28-19' is written as a quiet move but is a capture: read as 28x19"))
        << r.out;
    EXPECT_TRUE(has(r, "wrong-separator.pdn:5:34: '37x32' is written as a capture but is a quiet move: read as 37-32"))
        << r.out;
}

TEST(PdnLenient, EnglishGameWithoutGameTypeGetsAHint) {
    if (!draughts_built()) GTEST_SKIP() << "the draughts plugin is not built";
    const CliRun r = run_damka("pdn check " + data + "english-no-gametype.pdn");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(has(r, "illegal move at ply 1 '11-15'")) << r.out;
    EXPECT_TRUE(has(r,
                    "hint: no GameType tag, so the game was read as International (PDN 3.0 default 20); its moves "
                    "are legal as English draughts: try --variant english"))
        << r.out;
    const CliRun english = run_damka("pdn check --variant english " + data + "english-no-gametype.pdn");
    EXPECT_EQ(english.code, 0) << english.out;
    // A game illegal in both (50-44: blocked in International, no square 50 in English)
    // gets no English hint. From the Frysk! start (men on 46-50 only) 50-44 is a move: the
    // hint names frysk.
    QTemporaryDir dir;
    const QString wrong_file = dir.filePath(QStringLiteral("wrong.pdn"));
    QFile out(wrong_file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("[Event \"x\"]\n1. 50-44 *\n");
    out.close();
    const CliRun wrong = run_damka("pdn check " + wrong_file.toStdString());
    EXPECT_EQ(wrong.code, 2) << wrong.out;
    EXPECT_FALSE(has(wrong, "English draughts")) << wrong.out;
    EXPECT_TRUE(has(wrong,
                    "hint: no GameType tag, so the game was replayed as international; it replays as frysk: "
                    "try --variant frysk"))
        << wrong.out;
}

// One Latin-1 byte in the second game leaves the UTF-8 games around it UTF-8.
TEST(PdnEncoding, StrayByteMakesOnlyItsGameLatin1) {
    QByteArray text;
    text += "[Event \"A\"]\n[White \"\xD0\x98\xD0\xB2\xD0\xB0\xD0\xBD\xD0\xBE\xD0\xB2\"]\n1. 32-28 *\n\n"; // lines 1-4
    text += "[Event \"B\"]\n[White \"R\xE9ti\"]\n1. 32-28 *\n\n"; // 0xE9 on line 6
    text += "[Event \"C\"]\n[White \"\xD0\x9F\xD0\xB5\xD1\x82\xD1\x80\xD0\xBE\xD0\xB2\"]\n1. 32-28 *\n";
    const PdnFile f = read_pdn(text);
    ASSERT_EQ(f.games.size(), 3u);
    EXPECT_EQ(f.games[0].game.tag(u"White"), QStringLiteral("Иванов"));
    EXPECT_EQ(f.games[1].game.tag(u"White"), QStringLiteral("Réti"));
    EXPECT_EQ(f.games[2].game.tag(u"White"), QStringLiteral("Петров"));
    EXPECT_EQ(f.encoding, QStringLiteral("UTF-8, 1 game Latin-1"));
    // Byte 69 (1-based): game A is 12 + 23 + 11 + 1 = 47 bytes (each Cyrillic letter 2), then
    // 12 of "[Event "B"]\n" and 9 of "[White "R": the 0xE9 is the 69th byte.
    ASSERT_EQ(f.notes.size(), 1u);
    EXPECT_EQ(
        f.notes[0],
        QStringLiteral("line 6, column 10, byte 69: byte 0xe9 is not UTF-8; the game from line 5 is read as Latin-1"));
}

// Issue 31: what real files still had refused.
TEST(PdnLenient, TheLastGameMayEndWithoutAResult) {
    const PdnFile f = read("no-final-result.pdn");
    ASSERT_EQ(f.games.size(), 2u);
    ASSERT_FALSE(f.games[1].error) << format_error(f.path, *f.games[1].error).toStdString();
    EXPECT_EQ(f.games[0].game.result, QStringLiteral("1-0"));
    EXPECT_EQ(f.games[1].game.result, QStringLiteral("*"));
    EXPECT_EQ(moves_of(f.games[1].game.moves), QStringList({"32-28", "19-23", "28x19", "14x23", "37-32"}));
    ASSERT_EQ(f.games[1].warnings.size(), 1u);
    EXPECT_TRUE(f.games[1].warnings[0].message.contains(QStringLiteral("without a game result")));
    EXPECT_TRUE(f.games[0].warnings.empty());
    // A move number with no move after it is still a truncated file, and a game stopping
    // before the next game's tags is still refused (the tags could be the game's own).
    EXPECT_TRUE(read_pdn("[Event \"A\"]\n1. 32-28 19-23 2.").games[0].error);
    EXPECT_TRUE(read_pdn("[Event \"A\"]\n1. 32-28\n[Event \"B\"]\n1. 31-27 *\n").games[0].error);
    if (!draughts_built()) GTEST_SKIP() << "the draughts plugin is not built";
    const CliRun r = run_damka("pdn check " + data + "no-final-result.pdn");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(
        has(r, "no-final-result.pdn:15:1: the file ends after the last move without a game result: read as '*'"))
        << r.out;
}

TEST(PdnLenient, ACommentBetweenAMoveNumberAndItsMove) {
    const PdnFile f = read("comment-after-number.pdn");
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error) << format_error(f.path, *f.games[0].error).toStdString();
    const auto &line = f.games[0].game.moves;
    EXPECT_EQ(moves_of(line), QStringList({"32-28", "19-23", "28x19", "14x23", "37-32"}));
    // 32-28 19-23 {the only capture} 28x19 14x23 {a plan} 37-32: the comments kept in place,
    // the numbers on their moves.
    ASSERT_EQ(line.size(), 7u);
    EXPECT_EQ(line[2].kind, Element::Kind::Comment);
    EXPECT_EQ(line[3].number, 2);
    EXPECT_EQ(line[5].kind, Element::Kind::Comment);
    EXPECT_EQ(line[6].number, 3);
    // A move number followed by another number is still refused.
    EXPECT_TRUE(read_pdn("1. 2. 32-28 *").games[0].error);
}

TEST(PdnLenient, EnglishProblemsWithoutGameTypeGetAHint) {
    if (!draughts_built()) GTEST_SKIP() << "the draughts plugin is not built";
    const CliRun r = run_damka("pdn check " + data + "english-problems-no-gametype.pdn");
    EXPECT_EQ(r.code, 2) << r.out;
    // Problem 1: a White man on 5 stands on International's promotion row.
    EXPECT_TRUE(has(r, "bad set-up")) << r.out;
    EXPECT_TRUE(has(r, "its set-up is a position of English draughts: try --variant english")) << r.out;
    EXPECT_TRUE(has(r, "its moves are legal as English draughts: try --variant english")) << r.out;
    const CliRun english = run_damka("pdn check --variant english " + data + "english-problems-no-gametype.pdn");
    EXPECT_EQ(english.code, 0) << english.out;
    EXPECT_TRUE(has(english, "2 games: 2 ok")) << english.out;
}
