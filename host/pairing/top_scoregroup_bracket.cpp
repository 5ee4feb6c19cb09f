#include "top_scoregroup_bracket.hpp"

#include "pairing/matching/max_weight_matching.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

namespace damka::pairing::top_scoregroup {

namespace {

using Weight = matching::WideInt<2>;
constexpr long long kBase = 1LL << 40; // above any total cost: weight = kBase - cost

enum class Role { Open, Top, Bottom };

struct Solution {
    long long cost = 0;
    std::vector<int> mate; // positions
};

// The least total cost of a pairing of `members` in which each position keeps its role (a top
// member meets a later position, a bottom member an earlier one) and its forced partner.
std::optional<Solution> least_cost(const std::vector<int> &members, const MayMeet &may_meet, const PairCost &cost,
                                   const std::vector<Role> &role, const std::vector<int> &partner) {
    const int n = int(members.size());
    if (n % 2) return std::nullopt;
    if (n == 0) return Solution{};
    std::vector<matching::Edge<2>> edges;
    for (int p = 0; p < n; ++p)
        for (int q = p + 1; q < n; ++q) {
            if (role[size_t(p)] == Role::Bottom || role[size_t(q)] == Role::Top) continue;
            if ((partner[size_t(p)] >= 0 && partner[size_t(p)] != q) ||
                (partner[size_t(q)] >= 0 && partner[size_t(q)] != p))
                continue;
            if (!may_meet(members[size_t(p)], members[size_t(q)])) continue;
            edges.push_back({p, q, Weight(kBase - cost(members[size_t(p)], members[size_t(q)]))});
        }
    const auto mate = matching::max_weight_perfect_matching<2>(n, edges);
    if (!mate) return std::nullopt;
    Solution s{0, *mate};
    for (int p = 0; p < n; ++p)
        if (p < s.mate[size_t(p)]) s.cost += cost(members[size_t(p)], members[size_t(s.mate[size_t(p)])]);
    return s;
}

// The fold: the first half as top members, each taking the smallest free bottom member it may
// meet at no cost. A pairing of cost 0 when it completes (then of least cost).
std::optional<std::vector<int>> zero_cost_fold(const std::vector<int> &members, const MayMeet &may_meet,
                                               const PairCost &cost) {
    const size_t n = members.size(), half = n / 2;
    std::vector<int> mate(n, -1);
    for (size_t p = 0; p < half; ++p) {
        for (size_t q = half; q < n && mate[p] < 0; ++q)
            if (mate[q] < 0 && may_meet(members[p], members[q]) && cost(members[p], members[q]) == 0) {
                mate[p] = int(q);
                mate[q] = int(p);
            }
        if (mate[p] < 0) return std::nullopt;
    }
    return mate;
}

} // namespace

bool can_pair_all(const std::vector<int> &members, const MayMeet &may_meet) {
    const size_t n = members.size();
    if (n % 2) return false;
    std::vector<int> mate(n, -1);
    bool complete = true;
    for (size_t i = 0; i < n; ++i) { // greedy: each with the first free one it may meet
        if (mate[i] >= 0) continue;
        for (size_t j = i + 1; j < n && mate[i] < 0; ++j)
            if (mate[j] < 0 && may_meet(members[i], members[j])) mate[i] = int(j), mate[j] = int(i);
        complete = complete && mate[i] >= 0;
    }
    if (complete) return true;
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    Graph g(n);
    for (size_t i = 0; i < n; ++i)
        for (size_t j = i + 1; j < n; ++j)
            if (may_meet(members[i], members[j])) boost::add_edge(i, j, g);
    std::vector<boost::graph_traits<Graph>::vertex_descriptor> m(n);
    boost::edmonds_maximum_cardinality_matching(g, &m[0]);
    return 2 * boost::matching_size(g, &m[0]) == n;
}

std::optional<std::vector<std::pair<int, int>>> first_best_pairing(const std::vector<int> &members,
                                                                   const MayMeet &may_meet, const PairCost &cost) {
    const size_t n = members.size(), half = n / 2;
    std::vector<Role> role(n, Role::Open);
    std::vector<int> partner(n, -1);
    Solution witness;
    if (auto fold = zero_cost_fold(members, may_meet, cost)) {
        witness = {0, std::move(*fold)};
    } else if (auto s = least_cost(members, may_meet, cost, role, partner)) {
        witness = std::move(*s);
    } else {
        return std::nullopt;
    }
    const long long best = witness.cost;
    // Whether a pairing of least cost keeps the current roles and partners; the witness
    // becomes that pairing when there is one.
    const auto still_best = [&] {
        auto s = least_cost(members, may_meet, cost, role, partner);
        if (!s || s->cost != best) return false;
        witness = std::move(*s);
        return true;
    };
    // 3.6.2-3.6.3: the identifier starts with the top members in ascending order, so the first
    // identifier has the smallest set of top members: taking the entrants in TPN order, each is
    // a top member whenever a pairing of least cost still allows it.
    size_t tops = 0, bottoms = 0;
    for (size_t p = 0; p < n; ++p) {
        if (tops == half || bottoms == half) {
            role[p] = tops == half ? Role::Bottom : Role::Top;
        } else if (witness.mate[p] > int(p)) {
            role[p] = Role::Top; // the witness keeps every earlier choice and has p on top
        } else {
            role[p] = Role::Top;
            if (!still_best()) role[p] = Role::Bottom; // the witness (p a bottom member) still holds
        }
        ++(role[p] == Role::Top ? tops : bottoms);
    }
    // Then the bottom members, in the order of their top members: each the smallest possible.
    for (size_t p = 0; p < n; ++p) {
        if (role[p] != Role::Top) continue;
        for (size_t q = p + 1; q < n; ++q) {
            if (role[q] != Role::Bottom || partner[q] >= 0) continue;
            if (!may_meet(members[p], members[q]) || (best == 0 && cost(members[p], members[q]) > 0)) continue;
            partner[p] = int(q);
            partner[q] = int(p);
            if (witness.mate[p] == int(q) || still_best()) break;
            partner[p] = partner[q] = -1;
        }
        if (partner[p] < 0) return std::nullopt; // cannot happen: the roles came from a pairing
    }
    std::vector<std::pair<int, int>> out;
    for (size_t p = 0; p < n; ++p)
        if (role[p] == Role::Top) out.emplace_back(members[p], members[size_t(partner[p])]);
    return out;
}

} // namespace damka::pairing::top_scoregroup
