#include "attacks.hpp"

#include "geometry.hpp"

namespace damka::tavreli {

int volkhv_square(const Position &p, int side) {
    for (int sq = 0; sq < kSquares; ++sq)
        if (is_top(p, sq, side, Kind::Volkhv)) return sq;
    return -1;
}

bool attacked(const Position &p, int sq, int by) {
    // Look outward from `sq` for the first tower on each line, then the knight squares and the
    // two squares a Ратник of `by` climbs from.
    auto first_on_line = [&](Step s, int &dist) {
        dist = 0;
        for (int at = shifted(sq, s); at >= 0; at = shifted(at, s)) {
            ++dist;
            if (!p.at(at).empty()) return at;
        }
        return -1;
    };
    for (const bool diagonal : {false, true})
        for (int i = 0; i < 4; ++i) {
            const Step s = diagonal ? kDiagonal[i] : kOrthogonal[i];
            int dist = 0;
            const int at = first_on_line(s, dist);
            if (at < 0 || p.owner(at) != by) continue;
            const Kind k = p.at(at).back().acts_as();
            if ((diagonal ? slides_diagonally(k) : slides_orthogonally(k)) || (k == Kind::Volkhv && dist == 1))
                return true;
        }
    for (const Step &s : kKnight) {
        const int at = shifted(sq, s);
        if (at >= 0 && p.owner(at) == by && jumps(p.at(at).back().acts_as())) return true;
    }
    for (int dx : {-1, 1}) {
        const int at = shifted(sq, Step{dx, by == 0 ? -1 : 1});
        if (at >= 0 && is_top(p, at, by, Kind::Ratnik)) return true;
    }
    return false;
}

} // namespace damka::tavreli
