// The pairing of a team event: a team round robin by the Berger table of the teams (FIDE C.05
// Annex 1), a team Swiss by the Swiss Team Pairing System (FIDE C.04.6, team_swiss.cpp), a
// Scheveningen match by its published table; each match made into its board games from the
// two line-ups (team.hpp).
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

// Round `round` of a team Swiss (FIDE C.04.6, host/pairing/team_swiss.hpp): the matches, the
// team with White on board 1 named first, their boards and the pairing-allocated bye
// (`free_team`); refused, saying why, when C.04.6 finds no legal pairing or a team cannot fill
// its boards.
Expected<ProposedRound> team_swiss(const EventData &event, int round);

// Adds match `white` - `black` of `round` and its boards to `out`; an empty message or why not
// (a team cannot fill its boards).
Message seat_match(const EventData &event, int round, const Team &white, const Team &black, ProposedRound &out);

// Round `round` of a match of two teams over several rounds (System::TeamMatch): the teams in
// their line-ups on the same boards, the first team registered White on board 1 in the odd
// rounds and the other in the even ones, so each player has each colour in turn; refused
// unless the event has exactly two teams.
Expected<ProposedRound> team_match_round(const EventData &event, int round);

// The colour of the first-named team on `board` (1-based) of a match: White on the odd
// boards, Black on the even ones.
bool first_team_white_on(int board);

} // namespace damka::tournament
