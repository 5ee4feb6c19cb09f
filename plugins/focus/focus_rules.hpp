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
    // focus seed 4 "А теперь самое главное. Башня, выполняя ход, может менять направление
    // движения": the seed's main rule, the moving part may turn between steps (`focus`, formerly
    // `focus-turning`, issue 33). The seed's other reading, "башня, выполняющая ход не может
    // менять направление движения", which Sackson and every implementation found follow, is the
    // named alternative (`focus-straight`, stored before issue 33 as `focus`).
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

inline constexpr Rules kFocus{"focus", true};
inline constexpr Rules kFocusStraight{"focus-straight", false};

} // namespace damka::focus
