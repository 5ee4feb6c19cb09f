// Position strings (plugins/turkish/README.md "Position strings"): PDN FEN with algebraic
// squares, K for kings; what is read besides the canonical form; refusals naming the bad token.
#include "turkish_fixture.hpp"

namespace damka::turkish_test {
namespace {

std::string refused(const std::string &fen) {
    Expected<Game> g = turkish().new_game(fen);
    EXPECT_FALSE(g.has_value()) << "'" << fen << "' was accepted as " << g->position();
    return g.has_value() ? std::string() : g.error();
}

// plugins/turkish/README.md: White men on ranks 2-3, Black on 6-7, White to move; printed rank by rank from a1.
TEST(TurkishFen, StartPosition) {
    EXPECT_EQ(game().position(),
              "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3"
              ":Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7");
    const Game again = game(game().position());
    EXPECT_EQ(again.position(), game().position());
    EXPECT_EQ(again.side_to_move(), 0);
}

// Kings, Black to move, and the leniencies: blanks, a trailing dot, the side letter left out
// (White then moves: plugins/turkish/README.md), the PDN fields H<n> and F<n>, the lists in either order.
TEST(TurkishFen, ReadsTheUsualVariants) {
    EXPECT_EQ(game("B:WKa1,c3:BKd8,h7").position(), "B:WKa1,c3:Bh7,Kd8"); // h7 comes before d8: rank 7 first
    EXPECT_EQ(game("B:WKa1,c3:Bh7,Kd8").side_to_move(), 1);
    EXPECT_EQ(game(" W : W c3 , Ka1 : B h7 .").position(), "W:WKa1,c3:Bh7");
    EXPECT_EQ(game("Wc3:Bh7").position(), "W:Wc3:Bh7");
    EXPECT_EQ(game(":Wc3:Bh7").position(), "W:Wc3:Bh7");
    EXPECT_EQ(game("B:Bh7:Wc3:H12:F30").position(), "B:Wc3:Bh7");
    EXPECT_EQ(game("W:Wc3:B").position(), "W:Wc3:B"); // Black has no pieces: White has won
}

// Refusals: each names the token at fault.
TEST(TurkishFen, RefusalsNameTheBadToken) {
    EXPECT_NE(refused("W:Wc9:Bh7").find("'c9' is not a square"), std::string::npos);
    EXPECT_NE(refused("W:W21:Bh7").find("'21' is not a square"), std::string::npos);
    EXPECT_NE(refused("W:Wc3,c3:Bh7").find("c3 (in 'c3') is given twice"), std::string::npos);
    EXPECT_NE(refused("W:Wc3:Bc3").find("given twice"), std::string::npos);
    // plugins/turkish/README.md: a man on its far row is crowned, so none stands there.
    EXPECT_NE(refused("W:Wd8:Bh7").find("a white man cannot stand on d8"), std::string::npos);
    EXPECT_NE(refused("W:Wc3:Bd1").find("a black man cannot stand on d1"), std::string::npos);
    EXPECT_NE(refused("W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3,a4:Bh7").find("White has 17 pieces"),
              std::string::npos);
    EXPECT_NE(refused("W:Wc3:Bh7:Xa1").find("field 'Xa1'"), std::string::npos);
    EXPECT_NE(refused("W:Wc3:Wd3").find("listed twice"), std::string::npos);
    EXPECT_NE(refused(" ").find("empty"), std::string::npos); // "" itself is the start position
    EXPECT_NE(refused("W:").find("no piece lists"), std::string::npos);
    EXPECT_NE(refused("W:Wk3:Bh7").find("'k3' is not a square"), std::string::npos);
}

} // namespace
} // namespace damka::turkish_test
