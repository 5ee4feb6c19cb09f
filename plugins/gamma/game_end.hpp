// How a Gamma game ends on the board.
#pragma once

#include "board.hpp"

#include <damka/sdk.hpp>

namespace damka::gamma {

// A win when a side has no piece left, or when the side to move still holds a life square of
// the other (its capture was not parried); ongoing otherwise. The side to move with no legal
// move is judged by the game (it needs the move list).
sdk::Status board_status(const Position &p);

} // namespace damka::gamma
