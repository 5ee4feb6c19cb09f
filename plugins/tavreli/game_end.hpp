// How a Tavreli game ends on the board: a таврель stands on a Волхв (tavreli seed 2), or the player to
// move has no legal move (decision).
#pragma once

#include "move_generator.hpp"

#include <damka/sdk.hpp>

#include <vector>

namespace damka::tavreli {

// Ongoing, a win or a draw; `legal` are the moves of the side to move in `p`.
sdk::Status board_status(const Position &p, const std::vector<TavreliMove> &legal);

// The side whose Волхв is covered by an enemy таврель, or -1 (the game goes on).
int captured_volkhv(const Position &p);

} // namespace damka::tavreli
