#include "clock_log.hpp"

namespace damka::arbiter {

std::optional<Expected<ClockReading>> apply_clock_event(Clock &clock, Millis now, const Event &e) {
    switch (e.kind) {
    case EventKind::ClockStart: return clock.start(now, e.side);
    case EventKind::Press: return clock.press(now, e.side);
    case EventKind::ClockPause: return clock.pause(now);
    case EventKind::ClockResume: return clock.resume(now);
    case EventKind::ClockAdd: return clock.add_time(now, e.side, e.delta);
    default: return std::nullopt;
    }
}

ClockReplay replay_clock(const GameLog &log) {
    ClockReplay r;
    const Expected<TimeControl> tc = parse_time_control(log.time_control);
    if (log.time_control.empty() || !tc || tc->untimed()) return r;
    r.clock.emplace(*tc);
    for (size_t i = 0; i < log.events.size(); ++i) {
        const Event &e = log.events[i];
        if (!e.at || *e.at < r.last) continue; // untimed, or out of order: game_replay refuses the latter
        r.last = *e.at;
        if (auto done = apply_clock_event(*r.clock, r.last, e); done && !*done)
            r.problems.push_back("event " + std::to_string(i + 1) + ": " + done->error());
    }
    return r;
}

} // namespace damka::arbiter
