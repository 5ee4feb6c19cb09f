// One bracket of the Dutch system, Article 4 choice by choice (see dutch_bracket.hpp), over
// the criteria's weights (dutch_criteria.hpp) and the exact matching (dutch_matching.hpp).
// Article numbers are those of C.04.3 as applied from 1 July 2025.
#include "dutch_bracket.hpp"

#include "dutch_criteria.hpp"
#include "dutch_matching.hpp"
#include "dutch_generation.hpp"

#include <algorithm>
#include <map>
#include <optional>

namespace damka::pairing::dutch {
namespace {

using namespace detail;

// The candidates of a partner choice: a player (vertex) and the partners Article 4 offers him,
// in order.
using Positions = std::vector<std::pair<int, std::vector<int>>>;

// Article 4, choice by choice, over one bracket: each choice is the first in the article's
// order for which a best candidate still exists (the constrained optimum reaches the
// unconstrained one). `c_` gathers the choices made; `mate_` is always a best candidate meeting
// them.
template <int N>
class Decision {
public:
    Decision(const Bracket &b, const BracketInput &in)
        : b_(b), solver_(b, b.hint()), nb_(static_cast<int>(in.players.size())),
          m0_(static_cast<int>(in.mdps)), c_{std::vector<int>(static_cast<std::size_t>(b.vertices()), -1),
                                             std::vector<char>(static_cast<std::size_t>(nb_), 0),
                                             std::vector<char>(static_cast<std::size_t>(nb_), 0)} {}

    // C.04.3 [C1]-[C21]: a best candidate, no choice made yet; false when the round cannot be
    // completed with this bracket's rules.
    bool find_best() {
        solver_.keep_duals();
        auto first = solver_.solve(c_);
        if (!first) return false;
        mate_ = std::move(*first);
        best_ = solver_.value(mate_);
        return true;
    }

    // C.04.3 4.4.2: the set of MDPs paired in the bracket; the sets in order, the highest first.
    // The MDPs left out are in limbo from here on.
    void choose_mdp_set() {
        std::vector<int> chosen = mdps_paired();
        const std::size_t m1 = chosen.size();
        if (m1 > 0 && static_cast<int>(m1) < m0_) {
            const std::vector<Points> need = scores_of(chosen);
            std::vector<int> set(m1);
            for (std::size_t i = 0; i < m1; ++i) set[i] = static_cast<int>(i) + 1; // BSNs
            do {
                std::vector<int> members;
                for (int x : set) members.push_back(x - 1);
                if (members == chosen) break;
                if (scores_of(members) != need) continue; // [C7] would be worse
                Constraint trial = c_;
                for (int u = 0; u < m0_; ++u)
                    trial.limbo[static_cast<std::size_t>(u)] = !std::count(members.begin(), members.end(), u);
                if (feasible(trial)) break;
            } while (next_mdp_set(set, m0_));
            chosen = mdps_paired();
        }
        for (int u = 0; u < m0_; ++u)
            c_.limbo[static_cast<std::size_t>(u)] = !std::count(chosen.begin(), chosen.end(), u);
        chosen_ = std::move(chosen);
    }

    // C.04.3 4.4.1, 4.2: the MDP-Pairing, each MDP in order with the first resident possible.
    bool pair_mdps() {
        Positions positions;
        for (int u : chosen_) {
            std::vector<int> candidates;
            for (int v = 0; v < nb_; ++v)
                if (v != u && !c_.limbo[static_cast<std::size_t>(v)] && (v >= m0_ || v > u)) candidates.push_back(v);
            positions.emplace_back(u, std::move(candidates));
        }
        // With MDPs meeting each other (the fallback) an MDP may already be another's partner.
        std::erase_if(positions,
                      [&](const auto &p) { return !b_.in_bracket(mate_of(p.first)) || mate_of(p.first) < p.first; });
        return settle(positions);
    }

    // C.04.3 4.3, 4.2: the remainder (or the whole homogeneous bracket): S1 the first P
    // residents, the resident exchanges in order, then the transpositions.
    bool pair_remainder() {
        std::vector<int> rest;
        for (int u = m0_; u < nb_; ++u)
            if (c_.fixed[static_cast<std::size_t>(u)] < 0) rest.push_back(u);
        int p = 0;
        for (int u : rest) p += paired_inside(u) && mate_of(u) > u;
        if (p == 0) return true;
        std::vector<int> s1, s2;
        if (!choose_exchange(rest, p, s1, s2)) return false;
        std::vector<int> candidates;
        for (int y : s2) candidates.push_back(rest[static_cast<std::size_t>(y - 1)]);
        Positions positions;
        for (int x : s1) positions.emplace_back(rest[static_cast<std::size_t>(x - 1)], candidates);
        return settle(positions);
    }

