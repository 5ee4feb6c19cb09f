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

// README "Notation": any separator for either kind; the record carries the canonical form.
TEST(MultiphaseNotation, SeparatorsAndCanonicalForms) {
    damka::Game g = game();
    EXPECT_EQ(play(g, "F1*F5").notation, "f1-f5");
    EXPECT_EQ(play(g, "f11xf7").notation, "f11-f7");
    EXPECT_FALSE(g.play("a2a7").has_value()) << "no separator";
    EXPECT_FALSE(g.play("a2-l7").has_value()) << "no file l";
    EXPECT_FALSE(g.play("a2-a12").has_value()) << "no rank 12";
    // Figure 7's set-up (rules_test.cpp): h11 to a11 leaves the zone, so it is a transfer.
    damka::Game fig7 = game(
        "blue: f11, g10, h9, i9, j9, k9, a1, b1, c1, d1, e1, f1, g1, h1, i1, j1, k1, a2, b2, c2, d2; red: h11, i11, j11, "
        "k11, a5, b5, c5, d5, e5, f5, g5, h5, i5, j5, k5, a7, b7, c7, d7, e7, f7; phase: 1; first: blue; red to move; "
        "phase plies: 1; game plies: 1");
    const damka::MoveRecord m = play(fig7, "h11-a11");
    EXPECT_EQ(m.notation, "h11:a11");
    EXPECT_EQ(m.path.size(), 2u) << "a transfer does not cross the squares between";
}

// The host side of an event's options (issue 33): a Variant with options starts every game from
// the start position under them; a set-up string given carries its own options.
TEST(MultiphasePosition, AVariantWithOptionsStartsItsGamesUnderThem) {
    const damka::Variant with = variant().with_options("phase limit: 200");
    EXPECT_EQ(damka::testing::new_game(with).position(), "start; phase limit: 200");
    EXPECT_EQ(damka::testing::new_game(with, "start; moves: f1-f5").position(), "start; moves: f1-f5");
    EXPECT_EQ(damka::testing::new_game(variant()).position(), "start");
    ASSERT_EQ(variant().options().size(), 2u);
    EXPECT_EQ(variant().options()[0].clause, "phase limit: 200");
    EXPECT_EQ(variant().options()[1].clause, "unchanged zone: same squares");
}
