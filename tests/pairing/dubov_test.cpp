// FIDE C.04.4.1 Dubov system (2026): the text's own examples (4.3.3, 4.4.2, 1.7.1, 1.8.2),
// hand-worked rounds (each worked in the comment from the articles, not from the engine), the
// independent checker ([C1]-[C4], no topscorer exception) and 200 generated tournaments.
#include "pairing/dubov.hpp"
#include "pairing/trf/generator.hpp"
#include "swiss_test_helpers.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace damka::pairing;
using namespace damka::pairing::swiss_tests;

// 4.3.3: "A, B, C, D, E, F, G" are numbered D, C, E, B, F, A, G.
TEST(DubovText, MiddleOutSequenceNumbers) {
    EXPECT_EQ(dubov::middle_out(7), (std::vector<int>{3, 2, 4, 1, 5, 0, 6}));
    // Six players: C and D are in the middle, C (higher position) first: C D B E A F.
    EXPECT_EQ(dubov::middle_out(6), (std::vector<int>{2, 3, 1, 4, 0, 5}));
    EXPECT_EQ(dubov::middle_out(1), (std::vector<int>{0}));
}

// 4.4.2: A, B, C give {A,B,C} {A,C,B} {B,A,C} {B,C,A} {C,A,B} {C,B,A} "in that exact order".
TEST(DubovText, TranspositionOrder) {
    std::vector<int> t{0, 1, 2};
    std::vector<std::vector<int>> seen{t};
    while (dubov::next_transposition(t)) seen.push_back(t);
    EXPECT_EQ(seen, (std::vector<std::vector<int>>{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}));
}

// 1.8.2: MaxT = 2 + [Rnds/5].
TEST(DubovText, MaxUpfloats) {
    EXPECT_EQ(dubov::max_upfloats(4), 2);
    EXPECT_EQ(dubov::max_upfloats(5), 3);
    EXPECT_EQ(dubov::max_upfloats(9), 3);
    EXPECT_EQ(dubov::max_upfloats(10), 4);
    EXPECT_EQ(dubov::max_upfloats(11), 4);
}

// 1.7.1: rounded to the nearest integer, the higher one when the division ends in .5.
TEST(DubovText, AroRounding) {
    EXPECT_EQ(dubov::average_rating(1500 + 1501, 2), 1501); // 1500.5
    EXPECT_EQ(dubov::average_rating(1500 + 1500 + 1501, 3), 1500); // 1500.33
    EXPECT_EQ(dubov::average_rating(1500 + 1501 + 1501, 3), 1501); // 1500.67
    EXPECT_EQ(dubov::average_rating(0, 0), 0); // 1.7.3
}

// Round 1, six players: 3.2.3 nobody has played, G1 = 1 2 3, G2 = 4 5 6; S1 by ARO (all 0)
// then TPN = 1 2 3, T2 = 4 5 6. 5.2.1: the higher ranked player takes the initial colour (White)
// with an odd TPN: 1-4, 5-2 (2 is even), 3-6.
TEST(DubovHand, FirstRoundSixPlayers) {
    std::vector<Player> ps;
    for (int i = 1; i <= 6; ++i) ps.push_back(player(i, 0, {}));
    const Pairing p = pair_dubov(ps, settings(1, 5));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.pairs, pairs({{1, 4}, {5, 2}, {3, 6}}));
    EXPECT_EQ(p.bye, 0);
}

// Round 1, five players: 3.1 the PAB to the lowest score (all 0), most games (all 0), largest
// TPN: 5. Then G1 = 1 2, G2 = 3 4: 1-3, 4-2.
TEST(DubovHand, FirstRoundByeToTheLargestTpn) {
    std::vector<Player> ps;
    for (int i = 1; i <= 5; ++i) ps.push_back(player(i, 0, {}));
    const Pairing p = pair_dubov(ps, settings(1, 5));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.bye, 5);
    EXPECT_EQ(p.pairs, pairs({{1, 3}, {4, 2}}));
}

