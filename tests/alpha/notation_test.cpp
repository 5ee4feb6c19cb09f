// Alpha notation and position strings (README "Notation", "Position strings").
#include "alpha_fixture.hpp"

using namespace alpha_test;

namespace {

TEST(AlphaNotation, StartPositionString) {
    EXPECT_EQ(game().position(),
              "white: a1, b1, c1, d1, e1, f1, g1, h1, a2, b2, c2, d2, e2, f2, g2, h2; "
              "black: a7, b7, c7, d7, e7, f7, g7, h7, a8, b8, c8, d8, e8, f8, g8, h8; "
              "reserve: white 0, black 0; white to move");
}

TEST(AlphaNotation, SetUpsAreReadInAnyCaseAndOrder) {
    const damka::Game g = game("Black to move; RESERVE: black 1; Black: d5 3; White: c2, c3 4.");
    EXPECT_EQ(g.position(), "white: c2, c3 4; black: d5 3; reserve: white 0, black 1; black to move");
}

TEST(AlphaNotation, BadSetUpsAreRefusedNamingTheToken) {
    for (const char *bad : {"white: d4 5; black: a1", "white: i4; black: a1", "white: d4, d4; black: a1",
                            "white: d4; black: a1; reserve: white 2", "white: d4", "white: none; black: none",
                            "white: d4; black: a1; colour: red"}) {
        damka::Expected<damka::Game> g = variant().new_game(bad);
        EXPECT_FALSE(g.has_value()) << bad;
    }
}

TEST(AlphaNotation, AcceptedSpellings) {
    damka::Game g = game("white: d4 3; black: h8; white to move");
    EXPECT_EQ(play(g, " 3D4-D7! ").notation, "d4-d7") << "a count equal to the height is the whole stack";
    damka::Game h = game("white: d4 3; black: h8; white to move");
    EXPECT_EQ(play(h, "2d4-d6").notation, "2d4-d6");
}

TEST(AlphaNotation, RefusalsSayWhy) {
    damka::Game g = game();
    for (const char *bad : {"c2-c4", "c7-c6", "@d4", "pass", "z9-a1", "c2", "5c2-c3"}) {
        damka::Expected<damka::MoveRecord> r = g.play(bad);
        EXPECT_FALSE(r.has_value()) << bad;
        if (!r) {
            EXPECT_FALSE(r.error().empty()) << bad;
        }
    }
}

} // namespace

namespace {

// damka.rulebook/1: the variant names its rule text (the seed), so the arbiter can say which.
TEST(AlphaVariant, NamesItsRulebookAndGameType) {
    EXPECT_EQ(variant().rulebook(), "alpha");
    EXPECT_NE(variant().rulebook_title().find("game 5"), std::string::npos);
    EXPECT_EQ(variant().pdn_gametype(), 69u) << "plugin-api/README.md: 69 alpha";
}

} // namespace
