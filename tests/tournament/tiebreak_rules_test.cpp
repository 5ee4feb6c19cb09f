// FIDE C.07 articles 6 (direct encounter), 7.7 (standard points), 9.2 (Koya), 10 (ratings) and
// 15.2 (round robins: forfeits are games) on small hand-made events; the working is in the
// comments.
#include "event_builder.hpp"
#include "tournament/model/standings.hpp"

#include <gtest/gtest.h>

using namespace damka::tournament;
using namespace damka::tournament::test;
using R = BoardResult;

// C.07 6.2: five players tied on 2 1/2 who all met (a 5-player, 5-round schedule, one free a
// round, the free player getting a bye that evens the scores):
//   R1: 1-2 1-0, 3-4 1-0, 5 PAB      R2: 1-3 1/2, 2-5 0-1, 4 HPB    R3: 1-4 0-1, 3-5 1/2, 2 HPB
//   R4: 1-5 1-0, 2-4 1-0, 3 HPB      R5: 2-3 1-0, 4-5 1-0, 1 ZPB
// Points among the five: P1 1+1/2+0+1 = 2 1/2; P2 0+0+1+1 = 2; P3 1/2+0+1+1/2 = 2;
// P4 1+0+0+1 = 2; P5 0+1+1/2+0 = 1 1/2. P1 is first, P5 last; P2, P3, P4 are applied article 6
// again among themselves: P2 beat P3 and P4 (2), P3 beat P4 (1), P4 0 -> P2, P3, P4. The DE
// column prints what decided each place (issue 14, C.07 6.3): P1 2 1/2, P2 2, P3 1, P4 0
// (the subgroup's points; they printed 2, 2, 2 for three different places), P5 1 1/2.
TEST(DirectEncounter, AppliedAgainToTheSubgroupStillTied) {
    EventData e = make_event(System::Swiss, 5, 5, {"DE"});
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 1, 3, 4, R::WhiteWin);
    bye(e, 1, 5, ByeKind::PAB);
    game(e, 2, 1, 3, R::Draw);
    game(e, 2, 2, 5, R::BlackWin);
    bye(e, 2, 4, ByeKind::HPB);
    game(e, 3, 1, 4, R::BlackWin);
    game(e, 3, 3, 5, R::Draw);
    bye(e, 3, 2, ByeKind::HPB);
    game(e, 4, 1, 5, R::WhiteWin);
    game(e, 4, 2, 4, R::WhiteWin);
    bye(e, 4, 3, ByeKind::HPB);
    game(e, 5, 2, 3, R::WhiteWin);
    game(e, 5, 4, 5, R::WhiteWin);
    bye(e, 5, 1, ByeKind::ZPB);
    const Standings st = compute_standings(e, 5);
    const double de[] = {2.5, 2, 1, 0, 1.5};
    for (int p = 1; p <= 5; ++p) {
        EXPECT_DOUBLE_EQ(st.row(p)->score, 2.5) << "P" << p;
        EXPECT_EQ(st.row(p)->rank, p) << "P" << p;
        EXPECT_DOUBLE_EQ(st.row(p)->tiebreaks[0], de[p - 1]) << "P" << p;
    }
}

// C.07 6.3 (Swiss, not all met): P1, P2, P3 tied on 2; P1 beat P2 and P3, who never met.
//   R1: 1-2 1-0, 3-4 1-0   R2: 3-1 0-1, 2-4 1-0   R3: 1-4 0-1, 2 FPB, 3 FPB
// P1 has 2; P2 and P3 have 0 and could reach at most 1 with their missing game: P1 is first
// whatever it would give. Applied again, P2 and P3 have not met: they stay tied.
TEST(DirectEncounter, SwissLeaderOutOfReachGoesFirst) {
    EventData e = make_event(System::Swiss, 4, 3, {"DE"});
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 1, 3, 4, R::WhiteWin);
    game(e, 2, 3, 1, R::BlackWin);
    game(e, 2, 2, 4, R::WhiteWin);
    game(e, 3, 1, 4, R::BlackWin);
    bye(e, 3, 2, ByeKind::FPB);
    bye(e, 3, 3, ByeKind::FPB);
    const Standings st = compute_standings(e, 3);
    EXPECT_EQ(st.row(1)->rank, 1);
    EXPECT_EQ(st.row(2)->rank, 2);
    EXPECT_EQ(st.row(3)->rank, 2);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[0], 2);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[0], 0);
}

