// The header row of a player list: which column holds which player field. Headers are matched
// case-insensitively ('_' as a space), in English, in Swiss-Manager's and Vega's short forms
// and in Russian (Фамилия, Имя, Отчество, Рейтинг, ...), as a club secretary's spreadsheet has
// them.
#pragma once

#include "core/message.hpp"

#include <map>
#include <string>
#include <vector>

namespace damka::tournament {

struct PlayerCsvHeader {
    // Field -> its column (0-based): name, surname, first_name, patronymic, rating, title,
    // federation, club, birth_year, birth_date, fmjd_id, national_id, sex.
    std::map<std::string, size_t> column;
    std::vector<std::string> field_of; // each column's field, "" when ignored
    std::vector<Message> warnings; // columns ignored, each named with its position
    Message error; // empty when the header can be read; else why not, naming the columns
    bool has(const std::string &field) const { return column.count(field) != 0; }
};

// The fields a column can give (the keys above), each with its words ("the rating"), in the
// order the desk's column-mapping step offers them.
std::vector<std::pair<std::string, Message>> player_csv_fields();

// Reads the header row `fields` (file line `line`); `mapping` gives a column (0-based) the
// field the arbiter chose for it (a key of player_csv_fields, or "" to ignore it), whatever
// its header says: a town ("Город") read as the club. Refused: no name (neither `name` nor a
// surname column; the refusal lists every accepted header), one field given by two columns
// (naming both positions), both a full name and a surname column, a first name or patronymic
// without a surname. A column that is no player field is ignored with a warning.
PlayerCsvHeader read_player_csv_header(const std::vector<std::string> &fields, int line,
                                       const std::map<size_t, std::string> &mapping = {});

// A festival's file (issue 45 §2): the column naming each line's section — headed `section`,
// `секция` or `турнир` (any case) — or npos when there is none.
size_t section_column(const std::vector<std::string> &headers);

// "Surname, First name Patronymic" — the order FMJD and chess rating lists print names in;
// the surname alone when no first name is given.
std::string full_name(const std::string &surname, const std::string &first_name, const std::string &patronymic = "");

} // namespace damka::tournament
