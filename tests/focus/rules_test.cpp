// One position per movement rule of Focus (seed 001 game 4, digest, Sackson), through the ABI.
#include "focus_fixture.hpp"

using namespace focus_test;

namespace {

std::string stack_on(const damka::Game &g, const char *square) {
    const auto p = board_of(g);
    const auto it = p.stacks.find(square);
    return it == p.stacks.end() ? std::string() : it->second;
}

const damka::MoveRecord *find(const std::vector<damka::MoveRecord> &moves, const std::string &notation) {
    for (const damka::MoveRecord &m : moves)
        if (m.notation == notation) return &m;
    return nullptr;
}

} // namespace

TEST(FocusRules, BoardIsEightByEightLessThreeSquaresPerCorner) {
    // Digest / Sackson: 52 squares.
    const auto b = QJsonDocument::fromJson(QByteArray::fromStdString(game("focus-straight").board_json())).object();
    std::set<std::string> names;
    for (const QJsonValue &s : b.value(QStringLiteral("squares")).toArray())
        names.insert(s.toObject().value(QStringLiteral("name")).toString().toStdString());
    EXPECT_EQ(names.size(), 52u);
    for (const char *cut : {"a1", "b1", "a2", "g1", "h1", "h2", "a7", "a8", "b8", "h7", "g8", "h8"})
        EXPECT_FALSE(names.count(cut)) << cut;
    for (const char *kept : {"c1", "b2", "a3", "f8", "g7", "h6"}) EXPECT_TRUE(names.count(kept)) << kept;
}

TEST(FocusRules, StartPositionHasEighteenPairedPiecesEachOnTheCentre) {
    const damka::Game g = game("focus-straight");
    const auto p = board_of(g);
    EXPECT_EQ(p.stacks.size(), 36u);
    for (const char *w :
         {"b2", "c2", "f2", "g2", "d3", "e3", "b4", "c4", "f4", "g4", "d5", "e5", "b6", "c6", "f6", "g6", "d7", "e7"})
        EXPECT_EQ(stack_on(g, w), "w") << w;
    for (const char *b :
         {"d2", "e2", "b3", "c3", "f3", "g3", "d4", "e4", "b5", "c5", "f5", "g5", "d6", "e6", "b7", "c7", "f7", "g7"})
        EXPECT_EQ(stack_on(g, b), "b") << b;
    EXPECT_EQ(g.side_to_move(), 0) << "sides[0] (the pairing's White) moves first";
    // 16 pieces with four neighbours, b2 and g2 with two: 68 single steps.
    EXPECT_EQ(g.legal_moves().size(), 68u);
    EXPECT_TRUE(notations(g).count("b2-b3"));
    EXPECT_FALSE(notations(g).count("b2-a2")) << "a2 is a cut corner square";
}

TEST(FocusRules, StackMovesExactlyAsManySquaresAsPiecesLifted) {
    // Seed 4: a stack (or its top part) of k pieces moves k squares, orthogonally, over anything.
    damka::Game g = game("focus-straight", "stacks: d4 bww, d5 b, d6 b; reserve: white 0, black 0; white to move");
    const auto moves = g.legal_moves();
    for (const char *m :
         {"d4-d5", "d4-d6", "d4-d7", "d4-c4", "d4-b4", "d4-a4", "d4-d3", "d4-d2", "d4-d1", "d4-e4", "d4-f4", "d4-g4"})
        EXPECT_TRUE(find(moves, m)) << m;
    EXPECT_EQ(moves.size(), 12u);
    EXPECT_FALSE(find(moves, "d4-e5")) << "no diagonal steps";
    const damka::MoveRecord *whole = find(moves, "d4-d7");
    ASSERT_TRUE(whole);
    EXPECT_EQ(whole->flags & DAMKA_MOVE_TRANSFER, 0u) << "the whole stack moves";
    EXPECT_EQ(whole->path, (std::vector<int32_t>{sq("d4"), sq("d5"), sq("d6"), sq("d7")}));
    EXPECT_TRUE(find(moves, "d4-d6")->flags & DAMKA_MOVE_TRANSFER) << "the top two of three";
    play(g, "d4-d6"); // the top two (w w) land on d6's black piece, over d5
    EXPECT_EQ(stack_on(g, "d6"), "bww");
    EXPECT_EQ(stack_on(g, "d4"), "b") << "the bottom piece stays, now Black's stack";
    EXPECT_EQ(stack_on(g, "d5"), "b") << "a passed-over stack is untouched";
}

TEST(FocusRules, LiftingThePartOfAStackCanHandTheRestToTheOpponent) {
    // Seed 4 "игрок может отдать части башни противнику".
    damka::Game g = game("focus-straight", "stacks: e4 wbw, a5 b; reserve: white 0, black 0; white to move");
    play(g, "e4-e5");
    EXPECT_EQ(stack_on(g, "e4"), "wb");
    EXPECT_TRUE(notations(g).count("e4-e6")) << "Black now moves the rest: " << g.position();
}

