// Replay of PDN games through the draughts plugin: the real files in shared/data/pdn, corrupted
// copies of them, variant selection by GameType, and results against the final position.
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_replay.hpp"
#include "pdn/pdn_tags.hpp"
#include "pdn/pdn_variant.hpp"

#include "core/plugin_registry.hpp"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace damka;
using namespace damka::pdn;

namespace {

const PluginRegistry &registry() {
    static PluginRegistry r;
    static bool loaded = false;
    if (!loaded) {
        r.load_directory(DAMKA_TEST_PLUGIN_DIR);
        loaded = true;
    }
    return r;
}

#define REQUIRE_DRAUGHTS()                                                                                             \
    if (!registry().find("international") || !registry().find("russian"))                                              \
    GTEST_FAIL() << "the draughts plugin (international, russian) is not built in " DAMKA_TEST_PLUGIN_DIR

QString shared_file(const char *name) {
    return QStringLiteral(DAMKA_SOURCE_DIR "/tests/data/pdn/") + QLatin1String(name);
}

QByteArray file_bytes(const QString &path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

struct Summary {
    int games = 0;
    int ok = 0;
    std::vector<std::string> problems;
};

Summary replay_all(const PdnFile &file, const QString &variant_id = QString()) {
    Summary s;
    for (size_t i = 0; i < file.games.size(); ++i) {
        ++s.games;
        const ReadGame &g = file.games[i];
        const std::string head = "game " + std::to_string(i + 1) + ": ";
        if (g.error) {
            s.problems.push_back(head + format_error(file.path, *g.error).toStdString());
            continue;
        }
        Expected<VariantChoice> v = choose_variant(g.game, registry(), variant_id);
        if (!v) {
            s.problems.push_back(head + v.error());
            continue;
        }
        const Replay r = replay(g.game, *v->variant);
        if (r.ok())
            ++s.ok;
        else
            s.problems.push_back(head + "ply " + std::to_string(r.problem->ply) + " " + r.problem->move.toStdString() +
                                 " line " + std::to_string(r.problem->where.line) + ": " +
                                 r.problem->message.toStdString());
    }
    return s;
}

std::string joined(const std::vector<std::string> &v) {
    std::string s;
    for (const std::string &x : v) s += x + "\n";
    return s;
}

} // namespace

// ---- The real files: every game replays --------------------------------------------------

TEST(PdnReplayRealFiles, Wk2003International) {
    REQUIRE_DRAUGHTS();
    // `grep -c '^\[Event' wk2003-international.pdn` gives 23; every game has [GameType "20"].
    Expected<PdnFile> file = read_pdn_file(shared_file("wk2003-international.pdn"));
    ASSERT_TRUE(file) << file.error();
    ASSERT_EQ(file->games.size(), 23u);
    for (const ReadGame &g : file->games) {
        Expected<VariantChoice> v = choose_variant(g.game, registry());
        ASSERT_TRUE(v) << v.error();
        EXPECT_EQ(v->variant->id(), "international");
        EXPECT_TRUE(v->note.empty());
    }
    const Summary s = replay_all(*file);
    EXPECT_EQ(s.ok, 23) << joined(s.problems);
}

TEST(PdnReplayRealFiles, Ussr1947Russian) {
    REQUIRE_DRAUGHTS();
    // `grep -c '^\[White' ussr1947-russian.pdn` gives 153; no GameType tag, algebraic moves,
    // a FEN with a trailing dot in every game, UTF-8 Cyrillic names, CRLF line ends.
    Expected<PdnFile> file = read_pdn_file(shared_file("ussr1947-russian.pdn"));
    ASSERT_TRUE(file) << file.error();
    EXPECT_EQ(file->encoding, QStringLiteral("UTF-8"));
    ASSERT_EQ(file->games.size(), 153u);
    // The first game: [White "Блиндер Б."], ends "31. h4:f6   1-0" (hand-read from the file).
    EXPECT_EQ(file->games[0].game.tag(u"White"), QStringLiteral("\u0411\u043b\u0438\u043d\u0434\u0435\u0440 \u0411."));
    EXPECT_EQ(file->games[0].game.result, QStringLiteral("1-0"));
    EXPECT_EQ(main_line_moves(file->games[0].game).size(), 61u); // 30 full moves and 31. h4:f6
    Expected<VariantChoice> v = choose_variant(file->games[0].game, registry());
    ASSERT_TRUE(v) << v.error();
    EXPECT_EQ(v->variant->id(), "russian");
    EXPECT_NE(v->note.english().find("algebraic"), std::string::npos) << v->note;
    const Summary s = replay_all(*file);
    EXPECT_EQ(s.ok, 153) << joined(s.problems);
}

// ---- Corrupted copies: the right game, the right place ------------------------------------

class PdnCorrupted : public ::testing::Test {
protected:
    QTemporaryDir dir;
    // Writes a copy of wk2003-international.pdn with `from` (first occurrence) replaced by `to`.
    PdnFile corrupt(const QByteArray &from, const QByteArray &to) {
        QByteArray bytes = file_bytes(shared_file("wk2003-international.pdn"));
        const qsizetype i = bytes.indexOf(from);
        EXPECT_GE(i, 0);
        bytes.replace(i, from.size(), to);
        const QString path = dir.filePath(QStringLiteral("corrupt.pdn"));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        Expected<PdnFile> file = read_pdn_file(path);
        EXPECT_TRUE(file) << file.error();
        return file ? std::move(file).value() : PdnFile{};
    }
};

TEST_F(PdnCorrupted, IllegalMove) {
    REQUIRE_DRAUGHTS();
    // Game 1, line 10 "1. 32-28 17-22 ...": 17-23 is no move (from 17 a black man goes to 21
    // or 22). Ply 2, line 10, column 10.
    const PdnFile f = corrupt("1. 32-28 17-22", "1. 32-28 17-23");
    ASSERT_EQ(f.games.size(), 23u);
    ASSERT_FALSE(f.games[0].error);
    const Replay r = replay(f.games[0].game, *registry().find("international"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.problem->kind, ReplayProblem::IllegalMove);
    EXPECT_EQ(r.problem->ply, 2);
    EXPECT_EQ(r.problem->move, QStringLiteral("17-23"));
    EXPECT_EQ(r.problem->where.line, 10);
    EXPECT_EQ(r.problem->where.column, 10);
    EXPECT_FALSE(r.problem->message.isEmpty());
    EXPECT_EQ(r.plies, 1);
    EXPECT_EQ(replay_all(f).ok, 22);
}

TEST_F(PdnCorrupted, TruncatedGame) {
    // Game 1 loses its result (line 20 "1/2-1/2"): its move text runs into game 2's first tag
    // at line 24, column 1. The other 22 games still read.
    const PdnFile f = corrupt("17x8\n1/2-1/2", "17x8\n");
    ASSERT_EQ(f.games.size(), 23u);
    ASSERT_TRUE(f.games[0].error);
    EXPECT_EQ(f.games[0].error->where.line, 24);
    EXPECT_EQ(f.games[0].error->where.column, 1);
    EXPECT_TRUE(f.games[0].error->message.contains(QStringLiteral("without a game result")));
    for (size_t i = 1; i < f.games.size(); ++i) EXPECT_FALSE(f.games[i].error) << i;
    EXPECT_EQ(f.games[1].game.tag(u"White"), QStringLiteral("Ba,B."));
}

TEST_F(PdnCorrupted, TruncatedFile) {
    // The file cut after "1. 32-28" of game 1: end of file at line 10, column 9. Read as a
    // last game without a result (issue 31: real files end so), with the warning there.
    QByteArray bytes = file_bytes(shared_file("wk2003-international.pdn"));
    bytes.truncate(bytes.indexOf("1. 32-28") + 8);
    const PdnFile f = read_pdn(bytes, QStringLiteral("cut.pdn"));
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error);
    EXPECT_EQ(f.games[0].game.result, QStringLiteral("*"));
    ASSERT_EQ(f.games[0].warnings.size(), 1u);
    EXPECT_EQ(f.games[0].warnings[0].where.line, 10);
    EXPECT_EQ(f.games[0].warnings[0].where.column, 9);
    // Cut after the move number instead: an error there.
    bytes.truncate(bytes.size() - 6);
    const PdnFile g = read_pdn(bytes, QStringLiteral("cut.pdn"));
    ASSERT_TRUE(g.games[0].error);
    EXPECT_TRUE(g.games[0].error->message.contains(QStringLiteral("end of file")));
}

TEST_F(PdnCorrupted, BrokenTag) {
    // Game 2's [White "Ba,B."] (line 27) loses its closing quote: the value opened at column 8
    // is not closed on its line. Game 2 is skipped, the other 22 games read.
    const PdnFile f = corrupt("[White \"Ba,B.\"]", "[White \"Ba,B.]");
    ASSERT_EQ(f.games.size(), 23u);
    EXPECT_FALSE(f.games[0].error);
    ASSERT_TRUE(f.games[1].error);
    EXPECT_EQ(f.games[1].error->where.line, 27);
    EXPECT_EQ(f.games[1].error->where.column, 8);
    EXPECT_TRUE(f.games[1].error->message.contains(QStringLiteral("tag White")));
    for (size_t i = 2; i < f.games.size(); ++i) EXPECT_FALSE(f.games[i].error) << i;
    EXPECT_EQ(f.games[2].game.tag(u"White"), QStringLiteral("Gantwarg,A."));
}

// ---- Variant selection --------------------------------------------------------------------

pdn::GameRecord game_of(const char *text) {
    const PdnFile f = read_pdn(QByteArray(text));
    EXPECT_EQ(f.games.size(), 1u);
    EXPECT_FALSE(f.games.empty() || f.games[0].error);
    return f.games.empty() ? pdn::GameRecord{} : f.games[0].game;
}

TEST(PdnVariantChoice, GameTypeNumbersAndDefaults) {
    REQUIRE_DRAUGHTS();
    // GameType table: 20 International, 25 Russian; the extended form must match the board.
    auto id_of = [](const char *text, const QString &override_id = QString()) {
        Expected<VariantChoice> v = choose_variant(game_of(text), registry(), override_id);
        return v ? v->variant->id() : "error: " + v.error();
    };
    EXPECT_EQ(id_of("[GameType \"20\"]\n1. 32-28 *"), "international");
    EXPECT_EQ(id_of("[GameType \"25,W,8,8,A0,0\"]\n1. c3-d4 *"), "russian");
    EXPECT_EQ(id_of("1. 32-28 *"), "international"); // PDN's default 20
    EXPECT_EQ(id_of("1. c3-d4 *"), "russian"); // algebraic move text
    EXPECT_EQ(id_of("[GameType \"20\"]\n1. c3-d4 *", QStringLiteral("russian")), "russian");
    EXPECT_NE(id_of("[GameType \"20,W,8,8,N2,0\"]\n*").find("the board is 8x8, but international"), std::string::npos)
        << id_of("[GameType \"20,W,8,8,N2,0\"]\n*");
    EXPECT_NE(id_of("[GameType \"20,Q\"]\n*").find("GameType \"20,Q\""), std::string::npos);
    EXPECT_NE(id_of("[GameType \"999\"]\n*").find("no loaded variant has this PDN game type"), std::string::npos);
    EXPECT_NE(id_of("*", QStringLiteral("no-such-variant")).find("no-such-variant"), std::string::npos);
}

// ---- Results against the final position ---------------------------------------------------

TEST(PdnReplayResult, NoLegalMoveAgainstTheRecordedResult) {
    REQUIRE_DRAUGHTS();
    // Russian numbering: 22 is c3, 18 is d4. White c3:e5 takes Black's last man; Black has no
    // move, so White wins (draughts.md: a player who cannot move loses).
    const Variant &russian = *registry().find("russian");
    const Replay win = replay(game_of("[FEN \"W:W22:B18.\"]\n1. c3:e5 1-0"), russian);
    EXPECT_TRUE(win.ok()) << win.problem->message.toStdString();
    EXPECT_EQ(win.plies, 1);
    EXPECT_EQ(win.final_status.outcome, DAMKA_WIN);
    EXPECT_EQ(win.final_status.winner, 0);

    const Replay wrong = replay(game_of("[FEN \"W:W22:B18\"]\n1. c3:e5 0-1"), russian);
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.problem->kind, ReplayProblem::ResultMismatch);
    EXPECT_TRUE(wrong.problem->message.contains(QStringLiteral("0-1 disagrees")))
        << wrong.problem->message.toStdString();
    EXPECT_EQ(wrong.problem->where.line, 2);
    EXPECT_EQ(wrong.problem->where.column, 10);

