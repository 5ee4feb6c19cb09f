// Gamma notation and position strings (README "Notation", "Position strings").
#include "gamma_fixture.hpp"

using namespace gamma_test;

namespace {

TEST(GammaNotation, StartPositionStringHasEveryPieceInHand) {
    // 2, 2, 3, 4 and 7 pieces of 5, 4, 3, 2 and 1 points (gamma seed 6).
    EXPECT_EQ(game().position(), "stacks: none; hand: white 554433322221111111, black 554433322221111111; "
                                 "reserve: white -, black -; white to move");
}

TEST(GammaNotation, SetUpsAreReadInAnyCaseAndOrder) {
    const damka::Game g = game("Black to move; RESERVE: black 21; Stacks: C11 W1B2, a1 w5.");
    EXPECT_EQ(g.position(), "stacks: a1 w5, c11 w1b2; hand: white -, black -; reserve: white -, black 21; black to move");
}

TEST(GammaNotation, BadSetUpsAreRefused) {
    for (const char *bad : {"stacks: b6 w1", "stacks: k1 w1", "stacks: a1 w6", "stacks: a1 w1, a1 b1",
                            "stacks: a1 w5, a2 w5, a3 w5", "stacks: none", "hand: white 5", "stacks: a1 x1"}) {
        damka::Expected<damka::Game> g = variant().new_game(bad);
        EXPECT_FALSE(g.has_value()) << bad;
    }
}

TEST(GammaNotation, AcceptedSpellingsAndRefusals) {
    damka::Game g = game("stacks: e3 w1w1, j11 b1; white to move");
    EXPECT_EQ(play(g, " 1E3-E4! ").notation, "1e3-e4");
    // Black to move now: the white piece on e4 and an obstacle (e6) are refused with a reason.
    for (const char *bad : {"e6-e7", "6@a1", "x", "e3", "z1-a1", "e4-e5"}) {
        damka::Expected<damka::MoveRecord> r = g.play(bad);
        EXPECT_FALSE(r.has_value()) << bad;
        if (!r) {
            EXPECT_FALSE(r.error().empty()) << bad;
        }
    }
}

} // namespace
