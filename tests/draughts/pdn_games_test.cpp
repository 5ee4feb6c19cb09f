// Real games replayed move by move through the plugin: every move of the files in
// tests/data/pdn (SOURCES.md) must be accepted as written there (short captures "d4:b6",
// "28x17", quiet moves), from each game's FEN tag or the start. The one record that names no
// single move (the Italian 3x26) must be refused with both capture paths.
// Counts: games and move tokens of each file, counted with a script independent of Damka
// (tags, {comments}, move numbers and results dropped; every other word a ply), written next
// to each test.
#include "draughts_fixture.hpp"

#include <fstream>
#include <regex>
#include <sstream>

namespace damka::draughts_test {
namespace {

struct PdnGame {
    std::string fen;
    std::vector<std::string> moves;
};

bool is_result(const std::string &w) {
    return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "2-0" || w == "0-2" || w == "1-1" || w == "*";
}

// A small movetext reader for these files. A game starts at a tag section or, in files of
// bare move texts (frisian-lidraughts.pdn), at its first move; it ends at its result, or at
// the next tag section after a blank line (a header with no move text). Comments are skipped.
std::vector<PdnGame> read_pdn(const std::string &path) {
    std::ifstream in(path);
    std::vector<PdnGame> games;
    std::string line;
    const std::regex fen_tag(R"(^\[FEN \"([^\"]*)\"\])");
    const std::regex move_number(R"(\d+\.+)");
    bool open = false; // a game is being read: its result is not reached yet
    bool header_closed = false; // a blank line followed its tags
    bool in_comment = false;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) {
            header_closed = open;
            continue;
        }
        if (line.rfind("[", 0) == 0 && !in_comment) {
            if (!open || header_closed || !games.back().moves.empty()) games.emplace_back();
            open = true;
            header_closed = false;
            std::smatch m;
            if (std::regex_search(line, m, fen_tag)) games.back().fen = m[1];
            continue;
        }
        std::istringstream words(line);
        for (std::string w; words >> w;) {
            if (in_comment || w.front() == '{') {
                in_comment = w.find('}') == std::string::npos;
                continue;
            }
            if (std::regex_match(w, move_number)) continue;
            if (!open) games.emplace_back();
            open = true;
            if (is_result(w)) {
                open = false;
                continue;
            }
            games.back().moves.push_back(w);
        }
    }
    return games;
}

// A record the plugin must refuse: the 1-based game and ply, and texts its reason must hold.
struct Refused {
    size_t game = 0;
    size_t ply = 0;
    std::vector<std::string> reason_holds;
};

// Replays every game; returns the plies played. A refused record stops its game there.
size_t replay(const std::string &variant_id, const std::string &file, size_t expected_games,
              const std::vector<Refused> &refused = {}) {
    const std::vector<PdnGame> games = read_pdn(std::string(DAMKA_SOURCE_DIR) + "/tests/data/pdn/" + file);
    EXPECT_EQ(games.size(), expected_games) << file;
    size_t plies = 0;
    for (size_t i = 0; i < games.size(); ++i) {
        Game g = game(variant_id, games[i].fen);
        const auto bad =
            std::find_if(refused.begin(), refused.end(), [&](const Refused &r) { return r.game == i + 1; });
        for (size_t k = 0; k < games[i].moves.size(); ++k) {
            const std::string &m = games[i].moves[k];
            Expected<MoveRecord> r = g.play(m);
            if (bad != refused.end() && bad->ply == k + 1) {
                EXPECT_FALSE(r.has_value()) << file << " game " << i + 1 << " move " << m << " was accepted";
                if (!r.has_value()) {
                    for (const std::string &text : bad->reason_holds) {
                        EXPECT_NE(r.error().find(text), std::string::npos) << r.error();
                    }
                }
                break;
            }
            EXPECT_TRUE(r.has_value()) << file << " game " << i + 1 << " move " << m << ": "
                                       << (r.has_value() ? "" : r.error()) << " in " << g.position();
            if (!r.has_value()) break;
            ++plies;
        }
    }
    return plies;
}

// 153 games ([Event] tags counted in the file), Russian rules, PDN numbers in the FEN tag.
TEST(DraughtsPdnGames, Ussr1947RussianReplays) { EXPECT_GT(replay("russian", "ussr1947-russian.pdn", 153), 0u); }
// 23 games, GameType 20, no FEN tag: the start position.
TEST(DraughtsPdnGames, Wk2003InternationalReplays) {
    EXPECT_GT(replay("international", "wk2003-international.pdn", 23), 0u);
}

// 69th Italian championship 2005: 53 games, 3227 move tokens. Game 46 (STIRA - MAIJNELLI)
// ends 13. 24x6 3x26: the black man on 3 (e8) has two captures to 26 (c2) taking three men
// each, 3x10x19x26 (over 6, 14, 22) and 3x10x17x26 (over 6, 13, 21), equal under FID art.
// 6.6-6.9 (same number, both by a man, no kings), so "3x26" names no single move. Its 26th
// ply is refused; 3227 - 1 plies play.
TEST(DraughtsPdnGames, Italian2005Replays) {
    EXPECT_EQ(
        replay("italian", "campionato-assoluto-2005-italian.pdn", 53, {{46, 26, {"3x26", "3x10x19x26", "3x10x17x26"}}}),
        3226u);
}

// Czech championships (MČR) 2000-2007 and the team championships 2007-2008. Move tokens per
// file; the games without moves are mrcd2007's 8 unplayed ones ([PlyCount "0"], only a
// result) and the team files' "1. 0-2" defaults (3 in 2007, 1 in 2008).
TEST(DraughtsPdnGames, Czech2000QualifierReplays) { EXPECT_EQ(replay("czech", "mrcd2000kval-czech.pdn", 40), 1954u); }
TEST(DraughtsPdnGames, Czech2006Replays) { EXPECT_EQ(replay("czech", "mrcd2006-czech.pdn", 44), 1994u); }
TEST(DraughtsPdnGames, Czech2007Replays) { EXPECT_EQ(replay("czech", "mrcd2007-czech.pdn", 102), 4542u); }
TEST(DraughtsPdnGames, CzechTeams2007Replays) { EXPECT_EQ(replay("czech", "mrdrcd07-czech.pdn", 72), 3472u); }
TEST(DraughtsPdnGames, CzechTeams2008Replays) { EXPECT_EQ(replay("czech", "mrdrcd08-czech.pdn", 40), 1788u); }

// lidraughts games (py-draughts' test corpus): Frisian 30 entries, 14 move texts with 957
// tokens and 16 headers without moves; Frysk! 25 games, 1289 tokens, each from its FEN tag
// W:W46,47,48,49,50:B1,2,3,4,5; Antidraughts 25 games, 1384; Breakthrough 25 games, 2245.
TEST(DraughtsPdnGames, FrisianLidraughtsReplays) { EXPECT_EQ(replay("frisian", "frisian-lidraughts.pdn", 30), 957u); }
TEST(DraughtsPdnGames, FryskLidraughtsReplays) { EXPECT_EQ(replay("frysk", "frysk-lidraughts.pdn", 25), 1289u); }
TEST(DraughtsPdnGames, AntidraughtsLidraughtsReplays) {
    EXPECT_EQ(replay("antidraughts", "antidraughts-lidraughts.pdn", 25), 1384u);
}
TEST(DraughtsPdnGames, BreakthroughLidraughtsReplays) {
    EXPECT_EQ(replay("breakthrough", "breakthrough-lidraughts.pdn", 25), 2245u);
}

} // namespace
} // namespace damka::draughts_test
