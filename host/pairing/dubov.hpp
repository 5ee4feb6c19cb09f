// Internal to the Dubov engine (FIDE C.04.4.1, 2026 edition): the orders and numbers the text
// defines, exposed so the tests can check them against the text's own examples.
#pragma once

#include "pairing.hpp"

#include <vector>

namespace damka::pairing::dubov {

// C.04.4.1 1.7.1: the average rating of the opponents met over the board, rounded to the
// nearest integer, the higher one when the division ends in .5; 1.7.3: 0 without a game.
int average_rating(long long sum, int games);

// C.04.4.1 1.8.2: MaxT = 2 + [Rnds/5], the division rounded down.
int max_upfloats(int rounds);

// C.04.4.1 4.3.3: the sequence numbers of a list sorted as 4.3.2 says, from the (remaining)
// middle outwards, the higher position first when two players are in the middle. Returns the
// list positions in sequence-number order: 7 players A..G give D, C, E, B, F, A, G.
std::vector<int> middle_out(int size);

// C.04.4.1 4.4.2: the transpositions of G2 in the text's order (sequence numbers by ascending
// TPN, then lexicographic): the next one after `order`, false after the last. For the tests:
// the engine finds the first legal transposition position by position, which is this order.
bool next_transposition(std::vector<int> &order);

} // namespace damka::pairing::dubov
