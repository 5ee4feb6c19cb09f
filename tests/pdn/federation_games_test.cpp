// The real games of the later draughts variants through host/pdn (issue 31): the Italian
// championship 2005, the Czech championships 2000-2008, lidraughts' Frisian, Frysk!,
// Antidraughts and Breakthrough games (tests/data/pdn/SOURCES.md). Each file is read, its
// variant chosen (by GameType, or by --variant where the file has none), every game replayed
// and the recorded result checked against a finished final position; then `damka pdn check`
// on each. Game and ply counts are from a script independent of Damka (tags, {comments},
// move numbers and results dropped, every other word of the move text a ply), written next to
// each test; the replayed plies of a game stop at a refused move.
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_replay.hpp"
#include "pdn/pdn_variant.hpp"

#include "core/plugin_registry.hpp"
#include "tests/support/damka_cli.hpp"

#include <QFile>

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

using namespace damka;
using namespace damka::pdn;
using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::run_damka;

namespace {

const PluginRegistry &registry() {
    static const PluginRegistry *r = [] {
        auto *reg = new PluginRegistry; // lives as long as the process (plugins never unload)
        reg->load_directory(DAMKA_TEST_PLUGIN_DIR);
        return reg;
    }();
    return *r;
}

#define REQUIRE_VARIANTS()                                                                                             \
    for (const char *id : {"italian", "czech", "frisian", "frysk", "antidraughts", "breakthrough", "international"})   \
        if (!registry().find(id)) GTEST_FAIL() << "variant not loaded: " << id << " (from " DAMKA_TEST_PLUGIN_DIR ")";

const std::string data = DAMKA_SOURCE_DIR "/tests/data/pdn/";

PdnFile read(const std::string &name) {
    Expected<PdnFile> f = read_pdn_file(QString::fromStdString(data + name));
    EXPECT_TRUE(f) << (f ? "" : f.error());
    return f ? std::move(f).value() : PdnFile{};
}

struct Totals {
    int games = 0, ok = 0, plies = 0, without_moves = 0, finished = 0;
    std::map<std::string, int> variants; // variant id -> games
    std::vector<std::string> problems; // "game N: ply P 'move': message"
};

// Every game of `file`: the variant by choose_variant (with `override_id` when given), the
// replay, the totals.
Totals replay_file(const PdnFile &file, const QString &override_id = QString()) {
    Totals t;
    for (size_t i = 0; i < file.games.size(); ++i) {
        ++t.games;
        const ReadGame &g = file.games[i];
        const std::string head = "game " + std::to_string(i + 1) + ": ";
        if (g.error) {
            t.problems.push_back(head + format_error(file.path, *g.error).toStdString());
            continue;
        }
        Expected<VariantChoice> v = choose_variant(g.game, registry(), override_id);
        if (!v) {
            t.problems.push_back(head + v.error());
            continue;
        }
        ++t.variants[v->variant->id()];
        if (main_line_moves(g.game).empty()) ++t.without_moves;
        const Replay r = replay(g.game, *v->variant);
        t.plies += r.plies;
        if (r.final_status.finished()) ++t.finished;
        if (r.ok())
            ++t.ok;
        else
            t.problems.push_back(head + "ply " + std::to_string(r.problem->ply) + " '" + r.problem->move.toStdString() +
                                 "': " + r.problem->message.toStdString());
    }
    return t;
}

std::string joined(const std::vector<std::string> &v) {
    std::string s;
    for (const std::string &x : v) s += x + "\n";
    return s;
}

// A game from an inline text.
GameRecord game_of(const char *text) {
    const PdnFile f = read_pdn(QByteArray(text));
    EXPECT_EQ(f.games.size(), 1u);
    EXPECT_FALSE(f.games.empty() || f.games[0].error);
    return f.games.empty() ? GameRecord{} : f.games[0].game;
}

std::string chosen(const char *text, std::string *note = nullptr) {
    Expected<VariantChoice> v = choose_variant(game_of(text), registry());
    if (!v) return "error: " + v.error();
    if (note) *note = v->note.english();
    return v->variant->id();
}

bool draughts_built() { return QFile::exists(QStringLiteral(DAMKA_TEST_PLUGIN_DIR "/libdamka_draughts.so")); }

} // namespace

