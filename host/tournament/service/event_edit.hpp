// Corrections to a registered player and to the event's settings (`damka player edit`,
// `damka event edit`): one transaction and one audit entry each ("player.edit", "event.edit",
// the record before and after), like every arbiter command.
#pragma once

#include "event_command.hpp"

namespace damka::tournament {

// The fields to change; those left empty keep their value.
struct PlayerEdit {
    std::optional<std::string> name, title, federation, club, fmjd_id, national_id, sex;
    std::optional<int> rating, birth_year;
};

struct EventEdit {
    std::optional<std::string> name, place, start_date, end_date, chief_arbiter, time_control;
    std::optional<std::string> language; // "en", "ru", "" (the reader's)
    // After round 1 is paired too (a corrected regulation): audited apart ("event.tiebreaks",
    // old and new list) and named in the standings' legend.
    std::optional<std::vector<std::string>> tiebreaks;
    std::optional<int> rounds; // a Swiss: not below the rounds paired
    std::optional<bool> third_place_match; // a knockout, before its final is paired
};

// The player's new record passes the checks of a new entry (validate_player) and must not
// become someone else already registered (duplicate_of).
Expected<Change> edit_player(Event &ev, int id, const PlayerEdit &edit);
// The new settings pass the checks of `event create` (check_event_info).
Expected<Change> edit_event(Event &ev, const EventEdit &edit);

} // namespace damka::tournament
