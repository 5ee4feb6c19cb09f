// Knockout seeding, match colours and micro-match opening draws.
#include "pairing/pairing.hpp"

#include <gtest/gtest.h>

using namespace damka::pairing;

// Standard seeding for 8: 1-8 and 4-5 in the top half, 2-7 and 3-6 in the bottom half, so 1
// and 2 can meet only in the final, 1 and 4 in a semi-final (hand-drawn bracket).
TEST(Knockout, EightSeedsKeepTheTopTwoApartUntilTheFinal) {
    const std::vector<Pair> expected{{1, 8}, {4, 5}, {2, 7}, {3, 6}};
    EXPECT_EQ(knockout_first_round(8), expected);
}

// 6 entrants in a bracket of 8: seeds 1 and 2 face the missing lines 8 and 7 (byes, 0).
TEST(Knockout, MissingEntrantsAreByesForTheTopSeeds) {
    const std::vector<Pair> expected{{1, 0}, {4, 5}, {2, 0}, {3, 6}};
    EXPECT_EQ(knockout_first_round(6), expected);
}

TEST(Knockout, MatchGamesAlternateColours) {
    EXPECT_EQ(match_game_colours({3, 6}, 0), (Pair{3, 6}));
    EXPECT_EQ(match_game_colours({3, 6}, 1), (Pair{6, 3}));
    EXPECT_EQ(match_game_colours({3, 6}, 2), (Pair{3, 6}));
}

// A micro-match: two games, colours reversed, one opening for both; refused openings are
// never drawn; no legal opening at all is reported as no draw.
TEST(MicroMatch, BothGamesShareOneLegalOpeningWithColoursReversed) {
    OpeningDraw draw{{"ab4 ba5", "illegal", "cd4 dc5"}, 7};
    const auto matches =
        draw_micro_matches({{1, 2}, {3, 4}}, draw, [](const std::string &o) { return o != "illegal"; });
    ASSERT_TRUE(matches.has_value());
    ASSERT_EQ(matches->size(), 2u);
    for (const MicroMatch &m : *matches) {
        EXPECT_EQ(m.game2.white, m.game1.black);
        EXPECT_EQ(m.game2.black, m.game1.white);
        EXPECT_NE(m.opening, "illegal");
    }
    EXPECT_FALSE(draw_micro_matches({{1, 2}}, draw, [](const std::string &) { return false; }).has_value());
}

// Winners keep their bracket lines: with seeds winning, round 2 of 8 is 1-4 and 2-3.
TEST(Knockout, WinnersMeetInBracketOrder) {
    const std::vector<Pair> expected{{1, 4}, {2, 3}};
    EXPECT_EQ(knockout_next_round({1, 4, 2, 3}), expected);
    EXPECT_THROW(knockout_next_round({1, 2, 3}), std::invalid_argument);
}
