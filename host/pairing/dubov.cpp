// FIDE C.04.4.1 Dubov system (2026 edition, applied from 1 Feb 2026): the PAB first (3.1),
// then each scoregroup from the top (3.2): the fewest upfloaters (3.2.1), the best set of them
// (3.2.2, [C5]-[C10], order 4.2), G1/G2 (3.2.3), their re-composition (3.2.4, order 4.3) and the
// first legal transposition of G2 (3.2.5-3.2.6, order 4.4); colours by Article 5.
//
// Reused from the Dutch engine without change: the colour history and compatibility of
// dutch::State ([C1], [C3] and prohibited pairs; Dubov has no topscorers, so `topscorer` is
// always false here), the completion test ([C4]) and the weighted matching (matching/).
//
// Readings of the text where it is silent (also in host/pairing/README.md):
// - "upfloated" (1.8, [C8]-[C10]) is not defined: a player upfloated in a round when he played
//   a game against an opponent with a higher score before that round (PastRound::floated ==
//   Up, as derive_floats() sets it from played games). A PAB or a forfeit is not an upfloat.
// - 3.1.1 names the PAB and "(forfeit) win"; [C2] (Basic Rules Art. 4) also bars a full-point
//   bye. The stricter [C2] is applied (Player::bye_ineligible()).
// - 3.1.4 "the highest number of games": games played over the board.
// - [C7] is counted over the bracket being paired; the shifts of 3.2.4 then keep exactly the
//   best [C7] count, and every legal transposition of the re-composed groups keeps it too.
// - Sets of upfloaters alike for [C6]-[C10] (same scores, colour preferences and upfloat facts)
//   are tried in the 4.2 order, up to 256 of them, for the best exact [C7].
#include "dubov.hpp"

#include "board_order.hpp"
#include "dutch_state.hpp"
#include "matching/max_weight_matching.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <queue>
#include <set>

