// The board description (plugin-api/README.md "Board description" and the ABI 1.3 "Drawing
// keys"), the variant's metadata and the board given piece by piece ("damka.board-setup/1"),
// against the rules: plugins/turkish/README.md — 8x8, all 64 squares played on, the board traditionally of
// one colour; PDN 3.0 GameType 30 `30,W,8,8,A0,0`.
#include "turkish_fixture.hpp"
#include "tests/support/board_drawing.hpp"

namespace damka::turkish_test {
namespace {

using damka::testing::Drawing;
using damka::testing::drawing_of;

TEST(TurkishDrawing, VariantMetadata) {
    const Variant &v = turkish();
    EXPECT_EQ(v.id(), "turkish");
    EXPECT_EQ(v.name(), "Turkish draughts");
    EXPECT_EQ(v.side_name(0), "White"); // plugins/turkish/README.md: White moves first
    EXPECT_EQ(v.side_name(1), "Black");
    EXPECT_EQ(v.notation(), "algebraic");
    EXPECT_EQ(v.board_width(), 8u);
    EXPECT_EQ(v.board_height(), 8u);
    EXPECT_EQ(v.pdn_gametype(), 30u);
    EXPECT_TRUE(v.has_draws());
    EXPECT_EQ(v.rulebook(), ""); // plugins/turkish/README.md: its federation's rules are not known here
    EXPECT_EQ(v.plugin_abi_version(), (1u << 16) | 5u);
    EXPECT_NE(v.extension(DAMKA_EXT_PERFT), nullptr);
    EXPECT_NE(v.extension(DAMKA_EXT_BOARD_SETUP), nullptr);
}

// Every square listed, named a1..h8 at index y * 8 + x, every cell light (one colour); the 32
// men of the start on ranks 2-3 (White, side 0) and 6-7 (Black), plain discs; no regions, no trays.
TEST(TurkishDrawing, StartBoardIsOneColourWithEverySquarePlayed) {
    const Drawing d = drawing_of(game());
    ASSERT_EQ(d.width, 8);
    ASSERT_EQ(d.height, 8);
    ASSERT_EQ(d.cells.size(), 8u);
    for (const std::string &row : d.cells) EXPECT_EQ(row, "llllllll");
    ASSERT_EQ(d.index_of.size(), 64u);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x) EXPECT_EQ(d.index_of.at(std::string{char('a' + x), char('1' + y)}), y * 8 + x);
    EXPECT_EQ(d.piece_count(), 32);
    for (const auto &[name, stack] : d.stacks) {
        ASSERT_EQ(stack.size(), 1u) << name;
        EXPECT_EQ(stack[0].label, "man") << name;
        EXPECT_EQ(stack[0].glyph, "man") << name;
        EXPECT_EQ(stack[0].mark, "") << name;
        const char rank = name[1];
        EXPECT_EQ(stack[0].side, rank <= '3' ? 0 : 1) << name;
        EXPECT_TRUE(rank == '2' || rank == '3' || rank == '6' || rank == '7') << name;
    }
    EXPECT_TRUE(d.regions.empty());
    EXPECT_TRUE(d.trays.empty());
}

// A crowned man is drawn as a king (rules_test: d7-d8 crowns).
TEST(TurkishDrawing, KingsAreCrowned) {
    Game g = game("W:Wd7:Ba6");
    play(g, "d7-d8");
    const Drawing d = drawing_of(g);
    EXPECT_EQ(d.top("d8").label, "king");
    EXPECT_EQ(d.top("d8").glyph, "king");
    EXPECT_EQ(d.top("d8").side, 0);
    EXPECT_EQ(d.top("a6").glyph, "man");
    EXPECT_EQ(d.json.value("side_to_move").toInt(-1), 1);
}

// "damka.board-setup/1": the board as the board description lists it makes the same game;
// a board no Turkish game can have is refused, naming the square or piece at fault.
TEST(TurkishDrawing, BoardGivenPieceByPiece) {
    const Game g = game("B:WKa1,c3:Bh7,Kd8");
    std::vector<Variant::PlacedPiece> pieces;
    const Drawing d = drawing_of(g);
    for (const auto &[name, stack] : d.stacks)
        for (const auto &p : stack) pieces.push_back({d.index_of.at(name), p.side, p.label});
    Expected<Game> made = turkish().from_pieces(pieces, 1);
    ASSERT_TRUE(made.has_value()) << made.error();
    EXPECT_EQ(made->position(), g.position());

    const auto refusal = [](const std::vector<Variant::PlacedPiece> &p, int side) {
        Expected<Game> r = turkish().from_pieces(p, side);
        EXPECT_FALSE(r.has_value());
        return r.has_value() ? std::string() : r.error();
    };
    EXPECT_NE(refusal({{64, 0, "man"}}, 0).find("board index 64"), std::string::npos);
    EXPECT_NE(refusal({{sq("c3"), 0, "man"}, {sq("c3"), 1, "man"}}, 0).find("two pieces on c3"), std::string::npos);
    EXPECT_NE(refusal({{sq("c3"), 0, "queen"}}, 0).find("'queen'"), std::string::npos);
    EXPECT_NE(refusal({{sq("c8"), 0, "man"}}, 0).find("a white man cannot stand on c8"), std::string::npos);
    EXPECT_NE(refusal({{sq("c3"), 2, "man"}}, 0).find("side 2"), std::string::npos);
}

} // namespace
} // namespace damka::turkish_test
