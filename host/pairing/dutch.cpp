// FIDE C.04.3 Dutch system (the edition in force from 1 February 2026): brackets from the top
// score down. For each bracket a branch-and-bound search over all its pairings finds the best
// value of the quality criteria [C6]-[C21]; a second walk through the candidates in the order
// of Article 4 (MDP sets, transpositions, resident exchanges) then takes the earliest
// candidate with that value, as 3.8.1 requires. [C1]-[C3] are never broken, [C4] (the rest of
// the round stays pairable) is checked for every candidate and [C5] (the lowest possible
// score for the pairing-allocated bye) is settled before the first bracket.
#include "dutch_state.hpp"
#include "generation.hpp"


#include <algorithm>
#include <array>
#include <compare>
#include <map>
#include <set>

namespace damka::pairing {
using namespace dutch;

namespace {

// Quality of a candidate, compared lexicographically (lower is better). Score and score
// difference vectors count players per level, the highest level first, which compares the
// values "taken in descending order" as the criteria ask.
// Counts per score level. (Inline storage would save the allocations of a copy at each node
// but makes a recursion frame too big for a 5000-player bracket.)
using Levels = std::vector<int>;

struct Cost {
    Levels floaters;                    // [C7] downfloaters per score level
    int next_unpaired = 0;              // [C8] pairs the following bracket loses ([C6] there)
    Levels next_floaters;               // [C8] the following bracket's downfloaters ([C7] there)
    int pab = 0;                        // [C9] unplayed games of the PAB assignee
    std::array<int, 8> c{};             // [C10] .. [C17]
    std::array<Levels, 4> sd;           // [C18] .. [C21] score differences per level
    std::weak_ordering operator<=>(const Cost &) const = default;
    bool operator==(const Cost &) const = default;
};

const char *const kCounted[8] = {
    "[C10] topscorers or their opponents with a colour difference beyond +-2",
    "[C11] topscorers or their opponents with the same colour three times in a row",
    "[C12] players without their colour preference",
    "[C13] players without their strong colour preference",
    "[C14] resident downfloaters who downfloated in the previous round",
    "[C15] MDP opponents who upfloated in the previous round",
    "[C16] resident downfloaters who downfloated two rounds before",
    "[C17] MDP opponents who upfloated two rounds before"};
const char *const kDifferences[4] = {
    "[C18] score differences of MDPs who downfloated in the previous round",
    "[C19] score differences of MDP opponents who upfloated in the previous round",
    "[C20] score differences of MDPs who downfloated two rounds before",
    "[C21] score differences of MDP opponents who upfloated two rounds before"};

struct Bracket {
    std::vector<const State *> players;   // MDPs first, then residents, each in pairing order
    std::size_t mdps = 0;
    Points resident_score = 0;
    bool last = false;                    // no lower scoregroup: a floater gets the PAB
    std::vector<const State *> lower;     // everybody below (for [C4])
    std::vector<const State *> next;      // the following scoregroup's residents ([C8])
    bool mdps_meet = false;               // fallback: MDPs may meet each other (see pair_dutch)
};

struct Outcome {
    std::vector<std::pair<const State *, const State *>> pairs;   // higher ranked first
    std::vector<const State *> floaters;
    Cost cost;
    bool limited = false;
};

// Search of one bracket for a given number of pairs.
class BracketSearch {
public:
    BracketSearch(const Bracket &b, const Settings &s, const std::vector<Points> &score_levels)
        : b_(b), s_(s), n_(b.players.size()), score_levels_(score_levels) {
        std::set<Points, std::greater<>> sds;
        for (std::size_t m = 0; m < b_.mdps; ++m) {
            sds.insert(floater_sd(*b_.players[m]));
            sds.insert(b_.players[m]->score - b_.resident_score);
        }
        sd_levels_.assign(sds.begin(), sds.end());
    }

    // Phase 1: the best cost of a candidate with exactly `pairs` pairs (any order).
    std::optional<Outcome> best(std::size_t pairs) {
        start(pairs);
        for (const State *x : b_.players) count(*x, +1);
        dfs(0, 0, empty_cost(), n_);
        if (best_) best_->limited = limited_;
        return best_;
    }