    // C.04.3 1.4: the bracket's downfloaters, and how the matching pairs everybody else.
    void record_floaters_and_rest() {
        for (int u = 0; u < nb_; ++u)
            if (!paired_inside(u)) out_.floaters.push_back(&b_.at(u));
        for (int u = 0; u < b_.vertices(); ++u) {
            const int v = mate_of(u);
            if (v > u && !(u < nb_ && v < nb_)) out_.rest.emplace_back(&b_.at(u), b_.is_bye(v) ? nullptr : &b_.at(v));
        }
    }

    // C.04.3 [C10]-[C21]: notes of the criteria the chosen candidate could not fully meet, each
    // with how many times it misses.
    void note_criteria_missed() {
        const Layout &L = b_.layout();
        const Fields got = solver_.value(mate_);
        auto total = [&](const std::map<Points, int, std::greater<>> &levels) {
            long long t = 0;
            for (const auto &[k, f] : levels) t += got[static_cast<std::size_t>(f)];
            return t;
        };
        const Message counted[8] = {
            DAMKA_TR("Pairing", "C.04.3 [C10] topscorers or their opponents with a colour difference beyond +-2: %1"),
            DAMKA_TR("Pairing",
                     "C.04.3 [C11] topscorers or their opponents with the same colour three times in a row: %1"),
            DAMKA_TR("Pairing", "C.04.3 [C12] players without their colour preference: %1"),
            DAMKA_TR("Pairing", "C.04.3 [C13] players without their strong colour preference: %1"),
            DAMKA_TR("Pairing", "C.04.3 [C14] resident downfloaters who downfloated in the previous round: %1"),
            DAMKA_TR("Pairing", "C.04.3 [C15] MDP opponents who upfloated in the previous round: %1"),
            DAMKA_TR("Pairing", "C.04.3 [C16] resident downfloaters who downfloated two rounds before: %1"),
            DAMKA_TR("Pairing", "C.04.3 [C17] MDP opponents who upfloated two rounds before: %1")};
        const Message differences[4] = {
            DAMKA_TR("Pairing",
                     "C.04.3 [C18] MDPs who downfloated in the previous round, counted in their score differences: %1"),
            DAMKA_TR("Pairing",
                     "C.04.3 [C19] MDP opponents who upfloated in the previous round, counted in their score "
                     "differences: %1"),
            DAMKA_TR("Pairing",
                     "C.04.3 [C20] MDPs who downfloated two rounds before, counted in their score differences: %1"),
            DAMKA_TR("Pairing",
                     "C.04.3 [C21] MDP opponents who upfloated two rounds before, counted in their score differences: "
                     "%1")};
        for (int k = 0; k < 4; ++k)
            if (got[static_cast<std::size_t>(L.colour + k)])
                out_.notes.push_back(Message(counted[k]).arg(-got[static_cast<std::size_t>(L.colour + k)]));
        for (int k = 0; k < 4; ++k)
            if (got[static_cast<std::size_t>(L.floats + k)])
                out_.notes.push_back(Message(counted[4 + k]).arg(-got[static_cast<std::size_t>(L.floats + k)]));
        for (int k = 0; k < 4; ++k)
            if (long long t = total(L.sd[static_cast<std::size_t>(k)]))
                out_.notes.push_back(Message(differences[k]).arg(-t));
    }

    // What was decided so far; `ok` only once every step has run.
    BracketResult result(bool ok) {
        out_.ok = ok;
        return std::move(out_);
    }

private:
    int mate_of(int u) const { return mate_[static_cast<std::size_t>(u)]; }
    bool paired_inside(int u) const { return mate_of(u) >= 0 && mate_of(u) < nb_; }

    // The MDPs the current matching pairs inside the bracket, in order.
    std::vector<int> mdps_paired() const {
        std::vector<int> chosen;
        for (int u = 0; u < m0_; ++u)
            if (paired_inside(u)) chosen.push_back(u);
        return chosen;
    }

    std::vector<Points> scores_of(const std::vector<int> &set) const {
        std::vector<Points> p;
        for (int u : set) p.push_back(b_.at(u).score);
        return p;
    }

