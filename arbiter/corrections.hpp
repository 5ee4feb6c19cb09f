// The offences of adiukh 8.3, recognised by comparing what was done on the board with the
// plugin's legal move records (path, captured squares, flags) and board description.
#pragma once

#include "game_replay.hpp"

#include <string>

namespace damka::arbiter {

struct Offence {
    std::string id; // "capture-incomplete", ... (the 8.3 item); empty: no offence
    std::string text; // what was wrong, in words
};

// Is the board change the start of the legal capture `m` (same origin, stated landings and
// pieces taken so far are m's, the capture goes on)? adiukh 8.3 "took not all the pieces".
bool starts_capture(const BoardChange &c, const MoveRecord &m);

// The 8.3 offence of an irregular move (one the plugin did not accept as legal).
Offence classify_irregular_move(const Replay &r, const ReplayedMove &m);

} // namespace damka::arbiter