// Round 2 of eight. Round 1: 1-5, 6-2, 3-7, 8-4, the higher TPN won each game.
// Scoregroup 1: 1 (had W: wants B), 2 (B: wants W), 3 (B), 4 (W). G1 = White seekers 2, 4;
// ARO(2) = rating of 6 = 1940, ARO(4) = rating of 8 = 1920: S1 = 4 2 (3.2.5). G2 by TPN = 1 3,
// T2 = 1 3: 4-1, 2-3, both preferences granted (5.2.2).
// Scoregroup 0: 5 (B: wants W), 6 (W), 7 (B: wants W), 8 (W). G1 = 5, 7; ARO(5) = 1990
// (player 1), ARO(7) = 1970: S1 = 7 5; T2 = 6 8: 7-6, 5-8.
// Boards (C.04.2): 4-1 (HRP 1), 2-3 (HRP 2), 5-8 (HRP 5), 7-6 (HRP 6).
TEST(DubovHand, SecondRoundAroOrdersS1) {
    std::vector<Player> ps{player(1, 1, {played(5, W)}), player(2, 1, {played(6, B)}), player(3, 1, {played(7, W)}),
                           player(4, 1, {played(8, B)}), player(5, 0, {played(1, B)}), player(6, 0, {played(2, W)}),
                           player(7, 0, {played(3, B)}), player(8, 0, {played(4, W)})};
    const Pairing p = pair_dubov(ps, settings(2, 5));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.pairs, pairs({{4, 1}, {2, 3}, {5, 8}, {7, 6}}));
    // The same round with 1 and 4 prohibited (C.04.1): 4 takes the next G2 player by TPN,
    // 3 (4.4.2: T2 = 3 1), so 4-3 and 2-1.
    Settings s = settings(2, 5);
    s.forbidden = {{1, 4}};
    const Pairing q = pair_dubov(ps, s);
    ASSERT_TRUE(q.ok()) << q.message.english();
    EXPECT_EQ(q.pairs, pairs({{2, 1}, {4, 3}, {5, 8}, {7, 6}}));
}

// Round 2 of six. Round 1: 1-4, 5-2, 3-6; 1, 2 and 3 won. Scoregroup 1 = 1 2 3 is odd: one
// upfloater (3.2.1) from 4 5 6 (score 0, 4.2 order 4 5 6). [C6] ties; [C7]: with 4 (wants W,
// had B) the bracket has White seekers 2 4 and Black seekers 1 3: nobody loses a preference; with
// 5 (wants B) one would; with 6 (wants W) none either. [C8]-[C10] tie, 4.2 order: 4.
// Bracket 1 2 3 4: G1 = 2 4, ARO(2) = 1950 (5) < ARO(4) = 1990 (1): S1 = 2 4; G2 = 1 3;
// T2 = 1 3 (4 did not meet 3): 2-1, 4-3. Then 5 (wants B) and 6 (wants W): 6-5.
TEST(DubovHand, OddScoregroupTakesTheBestUpfloater) {
    std::vector<Player> ps{player(1, 1, {played(4, W)}), player(2, 1, {played(5, B)}), player(3, 1, {played(6, W)}),
                           player(4, 0, {played(1, B)}), player(5, 0, {played(2, W)}), player(6, 0, {played(3, B)})};
    const Pairing p = pair_dubov(ps, settings(2, 5));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.pairs, pairs({{2, 1}, {4, 3}, {6, 5}}));
    ASSERT_FALSE(p.explanation.brackets.empty());
    EXPECT_EQ(p.explanation.brackets[0].moved_down, (std::vector<int>{4}));
    EXPECT_NE(p.explanation.text().english().find("C.04.4.1 3.2.2"), std::string::npos);
}

// Round 2 of five players. Round 1: 5 had the PAB; 1-3 (1 won), 4-2 drawn.
// 3.1: 5 is barred ([C2]); the lowest score is 3's (0) and 1 2 4 5 can be paired: bye 3.
// Scoregroup 1 = 1 5: they could meet, but 2 and 4 (0.5) met already, so [C4] needs both as
// upfloaters (3.2.1: 2). Bracket 1 5 2 4: 5 has no game: a mild preference for Black (1.6.4);
// G1 = 2 (wants W), G2 = 1 4 5. 3.2.4: one of G2 moves to G1; 4.3.2 Black seekers by TPN
// 1 4 5, numbered from the middle (4.3.3): 4, 1, 5; 4 first, legal (2-1 or 2-5, 4-5 or 4-1).
// G1 = 2 4: ARO(2) = 1960 (4) < ARO(4) = 1980 (2): S1 = 2 4, T2 = 1 5: 2-1 (5.2.2), and 5-4:
// both want Black, 4's preference is strong (colour difference +1) and 5's mild: 5.2.3.
TEST(DubovHand, ByeUpfloatersAndAPlayerWithoutGames) {
    std::vector<Player> ps{player(1, 1, {played(3, W)}), player(2, 0.5, {played(4, B)}), player(3, 0, {played(1, B)}),
                           player(4, 0.5, {played(2, W)}), player(5, 1, {{RoundKind::PairingBye, 0, Colour::None}})};
    const Pairing p = pair_dubov(ps, settings(2, 5));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.bye, 3);
    EXPECT_EQ(p.pairs, pairs({{2, 1}, {5, 4}}));
}

