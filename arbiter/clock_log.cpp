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

std::vector<std::string> apply_decision_clock(Clock &clock, Millis now, const QJsonObject &d) {
    std::vector<std::string> problems;
    if (d.value(QStringLiteral("ruling")).toString() != QStringLiteral("upheld") || !clock.started()) return problems;
    if (d.value(QStringLiteral("switch_clocks_back")).toBool())
        if (Expected<ClockReading> res = clock.switch_back(now); !res) problems.push_back(res.error());
    // adiukh 8.6 "за счет его времени": the time the claimant's clock ran for the offender's
    // irregular act moves to the offender's clock (two moves in a row).
    const int offender = d.value(QStringLiteral("offender")).toInt(-1);
    if (d.contains(QStringLiteral("charge_ms")) && (offender == 0 || offender == 1)) {
        const Millis charge(d.value(QStringLiteral("charge_ms")).toInteger());
        for (const auto &[side, delta] : {std::pair{1 - offender, charge}, std::pair{offender, -charge}})
            if (Expected<ClockReading> res = clock.add_time(now, side, delta); !res) problems.push_back(res.error());
    }
    return problems;
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
        if (e.kind == EventKind::Decision)
            for (const std::string &p : apply_decision_clock(*r.clock, r.last, e.decision))
                r.problems.push_back("event " + std::to_string(i + 1) + ": " + p);
    }
    return r;
}

} // namespace damka::arbiter
