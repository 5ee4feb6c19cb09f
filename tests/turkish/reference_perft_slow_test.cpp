// The Turkish reference's perft from the start at depths 7 and 8 (about 25 s at the tests'
// -O1, so under the ctest label `slow`).
#include "reference_turkish.hpp"

#include <gtest/gtest.h>

namespace {

using namespace turkish_ref;

// kish examples/perft.rs l.22-36 (Sanavesa/kish 10e431823a72): depth 7 10782382, every capture
// path counted; the research (issue31-research.md section 5) recomputed it independently.
TEST(TurkishReferenceSlow, PerftDepthSevenMatchesKish) { EXPECT_EQ(perft(start(), 7, true), 10782382u); }

// Captures with the same origin, destination and captured set counted once: 10782308. Only
// the research's own recomputation (issue31-research.md section 5), no published table: a
// check of consistency between two programs written from the same rules, not of the rules.
TEST(TurkishReferenceSlow, PerftDepthSevenDropDuplicatesMatchesTheResearchRecount) {
    EXPECT_EQ(perft(start(), 7, false), 10782308u);
}

// kish src/perft.rs l.442-490 asserts depth 8 = 123290300 (not recomputed by the research).
TEST(TurkishReferenceSlow, PerftDepthEightMatchesKish) { EXPECT_EQ(perft(start(), 8, true), 123290300u); }

} // namespace
