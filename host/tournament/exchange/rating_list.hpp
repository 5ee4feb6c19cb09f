// Rating lists an arbiter registers players from (`damka player from-list`): the FMJD list
// and a national federation's list, as CSV (',' ';' or tab; csv_record.hpp). No public
// specimen of FMJD's downloadable list could be found, so the accepted columns are defined
// here, by header name (case-insensitive; other columns, e.g. games or K, are ignored):
//   FMJD list:     fmjd_id | id | fmjd id (required), name or surname + first name, title,
//                  federation | fed | country, rating | elo, birth_year | born | byear
//   national list: national_id | id | code (required), the same name, title, federation,
//                  rating and birth year columns, club, fmjd_id
// A specimen of each: tests/tournament/data/fmjd-list.csv, national-list.csv.
#pragma once

#include "tournament/service/event_command.hpp"

namespace damka::tournament {

enum class RatingListKind { Fmjd, National };

struct RatingList {
    std::vector<Numbered<Player>> players; // the list's id in fmjd_id or national_id
    std::vector<Message> errors; // "line N: ..."
};

RatingList read_rating_list(const std::string &text, RatingListKind kind);
// The list's id of a player: fmjd_id or national_id.
const std::string &list_id(const Player &p, RatingListKind kind);

} // namespace damka::tournament
