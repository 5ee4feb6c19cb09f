// The Turkish reference's perft from the start at depths 7 and 8 (about 25 s at the tests'
// -O1, so under the ctest label `slow`).
#include "reference_turkish.hpp"

#include <gtest/gtest.h>

#include <set>

namespace {

using namespace turkish_ref;

// kish examples/perft.rs l.22-36 (Sanavesa/kish 10e431823a72): depth 7 10782382, every capture
// path counted; a separate program written for issue 31 recomputed it independently.
TEST(TurkishReferenceSlow, PerftDepthSevenMatchesKish) { EXPECT_EQ(perft(start(), 7, true), 10782382u); }

// Captures with the same origin, destination and captured set counted once: 10782308. Only
// a separate program's recomputation (written for issue 31 from the rules), no published table: a
// check of consistency between two programs written from the same rules, not of the rules.
TEST(TurkishReferenceSlow, PerftDepthSevenDropDuplicatesMatchesTheResearchRecount) {
    EXPECT_EQ(perft(start(), 7, false), 10782308u);
}

// kish src/perft.rs l.442-490 asserts depth 8 = 123290300 (not recomputed by that program).
TEST(TurkishReferenceSlow, PerftDepthEightMatchesKish) { EXPECT_EQ(perft(start(), 8, true), 123290300u); }

// kish counts every landing of a king that takes and goes straight on to take again (a1xa4xa7
// and a1xa5xa7 are two paths): counting such a capture once, as the draughts family does
// (the draughts family's convention), misses kish's depth 7. Kings appear by then (a man crowned through
// a double capture up the a-file at ply 3). Measured with this reference: 10782308 at depth 7
// (the same as with duplicates dropped: all 74 duplicates at depth 7 are such landings) and
// 123285642 at depth 8.
uint64_t perft_straight_on_once(const Position &p, int depth) {
    std::set<Move> list;
    for (const Move &m : moves(p)) list.insert(straight_on_once(m));
    if (depth == 1) return list.size();
    uint64_t n = 0;
    for (const Move &m : list) n += perft_straight_on_once(play(p, m), depth - 1);
    return n;
}

TEST(TurkishReferenceSlow, KishCountsEveryStraightOnLanding) {
    EXPECT_NE(perft_straight_on_once(start(), 7), 10782382u);
}

} // namespace
