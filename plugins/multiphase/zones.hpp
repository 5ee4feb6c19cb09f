// Zones (multiphase Дополнительное правило) and the two phase goals (multiphase Фазы).
#pragma once

#include "board.hpp"

#include <vector>

namespace damka::multiphase {

// The zones for pieces of colour `moved`: the orthogonally connected regions of squares not
// held by the other colour (the fence). Pieces move orthogonally and never pass a piece, so
// a piece of `moved` outside a region can never enter it while the fence stands still — and
// inside one region every square can be reached, the seed's figure 5 reading ("все синие
// шашки смогут поочередно попасть на любую клетку поля, где нет красных шашек"). A region's
// size is its squares, empty or holding `moved` pieces: "число входящих в неё клеток, не
// занятых шашками противника" (figure 6: 121 - 6 - 8 - 21 = 86). One region means there are
// no zones (figure 5).
std::vector<Squares> zones(const Placement &p, int moved);

// multiphase Фазы (разделение): no two of `pieces` touch orthogonally or diagonally.
bool separated(const Squares &pieces);
// multiphase Фазы (соединение): `pieces` form one group by orthogonal or diagonal contact.
bool connected(const Squares &pieces);

} // namespace damka::multiphase