    // True when the last search stopped at the search limit (its answer may not be the best,
    // and "no candidate" may only mean none was found in time).
    bool limited() const { return limited_; }

    // Phase 2: the earliest candidate in the order of Article 4 whose cost is `target`.
    std::optional<Outcome> earliest(std::size_t pairs, const Cost &target, std::size_t paired_mdps) {
        start(pairs);
        target_ = target;
        best_.reset();
        const std::size_t m0 = b_.mdps;
        std::vector<int> set(paired_mdps);
        for (std::size_t i = 0; i < paired_mdps; ++i) set[i] = static_cast<int>(i);
        do {   // 3.7.3 / 4.4.2: MDP sets
            std::vector<int> s2;   // 3.2.3: S2 = the residents
            for (std::size_t r = m0; r < n_; ++r) s2.push_back(static_cast<int>(r));
            if (walk_mdp_pairings(set, s2)) return best_;
        } while (!limited_ && paired_mdps > 0 && next_set(set, static_cast<int>(m0)));
        return std::nullopt;
    }

private:
    static constexpr int kFree = -1, kFloat = -2;

    void start(std::size_t pairs) {
        pairs_ = pairs;
        floats_ = n_ - 2 * pairs;
        partner_.assign(n_, kFree);
        nodes_ = 0;
        limited_ = done_ = false;
        best_.reset();
        target_.reset();
        pending_ = {};
        floats_used_ = 0;
        scratch_ = empty_cost();
        root_ = root_bound();
    }
    static bool next_set(std::vector<int> &set, int m0) {
        for (int &x : set) ++x;   // generation.hpp counts BSNs from 1
        const bool more = next_mdp_set(set, m0);
        for (int &x : set) --x;
        return more;
    }

    Cost empty_cost() const {
        Cost c;
        c.floaters.assign(score_levels_.size(), 0);
        c.next_floaters.assign(score_levels_.size(), 0);
        for (auto &v : c.sd) v.assign(sd_levels_.size(), 0);
        return c;
    }
    std::size_t score_level(Points p) const {
        return static_cast<std::size_t>(std::lower_bound(score_levels_.begin(), score_levels_.end(), p, std::greater<>()) -
                                        score_levels_.begin());
    }
    std::size_t sd_level(Points d) const {
        return static_cast<std::size_t>(std::lower_bound(sd_levels_.begin(), sd_levels_.end(), d, std::greater<>()) -
                                        sd_levels_.begin());
    }
    // The score difference of an MDP who floats again is not defined by the text; the TEC
    // commentary takes it as larger than any in the bracket: as if it met a player one win lower.
    Points floater_sd(const State &x) const { return x.score - b_.resident_score + s_.win_points; }

    // The cost every candidate reaches at least: floaters at the residents' score, the
    // colour-preference excess (of the paired players at most `pairs` get white and `pairs`
    // black, each floater removes one player from the excess), the following bracket's parity.
    Cost root_bound() const {
        Cost c = empty_cost();
        c.floaters[score_level(b_.resident_score)] += static_cast<int>(floats_);
        int w = 0, bl = 0, ws = 0, bs = 0;
        for (const State *x : b_.players) {
            if (x->pref == Colour::White) ++w, ws += x->strength >= Strong;
            if (x->pref == Colour::Black) ++bl, bs += x->strength >= Strong;
        }
        const int p = static_cast<int>(pairs_), f = static_cast<int>(floats_);
        auto excess = [&](int a, int b) { return std::max(0, std::max(0, a - p) + std::max(0, b - p) - f); };
        c.c[2] = excess(w, bl);
        c.c[3] = excess(ws, bs);
        if (!b_.next.empty() && (floats_ + b_.next.size()) % 2)
            c.next_floaters[score_level(b_.next.front()->score)] = 1;
        return c;
    }

