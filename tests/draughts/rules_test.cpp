// Hand-built positions for each capture and promotion rule. Every expected move list is
// worked out by hand in the comment above the test (coordinates as White sees the board).
#include "draughts_fixture.hpp"

namespace damka::draughts_test {
namespace {

using Set = std::set<std::string>;

const MoveRecord *find(const std::vector<MoveRecord> &moves, const std::string &notation) {
    for (const MoveRecord &m : moves)
        if (m.notation == notation) return &m;
    return nullptr;
}

// White king e1; Black men d2, d4, f4, d6 (Russian, free choice of capture).
// e1 takes d2 going up-left; of the landings c3, b4, a5 the king must stop on c3 (d4 next) or
// b4 (d6 next), not on a5 (nothing follows) — rules/draughts.md: land where the capture goes on.
//  c3: takes d4, must land e5 (f6, g7, h8 continue nowhere); from e5 either
//      d6 -> c7 or b8 (nothing follows), or f4 -> g3 or h2. From g3/h2 the line back up-left
//      runs through f4, already jumped: it still blocks, so d6 beyond it cannot be taken
//      (Turkish strike, seed 002 «правило турецкого удара»).
//  b4: takes d6 -> e7 or f8, nothing follows.
const char *kKingMaze = "W:WKe1:Bd2,d4,f4,d6";

TEST(DraughtsRules, RussianFlyingKingLandsWhereTheCaptureGoesOnAndJumpedPiecesBlock) {
    const Game g = game("russian", kKingMaze);
    EXPECT_EQ(notations(g), (Set{"e1:c3:e5:c7", "e1:c3:e5:b8", "e1:c3:e5:g3", "e1:c3:e5:h2", "e1:b4:e7", "e1:b4:f8"}));
    const std::vector<MoveRecord> moves = g.legal_moves();
    const MoveRecord *m = find(moves, "e1:c3:e5:h2");
    ASSERT_NE(m, nullptr);
    // Russian is algebraic with White first: index = y * 8 + x. e1 = 4, c3 = 18, e5 = 36,
    // h2 = 15; captured in order d2 = 11, d4 = 27, f4 = 29.
    EXPECT_EQ(m->path, (std::vector<int32_t>{4, 18, 36, 15}));
    EXPECT_EQ(m->captured, (std::vector<int32_t>{11, 27, 29}));
    EXPECT_EQ(m->flags, uint32_t{DAMKA_MOVE_CAPTURE});
}

// The same position under the majority rule (Brazilian = International on 8x8, seed 002):
// the three-piece captures only.
TEST(DraughtsRules, BrazilianMajorityRuleKeepsOnlyTheLongestCaptures) {
    EXPECT_EQ(notations(game("brazilian", kKingMaze)),
              (Set{"e1:c3:e5:c7", "e1:c3:e5:b8", "e1:c3:e5:g3", "e1:c3:e5:h2"}));
}

// White king c1; Black men b2, b4, d4, d2 round the diamond c1-a3-c5-e3. The king goes round
// either way taking all four and comes back to c1; there b2 (or d2) lies jumped already and
// may not be jumped again (Turkish strike), so the capture ends on its starting square.
// Landings: after b4 only c5 goes on (d6..f8 lead nowhere), after d4 only e3.
TEST(DraughtsRules, RussianTurkishStrikeEndsACircuitOnTheStartSquare) {
    const Game g = game("russian", "W:WKc1:Bb2,b4,d4,d2");
    EXPECT_EQ(notations(g), (Set{"c1:a3:c5:e3:c1", "c1:e3:c5:a3:c1"}));
    for (const MoveRecord &m : g.legal_moves()) EXPECT_EQ(m.captured.size(), 4u) << m.notation;
}

// White man b6 takes c7 and lands on d8, its promotion row, with Black f6 further on.
// Russian (seed 002): crowned at once, it goes on as a king: d8 x f6 landing g5 or h4.
// Brazilian (seed 002, International rules): as a man it has nothing more to take (e7 is
// empty), the move ends on d8 and the man is crowned.
TEST(DraughtsRules, PromotionDuringACaptureRussianContinuesAsKing) {
    Game g = game("russian", "W:Wb6:Bc7,f6");
    EXPECT_EQ(notations(g), (Set{"b6:d8:g5", "b6:d8:h4"}));
    Expected<MoveRecord> m = g.play("b6:d8:h4");
    ASSERT_TRUE(m.has_value()) << m.error();
    EXPECT_EQ(m->flags, uint32_t{DAMKA_MOVE_CAPTURE | DAMKA_MOVE_PROMOTION});
    EXPECT_EQ(g.position(), "B:WKh4:B");
}
TEST(DraughtsRules, PromotionDuringACaptureBrazilianStopsOnTheRow) {
    Game g = game("brazilian", "W:Wb6:Bc7,f6");
    EXPECT_EQ(notations(g), (Set{"b6:d8"}));
    ASSERT_TRUE(g.play("b6:d8").has_value());
    EXPECT_EQ(g.position(), "B:WKd8:Bf6");
}

// White man b6 takes c7 to d8 and then, as a man, e7 backwards to f6 (seed 002: a man passing
// the far row mid-capture goes on as a man and stays one). Russian crowns it on d8, so the
// king may land on f6, g5 or h4 and stays a king.
TEST(DraughtsRules, ManPassingTheFarRowStaysAManInInternationalRules) {
    Game g = game("brazilian", "W:Wb6:Bc7,e7");
    EXPECT_EQ(notations(g), (Set{"b6:d8:f6"}));
    Expected<MoveRecord> m = g.play("b6:d8:f6");
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->flags, uint32_t{DAMKA_MOVE_CAPTURE});
    EXPECT_EQ(g.position(), "B:Wf6:B");

