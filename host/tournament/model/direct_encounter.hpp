// FIDE C.07 article 6, Direct Encounter, for one group of participants still tied when DE's
// turn comes in the list (a type A tie-break: it looks only at games among the group).
#pragma once

#include "tiebreak_context.hpp"

#include <vector>

namespace damka::tournament {

// Places 0, 1, ... for group[k] (equal places: still tied after DE). `shown[group[k]]` gets the
// value printed in the DE column: the points group[k] scored against the players still tied
// with him in the pass that decided his place (a subgroup's own points when article 6 is
// applied again; one value, the lowest, for players it leaves tied).
// 6.1: points in the games among the group; 6.1.1 forfeits count only in a round robin (15.2);
// 6.1.2 a pair that met more than once counts the average of its games. 6.2: when all have met
// (or in a round robin) those points order the group; 6.3 (Swiss): otherwise a participant is
// placed ahead only while no one below could reach his points whatever the missing games give.
// Either way, article 6 is applied again to every subgroup still tied, until nothing changes.
std::vector<int> direct_encounter_places(const TieBreakContext &ctx, const std::vector<size_t> &group,
                                         std::vector<double> &shown);

} // namespace damka::tournament
