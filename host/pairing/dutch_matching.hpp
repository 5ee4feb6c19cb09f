// The exact maximum-weight matching of one Dutch bracket over the criteria's weights
// (dutch_criteria.hpp), on a sparse graph made exact by LEMON's dual certificate, with the
// steering bits that pick Article 4's earliest candidate among the equally good ones. Used by
// dutch_bracket.cpp only.
#pragma once

#include "dutch_criteria.hpp"
#include "dutch_generation.hpp"
#include "pairing/matching/max_weight_matching.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace damka::pairing::dutch::detail {

// The matching of a bracket on a sparse graph made exact by the dual certificate: solve on
// the edges held so far, then every edge left out must satisfy the dual condition of the
// solution (matching/max_weight_matching.hpp); the ones that do not are added and the graph
// is solved again. What comes out is the optimum of the full graph, only faster.
template <int N>
class Solver {
public:
    Solver(const Bracket &b, const std::vector<std::pair<int, int>> &hint, int steer_bits = kSteerBits)
        : b_(b), nv_(b.vertices()), width_(b.layout().bound.size()) {
        const auto &bound = b.layout().bound;
        offset_.resize(bound.size());
        int o = steer_bits + 2;
        for (std::size_t f = bound.size(); f-- > 0;) {
            offset_[f] = o;
            o += bits(2 * bound[f]) + 1;
        }
        held_.assign(static_cast<std::size_t>(nv_) * static_cast<std::size_t>(nv_), 0);
        base_.assign(static_cast<std::size_t>(nv_) * static_cast<std::size_t>(nv_), kUnknown);
        // Weights kept once computed: every pair of the bracket and the PAB as an index into
        // the few distinct weights they take (`distinct_`); one value per vertex for its edges
        // to the next scoregroup and to lower players, one for the pairs of the next scoregroup.
        nw_ = b.bracket_size() + (b.is_bye(nv_ - 1) ? 1 : 0);
        const std::size_t table = static_cast<std::size_t>(nw_) * static_cast<std::size_t>(nw_);
        // Two solvers may live at once (earliest_exchange_any): at most 256 MB each.
        if (table * sizeof(std::uint32_t) <= (std::size_t{256} << 20)) cache_.assign(table, 0);
        Fields f(width_);
        for (int u = 0; u < b.top(); ++u) {
            down_.push_back(b.top() < b.players() ? compute(u, b.top(), f) : matching::WideInt<N>(0));
            down_d_.push_back(down_.back().approx());
        }
        // Bracket::fields: a bracket player's pair with the next scoregroup weighs what his
        // float and the next bracket's pair count, whoever the next player is; the pairs of the
        // next scoregroup all weigh the same.
        const int nb = b.bracket_size();
        for (int u = 0; u < nb; ++u) {
            side_.push_back(nb < b.top() ? compute(u, nb, f) : matching::WideInt<N>(0));
            side_d_.push_back(side_.back().approx());
        }
        if (b.top() - nb >= 2) nn_ = compute(nb, nb + 1, f);
        pair_unit_ = matching::WideInt<N>(1).shifted(offset_[static_cast<std::size_t>(b.layout().pairs)]);
        for (auto [u, v] : hint) hold(u, v); // a perfect matching of the rest: always solvable
        widen();
    }

