// Maximum-weight perfect matching on a general graph, with exact wide integer weights: the
// one combinatorial tool of the Dutch engine (C.04.3 turned into a weighted matching, as the
// endorsed engines do). Implemented with LEMON's MaxWeightedPerfectMatching in a C++17
// translation unit (LEMON 1.3.1's maps do not compile as C++20); this header is plain C++.
#pragma once

#include "wide_int.hpp"

#include <optional>
#include <vector>

namespace damka::matching {

template <int N>
struct Edge {
    int u = 0, v = 0;
    WideInt<N> weight;
};

// mate[v] for every vertex 0..vertices-1 of a perfect matching of greatest total weight, or
// nothing when the graph has no perfect matching.
template <int N>
std::optional<std::vector<int>> max_weight_perfect_matching(int vertices, const std::vector<Edge<N>> &edges);

// A best perfect matching with its dual solution, which certifies optimality for edges the
// solver never saw (LP duality): when the duals are tight() and every edge (u, v) of weight w
//   node[u] + node[v] + sum of blossom[k] over the blossoms k holding both u and v >= kDualScale * w,
// no perfect matching of the larger graph weighs more.
template <int N>
struct Solution {
    std::vector<int> mate;
    std::vector<WideInt<N>> node; // node duals, scaled by kDualScale
    std::vector<std::vector<int>> blossoms; // the vertices of each blossom with a dual
    std::vector<WideInt<N>> blossom; // blossom duals, scaled by kDualScale
    std::vector<std::vector<int>> blossoms_of; // per vertex: the blossoms holding it, ascending
    bool certifies(int u, int v, const WideInt<N> &w) const;
    // The duals prove the matching optimal (for the edges they certify): no blossom dual is
    // negative and the dual objective equals kDualScale times the matching's weight. LEMON's
    // extracted duals are not always that tight (nested blossoms); then nothing is proved.
    bool tight(const std::vector<Edge<N>> &edges) const;
};
inline constexpr long long kDualScale = 4; // LEMON's scale for integer weights (a shift by 2)

template <int N>
std::optional<Solution<N>> max_weight_perfect_matching_with_duals(int vertices, const std::vector<Edge<N>> &edges);

// The limb counts the engine instantiates (128, 256, 512 and 1024 bits).
inline constexpr int kLimbChoices[] = {2, 4, 8, 16};

} // namespace damka::matching
