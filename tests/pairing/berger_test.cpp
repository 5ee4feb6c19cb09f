// Berger tables against the tables published in FIDE C.05 Annex 1 (typed from the handbook).
#include "pairing/pairing.hpp"

#include <gtest/gtest.h>

#include <sstream>

using namespace damka::pairing;

namespace {

std::string render(const RoundRobinRound &r) {
    std::ostringstream s;
    for (const Pair &p : r.pairs) s << p.white << "-" << p.black << " ";
    if (r.bye) s << "bye " << r.bye;
    std::string out = s.str();
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

void expect_table(int n, const std::vector<std::string> &published) {
    const auto table = berger_table(n);
    ASSERT_EQ(table.size(), published.size());
    for (std::size_t r = 0; r < table.size(); ++r) EXPECT_EQ(render(table[r]), published[r]) << "round " << r + 1;
}

} // namespace

// FIDE C.05 Annex 1, "3 or 4 players".
TEST(Berger, FidePublishedTableFor4) { expect_table(4, {"1-4 2-3", "4-3 1-2", "2-4 3-1"}); }

// FIDE C.05 Annex 1, "5 or 6 players".
TEST(Berger, FidePublishedTableFor6) {
    expect_table(6, {"1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"});
}

// FIDE C.05 Annex 1, "7 or 8 players".
TEST(Berger, FidePublishedTableFor8) {
    expect_table(8,
                 {"1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3", "3-8 4-2 5-1 6-7",
                  "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"});
}

// FIDE C.05 Annex 1, "9 or 10 players".
TEST(Berger, FidePublishedTableFor10) {
    expect_table(10,
                 {"1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7", "10-7 8-6 9-5 1-4 2-3",
                  "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4", "4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5",
                  "5-10 6-4 7-3 8-2 9-1"});
}

// C.05 Annex 1: with an odd number the table of n+1 is used and the partner of n+1 rests.
TEST(Berger, OddNumberUsesTheNextTableWithABye) {
    expect_table(5, {"2-5 3-4 bye 1", "5-3 1-2 bye 4", "3-1 4-5 bye 2", "1-4 2-3 bye 5", "4-2 5-1 bye 3"});
}

// Every player meets every other exactly once; double round robin reverses colours.
TEST(Berger, DoubleRoundRobinReversesColoursAndSwapsTheLastTwoRounds) {
    const auto single = berger_table(6);
    const auto twice = berger_table(6, 2);
    ASSERT_EQ(twice.size(), 10u);
    // C.05 Annex 1: the last two rounds of the first cycle are played in reverse order.
    EXPECT_EQ(render(twice[3]), render(single[4]));
    EXPECT_EQ(render(twice[4]), render(single[3]));
    // Second cycle: the table again with colours reversed (round 6 = round 1 reversed).
    EXPECT_EQ(render(twice[5]), "6-1 5-2 4-3");
}