namespace damka::pairing {

namespace dubov {

int average_rating(long long sum, int games) {
    if (games <= 0) return 0; // 1.7.3
    // 1.7.1: nearest integer, the higher one on .5 (ratings are positive).
    return static_cast<int>((2 * sum + games) / (2LL * games));
}

int max_upfloats(int rounds) { return 2 + rounds / 5; } // 1.8.2

std::vector<int> middle_out(int size) {
    std::vector<int> order(static_cast<std::size_t>(size));
    for (int i = 0; i < size; ++i) order[static_cast<std::size_t>(i)] = i;
    // Distance from the middle (doubled to stay in integers), the higher position first.
    std::sort(order.begin(), order.end(), [size](int a, int b) {
        const int da = std::abs(2 * a - (size - 1)), db = std::abs(2 * b - (size - 1));
        return da != db ? da < db : a < b;
    });
    return order;
}

bool next_transposition(std::vector<int> &order) { return std::next_permutation(order.begin(), order.end()); }

} // namespace dubov

namespace {

using dutch::State;

std::string scores(Points p) {
    return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : std::string());
}

std::string list(const std::vector<int> &v) {
    std::string s;
    for (int x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
    return s.empty() ? "-" : s;
}

struct Entrant {
    State st; // colours, preference ([C3], 1.6), met set ([C1]), [C2]
    int tpn = 0;
    Points score = 0; // pairing score
    int aro = 0; // 1.7
    int games = 0; // games played over the board (3.1.4)
    int upfloats = 0; // rounds in which he upfloated
    bool up_last = false; // upfloated in the previous round ([C10])
    bool max_up = false; // 1.8.1 maximum upfloater
    bool fresh = false; // no game played yet (1.6.4, 3.2.3, 5.2.1)
    bool white = false; // colour preference for White (3.2.3 G1)
};

class Engine {
public:
    Engine(std::vector<Entrant> &e, const Settings &s) : e_(e), s_(s) {
        last_round_ = s.total_rounds > 0 && s.round >= s.total_rounds;
    }

    bool compatible(int a, int b) const { return dutch::compatible(e_[a].st, e_[b].st, s_); }

    // [C4] for a set: a perfect matching of `v` under `allowed` (greedy first, then Edmonds).
    template <class F>
    bool perfect(const std::vector<int> &v, F allowed) const {
        const std::size_t n = v.size();
        if (n % 2) return false;
        if (n == 0) return true;
        std::vector<int> mate(n, -1);
        std::size_t left = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (mate[i] >= 0) continue;
            for (std::size_t j = i + 1; j < n; ++j)
                if (mate[j] < 0 && allowed(v[i], v[j])) {
                    mate[i] = static_cast<int>(j), mate[j] = static_cast<int>(i);
                    break;
                }
            if (mate[i] < 0) ++left;
        }
        if (left == 0) return true;
        using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
        Graph g(n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j)
                if (allowed(v[i], v[j])) boost::add_edge(i, j, g);
        std::vector<boost::graph_traits<Graph>::vertex_descriptor> m(n);
        boost::edmonds_maximum_cardinality_matching(g, &m[0]);
        return 2 * boost::matching_size(g, &m[0]) == n;
    }
    bool perfect(const std::vector<int> &v) const {
        return perfect(v, [this](int a, int b) { return compatible(a, b); });
    }

    // The fewest pairs of the same label in a perfect matching of `v` under `allowed`; -1 when
    // there is no perfect matching. Weighted matching: 1 for a pair of different labels.
    template <class F>
    int min_same(const std::vector<int> &v, const std::vector<char> &label, F allowed) const {
        const int n = static_cast<int>(v.size());
        std::vector<matching::Edge<2>> edges;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (allowed(v[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(j)]))
                    edges.push_back(
                        {i, j, label[static_cast<std::size_t>(i)] != label[static_cast<std::size_t>(j)] ? 1 : 0});
        const auto mate = matching::max_weight_perfect_matching<2>(n, edges);
        if (!mate) return -1;
        int same = 0;
        for (int i = 0; i < n; ++i) {
            const int j = (*mate)[static_cast<std::size_t>(i)];
            if (i < j && label[static_cast<std::size_t>(i)] == label[static_cast<std::size_t>(j)]) ++same;
        }
        return same;
    }

    // [C7] for a bracket: the fewest players who cannot get their colour preference. Every
    // player has a preference (1.6.4), so it is the fewest pairs of two White (or two Black)
    // seekers. The bound |W - B| / 2 is reached when the smaller side can all meet players of
    // the larger side and the rest of the larger side can be paired among themselves.
    int c7(const std::vector<int> &bracket) const {
        std::vector<int> w, b;
        for (int x : bracket) (e_[x].white ? w : b).push_back(x);
        const int bound = static_cast<int>(w.size() > b.size() ? w.size() - b.size() : b.size() - w.size()) / 2;
        if (w.empty() || b.empty()) return bound;
        // The bound is reached exactly when the bracket has a perfect matching in which no two
        // players of the smaller side meet (Edmonds, through perfect()).
        const bool small_white = w.size() <= b.size();
        const auto mixed_or_large = [&](int x, int y) {
            return compatible(x, y) && !(e_[x].white == small_white && e_[y].white == small_white);
        };
        if (perfect(bracket, mixed_or_large)) return bound;
        std::vector<char> label;
        for (int x : bracket) label.push_back(e_[x].white ? 1 : 0);
        return min_same(bracket, label, [this](int a, int c) { return compatible(a, c); });
    }

    struct Choice {
        std::vector<int> upfloaters;
        std::vector<long long> key;
    };

    // 3.2.1-3.2.2: the upfloaters for residents `r` from the lower players `lower` (sorted by
    // 4.2.2: descending score, then ascending TPN; the position is the sequence number).
    std::optional<Choice> upfloaters(const std::vector<int> &r, const std::vector<int> &lower) {
        // 3.2.1: the fewest upfloaters. At least the residents left over by the largest
        // matching among themselves; more when the remaining players cannot be completed.
        int k0 = static_cast<int>(r.size() % 2);
        if (!perfect(r)) k0 = fewest_left(r);
        for (int k = k0; k <= static_cast<int>(lower.size()); k += 2)
            if (auto c = best_set(r, lower, k)) return c;
        return std::nullopt;
    }

    // Residents left unpaired by a largest matching among them.
    int fewest_left(const std::vector<int> &r) const {
        using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
        const std::size_t n = r.size();
        Graph g(n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j)
                if (compatible(r[i], r[j])) boost::add_edge(i, j, g);
        std::vector<boost::graph_traits<Graph>::vertex_descriptor> m(n);
        boost::edmonds_maximum_cardinality_matching(g, &m[0]);
        return static_cast<int>(n - 2 * boost::matching_size(g, &m[0]));
    }

    // 3.2.2: the set of k upfloaters that complies best with [C5]-[C10], the first in the 4.2
    // order among equals. Sets of k are compared by a key: [C6] the scores in ascending order
    // (higher is better), [C7], [C8], [C9], [C10], then the sequence numbers (4.1.3: the
    // smallest differing one decides). A set with a player from a lower score level loses on
    // [C6] to any set within the higher levels, so the search widens level by level.
    std::optional<Choice> best_set(const std::vector<int> &r, const std::vector<int> &lower, int k) {
        if (k == 0) {
            if (!legal(r, {}, lower)) return std::nullopt;
            return Choice{{}, {}};
        }
        std::size_t pool = 0;
        while (pool < lower.size()) {
            // Widen to the next score level, at least to k players.
            do {
                const Points level = e_[lower[pool]].score;
                while (pool < lower.size() && e_[lower[pool]].score == level) ++pool;
            } while (pool < lower.size() && pool < static_cast<std::size_t>(k));
            if (pool < static_cast<std::size_t>(k)) return std::nullopt;
            if (auto c = best_set_in(r, lower, k, pool)) return c;
        }
        return std::nullopt;
    }

    long long c8(int x) const { return last_round_ ? 0 : e_[x].max_up; } // [C8]: not in the last round
    long long c9(int x) const { return last_round_ || !e_[x].max_up ? 0 : e_[x].upfloats; } // [C9]
    long long c10(int x) const { return last_round_ ? 0 : e_[x].up_last; } // [C10]

    std::optional<Choice> best_set_in(const std::vector<int> &r, const std::vector<int> &lower, int k,
                                      std::size_t pool) {
        // Players alike for [C6]-[C10] form a class; sets are first compared by how many they
        // take from each class (a bound on the key), then settled by the first legal members.
        std::map<std::tuple<Points, bool, long long, long long, long long>, std::vector<int>> by_class;
        for (std::size_t i = 0; i < pool; ++i) {
            const int x = lower[i];
            by_class[{-e_[x].score, e_[x].white, c8(x), c9(x), c10(x)}].push_back(static_cast<int>(i));
        }
        std::vector<std::vector<int>> classes; // sequence numbers, ascending
        for (auto &[key, members] : by_class) classes.push_back(members);
        int rw = 0, rb = 0;
        for (int x : r) (e_[x].white ? rw : rb)++;

        struct Node {
            std::vector<long long> key;
            std::vector<int> counts;
            std::vector<int> set; // empty until verified
            bool operator>(const Node &o) const { return key > o.key; }
        };
        std::priority_queue<Node, std::vector<Node>, std::greater<>> queue;
        auto bound_key = [&](const std::vector<int> &counts) {
            std::vector<long long> sc;
            long long w = rw, b = rb, k8 = 0, k9 = 0, k10 = 0;
            std::vector<long long> seq;
            for (std::size_t c = 0; c < classes.size(); ++c)
                for (int i = 0; i < counts[c]; ++i) {
                    const int x = lower[static_cast<std::size_t>(classes[c][static_cast<std::size_t>(i)])];
                    sc.push_back(e_[x].score);
                    (e_[x].white ? w : b)++;
                    k8 += c8(x), k9 += c9(x), k10 += c10(x);
                    seq.push_back(classes[c][static_cast<std::size_t>(i)]);
                }
            std::sort(sc.begin(), sc.end());
            std::sort(seq.begin(), seq.end());
            std::vector<long long> key;
            for (long long v : sc) key.push_back(-v); // [C6]
            key.push_back(std::abs(w - b) / 2); // [C7] bound
            key.insert(key.end(), {k8, k9, k10});
            key.insert(key.end(), seq.begin(), seq.end());
            return key;
        };
        // Every way of taking k players from the classes (few classes: one per level and facts).
        std::vector<int> counts(classes.size(), 0);
        std::size_t generated = 0;
        std::function<void(std::size_t, int)> gen = [&](std::size_t c, int left) {
            if (generated > 200000) return; // see README: bounded enumeration
            if (c == classes.size()) {
                if (left == 0) {
                    queue.push({bound_key(counts), counts, {}});
                    ++generated;
                }
                return;
            }
            for (int t = std::min<int>(left, static_cast<int>(classes[c].size())); t >= 0; --t) {
                counts[c] = t;
                gen(c + 1, left - t);
            }
            counts[c] = 0;
        };
        gen(0, k);
        while (!queue.empty()) {
            Node top = queue.top();
            queue.pop();
            if (!top.set.empty()) {
                std::vector<int> ups;
                for (int i : top.set) ups.push_back(lower[static_cast<std::size_t>(i)]);
                return Choice{ups, top.key};
            }
            // The first legal members of these classes in the 4.2 order.
            std::vector<int> members;
            std::vector<int> class_of(pool, -1);
            for (std::size_t c = 0; c < classes.size(); ++c)
                if (top.counts[c])
                    for (int i : classes[c])
                        members.push_back(i), class_of[static_cast<std::size_t>(i)] = static_cast<int>(c);
            std::sort(members.begin(), members.end());
            // The members in the 4.2 order (lexicographic sets); among the legal ones, the first
            // reaching the [C7] bound of these classes, else the one with the best exact [C7].
            std::vector<int> need = top.counts, chosen, best;
            long long best_c7 = 0;
            const long long bound = top.key[static_cast<std::size_t>(k)];
            int leaves = 0;
            std::function<bool(std::size_t)> dfs = [&](std::size_t at) -> bool {
                if (static_cast<int>(chosen.size()) == k) {
                    if (++leaves > 256) return false;
                    std::vector<int> ups;
                    for (int i : chosen) ups.push_back(lower[static_cast<std::size_t>(i)]);
                    if (!legal(r, ups, lower)) return false;
                    std::vector<int> bracket = r;
                    bracket.insert(bracket.end(), ups.begin(), ups.end());
                    const long long exact = c7(bracket);
                    if (best.empty() || exact < best_c7) best = chosen, best_c7 = exact;
                    return exact == bound;
                }
                for (std::size_t m = at; m < members.size() && leaves <= 256; ++m) {
                    const int c = class_of[static_cast<std::size_t>(members[m])];
                    if (!need[static_cast<std::size_t>(c)]) continue;
                    --need[static_cast<std::size_t>(c)];
                    chosen.push_back(members[m]);
                    if (dfs(m + 1)) return true;
                    chosen.pop_back();
                    ++need[static_cast<std::size_t>(c)];
                }
                return false;
            };
            dfs(0);
            if (best.empty()) continue;
            chosen = best;
            std::vector<long long> key = top.key;
            key[static_cast<std::size_t>(k)] = best_c7; // the exact [C7]
            for (int i = 0; i < k; ++i)
                key[key.size() - static_cast<std::size_t>(k - i)] = chosen[static_cast<std::size_t>(i)];
            queue.push({key, top.counts, chosen});
        }
        return std::nullopt;
    }

    // [C1], [C3], [C4]: the bracket can be paired, and so can everybody left below it.
    bool legal(const std::vector<int> &r, const std::vector<int> &ups, const std::vector<int> &lower) const {
        std::vector<int> bracket = r;
        bracket.insert(bracket.end(), ups.begin(), ups.end());
        if (!perfect(bracket)) return false;
        std::vector<int> rest;
        for (int x : lower)
            if (std::find(ups.begin(), ups.end(), x) == ups.end()) rest.push_back(x);
        return perfect(rest);
    }

    // 3.2.3-3.2.6 for a bracket; returns (G1 player, G2 player) pairs and explains the steps.
    std::vector<std::pair<int, int>> pair_bracket(const std::vector<int> &bracket, std::vector<Message> &notes) {
        auto by_tpn = [this](int a, int b) { return e_[a].tpn < e_[b].tpn; };
        auto by_aro = [this](int a, int b) {
            return e_[a].aro != e_[b].aro ? e_[a].aro < e_[b].aro : e_[a].tpn < e_[b].tpn;
        };
        // 3.2.3: G1 = White seekers; when nobody in the bracket has played, the first half by TPN.
        const bool all_fresh = std::all_of(bracket.begin(), bracket.end(), [this](int x) { return e_[x].fresh; });
        std::vector<int> g1, g2;
        if (all_fresh) {
            std::vector<int> sorted = bracket;
            std::sort(sorted.begin(), sorted.end(), by_tpn);
            g1.assign(sorted.begin(), sorted.begin() + static_cast<long>(sorted.size() / 2));
            g2.assign(sorted.begin() + static_cast<long>(sorted.size() / 2), sorted.end());
            notes.push_back(DAMKA_TR("Pairing",
                                     "C.04.4.1 3.2.3: nobody in the bracket has played yet: G1 is the "
                                     "first half by TPN (%1), G2 the rest (%2)")
                                .arg(tpns(g1))
                                .arg(tpns(g2)));
        } else {
            for (int x : bracket) (e_[x].white ? g1 : g2).push_back(x);
            notes.push_back(
                DAMKA_TR("Pairing", "C.04.4.1 3.2.3: G1, the White seekers: %1; G2: %2").arg(tpns(g1)).arg(tpns(g2)));
        }
        // 4.3.2 orders: G1 (White seekers) by ARO then TPN, G2 by TPN.
        std::sort(g1.begin(), g1.end(), by_aro);
        std::sort(g2.begin(), g2.end(), by_tpn);
        // 3.2.4: S = the smaller subgroup (G1 if equal), L = the larger. A pairing with q pairs
        // inside S has q + (|L|-|S|)/2 + q pairs of the same subgroup; the best [C7] fixes q.
        const bool s_is_g1 = g1.size() <= g2.size();
        const std::vector<int> &small = s_is_g1 ? g1 : g2, &large = s_is_g1 ? g2 : g1;
        const int d = static_cast<int>(large.size() - small.size()) / 2;
        std::vector<char> label;
        for (int x : bracket) label.push_back(std::find(g1.begin(), g1.end(), x) != g1.end() ? 1 : 0);
        // Roles of the bracket's players while the shifts are chosen: in an optimal pairing
        // the q pairs inside S each have one shifted player (X), the q + d pairs inside L
        // each one shifted player (Y), and every other pair joins S and L.
        enum Role : char { SOpen, XIn, SStay, LOpen, YIn, YOut };
        std::vector<char> role(e_.size(), SStay);
        for (int x : large) role[static_cast<std::size_t>(x)] = LOpen;
        auto in_s = [&](int x) {
            const char r = role[static_cast<std::size_t>(x)];
            return r == SOpen || r == XIn || r == SStay;
        };
        // X open: two S players meet only if one of them can be shifted; X meets no L player.
        auto x_phase = [&](int a, int c) {
            if (!compatible(a, c)) return false;
            const char ra = role[static_cast<std::size_t>(a)], rc = role[static_cast<std::size_t>(c)];
            if (in_s(a) && in_s(c)) return !(ra == XIn && rc == XIn) && !(ra == SStay && rc == SStay);
            if (in_s(a)) return ra != XIn;
            if (in_s(c)) return rc != XIn;
            return true;
        };
        // X fixed, Y open: X meets only S players staying; an S player staying meets X or an L
        // player not shifted; two L players meet only if one of them can be shifted.
        auto y_phase = [&](int a, int c) {
            if (!compatible(a, c)) return false;
            char ra = role[static_cast<std::size_t>(a)], rc = role[static_cast<std::size_t>(c)];
            if (in_s(c) && !in_s(a)) std::swap(ra, rc);
            if (in_s(a) || in_s(c)) {
                if (in_s(a) && in_s(c)) return (ra == XIn) != (rc == XIn);
                return ra == SStay && rc != YIn;
            }
            return !(ra == YIn && rc == YIn) && !(ra == YOut && rc == YOut);
        };
        int v = d;
        if (!perfect(bracket, y_phase)) v = min_same(bracket, label, [this](int a, int c) { return compatible(a, c); });
        const int q = (v - d) / 2;
        std::vector<int> x_set, y_set;
        const std::vector<int> s_order = numbered(small), l_order = numbered(large);
        if (q > 0) {
            for (int x : small) role[static_cast<std::size_t>(x)] = SOpen;
            x_set = first_set(s_order, q, [&](const std::vector<int> &in, const std::vector<int> &out) {
                for (int x : in) role[static_cast<std::size_t>(x)] = XIn;
                for (int x : out) role[static_cast<std::size_t>(x)] = SStay;
                const bool ok = min_same(bracket, label, x_phase) == v;
                for (int x : in) role[static_cast<std::size_t>(x)] = SOpen;
                for (int x : out) role[static_cast<std::size_t>(x)] = SOpen;
                return ok;
            });
            for (int x : small) role[static_cast<std::size_t>(x)] = SStay;
            for (int x : x_set) role[static_cast<std::size_t>(x)] = XIn;
            notes.push_back(
                DAMKA_TR(
                    "Pairing",
                    "C.04.4.1 3.2.4: pairs inside the smaller subgroup that cannot be avoided: %1; shifted to the other subgroup: %2 (order 4.3)")
                    .arg(q)
                    .arg(tpns(x_set)));
        }
        if (q + d > 0) {
            y_set = first_set(l_order, q + d, [&](const std::vector<int> &in, const std::vector<int> &out) {
                for (int x : in) role[static_cast<std::size_t>(x)] = YIn;
                for (int x : out) role[static_cast<std::size_t>(x)] = YOut;
                const bool ok = perfect(bracket, y_phase);
                for (int x : in) role[static_cast<std::size_t>(x)] = LOpen;
                for (int x : out) role[static_cast<std::size_t>(x)] = LOpen;
                return ok;
            });
            notes.push_back(
                DAMKA_TR(
                    "Pairing",
                    "C.04.4.1 3.2.4: to equalise G1 and G2, shifted from the larger subgroup: %1 (order 4.3; [C7]: players without their colour preference: %2)")
                    .arg(tpns(y_set))
                    .arg(v));
        }
        std::vector<int> side_a, side_b;
        for (int x : small)
            if (std::find(x_set.begin(), x_set.end(), x) == x_set.end()) side_a.push_back(x);
        side_a.insert(side_a.end(), y_set.begin(), y_set.end());
        for (int x : large)
            if (std::find(y_set.begin(), y_set.end(), x) == y_set.end()) side_b.push_back(x);
        side_b.insert(side_b.end(), x_set.begin(), x_set.end());
        std::vector<int> s1 = s_is_g1 ? side_a : side_b, t2 = s_is_g1 ? side_b : side_a;
        // 3.2.5: S1 = G1 by ascending ARO, then TPN; 4.4.2: G2 by ascending TPN.
        std::sort(s1.begin(), s1.end(), by_aro);
        std::sort(t2.begin(), t2.end(), by_tpn);
        const std::vector<int> partner = first_transposition(s1, t2);
        if (partner.size() != s1.size() || s1.size() != t2.size()) return {};
        std::vector<int> t2_order;
        std::vector<std::pair<int, int>> pairs;
        for (std::size_t i = 0; i < s1.size(); ++i) {
            pairs.push_back({s1[i], partner[i]});
            t2_order.push_back(partner[i]);
        }
        notes.push_back(DAMKA_TR("Pairing",
                                 "C.04.4.1 3.2.5-3.2.6: S1 (G1 by ARO, then TPN) %1 meets T2, the first "
                                 "legal transposition of G2 (4.4): %2")
                            .arg(tpns(s1))
                            .arg(tpns(t2_order)));
        return pairs;
    }

    Message tpns(const std::vector<int> &v) const {
        std::vector<int> s;
        for (int x : v) s.push_back(e_[x].tpn);
        return Message(list(s));
    }

    // 4.3.3 sequence numbers of a subgroup already sorted by 4.3.2: the players in that order.
    static std::vector<int> numbered(const std::vector<int> &sorted) {
        std::vector<int> out;
        for (int i : dubov::middle_out(static_cast<int>(sorted.size())))
            out.push_back(sorted[static_cast<std::size_t>(i)]);
        return out;
    }

    // The first set of `size` players in the order `order` (4.1.3: the smallest differing
    // sequence number decides) for which `ok(chosen, passed over)` holds: chosen position by
    // position, a player passed over stays out of the set.
    template <class F>
    std::vector<int> first_set(const std::vector<int> &order, int size, F ok) const {
        std::vector<int> in, out;
        for (std::size_t i = 0; i < order.size() && static_cast<int>(in.size()) < size; ++i) {
            in.push_back(order[i]);
            if (!ok(in, out)) { // no legal pairing with this player in the set: he stays out
                in.pop_back();
                out.push_back(order[i]);
            }
        }
        return in;
    }

    // 3.2.6 / 4.4: the first transposition of G2 (by ascending TPN, lexicographic) giving a
    // legal pairing S1[i]-T2[i]: position by position the lowest TPN whose choice still lets
    // the rest of S1 and G2 be matched (a bipartite matching kept and repaired by augmenting).
    std::vector<int> first_transposition(const std::vector<int> &s1, const std::vector<int> &g2) const {
        const std::size_t n = s1.size();
        std::vector<int> mate_s(n, -1), mate_g(n, -1); // indices
        std::vector<char> fixed_s(n, 0), fixed_g(n, 0);
        auto ok = [&](std::size_t i, std::size_t j) { return compatible(s1[i], g2[j]); };
        std::function<bool(std::size_t, std::vector<char> &)> augment = [&](std::size_t i, std::vector<char> &seen) {
            for (std::size_t j = 0; j < n; ++j)
                if (!fixed_g[j] && !seen[j] && ok(i, j)) {
                    seen[j] = 1;
                    if (mate_g[j] < 0 || augment(static_cast<std::size_t>(mate_g[j]), seen)) {
                        mate_g[j] = static_cast<int>(i), mate_s[i] = static_cast<int>(j);
                        return true;
                    }
                }
            return false;
        };
        for (std::size_t i = 0; i < n; ++i) {
            std::vector<char> seen(n, 0);
            if (!augment(i, seen)) return {}; // cannot happen: the shifts left a legal pairing
        }
        std::vector<int> partner(n);
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = 0; j < n; ++j) {
                if (fixed_g[j] || !ok(i, j)) continue;
                if (mate_s[i] == static_cast<int>(j)) break;
                // Try i-j: free both partners, rematch the displaced player of i's old partner.
                const std::vector<int> save_s = mate_s, save_g = mate_g;
                const int old_j = mate_s[i], old_i = mate_g[j];
                mate_g[static_cast<std::size_t>(old_j)] = -1;
                mate_s[static_cast<std::size_t>(old_i)] = -1;
                mate_s[i] = static_cast<int>(j), mate_g[j] = static_cast<int>(i);
                fixed_s[i] = 1, fixed_g[j] = 1;
                std::vector<char> seen(n, 0);
                if (augment(static_cast<std::size_t>(old_i), seen)) break;
                mate_s = save_s, mate_g = save_g;
                fixed_s[i] = 0, fixed_g[j] = 0;
            }
            fixed_s[i] = 1, fixed_g[static_cast<std::size_t>(mate_s[i])] = 1;
            partner[i] = g2[static_cast<std::size_t>(mate_s[i])];
        }
        return partner;
    }

    bool last_round() const { return last_round_; }

