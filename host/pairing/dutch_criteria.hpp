// The quality criteria of one Dutch bracket as matching weights (C.04.3 as applied from
// 1 July 2025): [C6]-[C21] as fields of a weight, highest priority first, with [C1]-[C5] and
// the prohibited pairs as the edges allowed; and the constraints Article 4's choices put on a
// matching. Used by dutch_bracket.cpp only.
#pragma once

#include "dutch_bracket.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace damka::pairing::dutch::detail {

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

inline int bits(long long v) {
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
            ColourRule rule{};
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

    // The largest total of order_penalty a matching can carry: at most nb / 2 pairs of the
    // bracket, each at most nb^2.
    long long shape_penalty_bound() const {
        const long long nb = nb_;
        return (nb / 2 + 1) * nb * nb;
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

} // namespace damka::pairing::dutch::detail