    // The best matching under `c`, or nothing when no perfect matching respects it.
    std::optional<std::vector<int>> solve(const Constraint &c) {
        const bool keep = std::exchange(keep_duals_, false);
        for (;;) {
            std::vector<matching::Edge<N>> use;
            use.reserve(edges_.size());
            // Once the duals are kept, every solve looks for a best candidate, which holds no
            // pair they exclude (possible()): those pairs are left out of the graph.
            for (std::size_t i = 0; i < edges_.size(); ++i) {
                const auto &e = edges_[i];
                if (allowed(e.u, e.v, c) && held_possible(i)) use.push_back({e.u, e.v, e.weight + steering(e.u, e.v)});
            }
            auto sol = matching::max_weight_perfect_matching_with_duals<N>(nv_, use);
            if (!sol) {
                if (dense_) return std::nullopt;
                widen();
                continue;
            }
            if (!dense_ && !sol->tight(use)) return solve_dense(c); // the duals prove nothing
            // Doubles decide the clear cases (far from tight either way); exact arithmetic the rest.
            std::vector<double> y(static_cast<std::size_t>(nv_)), yb(static_cast<std::size_t>(b_.bracket_size()));
            for (int u = 0; u < nv_; ++u)
                y[static_cast<std::size_t>(u)] = sol->node[static_cast<std::size_t>(u)].approx();
            for (int u = 0; u < b_.bracket_size(); ++u)
                yb[static_cast<std::size_t>(u)] =
                    (sol->node[static_cast<std::size_t>(u)] - pair_unit_.shifted(1)).approx();
            // Blossoms nest: the ones holding both ends of an edge are the outer part shared
            // by both ends' lists (LEMON lists inner blossoms first). OuterSums: the duals of a
            // blossom and of every blossom around it, once per blossom.
            OuterSums outer(sol->blossoms_of, sol->blossom);
            SharedBlossoms shared(sol->blossoms_of, sol->blossom.size());
            auto margin = [](double p, double q, double r) {
                return 1e-9 * (std::abs(p) + std::abs(q) + std::abs(r)) + 1;
            };
            bool certified = true;
            std::vector<Violation> violated;
            Fields f(width_);
            auto check = [&](int a, int z) {
                if (held(a, z) || !base(a, z) || !allowed(a, z, c)) return;
                // Within the bracket, duals and weights less what a pair without any criterion
                // missed has (pair_unit_): doubles then resolve what the criteria below [C6] miss.
                const bool inside = b_.in_bracket(z);
                const double w4 =
                    4 * ((inside ? weight_rel_approx(a, z, f) : weight_approx(a, z, f)) + steering_approx(a, z));
                const std::size_t from = shared.from(a, z);
                const auto &ys = inside ? yb : y;
                const double ya = ys[static_cast<std::size_t>(a)], yz = ys[static_cast<std::size_t>(z)];
                const double in = outer.approx(a, from);
                const double approx = ya + yz + in - w4, error = margin(ya, yz, in) + std::abs(w4) * 1e-9;
                if (approx > error) return; // certified
                if (approx >= -error) { // too close for doubles: the dual condition
                    // (matching::Solution::certifies), inline
                    const matching::WideInt<N> w = weight(a, z, f);
                    const matching::WideInt<N> slack = sol->node[static_cast<std::size_t>(a)] +
                        sol->node[static_cast<std::size_t>(z)] + outer.exact(a, from);
                    if (!(slack < (w + steering(a, z)).shifted(2))) return;
                }
                if (!possible(a, z)) return; // in no best candidate: need not be covered
                violated.push_back({approx, a, z});
                certified = false;
            };
            const int top = b_.top(), nb = b_.bracket_size(), bye = b_.is_bye(nv_ - 1) ? nv_ - 1 : -1;
            const auto &node = sol->node;
            auto dual = [&](int u) -> const matching::WideInt<N> & { return node[static_cast<std::size_t>(u)]; };
            // Pairs of the bracket. No pair weighs more than pair_unit_ (the criteria below [C6]
            // only take away) and the steering only takes away too, but for a resident
            // exchange's: then y[u] + y[v] >= 4 pair_unit_ certifies, and in dual order only
            // the first partners of each player need a look.
            if (exchange_bsn_.empty()) {
                std::vector<int> order(static_cast<std::size_t>(nb));
                for (int u = 0; u < nb; ++u) order[static_cast<std::size_t>(u)] = u;
                std::sort(order.begin(), order.end(), [&](int a, int b) { return dual(a) < dual(b); });
                const matching::WideInt<N> most = pair_unit_.shifted(2);
                for (std::size_t i = 0; i < order.size(); ++i) {
                    const int u = order[i];
                    const matching::WideInt<N> need = most - dual(u);
                    if (i + 1 < order.size() && !(dual(order[i + 1]) < need)) break; // and for every later u
                    shared.own(u);
                    for (std::size_t j = i + 1; j < order.size() && dual(order[j]) < need; ++j)
                        check(std::min(u, order[j]), std::max(u, order[j]));
                }
            } else {
                for (int u = 0; u < nb; ++u) {
                    shared.own(u);
                    for (int v = u + 1; v < nb; ++v) check(u, v);
                }
            }
            if (bye >= 0) // pairs with the PAB: each looked at
                for (int u = 0; u < top; ++u) check(u, bye);
            // The other pairs are certified by y[u] + y[v] >= 4w alone, as blossom duals are
            // not negative: lower players ordered by dual, only the first need a look.
            std::vector<int> below, next;
            for (int u = 0; u < nv_; ++u)
                if (b_.is_lower(u))
                    below.push_back(u);
                else if (b_.is_next(u))
                    next.push_back(u);
            std::sort(below.begin(), below.end(), [&](int a, int b) { return dual(a) < dual(b); });
            std::sort(next.begin(), next.end(), [&](int a, int b) { return dual(a) < dual(b); });
            // Players 0 .. `count`-1 each with a `group` (sorted by dual) whose pairs with him
            // weigh `weight[u]` and steer alike whoever the partner is: only the partners whose
            // duals are below what certifies need a look, and a partner inside u's outermost
            // blossom, which adds at least that blossom's dual, only below that less it.
            auto outermost = [&](int u) {
                const auto &list = sol->blossoms_of[static_cast<std::size_t>(u)];
                return list.empty() ? -1 : list.back();
            };
            auto against = [&](int count, const std::vector<int> &group,
                               const std::vector<matching::WideInt<N>> &weight) {
                for (int u = 0; u < count && !group.empty(); ++u) {
                    const matching::WideInt<N> need =
                        (weight[static_cast<std::size_t>(u)] + steering(u, group.front())).shifted(2) - dual(u);
                    const int home = outermost(u);
                    const matching::WideInt<N> need_home =
                        home < 0 ? need : need - sol->blossom[static_cast<std::size_t>(home)];
                    shared.own(u);
                    for (int v : group) {
                        if (!(dual(v) < need)) break;
                        if (home >= 0 && outermost(v) == home && !(dual(v) < need_home)) continue;
                        check(u, v);
                    }
                }
            };
            against(nb, next, side_); // a bracket player with the next scoregroup
            against(top, below, down_); // a bracket or next-scoregroup player with a lower one (Bracket::top)
            if (bye >= 0)
                for (int v : below) check(v, bye);
            // Pairs of a group that all weigh `floor` / 4 (lower players: 0; the next scoregroup:
            // nn_): y[a] + y[z] + (the blossoms holding both) >= floor certifies. Walked from
            // the outermost blossoms in: a group shares the blossoms walked so far (sum
            // `around`); its pairs are all certified once its two smallest duals are, else the
            // pairs that part here are looked at and each part is walked further.
            matching::WideInt<N> floor(0);
            auto walk = [&](auto &&self, std::vector<int> &group, std::size_t depth,
                            const matching::WideInt<N> &around) -> void {
                if (group.size() < 2) return;
                std::sort(group.begin(), group.end(), [&](int a, int b) { return dual(a) < dual(b); });
                if (!(dual(group[0]) + dual(group[1]) + around < floor)) return;
                // The parts one level in: each blossom there, and the vertices in none (`single`).
                std::map<int, std::vector<int>> parts; // by blossom; members stay sorted by dual
                std::vector<int> single;
                for (int u : group) {
                    const auto &list = sol->blossoms_of[static_cast<std::size_t>(u)];
                    if (depth < list.size())
                        parts[list[list.size() - 1 - depth]].push_back(u);
                    else
                        single.push_back(u);
                }
                auto pair = [&](int a, int b) { check(std::min(a, b), std::max(a, b)); };
                // Two single vertices: in dual order, stopping at the first pair that certifies.
                for (std::size_t i = 0; i + 1 < single.size(); ++i) {
                    const matching::WideInt<N> need = floor - (dual(single[i]) + around);
                    if (!(dual(single[i + 1]) < need)) break;
                    shared.own(single[i]);
                    for (std::size_t j = i + 1; j < single.size() && dual(single[j]) < need; ++j)
                        pair(single[i], single[j]);
                }
                // A blossom's member with a vertex outside it (each such pair met from both sides).
                for (const auto &[blossom, members] : parts)
                    for (int a : group) {
                        const matching::WideInt<N> need = floor - (dual(a) + around);
                        if (!(dual(members.front()) < need)) break;
                        const auto &list = sol->blossoms_of[static_cast<std::size_t>(a)];
                        if (depth < list.size() && list[list.size() - 1 - depth] == blossom) continue;
                        shared.own(a);
                        for (std::size_t l = 0; l < members.size() && dual(members[l]) < need; ++l) pair(a, members[l]);
                    }
                for (auto &[blossom, members] : parts)
                    self(self, members, depth + 1, around + sol->blossom[static_cast<std::size_t>(blossom)]);
            };
            walk(walk, below, 0, matching::WideInt<N>(0));
            floor = nn_.shifted(2);
            walk(walk, next, 0, matching::WideInt<N>(0));
            add_most_violated(violated);
            if (certified) {
                if (keep) {
                    const std::size_t blossoms = sol->blossom.size();
                    duals_.emplace(Duals{std::move(sol->node),
                                         std::move(sol->blossoms_of),
                                         std::move(y),
                                         std::move(yb),
                                         std::move(outer),
                                         {}});
                    duals_->outer.rebind(duals_->blossoms_of);
                    duals_->shared = SharedBlossoms(duals_->blossoms_of, blossoms);
                }
                return std::move(sol->mate);
            }
        }
    }

