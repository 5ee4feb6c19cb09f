// What the unit tests of the Swiss engines (dubov_test.cpp, burstein_test.cpp, lim_test.cpp)
// share: the small builders of their hand-worked positions, and the check of a generated
// tournament round by round through an independent checker.
#pragma once

#include "pairing/trf/generator.hpp"
#include "pairing/pairing.hpp"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace damka::pairing::swiss_tests {

inline constexpr Colour W = Colour::White, B = Colour::Black;

// A game over the board against `opponent` with colour `c`, no points recorded.
PastRound played(int opponent, Colour c, Float f = Float::None);

// Ratings fall with the TPN (2000, 1990, ...), as C.04.2 numbers players.
Player player(int start, double score, std::vector<PastRound> rounds, bool available = true);

// Round `round` of a tournament of `total` planned rounds (0: not known).
Settings settings(int round, int total);

// Pairs written (White, Black), in board order.
std::vector<Pair> pairs(std::initializer_list<std::pair<int, int>> v);

// A system's independent checker of the absolute criteria (check_absolute_dubov, ...).
using AbsoluteCheck = std::vector<std::string> (*)(const std::vector<Player> &, const Settings &, const Pairing &);

// Every round of `doc`, generated from `seed` with `system`'s engine, passes `check` (each
// violation a test failure naming the seed and the round); with `replay`, `system`'s engine
// pairs every round again from the rounds before it and finds the same pairing (-c). Adds the
// rounds checked to `rounds_checked`.
void expect_generated_rounds_valid(const trf::Document &doc, std::uint64_t seed, SwissSystem system,
                                   AbsoluteCheck check, bool replay, int &rounds_checked);

} // namespace damka::pairing::swiss_tests
