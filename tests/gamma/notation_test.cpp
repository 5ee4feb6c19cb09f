// Gamma notation and position strings (README "Notation", "Position strings").
#include "gamma_fixture.hpp"

using namespace gamma_test;

namespace {

TEST(GammaNotation, StartPositionStringHasEveryPieceInHand) {
    // 2, 2, 3, 4 and 7 pieces of 5, 4, 3, 2 and 1 points (gamma seed 6).
    EXPECT_EQ(game().position(),
              "stacks: none; hand: white 554433322221111111, black 554433322221111111; "
              "reserve: white -, black -; white to move");
}

TEST(GammaNotation, SetUpsAreReadInAnyCaseAndOrder) {
    const damka::Game g = game("Black to move; RESERVE: black 21; Stacks: C11 W1B2, a1 w5.");
    EXPECT_EQ(g.position(),
              "stacks: a1 w5, c11 w1b2; hand: white -, black -; reserve: white -, black 21; black to move");
}

// README "Options": the option clause alone is the start position under it, printed at the end
// of the position string and read back; the seed's reading is the default and is not printed.
TEST(GammaNotation, TheOptionClauseIsASetUpOfItsOwn) {
    const std::string start = "stacks: none; hand: white 554433322221111111, black 554433322221111111; "
                              "reserve: white -, black -; white to move";
    EXPECT_EQ(game("Own pieces taken off: enter as a move").position(),
              start + "; own pieces taken off: enter as a move");
    EXPECT_EQ(game("own pieces taken off: put back free").position(), start);
    const std::string with =
        "stacks: a1 w5; reserve: white 1, black -; black to move; own pieces taken off: enter as a move";
    EXPECT_EQ(game(with).position(),
              "stacks: a1 w5; hand: white -, black -; reserve: white 1, black -; black to move; "
              "own pieces taken off: enter as a move");
    const damka::Expected<damka::Game> bad = variant().new_game("own pieces taken off: later");
    ASSERT_FALSE(bad.has_value());
    EXPECT_NE(bad.error().find("'own pieces taken off: later': own pieces taken off: put back free (the seed) or "
                               "enter as a move"),
              std::string::npos)
        << bad.error();
    EXPECT_FALSE(variant().new_game("own pieces taken off: enter as a move; own pieces taken off: put back free"))
        << "given twice";
}

TEST(GammaNotation, BadSetUpsAreRefused) {
    for (const char *bad : {"stacks: b6 w1", "stacks: k1 w1", "stacks: a1 w6", "stacks: a1 w1, a1 b1",
                            "stacks: a1 w5, a2 w5, a3 w5", "stacks: none", "hand: white 5", "stacks: a1 x1"}) {
        damka::Expected<damka::Game> g = variant().new_game(bad);
        EXPECT_FALSE(g.has_value()) << bad;
    }
}

TEST(GammaNotation, AcceptedSpellingsAndRefusals) {
    damka::Game g = game("stacks: e3 w1w1, j11 b1; white to move");
    EXPECT_EQ(play(g, " 1E3-E4! ").notation, "1e3-e4");
    // Black to move now: the white piece on e4 and an obstacle (e6) are refused with a reason.
    for (const char *bad : {"e6-e7", "6@a1", "x", "e3", "z1-a1", "e4-e5"}) {
        damka::Expected<damka::MoveRecord> r = g.play(bad);
        EXPECT_FALSE(r.has_value()) << bad;
        if (!r) {
            EXPECT_FALSE(r.error().empty()) << bad;
        }
    }
}

} // namespace

namespace {

// damka.rulebook/1: the variant names its rule text (the seed), so the arbiter can say which.
TEST(GammaVariant, NamesItsRulebookGameTypeAndBoard) {
    EXPECT_EQ(variant().rulebook(), "gamma");
    EXPECT_NE(variant().rulebook_title().find("game 6"), std::string::npos);
    EXPECT_EQ(variant().pdn_gametype(), 70u) << "plugin-api/README.md: 70 gamma";
    EXPECT_EQ(variant().board_width(), 10u);
    EXPECT_EQ(variant().board_height(), 11u);
}

} // namespace

namespace {

// README "Decisions": the reconstructed geometry, as the board description gives it.
TEST(GammaVariant, BoardDescriptionShowsObstaclesAndLifeSquares) {
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(game().board_json())).object();
    std::set<std::string> obstacles;
    for (const QJsonValue &v : b.value(QStringLiteral("obstacles")).toArray())
        obstacles.insert(v.toString().toStdString());
    EXPECT_EQ(obstacles, (std::set<std::string>{"b6", "c6", "e6", "f6", "h6", "i6", "d4", "g4", "d8", "g8"}));
    const QJsonArray life = b.value(QStringLiteral("life")).toArray();
    ASSERT_EQ(life.size(), 2);
    EXPECT_EQ(life.at(0).toArray().at(0).toString(), QStringLiteral("c1"));
    EXPECT_EQ(life.at(0).toArray().at(1).toString(), QStringLiteral("h1"));
    EXPECT_EQ(life.at(1).toArray().at(0).toString(), QStringLiteral("c11"));
    EXPECT_EQ(life.at(1).toArray().at(1).toString(), QStringLiteral("h11"));
    EXPECT_EQ(b.value(QStringLiteral("squares")).toArray().size(), 100) << "110 squares less 10 obstacles";
}

} // namespace
