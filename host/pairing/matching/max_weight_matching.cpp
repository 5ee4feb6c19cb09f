// LEMON behind a plain interface. Compiled as C++17 (see CMakeLists.txt).
#include "max_weight_matching.hpp"

#include <lemon/matching.h>
#include <lemon/smart_graph.h>

namespace damka::matching {

template <int N>
std::optional<std::vector<int>> max_weight_perfect_matching(int vertices, const std::vector<Edge<N>> &edges) {
    lemon::SmartGraph g;
    g.reserveNode(vertices);
    g.reserveEdge(static_cast<int>(edges.size()));
    std::vector<lemon::SmartGraph::Node> node(static_cast<std::size_t>(vertices));
    for (auto &n : node) n = g.addNode();
    lemon::SmartGraph::EdgeMap<WideInt<N>> weight(g);
    for (const Edge<N> &e : edges) weight[g.addEdge(node[static_cast<std::size_t>(e.u)], node[static_cast<std::size_t>(e.v)])] = e.weight;
    lemon::MaxWeightedPerfectMatching<lemon::SmartGraph, lemon::SmartGraph::EdgeMap<WideInt<N>>> solver(g, weight);
    if (!solver.run()) return std::nullopt;
    std::vector<int> mate(static_cast<std::size_t>(vertices), -1);
    for (int v = 0; v < vertices; ++v) {
        const auto m = solver.mate(node[static_cast<std::size_t>(v)]);
        mate[static_cast<std::size_t>(v)] = m == lemon::INVALID ? -1 : g.id(m);
    }
    return mate;
}

template std::optional<std::vector<int>> max_weight_perfect_matching<2>(int, const std::vector<Edge<2>> &);
template std::optional<std::vector<int>> max_weight_perfect_matching<4>(int, const std::vector<Edge<4>> &);
template std::optional<std::vector<int>> max_weight_perfect_matching<8>(int, const std::vector<Edge<8>> &);
template std::optional<std::vector<int>> max_weight_perfect_matching<16>(int, const std::vector<Edge<16>> &);

} // namespace damka::matching
