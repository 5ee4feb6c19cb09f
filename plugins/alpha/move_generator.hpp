// Legal moves of the Alpha game: moves of a stack or of its top part (steps, jumps over enemy
// stacks, chains of jumps over one's own, exits across the far edge), entries of the reserve
// piece, the pass, and the position each one leads to.
#pragma once

#include "board.hpp"

#include <cstdint>
#include <vector>

namespace damka::alpha {

enum class Kind { Move, Exit, Drop, Pass };

struct AlphaMove {
    Kind kind = Kind::Move;
    int from = -1; // origin square (-1 for a drop or a pass)
    int count = 1; // pieces lifted from the top of the origin = allowed length
    int to = -1; // destination; for an exit the edge square it leaves from
    std::vector<int32_t> path; // every square the moving part stands on, origin first
    uint32_t flags = 0; // DAMKA_MOVE_*
};

// Every legal move of the side to move. The result of a move depends only on its origin, the
// pieces lifted and where they end (on a square or off the board), so there is one move per
// (origin, count, destination or exit), listed with one canonical route (README "Moves").
// A side with no move gets the pass when the opponent can move (alpha seed 5 "ход передается
// другому игроку"); when neither can move the list is empty (README "Draws").
std::vector<AlphaMove> generate_moves(const Position &p);

// The moves of the side to move without the pass (empty when it cannot move).
std::vector<AlphaMove> piece_moves(const Position &p);

// The position after `m`; the side to move changes.
Position apply(const Position &p, const AlphaMove &m);

} // namespace damka::alpha