// C.07 6.3 (Swiss, not all met), issue 14: the DE column printed 1, 0, 1, 1 for four players
// it left tied, as if it had ordered them. All four on 1 point:
//   R1: 1-2 1-0, 3-4 1-0   R2: 4-1 1-0, 2 PAB, 3 ZPB
// Among the four: P1 1 (beat P2), P2 0, P3 1 (beat P4), P4 1 (beat P1). P3 leads the sort
// (could reach 1 + 2 missing wins = 3), but P1 and P4 could still reach 2 and P2 2: nobody is
// out of reach, so DE leaves all four tied and prints one value, the lowest: 0.
TEST(DirectEncounter, PlayersLeftTiedShowOneValue) {
    EventData e = make_event(System::Swiss, 4, 2, {"DE"});
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 1, 3, 4, R::WhiteWin);
    game(e, 2, 4, 1, R::WhiteWin);
    bye(e, 2, 2, ByeKind::PAB);
    bye(e, 2, 3, ByeKind::ZPB);
    const Standings st = compute_standings(e, 2);
    for (int p = 1; p <= 4; ++p) {
        EXPECT_DOUBLE_EQ(st.row(p)->score, 1) << "P" << p;
        EXPECT_EQ(st.row(p)->rank, 1) << "P" << p;
        EXPECT_DOUBLE_EQ(st.row(p)->tiebreaks[0], 0) << "P" << p;
    }
}

// C.07 15.2 (round robin): a forfeit is a regular game for SB and DE and, when won, for the
// type B tie-breaks; the rating-based ones leave it out.
//   R1: 4-1 -+ (P4 absent, P1 wins by forfeit with black), 2-3 1/2
//   R2: 4-3 1-0, 1-2 1/2          R3: 2-4 1-0, 3-1 0-1
// Scores: P1 1+1/2+1 = 2 1/2, P2 1/2+1/2+1 = 2, P3 1/2+0+0 = 1/2, P4 0+1+0 = 1.
//   SB P1: P4 1 x1 + P2 2 x1/2 + P3 1/2 x1 = 2 1/2.   WON P1 2 (forfeit + R3), BPG P1 2 (R1, R3),
//   BWG P1 2. P4's forfeit loss with white is not a game: BPG P4 = 1 (R3).
//   ARO P1: P2 1900, P3 1800 -> 1850; TPR: 1 1/2 of 2 = 75% -> dp 193 -> 2043.
TEST(RoundRobinForfeits, CountAsGamesExceptForRatings) {
    EventData e = make_event(System::RoundRobin, 4, 3, {"SB", "WON", "BPG", "BWG", "ARO", "TPR"});
    game(e, 1, 4, 1, R::BlackForfeit);
    game(e, 1, 2, 3, R::Draw);
    game(e, 2, 4, 3, R::WhiteWin);
    game(e, 2, 1, 2, R::Draw);
    game(e, 3, 2, 4, R::WhiteWin);
    game(e, 3, 3, 1, R::BlackWin);
    const Standings st = compute_standings(e, 3);
    const StandingRow &p1 = *st.row(1);
    EXPECT_DOUBLE_EQ(p1.score, 2.5);
    EXPECT_DOUBLE_EQ(p1.tiebreaks[0], 2.5);
    EXPECT_DOUBLE_EQ(p1.tiebreaks[1], 2);
    EXPECT_DOUBLE_EQ(p1.tiebreaks[2], 2);
    EXPECT_DOUBLE_EQ(p1.tiebreaks[3], 2);
    EXPECT_DOUBLE_EQ(p1.tiebreaks[4], 1850);
    EXPECT_DOUBLE_EQ(p1.tiebreaks[5], 2043);
    EXPECT_DOUBLE_EQ(st.row(4)->tiebreaks[2], 1);
}