    void add_pair_cost(Cost &c, const State &hi, const State &lo) const {
        const char *rule = nullptr; // a string literal: nothing allocated in the search
        const Pair colours = allocate_colours(hi, lo, s_, rule);
        for (const State *x : {&hi, &lo}) {
            const Colour got = colours.white == x->start ? Colour::White : Colour::Black;
            if (x->pref != Colour::None && got != x->pref) {
                ++c.c[2];                                   // [C12]
                if (x->strength >= Strong) ++c.c[3];        // [C13]
            }
            if (hi.topscorer || lo.topscorer) {
                const int cd = x->cd + static_cast<int>(got);
                if (cd > 2 || cd < -2) ++c.c[0];            // [C10]
                const std::size_t k = x->colours.size();
                if (k >= 2 && x->colours[k - 1] == got && x->colours[k - 2] == got) ++c.c[1];   // [C11]
            }
        }
        const Points sd = hi.score - lo.score;
        if (sd > 0) {   // an MDP (hi) against a resident (lo)
            const std::size_t l = sd_level(sd);
            if (lo.float1 == Float::Up) ++c.c[5], ++c.sd[1][l];     // [C15] [C19]
            if (lo.float2 == Float::Up) ++c.c[7], ++c.sd[3][l];     // [C17] [C21]
            if (hi.float1 == Float::Down) ++c.sd[0][l];             // [C18]
            if (hi.float2 == Float::Down) ++c.sd[2][l];             // [C20]
        }
    }
    void add_float_cost(Cost &c, const State &x) const {
        ++c.floaters[score_level(x.score)];                          // [C7]
        if (b_.last) {                                               // [C9] (the PAB assignee)
            for (const PastRound &r : x.player->rounds) c.pab += r.kind != RoundKind::Played;
        }
        if (x.score == b_.resident_score) {                          // a resident downfloater
            if (x.float1 == Float::Down) ++c.c[4];                   // [C14]
            if (x.float2 == Float::Down) ++c.c[6];                   // [C16]
        } else {                                                     // an MDP floating again
            const std::size_t l = sd_level(floater_sd(x));
            if (x.float1 == Float::Down) ++c.sd[0][l];               // [C18]
            if (x.float2 == Float::Down) ++c.sd[2][l];               // [C20]
        }
    }

    std::vector<const State *> floaters_now() const {
        std::vector<const State *> f;
        for (std::size_t i = 0; i < n_; ++i)
            if (partner_[i] == kFloat) f.push_back(b_.players[i]);
        return f;
    }
    // [C4] (and [C5] through the players' bye eligibility): the rest can still be paired.
    bool completes(const std::vector<const State *> &floaters) const {
        if (b_.last) return floaters.empty() || (floaters.size() == 1 && !floaters[0]->bye_ineligible);   // [C2]
        std::vector<const State *> rest = floaters;
        rest.insert(rest.end(), b_.lower.begin(), b_.lower.end());
        return can_complete(rest, s_);
    }
    // [C8]: [C6] and [C7] in the following bracket, where these floaters are its MDPs.
    void add_next_cost(Cost &c, const std::vector<const State *> &floaters) {
        if (b_.next.empty()) return;
        std::vector<int> key;
        for (const State *f : floaters) key.push_back(f->start);
        auto hit = next_cache_.find(key);
        if (hit == next_cache_.end()) {
            std::vector<const State *> next = floaters;   // already highest score first
            next.insert(next.end(), b_.next.begin(), b_.next.end());
            const std::size_t pairs = max_pairs(next, s_, floaters.size());
            const std::vector<bool> paired = pairable_mdps(next, floaters.size(), s_);
            Levels levels(score_levels_.size(), 0);
            std::size_t paired_mdps = 0;
            for (std::size_t m = 0; m < floaters.size(); ++m) {
                if (paired[m]) ++paired_mdps;
                else ++levels[score_level(floaters[m]->score)];
            }
            levels[score_level(b_.next.front()->score)] += static_cast<int>(b_.next.size() + paired_mdps - 2 * pairs);
            hit = next_cache_.emplace(key, std::make_pair(static_cast<int>(next.size() / 2 - pairs), levels)).first;
        }
        c.next_unpaired = hit->second.first;
        c.next_floaters = hit->second.second;
    }

    Outcome outcome(const Cost &c) const {
        Outcome o;
        o.cost = c;
        for (std::size_t i = 0; i < n_; ++i) {
            if (partner_[i] == kFloat) o.floaters.push_back(b_.players[i]);
            else if (partner_[i] > static_cast<int>(i))
                o.pairs.emplace_back(b_.players[i], b_.players[static_cast<std::size_t>(partner_[i])]);
        }
        return o;
    }

