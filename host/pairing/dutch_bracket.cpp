// One bracket of the Dutch system by weighted matching (see dutch_bracket.hpp). Article
// numbers are those of C.04.3 as applied from 1 July 2025.
#include "dutch_bracket.hpp"

#include "pairing/matching/max_weight_matching.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include "generation.hpp"

namespace damka::pairing::dutch {
namespace {

using Fields = std::vector<long long>; // one value per criterion field, highest priority first

// The criterion fields of this bracket, highest priority first. Level fields hold one field
// per score (or score difference) level, the highest level first, so that comparing the
// fields lexicographically compares the scores "taken in descending order".
struct Layout {
    int pairs = 0; // [C6] pairs in the bracket
    std::map<Points, int, std::greater<>> c7; // [C7] floaters per score level (negative)
    int c8_pairs = 0; // [C8] pairs of the next bracket
    std::map<Points, int, std::greater<>> c8; // [C8] next-bracket players paired per score level
    int c9 = 0; // [C9] unplayed rounds of the PAB assignee (negative)
    int colour = 0; // [C10]..[C13] (negative counts), four fields
    int floats = 0; // [C14]..[C17] (negative counts), four fields
    std::array<std::map<Points, int, std::greater<>>, 4> sd; // [C18]..[C21] per score difference
    std::vector<long long> bound; // the largest absolute sum a field can reach in a matching

    int add(long long b) {
        bound.push_back(b + 1);
        return static_cast<int>(bound.size()) - 1;
    }
};

// The lowest bits of every weight steer the matching among equally good candidates towards
// Article 4's order (see Solver::steer); no criterion is stored there.
constexpr int kSteerBits = 160;

int bits(long long v) {
    int b = 0;
    while (v > 0) ++b, v >>= 1;
    return b;
}

class Bracket {
public:
    Bracket(const BracketInput &in, const Settings &s, bool mdps_meet, bool with_c9)
        : in_(in), s_(s), mdps_meet_(mdps_meet) {
        nb_ = static_cast<int>(in.players.size());
        for (const State *x : in.players) v_.push_back(x);
        for (const State *x : in.next) v_.push_back(x);
        for (const State *x : in.lower) v_.push_back(x);
        players_ = static_cast<int>(v_.size());
        nv_ = players_ + (in.odd ? 1 : 0);
        resident_score_ = in.players.back()->score;
        pab_decided_here_ = in.odd && with_c9;
        for (int u = nb_; u < players_; ++u)
            if (base_allowed(u, players_)) pab_decided_here_ = false;
        build_layout();
    }

    int vertices() const { return nv_; }
    int players() const { return players_; }
    std::vector<std::pair<int, int>> hint() const {
        std::map<const State *, int> index;
        for (int u = 0; u < players_; ++u) index[v_[static_cast<std::size_t>(u)]] = u;
        std::vector<std::pair<int, int>> h;
        for (auto [a, b] : in_.hint) {
            auto x = index.find(a), y = index.find(b);
            if (x != index.end() && (b == nullptr ? in_.odd : y != index.end()))
                h.emplace_back(x->second, b == nullptr ? players_ : y->second);
        }
        return h;
    }
    bool pab_decided_here() const { return pab_decided_here_; }
    int total_bits(int steer_bits = kSteerBits) const {
        int t = steer_bits + 2;
        for (long long b : layout_.bound) t += bits(2 * b) + 1;
        return t;
    }
    const Layout &layout() const { return layout_; }

    bool in_bracket(int u) const { return u < nb_; }
    int bracket_size() const { return nb_; }
    int mdps() const { return static_cast<int>(in_.mdps); }
    // Whether edges at u carry criteria: the bracket, the next scoregroup and the PAB.
    bool weighted(int u) const { return u < top() || is_bye(u); }
    // The bracket and the next scoregroup: vertices 0 .. top()-1. An edge from one of them
    // to a lower player weighs what the first one's float costs: the same for every lower
    // player (fields: only [C7], [C14]-[C20] of the floater).
    int top() const { return nb_ + static_cast<int>(in_.next.size()); }
    bool is_lower(int u) const { return u >= top() && u < players_; }
    bool is_mdp(int u) const { return u < static_cast<int>(in_.mdps); }
    bool is_next(int u) const { return u >= nb_ && u < nb_ + static_cast<int>(in_.next.size()); }
    bool is_bye(int u) const { return u == players_; }
    const State &at(int u) const { return *v_[static_cast<std::size_t>(u)]; }

