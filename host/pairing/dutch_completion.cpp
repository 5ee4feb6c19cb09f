// C.04.3 C4 (completion): whether a set of players can be paired completely. A greedy pass
// settles the usual case; otherwise Edmonds' maximum cardinality matching decides.
#include "cardinality.hpp"
#include "dutch_state.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

#include <algorithm>
#include <functional>
#include <vector>

namespace damka::pairing::dutch {
namespace {

// Pairs each player with the first compatible one below, then repairs with augmenting paths
// of length three (u-a, b-v for a pair a-b); returns the players left over. Edmonds' exact
// matching is needed only when this leaves more than one.
int greedy(const std::vector<const State *> &ps, const Settings &s, std::size_t apart, int *left_eligible) {
    const std::size_t n = ps.size(), none = n;
    auto can = [&](std::size_t i, std::size_t j) {
        return (i >= apart || j >= apart) && compatible(*ps[i], *ps[j], s);
    };
    std::vector<std::size_t> mate(n, none);
    for (std::size_t i = 0; i < n; ++i) {
        if (mate[i] != none) continue;
        for (std::size_t j = i + 1; j < n; ++j)
            if (mate[j] == none && can(i, j)) {
                mate[i] = j, mate[j] = i;
                break;
            }
    }
    auto free_players = [&] {
        std::vector<std::size_t> f;
        for (std::size_t i = 0; i < n; ++i)
            if (mate[i] == none) f.push_back(i);
        return f;
    };
    std::vector<std::size_t> left = free_players();
    for (bool improved = left.size() > 1; improved && left.size() > 1; left = free_players()) {
        improved = false;
        for (std::size_t u : left) {
            if (mate[u] != none) continue;
            for (std::size_t a = 0; a < n && mate[u] == none; ++a) {
                const std::size_t b = mate[a];
                if (b == none || a == u || !can(u, a)) continue;
                for (std::size_t v : left)
                    if (v != u && mate[v] == none && can(b, v)) {
                        mate[u] = a, mate[a] = u, mate[b] = v, mate[v] = b;
                        improved = true;
                        break;
                    }
            }
        }
    }
    for (std::size_t i : left)
        if (!ps[i]->bye_ineligible) ++*left_eligible;
    return static_cast<int>(left.size());
}

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;

// Compatibility graph (no edges among the first `apart` players); with `bye` an extra
// vertex joined to every bye-eligible player.
Graph graph(const std::vector<const State *> &ps, const Settings &s, bool bye, std::size_t apart = 0) {
    const std::size_t n = ps.size();
    Graph g(bye ? n + 1 : n);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = std::max(i + 1, apart); j < n; ++j)
            if (compatible(*ps[i], *ps[j], s)) boost::add_edge(i, j, g);
    if (bye)
        for (std::size_t i = 0; i < n; ++i)
            if (!ps[i]->bye_ineligible) boost::add_edge(i, n, g);
    return g;
}

// The size of a maximum matching: Edmonds' augmenting paths from a greedy start. Boost's
// default start (extra_greedy_matching) sorts every edge by degree first, which took most of a
// late round's time on the dense graphs of a large event; any start gives the same size.
std::size_t matching(Graph &g) {
    using Vertex = boost::graph_traits<Graph>::vertex_descriptor;
    std::vector<Vertex> mate(boost::num_vertices(g));
    boost::matching<Graph, Vertex *, boost::property_map<Graph, boost::vertex_index_t>::type,
                    boost::edmonds_augmenting_path_finder, boost::greedy_matching, boost::no_matching_verifier>(
        g, &mate[0], boost::get(boost::vertex_index, g));
    return boost::matching_size(g, &mate[0]);
}

} // namespace

bool can_complete(const std::vector<const State *> &ps, const Settings &s) {
    if (ps.empty()) return true;
    int eligible = 0;
    const int left = greedy(ps, s, 0, &eligible);
    if (left == 0 || (left == 1 && eligible == 1)) return true;
    Graph g = graph(ps, s, ps.size() % 2 == 1);
    return 2 * matching(g) == boost::num_vertices(g);
}

} // namespace damka::pairing::dutch

namespace damka::pairing {

int maximum_pairs(int n, const std::function<bool(int, int)> &can) {
    if (n < 2) return 0;
    // Each player with the first free compatible one after him: when that pairs everybody (the
    // usual case) it is a maximum matching; otherwise Edmonds decides.
    std::vector<char> taken(static_cast<std::size_t>(n), 0);
    int greedy = 0;
    for (int i = 0; i < n; ++i) {
        if (taken[static_cast<std::size_t>(i)]) continue;
        for (int j = i + 1; j < n; ++j)
            if (!taken[static_cast<std::size_t>(j)] && can(i, j)) {
                taken[static_cast<std::size_t>(i)] = taken[static_cast<std::size_t>(j)] = 1;
                ++greedy;
                break;
            }
    }
    if (greedy == n / 2) return greedy;
    dutch::Graph g(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (can(i, j)) boost::add_edge(static_cast<std::size_t>(i), static_cast<std::size_t>(j), g);
    return static_cast<int>(dutch::matching(g));
}

} // namespace damka::pairing
