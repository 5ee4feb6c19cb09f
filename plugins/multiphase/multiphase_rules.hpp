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

// Decisions (README "Draws"): the seed has no draw rule beyond the drawn phase. A phase in
// which nobody has finished after 100 moves by each side is drawn; a draw of the game may be
// claimed once it has lasted 200 moves by each side.
inline constexpr int kPhaseLimitPlies = 200;
inline constexpr int kGameClaimPlies = 400;

} // namespace damka::multiphase
