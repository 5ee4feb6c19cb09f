// The rule settings of Tavreli, each citing its source (see README.md).
#pragma once

namespace damka::tavreli {

// May a move leave one's own Волхв attacked? The seed forbids only the Волхв's own step onto
// an attacked square (tavreli seed 2 "Волхва нельзя ставить под удар, поэтому ход на поле
// или столбик, находящийся под ударом запрещен") and ends the game when a piece stands on the
// Волхв, which needs a Волхв that can be left attacked. Decision (README): that is the default
// (`Seed`); `Strict` (set-up clause `volkhv: strict`) forbids every move that leaves the own
// Волхв attacked, as in chess and on igGameCenter.
enum class Safety { Seed, Strict };

// Decisions (README "Draws"): a draw may be claimed after this many plies without a move that
// stands on an enemy tower and without a Ратник move, and once the game has lasted this many
// plies (200 moves by each side) whatever happened.
inline constexpr int kNoProgressPlies = 100;
inline constexpr int kLengthLimitPlies = 400;

} // namespace damka::tavreli
