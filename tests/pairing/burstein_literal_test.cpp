// FIDE C.04.4.2 Burstein read literally, for small fields: every pairing of each bracket is
// listed, kept when the rest of the round can still be completed ([C4]), compared by [C5]-[C8]
// exactly as the articles word them ([C7] by pairing the following bracket every way too), and
// among the best the first in the 4.3 order. No matching, no weights: a plain enumeration
// written apart from the engine (only the Index, checked by hand in burstein_test.cpp, is
// shared). The engine must agree round by round on 300 generated tournaments of 6-13 players.
#include "pairing/burstein.hpp"
#include "pairing/trf/generator.hpp"
#include "pairing/trf/tournament_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

using namespace damka::pairing;

namespace {

struct Literal {
    std::vector<const Player *> p; // available players
    std::vector<Points> score;
    std::vector<int> rank; // 1.8 position, 0 = highest
    std::vector<Colour> pref;
    std::vector<bool> absolute;
    std::vector<std::vector<bool>> ok; // [C1], [C3], prohibited pairs
    std::map<unsigned, bool> memo;

    bool pairable(unsigned set) { // [C4]: the players of `set` can all be paired
        if (!set) return true;
        if (auto it = memo.find(set); it != memo.end()) return it->second;
        const int a = __builtin_ctz(set);
        bool res = false;
        for (unsigned rest = set & ~(1u << a); rest && !res;) {
            const int b = __builtin_ctz(rest);
            rest &= rest - 1;
            if (ok[a][b]) res = pairable(set & ~(1u << a) & ~(1u << b));
        }
        return memo[set] = res;
    }

    // Every pairing of `bracket` (pairs inside it, the others float), each as a list of pairs.
    void pairings(std::vector<int> left, std::vector<std::pair<int, int>> &cur,
                  std::vector<std::vector<std::pair<int, int>>> &out) {
        if (left.empty()) {
            out.push_back(cur);
            return;
        }
        const int a = left[0];
        std::vector<int> rest(left.begin() + 1, left.end());
        pairings(rest, cur, out); // a floats
        for (std::size_t i = 0; i < rest.size(); ++i)
            if (ok[a][rest[i]]) {
                std::vector<int> r2 = rest;
                r2.erase(r2.begin() + static_cast<long>(i));
                cur.push_back({a, rest[i]});
                pairings(r2, cur, out);
                cur.pop_back();
            }
    }

    unsigned mask(const std::vector<int> &v) {
        unsigned m = 0;
        for (int x : v) m |= 1u << x;
        return m;
    }

    std::vector<Points> floater_scores(const std::vector<int> &bracket, const std::vector<std::pair<int, int>> &pr) {
        std::set<int> paired;
        for (auto [a, b] : pr) paired.insert(a), paired.insert(b);
        std::vector<Points> s;
        for (int x : bracket)
            if (!paired.count(x)) s.push_back(score[static_cast<std::size_t>(x)]);
        std::sort(s.rbegin(), s.rend());
        return s;
    }

    // [C5] then [C6] of the best legal pairing of `bracket` (the rest `below` to be completed).
    std::pair<int, std::vector<Points>> best56(const std::vector<int> &bracket, unsigned below) {
        std::vector<std::vector<std::pair<int, int>>> all;
        std::vector<std::pair<int, int>> cur;
        pairings(bracket, cur, all);
        std::pair<int, std::vector<Points>> best{-1, {}};
        for (const auto &pr : all) {
            unsigned fl = mask(bracket);
            for (auto [a, b] : pr) fl &= ~(1u << a) & ~(1u << b);
            if (!pairable(fl | below)) continue;
            std::pair<int, std::vector<Points>> k{static_cast<int>(pr.size()), floater_scores(bracket, pr)};
            if (best.first < 0 || k.first > best.first || (k.first == best.first && k.second < best.second)) best = k;
        }
        return best;
    }

