// Buchholz and Sonneborn-Berger contributions round by round, with FIDE C.07's handling of
// unplayed rounds (articles 15-16: no virtual opponent any more, a dummy opponent instead) and
// the Cut/Median modifiers of article 14 with the VUR exception of 16.5.
#pragma once

#include "tiebreak_context.hpp"

#include <vector>

namespace damka::tournament {

// One round's value in a sum-of-values tie-break.
struct Contribution {
    double value = 0; // BH: the opponent's score; SB: that score x the points scored
    double opponent = 0; // the opponent's (or the dummy's) score: orders significance (14.1.1)
    bool vur = false; // comes from a voluntarily unplayed round (16.1.2)
};

// The contributions of records[i] to BH (sb = false) or SB (sb = true):
// - a game played counts the opponent's score as adjusted by 16.3;
// - a round robin treats forfeits as games against the scheduled opponent (15.2) and a round
//   without an opponent (the free number of an odd round robin) counts nothing;
// - any other Swiss round is a game against a dummy with the participant's own score and the
//   result matching the points awarded (16.4); from the 2026 edition that score is capped at
//   the scheduled opponent's adjusted score for a forfeit (16.4.1) and at a draw's points times
//   the number of rounds for every other unplayed round (16.4.2).
// A round whose result is still pending counts nothing.
std::vector<Contribution> opponent_contributions(const TieBreakContext &ctx, size_t i, bool sb);

// The sum left after cutting `low` least and then `high` most significant values (14.1-14.4:
// the least significant is the contribution of the lowest-scoring opponent, the lowest such
// contribution on a tie). 16.5.1: a participant with VURs loses his lowest VUR contribution
// instead, as long as it is not lower than the least significant value; 16.5.2: again for each
// further cut. Never more values are cut than there are.
double cut_sum(std::vector<Contribution> values, int low, int high);

} // namespace damka::tournament
