// An independent reference implementation of the Alpha game (seed 001 game 5), written from
// the rules in plugins/alpha/README.md and not from the plugin's code: positions are maps from
// square names to stacks, moves are found by a depth-first search over (square, length left,
// chain start) with a visited set.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace alpha_ref {

struct Stack {
    char side; // 'w' or 'b'
    int height;
    auto operator<=>(const Stack &) const = default;
};

struct Position {
    std::map<std::string, Stack> stacks; // "c3" -> stack
    std::array<int, 2> reserve{0, 0}; // white, black
    char to_move = 'w';
};

// ("c2", 2, "d3"): the top 2 pieces of c2 end on d3; ("c7", 1, "off"): they leave the board;
// ("@", 1, "d4"): the reserve piece entered; ("pass", 0, ""): the pass.
struct Move {
    std::string from;
    int count;
    std::string to;
    auto operator<=>(const Move &) const = default;
};

Position start();
std::set<Move> moves(const Position &p);
Position play(const Position &p, const Move &m);
// 'w' or 'b' for a win, 'd' for a draw, 0 while the game goes on.
char result(const Position &p);
// Leaf count at `depth`, every move counted (DAMKA_PERFT_KEEP_DUPLICATES).
uint64_t perft(const Position &p, int depth);

} // namespace alpha_ref
