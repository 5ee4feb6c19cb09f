// FIDE C.04.4.2 Burstein system (2026): the text's own examples (1.6.2 seeding rounds, the 4.3
// note's ordered list, the 1.7 Index with the 1.7.2 unplayed-round rules), hand-worked rounds
// (each worked in the comment from the articles, not from the engine), the independent checker
// ([C1]-[C4], no topscorer exception) and 200 generated tournaments.
#include "pairing/burstein.hpp"
#include "pairing/trf/generator.hpp"
#include "swiss_test_helpers.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>

using namespace damka::pairing;
using namespace damka::pairing::swiss_tests;

namespace {

// A game over the board worth `pts` points to this player (1.7: the Index reads them).
PastRound played(int opponent, Colour c, double pts) {
    PastRound r;
    r.kind = RoundKind::Played;
    r.opponent = opponent;
    r.colour = c;
    r.points = points(pts);
    return r;
}
PastRound unplayed(RoundKind kind, double pts, int opponent = 0) {
    PastRound r;
    r.kind = kind;
    r.opponent = opponent;
    r.points = points(pts);
    return r;
}

// The score is what the rounds scored.
Player player(int start, std::vector<PastRound> rounds) {
    Points score = 0;
    for (const PastRound &r : rounds) score += r.points;
    Player p = swiss_tests::player(start, 0, std::move(rounds));
    p.score = score;
    return p;
}

} // namespace

// 1.6.2: "half the number of rounds in the tournament (rounded down) or 4 (four), whichever is lower".
TEST(BursteinText, SeedingRounds) {
    EXPECT_EQ(burstein::seeding_rounds(9), 4);
    EXPECT_EQ(burstein::seeding_rounds(7), 3);
    EXPECT_EQ(burstein::seeding_rounds(5), 2);
    EXPECT_EQ(burstein::seeding_rounds(3), 1);
    EXPECT_EQ(burstein::seeding_rounds(11), 4);
    EXPECT_EQ(burstein::seeding_rounds(2), 1);
}

// The note to 4.3: a bracket of six players paired with two pairs (two virtual BSN-0 players,
// 4.2). Every such pairing written as the opponent of BSN 1..6 (0: floats), sorted by 4.3:
// 45 distinct pairings (15 ways to choose the four paired players, 3 pairings of each), the
// first "1-6 2-5 3-0 4-0", then 1-6 2-4 3-0 5-0, 1-6 2-3 4-0 5-0, 1-6 2-0 3-5 4-0, ...
// and last 1-0 2-0 3-4 5-6.
TEST(BursteinText, OrderOfPairingsNote) {
    std::vector<std::vector<int>> all;
    std::vector<int> opp(6, -1);
    std::function<void(int)> gen = [&](int i) {
        while (i < 6 && opp[static_cast<std::size_t>(i)] != -1) ++i;
        if (i == 6) {
            if (std::count(opp.begin(), opp.end(), 0) == 2) all.push_back(opp);
            return;
        }
        opp[static_cast<std::size_t>(i)] = 0; // floats
        gen(i + 1);
        for (int j = i + 1; j < 6; ++j)
            if (opp[static_cast<std::size_t>(j)] == -1) {
                opp[static_cast<std::size_t>(i)] = j + 1, opp[static_cast<std::size_t>(j)] = i + 1;
                gen(i + 1);
                opp[static_cast<std::size_t>(j)] = -1;
            }
        opp[static_cast<std::size_t>(i)] = -1;
    };
    gen(0);
    std::sort(all.begin(), all.end(), burstein::precedes);
    ASSERT_EQ(all.size(), 45u);
    EXPECT_EQ(all[0], (std::vector<int>{6, 5, 0, 0, 2, 1}));
    EXPECT_EQ(all[1], (std::vector<int>{6, 4, 0, 2, 0, 1}));
    EXPECT_EQ(all[2], (std::vector<int>{6, 3, 2, 0, 0, 1}));
    EXPECT_EQ(all[3], (std::vector<int>{6, 0, 5, 0, 3, 1}));
    EXPECT_EQ(all.back(), (std::vector<int>{0, 0, 4, 3, 6, 5}));
    for (std::size_t i = 1; i < all.size(); ++i) EXPECT_TRUE(burstein::precedes(all[i - 1], all[i]));
}

