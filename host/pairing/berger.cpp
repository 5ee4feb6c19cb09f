// FIDE C.05 Annex 1: Berger tables for round-robin tournaments.
#include "pairing.hpp"

#include <stdexcept>

namespace damka::pairing {

// The published tables follow one rule (C.05 Annex 1): with n even, player n is fixed and
// the others rotate; round r lists, from board 1, the numbers 1..n-1 starting at
// s_r = 1 + (r-1)*n/2 (mod n-1), the first of them facing n and the k-th from the front facing
// the k-th from the back. Player n has black in odd rounds and white in even rounds; on
// the other boards the number taken from the front has white.
std::vector<RoundRobinRound> berger_table(int players, int cycles, bool swap_last_two) {
    if (players < 2) throw std::invalid_argument("a round robin needs at least 2 players");
    if (cycles < 1) throw std::invalid_argument("a round robin needs at least 1 cycle");
    const int n = players % 2 ? players + 1 : players; // odd: n+1 is the dummy (bye)
    const int rounds = n - 1;
    std::vector<RoundRobinRound> table;
    for (int r = 1; r <= rounds; ++r) {
        const int start = ((r - 1) * (n / 2)) % (n - 1); // 0-based index of s_r
        auto seq = [&](int k) { return (start + k) % (n - 1) + 1; };
        RoundRobinRound round;
        auto add = [&](int white, int black) {
            if (white > players)
                round.bye = black;
            else if (black > players)
                round.bye = white;
            else
                round.pairs.push_back({white, black});
        };
        if (r % 2)
            add(seq(0), n);
        else
            add(n, seq(0));
        for (int k = 1; k < n / 2; ++k) add(seq(k), seq(n - 1 - k));
        table.push_back(std::move(round));
    }
    const std::vector<RoundRobinRound> first = table;
    // C.05 Annex 1: for a double round robin reverse the order of the last two rounds of the
    // first cycle (only), so nobody gets the same colour three times across the boundary.
    if (cycles > 1 && swap_last_two && rounds >= 2) std::swap(table[rounds - 1], table[rounds - 2]);
    for (int c = 1; c < cycles; ++c)
        for (RoundRobinRound round : first) {
            if (c % 2)
                for (Pair &p : round.pairs) std::swap(p.white, p.black); // colours reversed
            table.push_back(std::move(round));
        }
    return table;
}

} // namespace damka::pairing
