// A generic forced-win solver. It knows no rules: it sees a game only through the plugin ABI
// (Game::clone, legal_moves, play, status) and the variant's own verdict on a finished game.
//
// Definition. The side to move at the root (the attacker) has a forced win within N moves
// when it has a strategy such that, whatever the opponent replies, the game ends by a win of
// the attacker — status() says DAMKA_WIN for the attacker with at least `min_points` of the
// variant's game points — no later than the attacker's N-th move (at most 2N-1 plies). A draw,
// an opponent's win, or a game still going after the attacker's N-th move all count against.
//
// Search: depth-first AND-OR search, iterative deepening on N (so the first win found is a
// shortest one), and a transposition table keyed by the plugin's position string. An entry
// keeps the smallest N proven to win and the largest N proven not to win from that position.
// The key assumes the position string determines the game's future; for variants whose
// rules look at history (repetition draws), a transposition may hide such a draw.
#pragma once

#include "core/variant.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace damka::solver {

struct Options {
    int depth = 1; // N: moves of the attacker
    int min_points = 1; // the win must give the attacker at least this many game points
    uint64_t max_nodes = 0; // stop after this many played moves (0: no limit)
    // Called after each finished iteration: `side` (the side whose win was sought) has no
    // forced win within `n` of its moves; `nodes` so far.
    std::function<void(int side, int n, uint64_t nodes)> progress;
};

struct WinningMove {
    std::string notation;
    int moves = 0; // the attacker's moves in the shortest forced win starting with this move
};

struct Solution {
    bool win = false; // a forced win exists within Options::depth
    bool stopped = false; // the node budget ran out before the answer was known
    int moves = 0; // attacker's moves of the shortest forced win
    // A main line: the attacker's fastest win against the defence that lasts longest.
    std::vector<std::string> line;
    GameResult line_result; // the result at the end of the line
    std::vector<WinningMove> winning_moves; // every first move that wins within the depth
    // Without a win: the opponent forces a win within `lost_in` of its own moves (at most
    // Options::depth) whatever the side to move plays; 0 when it does not.
    int lost_in = 0;
    uint64_t nodes = 0; // moves played by the search
};

// Searches from `root`. Throws std::runtime_error when the plugin refuses a move it listed
// (a plugin bug the search cannot work around).
Solution solve(const Game &root, const Options &options);

} // namespace damka::solver
