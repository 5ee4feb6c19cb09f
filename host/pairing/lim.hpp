// Internal to the Lim engine (FIDE C.04.4.3, 2026 edition = the 1987/1999 text renumbered):
// the orders and facts the text defines, exposed so the tests can check them against the
// text's own examples.
#pragma once

#include "pairing.hpp"

#include <vector>

namespace damka::pairing::lim {

// C.04.4.3 4.2-4.3: the positions (0-based, in the scrutiny order of 4.1) of the opponents the
// first player of a list of `size` players tries, in turn: the bottom half in order, then the
// top half from the bottom up. Six players: #1 tries 4, 5, 6, 3, 2 (the columns of 4.2); once
// #1 has an opponent the rest is proposed afresh the same way, which gives the columns of 4.3.
// The text tabulates six players only; this is its generalisation.
std::vector<int> exchange_order(int size);

// C.04.4.3 2.2: the Median Score = half of what the rounds played can give (rounds played x a
// win's points / 2; 2-1-0 draughts: one point a round).
Points median_score(const Settings &settings);

// C.04.4.3 2.1, 5.1.1-5.1.2: whether a player with `played` colours (games over the board,
// oldest first) may receive `colour`: not the same colour in three successive rounds, not three
// more of one colour than the other.
bool may_receive(const std::vector<Colour> &played, Colour colour);

// C.04.4.3 5.5-5.6: the colour due: the one that equalises when the colours are unequal,
// otherwise the one that alternates with the last game; None without a game.
Colour due_colour(const std::vector<Colour> &played);

} // namespace damka::pairing::lim