// 3.2.4 step 1, unavoidable pairs inside a subgroup. Round 1: 1-3, 2-4; round 2: 4-1, 3-2; all
// on 1 point. 1 and 2 (had W then B) want White, 3 and 4 want Black; each White seeker has met
// both Black seekers, so 1-2 and 3-4 are the only pairing ([C7]: 2 players without their
// preference). G1 = 1 2 is the smaller subgroup (equal: G1); 4.3.2: equal ARO, then TPN: 1 2,
// numbered from the middle (4.3.3, two in the middle: the higher first): 1, 2 — 1 is shifted to
// G2. Then, to equalise, the first Black seeker by TPN, 3, goes to G1: G1 = 2 3, G2 = 1 4.
// S1 by ARO: 2 (ARO 1965) before 3 (ARO 1985); T2 = 1 4: 2-1 and 3-4.
// Colours: 1 and 2 both mild White with the same history (W, B): 5.2.5 the higher ranked, 1,
// gets White: 1-2; 3 and 4 both mild Black (B, W): 3 gets Black: 4-3.
TEST(DubovHand, UnavoidablePairsInsideASubgroup) {
    std::vector<Player> ps{player(1, 1, {played(3, W), played(4, B)}), player(2, 1, {played(4, W), played(3, B)}),
                           player(3, 1, {played(1, B), played(2, W)}), player(4, 1, {played(2, B), played(1, W)})};
    const Pairing p = pair_dubov(ps, settings(3, 5));
    ASSERT_TRUE(p.ok()) << p.message.english();
    EXPECT_EQ(p.pairs, pairs({{1, 2}, {4, 3}}));
    const std::string text = p.explanation.text().english();
    EXPECT_NE(text.find("cannot be avoided: 1; shifted to the other subgroup: 1 (order 4.3)"), std::string::npos)
        << text;
    EXPECT_NE(text.find("shifted from the larger subgroup: 3 (order 4.3; [C7]: players without their colour "
                        "preference: 2)"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("S1 (G1 by ARO, then TPN) 2 3 meets T2, the first legal transposition of G2 (4.4): 1 4"),
              std::string::npos)
        << text;
}

namespace {
// Four rounds played; 5-8 left the tournament. 1 (4 points) is alone at the top and needs one
// upfloater from 2 and 3 (3 points, both mild White seekers, 1 a mild Black seeker). 2 upfloated
// in rounds 1-3 (`recent`: also in round 4), 3 never did. 4 (0) takes whoever is left.
std::vector<Player> upfloat_field(bool recent) {
    const Float u = Float::Up;
    std::vector<Player> ps{
        player(1, 4, {played(5, B), played(6, W), played(7, B), played(8, W)}),
        player(2, 3, {played(5, W, u), played(6, B, u), played(7, W, u), played(8, B, recent ? u : Float::None)}),
        player(3, 3, {played(5, W), played(6, B), played(7, W), played(8, B)}),
        player(4, 0, {played(5, B), played(6, W), played(7, B), played(8, W)})};
    for (int i = 5; i <= 8; ++i) {
        Player gone = player(i, 0, std::vector<PastRound>(4), false);
        gone.withdrawn = true;
        ps.push_back(gone);
    }
    return ps;
}
} // namespace

// [C8] and MaxT (1.8.2). 2 has upfloated 3 times. In a 10-round event MaxT = 4: 2 is no maximum
// upfloater, [C6]-[C10] tie and the 4.2 order takes 2: 2-1 (5.2.2), 3-4. In a 9-round event
// MaxT = 3: 2 is one, [C8] takes 3: 3-1, 2-4.
TEST(DubovHand, MaximumUpfloaterByRounds) {
    const auto ps = upfloat_field(false);
    const Pairing ten = pair_dubov(ps, settings(5, 10));
    ASSERT_TRUE(ten.ok()) << ten.message.english();
    EXPECT_EQ(ten.pairs, pairs({{2, 1}, {3, 4}}));
    const Pairing nine = pair_dubov(ps, settings(5, 9));
    ASSERT_TRUE(nine.ok()) << nine.message.english();
    EXPECT_EQ(nine.pairs, pairs({{3, 1}, {2, 4}}));
}

// [C10] and the last round. 2 upfloated in round 4 too (4 upfloats; MaxT of 20 rounds is 6):
// [C10] takes 3 (3-1, 2-4). If round 5 is the last, [C8]-[C10] do not apply: 2-1, 3-4.
TEST(DubovHand, LastRoundDropsTheUpfloaterCriteria) {
    const auto ps = upfloat_field(true);
    const Pairing mid = pair_dubov(ps, settings(5, 20));
    ASSERT_TRUE(mid.ok()) << mid.message.english();
    EXPECT_EQ(mid.pairs, pairs({{3, 1}, {2, 4}}));
    const Pairing last = pair_dubov(ps, settings(5, 5));
    ASSERT_TRUE(last.ok()) << last.message.english();
    EXPECT_EQ(last.pairs, pairs({{2, 1}, {3, 4}}));
}

// 1.1: every player needs a rating; the error names the unrated players.
TEST(DubovHand, RefusesUnratedPlayers) {
    std::vector<Player> ps{player(1, 0, {}), player(2, 0, {})};
    ps[1].rating = 0;
    const Pairing p = pair_dubov(ps, settings(1, 5));
    EXPECT_EQ(p.failure, Failure::InvalidInput);
    EXPECT_NE(p.message.english().find("provisional"), std::string::npos);
    EXPECT_NE(p.message.english().find(": 2"), std::string::npos);
}

// [C3] without the Dutch topscorer exception: in the last round two leaders who both had White
// twice in a row (absolute Black) may meet under C.04.3 but not under C.04.4.1.
TEST(DubovChecker, NoTopscorerExceptionToC3) {
    std::vector<Player> ps{player(1, 2, {played(3, W), played(4, W)}), player(2, 2, {played(4, W), played(3, W)}),
                           player(3, 0, {played(1, B), played(2, B)}), player(4, 0, {played(2, B), played(1, B)})};
    Pairing bad;
    bad.pairs = pairs({{1, 2}, {3, 4}});
    const Settings last = settings(3, 3);
    EXPECT_TRUE(check_absolute(ps, last, bad).size() < check_absolute_dubov(ps, last, bad).size());
    bool c3 = false;
    for (const std::string &e : check_absolute_dubov(ps, last, bad)) c3 |= e.find("C.04.4.1 C3") != std::string::npos;
    EXPECT_TRUE(c3);
    // The engine may not pair 1-2 ([C3]) nor 1-3, 1-4 ([C1]): no legal pairing exists at all.
    EXPECT_EQ(pair_dubov(ps, last).failure, Failure::NoValidPairing);
}

TEST(DubovChecker, CatchesRematchByeAndMissingPlayer) {
    std::vector<Player> ps{player(1, 1, {played(2, W)}), player(2, 0, {played(1, B)}),
                           player(3, 1, {{RoundKind::PairingBye, 0, Colour::None}})};
    Pairing bad;
    bad.pairs = pairs({{2, 1}});
    bad.bye = 3;
    const auto errors = check_absolute_dubov(ps, settings(2, 3), bad);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_NE(errors[0].find("rematch"), std::string::npos);
    EXPECT_NE(errors[1].find("C2"), std::string::npos);
}

// 200 generated tournaments (-g with the Dubov engine): every round meets the absolute criteria
// as the independent checker judges them, and the engine reproduces every round (-c).
TEST(DubovGenerated, AbsoluteCriteriaHoldOverTwoHundredTournaments) {
    int rounds_checked = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        GeneratorConfig c;
        c.rounds = 5 + static_cast<int>(seed % 7);
        c.players = 2 * c.rounds + static_cast<int>(seed % 40);
        c.forfeit_rate = 15;
        c.half_point_bye_rate = 25;
        c.retired_rate = 8;
        if (seed % 2) c.win = 20, c.draw = 10;
        auto doc = generate_tournament(c, seed, SwissSystem::Dubov);
        ASSERT_TRUE(doc) << "seed " << seed << ": " << doc.error();
        EXPECT_EQ(trf::tournament_type(*doc), "FIDE_DUBOV");
        expect_generated_rounds_valid(*doc, seed, SwissSystem::Dubov, check_absolute_dubov, seed % 20 == 0,
                                      rounds_checked);
    }
    EXPECT_GT(rounds_checked, 1000);
}