    // The next solve keeps its dual solution (when it is certified), for possible().
    void keep_duals() { keep_duals_ = true; }

    // False when no best candidate can pair u with v: the pair's slack under the dual solution
    // kept (a solve steered to Article 4's shape, so the bound below) exceeds what the steering
    // can account for. Complementary slackness: for any matching M* of the best criteria value,
    // the slacks of its pairs add up to at most 4 (W(M0) - W(M*)), which is at most 4 times the
    // largest shape penalty a matching can carry (Bracket::shape_penalty_bound). Always true when
    // no certified dual solution was kept.
    bool possible(int u, int v) {
        if (!duals_) return true;
        if (u > v) std::swap(u, v);
        Duals &d = *duals_;
        Fields f(width_);
        const std::size_t from = d.shared.from(u, v);
        const double shape = b_.in_bracket(u) && b_.in_bracket(v) ? -static_cast<double>(b_.order_penalty(u, v)) : 0.0;
        const bool inside = b_.in_bracket(v); // relative to pair_unit_, as in solve()
        const auto &ys = inside ? d.yb : d.y;
        const double ya = ys[static_cast<std::size_t>(u)], yz = ys[static_cast<std::size_t>(v)];
        const double in = d.outer.approx(u, from);
        const double w4 = 4 * ((inside ? weight_rel_approx(u, v, f) : weight_approx(u, v, f)) + shape);
        const double bound = 4.0 * static_cast<double>(b_.shape_penalty_bound());
        const double slack = ya + yz + in - w4;
        const double err = 1e-9 * (std::abs(ya) + std::abs(yz) + std::abs(in) + std::abs(w4)) + 1;
        if (slack > bound + err) return false;
        if (slack < bound - err) return true;
        const matching::WideInt<N> exact = d.node[static_cast<std::size_t>(u)] + d.node[static_cast<std::size_t>(v)] +
            d.outer.exact(u, from) -
            (weight(u, v, f) + matching::WideInt<N>(shape < 0 ? -b_.order_penalty(u, v) : 0)).shifted(2);
        return !(matching::WideInt<N>(4 * b_.shape_penalty_bound()) < exact);
    }

