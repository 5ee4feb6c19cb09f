// Player lists from CSV (one header row; quoted fields with "" escapes and line breaks, read
// as spaces): every record is checked and each problem is reported as "line N: column: what is
// wrong", N the line the record starts on.
#pragma once

#include "core/expected.hpp"
#include "core/message.hpp"
#include "tournament/model/model.hpp"
#include "tournament/service/player_rules.hpp" // the checks every imported player passes

#include <map>
#include <string>
#include <vector>

namespace damka::tournament {

// Columns: as player_csv_header.hpp reads them (name, or surname + first name [+ patronymic]
// joined as "Surname, First name"; English, short and Russian headers); other columns are
// ignored with a warning. The bytes go through read_csv_text (BOM, UTF-8 or UTF-16, the 8-bit
// Cyrillic encodings; ',' ';' or tab); an 8-bit encoding is named in a warning, and one that
// another reads as well lists both readings. Federation and title codes are stored in capitals.
// A line's every problem is an error of its own ("line 4: rating: ...", "line 4: federation:
// ..."). A birth date (dd.mm.yyyy, d.m.yyyy or yyyy-mm-dd) gives the birth year; the day is
// checked, not kept (the player's record holds the year, which the age categories use).
struct PlayerCsvOptions {
    std::string encoding; // as read_csv_text takes it; empty: detected
    std::map<size_t, std::string> columns; // the arbiter's column mapping (read_player_csv_header)
    bool duplicates_ok = false; // Event::import_players: likely duplicates confirmed as new people
    // A festival's file (issue 45 §2; festival_csv.hpp): the slugs of its sections. The header
    // must then have a section column (player_csv_header.hpp section_column), read apart from the
    // player's fields; each line names one of these sections (any case), else the line is refused
    // naming the value, and PlayerImport::sections holds each player's.
    std::vector<std::string> sections;
};
PlayerImport parse_player_csv(const std::string &bytes, const PlayerCsvOptions &options = {});

class Event;
struct Change;
// Every player of the CSV `bytes` added to the event, or none (Event::import_players: each
// refused line named, the file's and the event's); `preview` checks all and keeps nothing.
Expected<Change> import_players_csv(Event &event, const std::string &bytes, bool preview = false,
                                    const PlayerCsvOptions &options = {});

} // namespace damka::tournament
