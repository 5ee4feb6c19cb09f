// The game viewer, /en/game/N/B (or /ru/...; ?game=2 for a micro-match's second game): the
// players, the result, the position drawn (host/diagram, the last move's arrow), the moves to
// click, first/back/forward/last (and the keys ←/→, Home/End), a flip button. The game comes
// from viewed_game.hpp: the stored record replayed, or the arbiter's log of a game being played.
// Each ply's drawing is asked of the server one at a time (assets/game_viewer.js keeps those it
// has seen), so a 100-move game's page stays small: the moves and one drawing. Without script
// the moves and buttons are links (?ply=K, ?flip=1) the server draws.
//
//   GET /api/v1/rounds/N/boards/B/positions[?game=G]  {"round", "board", "game", "games": [1, 2],
//        "source": "pdn"|"log", "white": {"id", "name"}, "black", "result", "sides", "plies",
//        "moves": [{"ply", "number", "side", "notation", "path", "legal", "taken_back"}],
//        "fault": {"kind", "ply", "move", "message"} (where the record stops replaying), "version"}
//   ...&ply=K[&flip=1][&lang=ru]                        {"ply", "plies", "known", "title", "svg"}
#pragma once

#include "event_view.hpp"
#include "http_message.hpp"
#include "pages.hpp"
#include "viewed_game.hpp"

#include <QUrlQuery>

#include <string>

namespace damka::server {

// The positions document of round `round`, board `board` (`query`: game, ply, flip, lang).
Reply positions_reply(ViewedGames &games, const EventView &view, int round, int board, const QUrlQuery &query);

// The viewer's content (inside <main>) and its status: 404 for no such game or no record of
// it, 503 when the game cannot be replayed here (no plugins); the content then says why.
struct GamePage {
    int status = 200;
    std::string content;
};
GamePage game_content(ViewedGames &games, const EventView &view, Language lang, int round, int board,
                      const QUrlQuery &query);

// Ply `ply` of `game` drawn (the last move's arrow), or "" when that position is unknown.
std::string ply_svg(const ViewedGame &game, int ply, bool flipped, const reports::Tr &tr, int square_size = 48,
                    bool coordinates = true);
// "Position after 12. c3-d4", "Start position": a drawing's title in `tr`'s language.
std::string ply_title(const ViewedGame &game, int ply, const reports::Tr &tr);

} // namespace damka::server
