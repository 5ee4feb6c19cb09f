// LEMON behind a plain interface. Compiled as C++17 (see CMakeLists.txt).
#include "max_weight_matching.hpp"

#include <lemon/matching.h>
#include <lemon/smart_graph.h>

namespace damka::matching {

template <int N>
std::optional<Solution<N>> max_weight_perfect_matching_with_duals(int vertices, const std::vector<Edge<N>> &edges) {
    lemon::SmartGraph g;
    g.reserveNode(vertices);
    g.reserveEdge(static_cast<int>(edges.size()));
    std::vector<lemon::SmartGraph::Node> node(static_cast<std::size_t>(vertices));
    for (auto &n : node) n = g.addNode();
    lemon::SmartGraph::EdgeMap<WideInt<N>> weight(g);
    for (const Edge<N> &e : edges)
        weight[g.addEdge(node[static_cast<std::size_t>(e.u)], node[static_cast<std::size_t>(e.v)])] = e.weight;
    using Solver = lemon::MaxWeightedPerfectMatching<lemon::SmartGraph, lemon::SmartGraph::EdgeMap<WideInt<N>>>;
    static_assert(Solver::dualScale == kDualScale);
    Solver solver(g, weight);
    if (!solver.run()) return std::nullopt;
    Solution<N> out;
    out.mate.resize(static_cast<std::size_t>(vertices));
    out.node.resize(static_cast<std::size_t>(vertices));
    out.blossoms_of.resize(static_cast<std::size_t>(vertices));
    for (int v = 0; v < vertices; ++v) {
        const auto m = solver.mate(node[static_cast<std::size_t>(v)]);
        out.mate[static_cast<std::size_t>(v)] = m == lemon::INVALID ? -1 : g.id(m);
        out.node[static_cast<std::size_t>(v)] = solver.nodeValue(node[static_cast<std::size_t>(v)]);
    }
    for (int k = 0; k < solver.blossomNum(); ++k) {
        std::vector<int> members;
        for (typename Solver::BlossomIt it(solver, k); it != lemon::INVALID; ++it) members.push_back(g.id(it));
        const int id = static_cast<int>(out.blossoms.size());
        for (int v : members) out.blossoms_of[static_cast<std::size_t>(v)].push_back(id);
        out.blossoms.push_back(std::move(members));
        out.blossom.push_back(solver.blossomValue(k));
    }
    return out;
}

template <int N>
bool Solution<N>::certifies(int u, int v, const WideInt<N> &w) const {
    WideInt<N> slack = node[static_cast<std::size_t>(u)] + node[static_cast<std::size_t>(v)];
    const WideInt<N> need = w.shifted(2); // kDualScale * w, also for negative w
    const auto &a = blossoms_of[static_cast<std::size_t>(u)], &b = blossoms_of[static_cast<std::size_t>(v)];
    if (a.empty() || b.empty()) return !(slack < need);
    for (std::size_t i = 0, j = 0; i < a.size() && j < b.size();) { // both ascending
        if (a[i] < b[j])
            ++i;
        else if (b[j] < a[i])
            ++j;
        else
            slack += blossom[static_cast<std::size_t>(a[i])], ++i, ++j;
    }
    return !(slack < need);
}

template <int N>
std::optional<std::vector<int>> max_weight_perfect_matching(int vertices, const std::vector<Edge<N>> &edges) {
    auto solution = max_weight_perfect_matching_with_duals<N>(vertices, edges);
    if (!solution) return std::nullopt;
    return std::move(solution->mate);
}

template std::optional<std::vector<int>> max_weight_perfect_matching<2>(int, const std::vector<Edge<2>> &);
template std::optional<std::vector<int>> max_weight_perfect_matching<4>(int, const std::vector<Edge<4>> &);
template std::optional<std::vector<int>> max_weight_perfect_matching<8>(int, const std::vector<Edge<8>> &);
template std::optional<std::vector<int>> max_weight_perfect_matching<16>(int, const std::vector<Edge<16>> &);

template <int N>
bool Solution<N>::tight(const std::vector<Edge<N>> &edges) const {
    WideInt<N> dual(0), primal(0);
    for (const WideInt<N> &y : node) dual += y;
    for (std::size_t k = 0; k < blossoms.size(); ++k) {
        if (blossom[k].negative()) return false;
        dual += blossom[k] * static_cast<long long>(blossoms[k].size() / 2);
    }
    for (const Edge<N> &e : edges)
        if (mate[static_cast<std::size_t>(e.u)] == e.v) primal += e.weight;
    return dual == primal.shifted(2);
}

#define DAMKA_MATCHING_INSTANCE(N)                                                                                     \
    template std::optional<Solution<N>> max_weight_perfect_matching_with_duals<N>(int, const std::vector<Edge<N>> &);  \
    template bool Solution<N>::certifies(int, int, const WideInt<N> &) const;                                          \
    template bool Solution<N>::tight(const std::vector<Edge<N>> &) const;
DAMKA_MATCHING_INSTANCE(2)
DAMKA_MATCHING_INSTANCE(4)
DAMKA_MATCHING_INSTANCE(8)
DAMKA_MATCHING_INSTANCE(16)

} // namespace damka::matching
