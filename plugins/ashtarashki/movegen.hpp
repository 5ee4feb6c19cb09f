// Ashtarashki move generation and execution (section 3 of the seed).
#pragma once

#include "ashtarashki_rules.hpp"

#include <array>
#include <vector>

namespace damka::ashtarashki {

enum class MoveKind : uint8_t { Forward, Retreat, Capture };

// A move as the generator sees it: the squares the stone stands on, origin first. For a
// capture every square after the origin is also a captured stone's square (3.3: the stone
// lands on the square of the stone it takes).
struct RawMove {
    MoveKind kind = MoveKind::Forward;
    uint8_t length = 0; // squares used in `path`
    std::array<int8_t, 14> path{}; // at most 12 captures (12 stones a side) plus the origin

    int from() const { return path[0]; }
    int to() const { return path[length - 1]; }
    int captures() const { return kind == MoveKind::Capture ? length - 1 : 0; }
};

// Every legal move of `side` (not necessarily the side to move), ignoring whether the game is
// over: captures only when one exists (3.4), otherwise every forward move and every retreat.
void generate(const Position &p, int side, std::vector<RawMove> &out);
// Does `side` have any legal move (forward or back, 4.1.2)?
bool has_move(const Position &p, int side);
// Plays a generated move of the side to move and passes the turn.
void apply(Position &p, const RawMove &m);

} // namespace damka::ashtarashki
