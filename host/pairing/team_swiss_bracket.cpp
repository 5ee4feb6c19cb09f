#include "team_swiss_bracket.hpp"

#include "pairing/matching/max_weight_matching.hpp"

namespace damka::pairing::team_swiss_detail {

namespace {

using Weight = matching::WideInt<2>;
constexpr long long kBase = 1LL << 40; // above any total cost: weight = kBase - cost

enum class Role { Open, Top, Bottom };

// The least total cost of a pairing of `members` in which each position keeps its role (a top
// member meets a later position, a bottom member an earlier one) and its forced partner.
std::optional<long long> least_cost(const std::vector<int> &members, const MayMeet &may_meet, const PairCost &cost,
                                    const std::vector<Role> &role, const std::vector<int> &partner) {
    const int n = int(members.size());
    if (n == 0) return 0;
    if (n % 2) return std::nullopt;
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
    long long total = 0;
    for (int p = 0; p < n; ++p)
        if (p < (*mate)[size_t(p)]) total += cost(members[size_t(p)], members[size_t((*mate)[size_t(p)])]);
    return total;
}

} // namespace

bool can_pair_all(const std::vector<int> &members, const MayMeet &may_meet) {
    const std::vector<Role> open(members.size(), Role::Open);
    const std::vector<int> free(members.size(), -1);
    return least_cost(
               members, may_meet, [](int, int) { return 0LL; }, open, free)
        .has_value();
}

std::optional<std::vector<std::pair<int, int>>> first_best_pairing(const std::vector<int> &members,
                                                                   const MayMeet &may_meet, const PairCost &cost) {
    const size_t n = members.size();
    std::vector<Role> role(n, Role::Open);
    std::vector<int> partner(n, -1);
    const auto best = least_cost(members, may_meet, cost, role, partner);
    if (!best) return std::nullopt;
    const auto still_best = [&] {
        const auto c = least_cost(members, may_meet, cost, role, partner);
        return c && *c == *best;
    };
    // 3.6.2-3.6.3: the identifier starts with the top members in ascending order, so the first
    // identifier has the smallest set of top members: taking the teams in TPN order, each is a
    // top member whenever a pairing of least cost still allows it.
    for (size_t p = 0; p < n; ++p) {
        role[p] = Role::Top;
        if (!still_best()) role[p] = Role::Bottom;
    }
    // Then the bottom members, in the order of their top members: each the smallest possible.
    for (size_t p = 0; p < n; ++p) {
        if (role[p] != Role::Top) continue;
        for (size_t q = p + 1; q < n; ++q) {
            if (role[q] != Role::Bottom || partner[q] >= 0) continue;
            partner[p] = int(q);
            partner[q] = int(p);
            if (still_best()) break;
            partner[p] = partner[q] = -1;
        }
        if (partner[p] < 0) return std::nullopt; // cannot happen: the roles came from a pairing
    }
    std::vector<std::pair<int, int>> out;
    for (size_t p = 0; p < n; ++p)
        if (role[p] == Role::Top) out.emplace_back(members[p], members[size_t(partner[p])]);
    return out;
}

} // namespace damka::pairing::team_swiss_detail
