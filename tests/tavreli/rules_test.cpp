// One position per movement rule, each expectation worked out by hand next to the test
// (seed 001 game 2 "Таврели"; igGameCenter where the seed's diagrams are lost).
#include "tavreli_fixture.hpp"

using namespace tavreli_test;

namespace {

std::set<std::string> moves_from(const damka::Game &g, const std::string &square) {
    std::set<std::string> out;
    for (const damka::MoveRecord &m : g.legal_moves())
        if (name_of(m.from) == square) out.insert(m.notation);
    return out;
}

std::string after(std::string_view setup, std::initializer_list<const char *> moves) {
    damka::Game g = game(setup);
    for (const char *m : moves) play(g, m);
    return g.position();
}

} // namespace

TEST(TavreliRules, StartHasThirtyNineMoves) {
    // By hand: 8 Ратники x (one step + double step) = 16; each Всадник to two empty squares and
    // onto the own Ратник on d2/e2 = 3 (6); each Ратоборец onto the Всадник beside it and the
    // Ратник in front = 2 (4); each Лучник onto the two Ратники diagonally in front = 2 (4); the
    // Князь onto c1 (Лучник), c2, d2, e2 — not e1, the own Волхв = 4; the Волхв onto d1, f1, d2,
    // e2, f2 = 5 (it may climb any tower; nothing attacks them). 16 + 6 + 4 + 4 + 4 + 5 = 39.
    const damka::Game g = game();
    EXPECT_EQ(g.legal_moves().size(), 39u);
    EXPECT_EQ(moves_from(g, "d1"), (std::set<std::string>{"d1-c1", "d1-c2", "d1-d2", "d1-e2"}));
    EXPECT_EQ(moves_from(g, "e1"), (std::set<std::string>{"e1-d1", "e1-f1", "e1-d2", "e1-e2", "e1-f2"}));
}

TEST(TavreliRules, AKnyazOnAnOpenFileTakesASquareFromTheVolkhv) {
    // After d1-d2 the Князь stands on the d2 Ратник and sees up the empty d-file to d7: the black
    // Волхв may not climb onto its d7 Ратник (seed: "ход на поле или столбик, находящийся под
    // ударом запрещен"); Black keeps 38 of its 39 start moves.
    damka::Game g = game();
    play(g, "d1-d2");
    EXPECT_EQ(g.legal_moves().size(), 38u);
    EXPECT_FALSE(notations(g).count("e8-d7"));
}

TEST(TavreliRules, SlidersStopOnTheFirstTowerAndMayStandOnIt) {
    // a1 Ратоборец: up a2, a3, onto the black Всадник on a4 (not beyond); right b1, c1, d1, not
    // onto its own Волхв on e1.
    const damka::Game g = game("towers: a1 R*, a4 n, e1 K*, e8 k*; white to move");
    EXPECT_EQ(moves_from(g, "a1"), (std::set<std::string>{"a1-a2", "a1-a3", "a1xa4", "a1-b1", "a1-c1", "a1-d1"}));
}

TEST(TavreliRules, VolkhvClimbsAnyTowerButNeverOntoAnAttackedSquare) {
    // Black Князь d2 attacks e1, d1 and (through rank 2) nothing beyond the Ратник on e2. The
    // Волхв may stand on the Князь (nothing else attacks d2), may go to f1 and f2, not to d1
    // (attacked) and not onto its own e2 Ратник (adjacent to the Князь).
    const damka::Game g = game("towers: e1 K*, e2 PZ*, d2 q, e8 k*; white to move");
    EXPECT_EQ(moves_from(g, "e1"), (std::set<std::string>{"e1xd2", "e1-f1", "e1-f2"}));
    // Seed reading (default): another move may leave the Волхв attacked: e2-e3 is legal too.
    EXPECT_EQ(g.legal_moves().size(), 4u);
    // Option `volkhv: strict`: only the three Волхв moves get it out of the attack.
    EXPECT_EQ(game("towers: e1 K*, e2 PZ*, d2 q, e8 k*; white to move; volkhv: strict").legal_moves().size(), 3u);
}

TEST(TavreliRules, RatnikStandsOnEnemiesOnlyDiagonallyAndOnOwnPiecesStraight) {
    // d4: straight onto the black d5 Ратник no; diagonally onto c5 (black) yes, onto e5 (white) no.
    EXPECT_EQ(moves_from(game("towers: d4 PQ*, d5 pn*, c5 pb*, e5 N, e1 K*, e8 k*; white to move"), "d4"),
              (std::set<std::string>{"d4xc5"}));
    EXPECT_EQ(moves_from(game("towers: d4 PQ*, d5 N, e1 K*, e8 k*; white to move"), "d4"),
              (std::set<std::string>{"d4-d5"}));
}

TEST(TavreliRules, DoubleStepOnlyFirstOverAnEmptySquareAndNotAfterBeingCarried) {
    // Over an occupied square: no double step; onto an own piece two squares ahead: yes.
    EXPECT_EQ(moves_from(game("towers: d2 PQ, d3 N, e1 K*, e8 k*; white to move"), "d2"),
              (std::set<std::string>{"d2-d3"}));
    EXPECT_EQ(moves_from(game("towers: d2 PQ, d4 N, e1 K*, e8 k*; white to move"), "d2"),
              (std::set<std::string>{"d2-d3", "d2-d4"}));
    // Carried away by the Всадник (c4-d2, d2-c4), back to d2, the Всадник leaves: it has moved (igGameCenter).
    const std::string back = after("towers: c4 N, d2 PQ, e1 K*, e8 k*; white to move",
                                   {"c4-d2", "e8-d8", "d2-c4", "d8-e8", "c4-d2", "e8-d8", "1d2-c4", "d8-e8"});
    EXPECT_NE(back.find("d2 PQ*"), std::string::npos) << back;
    EXPECT_EQ(moves_from(game(back), "d2"), (std::set<std::string>{"d2-d3"}));
}

