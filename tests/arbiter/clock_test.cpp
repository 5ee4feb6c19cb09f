// The deterministic clock: time is passed in, so nothing sleeps. Expected readings are
// hand-computed next to each step.
#include "arbiter/clock.hpp"
#include "arbiter/clock_log.hpp"

#include <gtest/gtest.h>

using namespace damka::arbiter;
using namespace std::chrono_literals;

namespace {
Clock make(const char *control) { return Clock(*parse_time_control(control)); }
} // namespace

TEST(Clock, FischerIncrementAfterEachMove) {
    Clock c = make("3m+2s"); // adiukh 9.3 blitz
    ASSERT_TRUE(c.start(0ms, 0));
    auto r = c.press(10s, 0); // 180 - 10 + 2 = 172 s
    ASSERT_TRUE(r);
    EXPECT_EQ(r->remaining[0], 172s);
    EXPECT_EQ(r->running, 1);
    r = c.press(25s, 1); // second player used 15 s: 180 - 15 + 2 = 167 s
    EXPECT_EQ(r->remaining[1], 167s);
    EXPECT_EQ(c.remaining(30s, 0), 167s); // 172 - 5 running
    EXPECT_EQ(r->moves[0], 1);
    EXPECT_EQ(r->moves[1], 1);
}

TEST(Clock, BronsteinDelayRefundsUpToTheDelay) {
    Clock c = make("5m d5s");
    ASSERT_TRUE(c.start(0ms, 0));
    EXPECT_EQ(c.press(3s, 0)->remaining[0], 300s); // used 3 s, refunded 3 s
    EXPECT_EQ(c.press(13s, 1)->remaining[1], 295s); // used 10 s, refunded 5 s
}

TEST(Clock, StageTimeAddedAfterTheControlMove) {
    Clock c = make("2/1m, 30s+1s");
    ASSERT_TRUE(c.start(0ms, 0));
    c.press(10s, 0); // move 1: 50 s
    c.press(20s, 1);
    auto r = c.press(30s, 0); // move 2 ends stage 1: 50 - 10 + 30 = 70 s
    EXPECT_EQ(r->remaining[0], 70s);
    c.press(40s, 1);
    r = c.press(45s, 0); // move 3 in stage 2: 70 - 5 + 1 = 66 s
    EXPECT_EQ(r->remaining[0], 66s);
}

TEST(Clock, PauseResumeAndArbiterAddsTime) {
    Clock c = make("10m");
    c.start(0ms, 0);
    c.pause(60s); // 9:00 left
    EXPECT_EQ(c.remaining(120s, 0), 540s); // nothing runs while stopped (adiukh 10.3)
    EXPECT_FALSE(c.press(120s, 0)); // no press while the arbiter has stopped the clocks
    c.resume(120s);
    EXPECT_EQ(c.remaining(130s, 0), 530s);
    c.add_time(130s, 1, 2min);
    EXPECT_EQ(c.remaining(130s, 1), 720s);
    c.add_time(130s, 1, -1min);
    EXPECT_EQ(c.remaining(130s, 1), 660s);
}

// adiukh 5.4: the flag is down when the time is used up. An arbiter's cut of more than is left
// uses it up at the moment of the cut, running clock or not; giving time back raises it.
TEST(Clock, ArbiterCutBeyondTheTimeLeftDropsTheFlagAtTheCut) {
    Clock c = make("5m");
    c.start(0ms, 0);
    c.press(60s, 0); // first player: 300 - 60 = 240 s; the second's clock runs
    c.add_time(90s, 0, -5min); // 240 - 300 = -60 s, the first player's clock stopped
    ASSERT_TRUE(c.flag_time(90s, 0));
    EXPECT_EQ(*c.flag_time(90s, 0), 90s);
    EXPECT_EQ(*c.flag_time(500s, 0), 90s); // it stays down, at the cut
    EXPECT_FALSE(c.flag_time(90s, 1));
    // The running clock: the second player has 300 - (100 - 60) = 260 s at 100 s; a cut of
    // exactly 260 s leaves nothing.
    c.add_time(100s, 1, -260s);
    ASSERT_TRUE(c.flag_time(100s, 1));
    EXPECT_EQ(*c.flag_time(100s, 1), 100s);
    // Two minutes back to the first player: -60 + 120 = 60 s, the flag is up again.
    c.add_time(110s, 0, 2min);
    EXPECT_EQ(c.remaining(110s, 0), 60s);
    EXPECT_FALSE(c.flag_time(110s, 0));
}