    // The whole graph at once, without a certificate (when LEMON's duals are not tight).
    std::optional<std::vector<int>> solve_dense(const Constraint &c) {
        std::vector<matching::Edge<N>> all;
        Fields f(width_);
        for (int u = 0; u < nv_; ++u)
            for (int v = u + 1; v < nv_; ++v)
                if (base(u, v) && allowed(u, v, c)) all.push_back({u, v, weight(u, v, f) + steering(u, v)});
        return matching::max_weight_perfect_matching<N>(nv_, all);
    }

    // Steering (the lowest bits, below every criterion). By default towards the shape of
    // Article 4's first candidate. steer(): the partners of `positions` (each a player and
    // his candidates in Article 4 order) lexicographically first, position by position:
    // position j's partner of rank r weighs -min(r, cap_j) * scale_j, each scale above the
    // largest sum of the later positions' (mixed radix), so the heaviest of the equally good
    // matchings is Article 4's earliest for these positions (a partner of rank cap_j or
    // later is not told apart from the others).
    void steer(const std::vector<std::pair<int, std::vector<int>>> &positions, const std::vector<int> &caps) {
        steered_.assign(static_cast<std::size_t>(nv_), -1);
        rank_.clear();
        penalty_.clear();
        scale_.assign(positions.size(), matching::WideInt<N>(1));
        matching::WideInt<N> power(1);
        for (std::size_t j = positions.size(); j-- > 0;) {
            scale_[j] = power;
            power = power * (caps[j] + 1);
        }
        scale_d_.clear();
        for (const auto &x : scale_) scale_d_.push_back(x.approx());
        for (std::size_t j = 0; j < positions.size(); ++j) {
            const auto &[u, cands] = positions[j];
            steered_[static_cast<std::size_t>(u)] = static_cast<int>(j);
            std::vector<int> rank(static_cast<std::size_t>(nv_), caps[j]);
            for (std::size_t r = 0; r < cands.size() && static_cast<int>(r) < caps[j]; ++r)
                rank[static_cast<std::size_t>(cands[r])] = static_cast<int>(r);
            rank_.push_back(std::move(rank));
            std::vector<matching::WideInt<N>> penalty;
            for (int r = 0; r <= caps[j]; ++r) penalty.push_back(scale_[j] * r);
            penalty_.push_back(std::move(penalty));
        }
    }
    void steer_to_shape() { steered_.clear(); }
    // 4.3.2 as weights: a matching of the remainder `rest` (BSNs 1..n, S1 = 1..p) has as its
    // earliest resident exchange the one moving out the larger of each S1-S1 pair and every S1
    // floater, and in the smaller of each S2-S2 pair. Fields, highest first: (1) fewer players
    // exchanged, (2) smaller sum moved in minus sum moved out, (3) the larger BSNs moved out
    // (sum of 2^(b-1)), (4) the smaller BSNs moved in (sum of 2^(n-b)); each adds up over pairs.
    void steer_exchange(const std::vector<int> &rest, int p) {
        steered_.clear();
        exchange_bsn_.assign(static_cast<std::size_t>(nv_), 0);
        for (std::size_t i = 0; i < rest.size(); ++i)
            exchange_bsn_[static_cast<std::size_t>(rest[i])] = static_cast<int>(i) + 1;
        exchange_p_ = p;
        exchange_n_ = static_cast<int>(rest.size());
        const long long n = exchange_n_;
        in_at_ = 0;
        out_at_ = static_cast<int>(n) + 1;
        diff_at_ = out_at_ + p + 1;
        count_at_ = diff_at_ + bits(2 * n * n) + 2;
    }
    // The steering bits steer_exchange needs for a remainder of n with p pairs.
    static int exchange_bits(int n, int p) { return (n + 1) + (p + 1) + bits(2LL * n * n) + 2 + bits(p) + 3; }
    // The steering bits a position with ranks 0..cap takes.
    static int steer_bits(int cap) { return bits(cap); }
    // The criteria's values of a matching (the steering left out).
    Fields value(const std::vector<int> &mate) const {
        Fields total(width_, 0), f(width_);
        for (int u = 0; u < b_.vertices(); ++u)
            if (mate[static_cast<std::size_t>(u)] > u) {
                b_.fields(u, mate[static_cast<std::size_t>(u)], f);
                for (std::size_t k = 0; k < width_; ++k) total[k] += f[k];
            }
        return total;
    }