// ---- Italian: FID tags, no GameType --------------------------------------------------------

TEST(PdnFederationGames, Italian2005) {
    REQUIRE_VARIANTS();
    const PdnFile file = read("campionato-assoluto-2005-italian.pdn");
    // 53 games (grep -c '^\[Dati' gives 53), CRLF, UTF-8 ("69° ASSOLUTO").
    ASSERT_EQ(file.games.size(), 53u);
    EXPECT_EQ(file.encoding, QStringLiteral("UTF-8"));
    // Game 1, lines 1-6: [Dati "69° ASSOLUTO 1° TURNO"] [Bianco "BORGHETTI Michele"]
    // [Nero "MASCOLO Luca"] [Risultato "1-0"]: the report names them as White, Black, Event
    // and Result.
    const GameRecord &first = file.games[0].game;
    EXPECT_EQ(first.white(), QStringLiteral("BORGHETTI Michele"));
    EXPECT_EQ(first.black(), QStringLiteral("MASCOLO Luca"));
    EXPECT_EQ(first.event(), QStringLiteral("69\u00b0 ASSOLUTO 1\u00b0 TURNO"));
    EXPECT_EQ(first.recorded_result(), QStringLiteral("1-0"));
    EXPECT_EQ(first.title(), QStringLiteral("BORGHETTI Michele - MASCOLO Luca (69\u00b0 ASSOLUTO 1\u00b0 TURNO)"));
    // No GameType: PDN's default International, which refuses the first move 21-17 (square 21
    // holds no White man there).
    Expected<VariantChoice> guessed = choose_variant(first, registry());
    ASSERT_TRUE(guessed) << guessed.error();
    EXPECT_EQ(guessed->variant->id(), "international");
    EXPECT_FALSE(replay(first, *guessed->variant).ok());

    // As Italian: 3227 plies in the file; game 46 (line 744, STIRA - MAIJNELLI) is refused at
    // ply 26, "13. ... 3x26" (line 753, column 43): two captures by the man on 3 take three
    // men each (3x10x19x26 over 6, 14, 22; 3x10x17x26 over 6, 13, 21), equal under FID art.
    // 6.6-6.9. So 3227 - 1 plies replay and 52 games are ok.
    const Totals t = replay_file(file, QStringLiteral("italian"));
    EXPECT_EQ(t.ok, 52) << joined(t.problems);
    EXPECT_EQ(t.plies, 3226);
    ASSERT_EQ(t.problems.size(), 1u);
    EXPECT_EQ(t.problems[0].rfind("game 46: ply 26 '3x26': ", 0), 0u) << t.problems[0];
    EXPECT_NE(t.problems[0].find("3x10x19x26"), std::string::npos) << t.problems[0];
    EXPECT_NE(t.problems[0].find("3x10x17x26"), std::string::npos) << t.problems[0];
    const Replay r46 = replay(file.games[45].game, *registry().find("italian"));
    ASSERT_TRUE(r46.problem);
    EXPECT_EQ(r46.problem->kind, ReplayProblem::IllegalMove);
    EXPECT_EQ(r46.problem->where.line, 753);
    EXPECT_EQ(r46.problem->where.column, 43);
}

// ---- Czech: algebraic, no GameType ---------------------------------------------------------

