// The numbers of Multiphase draughts, each citing its source (see README.md). The seed's
// sections have no numbers: citations name the section ("multiphase Инвентарь").
#pragma once

namespace damka::multiphase {

// multiphase Инвентарь: "игровое поле, расчерченное на квадраты (11x11)".
inline constexpr int kSize = 11;
inline constexpr int kSquares = kSize * kSize;
// multiphase Инвентарь: "по 21-й шашке для каждого игрока".
inline constexpr int kPiecesPerSide = 21;
// multiphase Фазы: "нужно выиграть первым в двух любых «фазах»".
inline constexpr int kPhasesToWin = 2;
// multiphase Дополнительное правило: a transfer from a zone is allowed when its squares (not
// held by the fence) are fewer than three times the mover's pieces in it.
inline constexpr int kTransferFactor = 3;

// Decisions (README "Draws"): the seed has no draw rule beyond the drawn phase. A draw of the
// game may be claimed once it has lasted 200 moves by each side. A phase drawn when nobody has
// finished it after N plies is not in the seed (issue 33): an option an event sets as a
// competition rule (`phase limit: N`, off by default; 200 plies was the rule before), see Options.
inline constexpr int kGameClaimPlies = 400;
inline constexpr int kMaxPhaseLimitPlies = 100000;

// The set-up options (README "Options"), constant through a game and printed in its position
// string when not the default.
struct Options {
    // `phase limit: N`: a phase nobody has finished after N plies is drawn; 0, the default,
    // for none (the seed knows no such draw).
    int phase_limit = 0;
    // `unchanged zone: same squares`: a zone counts as unchanged only as the same set of
    // squares (the reading before issue 33). Default `same size`: multiphase Дополнительное
    // правило "если размер «зоны» ... не изменится ... (то есть ... «зона» расширилась, сжалась,
    // либо совсем исчезла)" — the size is what must not change.
    bool same_squares = false;
    bool operator==(const Options &) const = default;
};

} // namespace damka::multiphase
