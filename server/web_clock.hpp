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
//                                                                (negative: time taken away;
//                                                                at most a day either way)
#pragma once

#include "arbiter/clock_log.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "reports/i18n.hpp"
#include "request_body.hpp"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace damka::server {

// The most time one act adds or takes away: a day.
inline constexpr int max_clock_add_ms = 24 * 60 * 60 * 1000;

// The readings: {"control", "players", "started", "running", "paused", "remaining_ms": [w, b],
// "moves", "flag"}; a fallen flag not yet in the log is written first.
Reply clock_state(EventView &view, int round, int board);
// Starts the clock or records a press, pause, resume or time added by `who` (the audit log's
// actor); 409 for an action the clock refuses (not that side's clock running, not started,
// not paused), nothing recorded then. The refusals' words are in `tr`'s language (the clock
// page asks in its own: ?lang=ru).
Reply clock_action(EventView &view, int round, int board, Fields &body, const QString &who, const reports::Tr &tr);
// Whether `body` asks for what only an arbiter may do: resume the clocks after a stop and
// add or take away time (FIDE Laws 6.12, 7.5.5, 12.9: the arbiter's decision, not the board's).
bool arbiter_only_action(const QJsonObject &body);
// Notes every fallen flag of the web clocks of games without a result; the number written.
int log_fallen_flags(EventView &view);

// The parts the scoresheet (scoresheet.hpp) shares, so a move and its press are written and
// timed as this clock writes and times a press.
// When the board's web clock was started (ms since the epoch); nullopt before its start.
std::optional<qint64> web_clock_start(storage::Database &db, const arbiter::store::GameKey &key);
// The game time now: since the web clock's start, never before the log's latest timed event.
arbiter::Millis web_clock_time(std::optional<qint64> start, const arbiter::ClockReplay &replay);
// The readings of `log` now, as clock_state answers them.
QJsonObject clock_readings(const arbiter::GameLog &log, std::optional<qint64> start);
// The flags down on the replayed clock that the log does not report yet, as the events
// `damka arbiter log --at T flag SIDE` writes.
std::vector<arbiter::Event> fallen_flags(const arbiter::GameLog &log, std::optional<qint64> start);
// Appends `e` to the board's log (created from `log`'s header when not `stored`) with the audit
// entry `damka arbiter log` writes: action arbiter.log, the board and the event, by `who`.
// Inside the caller's transaction. A move's summary is numbered and in notation ("2. g3-h4"):
// `shown` (the plugin's notation, or the squares of an irregular move), else the move as logged.
void record_game_event(storage::Database &db, const arbiter::store::GameKey &key, arbiter::GameLog &log, bool stored,
                       const arbiter::Event &e, const QString &who, const std::string &shown = {});

} // namespace damka::server