private:
    std::vector<Entrant> &e_;
    const Settings &s_;
    bool last_round_ = false;
};

// Article 5: colours of a pair; `a` ranks higher (more points, then smaller TPN).
Pair dubov_colours(const Entrant &a, const Entrant &b, const Settings &s, Message &rule) {
    auto give_a = [&](Colour c) { return c == Colour::White ? Pair{a.tpn, b.tpn} : Pair{b.tpn, a.tpn}; };
    const Colour initial = s.first_colour == Colour::None ? Colour::White : s.first_colour;
    if (a.fresh && b.fresh) { // 5.2.1
        rule = DAMKA_TR("Pairing",
                        "C.04.4.1 5.2.1: neither has played; the higher ranked player's TPN decides "
                        "(odd: the initial colour)");
        return give_a(a.tpn % 2 ? initial : opposite(initial));
    }
    if (a.st.pref != b.st.pref) { // 5.2.2
        rule = DAMKA_TR("Pairing", "C.04.4.1 5.2.2: both colour preferences granted");
        return give_a(a.st.pref);
    }
    // 1.6.4: a player without games has a mild preference for Black.
    const int sa = a.fresh ? 1 : a.st.strength, sb = b.fresh ? 1 : b.st.strength;
    if (sa != sb) { // 5.2.3
        rule = DAMKA_TR("Pairing", "C.04.4.1 5.2.3: the stronger colour preference granted");
        return sa > sb ? give_a(a.st.pref) : give_a(opposite(b.st.pref));
    }
    // 5.2.4: alternate from the most recent game in which one had White and the other Black
    // (the games played, counted back from the latest, as the colour history of 1.6 reads them).
    for (std::size_t i = 1; i <= std::min(a.st.colours.size(), b.st.colours.size()); ++i) {
        const Colour ca = a.st.colours[a.st.colours.size() - i], cb = b.st.colours[b.st.colours.size() - i];
        if (ca != cb) {
            rule = DAMKA_TR("Pairing", "C.04.4.1 5.2.4: colours alternated from the most recent difference");
            return give_a(opposite(ca));
        }
    }
    rule = DAMKA_TR("Pairing", "C.04.4.1 5.2.5: the higher ranked player's preference granted");
    return give_a(a.st.pref);
}

