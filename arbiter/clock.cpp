#include "clock.hpp"

#include "core/translatable.hpp"

#include <algorithm>

namespace damka::arbiter {

using namespace std::chrono_literals;

namespace {

// `time` + `delta`, kept within +-2^62 ms (146 million years): a correction of any size (a log
// written by hand, issue 43's 2^63 - 1) never wraps a side's time around, and the arithmetic
// after it (the running time taken off, the flag's moment) stays far from the limits.
Millis bounded_sum(Millis time, Millis delta) {
    constexpr Millis::rep bound = Millis::rep(1) << 62;
    Millis::rep sum = 0;
    if (__builtin_add_overflow(time.count(), delta.count(), &sum)) sum = delta.count() > 0 ? bound : -bound;
    return Millis(std::clamp(sum, -bound, bound));
}

} // namespace

Clock::Clock(TimeControl tc) : tc_(std::move(tc)) {}

void Clock::settle(Millis now) {
    if (!started_ || paused_ || now <= since_) return;
    const Millis elapsed = now - since_;
    if (!flag_at_[turn_] && remaining_[turn_] > 0ms && remaining_[turn_] <= elapsed)
        flag_at_[turn_] = since_ + remaining_[turn_];
    remaining_[turn_] -= elapsed;
    used_this_turn_ += elapsed;
    since_ = now;
}

Expected<ClockReading> Clock::start(Millis now, int side) {
    if (tc_.untimed()) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the game is untimed: there is no clock to start")};
    if (started_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is already started")};
    if (side != 0 && side != 1) return Error{DAMKA_TRANSLATE_NOOP("Clock", "a clock side is 0 or 1")};
    started_ = true;
    turn_ = side;
    since_ = now;
    remaining_ = {tc_.stages.front().base, tc_.stages.front().base};
    return reading(now);
}

Expected<ClockReading> Clock::press(Millis now, int side) {
    if (!started_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is not started")};
    if (paused_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is stopped by the arbiter")};
    if (side != turn_)
        return Error{side == 0 ? DAMKA_TRANSLATE_NOOP("Clock",
                                                      "the first player pressed, but it is the second player's "
                                                      "clock that runs")
                               : DAMKA_TRANSLATE_NOOP("Clock",
                                                      "the second player pressed, but it is the first player's "
                                                      "clock that runs")};
    settle(now);
    const int move = ++moves_[side];
    Millis credit{0};
    if (!flag_at_[side]) {
        const Stage &st = tc_.stage_of_move(move);
        if (st.bonus == Stage::Bonus::Increment) credit += st.bonus_time;
        if (st.bonus == Stage::Bonus::Delay) credit += std::min(used_this_turn_, st.bonus_time);
        if (tc_.is_control_move(move)) credit += tc_.stage_of_move(move + 1).base;
    }
    remaining_[side] += credit;
    last_press_ = {side, now, credit};
    turn_ = 1 - side;
    used_this_turn_ = 0ms;
    return reading(now);
}

Expected<ClockReading> Clock::pause(Millis now) {
    if (!started_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is not started")};
    if (paused_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is already stopped")};
    settle(now);
    paused_ = true;
    return reading(now);
}

Expected<ClockReading> Clock::resume(Millis now) {
    if (!paused_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is not stopped")};
    paused_ = false;
    since_ = now;
    return reading(now);
}

Expected<ClockReading> Clock::add_time(Millis now, int side, Millis delta) {
    if (!started_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is not started")};
    if (side != 0 && side != 1) return Error{DAMKA_TRANSLATE_NOOP("Clock", "a clock side is 0 or 1")};
    settle(now);
    remaining_[side] = bounded_sum(remaining_[side], delta);
    if (remaining_[side] > 0ms)
        flag_at_[side].reset(); // the arbiter gave time back
    else if (!flag_at_[side])
        flag_at_[side] = now; // he took more than was left: the flag falls with the cut (adiukh 5.4)
    return reading(now);
}

Expected<ClockReading> Clock::switch_back(Millis now) {
    if (!started_) return Error{DAMKA_TRANSLATE_NOOP("Clock", "the clock is not started")};
    if (last_press_.side < 0 || turn_ == last_press_.side)
        return Error{DAMKA_TRANSLATE_NOOP(
            "Clock", "there is no press to undo: the clocks were not switched since the last correction")};
    settle(now);
    const int offender = last_press_.side, opponent = 1 - offender;
    // settle() booked on used_this_turn_ exactly what the opponent's clock ran since the press.
    remaining_[opponent] += used_this_turn_;
    remaining_[offender] -= used_this_turn_ + last_press_.credited;
    if (remaining_[opponent] > 0ms) flag_at_[opponent].reset();
    if (!flag_at_[offender] && remaining_[offender] <= 0ms) flag_at_[offender] = now;
    --moves_[offender];
    turn_ = offender;
    used_this_turn_ = 0ms;
    since_ = now;
    last_press_ = {};
    return reading(now);
}

ClockReading Clock::reading(Millis now) const {
    ClockReading r;
    r.remaining = {remaining(now, 0), remaining(now, 1)};
    r.moves = moves_;
    r.running = started_ && !paused_ ? turn_ : -1;
    return r;
}

Millis Clock::remaining(Millis now, int side) const {
    Millis r = remaining_[side & 1];
    if (started_ && !paused_ && side == turn_ && now > since_) r -= now - since_;
    return r;
}

std::optional<Millis> Clock::flag_time(Millis now, int side) const {
    if (flag_at_[side & 1]) return flag_at_[side & 1];
    if (started_ && !paused_ && side == turn_ && remaining_[side] > 0ms && now - since_ >= remaining_[side])
        return since_ + remaining_[side];
    return std::nullopt;
}

} // namespace damka::arbiter
