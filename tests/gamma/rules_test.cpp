// The rules of the Gamma game (seed 001 game 6) and the plugin's documented geometry, each test
// naming the sentence it checks; expected values are worked out by hand next to the test.
#include "gamma_fixture.hpp"

using namespace gamma_test;

namespace {

bool legal(const damka::Game &g, const std::string &move) { return notations(g).count(move) > 0; }
const char *const kEmptyPools = "hand: white -, black -; reserve: white -, black -";
const char *const kEnterAsAMove = "own pieces taken off: enter as a move"; // the option (README "Options")

// "игроки по очереди выставляют свои шашки на два стартовых ряда ... на любое стартовое поле за
// исключением полей жизни": 20 squares of ranks 1-2 less c1 and h1 = 18, times 5 strengths = 90.
TEST(GammaRules, OpeningPlacesOnePieceOnAStartingSquare) {
    damka::Game g = game();
    EXPECT_EQ(g.legal_moves().size(), 90u);
    EXPECT_TRUE(legal(g, "5@a1"));
    EXPECT_FALSE(legal(g, "5@c1")) << "a life square";
    EXPECT_FALSE(legal(g, "5@a3")) << "not a starting row";
    play(g, "5@a1");
    EXPECT_EQ(g.side_to_move(), 1);
    EXPECT_TRUE(legal(g, "1@a11"));
    EXPECT_FALSE(legal(g, "1@c11")) << "Black's life square";
    EXPECT_FALSE(legal(g, "1@b1")) << "White's rows";
}

// "шашка может за один ход пройти ... на 5 полей ... произвольно менять направление": a 2 on e3
// ends on the squares two orthogonal steps away (d4 is an obstacle): e5 g3 c3 e1 f4 f2 d2.
TEST(GammaRules, APieceGoesExactlyItsPoints) {
    const damka::Game g = game(std::string("stacks: e3 w2, j11 b1; ") + kEmptyPools + "; white to move");
    EXPECT_EQ(notations(g), (std::set<std::string>{"e3-e5", "e3-g3", "e3-c3", "e3-e1", "e3-f4", "e3-f2", "e3-d2"}));
}

// "Перепрыгивать через шашки ... нельзя"; "Запрещается завершать ход на своем поле жизни";
// own pieces only of equal points. The 2 on a1 is shut in by a2 and b1; a2 (1) goes to a3 or
// b2 (not onto a1: 1 on 2); b1 goes to b2 (not c1, White's life square; not onto a1).
TEST(GammaRules, NoJumpingNoOwnLifeSquareEqualPointsOnly) {
    const damka::Game g = game(std::string("stacks: a1 w2, a2 w1, b1 w1, j11 b1; ") + kEmptyPools + "; white to move");
    EXPECT_EQ(notations(g), (std::set<std::string>{"a2-a3", "a2-b2", "b1-b2"}));
}

// "она может встать на шашку, добавляя свою силу"; "Шашка, стоящая на вершине столбика может
// выполнить собственный ход": 1 on 1 makes a stack of 2 points; the top piece still goes 1.
TEST(GammaRules, EqualPiecesStackAndAddTheirPoints) {
    damka::Game g = game(std::string("stacks: e3 w1, e4 w1, j11 b1; ") + kEmptyPools + "; white to move");
    ASSERT_TRUE(legal(g, "e3-e4"));
    play(g, "e3-e4");
    play(g, "j11-j10");
    EXPECT_TRUE(legal(g, "e4-d5")) << "the stack of 2 goes two squares (e5, d5)";
    EXPECT_TRUE(legal(g, "1e4-e5")) << "the top piece goes one";
    EXPECT_FALSE(legal(g, "e4-e5")) << "the whole stack cannot stop after one square";
}

// "снять захваченные шашки можно только следующим ходом ... Снятие захваченных шашек не является
// ходом, на поле остается одна верхняя шашка ... собственные шашки забираются в запас, игрок,
// имеющий шашки в запасе может в свою очередь хода выставить любую из них на любое стартовое
// поле" — under the option `own pieces taken off: enter as a move` (the reading before issue 33)
// the piece waits in the reserve and entering it is White's move: Black is to move after it.
TEST(GammaRules, CaptureIsTwoStepAndRemovalIsNotAMove) {
    damka::Game g =
        game(std::string("stacks: a3 w1w1, a5 b1, j11 b1; ") + kEmptyPools + "; white to move; " + kEnterAsAMove);
    const damka::MoveRecord m = play(g, "a3-a5");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_CAPTURE);
    play(g, "j11-j10");
    ASSERT_TRUE(legal(g, "xa5"));
    play(g, "xa5");
    EXPECT_EQ(g.position(),
              std::string("stacks: a5 w1, j10 b1; hand: white -, black -; reserve: white 1, black -; "
                          "white to move; ") +
                  kEnterAsAMove)
        << "Black's piece is out, White's lower piece in reserve, White still to move";
    EXPECT_TRUE(legal(g, "a5-a4")) << "the piece may stay in the reserve";
    ASSERT_TRUE(legal(g, "1@a1")) << "a reserve piece enters on a starting square as a move";
    play(g, "1@a1");
    EXPECT_EQ(g.side_to_move(), 1) << "entering it was White's move";
}

