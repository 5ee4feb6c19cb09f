// The rules every player entry passes, whichever way it comes (add, edit, CSV and TRF import):
// codes written one way, and the fields' checks.
#pragma once

#include "core/message.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// Players read from a file, before the event takes them.
struct PlayerImport {
    std::vector<Player> players; // ids not assigned yet
    std::vector<int> lines; // the file line of each player
    std::vector<Message> errors; // empty when every line is valid; every problem of a line
    std::vector<Message> warnings; // columns ignored, "line 1: column 5 'Phone' is ..."
    // A festival's file (exchange/player_csv.hpp PlayerCsvOptions::sections): each player's
    // section, as its slug; empty otherwise.
    std::vector<std::string> sections;
    // The header's columns (the desk's column-mapping step): what each was read as, "" ignored.
    struct Column {
        std::string header, field;
    };
    std::vector<Column> columns;
    // The 8-bit encoding the file was read in ("" for Unicode), and when another reads it as
    // well, each reading's (encoding, first line with Cyrillic) for the arbiter to choose.
    std::string encoding;
    std::vector<std::pair<std::string, std::string>> readings;
};

// The highest rating a player may be entered with. FMJD's best ratings are about 2,500 and
// FIDE's chess record 2,882: 3,000 is above every real rating, so more is a typing error.
constexpr int max_rating = 3000;

// Federation and title codes in capitals, the sex as M or F from the ways files write it
// (m/w, male/female, М/Ж...; anything else is left for validate_player to refuse).
void normalise_codes(Player &p);
// "M", "F", "" (blank) or `text` itself when it is no way of writing either.
std::string sex_code(const std::string &text);

// The checks every player passes on add, edit, CSV import and TRF import: empty when valid,
// else "field: what is wrong". Text fields as player_text_problem; name and club at most 200
// characters; rating 0..max_rating; birth year 1900..2100 (or 0); federation empty or three capital
// Latin letters; FMJD and national ids empty or digits (at most 20); title up to 4 letters;
// sex "", M or F.
Message validate_player(const Player &p);
// Every problem validate_player would name, in its order (an import lists them all per line).
std::vector<Message> player_problems(const Player &p);
// Only the text fields: no control character in any of them (text_field.hpp).
Message player_text_problem(const Player &p);

} // namespace damka::tournament
