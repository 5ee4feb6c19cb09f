// A literal enumerator of C.04.5 (Double-Swiss) for small fields, written apart from the engine
// and its shared procedure: every set of upfloaters of every size in the text's order (3.5.3,
// 3.5.4, [C4]-[C7]) and every pairing of a bracket in identifier order (3.6.2-3.6.4), each
// legality question answered by trying every pairing. It must agree with the engine round by
// round on generated tournaments (pairs and PAB; colours are checked by the hand-worked tests).
// It applies the same readings where the text is silent (README "How the Double-Swiss engine
// decides"), so it checks the search, not the readings.
#include "pairing/trf/generator.hpp"
#include "pairing/trf/tournament_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

using namespace damka::pairing;

namespace {

struct Literal {
    std::map<int, const Player *> p; // by start number (= TPN)
    bool last = false;
    std::set<std::pair<int, int>> forbidden;

    Points score(int a) const { return p.at(a)->pairing_score(); }
    bool may_meet(int a, int b) const {
        return !p.at(a)->met(b) && !forbidden.count({std::min(a, b), std::max(a, b)}); // [C1]
    }
    bool floated(int a) const {
        const auto &r = p.at(a)->rounds;
        return !r.empty() && r.back().kind == RoundKind::Played && r.back().floated != Float::None;
    }
    // Every legal pairing of `m` (sorted), as (smaller, larger) pairs.
    void pairings(std::vector<int> m, std::vector<std::pair<int, int>> &cur,
                  const std::function<void(const std::vector<std::pair<int, int>> &)> &out) const {
        if (m.empty()) return out(cur);
        const int a = m[0];
        for (size_t j = 1; j < m.size(); ++j) {
            if (!may_meet(a, m[j])) continue;
            std::vector<int> rest;
            for (size_t k = 1; k < m.size(); ++k)
                if (k != j) rest.push_back(m[k]);
            cur.emplace_back(a, m[j]);
            pairings(rest, cur, out);
            cur.pop_back();
        }
    }
    bool perfect(std::vector<int> m) const {
        if (m.size() % 2) return false;
        std::sort(m.begin(), m.end());
        bool found = false;
        std::vector<std::pair<int, int>> cur;
        // Stops caring once one is found (small fields only).
        pairings(m, cur, [&](const auto &) { found = true; });
        return found;
    }
    static std::vector<int> minus(const std::vector<int> &a, const std::vector<int> &b) {
        std::vector<int> o;
        for (int x : a)
            if (std::find(b.begin(), b.end(), x) == b.end()) o.push_back(x);
        return o;
    }

