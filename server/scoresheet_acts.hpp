// The scoresheet's acts besides a move (issue 44 §2), so no step of a round needs the CLI:
//   POST /api/v1/rounds/N/boards/B/undo    {}                     the arbiter takes back the last move
//                                                                  recorded by mistake (arbiter, chief)
//   POST /api/v1/rounds/N/boards/B/end     {"end": "draw"}        the players agreed a draw
//                                          {"end": "resign", "side": 0|1}   that side resigned
//   POST /api/v1/rounds/N/boards/B/decide  {"claim": "correction", "side": 0|1, "enter_result": true}
//                                          the arbiter's ruling on a claim (arbiter, chief)
// Each is written to the game's event log as `damka arbiter` writes it, timed by the web clock
// when it runs:
// - undo: the decision an upheld correction writes (adiukh 8.6: `restore_move`, the clocks
//   switched back when the mover had pressed), as a correction of the record by the arbiter
//   (claim "record"): the move stays in the log, taken back, as `arbiter show` and the PDN show
//   a correction's; audit action arbiter.decision.
// - end: `offer SIDE` and `accept OTHER` (the side that moved last offers: adiukh 6.1.3.1; an
//   accepted offer is a draw in any case, 6.1.3), or `resign SIDE` (5.2); audit action
//   arbiter.log; the game's result then goes in through the event service with its PDN, as the
//   scoresheet's game-over path enters it (scoresheet.hpp).
// - decide: `damka arbiter decide CLAIM SIDE` (arbiter/adjudicator.hpp): the claim and the
//   decision with its citation (rulebook and article), audit action arbiter.decision; with
//   "enter_result" a result the decision gives is entered as `--enter-result` does.
// The reply: 200 {"recorded": [lines in ?lang=], "decision": {... as `decide --json`, "words":
// [the ruling in ?lang=]}, "result"/"result_refused", "game": the board's document}. Refused,
// nothing written: 400 a field, 404 no such board, 409 the round not played, the result entered,
// the game over on the board, no move to take back.
#pragma once

#include "event_view.hpp"
#include "http_message.hpp"
#include "reports/i18n.hpp"
#include "core/plugin_registry.hpp"

#include <QJsonObject>

namespace damka::server {

Reply undo_move(EventView &view, const PluginRegistry &plugins, int round, int board, const QString &who,
                const reports::Tr &tr, bool flipped);
Reply end_game(EventView &view, const PluginRegistry &plugins, int round, int board, const QJsonObject &body,
               const QString &who, const reports::Tr &tr, bool flipped);
Reply rule_on_claim(EventView &view, const PluginRegistry &plugins, int round, int board, const QJsonObject &body,
                    const QString &who, const reports::Tr &tr, bool flipped);

} // namespace damka::server