TEST(PdnFederationGames, CzechChampionships) {
    REQUIRE_VARIANTS();
    // Games (grep -c '^\[Event') and plies per file; mrcd2007 holds 8 unplayed games
    // ([PlyCount "0"] and a result only). Every game's [PlyCount] equals its plies.
    struct File {
        const char *name;
        int games, plies, without_moves;
    };
    for (const File &f : {File{"mrcd2000kval-czech.pdn", 40, 1954, 0}, File{"mrcd2006-czech.pdn", 44, 1994, 0},
                          File{"mrcd2007-czech.pdn", 102, 4542, 8}}) {
        const PdnFile file = read(f.name);
        ASSERT_EQ(int(file.games.size()), f.games) << f.name;
        // No GameType and algebraic moves: russian is the guess (the CLI test below shows
        // the hint that names czech instead).
        Expected<VariantChoice> guessed = choose_variant(file.games[1].game, registry());
        ASSERT_TRUE(guessed) << guessed.error();
        EXPECT_EQ(guessed->variant->id(), "russian");
        const Totals t = replay_file(file, QStringLiteral("czech"));
        EXPECT_EQ(t.ok, f.games) << f.name << "\n" << joined(t.problems);
        EXPECT_EQ(t.plies, f.plies) << f.name;
        EXPECT_EQ(t.without_moves, f.without_moves) << f.name;
    }
}

TEST(PdnFederationGames, CzechTeamChampionshipsWithDefaults) {
    REQUIRE_VARIANTS();
    // The team files write results 2-0 / 1-1 / 0-2 (PDN 3.0's second result type) and games
    // not played as "1. 0-2": mrdrcd07 lines 198 and 326 ("1. 0-2") and 583 ("1. 2-0"),
    // mrdrcd08 line 499 ("1. 1-0"). Those read as games without moves, with a warning at the
    // move number (column 1); everything else replays.
    struct File {
        const char *name;
        int games, plies;
        std::vector<int> default_lines;
    };
    for (const File &f :
         {File{"mrdrcd07-czech.pdn", 72, 3472, {198, 326, 583}}, File{"mrdrcd08-czech.pdn", 40, 1788, {499}}}) {
        const PdnFile file = read(f.name);
        ASSERT_EQ(int(file.games.size()), f.games) << f.name;
        std::vector<int> warned;
        for (const ReadGame &g : file.games) {
            ASSERT_FALSE(g.error) << f.name << ": " << format_error(file.path, *g.error).toStdString();
            for (const Warning &w : g.warnings) {
                warned.push_back(w.where.line);
                EXPECT_EQ(w.where.column, 1);
                EXPECT_TRUE(w.message.contains(QStringLiteral("read as a game that was not played")))
                    << w.message.toStdString();
            }
        }
        EXPECT_EQ(warned, f.default_lines) << f.name;
        const Totals t = replay_file(file, QStringLiteral("czech"));
        EXPECT_EQ(t.ok, f.games) << f.name << "\n" << joined(t.problems);
        EXPECT_EQ(t.plies, f.plies) << f.name;
        EXPECT_EQ(t.without_moves, int(f.default_lines.size())) << f.name;
    }
    // mrdrcd07 game 1: [Result "1-1"] ([PlyCount "32"]), a draw in the second result type.
    const PdnFile teams = read("mrdrcd07-czech.pdn");
    EXPECT_EQ(teams.games[0].game.recorded_result(), QStringLiteral("1-1"));
    EXPECT_EQ(Result::outcome(teams.games[0].game.recorded_result()), Result::Draw);
}

// ---- lidraughts: GameType 40, 96, 97, 98 --------------------------------------------------

