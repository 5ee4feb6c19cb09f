// The Scheveningen tables (pairing/scheveningen.hpp): each is a Scheveningen schedule — every
// round has each player of both teams once, A's k-th player on board k, and every player of
// A meets every player of B exactly once — with the colours as balanced as the size allows
// (n/2 Whites each, rounded either way for an odd n; exactly n in the double Scheveningen).
#include "pairing/scheveningen.hpp"

#include <gtest/gtest.h>

#include <set>
#include <utility>

namespace {

using damka::pairing::kScheveningenMaxBoards;
using damka::pairing::scheveningen_table_round;
using G = damka::pairing::ScheveningenGame;

TEST(Scheveningen, FourBoardsRoundTwoAsPrinted) {
    // "Round 2 | B2-A1 | B1-A2 | A3-B4 | A4-B3"
    EXPECT_EQ(scheveningen_table_round(4, 2),
              (std::vector<G>{{1, 2, false}, {2, 1, false}, {3, 4, true}, {4, 3, true}}));
    // The double Scheveningen's round 6 is round 2 with the colours reversed.
    EXPECT_EQ(scheveningen_table_round(4, 6),
              (std::vector<G>{{1, 2, true}, {2, 1, true}, {3, 4, false}, {4, 3, false}}));
}

TEST(Scheveningen, EveryTableIsASchedule) {
    for (int n = 1; n <= kScheveningenMaxBoards; ++n) {
        std::set<std::pair<int, int>> met;
        std::vector<int> a_whites(size_t(n) + 1), b_whites(size_t(n) + 1);
        for (int r = 1; r <= n; ++r) {
            const auto games = scheveningen_table_round(n, r);
            ASSERT_EQ(int(games.size()), n) << n << " boards, round " << r;
            std::set<int> bs;
            for (int k = 0; k < n; ++k) {
                const G &g = games[size_t(k)];
                EXPECT_EQ(g.a, k + 1) << n << " boards, round " << r;
                ASSERT_GE(g.b, 1);
                ASSERT_LE(g.b, n);
                bs.insert(g.b);
                EXPECT_TRUE(met.insert({g.a, g.b}).second) << "A" << g.a << " meets B" << g.b << " twice, " << n;
                ++(g.a_white ? a_whites : b_whites)[size_t(g.a_white ? g.a : g.b)];
            }
            EXPECT_EQ(int(bs.size()), n) << n << " boards, round " << r;
        }
        EXPECT_EQ(int(met.size()), n * n);
        for (int p = 1; p <= n; ++p) {
            EXPECT_GE(a_whites[size_t(p)], n / 2) << "A" << p << ", " << n << " boards";
            EXPECT_LE(a_whites[size_t(p)], (n + 1) / 2) << "A" << p << ", " << n << " boards";
            EXPECT_GE(b_whites[size_t(p)], n / 2) << "B" << p << ", " << n << " boards";
            EXPECT_LE(b_whites[size_t(p)], (n + 1) / 2) << "B" << p << ", " << n << " boards";
        }
        // Both cycles: every player has White exactly n times.
        std::vector<int> whites(size_t(2 * n) + 2);
        for (int r = 1; r <= 2 * n; ++r)
            for (const G &g : scheveningen_table_round(n, r)) ++whites[size_t(g.a_white ? g.a : n + g.b)];
        for (int p = 1; p <= 2 * n; ++p) EXPECT_EQ(whites[size_t(p)], n) << "player " << p << ", " << n << " boards";
    }
}

TEST(Scheveningen, NoTableBeyondThePublishedOnes) {
    EXPECT_TRUE(scheveningen_table_round(9, 1).empty());
    EXPECT_TRUE(scheveningen_table_round(0, 1).empty());
    EXPECT_TRUE(scheveningen_table_round(4, 0).empty());
    EXPECT_TRUE(scheveningen_table_round(4, 9).empty());
}

} // namespace
