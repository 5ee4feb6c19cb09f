// The position string (README "Position strings"): a starting point and the moves from it.
#include "multiphase_fixture.hpp"

using namespace multiphase_test;

TEST(MultiphasePosition, StartIsWrittenStart) {
    EXPECT_EQ(game().position(), "start");
    damka::Game g = game();
    play(g, "f1-f5");
    play(g, "F11-F7");
    EXPECT_EQ(g.position(), "start; moves: f1-f5 f11-f7");
}

// The start position written out in full is the start position.
TEST(MultiphasePosition, ExplicitStartNormalises) {
    const std::string text = piece_lists(multiphase_ref::start().board) + "; blue to move";
    EXPECT_EQ(game(text).position(), "start");
}

// The moves are replayed: the repetition rule still sees them (multiphase Инвентарь).
TEST(MultiphasePosition, ReplayedMovesKeepTheHistory) {
    const damka::Game g = game("start; moves: f1-f5 f11-f7 f5-f1");
    EXPECT_FALSE(notations(g).count("f7-f11"));
    EXPECT_EQ(g.position(), "start; moves: f1-f5 f11-f7 f5-f1");
}

TEST(MultiphasePosition, SetUpRoundTripsWithItsPhaseState) {
    const std::string board = board_of("a1 c1 e1 g1 i1 k1 a3 c3 e3 g3 i3 k3 a5 c5 e5 g5 i5 k5 a7 c7 d8",
                                       "b2 d2 f2 h2 j2 b4 d4 f4 h4 j4 b6 d6 f6 h6 j6 g9 i9 k9 g11 i11 k10");
    const std::string text = piece_lists(board) +
                              "; phase: 3; first: red; blue to move; score: 1-0; drawn: 1; phase plies: 5; game plies: 90";
    damka::Game g = game(text);
    EXPECT_EQ(g.position(), text);
    play(g, "d8-d10");
    EXPECT_EQ(g.position(), text + "; moves: d8-d10");
    EXPECT_EQ(game(g.position()).position(), g.position());
}

TEST(MultiphasePosition, BadSetUpsAreRefused) {
    const std::string lists = piece_lists(multiphase_ref::start().board);
    EXPECT_FALSE(variant().new_game(lists.substr(0, lists.find("; red")) + "; blue to move").has_value()) << "no red";
    EXPECT_FALSE(variant().new_game("blue: a1; red: a2; blue to move").has_value()) << "21 pieces each";
    EXPECT_FALSE(variant().new_game(lists + "; red to move").has_value()) << "phase 1 ply 0 is the first player's";
    EXPECT_FALSE(variant().new_game(lists + "; blue to move; score: 1-1").has_value()) << "score without phases";
    EXPECT_FALSE(variant().new_game(lists + "; blue to move; colour: green").has_value());
    EXPECT_FALSE(variant().new_game("start; moves: f1-f5 f5-f1").has_value()) << "Blue cannot move twice";
    EXPECT_FALSE(variant().new_game(lists + "; blue to move; extra move").has_value()) << "nobody has finished";
}
