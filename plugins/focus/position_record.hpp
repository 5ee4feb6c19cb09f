// The Focus position string (README "Position strings"): parse and print, and the start
// position.
#pragma once

#include "board.hpp"

#include <string>
#include <string_view>

namespace damka::focus {

// Digest: 18 pieces each in pairs on the central 6x6, White (the first player) on
// b2 c2 f2 g2 d3 e3 b4 c4 f4 g4 d5 e5 b6 c6 f6 g6 d7 e7, Black on the other 18.
Position start_position();

// `stacks: b2 w, c2 w, d2 b, e4 wbw; reserve: white 0, black 1; white to move[; end: sackson]`
std::string format_position(const Position &p);
// Throws sdk::Error(INVALID) naming the offending token.
Position parse_position(std::string_view text);

} // namespace damka::focus