// Every player by start number: 1.7.1 reads the opponents' ratings.
using ByStart = std::map<int, const Player *>;

// Why the round cannot be paired, if it cannot: what any Swiss input needs, C.04.4.1 1.1 (every
// player rated) and 1.7.1 (every opponent's rating known).
std::optional<Message> refusal(const std::vector<Player> &players, const Settings &settings, const ByStart &by_start) {
    if (std::optional<Message> refused = invalid_swiss_input(players, settings)) return refused;
    // 1.1.1: every player must have a rating (1.1.2: the chief arbiter assigns a provisional one).
    std::vector<int> unrated;
    for (const Player &p : players)
        if (p.available && !p.withdrawn && p.rating <= 0) unrated.push_back(p.start);
    if (!unrated.empty())
        return DAMKA_TR("Pairing",
                        "C.04.4.1 1.1: every player must have a rating; the chief arbiter "
                        "assigns a provisional one (1.1.2) to: %1")
            .arg(list(unrated));
    for (const Player &p : players) {
        if (!p.available || p.withdrawn) continue;
        for (const PastRound &r : p.rounds)
            if (r.kind == RoundKind::Played && r.colour != Colour::None && !by_start.count(r.opponent))
                return DAMKA_TR("Pairing", "player %1 played player %2, who is not in the tournament")
                    .arg(p.start)
                    .arg(r.opponent);
    }
    return std::nullopt;
}

