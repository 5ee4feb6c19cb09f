// A chess-style clock per board on the web (issue 19 part 4). The clock's record is the
// game's event log (arbiter/store), the one `damka arbiter log ... press` writes and the
// arbiter's clock and flag rulings replay: a start is `clock start white` at time 0, a press
// `press SIDE` at the time since that start, each with an `arbiter.log` audit entry. The
// wall-clock moment of the start is kept beside it (server table web_clocks), so every press
// is timed by the server, never by the browser.
//   GET  /api/v1/rounds/N/boards/B/clock                        the readings now
//   POST /api/v1/rounds/N/boards/B/clock  {"action": "start"}    White's clock starts
//                                         {"action": "press", "side": 0|1}
#pragma once

#include "event_view.hpp"
#include "http_message.hpp"

#include <QJsonObject>

namespace damka::server {

// The readings: {"control", "players", "started", "running", "remaining_ms": [w, b], "moves", "flag"}.
Reply clock_state(EventView &view, int round, int board);
// Starts the clock or records a press by `who` (the audit log's actor); 409 for a press the
// clock refuses (not that side's clock running, not started), nothing recorded then.
Reply clock_action(EventView &view, int round, int board, const QJsonObject &body, const QString &who);

} // namespace damka::server