    bool allowed(int u, int v, const Constraint &c) const {
        const int fu = c.fixed[static_cast<std::size_t>(u)], fv = c.fixed[static_cast<std::size_t>(v)];
        if (fu >= 0 || fv >= 0) return fu == v && fv == u;
        if (b_.in_bracket(u) && b_.in_bracket(v)) {
            if (c.limbo[static_cast<std::size_t>(u)] || c.limbo[static_cast<std::size_t>(v)]) return false;
            const char su = c.side[static_cast<std::size_t>(u)], sv = c.side[static_cast<std::size_t>(v)];
            if (su && sv && su == sv) return false;
        }
        return true;
    }

private:
    // Where a's blossoms holding b too begin in a's list (LEMON lists inner blossoms first, so
    // the blossoms holding both are the outer part of each list). The blossoms of one vertex,
    // the owner, are marked with their place in its list; the other's list is then searched
    // for the first one marked, by bisection: nested blossoms can be hundreds deep.
    // The duals of the blossoms around a vertex from the i-th of its list outwards: kept once
    // per blossom (its dual plus those of the blossoms around it), exact and as doubles.
    class OuterSums {
    public:
        OuterSums() = default;
        OuterSums(const std::vector<std::vector<int>> &lists, const std::vector<matching::WideInt<N>> &dual)
            : lists_(&lists), exact_(dual.size()), approx_(dual.size()) {
            std::vector<char> done(dual.size(), 0);
            for (const auto &list : lists)
                for (std::size_t k = list.size(); k-- > 0;) { // outermost first
                    const auto b = static_cast<std::size_t>(list[k]);
                    if (done[b]) continue;
                    done[b] = 1;
                    exact_[b] = dual[b];
                    if (k + 1 < list.size()) exact_[b] += exact_[static_cast<std::size_t>(list[k + 1])];
                    approx_[b] = exact_[b].approx();
                }
        }
        void rebind(const std::vector<std::vector<int>> &lists) { lists_ = &lists; }
        matching::WideInt<N> exact(int u, std::size_t from) const {
            const auto &list = (*lists_)[static_cast<std::size_t>(u)];
            return from < list.size() ? exact_[static_cast<std::size_t>(list[from])] : matching::WideInt<N>(0);
        }
        double approx(int u, std::size_t from) const {
            const auto &list = (*lists_)[static_cast<std::size_t>(u)];
            return from < list.size() ? approx_[static_cast<std::size_t>(list[from])] : 0.0;
        }

    private:
        const std::vector<std::vector<int>> *lists_ = nullptr;
        std::vector<matching::WideInt<N>> exact_;
        std::vector<double> approx_;
    };