// 1.7 with 1.7.2, four players after three rounds (1-½-0):
//   1: r1 beat 2 (W, 1), r2 half-point bye (½), r3 drew with 3 (B, ½)   score 2
//   2: r1 lost to 1 (B, 0), r2 and r3 zero-point byes                     score 0
//   3: r1 beat 4 (W, 1), r2 lost by forfeit to 4 (0), r3 drew with 1     score 1½
//   4: r1 lost to 3 (B, 0), r2 won by forfeit (1), r3 the PAB (1)         score 2
// 2's byes run up to the current round: in his opponents' Index he counts 0 + ½ + ½ = 1.
// Unplayed rounds are games against oneself at one's own score.
//   BH(1) = 1 (2, seen) + 2 (own, bye) + 1½ (3) = 4½;  SB(1) = 1·1 + ½·2 + ½·1½ = 2.75
//   BH(2) = 2 (1) + 0 + 0 = 2 (his own byes stay at his own score 0);  SB(2) = 0
//   BH(3) = 2 (4) + 1½ (own, forfeit) + 2 (1) = 5½;  SB(3) = 1·2 + 0 + ½·2 = 3
//   BH(4) = 1½ (3) + 2 (own) + 2 (own) = 5½;  SB(4) = 0 + 1·2 + 1·2 = 4
// 1.8: 4 (5½, 4) above 3 (5½, 3) above 1 above 2.
TEST(BursteinText, IndexWithUnplayedRoundsAndAZeroPointByeRun) {
    std::vector<Player> ps{
        player(1, {played(2, W, 1), unplayed(RoundKind::HalfPointBye, 0.5), played(3, B, 0.5)}),
        player(2, {played(1, B, 0), unplayed(RoundKind::ZeroPointBye, 0), unplayed(RoundKind::ZeroPointBye, 0)}),
        player(3, {played(4, W, 1), unplayed(RoundKind::ForfeitLoss, 0, 4), played(1, W, 0.5)}),
        player(4, {played(3, B, 0), unplayed(RoundKind::ForfeitWin, 1, 3), unplayed(RoundKind::PairingBye, 1)})};
    const auto ix = burstein::opposition_index(ps, points(0.5));
    ASSERT_TRUE(ix) << ix.error();
    EXPECT_EQ(ix->at(1).buchholz, 45);
    EXPECT_EQ(ix->at(1).sonneborn_berger, 275);
    EXPECT_EQ(ix->at(2).buchholz, 20);
    EXPECT_EQ(ix->at(2).sonneborn_berger, 0);
    EXPECT_EQ(ix->at(3).buchholz, 55);
    EXPECT_EQ(ix->at(3).sonneborn_berger, 300);
    EXPECT_EQ(ix->at(4).buchholz, 55);
    EXPECT_EQ(ix->at(4).sonneborn_berger, 400);
    EXPECT_TRUE(burstein::ranks_above(ix->at(4), 4, ix->at(3), 3));
    EXPECT_TRUE(burstein::ranks_above(ix->at(3), 3, ix->at(1), 1));
    EXPECT_TRUE(burstein::ranks_above(ix->at(1), 1, ix->at(2), 2));
    // A zero-point bye followed by a game is not a run up to the current round: 2 with r3
    // played (a loss to 3 instead of 3's draw with 1 would change more; here only 2's run).
    ps[1].rounds[2] = played(4, W, 0);
    const auto ix2 = burstein::opposition_index(ps, points(0.5));
    ASSERT_TRUE(ix2);
    EXPECT_EQ(ix2->at(1).buchholz, 0 + 20 + 15); // 2 counts 0 now
    // An opponent missing from the list is refused, naming both.
    ps.pop_back();
    const auto bad = burstein::opposition_index(ps, points(0.5));
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("player 2 played player 4, who is not in the tournament"), std::string::npos);
}

