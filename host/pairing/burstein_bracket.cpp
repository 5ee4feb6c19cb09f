// C.04.4.2 3.2 for one bracket as a maximum-weight perfect matching over the bracket and every
// player still unpaired below it (so that [C4], the completion of the round, always holds).
// The quality criteria add up over the pairs, packed one field above the other:
//   [C5] pairs inside the bracket;
//   [C6] per score level of the bracket, highest first: its players paired inside the bracket
//        (with the number of floaters fixed by [C5], the fewest floaters at the highest level,
//        then the next, is "the scores taken in descending order" minimised);
//   [C7] the following bracket (the outgoing floaters and the next scoregroup): its pairs
//        ([C5] there), then per score level its players paired ([C6] there); [C1]-[C4] there are
//        the graph itself;
//   [C8] pairs of the bracket whose two players can both get their colour preference;
// and below them the 4.3 order: BSN #1's opponent as large as possible, then BSN #2's ... A
// digit per BSN (its opponent's BSN, 0 for floating: the virtual BSN-0 player of 4.2) makes a
// number whose order is 4.3's. The digits of a whole bracket may not fit the weight, so a
// window of BSNs is steered at a time; the pairs it fixes are those of the best pairing (an
// earlier BSN's opponent decides first), and the next window goes on from there.
//
// The graph is sparse and made exact by the dual certificate (matching/max_weight_matching.hpp):
// the pairs outside the bracket and the next scoregroup weigh 0, so only a few of them are held,
// and the solution's duals prove that none of the others would do better.
#include "burstein_bracket.hpp"

#include "matching/max_weight_matching.hpp"

#include <algorithm>
#include <bit>

namespace damka::pairing::burstein {
namespace {

int bits(long long v) { return v <= 0 ? 1 : static_cast<int>(std::bit_width(static_cast<unsigned long long>(v))); }

// The bit offsets of the criteria fields and of the steering digits.
struct Layout {
    int c5 = 0, c6 = 0, c7a = 0, c7b = 0, c8 = 0; // offsets (c6, c7b: of level 0; levels below are lower)
    int field6 = 0, field7 = 0; // widths of one level's field
    int digit = 0; // width of one steering digit
    int window = 0; // steering digits available
    int total_criteria = 0;
};

template <int N>
class Solver {
public:
    Solver(const BracketProblem &p, const Layout &l) : p_(p), l_(l) {}