    // ---- Phase 1: branch and bound over every pairing of the bracket ----------------------

    void leaf(Cost c) {
        if (best_ && !(c < best_->cost)) return;
        const std::vector<const State *> f = floaters_now();
        add_next_cost(c, f);
        if (best_ && !(c < best_->cost)) return;
        if (!completes(f)) return;
        best_ = outcome(c);
        if (c == root_) done_ = true;   // nothing can be better than the bound
    }

    bool out_of_nodes() {
        if (++nodes_ > s_.search_limit && (best_ || nodes_ > 10 * s_.search_limit)) limited_ = true;
        return limited_;
    }

    // `split`: index where S2 of the residents starts (0 until residents begin).
    void dfs(std::size_t pos, std::size_t split, Cost cost, std::size_t unassigned) {
        if (done_ || out_of_nodes()) return;
        while (pos < n_ && partner_[pos] != kFree) ++pos;
        if (pos == n_) return leaf(std::move(cost));
        const std::size_t floats_left = floats_ - floats_used_;
        if (floats_left > unassigned || (unassigned - floats_left) % 2) return;
        if (best_ && !(bound(cost, unassigned, floats_left) < best_->cost)) return;

        if (pos >= b_.mdps && split == 0) {   // residents: S1 = as many as pairs still needed
            const std::size_t need = (unassigned - floats_left) / 2;
            std::size_t seen = 0, i = pos;
            for (; i < n_ && seen < need; ++i) seen += partner_[i] == kFree;
            split = std::max(i, pos + 1);
        }
        const bool mdp = pos < b_.mdps;
        const State &x = *b_.players[pos];
        auto try_pair = [&](std::size_t j) {   // j: free and compatible (cheapest_first keeps only those)
            Cost next = cost;
            add_pair_cost(next, x, *b_.players[j]);
            partner_[pos] = static_cast<int>(j);
            partner_[j] = static_cast<int>(pos);
            count(x, -1), count(*b_.players[j], -1);
            dfs(pos + 1, split, std::move(next), unassigned - 2);
            count(x, +1), count(*b_.players[j], +1);
            partner_[pos] = partner_[j] = kFree;
        };
        auto try_float = [&] {
            if (floats_left == 0) return;
            Cost next = cost;
            add_float_cost(next, x);
            partner_[pos] = kFloat;
            count(x, -1), ++floats_used_;
            dfs(pos + 1, split, std::move(next), unassigned - 1);
            count(x, +1), --floats_used_;
            partner_[pos] = kFree;
        };
        // Phase 1 only has to find the best cost (phase 2 then takes the earliest candidate of
        // that cost in Article 4 order), so partners are tried cheapest first: a good leaf comes
        // early and the bound prunes the rest, which matters when the search limit bites.
        std::vector<std::size_t> order;
        if (mdp) {   // 3.3: MDPs meet residents (each other only in the fallback)
            for (std::size_t j = b_.mdps; j < n_; ++j) order.push_back(j);
            if (b_.mdps_meet)
                for (std::size_t j = pos + 1; j < b_.mdps; ++j) order.push_back(j);
        } else if (pos < split) {
            for (std::size_t j = split; j < n_; ++j) order.push_back(j);
            for (std::size_t j = pos + 1; j < split; ++j) order.push_back(j);
        } else {
            for (std::size_t j = pos + 1; j < n_; ++j) order.push_back(j);
        }
        cheapest_first(x, order);
        const bool float_first = !mdp && pos >= split;
        if (float_first) try_float();
        for (std::size_t j : order) try_pair(j);
        if (!float_first) try_float();
    }