// The players to pair with the facts the articles ask about (1.6.4, 1.7, 1.8), by score, then
// TPN. Every opponent is in `players` (refusal()).
std::vector<Entrant> entrants(const std::vector<Player> &players, const Settings &settings, const ByStart &by_start) {
    // 1.8.2 with the planned rounds (the round being paired when the plan is unknown).
    const int maxt = dubov::max_upfloats(settings.total_rounds > 0 ? settings.total_rounds : settings.round);
    std::vector<Entrant> e;
    for (const Player &p : players) {
        if (!p.available || p.withdrawn) continue;
        Entrant x;
        x.st = dutch::make_state(p, settings);
        x.st.topscorer = false; // Dubov [C3] has no topscorer exception
        x.tpn = p.start;
        x.score = p.pairing_score();
        long long sum = 0;
        for (const PastRound &r : p.rounds) {
            if (r.kind != RoundKind::Played || r.colour == Colour::None) continue;
            sum += by_start.at(r.opponent)->rating; // 1.7.1: only games played over the board
            ++x.games;
        }
        x.aro = dubov::average_rating(sum, x.games);
        for (std::size_t r = 0; r < p.rounds.size(); ++r)
            if (p.rounds[r].floated == Float::Up) {
                ++x.upfloats;
                if (r + 1 == p.rounds.size()) x.up_last = true;
            }
        x.max_up = x.upfloats >= maxt; // 1.8.1
        x.fresh = x.games == 0;
        if (x.fresh) { // 1.6.4: no games: a mild preference for Black
            x.st.pref = Colour::Black;
            x.st.strength = dutch::Mild;
        }
        x.white = x.st.pref == Colour::White;
        e.push_back(std::move(x));
    }
    std::sort(e.begin(), e.end(), [](const Entrant &a, const Entrant &b) {
        return a.score != b.score ? a.score > b.score : a.tpn < b.tpn;
    });
    return e;
}

