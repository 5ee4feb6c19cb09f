// An independent reference implementation of the Gamma game (seed 001 game 6), written from the
// rules and decisions in plugins/gamma/README.md and not from the plugin's code: the board is a
// map from square names to stacks, walks are found by a depth-first search over (square, steps).
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace gamma_ref {

using Stack = std::vector<std::pair<char, int>>; // bottom to top: ('w' or 'b', points)

struct Position {
    std::map<std::string, Stack> stacks;
    std::array<std::multiset<int>, 2> hand; // white, black: points of the pieces to place
    std::array<std::multiset<int>, 2> reserve; // white, black
    char to_move = 'w';
    // The seed: own pieces taken off are put back on empty starting squares before the player
    // does anything else, and putting them back is not a move. true: the option `own pieces
    // taken off: enter as a move` (they wait in the reserve; entering one is the turn's move).
    bool entry_is_a_move = false;
};

// kind 'P': a piece of `points` placed on `to` (from the hand, or from the reserve); 'M': `count` pieces from the top of `from` to
// `to`; 'X': the captured pieces of `from` taken off.
struct Move {
    char kind;
    std::string from;
    int count;
    std::string to;
    int points;
    auto operator<=>(const Move &) const = default;
};

Position start();
bool is_obstacle(const std::string &sq);
std::set<Move> moves(const Position &p);
Position play(const Position &p, const Move &m);
// 'w' or 'b' for the winner, 0 while the game goes on.
char winner(const Position &p);
// Leaf count at `depth`, every move counted (DAMKA_PERFT_KEEP_DUPLICATES).
uint64_t perft(const Position &p, int depth);

} // namespace gamma_ref
