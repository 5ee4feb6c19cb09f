// Team tie-breaks as data (FIDE C.07 applied to teams, whose score is match points and whose
// games give game points, C.07 5.1): each has a code, a name and the rule it follows, printed
// as the legend under the team standings. An event lists them in order (`--tiebreaks`); the
// primary score (match points, or game points in a Scheveningen match) comes first.
#pragma once

#include "model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

struct TeamTieBreakSpec {
    std::string code; // "SB"
    std::string name; // "Team Sonneborn-Berger"
    std::string rule; // the rule text it follows, for the legend
};

// Every team tie-break the host knows, in legend order.
const std::vector<TeamTieBreakSpec> &team_tiebreak_catalogue();
const TeamTieBreakSpec *find_team_tiebreak(const std::string &code);

// The tie-breaks after the primary score when the event lists none: game points, team SB and
// the direct encounter (match points instead of game points in a Scheveningen match).
std::vector<std::string> default_team_tiebreaks(System system);
// The event's list, or the default one.
std::vector<std::string> team_tiebreaks_of(const TournamentInfo &info);

} // namespace damka::tournament