    // [C1]-[C3], prohibited pairs, [C2]/[C5] for the bye vertex, MDPs apart (1.9.2: MDPs are
    // paired with residents only).
    bool base_allowed(int u, int v) const {
        if (u > v) std::swap(u, v);
        if (is_bye(v)) return !at(u).bye_ineligible && at(u).score == in_.bye_score;
        if (!mdps_meet_ && is_mdp(u) && is_mdp(v)) return false;
        return compatible(at(u), at(v), s_);
    }

    // The field values of matching u with v (u < v).
    void fields(int u, int v, Fields &f) const {
        std::fill(f.begin(), f.end(), 0);
        const Layout &L = layout_;
        if (in_bracket(v)) { // a pair of this bracket; u ranks higher
            const State &a = at(u), &b = at(v);
            f[static_cast<std::size_t>(L.pairs)] += 1;
            const char *rule = nullptr;
            const Pair colours = allocate_colours(a, b, s_, rule);
            for (const State *x : {&a, &b}) {
                const Colour got = colours.white == x->start ? Colour::White : Colour::Black;
                if (x->pref != Colour::None && got != x->pref) {
                    f[static_cast<std::size_t>(L.colour + 2)] -= 1; // [C12]
                    if (x->strength >= Strong) f[static_cast<std::size_t>(L.colour + 3)] -= 1; // [C13]
                }
                if (a.topscorer || b.topscorer) {
                    const int cd = x->cd + static_cast<int>(got);
                    if (cd > 2 || cd < -2) f[static_cast<std::size_t>(L.colour)] -= 1; // [C10]
                    const std::size_t k = x->colours.size();
                    if (k >= 2 && x->colours[k - 1] == got && x->colours[k - 2] == got)
                        f[static_cast<std::size_t>(L.colour + 1)] -= 1; // [C11]
                }
            }
            const Points sd = a.score - b.score;
            if (sd > 0) { // an MDP against a resident (or a lower MDP)
                auto level = [&](int k) { return static_cast<std::size_t>(L.sd[static_cast<std::size_t>(k)].at(sd)); };
                if (b.float1 == Float::Up)
                    f[static_cast<std::size_t>(L.floats + 1)] -= 1, f[level(1)] -= 1; // [C15] [C19]
                if (b.float2 == Float::Up)
                    f[static_cast<std::size_t>(L.floats + 3)] -= 1, f[level(3)] -= 1; // [C17] [C21]
                if (a.float1 == Float::Down) f[level(0)] -= 1; // [C18]
                if (a.float2 == Float::Down) f[level(2)] -= 1; // [C20]
            }
            return;
        }
        if (in_bracket(u)) { // u floats down (to a lower player or the PAB)
            const State &x = at(u);
            f[static_cast<std::size_t>(L.c7.at(x.score))] -= 1;
            if (!is_mdp(u)) {
                if (x.float1 == Float::Down) f[static_cast<std::size_t>(L.floats)] -= 1; // [C14]
                if (x.float2 == Float::Down) f[static_cast<std::size_t>(L.floats + 2)] -= 1; // [C16]
            } else {
                const Points sd = floater_sd(x);
                if (x.float1 == Float::Down) f[static_cast<std::size_t>(L.sd[0].at(sd))] -= 1; // [C18]
                if (x.float2 == Float::Down) f[static_cast<std::size_t>(L.sd[2].at(sd))] -= 1; // [C20]
            }
        }
        // [C9]: the PAB assignee has as few unplayed rounds as possible. It is a criterion of
        // the bracket that decides who takes the PAB: nobody below can take it and the bracket
        // has one floater, who goes down to the PAB (how the endorsed engine reads it: see
        // pair_bracket).
        if (is_bye(v) && pab_decided_here_ && in_bracket(u)) f[static_cast<std::size_t>(L.c9)] -= unplayed(at(u));
        if ((in_bracket(u) || is_next(u)) && is_next(v)) { // [C8]: a pair of the next bracket
            f[static_cast<std::size_t>(L.c8_pairs)] += 1;
            f[static_cast<std::size_t>(L.c8.at(at(u).score))] += 1;
            f[static_cast<std::size_t>(L.c8.at(at(v).score))] += 1;
        }
    }

private:
    // The score difference of an MDP who floats again is not defined by the text; taken as
    // larger than any in the bracket: as if it met a player one win lower.
    Points floater_sd(const State &x) const { return x.score - resident_score_ + s_.win_points; }

