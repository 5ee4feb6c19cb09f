// Player lists from CSV (one header row; quoted fields with "" escapes): every line is
// checked and each problem is reported as "line N: column: what is wrong".
#pragma once

#include "model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

struct CsvImport {
    std::vector<Player> players; // ids not assigned yet
    std::vector<int> lines; // the file line of each player
    std::vector<std::string> errors; // empty when every line is valid
    std::vector<std::string> ignored; // header names of columns read but not kept (sex)
};

// Columns (case-insensitive): name (required), rating (or elo, rtg), title, federation (or
// fed), club, birth_year (or born, birth, yob), fmjd_id, national_id; sex (or gender) is
// accepted and not kept. The bytes go through read_csv_text (BOM, UTF-8 check, ',' or ';').
// Federation and title codes are stored in capitals.
CsvImport parse_player_csv(const std::string &bytes);

// Federation and title codes in capitals (every new player, CSV or command line).
void normalise_codes(Player &p);

// The checks every new player passes (CSV or command line): "" when valid.
std::string validate_player(const Player &p);
// Only the text fields: no control character in any of them (text_field.hpp).
std::string player_text_problem(const Player &p);

} // namespace damka::tournament