// The switch from the seeding rounds (1.6) to the Index. Six players, round 1 (Dutch): 1-4,
// 5-2, 3-6; 1 beat 4, 5 beat 2, 3 and 6 drew. Scores 1 5: 1; 3 6: ½; 2 4: 0.
// - In a 4-round event (seeding rounds: 2) round 2 is paired by the Dutch system: the Burstein
//   engine gives exactly the Dutch engine's pairing, and says why.
// - In a 2-round event (seeding rounds: 1) round 2 is a Burstein round:
//   Bracket 1: 1 5, Index BH 0 both (their opponents 4 and 2 have 0), SB 0: BSN by TPN, 1-5.
//     Colours: both had White (mild Black); 5.2.4 no difference; 5.2.5 the higher by 1.8 is 1
//     (TPN): 1 gets Black: 5-1.
//   Bracket ½: 3 6 met ([C1]): no pair ([C5] = 0), both float.
//   Bracket 0: 2 4 + incoming 3 6. BH(2) = 1 (5), BH(4) = 1 (1), BH(3) = BH(6) = ½;
//     SB(2) = SB(4) = 0: BSN 1=2, 2=4, 3=3, 4=6 (the floaters rank by Index, 1.8).
//     Pairings of all four: 2-4 3-6 illegal; 2-3 4-6 and 2-6 4-3. [C8]: 2, 4, 6 want White
//     (had Black), 3 wants Black: 2-3 4-6 misses one (4, 6), 2-6 4-3 misses one (2, 6) - equal.
//     4.3: BSN 1's opponent larger: 6 (BSN 4) before 3 (BSN 3): 2-6, 4-3.
//     Colours: 2-6 both mild White, same history: 5.2.5 the higher by Index (2) gets White;
//     4-3 both granted (5.2.2).
//   Boards (C.04.2): 5-1; then 4-3 and 2-6 (both a ½ top score and ½ sum; HRP TPN 3 < 6).
TEST(BursteinHand, SeedingRoundThenTheIndex) {
    std::vector<Player> ps{player(1, {played(4, W, 1)}), player(2, {played(5, B, 0)}), player(3, {played(6, W, 0.5)}),
                           player(4, {played(1, B, 0)}), player(5, {played(2, W, 1)}), player(6, {played(3, B, 0.5)})};
    const Pairing seeding = pair_burstein(ps, settings(2, 4));
    const Pairing dutch = pair_dutch(ps, settings(2, 4));
    ASSERT_TRUE(seeding.ok()) << seeding.message.english();
    EXPECT_EQ(seeding.pairs, dutch.pairs);
    EXPECT_NE(seeding.explanation.text().english().find("C.04.4.2 1.6: round 2 is a seeding round"), std::string::npos);
    const Pairing p = pair_burstein(ps, settings(2, 2));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.pairs, pairs({{5, 1}, {4, 3}, {2, 6}}));
    EXPECT_EQ(p.bye, 0);
    const std::string text = p.explanation.text().english();
    EXPECT_NE(text.find("BSN=TPN (Buchholz/Sonneborn-Berger), ranked by the Index: 1=2 (1/0), 2=4 (1/0), "
                        "3=3 (0.5/0.25), 4=6 (0.5/0.25)"),
              std::string::npos)
        << text;
    EXPECT_TRUE(check_absolute_burstein(ps, settings(2, 2), p).empty());
}

