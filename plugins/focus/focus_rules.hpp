// The rule settings of the two Focus variants, each citing its source (see README.md).
#pragma once

namespace damka::focus {

// How the game ends. focus seed 4 "Игра завершается тогда, когда у одного из игроков на поле
// не осталось ни одной башни": no tower on the board loses, reserves or not. Sackson (Gardner,
// Scientific American 1963 / A Gamut of Games): only a player who "controls no piles and has
// no reserves" has lost — an option, chosen with the set-up clause `end: sackson`.
enum class EndRule { Seed, Sackson };

struct Rules {
    const char *id;
    // focus seed 4 "Башня, выполняя ход, может менять направление движения": the moving part
    // may turn between steps (focus-turning). Sackson and every implementation found move in
    // a straight line (focus, digest "Movement reading").
    bool turning;
};

// Seed 4 "Башня не может быть высотой более чем в пять шашек".
inline constexpr int kMaxHeight = 5;
// Digest: 18 pieces each.
inline constexpr int kPiecesPerSide = 18;
// Decisions (README "Draws"): a draw may be claimed after this many plies without a capture,
// and once the game has lasted this many plies (200 moves by each side) whatever happened.
inline constexpr int kNoCapturePlies = 60;
inline constexpr int kLengthLimitPlies = 400;

inline constexpr Rules kFocus{"focus", false};
inline constexpr Rules kFocusTurning{"focus-turning", true};

} // namespace damka::focus
