// The initial order of a Swiss event (FIDE C.04.2 B): before round 1 the players are ranked by
// rating, then title, then alphabetically, and the pairing (start) numbers follow that rank.
// The Dutch engine reads its pairing numbers from the start numbers, so the event renumbers
// its players by this order when round 1 is paired.
#pragma once

#include "model.hpp"

#include <map>
#include <vector>

namespace damka::tournament {

// True when `a` comes before `b` in the initial order.
bool ranks_before(const Player &a, const Player &b);

// Start numbers in the initial order (highest rating first; FMJD, then FIDE titles by rank;
// names compared case-insensitively for ASCII, by code point otherwise; then start number).
std::vector<int> initial_order(const std::vector<Player> &players);

// Old start number -> new for the players whose number changes when the event's numbers
// (the same set of numbers, lowest first) are given out in the initial order; empty when the
// numbers already follow it.
std::map<int, int> initial_renumbering(const std::vector<Player> &players);

// `id` under a renumbering (unchanged when the map does not name it).
int renumbered(const std::map<int, int> &old_to_new, int id);

// Applies a renumbering to the players (kept sorted by number), the requested byes and the
// forbidden pairs.
void renumber(EventData &event, const std::map<int, int> &old_to_new);

} // namespace damka::tournament
