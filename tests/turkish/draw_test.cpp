// Draw claims (plugins/turkish/README.md "Draws"). No federation text was found (plugins/turkish/README.md):
// the two claims follow kish RULES.md 9.2 (threefold repetition, as alemanni.pagesperso-
// orange.fr) and 9.3 (one piece each, men or kings, as pydraughts and renklinot.com), and the
// rule each claim cites says so.
#include "turkish_fixture.hpp"

namespace damka::turkish_test {
namespace {

bool has_claim(const Game &g, const std::string &rule_part) {
    for (const DrawClaim &c : g.draw_claims())
        if (c.rule.find(rule_part) != std::string::npos) return true;
    return false;
}

// White king d1 and man a3, Black king e8 and man h6. The kings shuffle d1-c1-d1 and
// e8-f8-e8: no line of either king ever meets an enemy piece (White's kings use rank 1 and the
// c- and d-files, where Black has nothing; Black's rank 8 and the e- and f-files, where White
// has nothing), and the men touch nothing. After 4 plies the start stands for the second time,
// after 8 for the third: the claim.
TEST(TurkishDraws, ThreefoldRepetition) {
    Game g = game("W:WKd1,a3:BKe8,h6");
    const std::vector<std::string> cycle = {"d1-c1", "e8-f8", "c1-d1", "f8-e8"};
    for (const std::string &m : cycle) play(g, m);
    EXPECT_TRUE(g.draw_claims().empty()) << "after 4 plies the position has occurred twice";
    for (const std::string &m : cycle) play(g, m);
    ASSERT_EQ(g.draw_claims().size(), 1u);
    EXPECT_TRUE(has_claim(g, "kish RULES.md 9.2 (no federation text): threefold repetition"));
    EXPECT_NE(g.draw_claims().front().text.find("3 times"), std::string::npos);
    play(g, "d1-d2"); // a new position: the claim is gone
    EXPECT_FALSE(has_claim(g, "repetition"));
}

// kish RULES.md 9.3: one piece each, whether man or king. Two against one is no draw.
TEST(TurkishDraws, OnePieceEach) {
    for (const char *fen : {"W:WKd1:BKe8", "W:Wa3:BKe8", "B:Wa3:Bh6"}) {
        const Game g = game(fen);
        EXPECT_TRUE(has_claim(g, "kish RULES.md 9.3, pydraughts (no federation text): one piece each")) << fen;
    }
    EXPECT_TRUE(game("W:Wa3,b3:BKe8").draw_claims().empty());
    // A capture that leaves one piece each opens the claim: White a3 takes a4 (a5 empty).
    Game g = game("W:Wa3:Ba4,Ke8");
    EXPECT_TRUE(g.draw_claims().empty());
    play(g, "a3xa5");
    EXPECT_TRUE(has_claim(g, "one piece each"));
}

// A game over on the board offers no claims: White, hemmed in (rules_test), has lost.
TEST(TurkishDraws, NoClaimOnceTheGameIsOver) { EXPECT_TRUE(game("W:Wa1:Ba2,a3,Kb1,Kc1").draw_claims().empty()); }

} // namespace
} // namespace damka::turkish_test
