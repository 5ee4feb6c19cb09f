// Russian column draughts (Bashni): Russian draughts with towers — seed 001, game 1.
#include "column_fixture.hpp"

#include <damka/plugin_api.h>

using namespace column_test;
using Set = std::set<std::string>;

TEST(RussianColumn, StartPositionIsRussianDraughts) {
    const damka::Game g = game("russian-column");
    EXPECT_EQ(notations(g), (Set{"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}));
    EXPECT_EQ(variant("russian-column").pdn_gametype(), 62u);
}

// Seed 001: "Столбик можно рубить только один раз" — and, as in Russian draughts, a tower
// jumped once stays in the way until the move ends (the same position in adiukh lets the king
// take e5 twice: see Rule3_14_SameTowerTakenTwice).
TEST(RussianColumn, ATowerIsTakenOnlyOncePerMove) {
    damka::Game g = game("russian-column", "white: Kh8-1; black: d2-1, e5-2, f2-1");
    EXPECT_EQ(notations(g), (Set{"h8:d4:g1", "h8:c3:e1:g3", "h8:c3:e1:h4"}));
    play(g, "h8:c3:e1:g3");
    EXPECT_EQ(g.position(), "white: Kg3-1/3; black: e5-1; black to move");
}

TEST(RussianColumn, JumpedSquaresStayInTheWay) {
    // In adiukh the king crosses the emptied e5 to take c7; here e5 blocks (Turkish strike).
    const damka::Game g = game("russian-column", "white: Kh8-1; black: c7-1, d2-1, e5-1, f2-1");
    EXPECT_EQ(notations(g), (Set{"h8:d4:g1", "h8:c3:e1:g3", "h8:c3:e1:h4"}));
}

// Seed 001: "Если эта шашка срублена, то она переворачивается и перестает быть дамкой."
TEST(RussianColumn, ACapturedKingCheckerIsAManAgain) {
    damka::Game g = game("russian-column", "white: c3-1; black: Kd4-2, h8-1");
    EXPECT_EQ(notations(g), (Set{"c3:e5"}));
    play(g, "c3:e5");
    EXPECT_EQ(g.position(), "white: e5-1/1; black: d4-1, h8-1; black to move");
    EXPECT_EQ(stack(g, "e5"), (std::vector<std::string>{"1:man", "0:man"}));
}

// Russian draughts: a man crowned during a capture goes on as a (flying) king.
TEST(RussianColumn, CrownedManContinuesAsFlyingKing) {
    damka::Game g = game("russian-column", "white: b6-1; black: c7-1, g5-1");
    EXPECT_EQ(notations(g), (Set{"b6:d8:h4"})); // from d8 the new king takes g5 at a distance
    play(g, "b6:d8:h4");
    EXPECT_EQ(g.position(), "white: Kh4-1/2; black: none; black to move");
}

TEST(RussianColumn, KingsFlyOnQuietMoves) {
    const damka::Game g = game("russian-column", "white: Ka1-1; black: h8-1");
    EXPECT_EQ(notations(g), (Set{"a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"}));
}

// Seed 001 / Russian draughts: the player who cannot move loses (1:0).
TEST(RussianColumn, BlockedSideLoses) {
    const damka::Game g = game("russian-column", "white: c1-1, e1-1; black: d2-1; black to move");
    EXPECT_TRUE(g.legal_moves().empty());
    const damka::GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 1);
    EXPECT_EQ(r.points[1], 0);
}

// Seed 004 ("русские столбовые шашки"): draws by repetition and by the 15-move rule.
TEST(RussianColumn, RepetitionAndFifteenMoveClaims) {
    damka::Game g = game("russian-column", "white: Ka3-1; black: Kh4-1");
    const char *cycle[] = {"a3-b2", "h4-g5", "b2-a3", "g5-h4"};
    for (int ply = 0; ply < 8; ++ply) play(g, cycle[ply % 4]);
    // The start position is now on the board for the third time.
    std::vector<damka::DrawClaim> claims = g.draw_claims();
    ASSERT_EQ(claims.size(), 1u);
    EXPECT_NE(claims[0].rule.find("repetition"), std::string::npos);
    for (int ply = 8; ply < 30; ++ply) play(g, cycle[ply % 4]);
    claims = g.draw_claims(); // 15 king moves by each side, no capture, no man move
    ASSERT_EQ(claims.size(), 2u);
    EXPECT_NE(claims[1].rule.find("15-move"), std::string::npos);
}