    // The pairs of the round (indices), the PAB (index or -1).
    std::pair<std::vector<std::pair<int, int>>, int> pair_round() {
        const int n = static_cast<int>(p.size());
        std::vector<int> all(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) all[static_cast<std::size_t>(i)] = i;
        int bye = -1;
        if (n % 2) { // 3.1
            std::vector<int> c = all;
            std::sort(c.begin(), c.end(), [&](int a, int b) {
                auto games = [&](int x) {
                    int g = 0;
                    for (const PastRound &r : p[static_cast<std::size_t>(x)]->rounds) g += r.kind == RoundKind::Played;
                    return g;
                };
                if (score[a] != score[b]) return score[a] < score[b];
                if (games(a) != games(b)) return games(a) > games(b);
                return rank[a] > rank[b];
            });
            for (int x : c) {
                bool barred = false;
                for (const PastRound &r : p[static_cast<std::size_t>(x)]->rounds)
                    barred |= r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin ||
                        r.kind == RoundKind::FullPointBye;
                if (!barred && pairable(mask(all) & ~(1u << x))) {
                    bye = x;
                    break;
                }
            }
            if (bye < 0) return {{}, -2};
            all.erase(std::find(all.begin(), all.end(), bye));
        }
        std::stable_sort(all.begin(), all.end(), [&](int a, int b) { return score[a] > score[b]; });
        std::vector<std::pair<int, int>> out;
        std::vector<int> incoming, remaining = all;
        while (!remaining.empty()) {
            std::vector<int> rest;
            for (int x : remaining)
                if (std::find(incoming.begin(), incoming.end(), x) == incoming.end()) rest.push_back(x);
            std::vector<int> bracket = incoming, lower;
            for (int x : rest) (!rest.empty() && score[x] == score[rest[0]] ? bracket : lower).push_back(x);
            std::sort(bracket.begin(), bracket.end(), [&](int a, int b) { return rank[a] < rank[b]; }); // 4.1
            std::vector<int> next, deeper;
            for (int x : lower) (score[x] == score[lower[0]] ? next : deeper).push_back(x);
            std::vector<std::vector<std::pair<int, int>>> cands;
            std::vector<std::pair<int, int>> cur;
            pairings(bracket, cur, cands);
            struct Key {
                int c5;
                std::vector<Points> c6;
                int c7a;
                std::vector<Points> c7b;
                int c8;
                std::vector<int> order; // 4.3: opponent's BSN per BSN, 0 floats
            };
            auto better = [](const Key &a, const Key &b) {
                if (a.c5 != b.c5) return a.c5 > b.c5;
                if (a.c6 != b.c6) return a.c6 < b.c6;
                if (a.c7a != b.c7a) return a.c7a > b.c7a;
                if (a.c7b != b.c7b) return a.c7b < b.c7b;
                if (a.c8 != b.c8) return a.c8 < b.c8;
                return burstein::precedes(a.order, b.order);
            };
            std::optional<Key> best;
            std::vector<std::pair<int, int>> chosen;
            std::vector<int> chosen_floaters;
            for (const auto &pr : cands) {
                std::vector<int> fl;
                std::set<int> paired;
                for (auto [a, b] : pr) paired.insert(a), paired.insert(b);
                for (int x : bracket)
                    if (!paired.count(x)) fl.push_back(x);
                if (!pairable(mask(fl) | mask(lower))) continue; // [C4]
                Key k;
                k.c5 = static_cast<int>(pr.size());
                k.c6 = floater_scores(bracket, pr);
                if (!lower.empty()) { // [C7]: the following bracket by [C1]-[C6]
                    std::vector<int> following = fl;
                    following.insert(following.end(), next.begin(), next.end());
                    const auto f = best56(following, mask(deeper));
                    k.c7a = f.first, k.c7b = f.second;
                } else {
                    k.c7a = 0;
                }
                k.c8 = 0;
                for (auto [a, b] : pr)
                    k.c8 += pref[static_cast<std::size_t>(a)] != Colour::None &&
                        pref[static_cast<std::size_t>(a)] == pref[static_cast<std::size_t>(b)];
                k.order.assign(bracket.size(), 0);
                auto bsn = [&](int x) {
                    return static_cast<int>(std::find(bracket.begin(), bracket.end(), x) - bracket.begin());
                };
                for (auto [a, b] : pr) k.order[bsn(a)] = bsn(b) + 1, k.order[bsn(b)] = bsn(a) + 1;
                if (!best || better(k, *best)) best = k, chosen = pr, chosen_floaters = fl;
            }
            if (!best) return {{}, -2};
            out.insert(out.end(), chosen.begin(), chosen.end());
            remaining = chosen_floaters;
            remaining.insert(remaining.end(), lower.begin(), lower.end());
            incoming = chosen_floaters;
        }
        return {out, bye};
    }
};

Literal literal(const std::vector<Player> &players, const Settings &s) {
    Literal L;
    const auto ix = burstein::opposition_index(players, s.draw_points);
    for (const Player &p : players)
        if (p.available && !p.withdrawn) L.p.push_back(&p);
    const std::size_t n = L.p.size();
    std::vector<int> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<int>(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return burstein::ranks_above(ix->at(L.p[a]->start), L.p[a]->start, ix->at(L.p[b]->start), L.p[b]->start);
    });
    L.rank.assign(n, 0);
    for (std::size_t r = 0; r < n; ++r) L.rank[static_cast<std::size_t>(order[r])] = static_cast<int>(r);
    for (const Player *p : L.p) {
        L.score.push_back(p->pairing_score());
        std::vector<Colour> c;
        for (const PastRound &r : p->rounds)
            if (r.kind == RoundKind::Played) c.push_back(r.colour);
        int d = 0;
        for (Colour x : c) d += x == Colour::White ? 1 : -1;
        const bool twice = c.size() >= 2 && c[c.size() - 1] == c[c.size() - 2];
        const bool abs = d > 1 || d < -1 || twice; // 1.5.1
        Colour pr = Colour::None;
        if (d > 0)
            pr = Colour::Black; // 1.5.1-1.5.2
        else if (d < 0)
            pr = Colour::White;
        else if (!c.empty())
            pr = c.back() == Colour::White ? Colour::Black : Colour::White; // 1.5.3
        L.pref.push_back(pr);
        L.absolute.push_back(abs);
    }
    L.ok.assign(n, std::vector<bool>(n, false));
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b) {
            if (a == b) continue;
            bool met = false;
            for (const PastRound &r : L.p[a]->rounds) met |= r.kind == RoundKind::Played && r.opponent == L.p[b]->start;
            bool banned = false;
            for (auto [x, y] : s.forbidden)
                banned |= (x == L.p[a]->start && y == L.p[b]->start) || (y == L.p[a]->start && x == L.p[b]->start);
            const bool c3 = L.absolute[a] && L.absolute[b] && L.pref[a] == L.pref[b];
            L.ok[a][b] = !met && !banned && !c3;
        }
    return L;
}

} // namespace