// C.07 9.2: 50% of the maximum possible score. A 3-player round robin has 3 rounds but every
// player sits one out: the maximum is 2, the limit 1 (not 1 1/2).
//   R1: 1-2 1-0 (3 free)   R2: 3-1 1/2 (2 free)   R3: 2-3 1/2 (1 free)
// Scores P1 1 1/2, P2 1/2, P3 1: P1 and P3 reach the limit.
//   KS: P1 1/2 (vs P3), P2 1/2 (vs P3) + 0 (vs P1) = 1/2, P3 1/2 (vs P1).
TEST(Koya, LimitIsHalfTheScoreAPlayerCanMake) {
    EventData e = make_event(System::RoundRobin, 3, 3, {"KS"});
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 2, 3, 1, R::Draw);
    game(e, 3, 2, 3, R::Draw);
    const Standings st = compute_standings(e, 3);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[0], 0.5);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[0], 0.5);
    EXPECT_DOUBLE_EQ(st.row(3)->tiebreaks[0], 0.5);
}

// C.07 (2026) 7.7 under 3-1-0 with a PAB of 3 and an HPB of 1 (a draw's points):
//   R1: 1-2 draw, 3 PAB     R2: 3-1 1-0, 2 HPB
//   Scores P1 1+0 = 1, P2 1+1 = 2, P3 3+3 = 6.
//   STD: P1 1/2 (draw) + 0 = 1/2; P2 1/2 + 1/2 (HPB = a draw) = 1; P3 1 (PAB > a draw) + 1 = 2.
TEST(StandardPoints, NormaliseAnyScoringToWinsAndDraws) {
    EventData e = make_event(System::Swiss, 3, 2, {"STD"});
    e.info.scoring = *parse_scoring("3-1-0");
    e.info.byes = {3, 1, 3, 0, 1, 0};
    game(e, 1, 1, 2, R::Draw);
    bye(e, 1, 3, ByeKind::PAB);
    game(e, 2, 3, 1, R::WhiteWin);
    bye(e, 2, 2, ByeKind::HPB);
    const Standings st = compute_standings(e, 2);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 1);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 2);
    EXPECT_DOUBLE_EQ(st.row(3)->score, 6);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[0], 0.5);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[0], 1);
    EXPECT_DOUBLE_EQ(st.row(3)->tiebreaks[0], 2);
}

// C.07 10.1: ARO rounded to the nearest whole number, .5 up; 10.2 p in whole percent.
//   P1 beats P2 (1900) and draws P3 (rating set to 1801): ARO (1900+1801)/2 = 1850.5 -> 1851;
//   p = 1 1/2 of 2 = 75% -> dp 193 -> TPR 2044.
// B.02 8.1.1 table rows checked by hand: 2/3 -> .67 -> 125, 1/3 -> .33 -> -125, 1/8 -> .13 -> -322.
TEST(RatingBased, RoundingOfAroAndTheDpTable) {
    EventData e = make_event(System::Swiss, 3, 2, {"ARO", "TPR"});
    e.players[2].rating = 1801;
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 2, 3, 1, R::Draw);
    const Standings st = compute_standings(e, 2);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[0], 1851);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[1], 2044);
    EXPECT_EQ(fide_dp(2.0 / 3), 125);
    EXPECT_EQ(fide_dp(1.0 / 3), -125);
    EXPECT_EQ(fide_dp(1.0 / 8), -322);
    EXPECT_EQ(fide_dp_percent(88), 336);
    for (int pct = 0; pct <= 100; ++pct) EXPECT_EQ(fide_dp_percent(pct), -fide_dp_percent(100 - pct)) << pct;
}
