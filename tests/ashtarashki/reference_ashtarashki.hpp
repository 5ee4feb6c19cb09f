// An independent reference implementation of Ashtarashki's move rules, written from the seed
// (/work/shared/seeds/000_83b54d7d861b9a2d.txt, sections 3 and 4.4.3), the digest and the
// plugin README's documented decisions, NOT from plugins/ashtarashki: a plain 64-square array,
// moves found by trying every step and every capture chain, written as notation strings. It is
// slow and simple on purpose; the tests compare the plugin's moves, positions and perft with it.
#pragma once

#include <array>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace ashtarashki_ref {

// A stone: side 'w'/'b' (0 = empty square), state 'M', 'V', 'W' or 'F' (a finished stone whose
// state the record leaves open, 6.11) and group 1-3 (0 for W and F: their number is covered).
struct Stone {
    char side = 0;
    char state = 0;
    int group = 0;
    bool operator==(const Stone &) const = default;
};

// Squares are y*8+x (a1 = 0, h8 = 63), the numbering of the plugin's move records.
struct Position {
    std::array<Stone, 64> board{};
    char to_move = 'w';
    bool operator==(const Position &) const = default;
};

// A legal move: its long-form notation (M1a3-b4, M2c5:b6:c7, M1c5-b4V, Wa3-b2Z) and the
// squares it visits, origin first; `captured` lists the taken squares in order.
struct Move {
    std::string notation;
    std::vector<int> path;
    std::vector<int> captured;
};

std::string square_name(int sq);

// The start (2.1, 2.2), White to move.
Position start();

// Reads a position record in the plugin's format (its README, seed 6.10): "White: M1 - a3, c1;
// M2a5. Black: none. Black to move." Throws on a square that is not dark or used twice.
Position parse(const std::string &record);

// True when the game is over before any move (4.4.3 a, c, d): a side has four stones home, or
// every stone it has left is home (none left included). A side with no move is 4.4.3 b, seen
// as an empty move list.
bool over(const Position &p);

// The record in the plugin's canonical form: groups in the order M1 M2 M3 V1 V2 V3 W F,
// squares by file then rank, "M1 - a3, c1" for several, "M2a5" for one, "none" for no stones.
std::string record(const Position &p);

// Every legal move of the side to move; empty when the game is over.
std::vector<Move> moves(const Position &p);

Position play(const Position &p, const Move &m);

// Leaf count; `distinct` counts moves with the same origin, destination and set of captured
// squares once (the plugin-api perft convention).
uint64_t perft(const Position &p, int depth, bool distinct);

} // namespace ashtarashki_ref