    // Stable sort of the free, compatible partners of `x` by what the pair itself costs
    // ([C10]-[C13] colours, then the float criteria), incompatible ones dropped.
    void cheapest_first(const State &x, std::vector<std::size_t> &order) {
        std::vector<std::pair<std::array<int, 8>, std::size_t>> keyed;
        keyed.reserve(order.size());
        for (std::size_t j : order) {
            if (partner_[j] != kFree || !compatible(x, *b_.players[j], s_)) continue;
            Cost &c = scratch_;   // reset below: no allocation per partner
            c.c = {};
            for (auto &level : c.sd) std::fill(level.begin(), level.end(), 0);
            add_pair_cost(c, x, *b_.players[j]);
            keyed.emplace_back(c.c, j);
        }
        std::stable_sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        order.clear();
        for (const auto &k : keyed) order.push_back(k.second);
    }

    void count(const State &x, int d) {   // colour preferences of the players not yet placed
        if (x.pref == Colour::None) return;
        const std::size_t k = x.pref == Colour::White ? 0 : 1;
        pending_[k] += d;
        if (x.strength >= Strong) pending_[k + 2] += d;
    }
    // No leaf below can beat this: remaining floaters at least at the residents' score, and
    // the colour excess of the players not yet placed.
    Cost bound(const Cost &so_far, std::size_t unassigned, std::size_t floats_left) const {
        Cost c = so_far;
        c.floaters[score_level(b_.resident_score)] += static_cast<int>(floats_left);
        const int pairs_left = static_cast<int>((unassigned - floats_left) / 2);
        const int f = static_cast<int>(floats_left);
        auto excess = [&](int a, int b) { return std::max(0, std::max(0, a - pairs_left) + std::max(0, b - pairs_left) - f); };
        c.c[2] += excess(pending_[0], pending_[1]);
        c.c[3] += excess(pending_[2], pending_[3]);
        return c;
    }

    // ---- Phase 2: candidates in the order of Article 4 ------------------------------------

    // 3.7.2: transpositions of S2 give the MDP-Pairing; the rest of the residents form the
    // remainder, paired as a homogeneous bracket (3.7.1).
    bool walk_mdp_pairings(const std::vector<int> &set, std::vector<int> s2) {
        const std::size_t m1 = set.size();
        for (bool more = true; more && !limited_;) {
            std::size_t bad = m1;
            for (std::size_t i = 0; i < m1 && bad == m1; ++i)
                if (!compatible(*b_.players[static_cast<std::size_t>(set[i])], *b_.players[static_cast<std::size_t>(s2[i])], s_)) bad = i;
            if (bad < m1) {
                more = skip_transpositions(s2, m1, bad);
                continue;
            }
            std::fill(partner_.begin(), partner_.end(), kFree);
            for (std::size_t m = 0; m < b_.mdps; ++m) partner_[m] = kFloat;   // the Limbo
            for (std::size_t i = 0; i < m1; ++i) {
                partner_[static_cast<std::size_t>(set[i])] = s2[i];
                partner_[static_cast<std::size_t>(s2[i])] = set[i];
            }
            std::vector<int> remainder(s2.begin() + static_cast<long>(m1), s2.end());
            std::sort(remainder.begin(), remainder.end());
            if (walk_remainder(remainder, pairs_ - m1)) return true;
            more = m1 > 0 && next_transposition(s2, m1);
        }
        return false;
    }

    // 3.6: transpositions of S2, then the next resident exchange, of a homogeneous bracket or
    // remainder whose players (indices into the bracket) are `players`, in BSN order.
    bool walk_remainder(const std::vector<int> &players, std::size_t pairs) {
        const std::size_t n = players.size();
        if (2 * pairs > n) return false;
        std::vector<int> s1(players.begin(), players.begin() + static_cast<long>(pairs));
        std::vector<int> s2(players.begin() + static_cast<long>(pairs), players.end());
        if (walk_transpositions(s1, s2)) return true;
        ResidentExchanges exchanges(static_cast<int>(pairs), static_cast<int>(n - pairs));
        std::vector<int> e1, e2;
        while (!limited_ && exchanges.next(e1, e2)) {   // BSNs -> bracket indices
            for (int &b : e1) b = players[static_cast<std::size_t>(b - 1)];
            for (int &b : e2) b = players[static_cast<std::size_t>(b - 1)];
            if (walk_transpositions(e1, e2)) return true;
        }
        if (exchanges.truncated()) limited_ = true;
        return false;
    }

