// Legal moves of the Gamma game: placements (opening) and entries from the reserve, moves of a
// top piece or a whole stack, removals of captured pieces (not a move), and the position each
// one leads to.
#pragma once

#include "board.hpp"

#include <cstdint>
#include <vector>

namespace damka::gamma {

enum class Kind {
    Place, // a piece from the hand (opening) or the reserve onto an empty starting square: put back
    // free (the seed) or entered as the move (option `own pieces taken off: enter as a move`)
    Move, // the top piece, or a whole stack of one side and strength
    Removal // the captured pieces of a stack taken off; the same player then moves
};

struct GammaMove {
    Kind kind = Kind::Move;
    int from = -1; // origin (-1 for a placement)
    int to = -1; // destination (the stack's square for a removal)
    int count = 1; // pieces moved (1: the top piece; the stack's height: all of it)
    int strength = 0; // points of each piece moved or placed
    std::vector<int32_t> path; // every square the moving part passes, origin first
    uint32_t flags = 0; // DAMKA_MOVE_*
};

// True when the side to move puts back own pieces taken off before anything else (README "Own
// pieces taken off"): the seed's reading, pieces in his reserve and an empty starting square.
bool putting_back(const Position &p);

// Every legal move of the side to move (README "Moves"). One move per (origin, pieces,
// destination): pieces pass only empty squares, so the route never changes the result.
std::vector<GammaMove> generate_moves(const Position &p);

// The position after `m`; the side to move changes except after a removal and a piece put back.
Position apply(const Position &p, const GammaMove &m);

} // namespace damka::gamma
