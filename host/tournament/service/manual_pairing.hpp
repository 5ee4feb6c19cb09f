// An arbiter's own pairing of a Swiss round, checked against the basic rules every Swiss
// system must keep (FIDE C.04.1, effective from 1 July 2025): each pair or bye that breaks
// one is named with the article and the history that breaks it.
#pragma once

#include "engine_pairing.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// The absolute criteria `chosen` breaks in `round` of a Swiss `event` (empty when none):
// a rematch (C.04.1 2), a PAB for a player who already had one or scored a win's points
// without playing (4), a colour difference beyond ±2 (6), the same colour three times in
// a row (7), a pair the event forbids (its regulations). Rounds robins and knockouts have
// fixed pairings: nothing is checked.
std::vector<Message> broken_absolute_criteria(const EventData &event, int round, const ProposedRound &chosen);

// How the arbiter's pairing differs from the engine's, as warning lines: the pairs only one
// of them makes and the bye; one line when they are the same or the engine found none.
std::vector<Message> engine_differences(const EventData &event, const ProposedRound &chosen,
                                        const Expected<ProposedRound> &engine);

} // namespace damka::tournament
