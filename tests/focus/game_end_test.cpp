// The end of the game (seed 4; Sackson's rule as the option), draw claims and results.
#include "focus_fixture.hpp"

using namespace focus_test;

TEST(FocusEnd, SeedRuleAPlayerWithoutATowerHasLostEvenWithReservePieces) {
    // Seed 4 "Игра завершается тогда, когда у одного из игроков на поле не осталось ни одной башни".
    damka::Game g = game("focus-straight", "stacks: d4 b, d5 w; reserve: white 0, black 3; white to move");
    play(g, "d5-d4");
    const damka::GameResult r = g.status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.winner, 0);
    EXPECT_NE(r.why.find("no tower"), std::string::npos) << r.why;
    EXPECT_TRUE(g.legal_moves().empty());
    EXPECT_FALSE(g.play("@e4").has_value()) << "no entry from the reserve after the end";
}

TEST(FocusEnd, SacksonOptionPlaysOnWithReservePieces) {
    damka::Game g =
        game("focus-straight", "stacks: d4 b, d5 w, h5 w; reserve: white 0, black 1; white to move; end: sackson");
    play(g, "d5-d4");
    EXPECT_FALSE(g.status().finished());
    EXPECT_EQ(g.legal_moves().size(), 52u) << "only entries from the reserve";
    play(g, "@d4"); // Black takes the stack back
    EXPECT_FALSE(g.status().finished()) << g.position();
    EXPECT_EQ(board_of(g).stacks.at("d4"), "bwb");
}

TEST(FocusEnd, SacksonOptionNoStackAndNoReserveLoses) {
    const damka::Game g =
        game("focus-straight", "stacks: d4 bw; reserve: white 0, black 0; black to move; end: sackson");
    const damka::GameResult r = g.status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.winner, 0);
    EXPECT_NE(r.why.find("Sackson"), std::string::npos) << r.why;
}

TEST(FocusDraws, ThirdRepetitionMayBeClaimed) {
    // Decision: neutral moves repeat the position at once in focus (turning moves).
    damka::Game g = game("focus", "stacks: b3 ww, g6 bb; reserve: white 0, black 0; white to move");
    EXPECT_TRUE(g.draw_claims().empty());
    for (int i = 0; i < 2; ++i) {
        play(g, "b3-b4-b3");
        play(g, "g6-g5-g6");
    }
    const auto claims = g.draw_claims();
    ASSERT_EQ(claims.size(), 1u);
    EXPECT_NE(claims.front().rule.find("repetition"), std::string::npos);
}

TEST(FocusDraws, ThirtyMovesEachWithoutACaptureMayBeClaimed) {
    damka::Game g = game("focus-straight", "stacks: b3 w, g6 b; reserve: white 0, black 0; white to move");
    const char *cycle[] = {"b3-b4", "g6-g5", "b4-c4", "g5-f5", "c4-c3", "f5-f6", "c3-b3", "f6-g6"};
    for (int ply = 0; ply < 59; ++ply) play(g, cycle[ply % 8]);
    for (const auto &c : g.draw_claims()) EXPECT_EQ(c.rule.find("30-move"), std::string::npos) << "too early";
    play(g, cycle[59 % 8]);
    bool found = false;
    for (const auto &c : g.draw_claims()) found = found || c.rule.find("30-move") != std::string::npos;
    EXPECT_TRUE(found);
}

TEST(FocusResults, ResignationTimeAndAgreementFollowTheSdkDefaults) {
    const damka::Game g = game("focus-straight");
    EXPECT_EQ(g.result_of(DAMKA_END_RESIGNATION, 1)->winner, 0);
    EXPECT_EQ(g.result_of(DAMKA_END_AGREED_DRAW, -1)->outcome, DAMKA_DRAW);
    EXPECT_EQ(variant("focus-straight").pdn_gametype(), 67u);
    EXPECT_EQ(variant("focus").pdn_gametype(), 68u);
}
