// The matching questions of C.04.6, asked of LEMON's perfect matching (matching/): whether a
// set of teams can be paired at all ([C1], [C3]), and the first pairing of a bracket in the
// lexicographic order of 3.6 among those that best meet [C8], [C9] and [C10].
#pragma once

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace damka::pairing::team_swiss_detail {

// Whether teams i and j (indices into the caller's list) may meet ([C1]).
using MayMeet = std::function<bool(int i, int j)>;
// The quality cost of pairing i with j, compared as one number: [C8] x B^2 + [C9] x B + [C10].
using PairCost = std::function<long long(int i, int j)>;

// Whether `members` (indices) can all be paired with one another ([C1]); an odd count cannot.
bool can_pair_all(const std::vector<int> &members, const MayMeet &may_meet);

// 3.6: `members` sorted by ascending TPN (so an index's position is its rank). Among the
// pairings with the least total cost, the first by identifier (3.6.2: the top members
// ascending, then their bottom members); pairs as (top, bottom). Nothing when none exists.
// Exact: it decides the identifier position by position, asking each time whether a pairing
// of least cost is still possible with that choice (one weighted matching a question).
std::optional<std::vector<std::pair<int, int>>> first_best_pairing(const std::vector<int> &members,
                                                                   const MayMeet &may_meet, const PairCost &cost);

} // namespace damka::pairing::team_swiss_detail
