// Player lists from CSV (one header row; quoted fields with "" escapes): every line is
// checked and each problem is reported as "line N: column: what is wrong".
#pragma once

#include "model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

struct CsvImport {
    std::vector<Player> players;       // ids not assigned yet
    std::vector<int> lines;            // the file line of each player
    std::vector<std::string> errors;   // empty when every line is valid
};

// Columns (case-insensitive): name (required), rating, title, federation (or fed), club,
// birth_year (or born), fmjd_id, national_id.
CsvImport parse_player_csv(const std::string &text);

// The checks every new player passes (CSV or command line): "" when valid.
std::string validate_player(const Player &p);
// Only the text fields: no control character in any of them (text_field.hpp).
std::string player_text_problem(const Player &p);

} // namespace damka::tournament
