// A chess-style clock per board on the web (issue 19 part 4). The clock's record is the
// game's event log (arbiter/store), the one `damka arbiter log ... press` writes and the
// arbiter's clock and flag rulings replay: a start is `clock start white` at time 0, a press
// `press SIDE`, the arbiter's acts `clock pause`, `clock resume`, `clock add SIDE DURATION`,
// each at the time since that start and with an `arbiter.log` audit entry, as the CLI writes
// them. The wall-clock moment of the start is kept beside it (server table web_clocks), so
// every event is timed by the server, never by the browser. A side whose time has run out on
// the replayed clock gets `flag SIDE` at the moment it ran out, once, noted by whichever comes
// first: a request about that board or the server's check every second (log_fallen_flags).
//   GET  /api/v1/rounds/N/boards/B/clock                        the readings now
//   POST /api/v1/rounds/N/boards/B/clock  {"action": "start"}    White's clock starts
//                                         {"action": "press", "side": 0|1}
//                                         {"action": "pause"}    both clocks stop
//                                         {"action": "resume"}   the clock to move runs again
//                                         {"action": "add", "side": 0|1, "delta_ms": 60000}
//                                                                (negative: time taken away)
#pragma once

#include "event_view.hpp"
#include "http_message.hpp"
#include "reports/i18n.hpp"

#include <QJsonObject>

namespace damka::server {

// The readings: {"control", "players", "started", "running", "paused", "remaining_ms": [w, b],
// "moves", "flag"}; a fallen flag not yet in the log is written first.
Reply clock_state(EventView &view, int round, int board);
// Starts the clock or records a press, pause, resume or time added by `who` (the audit log's
// actor); 409 for an action the clock refuses (not that side's clock running, not started,
// not paused), nothing recorded then. The refusals' words are in `tr`'s language (the clock
// page asks in its own: ?lang=ru).
Reply clock_action(EventView &view, int round, int board, const QJsonObject &body, const QString &who,
                   const reports::Tr &tr);
// Whether `body` asks for what only an arbiter may do: resume the clocks after a stop and
// add or take away time (FIDE Laws 6.12, 7.5.5, 12.9: the arbiter's decision, not the board's).
bool arbiter_only_action(const QJsonObject &body);
// Notes every fallen flag of the web clocks of games without a result; the number written.
int log_fallen_flags(EventView &view);

} // namespace damka::server
