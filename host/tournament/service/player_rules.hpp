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
    std::vector<Message> errors; // empty when every line is valid
    std::vector<Message> warnings; // columns ignored, "line 1: column 5 'Phone' is ..."
};

// Federation and title codes in capitals, the sex as M or F from the ways files write it
// (m/w, male/female, М/Ж...; anything else is left for validate_player to refuse).
void normalise_codes(Player &p);
// "M", "F", "" (blank) or `text` itself when it is no way of writing either.
std::string sex_code(const std::string &text);

// The checks every player passes on add, edit, CSV import and TRF import: empty when valid,
// else "field: what is wrong". Text fields as player_text_problem; name and club at most 200
// characters; rating 0..4000; birth year 1900..2100 (or 0); federation empty or three capital
// Latin letters; FMJD and national ids empty or digits (at most 20); title up to 4 letters;
// sex "", M or F.
Message validate_player(const Player &p);
// Only the text fields: no control character in any of them (text_field.hpp).
Message player_text_problem(const Player &p);

} // namespace damka::tournament
