// FIDE C.04.3 Dutch system: brackets from the top score down, each paired by a search over
// candidate pairings in the order of the Dutch procedure (MDPs with residents first, then S1
// against S2 by transpositions, exchanges last), keeping the candidate that best satisfies
// the quality criteria in their order of priority and meets the completion criterion.
#include "dutch_state.hpp"

#include <algorithm>
#include <array>
#include <compare>
#include <map>
#include <set>

namespace damka::pairing {
using namespace dutch;

namespace {

// Quality of a bracket candidate, compared lexicographically (lower is better).
struct Cost {
    std::vector<int> psd;             // C6 (A.8 PSD): SD counts, index 0 = the largest SD
    int pab = 0;                      // PAB assignee's unplayed rounds (2025 PAB rule)
    int next_unpaired = 0;            // C7: players the next bracket cannot pair
    std::array<int, 12> c{};          // C8 .. C19
    auto operator<=>(const Cost &) const = default;
};

const char *const kCriteria[12] = {
    "C8: topscorers or opponents with a colour difference beyond +-2",
    "C9: topscorers or opponents with the same colour three times in a row",
    "C10: players without their colour preference",
    "C11: players without their strong colour preference",
    "C12: players with the same downfloat as the previous round",
    "C13: players with the same upfloat as the previous round",
    "C14: players with the same downfloat as two rounds before",
    "C15: players with the same upfloat as two rounds before",
    "C16: score differences of repeated downfloats (previous round)",
    "C17: score differences of repeated upfloats (previous round)",
    "C18: score differences of repeated downfloats (two rounds before)",
    "C19: score differences of repeated upfloats (two rounds before)"};

struct Bracket {
    std::vector<const State *> players;   // MDPs first, then residents, each in pairing order
    std::size_t mdps = 0;
    Points resident_score = 0;
    bool last = false;                    // no lower bracket: floaters get the PAB
    std::vector<const State *> lower;     // everybody below (for the completion criterion)
    std::vector<const State *> next;      // the next scoregroup, when it is not the last (C7)
};

struct Outcome {
    std::vector<std::pair<const State *, const State *>> pairs;   // higher ranked first
    std::vector<const State *> floaters;
    Cost cost;
    bool limited = false;
};

class BracketSearch {
public:
    BracketSearch(const Bracket &b, const Settings &s) : b_(b), s_(s), n_(b.players.size()) {
        std::set<Points, std::greater<>> sds;
        for (const State *x : b_.players) {
            sds.insert(floater_sd(*x));
            for (const State *y : b_.players) sds.insert(std::abs(x->score - y->score));
        }
        levels_.assign(sds.begin(), sds.end());
    }

    // The best candidate with exactly `pairs` pairs, or nothing.
    std::optional<Outcome> run(std::size_t pairs) {
        pairs_ = pairs;
        floats_ = n_ - 2 * pairs;
        partner_.assign(n_, kFree);
        nodes_ = 0;
        limited_ = false;
        best_.reset();
        ideal_ = ideal();
        Cost start;
        start.psd.assign(levels_.size(), 0);
        pending_ = {};
        floats_used_ = 0;
        for (const State *x : b_.players) count(*x, +1);
        dfs(0, 0, start, n_);
        if (!best_) return std::nullopt;
        best_->limited = limited_;
        return best_;
    }

private:
    static constexpr int kFree = -1, kFloat = -2;

    Points floater_sd(const State &x) const { return x.score - (b_.resident_score - s_.win_points); }   // A.8
    int level(Points sd) const {
        return static_cast<int>(std::lower_bound(levels_.begin(), levels_.end(), sd, std::greater<>()) - levels_.begin());
    }

