// The team section of a TRF-26 file (FIDE TRF-26, "Team Section" and the team records after
// it) written from a team event, and Damka's "### damka" lines for what those records cannot
// hold, so a team event comes back from its TRF as it was.
// - 082 number of teams; 352 the colours of the first-named team's boards (WBWB...);
//   362 the match points when they are not TRF-26's default 2-1-0;
// - 310 a team: pairing number, name, strength (the mean rating of its first boards), match
//   and game points, rank, its board order (the first 14 players: the record has room for 14);
// - 300 a team that played a round out of its default order (not its first boards in order);
// - 320 a team Swiss's pairing-allocated byes, round by round, and what they score;
// - 330 a match lost by forfeit on every board (+- White won, -+ Black won, -- both lost);
// - damka lines: `team ID name= federation= club= captain= players=` (the whole board order),
//   `match ROUND NUMBER WHITE-TEAM BLACK-TEAM`, `free-team ROUND TEAM`, `lineup ROUND TEAM
//   PLAYER...` (the line-ups the captains gave).
#pragma once

#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// The TRF-26 team records of the event after `after_round` rounds, in file order.
std::vector<std::string> team_records(const EventData &event, int after_round);

// Whether a TRF line is one of the team records team_records writes (by its tag).
bool is_team_record(const std::string &line);

// The "### damka" lines of the teams, the matches and the captains' line-ups of rounds
// 1..after_round (line-ups for later rounds too: a captain may give them ahead).
std::vector<std::string> team_extension_lines(const EventData &event, int after_round);

} // namespace damka::tournament
