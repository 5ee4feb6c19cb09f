// Drawing of lots for a round robin's start numbers (the Berger tables pair by number): before
// round 1, the players get a random permutation of the numbers. The draw is repeatable from
// its seed, which the audit log keeps ("players.lots") with the old and new numbers.
#pragma once

#include "event_command.hpp"

#include <cstdint>

namespace damka::tournament {

// The order drawn from `seed` for `count` numbers: element k is the position (0-based) whose
// player gets the k-th number. Fisher-Yates over std::mt19937_64 with our own unbiased
// bounded draw: the standard fixes mt19937_64's output but not uniform_int_distribution's or
// std::shuffle's, so a seed gives the same draw with every compiler and library.
std::vector<int> lots_order(std::uint64_t seed, int count);

// Renumbers the players of a round robin not yet paired by the draw.
Expected<Change> draw_lots(Event &ev, std::uint64_t seed);

} // namespace damka::tournament