    // Lower bounds that end the search early once reached: of the paired players at most
    // `pairs` get white and `pairs` black, and each floater removes one player from the
    // excess, so at least excess - floats preferences (C10), strong ones (C11), go unmet.
    Cost ideal() const {
        Cost c;
        int w = 0, bl = 0, ws = 0, bs = 0;
        for (const State *x : b_.players) {
            if (x->pref == Colour::White) ++w, ws += x->strength >= Strong;
            if (x->pref == Colour::Black) ++bl, bs += x->strength >= Strong;
        }
        const int p = static_cast<int>(pairs_), f = static_cast<int>(floats_);
        auto excess = [&](int a, int b) { return std::max(0, std::max(0, a - p) + std::max(0, b - p) - f); };
        c.c[2] = excess(w, bl);
        c.c[3] = excess(ws, bs);
        return c;
    }
    // With MDPs the best PSD is not known in advance, so such brackets are searched fully.
    bool reached_ideal(const Cost &c) const {
        return b_.mdps == 0 && c.pab == 0 && c.next_unpaired == 0 && c.c == ideal_.c;
    }

    void add_pair_cost(Cost &c, const State &hi, const State &lo, const Pair &colours) const {
        const Points sd = std::abs(hi.score - lo.score);
        ++c.psd[static_cast<std::size_t>(level(sd))];
        for (const State *x : {&hi, &lo}) {
            const Colour got = colours.white == x->start ? Colour::White : Colour::Black;
            if (x->pref != Colour::None && got != x->pref) {
                ++c.c[2];                                   // C10
                if (x->strength >= Strong) ++c.c[3];        // C11
            }
            if (hi.topscorer || lo.topscorer) {
                const int cd = x->cd + static_cast<int>(got);
                if (cd > 2 || cd < -2) ++c.c[0];            // C8
                const std::size_t k = x->colours.size();
                if (k >= 2 && x->colours[k - 1] == got && x->colours[k - 2] == got) ++c.c[1];   // C9
            }
        }
        if (sd > 0) {   // A.4: the higher player floats down, the lower one up
            if (hi.float1 == Float::Down) ++c.c[4], c.c[8] += sd;    // C12, C16
            if (lo.float1 == Float::Up) ++c.c[5], c.c[9] += sd;      // C13, C17
            if (hi.float2 == Float::Down) ++c.c[6], c.c[10] += sd;   // C14, C18
            if (lo.float2 == Float::Up) ++c.c[7], c.c[11] += sd;     // C15, C19
        }
    }
    void add_float_cost(Cost &c, const State &x) const {
        const Points sd = floater_sd(x);
        ++c.psd[static_cast<std::size_t>(level(sd))];
        if (b_.last) {
            int unplayed = 0;
            for (const PastRound &r : x.player->rounds) unplayed += r.kind != RoundKind::Played;
            c.pab += unplayed;
        } else {
            if (x.float1 == Float::Down) ++c.c[4], c.c[8] += sd;
            if (x.float2 == Float::Down) ++c.c[6], c.c[10] += sd;
        }
    }

    bool completes() const {
        std::vector<const State *> rest;
        for (std::size_t i = 0; i < n_; ++i)
            if (partner_[i] == kFloat) rest.push_back(b_.players[i]);
        if (b_.last) return rest.empty() || (rest.size() == 1 && !rest[0]->bye_ineligible);   // C2
        rest.insert(rest.end(), b_.lower.begin(), b_.lower.end());
        return can_complete(rest, s_);
    }

    // C7: the floaters should leave the next bracket as many pairs as possible.
    int next_unpaired() const {
        if (b_.next.empty()) return 0;
        std::vector<const State *> next;
        for (std::size_t i = 0; i < n_; ++i)
            if (partner_[i] == kFloat) next.push_back(b_.players[i]);
        next.insert(next.end(), b_.next.begin(), b_.next.end());
        return static_cast<int>(next.size() / 2 - max_pairs(next, s_));
    }