    // mate per vertex; `fixed[u]` >= 0: u must meet that vertex; `floats[u]`: bracket vertex u
    // must not meet another bracket vertex; `window`: bracket vertices steered, in 4.3 order.
    std::optional<std::vector<int>> solve(const std::vector<int> &fixed, const std::vector<char> &floats,
                                          const std::vector<int> &window, const std::vector<int> &hint) {
        fixed_ = &fixed, floats_ = &floats;
        pos_.assign(static_cast<std::size_t>(p_.bracket), -1);
        for (std::size_t t = 0; t < window.size(); ++t) pos_[static_cast<std::size_t>(window[t])] = static_cast<int>(t);
        window_ = static_cast<int>(window.size());
        const int n = p_.size, top = p_.bracket + p_.next;
        held_.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
        std::vector<matching::Edge<N>> edges;
        auto hold = [&](int u, int v) {
            if (u > v) std::swap(u, v);
            char &h = held_[static_cast<std::size_t>(u) * static_cast<std::size_t>(n) + static_cast<std::size_t>(v)];
            if (h || !allowed(u, v)) return;
            h = 1;
            edges.push_back({u, v, weight(u, v)});
        };
        // For a start: every pair with a bracket player, a few neighbours for each player
        // below it, the hint's pairs; the certificate adds whatever else could do better.
        for (int u = 0; u < p_.bracket; ++u)
            for (int v = u + 1; v < top; ++v) hold(u, v);
        for (int u = 0; u < n; ++u) {
            if (hint[static_cast<std::size_t>(u)] >= 0) hold(u, hint[static_cast<std::size_t>(u)]);
            if (u < p_.bracket) continue;
            int added = 0;
            for (int v = u + 1; v < n && added < 8; ++v)
                if (allowed(u, v)) hold(u, v), ++added;
        }
        for (int round = 0; round < 64; ++round) {
            auto sol = matching::max_weight_perfect_matching_with_duals<N>(n, edges);
            if (!sol || !sol->tight(edges)) return dense();
            bool certified = true;
            auto check = [&](int u, int v) {
                if (u > v) std::swap(u, v);
                if (held_[static_cast<std::size_t>(u) * static_cast<std::size_t>(n) + static_cast<std::size_t>(v)] ||
                    !allowed(u, v))
                    return;
                if (sol->certifies(u, v, weight(u, v))) return;
                hold(u, v);
                certified = false;
            };
            for (int u = 0; u < top; ++u)
                for (int v = u + 1; v < top; ++v) check(u, v);
            // Every other pair weighs 0: certified when its node duals and the duals of the
            // blossoms holding both add up to 0 or more (matching::Solution::certifies, inline:
            // each vertex's blossom duals summed once from the outermost in).
            const auto &y = sol->node;
            std::vector<std::vector<matching::WideInt<N>>> outer(static_cast<std::size_t>(n));
            for (int u = 0; u < n; ++u) {
                const auto &list = sol->blossoms_of[static_cast<std::size_t>(u)];
                auto &o = outer[static_cast<std::size_t>(u)];
                o.assign(list.size() + 1, matching::WideInt<N>(0));
                for (std::size_t k = list.size(); k-- > 0;)
                    o[k] = o[k + 1] + sol->blossom[static_cast<std::size_t>(list[k])];
            }
            const matching::WideInt<N> zero(0);
            for (int u = 0; u < n; ++u)
                for (int v = std::max(u + 1, top); v < n; ++v) {
                    if (held_[static_cast<std::size_t>(u) * static_cast<std::size_t>(n) + static_cast<std::size_t>(v)])
                        continue;
                    const auto &la = sol->blossoms_of[static_cast<std::size_t>(u)],
                               &lb = sol->blossoms_of[static_cast<std::size_t>(v)];
                    std::size_t k = la.size(), m = lb.size();
                    while (k > 0 && m > 0 && la[k - 1] == lb[m - 1]) --k, --m;
                    matching::WideInt<N> slack = y[static_cast<std::size_t>(u)] + y[static_cast<std::size_t>(v)];
                    slack += outer[static_cast<std::size_t>(u)][k];
                    if (slack < zero && allowed(u, v)) {
                        hold(u, v);
                        certified = false;
                    }
                }
            if (certified) return std::move(sol->mate);
        }
        return dense();
    }

private:
    bool allowed(int u, int v) const {
        const int fu = (*fixed_)[static_cast<std::size_t>(u)], fv = (*fixed_)[static_cast<std::size_t>(v)];
        if (fu >= 0 || fv >= 0) return fu == v && fv == u;
        if (u < p_.bracket && v < p_.bracket &&
            ((*floats_)[static_cast<std::size_t>(u)] || (*floats_)[static_cast<std::size_t>(v)]))
            return false;
        return p_.compatible(u, v);
    }

    static matching::WideInt<N> at(long long value, int offset) { return matching::WideInt<N>(value).shifted(offset); }

    matching::WideInt<N> weight(int u, int v) const {
        if (u > v) std::swap(u, v);
        const int b = p_.bracket, top = p_.bracket + p_.next;
        matching::WideInt<N> w(0);
        if (v < b) { // a pair of the bracket
            const std::size_t su = static_cast<std::size_t>(u), sv = static_cast<std::size_t>(v);
            w += at(1, l_.c5);
            w += at(1, l_.c6 - l_.field6 * p_.level[su]);
            w += at(1, l_.c6 - l_.field6 * p_.level[sv]);
            if (!(p_.preference[su] != 0 && p_.preference[su] == p_.preference[sv])) w += at(1, l_.c8);
            if (pos_[su] >= 0) w += at(v + 1, l_.digit * (window_ - 1 - pos_[su]));
            if (pos_[sv] >= 0) w += at(u + 1, l_.digit * (window_ - 1 - pos_[sv]));
        } else if (v < top) { // a pair of the following bracket
            w += at(1, l_.c7a);
            const int lu = u < b ? p_.level[static_cast<std::size_t>(u)] : p_.levels;
            w += at(1, l_.c7b - l_.field7 * lu);
            w += at(1, l_.c7b - l_.field7 * p_.levels);
        }
        return w;
    }

