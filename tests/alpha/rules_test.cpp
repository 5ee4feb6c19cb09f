// The rules of the Alpha game (seed 001 game 5), each test naming the sentence it checks;
// expected values are worked out by hand next to the test.
#include "alpha_fixture.hpp"

using namespace alpha_test;

namespace {

bool legal(const damka::Game &g, const std::string &move) { return notations(g).count(move) > 0; }

// Start (decision: two rows each on 8x8). White's moves by hand: rank 2 pieces step forward (8)
// or sideways onto a neighbour making a stack of 2 (a2 and h2 one way, b2..g2 two: 14); rank 1
// pieces step forward onto rank 2 (8) or sideways (14), or jump forward over the rank-2 piece to
// rank 3 (8; no further jump: rank 3 has no pieces). 8 + 14 + 8 + 14 + 8 = 52.
TEST(AlphaRules, StartHasFiftyTwoMovesCountedByHand) {
    const damka::Game g = game();
    EXPECT_EQ(g.legal_moves().size(), 52u);
    EXPECT_TRUE(legal(g, "c2-c3"));
    EXPECT_TRUE(legal(g, "c2-d2"));
    EXPECT_TRUE(legal(g, "c1-c3")) << "a jump over one's own piece";
    EXPECT_FALSE(legal(g, "c2-c4")) << "a single piece goes one square";
}

// "Одиночная шашка может выполнить ход на одно поле, вправо, влево и вперед": never back.
TEST(AlphaRules, SinglePieceStepsLeftRightOrForwardOnly) {
    const damka::Game g = game("white: d4; black: h8; white to move");
    EXPECT_EQ(notations(g), (std::set<std::string>{"d4-c4", "d4-e4", "d4-d5"}));
}

// "Если ход приводит к образованию столбика содержащего более четырех шашек, то такой ход запрещен".
TEST(AlphaRules, NoStackAboveFour) {
    const damka::Game g = game("white: d4, d5 4, e4 3; black: h8; white to move");
    EXPECT_FALSE(legal(g, "d4-d5"));
    EXPECT_TRUE(legal(g, "d4-e4")) << "3 + 1 = 4 is allowed";
}

// "Фактически через шашки и столбики противника может прыгнуть только столбик": a single piece
// has length 1 and 1 - 1 is not above zero.
TEST(AlphaRules, SinglePieceCannotJumpAnEnemy) {
    const damka::Game g = game("white: d4; black: d5, h8; white to move");
    EXPECT_FALSE(legal(g, "d4-d6"));
    EXPECT_EQ(notations(g), (std::set<std::string>{"d4-c4", "d4-e4"}));
}

// "для прыжка через столбик высотой 2 достаточно разрешенная длина хода равная 3": the stack of
// 3 on d4 jumps the black 2 on d5 to d6 with 3 - 2 = 1 left, then takes one more step: d7, c6,
// e6. A stack of 2 cannot jump it (2 - 2 = 0).
TEST(AlphaRules, StackJumpsAnEnemyStackPayingItsHeight) {
    const damka::Game g = game("white: d4 3, a1 2; black: d5 2, a2 2, h8; white to move");
    for (const char *m : {"d4-d7", "d4-c6", "d4-e6"}) EXPECT_TRUE(legal(g, m)) << m;
    EXPECT_FALSE(legal(g, "d4-d6")) << "the length left after the jump must be used";
    EXPECT_FALSE(legal(g, "a1-a3")) << "2 - 2 is not above zero";
}

// "если перед прыжком через столбик высоты 2, разрешенная длина хода была 4, то после прыжка
// можно выполнить движение на два поля": 4 on d3 over the 2 on d4 to d5, then two steps:
// d7, c6, e6, b5, f5 (and d5 back via c5/e5 is no move: it is not the origin, so d5 itself
// counts: d5-c5-d5 and d5-e5-d5).
TEST(AlphaRules, AfterTheJumpTheRestOfTheLengthIsWalked) {
    const damka::Game g = game("white: d3 4; black: d4 2, h8; white to move");
    for (const char *m : {"d3-d7", "d3-c6", "d3-e6", "d3-b5", "d3-f5", "d3-d5"}) EXPECT_TRUE(legal(g, m)) << m;
}

// A chain over one's own pieces ends the move, whatever length is left ("Выполнением
// последовательности прыжков ход завершается"), and may not come back to the square it began on
// ("нельзя ... пройти через поле, с которого последовательность прыжков начиналась"). The 2 on
// b1 steps to c1 (1 left), jumps d1 to e1: b1-e1. Jumping back over d1 to c1 would end on the
// chain's start: without that ban b1-c1 would be legal; no walk of exactly 2 forward or sideways
// steps reaches c1 from b1.
TEST(AlphaRules, OwnJumpChainEndsTheMoveAndNeverReturnsToItsStart) {
    const damka::Game g = game("white: b1 2, d1; black: h8; white to move");
    EXPECT_TRUE(legal(g, "b1-e1"));
    EXPECT_FALSE(legal(g, "b1-c1"));
    EXPECT_TRUE(legal(g, "b1-d1")) << "walking onto one's own piece builds a stack of 3";
}

// "Если есть необходимость, можно выполнять ход частью столбика": the top 2 of a 3 go 2 squares.
TEST(AlphaRules, PartOfAStackMovesAsFarAsItsHeight) {
    damka::Game g = game("white: d4 3; black: h8; white to move");
    EXPECT_TRUE(legal(g, "2d4-d6"));
    EXPECT_TRUE(legal(g, "1d4-d5"));
    const damka::MoveRecord m = play(g, "2d4-d6");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_TRANSFER);
    EXPECT_EQ(g.position(), "white: d4, d6 2; black: h8; reserve: white 0, black 0; black to move");
}

