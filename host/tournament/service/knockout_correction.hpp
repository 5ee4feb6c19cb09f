// Correcting a knockout result after later rounds were paired. In the olympic system the
// winner of a match takes its bracket line into the next round (pairing::knockout_next_round:
// the upper line plays White), so a correction that changes the winner moves that line to the
// other player. Plain C++ (in damka_tournament for host/core's Expected).
#pragma once

#include "core/expected.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

struct KnockoutFix {
    int old_winner = 0, new_winner = 0; // equal when the winner does not change
    std::vector<RoundGame> games; // later games with new_winner in old_winner's place
    std::vector<Bye> byes_removed, byes_added; // a pass (PAB) in a later round moves too
    std::vector<Message> lines; // what the arbiter is told
};

// `corrected` is the new state of a stored game (same round, board and game number). Allowed
// when no later round is paired, when the match keeps its winner, or when the old winner has
// no result yet in any later round (the bracket line is then re-derived: the new winner takes
// the old winner's place, colour and board). Otherwise an error names the rounds to undo.
Expected<KnockoutFix> knockout_correction(const EventData &event, const RoundGame &corrected);

} // namespace damka::tournament
