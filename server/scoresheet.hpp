// The electronic scoresheet's write (issue 30 part 2): a move made on the board, sent from the
// scoresheet page (scoresheet_page.hpp) or any client, written to the game's event log as
// `damka arbiter log ... move SIDE MOVE` writes it, with the same `arbiter.log` audit entry,
// so the arbiter's rulings (`damka arbiter decide`) apply to it.
//   POST /api/v1/rounds/N/boards/B/moves   {"move": "c3-d4"}             in any notation the plugin takes
//                                          {"from": "c3", "to": "e5", "path": ["c3", "e5"]}
//                                          ... "illegal": true, "taken": ["d4"]   a move the rules do not allow,
//                                          confirmed as made on the board
// A legal move (the plugin's move records, never a rule of the host's) is written as sent, or in
// the plugin's notation when given by its squares. A move the plugin does not find legal is
// refused with 409 not_legal until it is sent again with "illegal": true: the player confirms it
// was made on the board. It is then written as the board change "from A to B [via ...] [took
// ...]" (arbiter/board_change.hpp: the pieces taken are stated, none when "taken" is absent), or
// as sent in notation, so the position actually on the board is followed (adiukh 8.8) and the
// opponent's correction is judged on it (adiukh 8.3, 8.6). Touch-move stays the arbiter's claim.
// The mover is the side to move on the board (the plugin's side to move).
// When the board's web clock runs on the mover's time, the move is timed by the server and the
// mover's press follows it at the same moment (one move, one press, as the clock page writes
// it); a flag that fell before is written first (web_clock.hpp).
// When the plugin finds the game over on the board after the move (adiukh 5.1), its result is
// entered through the event service with the game as PDN, as `damka arbiter decide result
// --enter-result` enters a decided result (arbiter/store/event_game.hpp).
// Refused, nothing written: 400 malformed body or unknown square, 404 no such board, 409 the
// round is not the one being played, the game is over or its result entered, the position is
// unknown (after an irregular move, until the arbiter states it), several legal moves fit the
// squares (ambiguous: give the path), the move is not legal and not confirmed.
#pragma once

#include "board_game.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "reports/i18n.hpp"
#include "core/plugin_registry.hpp"

#include <QJsonObject>

#include <variant>

namespace damka::server {

// Writes the move of `body` on `round`'s `board` by `who` (the audit log's actor; also the
// actor of a result it enters). 200 {"recorded": [lines], "result": [the event service's lines]
// (when it entered one), "result_refused": why (when the event refused it), "game": the board's
// document (board_game.hpp) with its drawing as the page asked: `flipped`, `lang`}.
Reply record_move(EventView &view, const PluginRegistry &plugins, int round, int board, const QJsonObject &body,
                  const QString &who, const reports::Tr &tr, bool flipped);

// The parts the scoresheet's other acts (scoresheet_acts.hpp) share with a move.
// The board's game in the round being played, its result not entered, with its variant; else
// the refusal (404 no such board, 409 round_not_played or finished, 503 no plugin).
struct OpenBoard {
    BoardGame game;
    Variant variant;
};
std::variant<OpenBoard, Reply> open_board(EventView &view, const PluginRegistry &plugins, int round, int board,
                                          const reports::Tr &tr);
// The log of a game not started yet, as `damka arbiter log` and the web clock start it.
arbiter::GameLog new_board_log(const tournament::EventData &e, const BoardGame &g);
// Enters `ended` as the board's result through the event service with the game's PDN (its log
// up to `ended_before`, when given), as `damka arbiter decide --enter-result` does; adds the
// service's lines ("result") or its refusal ("result_refused") to `reply`. The result entered,
// "" when refused.
std::string enter_game_result(EventView &view, const OpenBoard &b, int round, const GameResult &ended,
                              std::optional<size_t> ended_before, const QString &who, const reports::Tr &tr,
                              QJsonObject &reply);
// 200 `reply` with the board's document as "game" (`entered`: a result just entered, not in the
// view yet).
Reply with_board(EventView &view, const PluginRegistry &plugins, int round, int board, const std::string &entered,
                 const reports::Tr &tr, bool flipped, QJsonObject reply);

} // namespace damka::server