    bool walk_transpositions(const std::vector<int> &s1, std::vector<int> s2) {
        const std::size_t n1 = s1.size();
        const std::vector<int> saved = partner_;
        // prefix[i]: the cost of the first i pairs. A transposition mostly changes the end of
        // S2, so only the pairs from the first changed place are costed again.
        std::vector<Cost> prefix(n1 + 1, empty_cost());
        std::vector<int> costed(n1, -1);   // the S2 player each prefix place was costed with
        std::size_t valid = 0;             // prefix[0..valid] hold for `costed`
        for (bool more = true; more;) {
            if (out_of_nodes()) return false;
            std::size_t from = 0;
            while (from < valid && costed[from] == s2[from]) ++from;
            // The first place whose pair is incompatible, or after which the pairs' own costs
            // already exceed the target (they only add up): no transposition beginning like
            // this can be the candidate sought.
            std::size_t bad = n1;
            for (std::size_t i = from; i < n1; ++i) {
                const std::size_t a = static_cast<std::size_t>(std::min(s1[i], s2[i]));
                const std::size_t z = static_cast<std::size_t>(std::max(s1[i], s2[i]));
                costed[i] = s2[i];
                if (!compatible(*b_.players[a], *b_.players[z], s_)) {
                    bad = i;
                    break;
                }
                prefix[i + 1] = prefix[i];
                add_pair_cost(prefix[i + 1], *b_.players[a], *b_.players[z]);
                if (exceeds_target(prefix[i + 1])) {
                    bad = i;
                    break;
                }
            }
            valid = bad;   // prefix[bad + 1] is not a usable prefix
            if (bad < n1) {
                more = skip_transpositions(s2, n1, bad);
                continue;
            }
            partner_ = saved;
            for (std::size_t i = 0; i < n1; ++i) {
                partner_[static_cast<std::size_t>(s1[i])] = s2[i];
                partner_[static_cast<std::size_t>(s2[i])] = s1[i];
            }
            for (std::size_t i = n1; i < s2.size(); ++i) partner_[static_cast<std::size_t>(s2[i])] = kFloat;
            if (candidate_matches()) return true;
            more = next_transposition(s2, n1);
        }
        partner_ = saved;
        return false;
    }

    // A pair-made part of the cost (colours [C10]-[C13], floats [C14]-[C21]) above the target's.
    bool exceeds_target(const Cost &c) const {
        for (std::size_t k = 0; k < c.c.size(); ++k)
            if (c.c[k] > target_->c[k]) return true;
        for (std::size_t k = 0; k < c.sd.size(); ++k)
            for (std::size_t l = 0; l < c.sd[k].size(); ++l)
                if (c.sd[k][l] > target_->sd[k][l]) return true;
        return false;
    }

    bool candidate_matches() {
        Cost c = empty_cost();
        for (std::size_t i = 0; i < n_; ++i) {
            if (partner_[i] == kFloat) add_float_cost(c, *b_.players[i]);
            else if (partner_[i] > static_cast<int>(i)) add_pair_cost(c, *b_.players[i], *b_.players[static_cast<std::size_t>(partner_[i])]);
        }
        if (c.floaters != target_->floaters || c.c != target_->c || c.sd != target_->sd || c.pab != target_->pab) return false;
        const std::vector<const State *> f = floaters_now();
        add_next_cost(c, f);
        if (!(c == *target_) || !completes(f)) return false;
        best_ = outcome(c);
        return true;
    }