    static int unplayed(const State &x) {
        int n = 0;
        for (const PastRound &r : x.player->rounds) n += r.kind != RoundKind::Played;
        return n;
    }

public:
    // Article 4's first candidate pairs MDPs with the residents in order and S1 with S2 in
    // order; a pair's distance from that shape steers the first matching towards it.
    long long order_penalty(int u, int v) const {
        const long long m = static_cast<long long>(in_.mdps), r = nb_ - m;
        if (u < m && v < m) return (v - u) * (v - u);
        if (u < m) return (v - m - u) * (v - m - u);
        const long long d = (v - u) - r / 2;
        return d * d;
    }

private:
    void build_layout() {
        Layout &L = layout_;
        const long long nb = nb_, nn = static_cast<long long>(in_.next.size());
        L.pairs = L.add(nb / 2);
        std::map<Points, long long, std::greater<>> count;
        for (int u = 0; u < nb_; ++u) ++count[at(u).score];
        for (const auto &[score, c] : count) L.c7[score] = L.add(c);
        L.c8_pairs = L.add((nb + nn) / 2);
        std::set<Points, std::greater<>> next_levels;
        for (int u = 0; u < nb_; ++u) next_levels.insert(at(u).score);
        for (const State *x : in_.next) next_levels.insert(x->score);
        for (Points p : next_levels) L.c8[p] = L.add(nb + nn);
        L.c9 = L.add(static_cast<long long>(s_.round));
        L.colour = L.add(nb);
        for (int k = 1; k < 4; ++k) L.add(nb);
        L.floats = L.add(nb);
        for (int k = 1; k < 4; ++k) L.add(nb);
        std::set<Points, std::greater<>> sds;
        for (int u = 0; u < nb_; ++u)
            if (at(u).score > resident_score_) {
                sds.insert(floater_sd(at(u)));
                for (int v = u + 1; v < nb_; ++v)
                    if (at(u).score > at(v).score) sds.insert(at(u).score - at(v).score);
            }
        for (auto &level : L.sd)
            for (Points d : sds) level[d] = L.add(nb);
    }

    const BracketInput &in_;
    const Settings &s_;
    bool mdps_meet_;
    std::vector<const State *> v_;
    int nb_ = 0, players_ = 0, nv_ = 0;
    Points resident_score_ = 0;
    bool pab_decided_here_ = false; // [C9] applies in this bracket
    Layout layout_;
};

// Constraints of Article 4's choices, for the feasibility checks.
struct Constraint {
    std::vector<int> fixed; // forced partner, or -1
    std::vector<char> limbo; // bracket player who may not be paired inside the bracket
    std::vector<char> side; // remainder players: 1 in S1, 2 in S2; bracket pairs must cross
};

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
        // Weights kept once computed: doubles for every pair among the bracket, the next
        // scoregroup and the PAB, exact values too while that table stays small; one value per
        // vertex for its edges to lower players.
        nw_ = b.top() + (b.is_bye(nv_ - 1) ? 1 : 0);
        const std::size_t table = static_cast<std::size_t>(nw_) * static_cast<std::size_t>(nw_);
        // Two solvers may live at once (earliest_exchange_any): each table at most 128 MB of
        // doubles and 256 MB of exact weights keeps a round under 1 GiB.
        if (table * sizeof(double) <= (std::size_t{128} << 20)) {
            cache_d_.resize(table);
            cached_.assign(table, 0);
            if (table * sizeof(matching::WideInt<N>) <= (std::size_t{256} << 20)) cache_.resize(table);
        }
        Fields f(width_);
        for (int u = 0; u < b.top(); ++u) {
            down_.push_back(b.top() < b.players() ? compute(u, b.top(), f) : matching::WideInt<N>(0));
            down_d_.push_back(down_.back().approx());
        }
        for (auto [u, v] : hint) hold(u, v); // a perfect matching of the rest: always solvable
        widen();
    }