// Leaving the board: "если разрешенной длины хода достаточно для того, чтобы ... дойти до
// противоположного края доски и останется еще хотя бы один ход": a 2 on c7 steps to c8 and off;
// a single on c7 (or the top piece of c7) reaches c8 with nothing left; a single on c8 leaves
// at once ("столбик стоит на
// противоположном краю доски").
TEST(AlphaRules, ExitsNeedOneStepLeftAtTheFarEdge) {
    const damka::Game g = game("white: c7 2, f7, h8; black: a1; white to move");
    EXPECT_TRUE(legal(g, "c7-off"));
    EXPECT_FALSE(legal(g, "1c7-off"));
    EXPECT_FALSE(legal(g, "f7-off"));
    EXPECT_TRUE(legal(g, "h8-off"));
}

// One reserve piece, earned by an exit when none is held ("одну и только одну запасную"),
// entered as a move on an empty square or an own stack under 4.
TEST(AlphaRules, ExitEarnsOneReservePieceEnteredAsAMove) {
    damka::Game g = game("white: h8, a8, d4 4, e4 2; black: a1 2, c3; white to move");
    const damka::MoveRecord m = play(g, "h8-off");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_REMOVAL);
    EXPECT_EQ(g.position(), "white: d4 4, e4 2, a8; black: a1 2, c3; reserve: white 1, black 0; black to move");
    play(g, "c3-c2");
    play(g, "a8-off");
    EXPECT_EQ(g.position(), "white: d4 4, e4 2; black: a1 2, c2; reserve: white 1, black 0; black to move")
        << "a second exit does not add a second reserve piece";
    play(g, "c2-b2");
    EXPECT_TRUE(legal(g, "@e5"));
    EXPECT_TRUE(legal(g, "@e4"));
    EXPECT_FALSE(legal(g, "@d4")) << "a stack of 4 takes no more";
    EXPECT_FALSE(legal(g, "@b2")) << "decision: not on an enemy stack";
    const damka::MoveRecord d = play(g, "@e4");
    EXPECT_TRUE(d.flags & DAMKA_MOVE_DROP);
    EXPECT_EQ(d.from, -1);
    EXPECT_EQ(g.position(), "white: d4 4, e4 3; black: a1 2, b2; reserve: white 0, black 0; black to move");
}

// "Цель игры вывести все свои шашки за пределы доски".
TEST(AlphaRules, TakingTheLastPieceOffWins) {
    damka::Game g = game("white: c8; black: a1 2; white to move");
    play(g, "c8-off");
    const damka::GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_TRUE(g.legal_moves().empty());
}

// "Если игрок ... не может выполнить ни одного хода по правилам, то ход передается другому
// игроку": White's d3 is shut in by c3, e3, d4 (a single piece cannot jump enemies).
TEST(AlphaRules, ABlockedPlayerPasses) {
    damka::Game g = game("white: d3; black: c3, e3, d4; white to move");
    EXPECT_EQ(notations(g), (std::set<std::string>{"pass"}));
    const damka::MoveRecord m = play(g, "pass");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_PASS);
    EXPECT_EQ(g.side_to_move(), 1);
    EXPECT_FALSE(legal(g, "pass")) << "Black can move";
}

} // namespace
