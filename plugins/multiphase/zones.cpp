#include "zones.hpp"

namespace damka::multiphase {
namespace {

constexpr int kOrthogonal[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kKing[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The squares of `inside` reachable from `seed` by steps of `dirs`, staying in `inside`.
template <size_t N>
Squares flood(const Squares &inside, int seed, const int (&dirs)[N][2]) {
    Squares region;
    std::vector<int> stack{seed};
    region.set(size_t(seed));
    while (!stack.empty()) {
        const int s = stack.back();
        stack.pop_back();
        for (const auto &d : dirs) {
            const int n = neighbour(s, d[0], d[1]);
            if (n >= 0 && inside.test(size_t(n)) && !region.test(size_t(n))) {
                region.set(size_t(n));
                stack.push_back(n);
            }
        }
    }
    return region;
}

int first_of(const Squares &s) {
    for (int i = 0; i < kSquares; ++i)
        if (s.test(size_t(i))) return i;
    return -1;
}

} // namespace

std::vector<Squares> zones(const Placement &p, int moved) {
    Squares rest = ~p.colour[size_t(1 - moved)];
    std::vector<Squares> out;
    for (int s = first_of(rest); s >= 0; s = first_of(rest)) {
        out.push_back(flood(rest, s, kOrthogonal));
        rest &= ~out.back();
    }
    return out;
}

bool separated(const Squares &pieces) {
    for (int s = 0; s < kSquares; ++s) {
        if (!pieces.test(size_t(s))) continue;
        for (const auto &d : kKing)
            if (const int n = neighbour(s, d[0], d[1]); n >= 0 && pieces.test(size_t(n))) return false;
    }
    return true;
}

bool connected(const Squares &pieces) {
    const int s = first_of(pieces);
    return s < 0 || flood(pieces, s, kKing) == pieces;
}

} // namespace damka::multiphase