    const Replay draw = replay(game_of("[FEN \"W:W22:B18\"]\n1. c3:e5 1/2-1/2"), russian);
    ASSERT_FALSE(draw.ok());
    EXPECT_EQ(draw.problem->kind, ReplayProblem::ResultMismatch);

    // An ongoing position says nothing against a result (resignation, agreement).
    EXPECT_TRUE(replay(game_of("1. c3-d4 0-1"), russian).ok());
    // PDN 1.0: the terminator must be the same as the Result tag.
    const Replay tag = replay(game_of("[Result \"1-0\"]\n1. c3-d4 0-1"), russian);
    ASSERT_FALSE(tag.ok());
    EXPECT_TRUE(tag.problem->message.contains(QStringLiteral("Result tag says 1-0")));
}

TEST(PdnReplayResult, BadSetupIsLocatedAtTheFenTag) {
    REQUIRE_DRAUGHTS();
    const Variant &russian = *registry().find("russian");
    const Replay bad = replay(game_of("[Event \"x\"]\n[FEN \"W:W22,:B18\"]\n*"), russian);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.problem->kind, ReplayProblem::BadSetup);
    EXPECT_EQ(bad.problem->where.line, 2);
    EXPECT_TRUE(bad.problem->message.contains(QStringLiteral("malformed FEN"))) << bad.problem->message.toStdString();
    // Square 99 does not exist on the 8x8 board: the plugin refuses it.
    const Replay refused = replay(game_of("[FEN \"W:W99:B18\"]\n*"), russian);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.problem->message.contains(QStringLiteral("refused the FEN")))
        << refused.problem->message.toStdString();
}