    std::optional<std::vector<int>> dense() {
        std::vector<matching::Edge<N>> edges;
        for (int u = 0; u < p_.size; ++u)
            for (int v = u + 1; v < p_.size; ++v)
                if (allowed(u, v)) edges.push_back({u, v, weight(u, v)});
        return matching::max_weight_perfect_matching<N>(p_.size, edges);
    }

    const BracketProblem &p_;
    const Layout &l_;
    const std::vector<int> *fixed_ = nullptr;
    const std::vector<char> *floats_ = nullptr;
    std::vector<int> pos_;
    int window_ = 0;
    std::vector<char> held_;
};

template <int N>
std::optional<std::vector<int>> run(const BracketProblem &p, const Layout &l) {
    Solver<N> solver(p, l);
    std::vector<int> fixed(static_cast<std::size_t>(p.size), -1);
    std::vector<char> floats(static_cast<std::size_t>(p.bracket), 0);
    std::vector<int> mate = p.hint;
    for (int first = 0;;) {
        while (first < p.bracket &&
               (fixed[static_cast<std::size_t>(first)] >= 0 || floats[static_cast<std::size_t>(first)]))
            ++first;
        std::vector<int> window;
        for (int u = first; u < p.bracket && static_cast<int>(window.size()) < l.window; ++u)
            if (fixed[static_cast<std::size_t>(u)] < 0 && !floats[static_cast<std::size_t>(u)]) window.push_back(u);
        if (window.empty()) return mate; // every BSN settled: the last solution stands
        auto sol = solver.solve(fixed, floats, window, mate);
        if (!sol) return std::nullopt;
        mate = std::move(*sol);
        // The window's BSNs got the opponents the 4.3 order wants among the best pairings.
        for (int u : window) {
            const int m = mate[static_cast<std::size_t>(u)];
            if (m < p.bracket)
                fixed[static_cast<std::size_t>(u)] = m, fixed[static_cast<std::size_t>(m)] = u;
            else
                floats[static_cast<std::size_t>(u)] = 1;
        }
    }
}

} // namespace

std::optional<std::vector<int>> pair_bracket(const BracketProblem &p) {
    Layout l;
    const int nb = p.bracket, nv = p.size;
    l.digit = bits(nb);
    l.field6 = bits(nb) + 1;
    l.field7 = bits(nv) + 1;
    const int c8w = bits(nb / 2) + 1, c7aw = bits(nv / 2) + 1, c5w = bits(nb / 2) + 1;
    // From the least significant: steering digits, [C8], [C7] levels, [C7] pairs, [C6] levels, [C5].
    const int crit = c8w + (p.levels + 1) * l.field7 + c7aw + p.levels * l.field6 + c5w;
    const int limbs = crit + nb * l.digit <= 64 * 4 - 8 ? 4 : crit + 8 * l.digit <= 64 * 8 - 8 ? 8 : 16;
    l.window = std::max(1, std::min(nb, (64 * limbs - 8 - crit) / l.digit));
    const int steer = l.window * l.digit;
    l.c8 = steer;
    l.c7b = l.c8 + c8w + p.levels * l.field7; // level 0's field; level k sits k fields lower
    l.c7a = l.c7b + l.field7;
    l.c6 = l.c7a + c7aw + (p.levels - 1) * l.field6;
    l.c5 = l.c6 + l.field6;
    l.total_criteria = crit;
    if (nv == 0) return std::vector<int>{};
    if (l.c5 + c5w > 64 * limbs - 6) return std::nullopt; // cannot happen below 2^60 players
    switch (limbs) {
    case 4: return run<4>(p, l);
    case 8: return run<8>(p, l);
    default: return run<16>(p, l);
    }
}

} // namespace damka::pairing::burstein
