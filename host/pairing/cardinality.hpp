// The largest number of pairs a group of players can form, for engines whose legality is not
// the Dutch one (Lim compatibility, C.04.4.3 2.1). Implemented next to the Dutch completion
// test in completion.cpp, on the same Boost Edmonds matching.
#pragma once

#include <functional>

namespace damka::pairing {

// Players 0 .. n-1; `can(i, j)` (i < j) says whether i and j may be paired. Returns the size
// of a maximum cardinality matching.
int maximum_pairs(int n, const std::function<bool(int, int)> &can);

} // namespace damka::pairing