// ---- Variations ---------------------------------------------------------------------------

TEST(PdnReplayVariations, ReplayedFromThePositionBeforeTheMoveTheyReplace) {
    REQUIRE_DRAUGHTS();
    // International numbering (row r, five squares a row, odd rows start on the second file):
    // 31-27, 33-29, 32-28 are white openings, 17-22 and 19-23 black replies, and after
    // 32-28 19-23 White must take 28x19 (28 on row 6 file 5, 23 on row 5 file 6, 19 on row 4
    // file 7, emptied by 19-23). The nested variation replaces 31-27.
    const Variant &international = *registry().find("international");
    const Replay ok = replay(game_of("1. 32-28 (1. 31-27 (1. 33-29 17-22) 17-22) 17-22 (1... 19-23 2. 28x19) "
                                     "2. 28x17 *"),
                             international);
    EXPECT_TRUE(ok.ok()) << ok.problem->message.toStdString();
    EXPECT_EQ(ok.plies, 3); // main line only

    // 17-23 is no move (from 17 a black man goes to 21 or 22): ply 2 of the variation, which
    // starts at column 22 ("1. 32-28 17-22 (1... " is 21 characters).
    const Replay bad = replay(game_of("1. 32-28 17-22 (1... 17-23) 2. 28x17 *"), international);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.problem->kind, ReplayProblem::IllegalMove);
    EXPECT_TRUE(bad.problem->in_variation);
    EXPECT_EQ(bad.problem->ply, 2);
    EXPECT_EQ(bad.problem->move, QStringLiteral("17-23"));
    EXPECT_EQ(bad.problem->where.column, 22);
    EXPECT_EQ(bad.plies, 2);
}

