// Notation (README "Notation"): canonical forms, the accepted long and count forms, refusals.
#include "focus_fixture.hpp"

using namespace focus_test;

namespace {
const char *kTall = "stacks: d4 wwww, a5 b; reserve: white 1, black 0; white to move";

std::string canonical(const std::string &id, const std::string &setup, const std::string &written) {
    damka::Game g = game(id, setup);
    return play(g, written).notation;
}
} // namespace

TEST(FocusNotation, StraightMovesNameOriginAndDestination) {
    EXPECT_EQ(canonical("focus-straight", kTall, "d4-d7"), "d4-d7");
    EXPECT_EQ(canonical("focus-straight", kTall, "D4-D7"), "d4-d7");
    EXPECT_EQ(canonical("focus-straight", kTall, "d4xd7"), "d4-d7");
    EXPECT_EQ(canonical("focus-straight", kTall, "d4:d7"), "d4-d7");
    EXPECT_EQ(canonical("focus-straight", kTall, "d4-d5-d6-d7"), "d4-d7") << "the full route";
    EXPECT_EQ(canonical("focus-straight", kTall, "3d4-d7"), "d4-d7") << "the count prefix";
    EXPECT_EQ(canonical("focus-straight", kTall, "@c3"), "@c3");
    EXPECT_EQ(canonical("focus-straight", kTall, "*c3"), "@c3");
}

TEST(FocusNotation, TurningMovesWriteTheRouteWhenTheCountExceedsTheDistance) {
    damka::Game g = game("focus", kTall);
    const std::set<std::string> n = notations(g);
    EXPECT_TRUE(n.count("d4-d5")) << "one piece, one square";
    EXPECT_TRUE(n.count("d4-d5-d6-d5")) << "three pieces ending next door: the route shows the count";
    EXPECT_TRUE(n.count("d4-d5-d4")) << "two pieces and back";
    EXPECT_TRUE(n.count("d4-d5-d6-d5-d4")) << "four pieces and back (the seed's example)";
    EXPECT_EQ(canonical("focus", kTall, "3d4-d5"), "d4-d5-d6-d5");
    EXPECT_EQ(canonical("focus", kTall, "d4-c4-c5-d5"), "d4-d5-d6-d5") << "any route of the same length";
    EXPECT_EQ(canonical("focus", kTall, "2d4-d4"), "d4-d5-d4");
    EXPECT_EQ(canonical("focus", kTall, "d4-e4-e5"), "d4-e5");
    // The seed's own example: forward, right, left, back.
    EXPECT_EQ(canonical("focus", kTall, "d4-d5-e5-d5-d4"), "d4-d5-d6-d5-d4");
}

TEST(FocusNotation, BadMovesAreRefusedWithAReason) {
    damka::Game g = game("focus", kTall);
    const std::string pos = g.position();
    for (const char *bad :
         {"d4-d4", "d4-f6-d4", "6d4-d5", "d4", "@", "@d4-d5", "a1-a2", "d4-d5-", "5d4-d5", "2d4-d5-d6-d7"}) {
        damka::Expected<damka::MoveRecord> r = g.play(bad);
        EXPECT_FALSE(r.has_value()) << bad;
        if (!r) {
            EXPECT_FALSE(r.error().empty()) << bad;
        }
        EXPECT_EQ(g.position(), pos);
    }
    damka::Game straight = game("focus-straight", kTall);
    const damka::Expected<damka::MoveRecord> bent = straight.play("d4-d5-e5");
    ASSERT_FALSE(bent.has_value());
    EXPECT_NE(bent.error().find("straight"), std::string::npos) << bent.error();
    const damka::Expected<damka::MoveRecord> enemy = straight.play("a5-a4");
    ASSERT_FALSE(enemy.has_value());
    EXPECT_NE(enemy.error().find("no stack of the player to move"), std::string::npos) << enemy.error();
}
