// Real games replayed move by move: every move of the USSR 1947 Russian championship file and
// of the WK 2003 international file (shared/data/pdn) must be accepted as written there
// (short captures "d4:b6", "28x17", quiet moves), from each game's FEN tag or the start.
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

// A small movetext reader for these two files: tags, move numbers, results.
std::vector<PdnGame> read_pdn(const std::string &path) {
    std::ifstream in(path);
    std::vector<PdnGame> games;
    std::string line;
    const std::regex fen_tag(R"(^\[FEN \"([^\"]*)\"\])");
    bool in_moves = false;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.rfind("[", 0) == 0) {
            if (in_moves || games.empty()) games.emplace_back();
            in_moves = false;
            std::smatch m;
            if (std::regex_search(line, m, fen_tag)) games.back().fen = m[1];
            continue;
        }
        std::istringstream words(line);
        for (std::string w; words >> w;) {
            in_moves = true;
            if (w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "2-0" || w == "0-2" || w == "1-1" || w == "*")
                continue;
            if (std::regex_match(w, std::regex(R"(\d+\.+)"))) continue;
            games.back().moves.push_back(w);
        }
    }
    return games;
}

void replay(const std::string &variant_id, const std::string &file, size_t expected_games) {
    const std::vector<PdnGame> games = read_pdn(std::string(DAMKA_SOURCE_DIR) + "/tests/data/pdn/" + file);
    ASSERT_EQ(games.size(), expected_games) << file;
    size_t plies = 0;
    for (size_t i = 0; i < games.size(); ++i) {
        Game g = game(variant_id, games[i].fen);
        for (const std::string &m : games[i].moves) {
            Expected<MoveRecord> r = g.play(m);
            ASSERT_TRUE(r.has_value()) << file << " game " << i + 1 << " move " << m << ": " << r.error() << " in "
                                       << g.position();
            ++plies;
        }
    }
    EXPECT_GT(plies, 0u);
}

// 153 games ([Event] tags counted in the file), Russian rules, PDN numbers in the FEN tag.
TEST(DraughtsPdnGames, Ussr1947RussianReplays) { replay("russian", "ussr1947-russian.pdn", 153); }
// 23 games, GameType 20, no FEN tag: the start position.
TEST(DraughtsPdnGames, Wk2003InternationalReplays) { replay("international", "wk2003-international.pdn", 23); }

} // namespace
} // namespace damka::draughts_test