// Round 2 of 2, five players. Round 1 (Dutch): 1-3, 4-2, 5 the PAB; 1 beat 3, 2 and 4 drew.
// Scores 1 5: 1; 2 4: ½; 3: 0.
// 3.1: 5 had the PAB ([C2]); the lowest score is 3 (0); the others 1 2 4 5 can all be paired
// (1-2 4-5): the PAB to 3.
// Bracket 1: 1 5 could meet, but then 2 and 4 (who met) are left: [C4] forbids; no pair, both
// float. Bracket ½ + 1 5: BH(5) = 1 (own score, the PAB is unplayed), SB(5) = 1·1;
// BH(2) = BH(4) = ½, SB ¼; BH(1) = 0 (3 has 0). BSN 1=5, 2=2, 3=4, 4=1.
// Legal: 5-2 4-1, 5-4 2-1 (2-4 met, so not 5-1). [C6] no floater; [C8]: 1 and 4 want Black, 2
// White, 5 none (1.5.4): 5-2 4-1 misses one, 5-4 2-1 none: 5-4, 2-1.
// Colours: 5 has no preference, 4's (Black) granted (5.2.2): 5-4; 2-1 both granted.
// Boards: both pairs have a 1 top score and 1½ sum; HRP TPN 1 < 5: 2-1, 5-4.
TEST(BursteinHand, ByeThenCompletionFloatsAWholeBracket) {
    std::vector<Player> ps{player(1, {played(3, W, 1)}), player(2, {played(4, B, 0.5)}), player(3, {played(1, B, 0)}),
                           player(4, {played(2, W, 0.5)}), player(5, {unplayed(RoundKind::PairingBye, 1)})};
    const Pairing p = pair_burstein(ps, settings(2, 2));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.bye, 3);
    EXPECT_EQ(p.pairs, pairs({{2, 1}, {5, 4}}));
    EXPECT_NE(p.explanation.bye.english().find("3: C.04.4.2 3.1"), std::string::npos);
    EXPECT_TRUE(check_absolute_burstein(ps, settings(2, 2), p).empty());
}

// Round 3 of 3 (seeding rounds: 1), six players. Round 1: 1-4, 2-5, 3-6, White won each game;
// round 2: 1-5, 2-6, 4-3, 1, 2 and 3 won. Colours: 1 and 2 WW (absolute Black), 3 W B (mild
// White), 4 B W (mild Black), 5 and 6 BB (absolute White). Scores 1 2 3: 2; 4 5 6: 0.
// Index: every opponent of 1, 2 and 3 has 0: BH = SB = 0, BSN by TPN.
// Bracket 2: 1-2 is barred by [C3] (no topscorer exception in Burstein). One pair, one floater:
// - 1-3, 2 floats: 2 met 5 and 6, so 2-4, leaving 5-6, both absolute White: [C3], the round
//   cannot be completed ([C4]);
// - 2-3, 1 floats: 1 met 4 and 5: 1-6 and 4-5: legal.
// So 2-3 (although 4.3 would put 1-3 first). Bracket 0 + 1: 1-6, 4-5 (the only legal pairing).
// Colours: 2-3: 2 absolute Black: 3-2; 1-6: 6-1; 4-5: 5 absolute White: 5-4.
// Boards: 3-2 (sum 4), 6-1 (top 2, sum 2), 5-4.
// The same position as a middle round (of 5; seeding rounds 2): the same pairing, as Burstein
// has no last-round exception.
TEST(BursteinHand, AbsoluteColourConflictWithoutTopscorerException) {
    std::vector<Player> ps{
        player(1, {played(4, W, 1), played(5, W, 1)}), player(2, {played(5, W, 1), played(6, W, 1)}),
        player(3, {played(6, W, 1), played(4, B, 1)}), player(4, {played(1, B, 0), played(3, W, 0)}),
        player(5, {played(2, B, 0), played(1, B, 0)}), player(6, {played(3, B, 0), played(2, B, 0)})};
    const Pairing p = pair_burstein(ps, settings(3, 3));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.pairs, pairs({{3, 2}, {6, 1}, {5, 4}}));
    const Pairing middle = pair_burstein(ps, settings(3, 5));
    ASSERT_TRUE(middle.ok());
    EXPECT_EQ(middle.pairs, p.pairs);
    // The checker rejects 1-2 in the last round, where the Dutch checker's topscorers may meet.
    Pairing bad;
    bad.pairs = pairs({{1, 2}, {3, 5}, {6, 4}});
    bool c3 = false;
    for (const std::string &e : check_absolute_burstein(ps, settings(3, 3), bad))
        c3 |= e.find("C.04.4.2 C3") != std::string::npos;
    EXPECT_TRUE(c3);
    EXPECT_TRUE(check_absolute_burstein(ps, settings(3, 3), p).empty());
}

