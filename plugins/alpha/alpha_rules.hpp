// The rule constants of the Alpha game, each citing its source (see README.md).
#pragma once

namespace damka::alpha {

// Decision (digest "Alpha game"): the seed gives no board size; its diagram is lost.
inline constexpr int kSize = 8;
// Decision (digest): each side starts on its two nearest rows, 16 pieces.
inline constexpr int kStartRows = 2;
// alpha seed 5 "Максимальная высота создаваемого столбика не может превышать четырех шашек".
inline constexpr int kMaxHeight = 4;
// Decisions (README "Draws"): the seed names no draw. A draw may be claimed once the game has
// lasted this many plies (200 moves by each side).
inline constexpr int kLengthLimitPlies = 400;

} // namespace damka::alpha
