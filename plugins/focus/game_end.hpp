// How a Focus game ends on the board (seed 4, or Sackson's rule as an option).
#pragma once

#include "board.hpp"

#include <damka/sdk.hpp>

namespace damka::focus {

// Ongoing, or the win of the other side when a player has lost under `p.end`.
sdk::Status board_status(const Position &p);

} // namespace damka::focus
