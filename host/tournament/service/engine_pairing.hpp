// The bridge to the pairing engines (host/pairing): turns the event's history into the
// engines' input and their answer into boards and a pairing-allocated bye.
#pragma once

#include "core/expected.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <utility>
#include <vector>

namespace damka::tournament {

struct ProposedRound {
    std::vector<std::pair<int, int>> boards; // (white, black) in board order
    int pab = 0; // pairing-allocated bye, 0 when none
    std::vector<int> advance; // knockout: through without a match (empty line), PAB each
    Message explanation; // the engine's reasons (stored with the round, shown by the desk)
    std::vector<TeamMatch> matches; // team events: `boards` are their boards, match by match
    int free_team = 0; // team events: the team without a match
};

// The engine's pairing of `round` for the event's system: Berger tables (C.05 Annex 1) for
// round robins, the system's own engine for an individual Swiss (Dutch C.04.3, Dubov, Burstein,
// Lim, Double-Swiss: SystemRules::engine), the Swiss Team Pairing System (C.04.6) for a team
// Swiss, the olympic-system bracket for knockouts (refused while a match of the previous round
// has no winner).
Expected<ProposedRound> engine_pairing(const EventData &event, int round);

// Micro-matches: one opening per board drawn by lot from the event's list (seeded by the
// round, so the draw is reproducible); both games of a board get the same opening.
Expected<std::vector<std::string>> draw_openings(const EventData &event, int round,
                                                 const std::vector<std::pair<int, int>> &boards);

// Players that can be paired in `round`: active and without a requested bye.
std::vector<int> available_players(const EventData &event, int round);

} // namespace damka::tournament
