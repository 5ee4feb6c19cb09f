// The clock a game's event log describes, without the variant: its timed clock events (start,
// presses, pause, resume, time added) and the clock remedies of upheld decisions replayed
// through a Clock. game_replay follows the clock
// this way beside the moves; a web clock (server/) checks a new press against it.
#pragma once

#include "clock.hpp"
#include "event_log.hpp"

#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

// Applies `e` to `clock` at `now` when it is a clock action; nullopt for any other event.
std::optional<Expected<ClockReading>> apply_clock_event(Clock &clock, Millis now, const Event &e);

// The clock remedy of an upheld decision (`decision`: its JSON, decision.hpp) at `now`: the
// clocks switched back (`switch_clocks_back`, adiukh 8.4-8.6) and the time charged to the
// offender (`charge_ms`, 8.6). The problems the clock finds, as notes; none for another ruling.
std::vector<std::string> apply_decision_clock(Clock &clock, Millis now, const QJsonObject &decision);

struct ClockReplay {
    std::optional<Clock> clock; // nullopt: the log has no (readable) time control
    Millis last{0}; // the time of the latest timed event
    std::vector<std::string> problems; // clock actions the clock refused, as game_replay notes them
};
ClockReplay replay_clock(const GameLog &log);

} // namespace damka::arbiter
