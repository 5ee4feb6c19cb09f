// The matching questions of the top-scoregroup procedure shared by C.04.5 (Double-Swiss) and
// C.04.6 (team Swiss), whose articles 3.3-3.6 are the same words: whether a set of entrants
// can be paired at all ([C1], [C3]), and the first pairing of a bracket in the lexicographic
// order of 3.6 among those of least quality cost.
#pragma once

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace damka::pairing::top_scoregroup {

// Whether entrants i and j (indices into the caller's list) may meet ([C1], prohibited pairs).
using MayMeet = std::function<bool(int i, int j)>;
// The quality cost of pairing i with j inside the bracket being paired, one number
// (team Swiss: [C8] x B^2 + [C9] x B + [C10]; Double-Swiss: [C8]).
using PairCost = std::function<long long(int i, int j)>;

// Whether `members` (indices) can all be paired with one another; an odd count cannot. A
// greedy pass settles the usual case, Edmonds' maximum cardinality matching the rest.
bool can_pair_all(const std::vector<int> &members, const MayMeet &may_meet);

// 3.6: `members` sorted by ascending TPN (so an index's position is its rank). Among the
// pairings with the least total cost, the first by identifier (3.6.2: the top members
// ascending, then their bottom members); pairs as (top, bottom). Nothing when none exists.
// Exact: the identifier is decided position by position, each choice kept only when a pairing
// of least cost still allows it. A witness pairing (first the fold with each top member's
// smallest free bottom member, else a weighted matching) answers most of those questions
// without a matching: round 1 and most brackets need none.
std::optional<std::vector<std::pair<int, int>>> first_best_pairing(const std::vector<int> &members,
                                                                   const MayMeet &may_meet, const PairCost &cost);

} // namespace damka::pairing::top_scoregroup