TEST(BursteinLiteral, EngineAgreesWithTheEnumerationOnSmallFields) {
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        GeneratorConfig c;
        c.rounds = 4 + static_cast<int>(seed % 4);
        c.players = 6 + static_cast<int>(seed % 8);
        c.forfeit_rate = 12;
        c.half_point_bye_rate = 15;
        if (seed % 2) c.win = 20, c.draw = 10;
        auto doc = generate_tournament(c, seed, SwissSystem::Burstein);
        if (!doc) continue; // a small field may run out of legal pairings: the engine says so
        for (int r = burstein::seeding_rounds(doc->total_rounds) + 1; r <= doc->rounds_played(); ++r) {
            auto in = trf::round_input(*doc, r);
            ASSERT_TRUE(in) << in.error();
            Literal L = literal(in->players, in->settings);
            const auto [pairs, bye] = L.pair_round();
            const Pairing engine = played_pairing(*doc, r);
            std::set<std::pair<int, int>> want, got;
            for (auto [a, b] : pairs)
                want.insert({std::min(L.p[a]->start, L.p[b]->start), std::max(L.p[a]->start, L.p[b]->start)});
            for (const Pair &p : engine.pairs) got.insert({std::min(p.white, p.black), std::max(p.white, p.black)});
            EXPECT_EQ(got, want) << "seed " << seed << " round " << r;
            EXPECT_EQ(engine.bye, bye >= 0 ? L.p[static_cast<std::size_t>(bye)]->start : 0)
                << "seed " << seed << " round " << r;
            ++compared;
        }
    }
    EXPECT_GT(compared, 500);
}