    Pairing pair(std::vector<int> field) const {
        Pairing out;
        std::sort(field.begin(), field.end());
        if (field.size() % 2) { // 3.4
            std::vector<int> c;
            for (int a : field) {
                bool barred = false;
                for (const PastRound &r : p.at(a)->rounds)
                    barred = barred || r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin ||
                        r.kind == RoundKind::FullPointBye;
                if (!barred) c.push_back(a);
            }
            const auto played = [&](int a) {
                return std::count_if(p.at(a)->rounds.begin(), p.at(a)->rounds.end(),
                                     [](const PastRound &r) { return r.kind == RoundKind::Played; });
            };
            std::sort(c.begin(), c.end(), [&](int a, int b) {
                if (score(a) != score(b)) return score(a) < score(b);
                if (played(a) != played(b)) return played(a) > played(b);
                return a > b;
            });
            for (int a : c)
                if (perfect(minus(field, {a}))) {
                    out.bye = a;
                    break;
                }
            if (!out.bye) {
                out.failure = Failure::NoValidPairing;
                return out;
            }
            field = minus(field, {out.bye});
        }
        while (!field.empty()) {
            Points top = score(field[0]);
            for (int a : field) top = std::max(top, score(a));
            std::vector<int> res, low;
            for (int a : field) (score(a) == top ? res : low).push_back(a);
            Points fs = -1;
            for (int a : low) fs = std::max(fs, score(a));
            std::vector<int> following;
            for (int a : low)
                if (score(a) == fs) following.push_back(a);
            std::optional<std::vector<int>> chosen;
            for (size_t k = res.size() % 2; k <= low.size() && !chosen; k += 2) {
                std::vector<std::vector<int>> sets; // every k-subset, 3.5.3-listed
                std::vector<int> mask(low.size(), 0);
                std::fill(mask.begin(), mask.begin() + long(k), 1);
                std::sort(mask.begin(), mask.end());
                do {
                    std::vector<int> s;
                    for (size_t i = 0; i < low.size(); ++i)
                        if (mask[i]) s.push_back(low[i]);
                    std::sort(s.begin(), s.end(),
                              [&](int a, int b) { return score(a) != score(b) ? score(a) > score(b) : a < b; });
                    sets.push_back(s);
                } while (std::next_permutation(mask.begin(), mask.end()));
                const auto profile = [&](const std::vector<int> &s) {
                    std::vector<Points> v;
                    for (int a : s) v.push_back(score(a));
                    std::sort(v.begin(), v.end());
                    return v;
                };
                std::sort(sets.begin(), sets.end(), [&](const auto &a, const auto &b) {
                    if (profile(a) != profile(b)) return profile(a) > profile(b); // [C5]
                    return a < b; // 3.5.4
                });
                for (size_t g = 0; g < sets.size() && !chosen;) {
                    size_t e = g;
                    while (e < sets.size() && profile(sets[e]) == profile(sets[g])) ++e;
                    int best_c6 = -1, best_c7 = 0;
                    for (size_t i = g; i < e; ++i) {
                        std::vector<int> br = res;
                        br.insert(br.end(), sets[i].begin(), sets[i].end());
                        const std::vector<int> rest = minus(field, br);
                        if (!perfect(br) || !perfect(rest)) continue;
                        const std::vector<int> left = minus(following, minus(following, rest));
                        bool c6 = left.empty();
                        if (!c6 && left.size() % 2 == 0) c6 = perfect(left) && perfect(minus(rest, left));
                        if (!c6 && left.size() % 2)
                            for (int u : minus(rest, left)) {
                                std::vector<int> b2 = left;
                                b2.push_back(u);
                                if (perfect(b2) && perfect(minus(rest, b2))) c6 = true;
                            }
                        int c7 = 0;
                        if (!last)
                            for (int u : sets[i]) c7 += floated(u);
                        if (best_c6 < 0 || (c6 && !best_c6) || (int(c6) == best_c6 && c7 < best_c7)) {
                            best_c6 = c6;
                            best_c7 = c7;
                            chosen = sets[i];
                        }
                    }
                    g = e;
                }
            }
            if (!chosen) {
                out.failure = Failure::NoValidPairing;
                return out;
            }
            std::vector<int> br = res;
            br.insert(br.end(), chosen->begin(), chosen->end());
            std::sort(br.begin(), br.end());
            std::set<int> up(chosen->begin(), chosen->end());
            long long best_cost = -1;
            std::vector<int> best_id;
            std::vector<std::pair<int, int>> best, cur;
            pairings(br, cur, [&](const std::vector<std::pair<int, int>> &ps) {
                long long cost = 0; // [C8]
                if (!last)
                    for (auto [a, b] : ps) cost += (up.count(a) && floated(b)) + (up.count(b) && floated(a));
                auto sorted = ps;
                std::sort(sorted.begin(), sorted.end());
                std::vector<int> id; // 3.6.2
                for (auto [a, b] : sorted) id.push_back(a);
                for (auto [a, b] : sorted) id.push_back(b);
                if (best_cost < 0 || cost < best_cost || (cost == best_cost && id < best_id)) {
                    best_cost = cost;
                    best_id = id;
                    best = ps;
                }
            });
            for (auto [a, b] : best) out.pairs.push_back({a, b});
            field = minus(field, br);
        }
        return out;
    }
};

std::set<std::pair<int, int>> unordered(const Pairing &p) {
    std::set<std::pair<int, int>> s;
    for (const Pair &x : p.pairs) s.insert({std::min(x.white, x.black), std::max(x.white, x.black)});
    s.insert({p.bye, 0});
    return s;
}

void agree_on(std::uint64_t first_seed, std::uint64_t seeds, int rounds_at_least) {
    int rounds = 0;
    for (std::uint64_t seed = first_seed; seed < first_seed + seeds; ++seed) {
        GeneratorConfig c;
        c.players = 5 + int(seed % 8); // 5..12
        c.rounds = 4 + int(seed % 5);
        c.forfeit_rate = 10;
        c.half_point_bye_rate = 15;
        c.win = points(2);
        c.draw = points(1);
        auto doc = generate_tournament(c, seed, SwissSystem::DoubleSwiss);
        if (!doc) continue; // a round the text cannot pair: the Chief Arbiter's
        for (int m = 1; m <= c.rounds; ++m) {
            auto in = trf::match_input(*doc, m);
            ASSERT_TRUE(in) << in.error();
            Literal lit;
            lit.last = in->settings.total_rounds > 0 && m >= in->settings.total_rounds;
            for (auto [a, b] : in->settings.forbidden) lit.forbidden.insert({std::min(a, b), std::max(a, b)});
            std::vector<int> field;
            for (const Player &p : in->players) {
                lit.p[p.start] = &p;
                if (p.available && !p.withdrawn) field.push_back(p.start);
            }
            const Pairing engine = pair_double_swiss(in->players, in->settings);
            const Pairing literal = lit.pair(field);
            ASSERT_EQ(engine.ok(), literal.ok()) << "seed " << seed << " match " << m;
            if (engine.ok()) {
                EXPECT_EQ(unordered(engine), unordered(literal)) << "seed " << seed << " match " << m;
            }
            ++rounds;
        }
    }
    EXPECT_GE(rounds, rounds_at_least);
}

} // namespace

#ifndef DAMKA_DOUBLE_SWISS_SLOW
TEST(DoubleSwissLiteral, AgreesWithTheEngineOnSmallFields) { agree_on(1, 150, 600); }
#else
// Label `slow` (damka_double_swiss_slow_tests): 3,000 more small tournaments against the
// enumerator, and 200 tournaments of 50-250 players through the independent checker.
TEST(DoubleSwissLiteralSlow, ThreeThousandTournaments) { agree_on(1000, 3000, 12000); }

TEST(DoubleSwissGeneratedSlow, LargeFieldsKeepTheAbsoluteCriteria) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        GeneratorConfig c;
        c.players = 50 + int(seed % 201);
        c.rounds = 9;
        c.forfeit_rate = 15;
        c.half_point_bye_rate = 30;
        c.retired_rate = 30;
        auto doc = generate_tournament(c, seed, SwissSystem::DoubleSwiss);
        ASSERT_TRUE(doc) << seed << ": " << doc.error();
        for (int m = 1; m <= c.rounds; ++m) {
            auto in = trf::match_input(*doc, m);
            ASSERT_TRUE(in) << in.error();
            const auto broken = check_absolute_double_swiss(in->players, in->settings, played_pairing(*doc, 2 * m - 1));
            EXPECT_TRUE(broken.empty()) << "seed " << seed << " match " << m << ": " << broken.front();
        }
    }
}
#endif
