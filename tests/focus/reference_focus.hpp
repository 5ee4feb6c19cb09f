// An independent reference implementation of Focus, written from the rules (seed 001 game 4,
// the digest, Sackson) and NOT from plugins/focus: stacks are strings of 'w'/'b' bottom to
// top keyed by square name, and moves are found by walking every step sequence. It is slow
// and simple on purpose; the tests compare the plugin's moves, boards and perft against it.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace focus_ref {

// A move: the origin ("@" for a reserve piece), how many pieces are lifted, the destination.
using Move = std::tuple<std::string, int, std::string>;

struct Position {
    std::map<std::string, std::string> stacks; // non-empty stacks only, bottom to top
    int reserve[2] = {0, 0};
    char to_move = 'w';
    bool sackson = false;
};

// The 52 squares: every square of a chessboard except the three at each corner.
const std::vector<std::string> &squares();

Position start();

// All legal moves: `turning` lets the moving part change direction between steps.
std::set<Move> moves(const Position &p, bool turning);

// The position after `m`; `taken` receives how many enemy pieces came off the bottom.
Position play(const Position &p, const Move &m, int *taken = nullptr);

// 'w' or 'b' when that side has won, 0 while the game goes on.
char winner(const Position &p);

// Leaf counts; `distinct` counts moves with the same origin, destination and capture once
// (the plugin-api perft convention).
uint64_t perft(const Position &p, bool turning, int depth, bool distinct);

} // namespace focus_ref