    // True (and `mate_` replaced) when a best candidate exists under `trial`.
    bool feasible(const Constraint &trial) {
        auto m = solver_.solve(trial);
        if (!m || solver_.value(*m) != best_) return false;
        mate_ = std::move(*m);
        return true;
    }

    std::vector<std::pair<int, int>> pairs_of(const std::vector<int> &m) const {
        std::vector<std::pair<int, int>> pairs;
        for (int u = 0; u < b_.vertices(); ++u)
            if (m[static_cast<std::size_t>(u)] > u) pairs.emplace_back(u, m[static_cast<std::size_t>(u)]);
        return pairs;
    }

    void fix(Constraint &k, int u, int v) const {
        k.fixed[static_cast<std::size_t>(u)] = v;
        k.fixed[static_cast<std::size_t>(v)] = u;
    }

    // C.04.3 4.3: the first resident exchange (S1, S2 as BSNs of `rest` from 1) a best candidate
    // meets, fixed in `c_`. The identity first; then the matching steered to the earliest
    // exchange; a remainder too wide for the weights tries the exchanges one by one.
    bool choose_exchange(const std::vector<int> &rest, int p, std::vector<int> &s1, std::vector<int> &s2) {
        const int n2 = static_cast<int>(rest.size()) - p;
        auto apply = [&](Constraint &k) { // BSNs from 1
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
        for (int i = 1; i <= p; ++i) s1.push_back(i);
        for (int i = p + 1; i <= p + n2; ++i) s2.push_back(i);
        Constraint identity = c_;
        apply(identity);
        if (crossing(identity) || feasible(identity)) {
            c_ = identity;
        } else if (auto m = earliest_exchange_any(b_, c_, pairs_of(mate_), rest, p); m && solver_.value(*m) == best_) {
            // The sides the matching's earliest exchange gives (see Solver::steer_exchange).
            mate_ = std::move(*m);
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
            apply(c_);
        } else { // too wide for the weights: the exchanges one by one, in order
            ResidentExchanges exchanges(p, n2, ~std::size_t{0});
            for (;;) {
                if (!exchanges.next(s1, s2)) return false; // cannot happen: some exchange fits the best matching
                Constraint trial = c_;
                apply(trial);
                if (crossing(trial) || feasible(trial)) {
                    c_ = trial;
                    break;
                }
            }
        }
        return true;
    }

    // The candidates of `u` not yet excluded by the choices made, in order.
    std::vector<int> open_candidates(int u, const std::vector<int> &candidates) {
        std::vector<int> open;
        for (int v : candidates)
            if (solver_.allowed(u, v, c_) && b_.base_allowed(u, v) && solver_.possible(u, v)) open.push_back(v);
        return open;
    }

    // A best candidate pairing u with v found without a matching: an alternating cycle through
    // (u, v) of pairs the duals allow, among the bracket and the next scoregroup, along which
    // the criteria's value does not change (checked exactly). False when none is found quickly;
    // the steered matching then decides.
    bool reroute(int u, int v) {
        const int a = mate_of(u), b = mate_of(v);
        if (a < 0 || b < 0 || b == u) return false;
        const int top = b_.top();
        std::vector<int> parent(static_cast<std::size_t>(b_.vertices()), -2); // outer vertex -> the one before
        auto mark = [&](int x, int from) { parent[static_cast<std::size_t>(x)] = from; };
        auto marked = [&](int x) { return parent[static_cast<std::size_t>(x)] != -2; };
        mark(u, -1), mark(v, -1), mark(a, -1), mark(b, -1);
        auto joins = [&](int x, int w) { // a pair the cycle may add
            return w != mate_of(x) && solver_.allowed(x, w, c_) && b_.base_allowed(x, w) && solver_.possible(x, w);
        };
        std::vector<int> queue{b};
        int last = -1; // the outer vertex joined to a
        for (std::size_t head = 0; head < queue.size() && head < kRerouteReach && last < 0; ++head) {
            const int x = queue[head];
            if (joins(x, a)) {
                last = x;
                break;
            }
            for (int w = 0; w < top; ++w) {
                if (marked(w) || mate_of(w) < 0 || marked(mate_of(w)) || !joins(x, w)) continue;
                mark(w, x), mark(mate_of(w), w);
                queue.push_back(mate_of(w));
            }
        }
        if (last < 0) return false;
        // The cycle u-v, b-..., last-a: pairs added and pairs removed.
        std::vector<std::pair<int, int>> added{{u, v}}, removed{{u, a}, {v, b}};
        for (int x = last, to = a; x != b;) {
            added.emplace_back(x, to);
            const int w = parent[static_cast<std::size_t>(x)]; // x = mate(w)
            removed.emplace_back(w, x);
            to = w, x = parent[static_cast<std::size_t>(w)];
            if (x == b) added.emplace_back(b, to);
        }
        if (last == b) added.emplace_back(b, a);
        Fields delta(b_.layout().bound.size(), 0), f(delta.size());
        for (auto [x, y] : added) {
            b_.fields(std::min(x, y), std::max(x, y), f);
            for (std::size_t k = 0; k < f.size(); ++k) delta[k] += f[k];
        }
        for (auto [x, y] : removed) {
            b_.fields(std::min(x, y), std::max(x, y), f);
            for (std::size_t k = 0; k < f.size(); ++k) delta[k] -= f[k];
        }
        if (std::any_of(delta.begin(), delta.end(), [](long long d) { return d != 0; })) return false;
        for (auto [x, y] : added) mate_[static_cast<std::size_t>(x)] = y, mate_[static_cast<std::size_t>(y)] = x;
        return true;
    }
    static constexpr std::size_t kRerouteReach = 64; // outer vertices a search looks from

    // C.04.3 4.2 (and 4.4.1): each position's partner is the first of its candidates for which
    // a best candidate exists. The current matching's partner stands when no earlier candidate
    // is open; otherwise one steered matching settles the next positions at once, as many as the
    // steering bits hold (ranks among the candidates still open). Pairs made are fixed in `c_`.
    bool settle(const Positions &positions) {
        for (std::size_t i = 0; i < positions.size();) {
            const int u = positions[i].first;
            std::vector<int> open = open_candidates(u, positions[i].second);
            std::size_t k = 1;
            if (!open.empty() && open.front() != mate_of(u) && reroute(u, open.front())) {
                // `mate_` now pairs u with his first open candidate
            } else if ((open.empty() ? -1 : open.front()) != mate_of(u)) {
                Positions batch;
                std::vector<int> caps;
                int used = 0;
                for (std::size_t j = i; j < positions.size(); ++j) {
                    std::vector<int> o = j == i ? open : open_candidates(positions[j].first, positions[j].second);
                    const int cap = static_cast<int>(o.size()); // a partner outside the list ranks last
                    if (!batch.empty() && used + Solver<N>::steer_bits(cap) > kSteerBits) break;
                    used += Solver<N>::steer_bits(cap);
                    caps.push_back(cap);
                    batch.emplace_back(positions[j].first, std::move(o));
                }
                solver_.steer(batch, caps);
                auto m = solver_.solve(c_);
                solver_.steer_to_shape();
                if (!m || solver_.value(*m) != best_) return false; // cannot happen: `mate_` is one
                mate_ = std::move(*m);
                k = batch.size();
            }
            for (std::size_t j = i; j < i + k; ++j) {
                const int x = positions[j].first, y = mate_of(x);
                fix(c_, x, y);
                out_.pairs.emplace_back(&b_.at(std::min(x, y)), &b_.at(std::max(x, y)));
            }
            i += k;
        }
        return true;
    }

    const Bracket &b_;
    Solver<N> solver_;
    const int nb_, m0_; // the bracket's players; its MDPs (vertices 0 .. m0_-1)
    Constraint c_;
    std::vector<int> mate_; // a best candidate meeting `c_`
    Fields best_; // its value: every choice must keep it
    std::vector<int> chosen_; // the MDPs paired (4.4.2)
    BracketResult out_;
};

// One bracket: the best candidate, then Article 4's choices in its order.
template <int N>
BracketResult decide(const Bracket &b, const BracketInput &in) {
    Decision<N> d(b, in);
    if (!d.find_best()) return d.result(false); // C.04.3 [C1]-[C21]
    d.choose_mdp_set(); // C.04.3 4.4.2
    if (!d.pair_mdps()) return d.result(false); // C.04.3 4.4.1
    if (!d.pair_remainder()) return d.result(false); // C.04.3 4.3, 4.2
    d.record_floaters_and_rest(); // C.04.3 1.4
    d.note_criteria_missed(); // C.04.3 [C10]-[C21]
    return d.result(true);
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
            r.notes.push_back(DAMKA_TR(
                "Pairing", "moved-down players meet each other: no other pairing completes the round (C.04.3 1.9.3)"));
        return r;
    }
    return {};
}

} // namespace damka::pairing::dutch
