// One board's game as the pages show it, read from the game's event log in the event database
// (arbiter/store, the log `damka arbiter log`, the web clock and the scoresheet write) and
// replayed through the variant plugin (arbiter/game_replay): who plays, the moves as logged and
// whether the plugin found each legal, the position on the board now as the plugin's board
// description (plugin-api/README.md "Board description"), the last move, whose turn it is and
// the legal moves then, the web clock's readings, whether the game is over on the board, and
// the position after each ply for a viewer. After an irregular move the position is the one
// game_replay follows: the one actually on the board when the engine can know it (adiukh 8.8),
// else unknown until the arbiter states it (a `position` event).
// Read by the scoresheet (scoresheet.hpp), the live boards (live_boards.hpp) and the game viewer.
//
//   auto read = read_board_game(view, plugins, 3, 2);   // round 3, board 2, game 1
//   if (auto *problem = std::get_if<BoardGameProblem>(&read)) return problem_reply(*problem, tr);
//   const BoardGame &g = std::get<BoardGame>(read);
//   QJsonObject doc = board_game_json(g, {.svg = true, .flipped = false, .lang = lang});
#pragma once

#include "arbiter/event_log.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "core/message.hpp"
#include "core/plugin_registry.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "reports/i18n.hpp"

#include <QJsonObject>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace damka::server {

struct BoardPlayer {
    int id = 0; // start number; 0 when the pairing names none
    std::string name;
    std::string label; // "Name (12)", as messages name a player
};

// A Move event of the log, as replayed.
struct LoggedMove {
    int ply = 0; // 1, 2, ... in the order of the log's Move events
    size_t event = 0; // its index in the game's event log
    int side = -1; // who made it (the variant's side 0 or 1)
    std::string notation; // as written in the log: "c3-d4", "from a3 to b4 took c5"
    bool legal = false; // a legal move of the position before it, by the plugin's move records
    std::string played; // legal: that move in the plugin's notation
    // The squares the moving piece stood on, origin first (indices of the board description):
    // the legal move's path, else the squares the irregular move names; empty when unknown.
    std::vector<int> path;
    std::string refusal; // not legal: why, in the plugin's or the engine's words (English)
    bool taken_back = false; // an upheld correction restored the position before it (adiukh 8.6)
};

// A legal move of the position now, from the plugin's move record.
struct LegalMove {
    std::string notation;
    std::vector<int> path; // origin, landing squares, destination
    std::vector<int> captured;
};

struct BoardGame {
    arbiter::store::GameKey key;
    std::string variant; // the variant id the log names
    std::string variant_name; // the plugin's name for it (English)
    std::array<std::string, 2> sides; // the variant's side names ("White", "Black")
    std::array<BoardPlayer, 2> players; // sides[0]'s player first
    std::map<int, std::string> square_names; // square index -> name in the variant's notation
    std::string time_control; // the log's ("" untimed)
    std::vector<LoggedMove> moves;
    // The position on the board now; nullopt while unknown (an irregular move the engine could
    // not follow, until a position event).
    std::optional<std::string> board_json;
    std::string position; // the plugin's position string of it ("" while unknown)
    std::vector<int> last_move; // the path of the last move that stands (empty: none, or unknown)
    std::string last_notation; // that move as logged
    int last_ply = 0; // its ply (0: none)
    int to_move = -1; // whose turn it is on the board, as the plugin says; -1 while unknown
    std::vector<LegalMove> legal; // the legal moves now; none once the game is over on the board
    // The position after each ply (board description; [K-1] after ply K), nullopt where the
    // engine cannot know it. Filled only when asked (read_board_game's `positions`).
    std::vector<std::optional<std::string>> after_ply;
    QJsonObject clock; // the web clock's readings (web_clock.hpp clock_readings)
    // Over on the board: the final position reached (adiukh 5.1), a resignation or an agreed
    // draw in the log. `board_result` is the position's result when the position ended it.
    bool over = false;
    std::optional<GameResult> board_result;
    std::string over_how; // "board" (final position), "resigned", "agreed"; "" while not over
    std::string over_why; // the plugin's words for a final position
    // The tournament's result of the board: "1-0", "1/2", "+-", ... or "" while none is entered.
    std::string result;
};

// Why a board's game cannot be read: no such published board (404 not_found), its variant's
// plugin not loaded (503 no_plugin), or a log the plugin cannot replay (422 unreadable_log).
struct BoardGameProblem {
    int status = 404;
    QString code;
    Message message;
};

// Round `round`, board `board`, game `game_no` of a published round. A game without a log yet
// reads as its start: the event's variant and players, no moves. `positions` also fills
// after_ply (one plugin call per ply).
std::variant<BoardGame, BoardGameProblem> read_board_game(EventView &view, const PluginRegistry &plugins, int round,
                                                          int board, int game_no = 1, bool positions = false);

// The variant that replays a log naming `id`: the event's variant with the arbiter's set-up
// options when it is the event's (tournament/event_variant.hpp), else the plugin's `id`.
Expected<Variant> log_variant(const PluginRegistry &plugins, const tournament::TournamentInfo &info,
                              const std::string &id);

struct BoardGameJsonOptions {
    bool svg = true; // "svg": the position drawn (host/diagram)
    bool interactive = false; // squares tappable (data-square), the drawing scales to its box
    bool flipped = false; // seen from sides[1]
    int square_size = 48; // the drawing's units per square
    bool coordinates = true;
    bool legal_moves = true; // "legal_moves" and "pieces"
    reports::Language lang = reports::Language::English; // the drawing's title, the side names
};

// The document of GET /api/v1/rounds/N/boards/B/game:
//   {"round", "board", "game", "variant", "variant_name", "sides": ["White", "Black"],
//    "side_names" (in `lang`), "players": [{"id", "name", "label"}, ...], "time_control",
//    "moves": [{"ply", "side", "notation", "legal", "played", "path": [i...], "squares": [name...],
//               "refusal", "taken_back"}],
//    "position_known", "position", "board_description" (the plugin's, or null), "to_move",
//    "last_move": [i...], "last_move_squares": [name...], "last_notation", "last_ply", "last_shown"
//    (the last move for people: the plugin's notation, or an irregular move's squares "a3-b4"),
//    "legal_moves": [{"notation", "path", "squares", "captured"}], "pieces": {square: side of
//    its top piece}, "clock": {...}, "over", "over_how", "over_why", "board_result": {"winner", "outcome":
//    "win"|"draw", "points": [a, b]} or null, "result" ("*" while none is entered), "svg",
//    "positions": [board description or null per ply] when after_ply was filled}
QJsonObject board_game_json(const BoardGame &game, const BoardGameJsonOptions &options);

// The JSON error reply of a problem, its words in `tr`'s language.
Reply problem_reply(const BoardGameProblem &problem, const reports::Tr &tr);

// Ply `ply` for people: the legal move in the plugin's notation, an irregular move by its
// squares ("a3-b4": the board change's words are the log's, not the reader's); "" for no such ply.
std::string shown_move(const BoardGame &game, int ply);

// Side `side`'s name in `lang` as it stands inside a sentence ("White", «белые»: "Ходят белые"),
// as the game's plugin gives it (ABI 1.4 "damka.names/1"); its English name where it has none.
std::string side_label(const BoardGame &game, int side, const reports::Language &lang);

} // namespace damka::server