// Issue 33, the seed's reading (the default): "Свои снятые шашки игрок ставит на любые поля
// исходной позиции, а шашки противника снимает с доски как срубленные. Это действие не является
// ходом, и сняв шашки игрок выполняет ход любой шашкой на поле." White's stack of two 1s goes
// a3-a4-a5 onto Black's 1; Black replies; White takes a5 off: Black's 1 is out and White's lower
// 1 goes back on a starting square before anything else — the only records are the 18 empty
// starting squares (ranks 1-2, 20 squares, less the life squares c1 and h1): no move, not xj5.
// After 1@b2 White is still to move, and moves, by hand:
//   a5 (a 1): a4, a6, b5 = 3;  b2, the piece just put back ("любой шашкой на поле"): b1, b3, a2,
//   c2 = 4;  the 2 topping Black's 2 on j5 (only the top piece moves): j5-j4-j3, j5-j4-i4,
//   j5-j6-j7, j5-i5-h5 (i6 is an obstacle) = 4;  taking j5 off = 1.  12 in all.
TEST(GammaRules, OwnPiecesTakenOffGoBackFreeThenThePlayerMoves) {
    damka::Game g = game(std::string("stacks: a3 w1w1, a5 b1, j5 b2w2, j11 b1; ") + kEmptyPools + "; white to move");
    play(g, "a3-a5");
    EXPECT_EQ(g.side_to_move(), 1);
    play(g, "j11-j10");
    EXPECT_EQ(g.side_to_move(), 0);
    play(g, "xa5");
    EXPECT_EQ(g.side_to_move(), 0) << "taking off is not a move";
    EXPECT_EQ(g.position(),
              "stacks: a5 w1, j5 b2w2, j10 b1; hand: white -, black -; reserve: white 1, black -; white to move");
    EXPECT_EQ(notations(g),
              (std::set<std::string>{"1@a1", "1@b1", "1@d1", "1@e1", "1@f1", "1@g1", "1@i1", "1@j1", "1@a2", "1@b2",
                                     "1@c2", "1@d2", "1@e2", "1@f2", "1@g2", "1@h2", "1@i2", "1@j2"}));
    const damka::Expected<damka::MoveRecord> early = g.play("a5-a4");
    ASSERT_FALSE(early.has_value());
    EXPECT_NE(early.error().find("first puts back his own pieces taken off (1)"), std::string::npos) << early.error();
    play(g, "1@b2");
    EXPECT_EQ(g.side_to_move(), 0) << "putting back is part of the same action, not a move";
    EXPECT_EQ(notations(g),
              (std::set<std::string>{"a5-a4", "a5-a6", "a5-b5", "b2-b1", "b2-b3", "b2-a2", "b2-c2", "1j5-j3", "1j5-i4",
                                     "1j5-j7", "1j5-h5", "xj5"}));
    play(g, "b2-b3");
    EXPECT_EQ(g.side_to_move(), 1) << "the move ends White's turn";
}

// Decision (README "Own pieces taken off"): a piece that finds no empty starting square waits in
// the reserve and goes back, free, on the first of the player's turns when one is empty. Black's
// 17 pieces fill White's starting squares but j2 (White's 2). White takes e5 off (Black's 1 out,
// White's middle 1 to the reserve); nowhere to put it, so White moves at once: j2 (a 2) has only
// j3 free, then j4 or i3; the 1 on e5 goes to e4, d5 or f5 (e6 is an obstacle) — 5 moves. Black
// leaves i2: White's only record is now 1@i2, and White is still to move after it, with
//   e4: e3, f4, e5 (d4 an obstacle) = 3;  i2: onto Black's i1, h2, i3 (not onto j2, a 2) = 3;
//   j2: j3 then j4 or Black's i3 = 2.  8 in all.
TEST(GammaRules, APieceWithNoEmptyStartingSquareWaitsInTheReserve) {
    damka::Game g = game(std::string("stacks: a1 b5, b1 b5, d1 b4, e1 b4, f1 b3, g1 b3, i1 b3, j1 b2, a2 b2, b2 b2, "
                                     "c2 b2, d2 b1, e2 b1, f2 b1, g2 b1, h2 b1, i2 b1, j2 w2, e5 b1w1w1; ") +
                         kEmptyPools + "; white to move");
    play(g, "xe5");
    EXPECT_EQ(g.side_to_move(), 0);
    EXPECT_EQ(notations(g), (std::set<std::string>{"j2-j4", "j2-i3", "e5-e4", "e5-d5", "e5-f5"}));
    play(g, "e5-e4");
    play(g, "i2-i3");
    EXPECT_EQ(notations(g), (std::set<std::string>{"1@i2"}));
    play(g, "1@i2");
    EXPECT_EQ(g.side_to_move(), 0);
    EXPECT_EQ(notations(g),
              (std::set<std::string>{"e4-e3", "e4-f4", "e4-e5", "i2-i1", "i2-h2", "i2-i3", "j2-j4", "j2-i3"}));
}

