// The Alpha position string (README "Position strings"): parse and print, and the start
// position.
#pragma once

#include "board.hpp"

#include <string>
#include <string_view>

namespace damka::alpha {

// Decision (digest): White on ranks 1 and 2, Black on ranks 7 and 8, 16 pieces each.
Position start_position();

// `white: a1, b1, c3 2; black: a8, d5 3; reserve: white 0, black 1; white to move`
std::string format_position(const Position &p);
// Throws sdk::Error(INVALID) naming the offending token.
Position parse_position(std::string_view text);

// Pieces a side has: 16 (two full rows of the 8x8 board).
inline constexpr int kPiecesPerSide = kStartRows * kSize;

} // namespace damka::alpha