    class SharedBlossoms {
    public:
        SharedBlossoms() = default;
        SharedBlossoms(const std::vector<std::vector<int>> &lists, std::size_t blossoms)
            : lists_(&lists), place_(blossoms, -1) {}
        void own(int a) {
            if (owner_ >= 0)
                for (int k : list(owner_)) place_[static_cast<std::size_t>(k)] = -1;
            owner_ = a;
            for (std::size_t k = 0; k < list(a).size(); ++k)
                place_[static_cast<std::size_t>(list(a)[k])] = static_cast<int>(k);
        }
        std::size_t from(int a, int b) {
            if (a != owner_ && b != owner_) own(a);
            const auto &other = list(a == owner_ ? b : a);
            const auto first = std::partition_point(other.begin(), other.end(),
                                                    [&](int k) { return place_[static_cast<std::size_t>(k)] < 0; });
            if (b == owner_) return static_cast<std::size_t>(first - other.begin());
            return first == other.end() ? list(a).size()
                                        : static_cast<std::size_t>(place_[static_cast<std::size_t>(*first)]);
        }

    private:
        const std::vector<int> &list(int a) const { return (*lists_)[static_cast<std::size_t>(a)]; }
        const std::vector<std::vector<int>> *lists_ = nullptr;
        std::vector<int> place_; // per blossom: its place in the owner's list, or -1
        int owner_ = -1;
    };

    matching::WideInt<N> pack(const Fields &f) const {
        matching::WideInt<N> w;
        for (std::size_t k = 0; k < width_; ++k)
            if (f[k]) w += matching::WideInt<N>(f[k]).shifted(offset_[k]);
        return w;
    }
    matching::WideInt<N> compute(int u, int v, Fields &f) const {
        b_.fields(u, v, f);
        return pack(f);
    }
    // The cache slot of a pair among the bracket, the next scoregroup and the PAB (u < v).
    std::size_t slot(int u, int v) const {
        const int wv = b_.is_bye(v) ? nw_ - 1 : v;
        return static_cast<std::size_t>(u) * static_cast<std::size_t>(nw_) + static_cast<std::size_t>(wv);
    }
    // The criteria's weight of the pair u < v.
    matching::WideInt<N> weight(int u, int v, Fields &f) {
        if (!b_.weighted(u) && !b_.weighted(v)) return matching::WideInt<N>(0); // pairs below: no criterion
        if (b_.is_lower(v)) return down_[static_cast<std::size_t>(u)];
        if (b_.is_next(v)) return b_.in_bracket(u) ? side_[static_cast<std::size_t>(u)] : nn_;
        if (b_.is_bye(v) && !b_.in_bracket(u)) return compute(u, v, f);
        if (cache_.empty()) return compute(u, v, f);
        return distinct_[cached(u, v, f)].exact;
    }
    // A weight with its doubles: as it is, and less pair_unit_ (for a pair of the bracket).
    struct Distinct {
        matching::WideInt<N> exact;
        double approx, rel;
    };
    // The index in `distinct_` of the weight of a pair of the bracket or with the PAB.
    std::size_t cached(int u, int v, Fields &f) {
        std::uint32_t &k = cache_[slot(u, v)];
        if (k == 0) {
            const matching::WideInt<N> w = compute(u, v, f);
            auto [it, added] = index_.try_emplace(w, static_cast<std::uint32_t>(distinct_.size()) + 1);
            if (added) distinct_.push_back({w, w.approx(), (w - pair_unit_).approx()});
            k = it->second;
        }
        return k - 1;
    }
    // A pair of the bracket (u < v < bracket_size()): its weight less pair_unit_.
    double weight_rel_approx(int u, int v, Fields &f) {
        if (cache_.empty()) return (compute(u, v, f) - pair_unit_).approx();
        return distinct_[cached(u, v, f)].rel;
    }
    matching::WideInt<N> exchange_steering(int u, int v) const {
        const int bu = exchange_bsn_[static_cast<std::size_t>(u)], bv = exchange_bsn_[static_cast<std::size_t>(v)];
        const int p = exchange_p_, n = exchange_n_;
        long long count = 0, diff = 0;
        matching::WideInt<N> w(0);
        if (bu && bv) {
            const int a = std::min(bu, bv), z = std::max(bu, bv);
            if (z <= p)
                count = 1, diff = z, w += matching::WideInt<N>(1).shifted(out_at_ + z - 1); // S1-S1: z out
            else if (a > p)
                count = 1, diff = -a, w += matching::WideInt<N>(1).shifted(in_at_ + n - a); // S2-S2: a in
        } else if ((bu && bu <= p && !b_.in_bracket(v)) || (bv && bv <= p && !b_.in_bracket(u))) {
            const int x = bu ? bu : bv; // an S1 player floats: out
            count = 1, diff = x, w += matching::WideInt<N>(1).shifted(out_at_ + x - 1);
        }
        return w + matching::WideInt<N>(diff).shifted(diff_at_) - matching::WideInt<N>(count).shifted(count_at_);
    }
    matching::WideInt<N> steering(int u, int v) const {
        if (!exchange_bsn_.empty()) return exchange_steering(u, v);
        if (steered_.empty())
            return b_.in_bracket(u) && b_.in_bracket(v) ? matching::WideInt<N>(-b_.order_penalty(u, v))
                                                        : matching::WideInt<N>(0);
        matching::WideInt<N> w(0);
        for (auto [x, y] : {std::pair{u, v}, std::pair{v, u}})
            if (const int j = steered_[static_cast<std::size_t>(x)]; j >= 0)
                w -=
                    penalty_[static_cast<std::size_t>(j)]
                            [static_cast<std::size_t>(rank_[static_cast<std::size_t>(j)][static_cast<std::size_t>(y)])];
        return w;
    }
    // [C1]-[C3] of the pair u < v, asked once: most pairs far below are never looked at.
    bool base(int u, int v) const {
        char &known = base_[static_cast<std::size_t>(u) * static_cast<std::size_t>(nv_) + static_cast<std::size_t>(v)];
        if (known == kUnknown) known = b_.base_allowed(u, v) ? 1 : 0;
        return known == 1;
    }
    double weight_approx(int u, int v, Fields &f) {
        if (!b_.weighted(u) && !b_.weighted(v)) return 0;
        if (b_.is_lower(v)) return down_d_[static_cast<std::size_t>(u)];
        if (b_.is_next(v)) return b_.in_bracket(u) ? side_d_[static_cast<std::size_t>(u)] : nn_.approx();
        if ((b_.is_bye(v) && !b_.in_bracket(u)) || cache_.empty()) return compute(u, v, f).approx();
        return distinct_[cached(u, v, f)].approx;
    }
    double steering_approx(int u, int v) const {
        if (!exchange_bsn_.empty()) return exchange_steering(u, v).approx();
        if (steered_.empty())
            return b_.in_bracket(u) && b_.in_bracket(v) ? -static_cast<double>(b_.order_penalty(u, v)) : 0.0;
        double w = 0;
        for (auto [x, y] : {std::pair{u, v}, std::pair{v, u}})
            if (const int j = steered_[static_cast<std::size_t>(x)]; j >= 0)
                w -= scale_d_[static_cast<std::size_t>(j)] *
                    rank_[static_cast<std::size_t>(j)][static_cast<std::size_t>(y)];
        return w;
    }
    // A pair the dual solution does not cover, by how much (approximately).
    struct Violation {
        double slack;
        int u, v;
    };
    // Adds the pairs that break the dual condition, the most broken first, at most
    // kAddPerVertex at each vertex a round: adding every one can fill the graph with pairs a
    // better dual solution covers anyway.
    void add_most_violated(std::vector<Violation> &violated) {
        std::sort(violated.begin(), violated.end(),
                  [](const Violation &a, const Violation &b) { return a.slack < b.slack; });
        std::vector<int> added(static_cast<std::size_t>(nv_), 0);
        for (const Violation &x : violated) {
            int &au = added[static_cast<std::size_t>(x.u)], &av = added[static_cast<std::size_t>(x.v)];
            if (au >= kAddPerVertex && av >= kAddPerVertex) continue;
            hold(x.u, x.v);
            ++au, ++av;
        }
    }
    static constexpr int kAddPerVertex = 4;