// Issue 43: a web clock's add of 2^63 - 1 ms wrapped the time around, dropped the flag, and
// the add of -2^63 lifted it. However large, a correction adds up as numbers do, bounded
// (at +-2^62 ms) instead of wrapping: 5 minutes plus the largest time is a time left, and the
// smallest time after it leaves less than nothing.
TEST(Clock, AnAddOfAnySizeNeverWrapsAround) {
    Clock c = make("5m");
    c.start(0ms, 0);
    c.add_time(10s, 1, Millis::max());
    EXPECT_GT(c.remaining(10s, 1), 300s);
    EXPECT_FALSE(c.flag_time(10s, 1));
    c.add_time(20s, 1, Millis::min());
    EXPECT_LT(c.remaining(20s, 1), 0ms);
    ASSERT_TRUE(c.flag_time(20s, 1));
    EXPECT_EQ(*c.flag_time(20s, 1), 20s); // down at the cut (adiukh 5.4)
    // The running side too: its clock runs on from the largest time without wrapping.
    c.add_time(30s, 0, Millis::max());
    EXPECT_GT(c.remaining(40s, 0), 0ms);
    EXPECT_FALSE(c.flag_time(40s, 0));
}

// The same through a log's clock events (replay_clock: `damka arbiter clock`, the web clock):
// 1m each, White's clock started at 0:00, Black's minute cut by 2m at 0:10 (Black's clock not
// running): 60 - 120 = -60 s, Black's flag down at 0:10, White's 60 - 30 = 30 s at 0:30.
TEST(ClockLog, ArbiterCutBeyondTheTimeLeftIsAFlagInTheReplay) {
    GameLog log;
    log.time_control = "1m";
    Event start;
    start.kind = EventKind::ClockStart;
    start.side = 0;
    start.at = 0ms;
    Event cut;
    cut.kind = EventKind::ClockAdd;
    cut.side = 1;
    cut.delta = -2min;
    cut.at = 10s;
    log.events = {start, cut};
    const ClockReplay r = replay_clock(log);
    ASSERT_TRUE(r.clock);
    EXPECT_TRUE(r.problems.empty());
    ASSERT_TRUE(r.clock->flag_time(30s, 1));
    EXPECT_EQ(*r.clock->flag_time(30s, 1), 10s);
    EXPECT_FALSE(r.clock->flag_time(30s, 0));
    EXPECT_EQ(r.clock->remaining(30s, 0), 30s);
}

TEST(Clock, FlagFallTimeAndBothFlags) {
    Clock c = make("1m");
    c.start(0ms, 0);
    EXPECT_FALSE(c.flag_time(59s, 0));
    EXPECT_EQ(*c.flag_time(61s, 0), 60s); // the flag fell at exactly 1:00
    auto r = c.press(70s, 0); // a press after the flag adds nothing (adiukh 5.4)
    EXPECT_EQ(r->remaining[0], -10s);
    EXPECT_EQ(*c.flag_time(200s, 1), 130s); // second player's minute ran from 70 s
    EXPECT_EQ(*c.flag_time(200s, 0), 60s);
}

TEST(Clock, PressOutOfTurnIsRefused) {
    Clock c = make("5m");
    EXPECT_FALSE(c.press(0ms, 0)); // not started
    c.start(0ms, 0);
    EXPECT_FALSE(c.press(1s, 1));
    EXPECT_FALSE(make("untimed").start(0ms, 0));
}

TEST(Clock, SwitchBackChargesTheOffender) {
    // adiukh 8.6: the opponent switches the clocks back and the correction is made at the
    // offender's expense; adiukh 8.7: the increment of the irregular press is taken back.
    Clock c = make("5m+5s");
    c.start(0ms, 0);
    c.press(20s, 0); // first player: 300 - 20 + 5 = 285 s
    // the second player's clock runs 12 s, then he claims
    auto r = c.switch_back(32s);
    ASSERT_TRUE(r) << r.error();
    EXPECT_EQ(r->remaining[1], 300s); // given back his 12 s
    EXPECT_EQ(r->remaining[0], 285s - 12s - 5s); // charged 12 s and the 5 s increment: 268 s
    EXPECT_EQ(r->running, 0);
    EXPECT_EQ(r->moves[0], 0);
    EXPECT_FALSE(c.switch_back(33s)); // nothing more to undo
}

// Numbers typed by an arbiter are bounded before they are turned into milliseconds
// (issue 13, part 3): 10^12 hours would overflow the signed count.
TEST(TimeControl, HugeDurationsAreRefused) {
    const auto d = parse_duration("1000000000000h");
    ASSERT_FALSE(d);
    EXPECT_EQ(d.error(), "duration '1000000000000h' in '1000000000000h' is too long (at most 100000 of a unit)");
    EXPECT_FALSE(parse_time_control("99999999999m+30s"));
    const auto c = parse_clock("9999999999999:00");
    ASSERT_FALSE(c);
    EXPECT_EQ(c.error(), "bad clock reading '9999999999999:00': more than 100000 of a unit");
    EXPECT_TRUE(parse_duration("100000h")); // the bound itself
}
