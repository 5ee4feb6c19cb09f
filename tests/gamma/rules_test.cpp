// The rules of the Gamma game (seed 001 game 6) and the plugin's documented geometry, each test
// naming the sentence it checks; expected values are worked out by hand next to the test.
#include "gamma_fixture.hpp"

using namespace gamma_test;

namespace {

bool legal(const damka::Game &g, const std::string &move) { return notations(g).count(move) > 0; }
const char *const kEmptyPools = "hand: white -, black -; reserve: white -, black -";

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
// ходом, на поле остается одна верхняя шашка ... собственные шашки забираются в запас".
TEST(GammaRules, CaptureIsTwoStepAndRemovalIsNotAMove) {
    damka::Game g = game(std::string("stacks: a3 w1w1, a5 b1, j11 b1; ") + kEmptyPools + "; white to move");
    const damka::MoveRecord m = play(g, "a3-a5");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_CAPTURE);
    play(g, "j11-j10");
    ASSERT_TRUE(legal(g, "xa5"));
    play(g, "xa5");
    EXPECT_EQ(g.position(), "stacks: a5 w1, j10 b1; hand: white -, black -; reserve: white 1, black -; white to move")
        << "Black's piece is out, White's lower piece in reserve, White still to move";
    EXPECT_TRUE(legal(g, "1@a1")) << "a reserve piece enters on a starting square as a move";
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

// "Цель игры – уничтожение всех шашек противника".
TEST(GammaRules, TakingTheLastEnemyPieceOffWins) {
    damka::Game g = game(std::string("stacks: a5 b1w2, j1 w1; ") + kEmptyPools + "; white to move");
    EXPECT_FALSE(g.status().finished()) << "the captured piece is still in the game";
    play(g, "xa5");
    EXPECT_EQ(g.status().outcome, DAMKA_WIN);
    EXPECT_EQ(g.status().winner, 0);
}

} // namespace
