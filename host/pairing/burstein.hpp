// Internal to the Burstein engine (FIDE C.04.4.2, 2026 edition): the numbers and orders the
// text defines, exposed so the tests can check them against the text's own examples.
#pragma once

#include "core/expected.hpp"
#include "pairing.hpp"

#include <map>
#include <vector>

namespace damka::pairing::burstein {

// C.04.4.2 1.6.2: half the rounds of the tournament (rounded down) or 4, whichever is lower.
int seeding_rounds(int total_rounds);

// C.04.4.2 1.7.1 for one player: Buchholz in tenths of a point, Sonneborn-Berger in
// hundredths (points times score), both with the 1.7.2 rules for unplayed rounds.
struct Index {
    long long buchholz = 0;
    long long sonneborn_berger = 0;
};

// The Index of every player (withdrawn and absent ones too: their scores enter the others'),
// by start number. 1.7.2: an unplayed round is a game against oneself scoring the points it
// registered; a run of zero-point byes up to the current round counts as draws (`draw`
// points each) in the opponents' Index; virtual (acceleration) points never enter. Fails
// naming the player whose opponent is not among `players`.
Expected<std::map<int, Index>> opposition_index(const std::vector<Player> &players, Points draw);

// C.04.4.2 1.8: `a` ranks above `b`: higher Buchholz, then higher Sonneborn-Berger, then the
// smaller TPN. Scores are not part of it.
bool ranks_above(const Index &a, int tpn_a, const Index &b, int tpn_b);

// C.04.4.2 4.3: a bracket's pairing as the opponent of each BSN (index 0 is BSN 1; 0 for the
// virtual BSN-0 player of 4.2, i.e. the player floats). `a` precedes `b` when the first BSN
// whose opponents differ has the larger opponent in `a`.
bool precedes(const std::vector<int> &a, const std::vector<int> &b);

} // namespace damka::pairing::burstein