    // possible() of the i-th held edge, asked once the duals are kept.
    bool held_possible(std::size_t i) {
        if (!duals_) return true;
        char &known = possible_[i];
        if (known == 0) known = possible(edges_[i].u, edges_[i].v) ? 1 : 2;
        return known == 1;
    }

    bool held(int u, int v) const {
        return held_[static_cast<std::size_t>(u) * static_cast<std::size_t>(nv_) + static_cast<std::size_t>(v)];
    }
    void hold(int u, int v, const matching::WideInt<N> *w = nullptr) {
        if (u > v) std::swap(u, v);
        if (u == v || held(u, v) || !base(u, v)) return;
        held_[static_cast<std::size_t>(u) * static_cast<std::size_t>(nv_) + static_cast<std::size_t>(v)] = 1;
        Fields f(width_);
        edges_.push_back({u, v, w ? *w : weight(u, v, f)});
        possible_.push_back(0);
    }
    // Holds more edges: each vertex with its `reach_` nearest in the order on either side,
    // a bracket player with the residents around his Article 4 partner, and every PAB edge;
    // doubling the reach each time up to the full graph.
    void widen() {
        const int m = b_.mdps(), nb = b_.bracket_size(), r = nb - m;
        for (int u = 0; u < nv_; ++u) {
            int added = 0;
            for (int v = u + 1; v < nv_ && added < reach_; ++v)
                if (base(u, v)) hold(u, v), ++added;
            if (u < m) { // an MDP: the first residents
                for (int v = m; v < std::min(nb, m + 2 * reach_); ++v) hold(u, v);
            } else if (u < nb) { // a resident: around the same place in the other half
                const int centre = u + r / 2;
                for (int v = std::max(m, centre - reach_); v < std::min(nb, centre + reach_ + 1); ++v) hold(u, v);
            }
            if (b_.is_bye(nv_ - 1)) hold(u, nv_ - 1);
        }
        dense_ = reach_ >= nv_;
        reach_ *= 2;
    }

