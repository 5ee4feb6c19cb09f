// Attacks on a square and where a Волхв stands: the Волхв rules of tavreli seed 2 ("Волхва
// нельзя ставить под удар") and the end of the game rest on them.
#pragma once

#include "board.hpp"

namespace damka::tavreli {

// True when a tower of `by` could stand on `sq` by the pattern of its top таврель (a Ратник
// only by its diagonal climb, the only way it stands on an enemy piece).
bool attacked(const Position &p, int sq, int by);

// The square of `side`'s Волхв when it is on top of its tower, else -1 (absent or covered).
int volkhv_square(const Position &p, int side);

} // namespace damka::tavreli
