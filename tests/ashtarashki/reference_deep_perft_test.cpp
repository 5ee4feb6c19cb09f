// Perft beyond depth 6 against the independent reference (about 40 s in all, label `slow`):
// depths 7 and 8 from the start, 7 from each hand-built middle-game position.
#include "reference_fixture.hpp"

using namespace ashtarashki_ref::test;

namespace {

TEST(AshtarashkiReferenceDeep, PerftFromTheStartMatchesToDepth8) {
    for (int depth = 7; depth <= 8; ++depth) expect_same_perft(start_position(), depth);
}

TEST(AshtarashkiReferenceDeep, PerftFromMiddleGamesMatchesAtDepth7) {
    for (const Named &n : middle_games()) expect_same_perft(n, 7);
}

} // namespace