TEST(TavreliRules, EnPassantBringsTheEnemyRatnikBackUnderTheClimber) {
    damka::Game g = game();
    for (const char *m : {"e2-e4", "a7-a6", "e4-e5", "d7-d5"}) play(g, m);
    EXPECT_NE(g.position().find("; en passant: d6"), std::string::npos) << g.position();
    const damka::MoveRecord ep = play(g, "e5xd6");
    EXPECT_TRUE(ep.flags & DAMKA_MOVE_CAPTURE);
    EXPECT_EQ(ep.captured, (std::vector<int32_t>{35})) << "the Ратник was taken on d5";
    const std::string pos = g.position();
    EXPECT_NE(pos.find("d6 pq* PZ*"), std::string::npos) << pos;
    EXPECT_EQ(pos.find("d5 "), std::string::npos) << pos;
    EXPECT_EQ(pos.find("e5 "), std::string::npos) << pos;
}

TEST(TavreliRules, CastlingBothWaysAndItsConditions) {
    const std::string setup = "towers: a1 R, e1 K, h1 R, e8 k*; white to move";
    EXPECT_EQ(after(setup, {"O-O"}), "towers: a1 R, f1 R*, g1 K*, e8 k*; black to move");
    EXPECT_EQ(after(setup, {"O-O-O"}), "towers: c1 K*, d1 R*, h1 R, e8 k*; black to move");
    EXPECT_EQ(after(setup, {"e1-g1"}), after(setup, {"O-O"})) << "castling written as the Волхв's move";
    // f1 attacked by the black Ратоборец on f8: no short castling; the long one stays.
    const std::set<std::string> attacked = notations(game("towers: a1 R, e1 K, h1 R, f8 r*, e8 k*; white to move"));
    EXPECT_FALSE(attacked.count("O-O"));
    EXPECT_TRUE(attacked.count("O-O-O"));
    // A Ратоборец that has moved, or a таврель between: no castling on that side.
    EXPECT_FALSE(notations(game("towers: a1 R, e1 K, h1 R*, e8 k*; white to move")).count("O-O"));
    EXPECT_FALSE(notations(game("towers: a1 R, b1 N, e1 K, h1 R, e8 k*; white to move")).count("O-O-O"));
    // Black castles on rank 8.
    EXPECT_EQ(after("towers: e1 K*, a8 r, e8 k, h8 r; black to move", {"O-O"}),
              "towers: e1 K*, a8 r, f8 r*, g8 k*; white to move");
}

TEST(TavreliRules, RatnikTurnsIntoThePieceOnItsBack) {
    damka::Game g = game("towers: e1 K*, a7 PR*, e8 k*; white to move");
    const damka::MoveRecord m = play(g, "a7-a8");
    EXPECT_TRUE(m.flags & DAMKA_MOVE_PROMOTION);
    EXPECT_EQ(g.position(), "towers: e1 K*, a8 +PR, e8 k*; black to move");
    EXPECT_FALSE(notations(g).count("e8-f8")) << "f8 is attacked along rank 8 by the new Ратоборец";
    play(g, "e8-e7");
    // Now a Ратоборец: seven squares down the a-file and seven along rank 8.
    EXPECT_EQ(moves_from(g, "a8").size(), 14u);
}

TEST(TavreliRules, RatnikInsideATowerTurnsWhenUncovered) {
    // seed: "он превращается, только если он на верху башни ... Превращение наступает на том ходе,
    // на котором ратник был освобожден".
    damka::Game g = game("towers: e1 K*, b6 PN* N, h8 k*; white to move");
    play(g, "b6-a8");
    EXPECT_EQ(g.position(), "towers: e1 K*, a8 PN* N, h8 k*; black to move");
    play(g, "h8-g8");
    const damka::MoveRecord off = play(g, "1a8-b6");
    EXPECT_TRUE(off.flags & DAMKA_MOVE_PROMOTION);
    EXPECT_EQ(g.position(), "towers: e1 K*, b6 N, a8 +PN, g8 k*; black to move");
}

TEST(TavreliRules, ACapturedPromotedRatnikTurnsBack) {
    EXPECT_EQ(after("towers: a1 R*, e1 K*, a5 +pq, e8 k*; white to move", {"a1xa5"}),
              "towers: e1 K*, a5 pq* R*, e8 k*; black to move");
}

TEST(TavreliRules, ATopPartMovesAndLeavesTheRestToItsOwner) {
    // d4: a black Ратник under a white Всадник. The whole tower or the Всадник alone may go.
    damka::Game g = game("towers: d4 pn* N, e1 K*, e8 k*; white to move");
    const std::set<std::string> d4 = moves_from(g, "d4");
    EXPECT_TRUE(d4.count("d4-f5"));
    EXPECT_TRUE(d4.count("1d4-f5"));
    EXPECT_EQ(d4.size(), 16u) << "8 knight squares, whole or top part";
    const damka::MoveRecord part = play(g, "1d4-f5");
    EXPECT_TRUE(part.flags & DAMKA_MOVE_TRANSFER);
    EXPECT_EQ(g.position(), "towers: e1 K*, d4 pn*, f5 N, e8 k*; black to move");
    EXPECT_EQ(moves_from(g, "d4"), (std::set<std::string>{"d4-d3"})) << "the rest is Black's now";
}