TEST(PdnFederationGames, LidraughtsByGameType) {
    REQUIRE_VARIANTS();
    // Each file as py-draughts stores it (SOURCES.md). Frysk! 25 games [GameType "97"] with
    // the FEN W:W46,47,48,49,50:B1,2,3,4,5, 1289 plies; Antidraughts 25 games [GameType "98"],
    // 1384 plies; Breakthrough 25 games [GameType "96"], 2245 plies.
    struct File {
        const char *name, *variant;
        int games, plies;
    };
    for (const File &f : {File{"frysk-lidraughts.pdn", "frysk", 25, 1289},
                          File{"antidraughts-lidraughts.pdn", "antidraughts", 25, 1384},
                          File{"breakthrough-lidraughts.pdn", "breakthrough", 25, 2245}}) {
        const PdnFile file = read(f.name);
        ASSERT_EQ(int(file.games.size()), f.games) << f.name;
        const Totals t = replay_file(file);
        EXPECT_EQ(t.ok, f.games) << f.name << "\n" << joined(t.problems);
        EXPECT_EQ(t.plies, f.plies) << f.name;
        EXPECT_EQ(t.variants, (std::map<std::string, int>{{f.variant, f.games}})) << f.name;
    }
    // Frisian: 14 bare move texts (games 1-14, 957 plies, no tags: International by PDN's
    // default, so --variant frisian) and 16 headers with [GameType "40"] and no moves.
    const PdnFile frisian = read("frisian-lidraughts.pdn");
    ASSERT_EQ(frisian.games.size(), 30u);
    const Totals by_tag = replay_file(frisian);
    EXPECT_EQ(by_tag.variants, (std::map<std::string, int>{{"international", 14}, {"frisian", 16}}));
    EXPECT_EQ(by_tag.ok, 16) << joined(by_tag.problems);
    const Totals t = replay_file(frisian, QStringLiteral("frisian"));
    EXPECT_EQ(t.ok, 30) << joined(t.problems);
    EXPECT_EQ(t.plies, 957);
    EXPECT_EQ(t.without_moves, 16);
}

TEST(PdnFederationGames, LidraughtsResultsAgreeWithFinishedPositions) {
    REQUIRE_VARIANTS();
    // Breakthrough game 2 (line 21, hijkneuter - Alex2290, [Result "2-0"], 61 plies) ends
    // "31. 31x4": White's man captures onto 4, Black's back row, and is crowned there. In
    // Breakthrough the first king wins, so the final position is finished and White has won,
    // as recorded.
    const PdnFile file = read("breakthrough-lidraughts.pdn");
    const GameRecord &g = file.games[1].game;
    EXPECT_EQ(g.white(), QStringLiteral("hijkneuter"));
    const Replay r = replay(g, *registry().find("breakthrough"));
    ASSERT_TRUE(r.ok()) << r.problem->message.toStdString();
    ASSERT_TRUE(r.final_status.finished());
    EXPECT_EQ(r.final_status.outcome, DAMKA_WIN);
    EXPECT_EQ(r.final_status.winner, 0);
    EXPECT_EQ(Result::outcome(g.recorded_result()), Result::FirstWins);
}

// ---- Variant choice: lidraughts' and pydraughts' numbers ----------------------------------

TEST(PdnFederationGames, GameTypeNumbersOfTheLaterVariants) {
    REQUIRE_VARIANTS();
    // PDN 3.0 GameType table: 22 Italian, 29 Czech, 40 Frisian; lidraughts 96-98.
    EXPECT_EQ(chosen("[GameType \"22\"]\n*"), "italian");
    EXPECT_EQ(chosen("[GameType \"22,W,8,8,N2,1\"]\n*"), "italian");
    EXPECT_EQ(chosen("[GameType \"29,W,8,8,A0,0\"]\n*"), "czech");
    EXPECT_EQ(chosen("[GameType \"40\"]\n*"), "frisian");
    EXPECT_EQ(chosen("[GameType \"96\"]\n*"), "breakthrough");
    EXPECT_EQ(chosen("[GameType \"97\"]\n*"), "frysk");
    EXPECT_EQ(chosen("[GameType \"98\"]\n*"), "antidraughts");
    // PDN's 0 is chess; Killer draughts' plugin declares 0 for "no number": no match.
    EXPECT_NE(chosen("[GameType \"0\"]\n*").find("GameType 0: no loaded variant has this PDN game type"),
              std::string::npos)
        << chosen("[GameType \"0\"]\n*");
    // lidraughts' From Position (99): International from the FEN tag, said in a note.
    std::string note;
    EXPECT_EQ(chosen("[GameType \"99\"]\n[FEN \"W:W31:B20\"]\n*", &note), "international");
    EXPECT_NE(note.find("From Position"), std::string::npos) << note;
}

