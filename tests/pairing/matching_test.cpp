// The weighted matching under the Dutch engine, against brute force: every perfect matching
// of small random graphs enumerated, with weights wider than 128 bits (the engine packs its
// criteria that way) and of both signs.
#include "pairing/matching/max_weight_matching.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <random>

using damka::matching::Edge;
using damka::matching::WideInt;

namespace {

using W = WideInt<4>;

// The heaviest perfect matching's weight by enumeration: the lowest free vertex is matched
// with each neighbour in turn.
std::optional<W> brute(int n, const std::vector<std::vector<std::optional<W>>> &w, std::vector<bool> &used) {
    int u = 0;
    while (u < n && used[static_cast<std::size_t>(u)]) ++u;
    if (u == n) return W(0);
    std::optional<W> best;
    used[static_cast<std::size_t>(u)] = true;
    for (int v = u + 1; v < n; ++v) {
        const auto &e = w[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)];
        if (used[static_cast<std::size_t>(v)] || !e) continue;
        used[static_cast<std::size_t>(v)] = true;
        if (auto rest = brute(n, w, used); rest && (!best || *rest + *e > *best)) best = *rest + *e;
        used[static_cast<std::size_t>(v)] = false;
    }
    used[static_cast<std::size_t>(u)] = false;
    return best;
}

} // namespace

TEST(WideInt, ArithmeticAcrossLimbs) {
    const W one(1), big = one.shifted(200);
    EXPECT_TRUE(big > W(0));
    EXPECT_TRUE(-big < W(-1));
    EXPECT_EQ((big + big) / 2, big);
    EXPECT_EQ(big * 4 / 4, big);
    EXPECT_EQ(big - big, W(0));
    EXPECT_EQ((-big) / 2 * 2, -big);
    EXPECT_EQ(W(-7) / 2, W(-3)); // rounds toward zero, as built-in integers do
    EXPECT_EQ(W(7) / -2, W(-3));
    EXPECT_EQ(W(5) * -2, W(-10)); // LEMON multiplies by negative factors too
    EXPECT_EQ(-2 * big, -(big + big));
    EXPECT_EQ(W(-5) * -2, W(10));
    EXPECT_EQ(W(3).shifted(64) - W(1).shifted(64), W(2).shifted(64));
    EXPECT_TRUE(std::numeric_limits<W>::max() > big);
    EXPECT_TRUE(std::numeric_limits<W>::min() < -big);
}

TEST(MaxWeightPerfectMatching, AgreesWithBruteForceOnRandomGraphs) {
    std::mt19937 rng(20261125);
    for (int round = 0; round < 1500; ++round) {
        const int n = 2 * (1 + static_cast<int>(rng() % 5)); // 2..10 vertices
        const int density = 30 + static_cast<int>(rng() % 70);
        std::vector<std::vector<std::optional<W>>> w(static_cast<std::size_t>(n),
                                                     std::vector<std::optional<W>>(static_cast<std::size_t>(n)));
        std::vector<Edge<4>> edges;
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v) {
                if (static_cast<int>(rng() % 100) >= density) continue;
                // Fields at 0, 70 and 150 bits, as the engine's criteria are packed.
                W x = W(static_cast<long long>(rng() % 7) - 3).shifted(150) +
                    W(static_cast<long long>(rng() % 5) - 2).shifted(70) +
                    W(static_cast<long long>(rng() % 1000) - 500);
                w[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)] = x;
                edges.push_back({u, v, x});
            }
        std::vector<bool> used(static_cast<std::size_t>(n), false);
        const std::optional<W> want = brute(n, w, used);
        const auto got = damka::matching::max_weight_perfect_matching<4>(n, edges);
        ASSERT_EQ(got.has_value(), want.has_value()) << "round " << round;
        if (!got) continue;
        W total(0);
        for (int u = 0; u < n; ++u) {
            const int v = (*got)[static_cast<std::size_t>(u)];
            ASSERT_GE(v, 0);
            ASSERT_EQ((*got)[static_cast<std::size_t>(v)], u);
            if (u < v) {
                ASSERT_TRUE(w[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)].has_value());
                total += *w[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)];
            }
        }
        EXPECT_EQ(total, *want) << "round " << round;
    }
}

// The dual solution certifies optimality for edges the solver never saw (the Dutch engine
// solves on a sparse graph and adds the edges the certificate rejects): when every left-out
// edge is certified, the sparse optimum is the full graph's optimum; every edge it saw is
// certified and the matched ones are tight.
TEST(MaxWeightPerfectMatching, DualsCertifyLeftOutEdges) {
    std::mt19937 rng(1125);
    int certified_rounds = 0;
    for (int round = 0; round < 1500; ++round) {
        const int n = 2 * (1 + static_cast<int>(rng() % 5));
        std::vector<std::vector<std::optional<W>>> w(static_cast<std::size_t>(n),
                                                     std::vector<std::optional<W>>(static_cast<std::size_t>(n)));
        std::vector<Edge<4>> all, seen;
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v) {
                W x = W(static_cast<long long>(rng() % 5) - 2).shifted(130) +
                    W(static_cast<long long>(rng() % 200) - 100);
                w[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)] = x;
                all.push_back({u, v, x});
                if (v == u + 1 || rng() % 2) seen.push_back({u, v, x}); // a path keeps it perfect-matchable
            }
        const auto sparse = damka::matching::max_weight_perfect_matching_with_duals<4>(n, seen);
        ASSERT_TRUE(sparse) << "round " << round;
        W total(0);
        for (const auto &e : seen) {
            ASSERT_TRUE(sparse->certifies(e.u, e.v, e.weight)) << "round " << round;
            if (sparse->mate[static_cast<std::size_t>(e.u)] == e.v) total += e.weight;
        }
        bool all_certified = true;
        for (const auto &e : all) all_certified = all_certified && sparse->certifies(e.u, e.v, e.weight);
        std::vector<bool> used(static_cast<std::size_t>(n), false);
        const std::optional<W> full = brute(n, w, used);
        if (all_certified) {
            ++certified_rounds;
            EXPECT_EQ(total, *full) << "round " << round;
        }
    }
    EXPECT_GT(certified_rounds, 100); // the check above did run
}

// On larger sparse graphs (nested blossoms) LEMON's duals are tight: the dual objective is
// the matching's weight (scaled), no blossom dual is negative. (A sign error in WideInt's
// multiplication by a negative factor once broke exactly this.)
TEST(MaxWeightPerfectMatching, DualsAreTightOnLargerGraphs) {
    std::mt19937 rng(7);
    int solved = 0;
    for (int round = 0; round < 200; ++round) {
        const int n = 20 + 2 * static_cast<int>(rng() % 30);
        std::vector<Edge<4>> edges;
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v)
                if (v == u + 1 || rng() % 100 < 12)
                    edges.push_back(
                        {u, v,
                         W(static_cast<long long>(rng() % 2000) - 1000).shifted(static_cast<int>(rng() % 3) * 70)});
        const auto s = damka::matching::max_weight_perfect_matching_with_duals<4>(n, edges);
        if (!s) continue;
        ++solved;
        EXPECT_TRUE(s->tight(edges)) << "round " << round;
        for (const auto &e : edges) EXPECT_TRUE(s->certifies(e.u, e.v, e.weight)) << "round " << round;
    }
    EXPECT_GT(solved, 150);
}