// "если противник в свою очередь этот столбик не перехватит": Black lands on the stack again and
// it is Black's to clear.
TEST(GammaRules, ACapturedStackCanBeRecaptured) {
    damka::Game g = game(std::string("stacks: a3 w2, a5 b1, a7 b2, j1 w1; ") + kEmptyPools + "; white to move");
    play(g, "a3-a5");
    ASSERT_TRUE(legal(g, "a7-a5"));
    play(g, "a7-a5");
    EXPECT_FALSE(legal(g, "xa5"));
    play(g, "j1-j2");
    play(g, "xa5");
    EXPECT_EQ(g.position(), "stacks: j2 w1, a5 b2; hand: white -, black -; reserve: white -, black 1; black to move");
}

// "если противник следующим своим ходом не сможет парировать удар ... то игра завершается".
TEST(GammaRules, AnUnparriedLifeSquareCaptureWins) {
    damka::Game g = game(std::string("stacks: c10 w1, b11 b1, j11 b1, a3 w1; ") + kEmptyPools + "; white to move");
    play(g, "c10-c11");
    EXPECT_FALSE(g.status().finished());
    play(g, "j11-j10");
    const damka::GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
}

// Parrying is the one time a player may end on his own life square; after the fight "снимается
// весь столбик, в том числе и верхняя шашка".
TEST(GammaRules, AParryClearsTheWholeLifeSquareStack) {
    const damka::Game before =
        game(std::string("stacks: c10 w1, b11 b1, j11 b1, a3 w1; ") + kEmptyPools + "; black to move");
    EXPECT_FALSE(legal(before, "b11-c11")) << "no capture to parry";
    damka::Game g = game(std::string("stacks: c10 w1, b11 b1, j11 b1, a3 w1; ") + kEmptyPools + "; white to move");
    play(g, "c10-c11");
    ASSERT_TRUE(legal(g, "b11-c11"));
    play(g, "b11-c11");
    EXPECT_FALSE(g.status().finished());
    play(g, "a3-a4");
    play(g, "xc11");
    EXPECT_EQ(g.position(), "stacks: a4 w1, j11 b1; hand: white -, black -; reserve: white -, black 1; black to move");
}

// "Захват любого поля жизни выполняется как рубка ... Шашки противника при этом объявляются
// срубленными, свои убираются в запас": as after any capture (the seed's reading), Black's 1 goes
// back at once on one of his 17 empty starting squares (ranks 10-11 less c11, h11, and j11 is
// taken), not as his move: after 1@b11 Black moves, by hand b11-a11, b11-b10 (not c11, his own
// life square, with nothing to parry), j11-j10, j11-i11 = 4.
TEST(GammaRules, AfterAParryOwnPiecesGoBackFreeToo) {
    damka::Game g = game(std::string("stacks: c10 w1, b11 b1, j11 b1, a3 w1; ") + kEmptyPools + "; white to move");
    for (const char *m : {"c10-c11", "b11-c11", "a3-a4", "xc11"}) play(g, m);
    EXPECT_EQ(g.side_to_move(), 1);
    const auto back = notations(g);
    EXPECT_EQ(back.size(), 17u);
    for (const std::string &m : back) EXPECT_EQ(m.substr(0, 2), "1@") << m;
    play(g, "1@b11");
    EXPECT_EQ(g.side_to_move(), 1);
    EXPECT_EQ(notations(g), (std::set<std::string>{"b11-a11", "b11-b10", "j11-j10", "j11-i11"}));
}

// "Цель игры – уничтожение всех шашек противника".
TEST(GammaRules, TakingTheLastEnemyPieceOffWins) {
    damka::Game g = game(std::string("stacks: a5 b1w2, j1 w1; ") + kEmptyPools + "; white to move");
    EXPECT_FALSE(g.status().finished()) << "the captured piece is still in the game";
    play(g, "xa5");
    EXPECT_EQ(g.status().outcome, DAMKA_WIN);
    EXPECT_EQ(g.status().winner, 0);
}

} // namespace
