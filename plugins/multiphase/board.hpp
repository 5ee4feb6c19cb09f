// The Multiphase board: 11x11 squares a1..k11, and the placement of the two colours' pieces.
// Colour 0 is Blue (sides[0]), colour 1 Red, as in the seed's figures.
#pragma once

#include "multiphase_rules.hpp"

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <string_view>

namespace damka::multiphase {

using Squares = std::bitset<kSquares>;

struct Placement {
    std::array<Squares, 2> colour{}; // the squares of Blue's and of Red's pieces
    Squares occupied() const { return colour[0] | colour[1]; }
    bool operator==(const Placement &) const = default;
};

// Index = rank * 11 + file, a1 = 0 (plugin-api square indices, seen from Blue).
inline int file_of(int square) { return square % kSize; }
inline int rank_of(int square) { return square / kSize; }
// The square one step from `square` by (dx, dy), or -1 off the board.
int neighbour(int square, int dx, int dy);

// "a1".."k11".
std::string square_name(int square);
// "a1".."k11" (case-insensitive) to an index, or -1.
int parse_square(std::string_view name);

// A hash of the placement (repetition look-up; equal placements hash equal).
uint64_t placement_hash(const Placement &p);

} // namespace damka::multiphase
