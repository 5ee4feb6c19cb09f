// The pairing of a team round robin (the Berger table of the teams, FIDE C.05 Annex 1) and of a
// Scheveningen match, each match made into its board games from the two line-ups (team.hpp).
#pragma once

#include "engine_pairing.hpp"

namespace damka::tournament {

// Round `round` of a team round robin: the matches (the first-named team White on board 1)
// and their boards, match by match; refused, naming the team, when a team cannot fill its
// boards.
Expected<ProposedRound> team_round_robin(const EventData &event, int round);

// Round `round` of a Scheveningen match (System::Scheveningen, DoubleScheveningen): the two
// teams' line-ups by the published table of their board count (pairing/scheveningen.hpp),
// as one match whose first-named team is the first team registered; refused unless the event
// has exactly two teams.
Expected<ProposedRound> scheveningen_round(const EventData &event, int round);

// The colour of the first-named team on `board` (1-based) of a match: White on the odd
// boards, Black on the even ones.
bool first_team_white_on(int board);

} // namespace damka::tournament