    const Bracket &b_;
    const Settings &s_;
    std::size_t n_;
    const std::vector<Points> &score_levels_;
    std::vector<Points> sd_levels_;
    std::size_t pairs_ = 0, floats_ = 0, floats_used_ = 0;
    std::vector<int> partner_;
    long nodes_ = 0;
    bool limited_ = false, done_ = false;
    Cost root_;
    std::optional<Cost> target_;
    std::optional<Outcome> best_;
    std::array<int, 4> pending_{};
    std::map<std::vector<int>, std::pair<int, Levels>> next_cache_;
    Cost scratch_;   // one pair's cost, for ordering partners
};

std::string scores(Points p) {
    return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : std::string());
}

// [C5]: the lowest score a bye-eligible player can have such that the others can all be
// paired; only players with that score may take the PAB. Settled before the first bracket,
// since [C5] ranks above every quality criterion of every bracket.
std::optional<Points> lowest_bye_score(std::vector<State> &states, const Settings &s) {
    std::set<Points> candidates;
    for (const State &x : states)
        if (!x.bye_ineligible) candidates.insert(x.score);
    std::vector<const State *> all;
    for (const State &x : states) all.push_back(&x);
    const std::vector<bool> eligible = [&] {
        std::vector<bool> e;
        for (const State &x : states) e.push_back(!x.bye_ineligible);
        return e;
    }();
    for (Points score : candidates) {
        for (std::size_t i = 0; i < states.size(); ++i) states[i].bye_ineligible = !eligible[i] || states[i].score != score;
        if (can_complete(all, s)) return score;
    }
    for (std::size_t i = 0; i < states.size(); ++i) states[i].bye_ineligible = !eligible[i];
    return std::nullopt;
}

} // namespace