    // The best matching under `c`, or nothing when no perfect matching respects it.
    std::optional<std::vector<int>> solve(const Constraint &c) {
        for (;;) {
            std::vector<matching::Edge<N>> use;
            use.reserve(edges_.size());
            for (const auto &e : edges_)
                if (allowed(e.u, e.v, c)) use.push_back({e.u, e.v, e.weight + steering(e.u, e.v)});
            auto sol = matching::max_weight_perfect_matching_with_duals<N>(nv_, use);
            if (!sol) {
                if (dense_) return std::nullopt;
                widen();
                continue;
            }
            if (!dense_ && !sol->tight(use)) return solve_dense(c); // the duals prove nothing
            // Doubles decide the clear cases (far from tight either way); exact arithmetic the rest.
            std::vector<double> y(static_cast<std::size_t>(nv_)), zd;
            for (int u = 0; u < nv_; ++u)
                y[static_cast<std::size_t>(u)] = sol->node[static_cast<std::size_t>(u)].approx();
            for (const auto &bz : sol->blossom) zd.push_back(bz.approx());
            // Blossoms nest: the ones holding both ends of an edge are the outer part shared
            // by both ends' lists (LEMON lists inner blossoms first); outer[u][i]: the duals of
            // u's blossoms from the i-th outwards.
            std::vector<std::vector<double>> outer(static_cast<std::size_t>(nv_));
            std::vector<std::vector<matching::WideInt<N>>> outer_exact(static_cast<std::size_t>(nv_));
            for (int u = 0; u < nv_; ++u) {
                const auto &list = sol->blossoms_of[static_cast<std::size_t>(u)];
                auto &o = outer[static_cast<std::size_t>(u)];
                auto &e = outer_exact[static_cast<std::size_t>(u)];
                o.assign(list.size() + 1, 0.0);
                e.assign(list.size() + 1, matching::WideInt<N>(0));
                for (std::size_t k = list.size(); k-- > 0;) {
                    o[k] = o[k + 1] + zd[static_cast<std::size_t>(list[k])];
                    e[k] = e[k + 1] + sol->blossom[static_cast<std::size_t>(list[k])];
                }
            }
            auto shared_from = [&](int a, int b) { // where a's blossoms holding b too begin
                const auto &la = sol->blossoms_of[static_cast<std::size_t>(a)],
                           &lb = sol->blossoms_of[static_cast<std::size_t>(b)];
                std::size_t k = la.size(), l = lb.size();
                while (k > 0 && l > 0 && la[k - 1] == lb[l - 1]) --k, --l;
                return k;
            };
            auto margin = [](double p, double q, double r) {
                return 1e-9 * (std::abs(p) + std::abs(q) + std::abs(r)) + 1;
            };
            bool certified = true;
            Fields f(width_);
            auto check = [&](int a, int z) {
                if (held(a, z) || !base(a, z) || !allowed(a, z, c)) return;
                const double w4 = 4 * (weight_approx(a, z, f) + steering_approx(a, z));
                const std::size_t from = shared_from(a, z);
                const double ya = y[static_cast<std::size_t>(a)], yz = y[static_cast<std::size_t>(z)];
                const double in = outer[static_cast<std::size_t>(a)][from];
                if (ya + yz + in - w4 > margin(ya, yz, in) + std::abs(w4) * 1e-9) return; // certified
                const matching::WideInt<N> w = weight(a, z, f);
                // The dual condition (matching::Solution::certifies), inline.
                const matching::WideInt<N> slack = sol->node[static_cast<std::size_t>(a)] +
                    sol->node[static_cast<std::size_t>(z)] + outer_exact[static_cast<std::size_t>(a)][from];
                if (!(slack < (w + steering(a, z)).shifted(2))) return;
                hold(a, z, &w);
                certified = false;
            };
            // Pairs among the bracket, the next scoregroup and the PAB: each looked at.
            const int top = b_.top(), bye = b_.is_bye(nv_ - 1) ? nv_ - 1 : -1;
            for (int u = 0; u < top; ++u) {
                for (int v = u + 1; v < top; ++v) check(u, v);
                if (bye >= 0) check(u, bye);
            }
            // The other pairs are certified by y[u] + y[v] >= 4w alone, as blossom duals are
            // not negative: lower players ordered by dual, only the first need a look.
            const auto &node = sol->node;
            auto dual = [&](int u) -> const matching::WideInt<N> & { return node[static_cast<std::size_t>(u)]; };
            std::vector<int> below;
            for (int u = 0; u < nv_; ++u)
                if (b_.is_lower(u)) below.push_back(u);
            std::sort(below.begin(), below.end(), [&](int a, int b) { return dual(a) < dual(b); });
            // A bracket or next-scoregroup player with a lower one: a weight that depends on
            // the first only (Bracket::top), and a steering that does too (Solver::steering).
            for (int u = 0; u < top && !below.empty(); ++u) {
                const matching::WideInt<N> need =
                    (down_[static_cast<std::size_t>(u)] + steering(u, below.front())).shifted(2) - dual(u);
                for (int v : below) {
                    if (!(dual(v) < need)) break;
                    check(u, v);
                }
            }
            if (bye >= 0)
                for (int v : below) check(v, bye);
            // Pairs below weigh 0: y[a] + y[z] + (the blossoms holding both) >= 0 certifies.
            // Walked from the outermost blossoms in: a group shares the blossoms walked so
            // far (sum `shared`); its pairs are all certified once its two smallest duals are,
            // else the pairs that part here are looked at and each part is walked further.
            auto walk = [&](auto &&self, std::vector<int> &group, std::size_t depth,
                            const matching::WideInt<N> &shared) -> void {
                if (group.size() < 2) return;
                std::sort(group.begin(), group.end(), [&](int a, int b) { return dual(a) < dual(b); });
                if (!(dual(group[0]) + dual(group[1]) + shared < matching::WideInt<N>(0))) return;
                std::map<int, std::vector<int>> parts; // by the blossom one level in, or -1 - vertex
                for (int u : group) {
                    const auto &list = sol->blossoms_of[static_cast<std::size_t>(u)];
                    parts[depth < list.size() ? list[list.size() - 1 - depth] : -1 - u].push_back(u); // stays sorted
                }
                for (auto p = parts.begin(); p != parts.end(); ++p)
                    for (auto q = std::next(p); q != parts.end(); ++q)
                        for (int a : p->second) {
                            const matching::WideInt<N> need = -(dual(a) + shared);
                            if (!(dual(q->second.front()) < need)) break;
                            for (std::size_t l = 0; l < q->second.size() && dual(q->second[l]) < need; ++l)
                                check(std::min(a, q->second[l]), std::max(a, q->second[l]));
                        }
                for (auto &[blossom, members] : parts)
                    if (blossom >= 0)
                        self(self, members, depth + 1, shared + sol->blossom[static_cast<std::size_t>(blossom)]);
            };
            walk(walk, below, 0, matching::WideInt<N>(0));
            if (certified) return std::move(sol->mate);
        }
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
        if (b_.is_bye(v) && !b_.weighted(u)) return compute(u, v, f);
        if (cached_.empty()) return compute(u, v, f);
        const std::size_t k = slot(u, v);
        if (cache_.empty()) return compute(u, v, f);
        if (!cached_[k]) {
            cache_[k] = compute(u, v, f);
            cache_d_[k] = cache_[k].approx();
            cached_[k] = 1;
        }
        return cache_[k];
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
        if ((b_.is_bye(v) && !b_.weighted(u)) || cached_.empty()) return compute(u, v, f).approx();
        const std::size_t k = slot(u, v);
        if (!cached_[k]) {
            if (!cache_.empty()) return weight(u, v, f).approx();
            cache_d_[k] = compute(u, v, f).approx();
            cached_[k] = 1;
        }
        return cache_d_[k];
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
    bool held(int u, int v) const {
        return held_[static_cast<std::size_t>(u) * static_cast<std::size_t>(nv_) + static_cast<std::size_t>(v)];
    }
    void hold(int u, int v, const matching::WideInt<N> *w = nullptr) {
        if (u > v) std::swap(u, v);
        if (u == v || held(u, v) || !base(u, v)) return;
        held_[static_cast<std::size_t>(u) * static_cast<std::size_t>(nv_) + static_cast<std::size_t>(v)] = 1;
        Fields f(width_);
        edges_.push_back({u, v, w ? *w : weight(u, v, f)});
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

    const Bracket &b_;
    int nv_;
    std::size_t width_;
    std::vector<int> offset_;
    static constexpr char kUnknown = 2;
    std::vector<char> held_; // by u * nv + v (u < v): held edges
    mutable std::vector<char> base_; // the same: [C1]-[C3] allowed (1), not (0), not yet asked
    int nw_ = 0; // the bracket, the next scoregroup and the PAB
    std::vector<matching::WideInt<N>> cache_; // exact weights by slot(), when small enough
    std::vector<double> cache_d_; // weights as doubles by slot()
    std::vector<char> cached_;
    std::vector<matching::WideInt<N>> down_; // per bracket or next-scoregroup vertex: its edges to lower players
    std::vector<double> down_d_;
    std::vector<matching::Edge<N>> edges_;
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

std::optional<std::vector<int>> earliest_exchange_any(const Bracket &b, const Constraint &c,
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

// Article 4, choice by choice: each is the first in the article's order for which a best
// candidate still exists (the constrained optimum reaches the unconstrained one).
template <int N>
BracketResult decide(const Bracket &b, const BracketInput &in) {
    BracketResult out;
    Solver<N> solver(b, b.hint());
    const int nb = static_cast<int>(in.players.size()), m0 = static_cast<int>(in.mdps);
    Constraint c{std::vector<int>(static_cast<std::size_t>(b.vertices()), -1),
                 std::vector<char>(static_cast<std::size_t>(nb), 0),
                 std::vector<char>(static_cast<std::size_t>(nb), 0)};
    auto first = solver.solve(c);
    if (!first) return out;
    std::vector<int> mate = *first;
    const Fields best = solver.value(mate);
    auto mate_of = [&](int u) { return mate[static_cast<std::size_t>(u)]; };
    auto paired_inside = [&](int u) { return mate_of(u) >= 0 && mate_of(u) < nb; };
    // True (and `mate` replaced) when a best candidate exists under `trial`.
    auto feasible = [&](const Constraint &trial) {
        auto m = solver.solve(trial);
        if (!m || solver.value(*m) != best) return false;
        mate = std::move(*m);
        return true;
    };
    auto pairs_of = [&](const std::vector<int> &m) {
        std::vector<std::pair<int, int>> pairs;
        for (int u = 0; u < b.vertices(); ++u)
            if (m[static_cast<std::size_t>(u)] > u) pairs.emplace_back(u, m[static_cast<std::size_t>(u)]);
        return pairs;
    };
    auto fix = [&](Constraint &k, int u, int v) {
        k.fixed[static_cast<std::size_t>(u)] = v;
        k.fixed[static_cast<std::size_t>(v)] = u;
    };
    // Partner choices (4.2 transpositions): each position's partner is the first of its
    // candidates for which a best candidate exists. The current matching's partner stands when
    // no earlier candidate is open; otherwise one steered matching settles the next positions
    // at once, as many as the steering bits hold (ranks among the candidates still open).
    auto settle = [&](const std::vector<std::pair<int, std::vector<int>>> &positions) {
        auto open_of = [&](std::size_t j) {
            const auto &[u, cands] = positions[j];
            std::vector<int> open;
            for (int v : cands)
                if (solver.allowed(u, v, c) && b.base_allowed(u, v)) open.push_back(v);
            return open;
        };
        for (std::size_t i = 0; i < positions.size();) {
            const int u = positions[i].first;
            std::vector<int> open = open_of(i);
            std::size_t k = 1;
            if ((open.empty() ? -1 : open.front()) != mate_of(u)) {
                std::vector<std::pair<int, std::vector<int>>> batch;
                std::vector<int> caps;
                int used = 0;
                for (std::size_t j = i; j < positions.size(); ++j) {
                    std::vector<int> o = j == i ? open : open_of(j);
                    const int cap = static_cast<int>(o.size()); // a partner outside the list ranks last
                    if (!batch.empty() && used + Solver<N>::steer_bits(cap) > kSteerBits) break;
                    used += Solver<N>::steer_bits(cap);
                    caps.push_back(cap);
                    batch.emplace_back(positions[j].first, std::move(o));
                }
                solver.steer(batch, caps);
                auto m = solver.solve(c);
                solver.steer_to_shape();
                if (!m || solver.value(*m) != best) return false; // cannot happen: `mate` is one
                mate = std::move(*m);
                k = batch.size();
            }
            for (std::size_t j = i; j < i + k; ++j) {
                const int x = positions[j].first, y = mate_of(x);
                fix(c, x, y);
                out.pairs.emplace_back(&b.at(std::min(x, y)), &b.at(std::max(x, y)));
            }
            i += k;
        }
        return true;
    };

    // 4.4.2: the set of MDPs paired in the bracket; the sets in order, the highest first.
    std::vector<int> chosen;
    for (int u = 0; u < m0; ++u)
        if (paired_inside(u)) chosen.push_back(u);
    const std::size_t m1 = chosen.size();
    if (m1 > 0 && static_cast<int>(m1) < m0) {
        auto profile = [&](const std::vector<int> &set) {
            std::vector<Points> p;
            for (int u : set) p.push_back(b.at(u).score);
            return p;
        };
        const std::vector<Points> need = profile(chosen);
        std::vector<int> set(m1);
        for (std::size_t i = 0; i < m1; ++i) set[i] = static_cast<int>(i) + 1; // BSNs
        do {
            std::vector<int> members;
            for (int x : set) members.push_back(x - 1);
            if (members == chosen) break;
            if (profile(members) != need) continue; // [C7] would be worse
            Constraint trial = c;
            for (int u = 0; u < m0; ++u)
                trial.limbo[static_cast<std::size_t>(u)] = !std::count(members.begin(), members.end(), u);
            if (feasible(trial)) break;
        } while (next_mdp_set(set, m0));
        chosen.clear();
        for (int u = 0; u < m0; ++u)
            if (paired_inside(u)) chosen.push_back(u);
    }
    for (int u = 0; u < m0; ++u) c.limbo[static_cast<std::size_t>(u)] = !std::count(chosen.begin(), chosen.end(), u);
    // 4.4.1 / 4.2: the MDP-Pairing, each MDP in order with the first resident possible.
    {
        std::vector<std::pair<int, std::vector<int>>> positions;
        for (int u : chosen) {
            std::vector<int> candidates;
            for (int v = 0; v < nb; ++v)
                if (v != u && !c.limbo[static_cast<std::size_t>(v)] && (v >= m0 || v > u)) candidates.push_back(v);
            positions.emplace_back(u, std::move(candidates));
        }
        // With MDPs meeting each other (the fallback) an MDP may already be another's partner.
        std::erase_if(positions,
                      [&](const auto &p) { return !b.in_bracket(mate_of(p.first)) || mate_of(p.first) < p.first; });
        if (!settle(positions)) return out;
    }

    // The remainder (or the whole homogeneous bracket): S1 the first P residents, 4.3
    // resident exchanges in order, then 4.2 transpositions.
    std::vector<int> rest;
    for (int u = m0; u < nb; ++u)
        if (c.fixed[static_cast<std::size_t>(u)] < 0) rest.push_back(u);
    int p = 0;
    for (int u : rest) p += paired_inside(u) && mate_of(u) > u;
    if (p > 0) {
        const int n2 = static_cast<int>(rest.size()) - p;
        auto apply = [&](Constraint &k, const std::vector<int> &s1, const std::vector<int> &s2) { // BSNs from 1
            for (int x : s1) k.side[static_cast<std::size_t>(rest[static_cast<std::size_t>(x - 1)])] = 1;
            for (int x : s2) k.side[static_cast<std::size_t>(rest[static_cast<std::size_t>(x - 1)])] = 2;
        };
        auto crossing = [&](const Constraint &k) { // the current matching already fits
            for (int u : rest)
                if (paired_inside(u) &&
                    k.side[static_cast<std::size_t>(u)] == k.side[static_cast<std::size_t>(mate_of(u))])
                    return false;
            return true;
        };
        std::vector<int> s1, s2;
        for (int i = 1; i <= p; ++i) s1.push_back(i);
        for (int i = p + 1; i <= p + n2; ++i) s2.push_back(i);
        Constraint identity = c;
        apply(identity, s1, s2);
        if (crossing(identity) || feasible(identity)) {
            c = identity;
        } else if (auto m = earliest_exchange_any(b, c, pairs_of(mate), rest, p); m && solver.value(*m) == best) {
            // The sides the matching's earliest exchange gives (see Solver::steer_exchange).
            mate = std::move(*m);
            s1.clear(), s2.clear();
            std::vector<char> in_s1(rest.size() + 1, 0);
            for (std::size_t i = 0; i < rest.size(); ++i) {
                const int u = rest[i], v = mate_of(u);
                if (!paired_inside(u) || v < u) continue;
                // S1 keeps the S1 player of a cross pair and the smaller of an S1-S1 pair, and
                // takes the smaller of an S2-S2 pair: always the smaller BSN of the pair.
                in_s1[std::min(i, static_cast<std::size_t>(std::find(rest.begin(), rest.end(), v) - rest.begin())) +
                      1] = 1;
            }
            for (int x = 1; x <= static_cast<int>(rest.size()); ++x)
                (in_s1[static_cast<std::size_t>(x)] ? s1 : s2).push_back(x);
            apply(c, s1, s2);
        } else { // too wide for the weights: the exchanges one by one, in order
            ResidentExchanges exchanges(p, n2, ~std::size_t{0});
            for (;;) {
                if (!exchanges.next(s1, s2)) return out; // cannot happen: some exchange fits the best matching
                Constraint trial = c;
                apply(trial, s1, s2);
                if (crossing(trial) || feasible(trial)) {
                    c = trial;
                    break;
                }
            }
        }
        std::vector<int> candidates;
        for (int y : s2) candidates.push_back(rest[static_cast<std::size_t>(y - 1)]);
        std::vector<std::pair<int, std::vector<int>>> positions;
        for (int x : s1) positions.emplace_back(rest[static_cast<std::size_t>(x - 1)], candidates);
        if (!settle(positions)) return out;
    }
    for (int u = 0; u < nb; ++u)
        if (!paired_inside(u)) out.floaters.push_back(&b.at(u));
    for (int u = 0; u < b.vertices(); ++u) {
        const int v = mate_of(u);
        if (v > u && !(u < nb && v < nb)) out.rest.emplace_back(&b.at(u), b.is_bye(v) ? nullptr : &b.at(v));
    }
    // Notes: the criteria the chosen candidate could not fully meet.
    const Layout &L = b.layout();
    const Fields got = solver.value(mate);
    auto total = [&](const std::map<Points, int, std::greater<>> &levels) {
        long long t = 0;
        for (const auto &[k, f] : levels) t += got[static_cast<std::size_t>(f)];
        return t;
    };
    static const char *const counted[8] = {
        "[C10] topscorers or their opponents with a colour difference beyond +-2",
        "[C11] topscorers or their opponents with the same colour three times in a row",
        "[C12] players without their colour preference",
        "[C13] players without their strong colour preference",
        "[C14] resident downfloaters who downfloated in the previous round",
        "[C15] MDP opponents who upfloated in the previous round",
        "[C16] resident downfloaters who downfloated two rounds before",
        "[C17] MDP opponents who upfloated two rounds before"};
    static const char *const differences[4] = {
        "[C18] MDPs who downfloated in the previous round, counted in their score differences",
        "[C19] MDP opponents who upfloated in the previous round, counted in their score differences",
        "[C20] MDPs who downfloated two rounds before, counted in their score differences",
        "[C21] MDP opponents who upfloated two rounds before, counted in their score differences"};
    for (int k = 0; k < 4; ++k)
        if (got[static_cast<std::size_t>(L.colour + k)])
            out.notes.push_back("C.04.3 " + std::string(counted[k]) + ": " +
                                std::to_string(-got[static_cast<std::size_t>(L.colour + k)]));
    for (int k = 0; k < 4; ++k)
        if (got[static_cast<std::size_t>(L.floats + k)])
            out.notes.push_back("C.04.3 " + std::string(counted[4 + k]) + ": " +
                                std::to_string(-got[static_cast<std::size_t>(L.floats + k)]));
    for (int k = 0; k < 4; ++k)
        if (long long t = total(L.sd[static_cast<std::size_t>(k)]))
            out.notes.push_back("C.04.3 " + std::string(differences[k]) + ": " + std::to_string(-t));
    out.ok = true;
    return out;
}

BracketResult decide_any(const Bracket &b, const BracketInput &in) {
    const int need = b.total_bits() + 12; // LEMON scales weights by 4 and sums potentials
    if (need <= 128) return decide<2>(b, in);
    if (need <= 256) return decide<4>(b, in);
    if (need <= 512) return decide<8>(b, in);
    return decide<16>(b, in);
}

} // namespace

BracketResult pair_bracket(const BracketInput &in, const Settings &s) {
    for (const bool mdps_meet : {false, true}) { // MDPs meet only if nothing else completes the round
        if (mdps_meet && in.mdps < 2) break;
        const Bracket with_c9(in, s, mdps_meet, true);
        BracketResult r = decide_any(with_c9, in);
        // [C9] counts only where a single floater takes the PAB: with two or more, the
        // endorsed engine leaves the choice to the later criteria (tests/data/dutch-2025:
        // dutch-049 round 10, where the lower of two floaters takes the PAB, against dutch-067
        // round 5, where the one floater does). The number of floaters ([C6]) does not depend
        // on [C9].
        if (r.ok && with_c9.pab_decided_here() && r.floaters.size() != 1)
            r = decide_any(Bracket(in, s, mdps_meet, false), in);
        if (!r.ok) continue;
        if (mdps_meet)
            r.notes.push_back(
                "moved-down players meet each other: no other pairing completes the round (C.04.3 1.9.3)");
        return r;
    }
    return {};
}

} // namespace damka::pairing::dutch