TEST(FocusRules, OverFivePiecesComeOffTheBottomEnemyCapturedOwnToReserve) {
    // Seed 4: "снизу высокой башни снимается часть шашек, оставляя пять верхних ... шашки
    // противника считаются уничтоженными, собственные оправляются в запас".
    damka::Game g = game("focus-straight", "stacks: d4 bwbbb, d6 ww; reserve: white 0, black 0; white to move");
    const damka::MoveRecord m = play(g, "d6-d4");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_CAPTURE);
    EXPECT_EQ(m.captured, std::vector<int32_t>{sq("d4")});
    EXPECT_EQ(stack_on(g, "d4"), "bbbww");
    const auto p = board_of(g);
    EXPECT_EQ(p.reserve[0], 1) << "White's own bottom piece went to White's reserve";
    EXPECT_EQ(p.reserve[1], 0);
    EXPECT_NE(g.position().find("reserve: white 1, black 0"), std::string::npos) << g.position();
}

TEST(FocusRules, OwnPiecesOnlyOffTheBottomIsNoCapture) {
    damka::Game g = game("focus-straight", "stacks: d4 wwwbb, d5 w; reserve: white 0, black 0; white to move");
    const damka::MoveRecord m = play(g, "d5-d4");
    EXPECT_FALSE(m.flags & DAMKA_MOVE_CAPTURE);
    EXPECT_TRUE(m.captured.empty());
    EXPECT_EQ(stack_on(g, "d4"), "wwbbw");
    EXPECT_EQ(board_of(g).reserve[0], 1);
}

TEST(FocusRules, AReservePieceEntersOnAnySquareEvenAnEnemyTower) {
    // Seed 4 "любую шашку из запаса, поставить на любое поле и, на любую башню включая башню
    // противника"; it replaces the move.
    damka::Game g = game("focus-straight", "stacks: d4 bbbbb, a5 b, h5 w; reserve: white 2, black 0; white to move");
    const auto moves = g.legal_moves();
    int drops = 0;
    for (const damka::MoveRecord &m : moves)
        if (m.flags & DAMKA_MOVE_DROP) {
            ++drops;
            EXPECT_EQ(m.from, -1);
            EXPECT_EQ(m.path, std::vector<int32_t>{m.to});
        }
    EXPECT_EQ(drops, 52);
    const damka::MoveRecord m = play(g, "@d4");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_CAPTURE) << "the bottom black piece is taken";
    EXPECT_EQ(stack_on(g, "d4"), "bbbbw");
    EXPECT_EQ(board_of(g).reserve[0], 1);
    damka::Expected<damka::MoveRecord> none = g.play("@e4");
    EXPECT_FALSE(none.has_value()) << "Black has no reserve piece";
}

TEST(FocusRules, StraightVariantMovesInALineOnly) {
    const damka::Game g = game("focus-straight", "stacks: d4 ww, a5 b; reserve: white 0, black 0; white to move");
    EXPECT_EQ(notations(g),
              (std::set<std::string>{"d4-d5", "d4-d6", "d4-c4", "d4-b4", "d4-d3", "d4-d2", "d4-e4", "d4-f4"}));
    damka::Game copy = g.clone();
    EXPECT_FALSE(copy.play("d4-d5-e5").has_value()) << "Sackson: no turning";
}

TEST(FocusRules, TurningVariantMayChangeDirectionAndEndWhereItStarted) {
    // Seed 4 "Башня, выполняя ход, может менять направление движения ... окажется на том поле,
    // откуда начала своё движение. Это создаёт возможность совершать нейтральные ходы."
    damka::Game g = game("focus", "stacks: d4 ww, a5 b; reserve: white 0, black 0; white to move");
    const std::set<std::string> n = notations(g);
    for (const char *m : {"d4-d6", "d4-e5", "d4-c5", "d4-e3", "d4-c3", "d4-d5-d4", "d4-d5", "d4-e4"})
        EXPECT_TRUE(n.count(m)) << m;
    EXPECT_EQ(n.size(), 4u + 9u) << "k=1: 4 squares; k=2: 8 squares at distance 2 plus the origin";
    const std::string before = g.position();
    const damka::MoveRecord m = play(g, "d4-e4-d4"); // any route names the neutral move
    EXPECT_EQ(m.notation, "d4-d5-d4");
    EXPECT_EQ(m.from, m.to);
    EXPECT_EQ(stack_on(g, "d4"), "ww") << "a neutral move changes nothing but the turn";
    EXPECT_NE(g.position(), before);
}

TEST(FocusRules, TurningRouteStaysOnTheBoard) {
    // Decision: every step of a route is a square of the board (cut corners are not crossed).
    const damka::Game g = game("focus", "stacks: b2 ww, e5 b; reserve: white 0, black 0; white to move");
    // k=1: a2 and b1 are cut, so only b3 and c2; k=2: a3 (by b3 only), c1 (by c2 only), b4,
    // c3, d2 and the neutral move.
    EXPECT_EQ(notations(g),
              (std::set<std::string>{"b2-b3", "b2-c2", "b2-a3", "b2-c1", "b2-b4", "b2-c3", "b2-d2", "b2-b3-b2"}));
    damka::Game copy = g.clone();
    EXPECT_FALSE(copy.play("b2-a2-a3").has_value()) << "a2 is not a square";
}
