// Perft from the start position. On 8x8 no tower, king or backward capture can arise in the
// first three plies, so adiukh and russian-column share the published draughts counts
// (Russian draughts and English checkers): 7, 49, 302.
#include "column_fixture.hpp"

using namespace column_test;

TEST(ColumnPerft, EightByEightStartMatchesPublishedDraughtsCounts) {
    for (const char *id : {"adiukh", "russian-column"}) {
        const damka::Game g = game(id);
        EXPECT_EQ(g.perft(1, false), 7u) << id;
        EXPECT_EQ(g.perft(2, false), 49u) << id;
        EXPECT_EQ(g.perft(3, false), 302u) << id;
    }
}

TEST(ColumnPerft, LascaOpeningIsForcedIntoCaptures) {
    // Hand count: White has 6 moves; each puts a soldier next to a black one with an empty
    // square behind (the square just left), so Black's only reply is that capture: 6 at depth 2.
    const damka::Game g = game("lasca");
    EXPECT_EQ(g.perft(1, false), 6u);
    EXPECT_EQ(g.perft(2, false), 6u);
}