// A Dubov round being paired: the players left, the pairs made scoregroup by scoregroup and the
// pairing being written.
class Round {
public:
    Round(std::vector<Entrant> &e, const Settings &settings, Pairing &out)
        : e_(e), settings_(settings), out_(out), engine_(e, settings) {
        for (std::size_t i = 0; i < e_.size(); ++i) remaining_.push_back(static_cast<int>(i));
    }

    // C.04.4.1 3.1: the PAB first: [C2], a complete pairing of the others, the lowest score, the
    // most games played, the largest TPN. False when the round cannot be paired at all.
    bool assign_pab() {
        if (e_.size() % 2 == 0) return engine_.perfect(remaining_);
        std::vector<int> order = remaining_;
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            if (e_[a].score != e_[b].score) return e_[a].score < e_[b].score;
            if (e_[a].games != e_[b].games) return e_[a].games > e_[b].games;
            return e_[a].tpn > e_[b].tpn;
        });
        int bye = -1;
        for (int x : order) {
            if (e_[x].st.bye_ineligible) continue;
            std::vector<int> others;
            for (int y : remaining_)
                if (y != x) others.push_back(y);
            if (engine_.perfect(others)) {
                bye = x;
                break;
            }
        }
        if (bye < 0) return false;
        out_.bye = e_[bye].tpn;
        out_.explanation.bye = DAMKA_TR("Pairing",
                                        "%1: C.04.4.1 3.1: no PAB nor a win's points without playing "
                                        "before ([C2]), the others can all be paired, then the lowest score "
                                        "(%2), the most games played (%3), the largest TPN")
                                   .arg(e_[bye].tpn)
                                   .arg(scores(e_[bye].score))
                                   .arg(e_[bye].games);
        remaining_.erase(std::find(remaining_.begin(), remaining_.end(), bye));
        return true;
    }

    // C.04.4.1 3.2: the scoregroups in descending order, each with its upfloaters (3.2.1-3.2.2)
    // and paired by 3.2.3-3.2.6. False when one cannot be paired.
    bool pair_scoregroups() {
        while (!remaining_.empty()) {
            const Points level = e_[remaining_[0]].score;
            std::vector<int> r, lower;
            for (int x : remaining_) (e_[x].score == level ? r : lower).push_back(x);
            BracketNote note;
            note.upfloaters = true;
            note.score = level;
            for (int x : r) note.residents.push_back(e_[x].tpn);
            const auto choice = engine_.upfloaters(r, lower);
            if (!choice) return false;
            std::vector<int> bracket = r;
            bracket.insert(bracket.end(), choice->upfloaters.begin(), choice->upfloaters.end());
            explain_upfloaters(choice->upfloaters, note);
            const auto made = engine_.pair_bracket(bracket, note.notes);
            if (2 * made.size() != bracket.size()) return false;
            for (auto [a, b] : made) pairs_.push_back({a, b});
            out_.explanation.brackets.push_back(std::move(note));
            std::vector<int> rest;
            for (int x : remaining_)
                if (std::find(bracket.begin(), bracket.end(), x) == bracket.end()) rest.push_back(x);
            remaining_ = std::move(rest);
        }
        return true;
    }

    // C.04.4.1 Article 5: the colours of every pair; boards in C.04.2 order (the higher score of
    // the pair, the sum of the scores, then the higher ranked player's TPN).
    void allocate_colours() {
        order_boards(
            pairs_, [&](int i) { return e_[i].score; }, [&](int i) { return e_[i].tpn; });
        for (auto [a, b] : pairs_) {
            Message rule;
            const Pair p = dubov_colours(e_[a], e_[b], settings_, rule);
            out_.pairs.push_back(p);
            out_.explanation.colours.push_back({p, rule});
        }
    }

    // The pairing so far, refused for the chief arbiter: no pairing meets the absolute criteria.
    Pairing no_pairing() {
        out_.failure = Failure::NoValidPairing;
        out_.message = DAMKA_TR("Pairing",
                                "no pairing of the %1 players meets the absolute criteria (C.04.4.1 "
                                "[C1]-[C3] and prohibited pairs); the chief arbiter decides")
                           .arg(e_.size());
        return out_;
    }

