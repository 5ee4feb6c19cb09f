// Knockout (olympic system) matches as data: who won a board's match and the round each
// player reached. Plain C++ (model library) so standings can rank a knockout.
#pragma once

#include "model.hpp"

#include <map>
#include <string>

namespace damka::tournament {

// A match is every game of one board of a round (the event's games a pairing, then any
// tie-break games the arbiter entered). The player with more game points (win 1, draw ½)
// goes through; a forfeit counts as a win. `winner` is 0 while the match is undecided.
struct MatchOutcome {
    int winner = 0;
    bool pending = false; // a game has no result yet
    bool tied = false; // every game has a result and the points are equal
    bool nobody = false; // double forfeit: neither player goes through
    double white_points = 0, black_points = 0; // of the board's game-1 White / Black
    int games = 0;
};
MatchOutcome match_outcome(const Round &round, int board);

// The players of `board` in `round`, as game 1 has them (0, 0 when there is no such board).
std::pair<int, int> match_players(const Round &round, int board);

// The match for third place (TournamentInfo::third_place_match): in the knockout's last round,
// the board whose two players both lost their match of the round before (the semi-finals).
bool is_third_place_match(const EventData &event, const Round &round, int board);

// Knockout ranking keys of every player after `after_round` rounds, by start number: the round
// reached — the last round they were paired or given a bye in, plus one when they won that
// round's match (the champion reaches rounds + 1) — plus ½ for the winner of the match for
// third place, so the semi-finalists are 3rd and 4th once it is decided and share 3rd until
// then. A player never in the bracket has no key (0). One pass over the rounds.
std::map<int, double> knockout_rank_keys(const EventData &event, int after_round);

// How a knockout is ranked, for the notes under its tables (marked for translation, core/translatable.hpp).
std::string knockout_ranking_note(const TournamentInfo &info);

} // namespace damka::tournament
