// The games the game viewer (game_page.hpp) and the hall (hall_page.hpp) show: a board's stored
// game record (RoundGame::pdn) replayed through the event's variant plugin by host/pdn, or, when
// the board has none, the moves of its arbiter's event log (board_game.hpp), each with the
// position after every ply. A game is replayed once per version of the event and kept, so
// stepping through a 100-move game asks the plugin nothing more: a ply's drawing is its kept
// board description rendered (host/diagram).
#pragma once

#include "board_game.hpp"
#include "core/message.hpp"
#include "core/plugin_registry.hpp"
#include "event_view.hpp"
#include "reports/reports.hpp"

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

namespace damka::server {

struct ViewedMove {
    int ply = 0; // 1-based
    int side = -1; // who made it (the variant's side 0 or 1); -1 when unknown
    int number = 0; // the move number PDN writes: a first side's move opens it, the answer carries it
    std::string notation; // as recorded: the PDN's move text, the log's move
    std::vector<int> path; // the squares the moving piece stood on, origin first (the arrow)
    bool legal = true; // false: a logged move the plugin did not find legal (an irregular move)
    bool taken_back = false; // a logged move an upheld correction took back (adiukh 8.6)
};

// Where a record stops replaying, as host/pdn or the log's replay found it.
struct ReplayFault {
    enum Kind { Unreadable, BadSetup, IllegalMove, ResultMismatch, UnreadableLog };
    Kind kind = Unreadable;
    int ply = 0; // IllegalMove: the ply of the move at fault (1-based)
    std::string move; // IllegalMove: as written
    Message message; // the whole sentence, naming the move or the place at fault
};

struct ViewedGame {
    int round = 0, board = 0, game_no = 1;
    std::string source; // "pdn" (the stored record) or "log" (the arbiter's event log)
    std::string variant; // the variant's id (its plugin names its pieces in the reader's language)
    std::array<std::string, 2> sides; // the variant's side names ("White", "Black")
    std::vector<ViewedMove> moves;
    // The board description after 0, 1, ... moves.size() plies; nullopt where it is unknown (a
    // log's irregular move the engine could not follow).
    std::vector<std::optional<std::string>> positions;
    std::optional<ReplayFault> fault;
};

class ViewedGames {
public:
    using Plugins = std::function<const PluginRegistry &()>;
    ViewedGames(EventView &view, Plugins plugins);

    // Game `game_no` on `board` of published round `round`, replayed; or why not: no such game
    // or no record of it (404 not_found, no_record), no plugins or no plugin for the event's
    // variant (503). A record that stops replaying is a game with its `fault`.
    std::variant<std::shared_ptr<const ViewedGame>, BoardGameProblem> game(int round, int board, int game_no = 1);
    // Whether the game has a stored record or a logged move (without replaying it).
    bool has_record(int round, int board, int game_no = 1);
    // The addresses of the viewer in `lang`'s pages, for the games that have a record:
    // "en/game/3/2" ("?game=2" for a micro-match's second game), relative to the page's base.
    reports::GameLink links(const reports::Language &lang);

private:
    using Key = std::tuple<int, int, int>; // round, board, game
    struct Kept {
        std::shared_ptr<const ViewedGame> game;
        unsigned long long used = 0;
    };
    // Forgets what was kept at an older version of the event.
    void follow_version();
    const std::set<Key> &logged_moves();
    EventView &view_;
    Plugins plugins_;
    qint64 version_ = -1;
    std::map<Key, Kept> kept_; // at most kMaxKept, the least recently used forgotten first
    unsigned long long uses_ = 0;
    std::optional<std::set<Key>> logged_; // the games whose log holds a move, at version_
};

// "en/game/3/2", "ru/game/3/2?game=2": relative to the page's <base> (mount.hpp).
std::string game_address(const reports::Language &lang, int round, int board, int game_no);

} // namespace damka::server