TEST(PdnFederationGames, GameType40WithTheFryskStartIsFrysk) {
    REQUIRE_VARIANTS();
    // pydraughts writes Frysk! as [GameType "40,W,10,10,N2,0"] with the 5-man start in the
    // FEN tag; in any notation of the same position (ranges, another order) that is frysk.
    std::string note;
    EXPECT_EQ(chosen("[GameType \"40,W,10,10,N2,0\"]\n[FEN \"W:W46,47,48,49,50:B1,2,3,4,5\"]\n*", &note), "frysk");
    EXPECT_NE(note.find("Frysk! start"), std::string::npos) << note;
    EXPECT_EQ(chosen("[GameType \"40\"]\n[FEN \"W:B5,4,3,2,1:W46-50\"]\n*"), "frysk");
    // Any other position stays Frisian (the moves are the same either way): Black to move,
    // a king, a sixth man, a man off the back row, or the Frisian start.
    EXPECT_EQ(chosen("[GameType \"40\"]\n[FEN \"B:W46,47,48,49,50:B1,2,3,4,5\"]\n*"), "frisian");
    EXPECT_EQ(chosen("[GameType \"40\"]\n[FEN \"W:W46,47,48,49,K50:B1,2,3,4,5\"]\n*"), "frisian");
    EXPECT_EQ(chosen("[GameType \"40\"]\n[FEN \"W:W45,46,47,48,49,50:B1,2,3,4,5\"]\n*"), "frisian");
    EXPECT_EQ(chosen("[GameType \"40\"]\n[FEN \"W:W41,47,48,49,50:B1,2,3,4,5\"]\n*"), "frisian");
    EXPECT_EQ(chosen("[GameType \"40\"]\n[FEN \"W:W31-50:B1-20\"]\n*"), "frisian");
    // A pydraughts-style Frysk! game replays: the first two moves of frysk-lidraughts.pdn
    // game 1 (48-43 5-10).
    const GameRecord g =
        game_of("[GameType \"40,W,10,10,N2,0\"]\n[FEN \"W:W46,47,48,49,50:B1,2,3,4,5\"]\n1. 48-43 5-10 *");
    Expected<VariantChoice> v = choose_variant(g, registry());
    ASSERT_TRUE(v) << v.error();
    const Replay r = replay(g, *v->variant);
    EXPECT_TRUE(r.ok()) << r.problem->message.toStdString();
    EXPECT_EQ(r.plies, 2);
}

// ---- Reading: unplayed games, Italian result tag ------------------------------------------

TEST(PdnFederationGames, UnplayedGameOnlyAsTheWholeMoveText) {
    // "1. 0-2" alone is a game not played: no moves, the result kept, a warning at 1:1.
    const PdnFile f = read_pdn(QByteArray("1. 0-2\n"));
    ASSERT_EQ(f.games.size(), 1u);
    ASSERT_FALSE(f.games[0].error);
    EXPECT_TRUE(f.games[0].game.moves.empty());
    EXPECT_EQ(f.games[0].game.result, QStringLiteral("0-2"));
    ASSERT_EQ(f.games[0].warnings.size(), 1u);
    EXPECT_EQ(f.games[0].warnings[0].where.line, 1);
    EXPECT_EQ(f.games[0].warnings[0].where.column, 1);
    // A number waiting for its move after moves, or "1..." (the second side's move), is
    // still a truncated record.
    EXPECT_TRUE(read_pdn(QByteArray("1. 32-28 18-23 2. 1-0\n")).games[0].error);
    EXPECT_TRUE(read_pdn(QByteArray("1... 0-2\n")).games[0].error);
    EXPECT_TRUE(read_pdn(QByteArray("2. 0-2\n")).games[0].error);
}

