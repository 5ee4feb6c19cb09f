// Lasca (Em. Lasker): 7x7, English-draughts movement, towers — seed 001 game 3, column-games.md.
#include "column_fixture.hpp"

#include <damka/plugin_api.h>

using namespace column_test;
using Set = std::set<std::string>;

TEST(Lasca, StartPosition) {
    const damka::Game g = game("lasca");
    // column-games.md: White a1 c1 e1 g1 b2 d2 f2 a3 c3 e3 g3; Black a5 c5 e5 g5 b6 d6 f6 a7 c7 e7 g7.
    EXPECT_EQ(g.position(),
              "white: a1-1, a3-1, b2-1, c1-1, c3-1, d2-1, e1-1, e3-1, f2-1, g1-1, g3-1; "
              "black: a5-1, a7-1, b6-1, c5-1, c7-1, d6-1, e5-1, e7-1, f6-1, g5-1, g7-1; white to move");
    EXPECT_EQ(notations(g), (Set{"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4"}));
    const damka::Variant &v = variant("lasca");
    EXPECT_EQ(v.board_width(), 7u);
    EXPECT_EQ(v.pdn_gametype(), 63u);
}

TEST(Lasca, LaskersNumbersAreAccepted) {
    // Squares 1..25 from the bottom-left corner row by row: a1=1 .. g1=4, b2=5 .. f2=7,
    // a3=8 .. g3=11, b4=12.
    damka::Game g = game("lasca");
    EXPECT_EQ(play(g, "8-12").notation, "a3-b4");
}

TEST(Lasca, SoldiersCaptureForwardOnly) {
    const damka::Game g = game("lasca", "white: d4-1; black: c3-1, e5-1");
    EXPECT_EQ(notations(g), (Set{"d4xf6"})); // c3 is behind the soldier
}

TEST(Lasca, OfficersStepOneSquare) {
    const damka::Game g = game("lasca", "white: Ob2-1; black: f6-1");
    EXPECT_EQ(notations(g), (Set{"b2-a1", "b2-c1", "b2-a3", "b2-c3"})); // no flying capture of f6
}

TEST(Lasca, CrowningEndsTheMove) {
    // c5 takes d6 and is crowned on e7; as an officer it could take f6, but the move ends.
    damka::Game g = game("lasca", "white: c5-1; black: d6-1, f6-1");
    EXPECT_EQ(notations(g), (Set{"c5xe7"}));
    const damka::MoveRecord m = play(g, "c5:e7");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_PROMOTION);
    EXPECT_EQ(stack(g, "e7"), (std::vector<std::string>{"1:soldier", "0:officer"}));
}

// Seed 001: "Если ее срубить, она превращается в обычную" — a taken officer is a soldier again.
TEST(Lasca, ACapturedOfficerBecomesASoldier) {
    damka::Game g = game("lasca", "white: c3-1; black: Od4-1/1, a7-1");
    play(g, "c3xe5");
    EXPECT_EQ(g.position(), "white: d4-1, e5-1/1; black: a7-1; black to move");
    EXPECT_EQ(stack(g, "e5"), (std::vector<std::string>{"1:soldier", "0:soldier"}));
}