// Round 2 of 2, eight players. Round 1: 1-5, 6-2, 7-3, 8-4; 1, 2, 3 won, 8-4 drawn. Scores
// 1 2 3: 1; 4 8: ½; 5 6 7: 0. Prohibited (C.04.1): 2-4 and 2-8.
// Bracket 1: BH = SB = 0 for 1 2 3 (their opponents have 0): BSN 1 2 3. Wishes: 1 Black, 2 and 3
// White. One pair ([C5]); all score 1 ([C6] equal). 4.3 order: 1-3 (2 floats), 1-2 (3 floats),
// 2-3 (1 floats). [C7]: with 2 floating, the next bracket 2 4 8 has no pair (2 may meet
// neither 4 nor 8; 4 and 8 met), with 3 or 1 it has one. [C8]: 1-2 none missed, 2-3 one.
// So 1-2, 3 floats, where 4.3 alone would give 1-3.
// Bracket ½ + 3: BH(4) = BH(8) = ½ (each other), SB ¼; BH(3) = 0: BSN 1=4, 2=8, 3=3. 4-8 met;
// one pair, and 3 is in it (4-8 met): 4-3 or 8-3, the floater scoring ½ either way ([C6]). [C7]: the floater (4 or 8) pairs in
// bracket 0 either way. [C8]: 4 and 3 both want White (missed: 1), 8 wants Black: 8-3, 4 floats.
// Bracket 0 + 4: BH(5) = BH(6) = BH(7) = 1, SB 0; BH(4) = ½: BSN 1=5, 2=6, 3=7, 4=4. Wishes:
// 5 and 4 White, 6 and 7 Black. 5-4 6-7 misses two; 5-7 6-4 and 5-6 7-4 none; 4.3: 5-7, 6-4.
// Colours: 2-1, 3-8, 5-7, 4-6 (5.2.2 each). Boards: 2-1, 3-8, 4-6, 5-7.
TEST(BursteinHand, FloatersChosenForTheFollowingBracket) {
    std::vector<Player> ps{player(1, {played(5, W, 1)}),   player(2, {played(6, B, 1)}),  player(3, {played(7, B, 1)}),
                           player(4, {played(8, B, 0.5)}), player(5, {played(1, B, 0)}),  player(6, {played(2, W, 0)}),
                           player(7, {played(3, W, 0)}),   player(8, {played(4, W, 0.5)})};
    Settings s = settings(2, 2);
    s.forbidden = {{2, 4}, {2, 8}};
    const Pairing p = pair_burstein(ps, s);
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.pairs, pairs({{2, 1}, {3, 8}, {4, 6}, {5, 7}}));
    ASSERT_EQ(p.explanation.brackets.size(), 3u);
    EXPECT_EQ(p.explanation.brackets[0].floaters, (std::vector<int>{3}));
    EXPECT_EQ(p.explanation.brackets[1].moved_down, (std::vector<int>{3}));
    EXPECT_EQ(p.explanation.brackets[1].floaters, (std::vector<int>{4}));
    EXPECT_TRUE(check_absolute_burstein(ps, s, p).empty());
    // Without the prohibited pairs [C7] has nothing to say and 4.3 puts 1-3 first ([C8] equal).
    const Pairing q = pair_burstein(ps, settings(2, 2));
    ASSERT_TRUE(q.ok());
    EXPECT_EQ(q.explanation.brackets[0].floaters, (std::vector<int>{2}));
}

