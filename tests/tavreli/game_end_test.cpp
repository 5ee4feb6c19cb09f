// The end of the game (seed: a таврель on the enemy Волхв; decisions: no legal move), the draw
// claims (decisions), and the variant's metadata.
#include "tavreli_fixture.hpp"

using namespace tavreli_test;

TEST(TavreliEnd, StandingOnTheEnemyVolkhvWins) {
    // seed "Игра заканчивается захватом волхва противника".
    damka::Game g = game("towers: e1 K*, a8 R*, e8 k*; white to move");
    const damka::MoveRecord m = play(g, "a8xe8");
    EXPECT_EQ(m.captured, (std::vector<int32_t>{60}));
    const damka::GameResult r = g.status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_NE(r.why.find("Волхв"), std::string::npos) << r.why;
    EXPECT_TRUE(g.legal_moves().empty()) << "a finished game has no legal move";
    EXPECT_FALSE(g.play("e1-e2").has_value());
}

TEST(TavreliEnd, NoMoveWithTheVolkhvAttackedLoses) {
    // Black Волхв a8; the white Князь on b7 attacks a8, a7, b8, and the Волхв may not stand on it
    // because the white Волхв on c6 guards b7. Black has nothing else: White wins (decision).
    const damka::GameResult r = game("towers: c6 K*, b7 Q, a8 k*; black to move").status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
}

TEST(TavreliEnd, NoMoveWithTheVolkhvSafeIsADraw) {
    // Black Волхв a8 not attacked; a7, b7, b8 all attacked by the Князь on b6 (decision: stalemate).
    const damka::GameResult r = game("towers: e1 K*, b6 Q, a8 k*; black to move").status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.outcome, DAMKA_DRAW);
}

TEST(TavreliEnd, RepetitionNoProgressAndLengthClaims) {
    damka::Game g = game();
    const char *shuffle[] = {"b1-c3", "b8-c6", "c3-b1", "c6-b8"};
    int plies = 0;
    auto has = [&](const std::string &part) {
        for (const auto &c : g.draw_claims())
            if (c.rule.find(part) != std::string::npos) return true;
        return false;
    };
    for (; plies < 7; ++plies) play(g, shuffle[plies % 4]);
    EXPECT_FALSE(has("repetition")) << "the start position has occurred twice";
    play(g, shuffle[plies++ % 4]);
    EXPECT_TRUE(has("repetition")) << "third time";
    for (; plies < 99; ++plies) play(g, shuffle[plies % 4]);
    EXPECT_FALSE(has("50-move rule"));
    play(g, shuffle[plies++ % 4]);
    EXPECT_TRUE(has("50-move rule")) << "100 plies without a climb onto an enemy tower or a Ратник move";
    // A Ратник move restarts the count; then Black shuffles first.
    play(g, "e2-e3");
    ++plies;
    EXPECT_FALSE(has("50-move rule"));
    const char *black_first[] = {"b8-c6", "b1-c3", "c6-b8", "c3-b1"};
    for (int i = 0; plies < 399; ++plies, ++i) play(g, black_first[i % 4]);
    EXPECT_FALSE(has("200-move limit"));
    play(g, black_first[(plies++ - 101) % 4]);
    EXPECT_TRUE(has("200-move limit")) << "400 plies";
}

TEST(TavreliEnd, VariantMetadata) {
    EXPECT_EQ(variant().pdn_gametype(), 71u) << "plugin-api/README.md: 71 tavreli";
    EXPECT_EQ(variant().rulebook(), "tavreli") << "damka.rulebook/1 names the seed's rules";
    EXPECT_NE(variant().rulebook_title().find("game 2"), std::string::npos);
    EXPECT_EQ(variant().side_name(0), "White");
    EXPECT_TRUE(variant().has_draws());
}
