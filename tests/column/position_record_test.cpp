// The position record of adiukh 7.2 (Figure 4) and its use by all three column games.
#include "column_fixture.hpp"

using namespace column_test;

TEST(PositionRecord, StartPositionIsTheSeedsList) {
    // adiukh 7.2: "белые - a1, a3, b2, c1, c3, d2, e1, e3, f2, g1, g3, h2; черные - a7, b6, ..."
    const damka::Game g = game("adiukh");
    EXPECT_EQ(g.position(),
              "white: a1-1, a3-1, b2-1, c1-1, c3-1, d2-1, e1-1, e3-1, f2-1, g1-1, g3-1, h2-1; "
              "black: a7-1, b6-1, b8-1, c7-1, d6-1, d8-1, e7-1, f6-1, f8-1, g7-1, h6-1, h8-1; white to move");
    const damka::Game seed = game("adiukh",
                                  "белые - a1, a3, b2, c1, c3, d2, e1, e3, f2, g1, g3, h2; "
                                  "черные - a7, b6, b8, c7, d6, d8, e7, f6, f8, g7, h6, h8");
    EXPECT_EQ(seed.position(), g.position());
}

TEST(PositionRecord, Figure4RecordRoundTrips) {
    const damka::Game g = game("adiukh", "белые: a5-1, d4-1, e5-2/1, f8-3/1, g5-1/1; черные: a1-1, b6-2/3, c7-3.");
    EXPECT_EQ(g.position(), "white: a5-1, d4-1, e5-2/1, f8-3/1, g5-1/1; black: a1-1, b6-2/3, c7-3; white to move");
    EXPECT_EQ(game("adiukh", g.position()).position(), g.position());
    // e5: one black checker under two white ones; f8 and a1 stand on the king rows (3.5).
    EXPECT_EQ(stack(g, "e5"), (std::vector<std::string>{"1:man", "0:man", "0:man"}));
    EXPECT_EQ(stack(g, "f8").back(), "0:king");
    EXPECT_EQ(stack(g, "a1").back(), "1:king");
    EXPECT_EQ(stack(g, "b6"), (std::vector<std::string>{"0:man", "0:man", "0:man", "1:man", "1:man"}));
}

TEST(PositionRecord, KingMarksOfRussianColumnAndLasca) {
    const damka::Game r = game("russian-column", "white: Ke5-2/1, c3-1; black: Kb8-1; black to move");
    EXPECT_EQ(r.position(), "white: c3-1, Ke5-2/1; black: Kb8-1; black to move");
    EXPECT_EQ(stack(r, "e5").back(), "0:king");
    const damka::Game l = game("lasca", "white: Od4-1; black: a7-2/1");
    EXPECT_EQ(l.position(), "white: Od4-1; black: a7-2/1; white to move");
    EXPECT_EQ(stack(l, "d4"), (std::vector<std::string>{"0:officer"}));
}

namespace {
void expect_refused(const std::string &id, const std::string &setup, const std::string &named) {
    const damka::Expected<damka::Game> g = variant(id).new_game(setup);
    ASSERT_FALSE(g.has_value()) << setup << " accepted";
    EXPECT_NE(g.error().find(named), std::string::npos) << "reason '" << g.error() << "' does not name " << named;
}
} // namespace

TEST(PositionRecord, BadRecordsAreRefusedNamingTheToken) {
    expect_refused("adiukh", "white: z9-1; black: a7-1", "z9");
    expect_refused("adiukh", "white: a2-1; black: a7-1", "a2"); // a light square
    expect_refused("adiukh", "white: a1-0; black: a7-1", "a1-0");
    expect_refused("adiukh", "white: a1-1, a1-2; black: a7-1", "a1-2"); // listed twice
    expect_refused("adiukh", "white: a1-1/x; black: a7-1", "a1-1/x");
    expect_refused("adiukh", "white: Ka1-1; black: a7-1", "Ka1-1"); // adiukh has no mark
    expect_refused("adiukh", "white: a1-13; black: a7-1", "13 checkers"); // more than 12
    expect_refused("adiukh", "white: a1-1", "both sides");
    expect_refused("adiukh", "red: a1-1; black: a7-1", "red: a1-1");
    expect_refused("adiukh", "white: a1-1; black: a7-1; green to move", "green to move");
    expect_refused("lasca", "white: h8-1; black: a7-1", "h8"); // 7x7 board
    expect_refused("lasca", "white: a1-12; black: a7-1", "more than the 11");
    expect_refused("russian-column", "white: Oa1-1; black: a7-1", "Oa1-1");
}

// A man that reaches its king row is crowned there (Russian draughts, seed 002: «Если простая
// шашка достигает последней горизонтали, она становится дамкой»; Lasca as English draughts), and
// an edge square can never be jumped, so no checker is freed there: an unmarked tower of its
// owner on the far row cannot arise. White's far row is rank 8 (rank 7 in Lasca), Black's rank 1.
// Adiukh needs no mark: the square itself makes the king (adiukh 3.5), so h8 stays accepted.
TEST(PositionRecord, AManOnItsOwnKingRowIsRefused) {
    expect_refused("russian-column", "white: h8-1; black: a7-1", "h8");
    expect_refused("russian-column", "white: c3-1; black: a1-2/1", "a1");
    expect_refused("lasca", "white: g7-1; black: a5-1", "g7");
    expect_refused("lasca", "white: a1-1; black: c1-1", "c1");
    EXPECT_EQ(game("russian-column", "white: Kh8-1; black: a7-1").position(),
              "white: Kh8-1; black: a7-1; white to move");
    EXPECT_EQ(game("adiukh", "white: h8-1; black: a7-1").position(), "white: h8-1; black: a7-1; white to move");
}