// Round 2 of 2, eight players after a round in which the top half won: 1-5, 6-2, 3-7, 8-4.
// Bracket 1: 1 2 3 4, BH = 0 (opponents lost), BSN by TPN. Wishes: 1 and 3 Black, 2 and 4 White.
// [C8]: 1-2 3-4, 1-4 2-3 miss none, 1-3 2-4 two. 4.3: BSN 1's opponent largest: 1-4, 2-3.
// Bracket 0: BH = 1 all, SB 0: BSN by TPN 5 6 7 8. Wishes: 5 7 White, 6 8 Black; 5-8 6-7.
// Colours: 1-4 (4 White), 2-3 (2 White), 5-8, 7-6. In the last round the same: nothing lapses.
TEST(BursteinHand, LastRoundChangesNothing) {
    std::vector<Player> ps{player(1, {played(5, W, 1)}), player(2, {played(6, B, 1)}), player(3, {played(7, W, 1)}),
                           player(4, {played(8, B, 1)}), player(5, {played(1, B, 0)}), player(6, {played(2, W, 0)}),
                           player(7, {played(3, B, 0)}), player(8, {played(4, W, 0)})};
    const Pairing last = pair_burstein(ps, settings(2, 2));
    ASSERT_TRUE(last.ok()) << last.message.english();
    EXPECT_EQ(last.pairs, pairs({{4, 1}, {2, 3}, {5, 8}, {7, 6}}));
    const Pairing middle = pair_burstein(ps, settings(2, 3)); // seeding rounds 1: a Burstein round
    EXPECT_EQ(middle.pairs, last.pairs);
}

// Refusals: no planned number of rounds (1.6.2 needs it), an opponent not in the list.
TEST(BursteinHand, RefusesWhatItCannotPair) {
    std::vector<Player> ps{player(1, {played(2, W, 1)}), player(2, {played(1, B, 0)})};
    EXPECT_EQ(pair_burstein(ps, settings(2, 0)).failure, Failure::InvalidInput);
    ps[1].rounds[0].opponent = 7;
    ps[0].rounds[0].opponent = 7;
    const Pairing p = pair_burstein(ps, settings(2, 2));
    EXPECT_EQ(p.failure, Failure::InvalidInput);
    EXPECT_NE(p.message.english().find("who is not in the tournament"), std::string::npos);
}

TEST(BursteinChecker, CatchesRematchByeAndMissingPlayer) {
    std::vector<Player> ps{player(1, {played(2, W, 1)}), player(2, {played(1, B, 0)}),
                           player(3, {unplayed(RoundKind::PairingBye, 1)}), player(4, {played(5, W, 1)}),
                           player(5, {played(4, B, 0)})};
    Pairing bad;
    bad.pairs = pairs({{2, 1}});
    bad.bye = 3;
    const auto errors = check_absolute_burstein(ps, settings(2, 3), bad);
    ASSERT_EQ(errors.size(), 4u);
    EXPECT_NE(errors[0].find("rematch (C.04.4.2 C1)"), std::string::npos);
    EXPECT_NE(errors[1].find("C.04.4.2 C2"), std::string::npos);
    EXPECT_NE(errors[2].find("player 4 is not paired (C.04.4.2 C4)"), std::string::npos);
}

// 200 generated tournaments (-g with the Burstein engine): every round meets the absolute
// criteria as the independent checker judges them, and the engine reproduces every round (-c).
TEST(BursteinGenerated, AbsoluteCriteriaHoldOverTwoHundredTournaments) {
    int rounds_checked = 0, index_rounds = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        GeneratorConfig c;
        c.rounds = 3 + static_cast<int>(seed % 9);
        c.players = 2 * c.rounds + static_cast<int>(seed % 36);
        c.forfeit_rate = 15;
        c.half_point_bye_rate = 25;
        c.retired_rate = 8;
        if (seed % 2) c.win = 20, c.draw = 10;
        auto doc = generate_tournament(c, seed, SwissSystem::Burstein);
        ASSERT_TRUE(doc) << "seed " << seed << ": " << doc.error();
        EXPECT_EQ(trf::tournament_type(*doc), "FIDE_BURSTEIN");
        expect_generated_rounds_valid(*doc, seed, SwissSystem::Burstein, check_absolute_burstein, seed % 20 == 0,
                                      rounds_checked);
        index_rounds += std::max(0, doc->rounds_played() - burstein::seeding_rounds(doc->total_rounds));
    }
    EXPECT_GT(rounds_checked, 1000);
    EXPECT_GT(index_rounds, 600);
}