// ---- Short-form captures -------------------------------------------------------------------

TEST(PdnReplayShortCapture, PathsTakingTheSamePiecesAreOneMove) {
    REQUIRE_DRAUGHTS();
    // ussr1947-russian.pdn game 54 before 22. g3:b8 (line 831): the white king on g3 takes f4
    // and c7 landing on b8, either via e5 or via d6 — the same pieces, the same squares, so the
    // same position: the short form is one move, and the game goes on.
    const Variant &russian = *registry().find("russian");
    const Replay r = replay(game_of("[FEN \"W:Wc1,g1,h2,c3,Kg3:Ba3,e3,f4,c5,h6,a7,c7,d8\"]\n22. g3:b8 *"), russian);
    ASSERT_TRUE(r.ok()) << r.problem->message.toStdString();
    EXPECT_EQ(r.plies, 1);
    const auto after = parse_fen(QString::fromStdString(r.final->position()));
    ASSERT_TRUE(after) << after.error();
    std::vector<std::string> black, white_kings;
    for (const FenPiece &p : after->pieces) {
        if (p.colour == u'B') black.push_back(p.square.toStdString());
        if (p.colour == u'W' && p.king) white_kings.push_back(p.square.toStdString());
    }
    std::sort(black.begin(), black.end());
    EXPECT_EQ(black, (std::vector<std::string>{"a3", "a7", "c5", "d8", "e3", "h6"}));
    EXPECT_EQ(white_kings, (std::vector<std::string>{"b8"}));
}

TEST(PdnReplayShortCapture, ACircleEitherWayAndAnUnfinishedCapture) {
    REQUIRE_DRAUGHTS();
    // Russian numbering: c3 = 22, b4 = 17, d4 = 18, b6 = 9, d6 = 10. The man on c3 must take
    // all four men (draughts.md: continuation is compulsory), round the circle c3:a5:c7:e5:c3 or
    // c3:e5:c7:a5:c3 — the same four men either way, so "c3:c3" is one move.
    const Variant &russian = *registry().find("russian");
    const Replay circle = replay(game_of("[FEN \"W:W22:B17,18,9,10\"]\n1. c3:c3 *"), russian);
    ASSERT_TRUE(circle.ok()) << circle.problem->message.toStdString();
    EXPECT_EQ(circle.final_status.outcome, DAMKA_WIN); // Black has nothing left
    EXPECT_EQ(circle.final_status.winner, 0);
    // "c3:c7" stops half way: no full path ends on c7, so the plugin's refusal stands.
    const Replay half = replay(game_of("[FEN \"W:W22:B17,18,9,10\"]\n1. c3:c7 *"), russian);
    ASSERT_FALSE(half.ok());
    EXPECT_EQ(half.problem->kind, ReplayProblem::IllegalMove);
    EXPECT_EQ(half.problem->ply, 1);
}
