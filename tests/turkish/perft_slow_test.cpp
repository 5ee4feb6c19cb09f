// Depth 9 from the start: 1454144462 in kish's published table (Sanavesa/kish
// examples/perft.rs l.22-36, commit 10e431823a72; every capture path counted). About ten
// seconds, so only with `ctest -L slow`.
#include "turkish_fixture.hpp"

namespace damka::turkish_test {
namespace {

TEST(TurkishPerftSlow, StartKeepDuplicatesDepth9PublishedByKish) { EXPECT_EQ(game().perft(9, true), 1454144462u); }

} // namespace
} // namespace damka::turkish_test
