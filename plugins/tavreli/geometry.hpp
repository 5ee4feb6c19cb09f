// Board geometry shared by move generation and attack detection: steps, the pattern families
// of the таврели (tavreli seed 2 "Описания фигур"), and the top of a tower.
#pragma once

#include "board.hpp"

namespace damka::tavreli {

struct Step {
    int dx, dy;
};
constexpr Step kOrthogonal[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step kDiagonal[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step kKnight[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

inline int shifted(int sq, Step s) {
    const int x = file_of(sq) + s.dx, y = rank_of(sq) + s.dy;
    return x < 0 || y < 0 || x >= kSize || y >= kSize ? -1 : y * kSize + x;
}

inline bool slides_orthogonally(Kind k) { return k == Kind::Knyaz || k == Kind::Ratoborets || k == Kind::Zhelgi; }
inline bool slides_diagonally(Kind k) { return k == Kind::Knyaz || k == Kind::Luchnik || k == Kind::Zhelgi; }
inline bool jumps(Kind k) { return k == Kind::Vsadnik || k == Kind::Zhelgi; }

inline bool is_top(const Position &p, int sq, int side, Kind acts) {
    const Tower &t = p.at(sq);
    return !t.empty() && t.back().side == side && t.back().acts_as() == acts;
}

} // namespace damka::tavreli
