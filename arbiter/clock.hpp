// A deterministic two-sided game clock: the caller passes the current time to every call,
// so tests and log replays need no sleeping. Implements Fischer increment, Bronstein delay,
// multi-stage controls with a per-player move counter, arbiter pause/resume/add time, flag
// fall times, and switching the clocks back after a correction (adiukh 8.4-8.6).
#pragma once

#include "time_control.hpp"

#include <array>
#include <optional>

namespace damka::arbiter {

struct ClockReading {
    std::array<Millis, 2> remaining{};
    std::array<int, 2> moves{0, 0}; // moves completed by each side (clock presses)
    int running = -1; // the side whose clock runs; -1 before start or when paused
};

class Clock {
public:
    explicit Clock(TimeControl tc);

    const TimeControl &control() const { return tc_; }
    bool started() const { return started_; }
    bool paused() const { return paused_; }
    // The side whose turn the clock is timing (also while paused); -1 before start.
    int turn() const { return turn_; }

    // Starts `side`'s clock at `now` with the first stage's time on both clocks.
    Expected<ClockReading> start(Millis now, int side);
    // `side` ends its move: its clock stops (bonus and next stage's time added) and the
    // opponent's starts. A side whose flag has fallen gets no bonus (adiukh 5.4).
    Expected<ClockReading> press(Millis now, int side);
    // The arbiter stops both clocks (adiukh 10.3) and starts them again.
    Expected<ClockReading> pause(Millis now);
    Expected<ClockReading> resume(Millis now);
    // The arbiter adds (negative: subtracts) time on `side`'s clock. Taking all that is left, or
    // more, makes the flag fall at `now`; giving time back to a fallen flag raises it.
    Expected<ClockReading> add_time(Millis now, int side, Millis delta);
    // Corrections (adiukh 8.4-8.6): undoes the last press — the opponent gets back the time
    // his clock ran since that press, which is charged to the offender, and the offender's
    // bonus and stage time from that press are taken back (adiukh 8.7) — and the offender's
    // clock runs again.
    Expected<ClockReading> switch_back(Millis now);

    ClockReading reading(Millis now) const;
    Millis remaining(Millis now, int side) const;
    // When `side`'s time ran out, if it has by `now`.
    std::optional<Millis> flag_time(Millis now, int side) const;

private:
    void settle(Millis now); // books the running clock's time up to `now`
    struct LastPress {
        int side = -1;
        Millis at{0};
        Millis credited{0}; // bonus plus stage time the press gave
    };

    TimeControl tc_;
    bool started_ = false;
    bool paused_ = false;
    int turn_ = -1;
    Millis since_{0}; // when the running clock was last started or settled
    Millis used_this_turn_{0}; // for the Bronstein delay
    std::array<Millis, 2> remaining_{};
    std::array<int, 2> moves_{0, 0};
    std::array<std::optional<Millis>, 2> flag_at_{};
    LastPress last_press_;
};

} // namespace damka::arbiter
