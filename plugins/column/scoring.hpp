// Results of the column games: the Adiukh 24-point score (adiukh 5.1, 5.2, 5.4, 5.5, 6.1) and
// the plain "no move loses" of Russian column draughts and Lasca.
#pragma once

#include "board.hpp"

#include <damka/sdk.hpp>

namespace damka::column {

// Checkers of both colours standing on the opponent's half, for each side (adiukh 5.1).
struct Score {
    int points[2] = {0, 0};
};
Score adiukh_score(const Rules &rules, const Board &board);

// The final result when `side` to move has no legal move (adiukh 5.1, seed 001).
sdk::Status no_move_result(const Rules &rules, const Board &board, int side);

// Adiukh results of ending a game from outside the board; `board_result` is the status on the
// board (used by adiukh 5.5).
sdk::Status adiukh_result_of(int32_t how, int32_t side, const sdk::Status &board_result);

// A result entered by hand (damka.entered_result/1): the two scores add up to 24 (adiukh 5.1),
// 13 or more wins and 12:12 is the draw (6.1.1); the 24-point score is also the tie-break, so
// tie-break points given apart must be the same.
sdk::Status adiukh_check_entered(sdk::Status entered, bool with_tiebreak);

} // namespace damka::column
