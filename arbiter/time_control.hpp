// Time controls as data: sudden death, Fischer increment, Bronstein delay and multi-stage
// controls, with a human syntax ("40/2h, 30m+30s"), PDN's TimeControl tag syntax and the
// Adiukh recommended controls (adiukh 9.1-9.3) as named presets.
#pragma once

#include "core/expected.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace damka::arbiter {

using Millis = std::chrono::milliseconds;

// One period of a control: `base` time for `moves` moves (0: the rest of the game), with a
// bonus per move of the stage — added after the move (Fischer) or the time used refunded up
// to the bonus (Bronstein delay).
struct Stage {
    enum class Bonus { None, Increment, Delay };
    int moves = 0;
    Millis base{0};
    Bonus bonus = Bonus::None;
    Millis bonus_time{0};

    bool operator==(const Stage &) const = default;
};

// Stages in order. A last stage with a move count repeats (PGN "40/9000" semantics).
// No stages: an untimed game.
struct TimeControl {
    std::vector<Stage> stages;

    bool untimed() const { return stages.empty(); }
    // The stage a player's move number `move` (1-based) belongs to.
    const Stage &stage_of_move(int move) const;
    // True when the player's move number `move` (1-based) ends a stage, so the next stage's
    // base time is added after it (adiukh 5.4: the "control move").
    bool is_control_move(int move) const;
    bool operator==(const TimeControl &) const = default;
};

// A control as arbiters write it: "40/2h, 30m+30s", "3m+2s", "5m d5s" (5 s Bronstein delay),
// "90m", "untimed", or a preset name ("adiukh-blitz"). Durations combine hours, minutes and
// seconds in English or Russian words ("1h30m", "90s", "1 ч 30 мин", "45 min", "15 сек."); a
// bare number is minutes for a period and seconds for its bonus, as in "45+15" and "90+30".
// A refusal names the part it cannot read and shows how to write a control (translated).
Expected<TimeControl> parse_time_control(std::string_view text);
// The text every front-end stores as the event's time control (event create and edit, the
// setup form, the desk): `text` read by parse_time_control and written back in the one
// syntax the clocks, `damka arbiter log` and PDN export read, periods in whole hours or else
// minutes as arbiters state them ("45 мин + 15 сек" is stored as "45m+15s", "90+30" as
// "90m+30s", "40/2h, 30m+30s" as it is), so an edit can never keep a control the web clock
// cannot read. Blank: "".
Expected<std::string> normal_time_control(std::string_view text);
// The same syntax back; parse_time_control(format_time_control(tc)) == tc.
std::string format_time_control(const TimeControl &tc);

// PDN / PGN TimeControl tag: "-" (none), "300" (sudden death, seconds), "4500+60" (increment),
// "40/7200" (moves per period); periods joined by ':' ("40/7200:3600+30"). "?" (unknown) and
// "*180" (sandglass) are refused with a reason; so is printing a delay, which the tag cannot say.
Expected<TimeControl> parse_pdn_time_control(std::string_view tag);
Expected<std::string> format_pdn_time_control(const TimeControl &tc);

struct Preset {
    std::string name;
    std::string control; // in parse_time_control syntax
    std::string rule; // where the control is recommended
};
// The named presets: the Adiukh recommended controls of section 9.
const std::vector<Preset> &presets();

// The Adiukh discipline whose range a control lies in: classical from 20 minutes (adiukh 9.1),
// rapid 7-15 minutes (9.2), blitz 3-5 minutes (9.3), each "to the end of the game" — so only
// single-stage controls; nullopt otherwise (9.4: the regulations may set another control).
struct Discipline {
    std::string name;
    std::string rule;
};
std::optional<Discipline> adiukh_discipline(const TimeControl &tc);

// A duration in the control syntax: "30s", "1m30s", "2h"; a leading '-' makes it negative.
Expected<Millis> parse_duration(std::string_view text);

// A duration as an arbiter reads it: "1:05:23", "4:07", "0:09.5".
std::string format_clock(Millis t);
// Parses "1:05:23", "4:07", "59", "0:09.5" (and a leading '-' for an overdrawn reading).
Expected<Millis> parse_clock(std::string_view text);

} // namespace damka::arbiter
