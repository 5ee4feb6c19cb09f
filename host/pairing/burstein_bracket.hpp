// Internal to the Burstein engine: one bracket's choice (C.04.4.2 3.2) as weighted matchings.
#pragma once

#include "pairing.hpp"

#include <functional>
#include <optional>
#include <vector>

namespace damka::pairing::burstein {

// A bracket and everything still unpaired below it, as vertex numbers 0..size-1.
struct BracketProblem {
    int bracket = 0; // vertices 0..bracket-1: the bracket in BSN order (4.1)
    int next = 0; // vertices bracket..bracket+next-1: the following scoregroup; then the rest
    int size = 0;
    std::vector<int> level; // per bracket vertex: its score level (0 = the highest in the bracket)
    int levels = 0;
    std::vector<char> preference; // per bracket vertex: +1 White, -1 Black, 0 none (1.5)
    std::function<bool(int, int)> compatible; // [C1], [C3], prohibited pairs
    std::vector<int> hint; // a perfect matching of all vertices (mate per vertex)
};

// C.04.4.2 3.2: the perfect matching of every vertex that pairs the bracket best by [C5] (most
// pairs), [C6] (outgoing floaters' scores), [C7] (the following bracket by [C5]-[C6]), [C8]
// (colour preferences), then the first in the 4.3 order; mate per vertex. Nothing when the
// vertices have no perfect matching ([C4]).
std::optional<std::vector<int>> pair_bracket(const BracketProblem &p);

} // namespace damka::pairing::burstein