    // A certified dual solution: node duals, each vertex's blossoms (innermost first) and the
    // sums of their duals from the i-th outwards, exact and as doubles.
    struct Duals {
        std::vector<matching::WideInt<N>> node;
        std::vector<std::vector<int>> blossoms_of;
        std::vector<double> y, yb; // yb: bracket vertices, less twice pair_unit_
        OuterSums outer;
        SharedBlossoms shared;
    };
    bool keep_duals_ = false;
    std::optional<Duals> duals_;

    const Bracket &b_;
    int nv_;
    std::size_t width_;
    std::vector<int> offset_;
    static constexpr char kUnknown = 2;
    std::vector<char> held_; // by u * nv + v (u < v): held edges
    mutable std::vector<char> base_; // the same: [C1]-[C3] allowed (1), not (0), not yet asked
    int nw_ = 0; // the bracket, the next scoregroup and the PAB
    std::vector<std::uint32_t> cache_; // by slot(): 1 + the index in distinct_, 0 not yet known
    std::vector<Distinct> distinct_;
    std::map<matching::WideInt<N>, std::uint32_t> index_; // distinct_'s, from 1
    std::vector<matching::WideInt<N>> down_; // per bracket or next-scoregroup vertex: its edges to lower players
    std::vector<double> down_d_;
    std::vector<matching::WideInt<N>> side_; // per bracket vertex: its edges to the next scoregroup
    std::vector<double> side_d_;
    matching::WideInt<N> nn_{0}; // a pair of the next scoregroup
    matching::WideInt<N> pair_unit_{0}; // a pair of the bracket that misses no criterion ([C6]: one pair)
    std::vector<matching::Edge<N>> edges_;
    std::vector<char> possible_; // per held edge: possible() 1, not 2, not yet asked 0
    int reach_ = 8;
    bool dense_ = false;
    std::vector<int> steered_; // per vertex: its steered position, or -1; empty: shape
    std::vector<std::vector<int>> rank_; // per position: each vertex's rank as a partner
    std::vector<matching::WideInt<N>> scale_; // per position: its scale (mixed radix)
    std::vector<std::vector<matching::WideInt<N>>> penalty_; // per position and rank: rank * scale
    std::vector<double> scale_d_; // the same as doubles
    std::vector<int> exchange_bsn_; // steer_exchange: remainder BSN per vertex (0: none)
    int exchange_p_ = 0, exchange_n_ = 0, in_at_ = 0, out_at_ = 0, diff_at_ = 0, count_at_ = 0;
};

// 4.3.2 by one matching whose steering bits hold the exchange order (Solver::steer_exchange):
// the best matching whose resident exchange is the earliest, or nothing when the bits do not fit.
template <int M>
std::optional<std::vector<int>> earliest_exchange(const Bracket &b, const Constraint &c,
                                                  const std::vector<std::pair<int, int>> &hint,
                                                  const std::vector<int> &rest, int p, int steer_bits) {
    Solver<M> solver(b, hint, steer_bits);
    solver.steer_exchange(rest, p);
    return solver.solve(c);
}

inline std::optional<std::vector<int>> earliest_exchange_any(const Bracket &b, const Constraint &c,
                                                             const std::vector<std::pair<int, int>> &hint,
                                                             const std::vector<int> &rest, int p) {
    const int steer_bits = std::max(64, Solver<2>::exchange_bits(static_cast<int>(rest.size()), p));
    const int need = b.total_bits(steer_bits) + 12;
    if (need <= 128) return earliest_exchange<2>(b, c, hint, rest, p, steer_bits);
    if (need <= 256) return earliest_exchange<4>(b, c, hint, rest, p, steer_bits);
    if (need <= 512) return earliest_exchange<8>(b, c, hint, rest, p, steer_bits);
    if (need <= 1024) return earliest_exchange<16>(b, c, hint, rest, p, steer_bits);
    return std::nullopt;
}

} // namespace damka::pairing::dutch::detail