    void leaf(Cost c) {
        if (best_ && !(c < best_->cost)) return;
        c.next_unpaired = next_unpaired();
        if (best_ && !(c < best_->cost)) return;
        if (!completes()) return;
        Outcome o;
        o.cost = c;
        for (std::size_t i = 0; i < n_; ++i) {
            if (partner_[i] == kFloat) o.floaters.push_back(b_.players[i]);
            else if (partner_[i] > static_cast<int>(i)) o.pairs.emplace_back(b_.players[i], b_.players[static_cast<std::size_t>(partner_[i])]);
        }
        best_ = std::move(o);
        if (reached_ideal(c)) done_ = true;
    }

    // `split`: index in players_ where S2 of the remainder starts (0 until residents begin).
    void dfs(std::size_t pos, std::size_t split, Cost cost, std::size_t unassigned) {
        if (done_ || limited_) return;
        if (++nodes_ > s_.search_limit && (best_ || nodes_ > 10 * s_.search_limit)) {
            limited_ = true;
            return;
        }
        while (pos < n_ && partner_[pos] != kFree) ++pos;
        if (pos == n_) return leaf(cost);
        const std::size_t floats_left = floats_ - floats_used_;
        if (floats_left > unassigned || (unassigned - floats_left) % 2) return;
        if (best_ && !(bound(cost, unassigned, floats_left) < best_->cost)) return;

        // Entering the residents: S1 = as many of them as pairs are still needed (B.2, D).
        if (pos >= b_.mdps && split == 0) {
            const std::size_t need = (unassigned - floats_left) / 2;
            std::size_t seen = 0, i = pos;
            for (; i < n_ && seen < need; ++i) seen += partner_[i] == kFree;
            split = std::max(i, pos + 1);
        }
        const bool mdp = pos < b_.mdps;
        const bool in_s1 = mdp || pos < split;
        const State &x = *b_.players[pos];

        auto try_pair = [&](std::size_t j) {
            if (partner_[j] != kFree || !compatible(x, *b_.players[j], s_)) return;
            std::string rule;
            const Pair colours = allocate_colours(x, *b_.players[j], s_, rule);
            Cost next = cost;
            add_pair_cost(next, x, *b_.players[j], colours);
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

        if (in_s1) {
            // MDPs meet residents first (D.3), S1 meets S2 in order (transpositions, D.1),
            // then partners inside S1 (exchanges, D.2), then the player floats down.
            const std::size_t s2 = mdp ? b_.mdps : split;
            for (std::size_t j = s2; j < n_; ++j) try_pair(j);
            for (std::size_t j = pos + 1; j < s2; ++j) try_pair(j);
            try_float();
        } else {
            // An S2 player left over: the lowest ones float (C5 keeps the count right).
            try_float();
            for (std::size_t j = pos + 1; j < n_; ++j) try_pair(j);
        }
    }

    // Colour preferences of the players not yet placed: [white, black, strong white, strong black].
    void count(const State &x, int d) {
        if (x.pref == Colour::None) return;
        const std::size_t k = x.pref == Colour::White ? 0 : 1;
        pending_[k] += d;
        if (x.strength >= Strong) pending_[k + 2] += d;
    }

    // A cost no leaf below can beat: every player still to place adds a PSD entry of at least
    // the smallest SD (a floater at least one point, A.8), and the colour excess of the
    // remaining players (see ideal()) adds to C10 and C11.
    Cost bound(const Cost &so_far, std::size_t unassigned, std::size_t floats_left) const {
        Cost c = so_far;
        const std::size_t pairs = (unassigned - floats_left) / 2;
        c.psd.back() += static_cast<int>(pairs);
        c.psd[static_cast<std::size_t>(level(s_.win_points))] += static_cast<int>(floats_left);
        const int p = static_cast<int>(pairs), f = static_cast<int>(floats_left);
        auto excess = [&](int a, int b) { return std::max(0, std::max(0, a - p) + std::max(0, b - p) - f); };
        c.c[2] += excess(pending_[0], pending_[1]);
        c.c[3] += excess(pending_[2], pending_[3]);
        return c;
    }


    const Bracket &b_;
    const Settings &s_;
    std::size_t n_;
    std::vector<Points> levels_;
    std::size_t pairs_ = 0, floats_ = 0, floats_used_ = 0;
    std::vector<int> partner_;
    long nodes_ = 0;
    bool limited_ = false, done_ = false;
    Cost ideal_;
    std::optional<Outcome> best_;
    std::array<int, 4> pending_{};
};

std::string scores(Points p) {
    return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : std::string());
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
    // A.2: order by score, then pairing number.
    std::sort(states.begin(), states.end(), [](const State &a, const State &b) {
        return a.score != b.score ? a.score > b.score : a.start < b.start;
    });
    std::vector<const State *> all;
    for (const State &s : states) all.push_back(&s);
    if (!can_complete(all, settings)) {
        out.failure = Failure::NoValidPairing;
        out.message = "no pairing of the " + std::to_string(all.size()) +
                      " players meets the absolute criteria (C.04.3 C1-C3 and prohibited pairs)";
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
        // C7 looks at the next bracket unless it is the last one (this is neither PPB nor CLB).
        std::size_t next_end = end;
        while (next_end < all.size() && all[next_end]->score == all[end]->score) ++next_end;
        if (!b.last && next_end < all.size())
            b.next.assign(all.begin() + static_cast<long>(end), all.begin() + static_cast<long>(next_end));

        BracketNote note;
        note.score = b.resident_score;
        for (std::size_t i = 0; i < b.players.size(); ++i)
            (i < b.mdps ? note.moved_down : note.residents).push_back(b.players[i]->start);

        BracketSearch search(b, settings);
        std::optional<Outcome> best;
        const std::size_t top = max_pairs(b.players, settings);   // C5 upper bound
        for (std::size_t p = top + 1; p-- > 0 && !best;) best = search.run(p);
        if (!best) {
            out.failure = Failure::NoValidPairing;
            out.message = "bracket " + scores(b.resident_score) + ": no candidate meets C1-C4";
            return out;
        }
        // Why players float down: the bracket is odd, C1/C3/prohibited pairs allow fewer pairs
        // (C5), or more pairs here would leave the players below unpairable (C4).
        if (!best->floaters.empty()) {
            const std::size_t made = best->pairs.size(), n = b.players.size();
            std::string why = made < top ? "C.04.3 C4: " + std::to_string(top) + " pairs were possible here but only " +
                                               std::to_string(made) + " leave the lower brackets pairable"
                              : top < n / 2 ? "C.04.3 C5: C1, C3 and prohibited pairs allow only " + std::to_string(top) +
                                                  " pairs among these " + std::to_string(n) + " players"
                                            : "the bracket has an odd number of players";
            note.notes.push_back("floaters: " + why + "; who floats is decided by C6 (PSD), C7 and C12-C19");
        }
        for (int k = 0; k < 12; ++k)
            if (best->cost.c[static_cast<std::size_t>(k)])
                note.notes.push_back("C.04.3 " + std::string(kCriteria[k]) + ": " + std::to_string(best->cost.c[static_cast<std::size_t>(k)]));
        if (best->limited)
            note.notes.push_back("search limit reached: the best candidate found was taken");
        for (auto [hi, lo] : best->pairs) {
            std::string rule;
            const Pair p = allocate_colours(*hi, *lo, settings, rule);
            out.pairs.push_back(p);
            out.explanation.colours.push_back({p, rule});
        }
        for (const State *f : best->floaters) note.floaters.push_back(f->start);
        moved_down = best->floaters;
        out.explanation.brackets.push_back(std::move(note));
        next = end;
    }
    if (moved_down.size() == 1) {
        out.bye = moved_down[0]->start;
        out.explanation.bye = std::to_string(out.bye) + " is left over in the lowest bracket and has not yet had "
                              "a pairing-allocated bye or a point without playing (C.04.3 C2, C.04.1 c)";
    }
    return out;
}

} // namespace damka::pairing