TEST(PdnFederationGames, RisultatoIsTheResultTag) {
    REQUIRE_VARIANTS();
    // [Risultato "0-1"] against the terminator 1-0: the same check as the Result tag.
    const GameRecord g = game_of("[Risultato \"0-1\"]\n1. 21-17 1-0\n");
    const Replay r = replay(g, *registry().find("italian"));
    ASSERT_TRUE(r.problem);
    EXPECT_EQ(r.problem->kind, ReplayProblem::ResultMismatch);
    EXPECT_EQ(r.problem->message, QStringLiteral("the Risultato tag says 0-1 but the move text ends with 1-0"));
    // The standard tag wins when both are there.
    EXPECT_EQ(game_of("[Result \"1-0\"]\n[Risultato \"0-1\"]\n*").recorded_result(), QStringLiteral("1-0"));
}

// ---- damka pdn check on each file ----------------------------------------------------------

TEST(PdnFederationGamesCli, EachFileWithItsVariant) {
    if (!draughts_built()) GTEST_FAIL() << "the draughts plugin is not built";
    // Counts as in the tests above.
    struct Run {
        std::string args, summary;
    };
    for (const Run &run :
         {Run{"--variant czech " + data + "mrcd2000kval-czech.pdn " + data + "mrcd2006-czech.pdn " + data +
                  "mrcd2007-czech.pdn " + data + "mrdrcd07-czech.pdn " + data + "mrdrcd08-czech.pdn",
              "298 games: 298 ok, 0 with errors"},
          Run{"--variant frisian " + data + "frisian-lidraughts.pdn", "30 games: 30 ok, 0 with errors"},
          Run{data + "frysk-lidraughts.pdn " + data + "antidraughts-lidraughts.pdn " + data +
                  "breakthrough-lidraughts.pdn",
              "75 games: 75 ok, 0 with errors"}}) {
        const CliRun r = run_damka("pdn check " + run.args);
        EXPECT_EQ(r.code, 0) << r.out;
        EXPECT_TRUE(has(r, run.summary)) << r.out;
    }
}

TEST(PdnFederationGamesCli, ItalianNamesTheAmbiguousCapture) {
    if (!draughts_built()) GTEST_FAIL() << "the draughts plugin is not built";
    const std::string path = data + "campionato-assoluto-2005-italian.pdn";
    const CliRun r = run_damka("pdn check --variant italian '" + path + "'");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(has(r, "53 games: 52 ok, 1 with errors")) << r.out;
    EXPECT_TRUE(has(r,
                    "game 46 (line 744): STIRA Leonardo - MAIJNELLI Michele (69\u00b0 ASSOLUTO 6\u00b0 TURNO): "
                    "italian, 25 plies: illegal move at ply 26 '3x26' (" +
                        path + ":753:43)"))
        << r.out;
    EXPECT_TRUE(has(r, "3x10x19x26")) << r.out;
    EXPECT_TRUE(has(r, "3x10x17x26")) << r.out;
    // Game 1 in the report: the Italian tags name the players and the round.
    EXPECT_TRUE(has(r,
                    "game 1 (line 1): BORGHETTI Michele - MASCOLO Luca (69\u00b0 ASSOLUTO 1\u00b0 TURNO): italian, "
                    "75 plies: ok"))
        << r.out;
}

TEST(PdnFederationGamesCli, FilesWithoutGameTypeGetTheVariantThatFits) {
    if (!draughts_built()) GTEST_FAIL() << "the draughts plugin is not built";
    // Without --variant the Italian games are read as International and the Czech ones as
    // Russian; the hint names the loaded variant that replays each.
    const CliRun italian = run_damka("pdn check '" + data + "campionato-assoluto-2005-italian.pdn'");
    EXPECT_EQ(italian.code, 2) << italian.out;
    EXPECT_TRUE(has(italian,
                    "hint: no GameType tag, so the game was replayed as international; it replays as "
                    "italian: try --variant italian"))
        << italian.out;
    const CliRun czech = run_damka("pdn check " + data + "mrcd2006-czech.pdn");
    EXPECT_EQ(czech.code, 2) << czech.out;
    EXPECT_TRUE(has(czech,
                    "hint: no GameType tag, so the game was replayed as russian; it replays as czech: try "
                    "--variant czech"))
        << czech.out;
}
