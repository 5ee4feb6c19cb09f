// Hand-built positions for the rules of the later variants (issue 31): Italian, Spanish and
// Portuguese, Czech, Thai, Frisian and Frysk!, Killer, Breakthrough, Antidraughts. Every
// expected move list is worked out by hand in the comment above its test, squares named in the
// variant's own numbering (plugins/draughts/README.md, "The later variants").
#include "draughts_fixture.hpp"

namespace damka::draughts_test {
namespace {

using Set = std::set<std::string>;

void play_all(Game &g, const std::vector<std::string> &moves) {
    for (const std::string &m : moves) {
        Expected<MoveRecord> r = g.play(m);
        ASSERT_TRUE(r.has_value()) << m << ": " << r.error();
    }
}

// FID Capo I 2.4: the dark squares 1-32 from the top left, row by row, with the near-right
// corner dark (2.3). So row 8 holds 1 a8, 2 c8, 3 e8, 4 g8; row 3 holds 21 b3, 22 d3, 23 f3,
// 24 h3; row 1 holds 29 b1 .. 32 h1. Black's men start on 1-12, White's on 21-32 (2.6).
TEST(FederationRules, ItalianNumberingAndStart) {
    const Game g = game("italian");
    EXPECT_EQ(g.position(), "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    // 21 (b3) steps to 17 (a4) or 18 (c4); 24 (h3) only to 20 (g4).
    EXPECT_EQ(notations(g), (Set{"21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"}));
    // ABI indices, y * 8 + x: 21 = b3 = 17, 17 = a4 = 24.
    for (const MoveRecord &m : g.legal_moves()) {
        if (m.notation == "21-17") {
            EXPECT_EQ(m.path, (std::vector<int32_t>{17, 24}));
        }
    }
}

// FID 5.3b: a man never takes a king. White man 22 (d3) faces a Black king on 18 (c4) with 13
// (b5) empty: no capture, the man steps to 19 (e4). With a Black man on 18 it must take it.
TEST(FederationRules, ItalianManCannotTakeAKing) {
    EXPECT_EQ(notations(game("italian", "W:W22:BK18")), Set{"22-19"});
    EXPECT_EQ(notations(game("italian", "W:W22:B18")), Set{"22x13"});
}

// FID 6.7: with equal numbers the king must take rather than the man. Man 22 (d3) can take 19
// (e4) landing 15 (f5); king 30 (d1) can take 26 (c2) landing 21 (b3), where nothing follows
// (18, c4, is empty). One piece each: the king's.
TEST(FederationRules, ItalianTheKingTakesBeforeTheMan) {
    EXPECT_EQ(notations(game("italian", "W:W22,K30:B19,26")), Set{"30x21"});
    EXPECT_EQ(notations(game("italian", "W:W22:B19,26")), Set{"22x15"});
}

// FID 6.8: the king takes where it takes more kings. King 22 (d3) can take the man on 18 (c4)
// landing 13 (b5), or the king on 19 (e4) landing 15 (f5): one piece each, the king's.
TEST(FederationRules, ItalianMostKingsFirst) { EXPECT_EQ(notations(game("italian", "W:WK22:B18,K19")), Set{"22x15"}); }

// FID 6.9: with equal numbers of kings, the capture meeting the king first. King 22 (d3):
//  - up-left over the king on 18 (c4) to 13 (b5), then over the man on 10 (c6) to 6 (d7);
//  - down-right over the man on 27 (e2) to 31 (f1), then over the king on 28 (g2) to 24 (h3).
// Both take two pieces, one king, with a king; the first meets its king first.
TEST(FederationRules, ItalianTheKingMetFirst) {
    EXPECT_EQ(notations(game("italian", "W:WK22:BK18,10,27,K28")), Set{"22x13x6"});
}

// FPD art. 3: 1 = h1, right to left, bottom to top: rank 1 holds 1 h1, 2 f1, 3 d1, 4 b1; rank 3
// holds 9 h3 .. 12 b3; rank 4 holds 13 g4, 14 e4, 15 c4, 16 a4. White's men start on 1-12.
TEST(FederationRules, SpanishAndPortugueseNumberingAndStart) {
    for (const char *v : {"spanish", "portuguese"}) {
        const Game g = game(v);
        EXPECT_EQ(g.position(), "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32") << v;
        // 9 (h3) steps only to 13 (g4); 12 (b3) to 15 (c4) or 16 (a4).
        EXPECT_EQ(notations(g), (Set{"9-13", "10-13", "10-14", "11-14", "11-15", "12-15", "12-16"})) << v;
    }
}

// FPD «lei da qualidade»: with equal numbers the capture taking more kings, whoever takes. Man
// 12 (b3) can take the king on 15 (c4) landing 19 (d5); king 1 (h1) can take the man on 5 (g2)
// landing on 10 (f3), 14 (e4), 19 (d5), 23 (c6), 28 (b7) or 32 (a8) (from d5 the line down-left
// runs c4 then b3, White's own man: nothing follows anywhere). One piece each: the man's, which
// takes a king. With a man on 15 instead, all seven captures take one man and may be played.
TEST(FederationRules, SpanishMostKingsWhoeverTakes) {
    EXPECT_EQ(notations(game("spanish", "W:W12,K1:BK15,5")), Set{"12x19"});
    EXPECT_EQ(notations(game("portuguese", "W:W12,K1:B15,5")),
              (Set{"12x19", "1x10", "1x14", "1x19", "1x23", "1x28", "1x32"}));
}

// A flying king that goes on straight ahead over a second piece makes one path, not one per
// square it could touch down on between the two (dctl's tables count it once: Spanish depth 10,
// 17743464 with every path kept). Black king 1 (h1) takes 5 (g2) and 19 (d5) on the long
// diagonal, ending on 23 (c6): listed once as 1x10x23; a record naming 14 (e4), the other
// square between the pieces, is the same move.
TEST(FederationRules, StraightOnIsOnePath) {
    const char *fen = "B:W3,4,5,6,7,8,9,11,12,19:BK1,22,24,25,26,27,28,29,30,31,32";
    const Game g = game("spanish", fen);
    EXPECT_EQ(notations(g), Set{"1x10x23"});
    EXPECT_EQ(g.perft(1, true), 1u);
    Game written = game("spanish", fen);
    play_all(written, {"1x14x23"});
    Game canonical = game("spanish", fen);
    play_all(canonical, {"1x10x23"});
    EXPECT_EQ(written.position(), canonical.position());
}

// Czech federation: a king must take when one can. King h2 can take f4 (the diagonal h2-g3-f4)
// and land on e5, d6, c7 or b8; man c3 can take d4 landing e5. Only the king's captures stand.
// From e5 the line back down-left runs d4 then c3 (White's own man): nothing more.
TEST(FederationRules, CzechTheKingMustTake) {
    EXPECT_EQ(notations(game("czech", "W:Wc3,Kh2:Bd4,f4")), (Set{"h2xe5", "h2xd6", "h2xc7", "h2xb8"}));
    // No majority rule: man c3 may take d4 alone (to e5) or b4 then b6... : c3xa5 takes b4 and
    // stops (a5 has nothing ahead); c3xe5xc7 takes d4 and d6. Both may be played.
    EXPECT_EQ(notations(game("czech", "W:Wc3:Bb4,d4,d6")), (Set{"c3xa5", "c3xe5xc7"}));
    // A man takes forward only: d4 cannot take c3 behind it (b2 empty); it steps.
    EXPECT_EQ(notations(game("czech", "W:Wd4:Bc3,h8")), (Set{"d4-c5", "d4-e5"}));
}

// Thai (dark a1, numbered from the top left as International: 29 a1, 25 b2, 22 c3, 18 d4,
// 15 e5, 11 f6, 8 g7, 4 h8). A king flies to a piece but lands just behind it: king 29 takes 15
// and must stop on 11. Captures are written with '-' (PDN type 31).
TEST(FederationRules, ThaiKingLandsJustBehind) { EXPECT_EQ(notations(game("thai", "W:WK29:B15")), Set{"29-11"}); }

// Thai: taken pieces leave at once, so a king may turn back over the square it emptied. King 18
// (d4): over 15 (e5) to 11 (f6), then back down-left through e5 and d4 (now empty) over 22 (c3)
// to 25 (b2); or first over 22 to 25 and back up-right over 15 to 11. No precedence applies.
TEST(FederationRules, ThaiPiecesLeaveAtOnceAndTheKingTurnsBack) {
    const Game g = game("thai", "W:WK18:B15,22");
    EXPECT_EQ(notations(g), (Set{"18-11-25", "18-25-11"}));
    Game played = game("thai", "W:WK18:B15,22");
    play_all(played, {"18-11"}); // written short: the destination 11 fits one capture only
    EXPECT_EQ(played.position(), "B:WK11:B");
}

// Thai start: 8 men each on the two nearest rows (White 25-32, Black 1-8).
TEST(FederationRules, ThaiStartsWithEightMenOnTwoRows) {
    EXPECT_EQ(game("thai").position(), "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8");
    EXPECT_FALSE(variant("thai").new_game("W:W21-32:B1-8").has_value()) << "12 men is more than a Thai side has";
}

// Frisian art. 7 (International numbering: 26 a5, 27 c5, 28 e5, 29 g5, 30 i5; 18 e7, 8 e9): a
// man takes along its row over the next dark square, two columns over, and backwards too.
TEST(FederationRules, FrisianMenTakeAlongRowsAndFiles) {
    EXPECT_EQ(notations(game("frisian", "W:W28:B27,29")), (Set{"28x26", "28x30"}));
    EXPECT_EQ(notations(game("frisian", "W:W28:B18")), Set{"28x8"});
    EXPECT_EQ(notations(game("frisian", "W:W28:B38")), Set{"28x48"}); // down the file, backwards
}

// Frisian art. 11: a king is worth more than one man and less than two. Man 28 (e5) can take
// the king on 29 (g5) landing 30, or the men on 22 (d6) and 11 (b8) via 17 (c7) to 6 (a9).
// Two men beat one king; one king beats one man.
TEST(FederationRules, FrisianCaptureValue) {
    EXPECT_EQ(notations(game("frisian", "W:W28:BK29,22,11")), Set{"28x17x6"});
    EXPECT_EQ(notations(game("frisian", "W:W28:BK29,22")), Set{"28x30"});
}

// Frisian art. 12: at equal value the king takes. Man 28 (e5) can take the man on 29 (g5) to
// 30; king 46 (a1) can take 41 (b2) landing on 37 (c3) or 32 (d4), White's own man on 28 ending
// the line. One man each: the king's.
TEST(FederationRules, FrisianTheKingTakesAtEqualValue) {
    EXPECT_EQ(notations(game("frisian", "W:W28,K46:B29,41")), (Set{"46x37", "46x32"}));
}

// Frisian art. 17: with kings and men, at most three quiet moves in a row with the same king.
// White king 46 (a1) and man 50 (i1); Black a lone king shuttling 1 (b10) - 6 (a9), which no
// White piece can take (the b- and a-files end at the board's edge behind it) and which takes
// nothing. After 46-41 41-46 46-41 the White king may not move quietly; the man may (50-44
// h2, 50-45 j2). After the man's move the king is free again. Black, with only kings, is not
// bound: its king moves a fifth time in a row.
TEST(FederationRules, FrisianThreeMovesWithTheSameKing) {
    Game g = game("frisian", "W:WK46,50:BK1");
    play_all(g, {"46-41", "1-6", "41-46", "6-1", "46-41", "1-6"});
    EXPECT_EQ(notations(g), (Set{"50-44", "50-45"}));
    // The position string carries the run (plugin-api/README.md "Positions": the legal moves
    // depend on it), and a game set up from it lists the same moves. Black's king on 6 has
    // made 3 quiet moves too (counted even with kings only, though they do not bind it).
    EXPECT_EQ(g.position(), "W:WK41,50:BK6:KW41=3:KB6=3");
    EXPECT_EQ(notations(game("frisian", g.position())), (Set{"50-44", "50-45"}));
    // Perft follows the ban too: 2 moves, where without the run the king on 41 (b2) would add
    // its 11 quiet moves (a1, a3, c1, and c3 to j10 on the long diagonal).
    EXPECT_EQ(g.perft(1, false), 2u);
    EXPECT_EQ(game("frisian", g.position()).perft(1, false), 2u);
    EXPECT_EQ(game("frisian", "W:WK41,50:BK6").perft(1, false), 13u);
    EXPECT_FALSE(variant("frisian").new_game("W:WK41,50:BK6:KW50=3").has_value()) << "50 holds a man";
    EXPECT_FALSE(variant("international").new_game("W:WK41,50:BK6:KW41=3").has_value()) << "no such rule";
    play_all(g, {"50-45", "6-1"});
    EXPECT_TRUE(notations(g).count("41-46"));
    play_all(g, {"41-46", "1-6"});
}

bool has_claim(const Game &g, const std::string &rule_part) {
    for (const DrawClaim &c : g.draw_claims())
        if (c.rule.find(rule_part) != std::string::npos) return true;
    return false;
}

// Frisian draws (Official Rules 2011). Two kings 46 (a1) and 50 (i1) against the lone king
// shuttling 1 (b10) - 6 (a9): no piece can take (a9 and b10 sit at the edge behind every line
// through them). Art. 18: the two kings must win within 7 moves: the claim stands after White's
// 7th move (ply 13), not after the 6th. The official text has no repetition rule: the start
// position stands for the third time after 8 plies, and no repetition is claimed.
TEST(FederationRules, FrisianTwoKingsAgainstOneAndNoRepetition) {
    Game g = game("frisian", "W:WK46,K50:BK1");
    const std::vector<std::string> cycle = {"46-41", "1-6", "41-46", "6-1"};
    for (int ply = 0; ply < 11; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_FALSE(has_claim(g, "two kings against one")) << "6 White moves";
    EXPECT_FALSE(has_claim(g, "repetition")) << "the start position has occurred three times";
    play_all(g, {cycle[11 % 4], cycle[12 % 4]});
    EXPECT_TRUE(has_claim(g, "two kings against one"));
    EXPECT_FALSE(has_claim(g, "repetition"));
}

// Frisian art. 21: one king each is a draw unless a capture is at hand. King 46 (a1) and king 1
// (b10) share no line: the claim stands. King 46 and king 28 (e5, on a1's long diagonal with f6
// behind it empty): White can take, no claim.
TEST(FederationRules, FrisianOneKingEach) {
    EXPECT_TRUE(has_claim(game("frisian", "W:WK46:BK1"), "one king each"));
    EXPECT_FALSE(has_claim(game("frisian", "W:WK46:BK28"), "one king each"));
}

// Frysk!: the Frisian rules with five men each on the back row.
TEST(FederationRules, FryskStartsWithFiveMenOnTheBackRow) {
    EXPECT_EQ(game("frysk").position(), "W:W46,47,48,49,50:B1,2,3,4,5");
}

// Killer (MindSports): a capture that ends by taking a king stops just behind it. King 46 (a1)
// takes the king on 28 (e5): only 23 (f6). International lands on 23, 19, 14, 10 or 5, and so
// does Killer when the piece taken is a man.
TEST(FederationRules, KillerHaltsBehindALastTakenKing) {
    EXPECT_EQ(notations(game("killer", "W:WK46:BK28")), Set{"46x23"});
    EXPECT_EQ(notations(game("international", "W:WK46:BK28")), (Set{"46x23", "46x19", "46x14", "46x10", "46x5"}));
    EXPECT_EQ(notations(game("killer", "W:WK46:B28")), (Set{"46x23", "46x19", "46x14", "46x10", "46x5"}));
}

// Breakthrough (lidraughts): the first to crown a man wins. White man 6 (a9) steps to 1 (b10).
// Perft ends there too: from W:W6:B45 White has 6-1 (a9-b10: a9's other step is off the
// board), after which the game is over: depth 1 is 1, depth 2 is 0.
TEST(FederationRules, BreakthroughTheFirstKingWins) {
    Game g = game("breakthrough", "W:W6:B45");
    EXPECT_FALSE(g.status().finished());
    EXPECT_EQ(g.perft(1, false), 1u);
    EXPECT_EQ(g.perft(2, false), 0u);
    play_all(g, {"6-1"});
    const GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_TRUE(g.legal_moves().empty());
    EXPECT_EQ(g.perft(1, false), 0u);
}

// Antidraughts (lidraughts): the side that cannot move wins. White man 46 (a1) is blocked by
// Black 41 (b2) with 37 (c3) behind it.
TEST(FederationRules, AntidraughtsNoMoveWins) {
    const GameResult r = game("antidraughts", "W:W46:B41,37").status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
}

// PDN 3.0 GameType numbers (pdn.fmjd.org/gametype.html) and lidraughts' for the games PDN lacks.
TEST(FederationRules, GameTypes) {
    const std::pair<const char *, uint32_t> types[] = {
        {"italian", 22}, {"spanish", 24}, {"portuguese", 28},   {"czech", 29},        {"thai", 31},
        {"frisian", 40}, {"frysk", 97},   {"antidraughts", 98}, {"breakthrough", 96}, {"killer", 0}};
    for (const auto &[id, type] : types) {
        EXPECT_EQ(variant(id).pdn_gametype(), type) << id;
        EXPECT_FALSE(game(id).status().finished()) << id;
        EXPECT_EQ(variant(id).side_name(0), "White") << id;
    }
}

} // namespace
} // namespace damka::draughts_test
