// Turkish move generation (README "Rules"): captures compulsory, the most pieces taken
// (majority), every capture path listed; quiet moves otherwise. Plus the cheap questions
// perft asks at the last ply: is there a capture, how many quiet moves.
#pragma once

#include "board.hpp"

#include <vector>

namespace damka::turkish {

using MoveList = std::vector<Move>;

// Every legal move of the side to move into `out` (cleared first): the captures that take the
// most pieces, each path separately, or else every quiet move.
void generate(const Position &p, MoveList &out);

// The legal captures only (empty when none): what generate() gives when a capture exists.
void generate_captures(const Position &p, MoveList &out);

// The quiet moves only (legal when no capture exists).
void generate_quiet(const Position &p, MoveList &out);

// Can the side to move capture anything?
bool can_capture(const Position &p);

// How many quiet moves the side to move has (legal when it cannot capture).
uint64_t count_quiet(const Position &p);

} // namespace damka::turkish