Pairing pair_dutch(const std::vector<Player> &players, const Settings &settings) {
    Pairing out;
    std::set<int> seen;
    for (const Player &p : players) {
        if (p.start <= 0 || !seen.insert(p.start).second) {
            out.failure = Failure::InvalidInput;
            out.message = "start number " + std::to_string(p.start) + " is not positive or is used twice";
            return out;
        }
        if (static_cast<int>(p.rounds.size()) != settings.round - 1) {
            out.failure = Failure::InvalidInput;
            out.message = "player " + std::to_string(p.start) + " has " + std::to_string(p.rounds.size()) +
                          " past rounds; pairing round " + std::to_string(settings.round) + " needs " +
                          std::to_string(settings.round - 1);
            return out;
        }
    }
    std::vector<State> states;
    for (const Player &p : players)
        if (p.available && !p.withdrawn) states.push_back(make_state(p, settings));
    // 1.2: order by score, then pairing number.
    std::sort(states.begin(), states.end(), [](const State &a, const State &b) {
        return a.score != b.score ? a.score > b.score : a.start < b.start;
    });
    std::vector<const State *> all;
    std::set<Points, std::greater<>> levels;
    for (const State &s : states) all.push_back(&s), levels.insert(s.score);
    const std::vector<Points> score_levels(levels.begin(), levels.end());

    std::optional<Points> bye_score;
    if (states.size() % 2) bye_score = lowest_bye_score(states, settings);
    if ((states.size() % 2 && !bye_score) || !can_complete(all, settings)) {
        out.failure = Failure::NoValidPairing;
        out.message = "no pairing of the " + std::to_string(all.size()) +
                      " players meets the absolute criteria (C.04.3 [C1]-[C3] and prohibited pairs); "
                      "the chief arbiter decides (C.04.3 1.9.3)";
        return out;
    }

    std::vector<const State *> moved_down;
    std::size_t next = 0;
    while (next < all.size()) {
        Bracket b;
        b.players = moved_down;
        b.mdps = moved_down.size();
        b.resident_score = all[next]->score;
        std::size_t end = next;
        while (end < all.size() && all[end]->score == b.resident_score) b.players.push_back(all[end++]);
        b.lower.assign(all.begin() + static_cast<long>(end), all.end());
        b.last = end == all.size();
        std::size_t next_end = end;
        while (next_end < all.size() && all[next_end]->score == all[end]->score) ++next_end;
        b.next.assign(all.begin() + static_cast<long>(end), all.begin() + static_cast<long>(next_end));

        BracketNote note;
        note.score = b.resident_score;
        for (std::size_t i = 0; i < b.players.size(); ++i)
            (i < b.mdps ? note.moved_down : note.residents).push_back(b.players[i]->start);

        std::optional<Outcome> best;
        std::size_t top = 0;
        std::size_t unconfirmed = 0; // the most pairs the search limit left undecided
        for (int attempt = 0; attempt < 2 && !best; ++attempt) {
            // 3.1.2 MaxPairs: the most pairs [C1]-[C4] allow, tried from the top down ([C6]).
            // If the MDPs can only be completed by meeting each other, the second attempt
            // allows it (1.9.3: otherwise no pairing would exist).
            b.mdps_meet = attempt == 1;
            if (b.mdps_meet && b.mdps < 2) break;
            BracketSearch search(b, settings, score_levels);
            top = max_pairs(b.players, settings, b.mdps_meet ? 0 : b.mdps);
            for (std::size_t p = top + 1; p-- > 0 && !best;) {
                best = search.best(p);
                if (!best && search.limited() && unconfirmed == 0) unconfirmed = p;
                if (!best || b.mdps_meet) continue;
                std::size_t paired_mdps = 0;
                for (auto [hi, lo] : best->pairs) paired_mdps += hi->score != b.resident_score;
                const bool limited = best->limited;
                if (auto first = search.earliest(p, best->cost, paired_mdps)) best = std::move(first);
                else note.notes.push_back("search limit reached before the earliest candidate (C.04.3 3.8.1) was found: "
                                          "an equally good one was taken");
                best->limited = best->limited || limited;
            }
            if (best && b.mdps_meet)
                note.notes.push_back("moved-down players meet each other: no other pairing completes the round (C.04.3 1.9.3)");
        }
        if (!best) {
            out.failure = Failure::NoValidPairing;
            out.message = "bracket " + scores(b.resident_score) + ": no candidate meets [C1]-[C4] (C.04.3 1.9.3: the chief arbiter decides)";
            return out;
        }
        if (!best->floaters.empty()) {
            const std::size_t made = best->pairs.size(), n = b.players.size();
            std::string why = made < unconfirmed
                                  ? "the search limit was reached before a candidate with " + std::to_string(unconfirmed) +
                                        " pairs was found, so " + std::to_string(made) +
                                        " were taken: [C6] is not confirmed here and the chief arbiter should check this bracket"
                              : made < top ? "C.04.3 [C4]/[C5]: " + std::to_string(top) + " pairs were possible here but only " +
                                               std::to_string(made) + " leave the rest of the round pairable"
                              : top < n / 2 ? "C.04.3 [C6]: [C1], [C3] and prohibited pairs allow only " + std::to_string(top) +
                                                  " pairs among these " + std::to_string(n) + " players"
                                            : "the bracket has an odd number of players";
            note.notes.push_back("floaters: " + why + "; who floats is decided by [C7]-[C9] and [C14]-[C21]");
        }
        if (best->cost.next_unpaired)
            note.notes.push_back("C.04.3 [C8]: the following bracket loses " + std::to_string(best->cost.next_unpaired) + " pair(s)");
        for (int k = 0; k < 8; ++k)
            if (best->cost.c[static_cast<std::size_t>(k)])
                note.notes.push_back("C.04.3 " + std::string(kCounted[k]) + ": " + std::to_string(best->cost.c[static_cast<std::size_t>(k)]));
        for (int k = 0; k < 4; ++k) {
            int total = 0;
            for (int x : best->cost.sd[static_cast<std::size_t>(k)]) total += x;
            if (total) note.notes.push_back("C.04.3 " + std::string(kDifferences[k]) + ": " + std::to_string(total) + " player(s)");
        }
        if (best->limited)
            note.notes.push_back("search limit reached: the best candidate found was taken");
        for (auto [hi, lo] : best->pairs) {
            const char *rule = nullptr;
            const Pair p = allocate_colours(*hi, *lo, settings, rule);
            out.pairs.push_back(p);
            out.explanation.colours.push_back({p, rule});
        }
        for (const State *f : best->floaters) note.floaters.push_back(f->start);
        moved_down = best->floaters;
        std::stable_sort(moved_down.begin(), moved_down.end(), [](const State *a, const State *c) {
            return a->score != c->score ? a->score > c->score : a->start < c->start;
        });
        out.explanation.brackets.push_back(std::move(note));
        next = end;
    }
    if (moved_down.size() == 1) {
        out.bye = moved_down[0]->start;
        out.explanation.bye = std::to_string(out.bye) + " is left over in the lowest bracket, has had neither a "
                              "pairing-allocated bye nor a win's points without playing (C.04.3 [C2]), and has the "
                              "lowest score that lets everybody else be paired (C.04.3 [C5])";
    }
    return out;
}

} // namespace damka::pairing