private:
    // C.04.4.1 3.2.1-3.2.2: the explanation of a scoregroup's upfloaters, if it has any.
    void explain_upfloaters(const std::vector<int> &upfloaters, BracketNote &note) const {
        for (int x : upfloaters) note.moved_down.push_back(e_[x].tpn);
        if (upfloaters.empty()) return;
        std::string sc;
        for (int x : upfloaters) sc += (sc.empty() ? "" : " ") + scores(e_[x].score);
        note.notes.push_back(
            DAMKA_TR(
                "Pairing",
                "C.04.4.1 3.2.1: the fewest upfloaters that let the residents and the rest of the round be paired ([C5]): %1")
                .arg(static_cast<long long>(upfloaters.size())));
        note.notes.push_back(
            DAMKA_TR("Pairing",
                     "C.04.4.1 3.2.2: upfloaters %1 (scores %2): the best set by [C6] highest "
                     "scores, [C7] colour preferences, [C8]-[C10] maximum and repeated upfloaters%3, "
                     "then the order of 4.2")
                .arg(list(note.moved_down))
                .arg(sc)
                .arg(engine_.last_round() ? DAMKA_TR("Pairing", " (not applied in the last round)") : Message()));
    }

    std::vector<Entrant> &e_;
    const Settings &settings_;
    Pairing &out_;
    Engine engine_;
    std::vector<int> remaining_; // entrants not yet paired, by score, then TPN
    std::vector<std::pair<int, int>> pairs_; // entrants, the scoregroups' pairs
};

} // namespace

Pairing pair_dubov(const std::vector<Player> &players, const Settings &settings) {
    Pairing out;
    ByStart by_start;
    for (const Player &p : players) by_start[p.start] = &p;
    if (std::optional<Message> refused = refusal(players, settings, by_start)) {
        out.failure = Failure::InvalidInput;
        out.message = std::move(*refused);
        return out;
    }
    std::vector<Entrant> e = entrants(players, settings, by_start); // C.04.4.1 1.6.4, 1.7, 1.8
    Round round(e, settings, out);
    if (!round.assign_pab()) return round.no_pairing(); // C.04.4.1 3.1
    if (!round.pair_scoregroups()) return round.no_pairing(); // C.04.4.1 3.2
    round.allocate_colours(); // C.04.4.1 Article 5
    return out;
}

} // namespace damka::pairing
