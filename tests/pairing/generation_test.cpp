// C.04.3 (2026) Article 4, the order of candidates, on orders worked out by hand from 4.3.2
// and 4.4.2.
#include "pairing/dutch_generation.hpp"

#include <gtest/gtest.h>

#include <numeric>
#include <string>

using namespace damka::pairing::dutch;

namespace {

std::string first(const std::vector<int> &v, std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += (i ? "-" : "") + std::to_string(v[i]);
    return s;
}

std::vector<int> range(int from, int to) {
    std::vector<int> v(static_cast<std::size_t>(to - from + 1));
    std::iota(v.begin(), v.end(), from);
    return v;
}

} // namespace

// 4.3.2 by hand for S1 = {1,2,3}, S2 = {4,5,6,7}. One player: by the BSN difference (rule 2),
// then the larger BSN leaving S1 (rule 3). Then two players: {2,3}<->{4,5} (9-5 = 4);
// difference 5: {2,3}<->{4,6} before {1,3}<->{4,5} (rule 3: 2 > 1); difference 6:
// {2,3}<->{4,7} before {2,3}<->{5,6} (rule 4: 4 < 5), then {1,3}<->{4,6}, {1,2}<->{4,5}.
TEST(Generation, ResidentExchangesFollowTheFourRules) {
    ResidentExchanges ex(3, 4);
    std::vector<int> s1, s2;
    std::vector<std::string> seen;
    while (ex.next(s1, s2)) seen.push_back(first(s1, s1.size()) + "|" + first(s2, s2.size()));
    const std::vector<std::string> expected{"1-2-4|3-5-6-7", "1-2-5|3-4-6-7", "1-3-4|2-5-6-7", // 3<>4; 3<>5, 2<>4
                                            "1-2-6|3-4-5-7", "1-3-5|2-4-6-7", "2-3-4|1-5-6-7", // 3<>6, 2<>5, 1<>4
                                            "1-2-7|3-4-5-6", "1-3-6|2-4-5-7", "2-3-5|1-4-6-7", // 3<>7, 2<>6, 1<>5
                                            "1-3-7|2-4-5-6", "2-3-6|1-4-5-7", // 2<>7, 1<>6
                                            "2-3-7|1-4-5-6", // 1<>7
                                            "1-4-5|2-3-6-7", // {2,3}<>{4,5}
                                            "1-4-6|2-3-5-7", "2-4-5|1-3-6-7", // difference 5
                                            "1-4-7|2-3-5-6", "1-5-6|2-3-4-7", "2-4-6|1-3-5-7",
                                            "3-4-5|1-2-6-7"}; // difference 6
    ASSERT_GE(seen.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(seen[i], expected[i]) << "exchange " << i + 1;
    // 3 x 4 + 3 x 6 + 1 x 4 exchanges of one, two and three players.
    EXPECT_EQ(seen.size(), 12u + 18u + 4u);
    EXPECT_EQ(seen.back(), "5-6-7|1-2-3-4");
    EXPECT_FALSE(ex.truncated());
}

// A size with too many exchanges to list is reported, not silently dropped.
TEST(Generation, TooManyExchangesAreReported) {
    ResidentExchanges ex(3, 4, 10);
    std::vector<int> s1, s2;
    int n = 0;
    while (ex.next(s1, s2)) ++n;
    EXPECT_EQ(n, 0);
    EXPECT_TRUE(ex.truncated());
}

// 4.4.2: MDP sets by their smallest differing BSN: {1,3} before {1,4} before {3,4}.
TEST(Generation, MdpSetsBySmallestDifferingBsn) {
    std::vector<int> set{1, 2};
    std::vector<std::string> seen{first(set, 2)};
    while (next_mdp_set(set, 4)) seen.push_back(first(set, 2));
    EXPECT_EQ(seen, (std::vector<std::string>{"1-2", "1-3", "1-4", "2-3", "2-4", "3-4"}));
}
