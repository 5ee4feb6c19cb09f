// `damka pairing -g` configuration: every key is range-checked (issue 13, part 3). Before the
// checks `PlayersNumber=nan` threw bad_alloc, `2147483647` allocated 2 GB, `RoundsNumber=1e20`
// wrote `XXR -2147483648` and a wide rating range overflowed an int.
#include "pairing/trf/generator.hpp"

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

using damka::pairing::parse_generator_config;

namespace {

std::string refusal(const std::string &text) {
    const auto c = parse_generator_config(text);
    return c ? std::string("<accepted>") : c.error();
}

} // namespace

TEST(GeneratorConfig, NotANumberIsRefused) {
    EXPECT_EQ(refusal("PlayersNumber=nan\n"),
              "line 1: PlayersNumber: 'nan' is outside 2..9999, or 0 for random 15..215");
    EXPECT_EQ(refusal("PointsForDraw=inf\n"), "line 1: PointsForDraw: 'inf' is outside 0..100");
    EXPECT_EQ(refusal("PointsForWin=-nan\n"), "line 1: PointsForWin: '-nan' is outside 0.1..100");
    EXPECT_EQ(refusal("DrawPercentage=lots\n"), "line 1: DrawPercentage: 'lots' is not a number (0..100)");
}

TEST(GeneratorConfig, HugeValuesAreRefused) {
    EXPECT_EQ(refusal("PlayersNumber=2147483647\n"),
              "line 1: PlayersNumber: '2147483647' is outside 2..9999, or 0 for random 15..215");
    EXPECT_EQ(refusal("# comment\nRoundsNumber=1e20\n"),
              "line 2: RoundsNumber: '1e20' is outside 1..99, or 0 for random 5..15");
    EXPECT_EQ(refusal("HighestRating=2147483647\nLowestRating=0\n"),
              "line 1: HighestRating: '2147483647' is outside 0..9999");
    EXPECT_EQ(refusal("ForfeitRate=1e7\n"), "line 1: ForfeitRate: '1e7' is outside 0..1000000");
    EXPECT_EQ(refusal("DrawPercentage=101\n"), "line 1: DrawPercentage: '101' is outside 0..100");
}

TEST(GeneratorConfig, FractionsAndOnePlayerAreRefused) {
    EXPECT_EQ(refusal("PlayersNumber=2.5\n"), "line 1: PlayersNumber: '2.5' is not a whole number");
    EXPECT_EQ(refusal("PlayersNumber=1\n"), "line 1: PlayersNumber: '1' is outside 2..9999, or 0 for random 15..215");
}

// Issue 43: strtod read C's hexadecimal, so `PlayersNumber=0x10` made 16 players; a win worth
// 0 points left every score 0 (no score groups). Both refused naming the line and the key.
TEST(GeneratorConfig, HexadecimalAndAWinWorthNothingAreRefused) {
    EXPECT_EQ(refusal("# players\nPlayersNumber=0x10\n"),
              "line 2: PlayersNumber: '0x10' is not a decimal number (2..9999, or 0 for random 15..215)");
    EXPECT_EQ(refusal("PointsForWin=0X1p3\n"), "line 1: PointsForWin: '0X1p3' is not a decimal number (0.1..100)");
    EXPECT_EQ(refusal("RoundsNumber=5\nPointsForWin=0\n"), "line 2: PointsForWin: '0' is outside 0.1..100");
    // A value quoted back is cut to 60 characters: a pasted paragraph is not echoed whole.
    EXPECT_EQ(refusal("PlayersNumber=" + std::string(300, '7') + "\n"),
              "line 1: PlayersNumber: '" + std::string(60, '7') +
                  "\u2026' is outside 2..9999, or 0 for random 15..215");
}

TEST(GeneratorConfig, BoundsAndHalfPointsAreAccepted) {
    const auto c = parse_generator_config("PlayersNumber=9999\nRoundsNumber=0\nPointsForDraw=0.5\nPointsForWin=1\n"
                                          "HighestRating=9999\nLowestRating=0\nDrawPercentage=100\n");
    ASSERT_TRUE(c) << c.error();
    EXPECT_EQ(c->players, 9999);
    EXPECT_EQ(c->rounds, 0);
    EXPECT_EQ(c->draw, 5); // tenths of a point
    EXPECT_EQ(c->win, 10);
    EXPECT_EQ(c->highest_rating, 9999);
    EXPECT_EQ(c->draw_percentage, 100);
}

// End to end: the refusal is exit 3 with the key named, and nothing is written.
TEST(GeneratorConfig, CliRefusesNanPlayers) {
    const std::string dir = std::string(DAMKA_BINARY_DIR);
    const std::string cfg = dir + "/pairing-rtg-nan.cfg", trf = dir + "/pairing-rtg-nan.trf";
    std::remove(trf.c_str());
    std::ofstream(cfg) << "PlayersNumber=nan\n";
    const auto r = damka::testing::run_damka("pairing --dutch -g " + cfg + " -o " + trf);
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_NE(r.out.find("PlayersNumber: 'nan' is outside 2..9999"), std::string::npos) << r.out;
    EXPECT_FALSE(std::ifstream(trf).good());
}