    Game r = game("russian", "W:Wb6:Bc7,e7");
    EXPECT_EQ(notations(r), (Set{"b6:d8:f6", "b6:d8:g5", "b6:d8:h4"}));
    ASSERT_TRUE(r.play("b6:d8:f6").has_value());
    EXPECT_EQ(r.position(), "B:WKf6:B");
}

// White man c3 can take the king d4 and then f6 (2 pieces), b4 and b6 (2 pieces), or the king
// b2 alone (1 piece). Majority rule (rules/draughts.md: a king and a man count alike): the two
// 2-piece captures. Russian: free choice, all three.
TEST(DraughtsRules, MajorityCountsKingsAndMenAlike) {
    const char *fen = "W:Wc3:BKd4,f6,b4,b6,Kb2";
    EXPECT_EQ(notations(game("brazilian", fen)), (Set{"c3:e5:g7", "c3:a5:c7"}));
    EXPECT_EQ(notations(game("russian", fen)), (Set{"c3:e5:g7", "c3:a5:c7", "c3:a1"}));
}

// Canadian (12x12, numbers 1-72, six to a row; 128-bit boards): White man 45 (e5) can take 39
// (f6) and 27 (f8) via 34 (g7) to 21 (e9), or 38 (d6) alone landing on 32 (c7). The majority
// rule (seed 002: Canadian = International rules) leaves only the double capture.
TEST(DraughtsRules, CanadianMajorityOnTheBigBoard) {
    Game g = game("canadian", "W:W45:B39,27,38");
    EXPECT_EQ(notations(g), (Set{"45x34x21"}));
    ASSERT_TRUE(g.play("45x21").has_value());
    EXPECT_EQ(g.position(), "B:W21:B38");
}

// English (PDN numbers, Black at the top on 1-12, Black moves first): Black man 22 (c3) takes
// White 26 (d2) and lands on 31 (e1), the king row. As a king it could take 27 (f2) on to 24,
// but crowning ends the move (rules/draughts.md), so 22x31 is the only move.
TEST(DraughtsRules, EnglishCrowningEndsTheMove) {
    Game g = game("english", "B:W26,27:B22");
    EXPECT_EQ(notations(g), (Set{"22x31"}));
    Expected<MoveRecord> m = g.play("22x31");
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->flags, uint32_t{DAMKA_MOVE_CAPTURE | DAMKA_MOVE_PROMOTION});
    EXPECT_EQ(g.position(), "W:W27:BK31");
}

// English men capture forwards only (seed 002): Black man 22 (c3) with White 18 (d4) behind
// it has only its two forward steps, 22-25 and 22-26. In Pool (men capture backwards) the
// same set-up forces c3:e5.
TEST(DraughtsRules, EnglishMenDoNotCaptureBackwards) {
    EXPECT_EQ(notations(game("english", "B:W18:B22")), (Set{"22-25", "22-26"}));
    EXPECT_EQ(notations(game("pool", "B:Wd4:Bc3")), (Set{"c3:e5"}));
}

// English kings step one square (seed 002 «дамка может ходить на одну клетку»): a lone king
// on 15 (e5) has four moves; a Russian king there slides along both diagonals (13 squares).
TEST(DraughtsRules, EnglishKingsStepOneSquareRussianKingsFly) {
    EXPECT_EQ(notations(game("english", "B:W32:BK15")).size(), 4u);
    // e5: f6, g7 (h8 is Black with nothing beyond: no capture); d6, c7, b8; f4, g3, h2;
    // d4, c3, b2, a1 — 12 moves.
    EXPECT_EQ(notations(game("russian", "W:WKe5:Bh8")).size(), 12u);
}

// The player who cannot move loses; in giveaway that player wins (seed 002 «Поддавки»).
TEST(DraughtsRules, NoMoveLosesButWinsInGiveaway) {
    // White has no pieces left and is to move.
    const GameResult r = game("russian", "W:W:Bc7").status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 1);
    EXPECT_EQ(r.points[1], 1);
    EXPECT_EQ(r.points[0], 0);
    EXPECT_FALSE(r.why.empty());
    const GameResult g = game("giveaway-russian", "W:W:Bc7").status();
    EXPECT_EQ(g.outcome, DAMKA_WIN);
    EXPECT_EQ(g.winner, 0);
    // Blocked on 10x10: White man 46 (a1) faces Black 41 (b2) with 37 (c3) behind it: no step,
    // no capture.
    const GameResult b = game("giveaway-international", "W:W46:B41,37").status();
    EXPECT_EQ(b.outcome, DAMKA_WIN);
    EXPECT_EQ(b.winner, 0);
    EXPECT_EQ(game("international", "W:W46:B41,37").status().winner, 1);
}

// The start position is ongoing for every variant, and English/Pool list Black first.
TEST(DraughtsRules, SidesInTurnOrderAndGameTypes) {
    EXPECT_EQ(variant("english").side_name(0), "Black");
    EXPECT_EQ(variant("pool").side_name(0), "Black");
    EXPECT_EQ(variant("russian").side_name(0), "White");
    const std::pair<const char *, uint32_t> types[] = {
        {"russian", 25}, {"international", 20}, {"brazilian", 26},        {"canadian", 27},
        {"english", 21}, {"pool", 23},          {"giveaway-russian", 60}, {"giveaway-international", 61}};
    for (const auto &[id, type] : types) {
        EXPECT_EQ(variant(id).pdn_gametype(), type) << id;
        EXPECT_FALSE(game(id).status().finished()) << id;
    }
}

} // namespace
} // namespace damka::draughts_test
