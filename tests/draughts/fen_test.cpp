// PDN FEN position strings: reading, printing in the variant's notation, round trips, and
// refusals naming the offending token.
#include "draughts_fixture.hpp"

namespace damka::draughts_test {
namespace {

// Russian start in algebraic squares, rank by rank from a1 (White on ranks 1-3).
const char *kRussianStart = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";

TEST(DraughtsFen, RussianStartPositionInAlgebraicSquares) { EXPECT_EQ(game("russian").position(), kRussianStart); }

// The start FEN of data/pdn/ussr1947-russian.pdn, in PDN numbers with a trailing dot: 29-32 is
// White's first rank a1, c1, e1, g1 and 1-4 Black's last, b8, d8, f8, h8.
TEST(DraughtsFen, UssrPdnStartFenIsTheStartPosition) {
    EXPECT_EQ(game("russian", "W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4.").position(),
              kRussianStart);
    EXPECT_EQ(game("russian", "W:W29:B4").position(), "W:Wa1:Bh8");
    EXPECT_EQ(game("russian", "W:W32:B1").position(), "W:Wg1:Bb8");
}

// International (FMJD 2.6): Black on 1-20, White on 31-50; ranges, spaces and a missing side
// letter (White moves first) are accepted.
TEST(DraughtsFen, NumericRangesSpacesAndMissingSide) {
    std::string numbers_w, numbers_b;
    for (int i = 31; i <= 50; ++i) numbers_w += (i > 31 ? "," : "") + std::to_string(i);
    for (int i = 1; i <= 20; ++i) numbers_b += (i > 1 ? "," : "") + std::to_string(i);
    const std::string start = "W:W" + numbers_w + ":B" + numbers_b;
    EXPECT_EQ(game("international").position(), start);
    EXPECT_EQ(game("international", "W:W31-50:B1-20").position(), start);
    EXPECT_EQ(game("international", " W : W 31 - 50 : B 1 - 20 . ").position(), start);
    EXPECT_EQ(game("international", "W31-50:B1-20").position(), start);
    EXPECT_EQ(game("international", ":W31-50:B1-20").position(), start);
    // PDN FEN extension fields (half-move clock, move number) as written by e.g. lidraughts.
    EXPECT_EQ(game("international", "W:W31-50:B1-20:H0:F1").position(), start);
}

// English (PDN): Black's men on 1-12 move first, White's on 21-32.
TEST(DraughtsFen, EnglishStartHasBlackToMove) {
    EXPECT_EQ(game("english").position(), "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    EXPECT_EQ(game("english").side_to_move(), 0); // sides[0] is Black
}

// Kings, both colours, either side to move: printed back unchanged.
TEST(DraughtsFen, RoundTrips) {
    const std::pair<const char *, const char *> cases[] = {{"russian", "B:WKa1,c3:BKb8,h8"},
                                                           {"international", "W:WK10,28:B5,K46"},
                                                           {"canadian", "B:W61-72:B1-12"},
                                                           {"english", "W:WK1,30:B5,K32"},
                                                           {"pool", "B:Wa1:Bb8"},
                                                           {"brazilian", "W:W:B"},
                                                           {"giveaway-russian", "W:Wc3:Bd4"},
                                                           {"giveaway-international", "B:W50:B1"},
                                                           {"italian", "W:WK1,30:B5,K32"},
                                                           {"spanish", "B:W1,K29:BK4,21"},
                                                           {"czech", "W:WKa1,c3:Bh8"},
                                                           {"thai", "B:W25-32:B1-8"},
                                                           {"frysk", "W:WK46,47:B1"}};
    for (const auto &[id, fen] : cases) {
        const std::string once = game(id, fen).position();
        EXPECT_EQ(game(id, once).position(), once) << id << " " << fen;
        if (std::string(fen).find('-') == std::string::npos) {
            EXPECT_EQ(once, fen) << id;
        }
    }
}

// A range runs over the variant's own numbers. In Spanish numbering (FPD art. 3: 1 = h1, right
// to left, bottom to top) 1-4 is White's back rank h1 f1 d1 b1, which the bitboard holds in
// another order: the range must still take exactly those four squares. Italian 29-32 is b1 d1
// f1 h1 (FID 2.4). Checked through the board description's square names and indices.
TEST(DraughtsFen, RangesFollowTheVariantsNumbering) {
    // index on rank 1 (y = 0) is x: b1 1, d1 3, f1 5, h1 7.
    const auto white_man_on = [](const std::string &json, int index, const std::string &name) {
        return json.find("\"index\":" + std::to_string(index) + ",\"name\":\"" + name +
                         "\",\"pieces\":[{\"side\":0,\"label\":\"man\"") != std::string::npos;
    };
    const std::string spanish = game("spanish", "W:W1-4:B").board_json();
    EXPECT_TRUE(white_man_on(spanish, 7, "1")) << spanish;
    EXPECT_TRUE(white_man_on(spanish, 5, "2"));
    EXPECT_TRUE(white_man_on(spanish, 3, "3"));
    EXPECT_TRUE(white_man_on(spanish, 1, "4"));
    const std::string italian = game("italian", "W:W29-32:B").board_json();
    EXPECT_TRUE(white_man_on(italian, 1, "29")) << italian;
    EXPECT_TRUE(white_man_on(italian, 3, "30"));
    EXPECT_TRUE(white_man_on(italian, 5, "31"));
    EXPECT_TRUE(white_man_on(italian, 7, "32"));
    EXPECT_EQ(game("spanish", "W:W1-4:B").position(), "W:W1,2,3,4:B");
}

// Refusals name the token at fault.
TEST(DraughtsFen, BadFensAreRefusedNamingTheToken) {
    const std::tuple<const char *, const char *, const char *> cases[] = {
        {"international", "W:W51:B1", "'51'"},
        {"russian", "W:Wz9:B1", "'z9'"},
        {"russian", "W:Wa2:Bb8", "light square"},
        {"international", "W:W31,31:B1", "twice"},
        {"international", "W:W1:B30", "promotion row"},
        {"international", "W:W35-31:B1", "backwards"},
        {"international", "X:W31:B1", "'X'"},
        {"international", "W:", "no piece lists"},
        {"international", "W:W31:B1:W32", "listed twice"},
        {"russian", "W:Wa1-c1:B", "range"},
        {"international", "", nullptr}};
    for (const auto &[id, fen, expected] : cases) {
        if (!expected) continue;
        Expected<Game> g = variant(id).new_game(fen);
        ASSERT_FALSE(g.has_value()) << id << " accepted " << fen;
        EXPECT_NE(g.error().find(expected), std::string::npos) << fen << " -> " << g.error();
    }
}

// seed 002: each player has 12 men on 8x8 («по 12 шашек»), 20 on 10x10, 30 on 12x12, and no
// move adds a piece, so a set-up with more pieces of one colour cannot come from a game.
// By hand: W:W13-32 lists 20 white men on the 8x8 board (squares 13..32); 12 white kings on
// 21-32 plus one man on 17 make 13 pieces; International W:W21-50 is 30 white men; Canadian
// B1-40 is 40 black men (30 allowed).
TEST(DraughtsFen, MorePiecesThanTheGameHasAreRefused) {
    const std::tuple<const char *, const char *> cases[] = {
        {"russian", "W:W13-32:B1-12"},
        {"english", "B:W17,K21,K22,K23,K24,K25,K26,K27,K28,K29,K30,K31,K32:B1"},
        {"international", "W:W21-50:B1-20"},
        {"canadian", "W:W72:B1-40"}};
    for (const auto &[id, fen] : cases) {
        Expected<Game> g = variant(id).new_game(fen);
        ASSERT_FALSE(g.has_value()) << id << " accepted " << fen;
        EXPECT_NE(g.error().find("more than the"), std::string::npos) << fen << " -> " << g.error();
    }
    // Exactly the start's numbers are fine: 12 against 12, 20 against 20.
    EXPECT_TRUE(variant("russian").new_game("W:W21-32:B1-12").has_value());
    EXPECT_TRUE(variant("international").new_game("W:W31-50:B1-20").has_value());
}

// The board description: labels man/king, squares named in the variant's notation, indices
// seen from sides[0] (English: Black, so square 1 = b8 is index (7-7)*8 + (7-1) = 6).
TEST(DraughtsFen, BoardDescription) {
    const std::string json = game("russian", "W:WKa1:Bh8").board_json();
    EXPECT_NE(json.find("\"name\":\"a1\",\"pieces\":[{\"side\":0,\"label\":\"king\",\"glyph\":\"king\"}]"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find("\"index\":63,\"name\":\"h8\",\"pieces\":[{\"side\":1,\"label\":\"man\",\"glyph\":\"man\"}]"),
              std::string::npos)
        << json;
    const std::string english = game("english", "B:W32:B1").board_json();
    EXPECT_NE(english.find("\"index\":6,\"name\":\"1\",\"pieces\":[{\"side\":0,\"label\":\"man\",\"glyph\":\"man\"}]"),
              std::string::npos)
        << english;
}

} // namespace
} // namespace damka::draughts_test
