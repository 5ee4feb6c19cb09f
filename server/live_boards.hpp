// The live boards of a round, /en/live/N (or /ru/...): every board with a game, its players, a
// small drawing of the position now, the web clocks, the last move as logged and the result,
// each linking to the board's page with the move list (/LANG/game/N/B). The page's script
// (assets/live_boards.js) reads GET /api/v1/rounds/N/live again on every change the event
// stream announces, so a move shows without reload.
#pragma once

#include "event_view.hpp"
#include "http_message.hpp"
#include "pages.hpp"
#include "core/plugin_registry.hpp"

#include <QJsonObject>

#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace damka::server {

// The boards' documents, kept between requests: a board's game is replayed through the plugin
// again only when its log grew or its result changed, so every spectator's page reading the
// round after each move costs one replay of the board moved; the clocks are read fresh.
class LiveBoards {
public:
    // GET /api/v1/rounds/N/live: {"round", "version", "boards": [the board's document
    // (board_game.hpp) with a small drawing, without legal moves; or {"board", "game",
    // "players", "result", "error"} for a board whose game cannot be read]}. `lang`: the
    // drawings' titles, the side names, the errors.
    Reply json(EventView &view, const PluginRegistry *plugins, int round, Language lang);
    // The page's content (inside <main>), drawn as the script then keeps it; nullopt when round
    // `round` is not published.
    std::optional<std::string> content(EventView &view, const PluginRegistry *plugins, Language lang, int round);

private:
    QJsonObject board(EventView &view, const PluginRegistry *plugins, const tournament::RoundGame &game, Language lang);
    struct Kept {
        size_t events = 0; // the log's length it was read at
        tournament::BoardResult result{};
        std::string players; // the players as named then
        bool plugins = false;
        QJsonObject doc;
    };
    std::map<std::tuple<int, int, int, std::string>, Kept> kept_; // round, board, game, language
};

} // namespace damka::server
