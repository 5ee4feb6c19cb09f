// Player lists from CSV (one header row; quoted fields with "" escapes and line breaks, read
// as spaces): every record is checked and each problem is reported as "line N: column: what is
// wrong", N the line the record starts on.
#pragma once

#include "core/expected.hpp"
#include "core/message.hpp"
#include "tournament/model/model.hpp"
#include "tournament/service/player_rules.hpp" // the checks every imported player passes

#include <string>
#include <vector>

namespace damka::tournament {

// Columns: as player_csv_header.hpp reads them (name, or surname + first name [+ patronymic]
// joined as "Surname, First name"; English, short and Russian headers); other columns are
// ignored with a warning. The bytes go through read_csv_text (BOM, UTF-8 or UTF-16, ',' ';'
// or tab). Federation and title codes are stored in capitals.
PlayerImport parse_player_csv(const std::string &bytes);

class Event;
struct Change;
// Every player of the CSV `bytes` added to the event, or none (Event::import_players: each
// refused line named, the file's and the event's); `preview` checks all and keeps nothing.
Expected<Change> import_players_csv(Event &event, const std::string &bytes, bool preview = false);

} // namespace damka::tournament
