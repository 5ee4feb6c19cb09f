// Position strings (README "Position strings"): the start string, round trips, refusals naming
// what is wrong, and the board description.
#include "tavreli_fixture.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tavreli_test;

TEST(TavreliPosition, StartString) {
    // igGameCenter / ZoG Tavreli.zrf lay-out; seed: the Ратник before the Волхв shows Желги.
    EXPECT_EQ(
        game().position(),
        "towers: a1 R, b1 N, c1 B, d1 Q, e1 K, f1 B, g1 N, h1 R, a2 PR, b2 PN, c2 PB, d2 PQ, e2 PZ, f2 PB, g2 PN, "
        "h2 PR, a7 pr, b7 pn, c7 pb, d7 pq, e7 pz, f7 pb, g7 pn, h7 pr, a8 r, b8 n, c8 b, d8 q, e8 k, f8 b, g8 n, "
        "h8 r; white to move");
}

TEST(TavreliPosition, RoundTripsWithEveryClause) {
    const std::string canonical =
        "towers: e1 K*, c3 PB* N +pz, d4 Z, e4 PQ*, d6 q, e8 k; black to move; en passant: e3; volkhv: strict";
    EXPECT_EQ(game(canonical).position(), canonical);
    EXPECT_EQ(
        game("Towers: e8 k, e1 K*, c3 PB* N +pz, d4 Z, e4 PQ*, d6 q; en passant: e3; black to move; volkhv: strict.")
            .position(),
        canonical)
        << "clauses in any order, keywords in any case, squares in any order";
    EXPECT_EQ(game("towers: e1 K, e8 k; volkhv: seed").position(), "towers: e1 K, e8 k; white to move");
}

TEST(TavreliPosition, RefusalsNameTheProblem) {
    const auto refused = [](const std::string &setup) { return refusal(variant().new_game(setup), setup); };
    EXPECT_NE(refused("towers: e1 K; white to move").find("exactly one Волхв"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e2 K, e8 k").find("exactly one Волхв"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K Q, e8 k").find("own Волхв"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K q, e8 k Q").find("both Волхвы"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e8 k, a3 PX").find("back shows"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e8 k, a3 Q*").find("'*'"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e8 k, a8 PR*").find("turned over"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e8 k, a3 PR*; black to move; en passant: a4").find("en passant"),
              std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e8 k; colour: red").find("unknown clause"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e8 k, e1 Q").find("given twice"), std::string::npos);
    EXPECT_NE(refused("towers: e1 K, e8 k, i9 Q").find("not a square"), std::string::npos);
    EXPECT_NE(refused("white to move").find("names its towers"), std::string::npos);
}

TEST(TavreliPosition, AFinishedGameRoundTrips) {
    // Black's top two (a white Ратоборец under the black Князь) stood on the white Волхв: the
    // game is over; the string names it and reads back.
    const std::string over = "towers: f1 B K* R* q, e8 k*; white to move";
    const damka::Game g = game(over);
    EXPECT_EQ(g.position(), over);
    EXPECT_EQ(g.status().winner, 1);
}

TEST(TavreliPosition, BoardDescriptionShowsTowersAndRatnikBacks) {
    const damka::Game g = game("towers: e1 K*, c3 PB* N +pz, e8 k; white to move");
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    EXPECT_EQ(b.value(QStringLiteral("squares")).toArray().size(), 64);
    const QJsonArray c3 =
        b.value(QStringLiteral("squares")).toArray().at(18).toObject().value(QStringLiteral("pieces")).toArray();
    ASSERT_EQ(c3.size(), 3);
    EXPECT_EQ(c3.at(0).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("ratnik"));
    EXPECT_EQ(c3.at(0).toObject().value(QStringLiteral("back")).toString(), QStringLiteral("luchnik"));
    EXPECT_EQ(c3.at(1).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("vsadnik"));
    EXPECT_EQ(c3.at(2).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("zhelgi"))
        << "a turned Ратник moves as its back";
    EXPECT_EQ(c3.at(2).toObject().value(QStringLiteral("promoted")).toInt(), 1);
    EXPECT_EQ(c3.at(2).toObject().value(QStringLiteral("side")).toInt(), 1);
}
