// FIDE C.07 articles 14-16 (2024 text, 2026 changes) on one hand-made Swiss that has every kind
// of unplayed round the regulation distinguishes. The working is in the comments; expected
// values are computed by hand from the article texts, not by running the code.
#include "event_builder.hpp"
#include "tournament/model/standings.hpp"

#include <gtest/gtest.h>

using namespace damka::tournament;
using namespace damka::tournament::test;
using R = BoardResult;

namespace {

// Swiss, 7 players, 4 rounds, 1-1/2-0 (white first):
//   R1: 1-5 1-0   2-6 1-0   3-7 1/2   4 PAB                       (16.2.1)
//   R2: 4-1 0-1   7-2 -+    6-3 1-0   5 HPB                       (-+: 7 absent, 2 wins by forfeit:
//                                                                   16.2.2 for 2, 16.2.4 for 7;
//                                                                   5's HPB is followed by a game: 16.2.3)
//   R3: 1-2 1/2   3-4 0-1   5-7 1-0   6 withdrew after round 2     (absent = zero-point bye, 16.1.1)
//   R4: 2-4 1-0   7-3 0-1   1 HPB in the last round, 5 ZPB in the last round   (16.2.5)
// Scores: P1 1+1+1/2+1/2 = 3, P2 1+1+1/2+1 = 3 1/2, P3 1/2+0+0+1 = 1 1/2, P4 1+0+1+0 = 2,
//         P5 0+1/2+1+0 = 1 1/2, P6 0+1+0+0 = 1, P7 1/2+0+0+0 = 1/2 (13 points in all).
// 16.3 adjusted scores (for the opponents' tie-breaks; 16.2.5 rounds count as draws):
//   P1 3 (R4 HPB: a draw either way), P2 3 1/2, P3 1 1/2, P4 2,
//   P5 0+1/2+1+1/2 = 2 (R4 ZPB -> 1/2), P6 0+1+1/2+1/2 = 2 (R3, R4 absent -> 1/2 each),
//   P7 1/2 (R2 forfeit loss had an opponent: 16.2.4, counted as scored).
EventData every_unplayed_kind(const std::string &start_date, std::vector<std::string> tbs) {
    EventData e = make_event(System::Swiss, 7, 4, std::move(tbs));
    e.info.start_date = start_date;
    game(e, 1, 1, 5, R::WhiteWin);
    game(e, 1, 2, 6, R::WhiteWin);
    game(e, 1, 3, 7, R::Draw);
    bye(e, 1, 4, ByeKind::PAB);
    game(e, 2, 4, 1, R::BlackWin);
    game(e, 2, 7, 2, R::BlackForfeit);
    game(e, 2, 6, 3, R::WhiteWin);
    bye(e, 2, 5, ByeKind::HPB);
    e.players[5].withdrawn_after = 2;
    game(e, 3, 1, 2, R::Draw);
    game(e, 3, 3, 4, R::BlackWin);
    game(e, 3, 5, 7, R::WhiteWin);
    game(e, 4, 2, 4, R::WhiteWin);
    game(e, 4, 7, 3, R::BlackWin);
    bye(e, 4, 1, ByeKind::HPB);
    bye(e, 4, 5, ByeKind::ZPB);
    return e;
}

std::vector<double> column(const Standings &st, size_t tb) {
    std::vector<double> v(st.rows.size());
    for (const StandingRow &r : st.rows) v[size_t(r.player - 1)] = r.tiebreaks[tb];
    return v;
}

} // namespace

TEST(UnplayedRounds, ScoresAndAdjustedScores) {
    const EventData e = every_unplayed_kind("", {});
    const Standings st = compute_standings(e, 4);
    const std::vector<double> score = {3, 3.5, 1.5, 2, 1.5, 1, 0.5};
    for (int p = 1; p <= 7; ++p) EXPECT_DOUBLE_EQ(st.row(p)->score, score[size_t(p - 1)]) << "P" << p;
    const TieBreakContext ctx(e, 4, st.records);
    EXPECT_EQ(ctx.edition, TieBreakEdition::Fide2026);
    const std::vector<double> adjusted = {3, 3.5, 1.5, 2, 2, 2, 0.5};
    for (int p = 1; p <= 7; ++p) EXPECT_DOUBLE_EQ(ctx.adjusted_of(p), adjusted[size_t(p - 1)]) << "P" << p;
}

// Contributions (opponent or dummy score, points scored), C.07 2026: the dummy has the
// participant's own score but not more than the scheduled opponent's adjusted score for a
// forfeit (16.4.1) nor more than 1/2 x 4 rounds = 2 for any other unplayed round (16.4.2):
//   P1: P5 2 x1, P4 2 x1, P2 3 1/2 x1/2, R4 HPB dummy min(3, 2) = 2 x1/2 (VUR)
//       BH 9 1/2, SB 2+2+1 3/4+1 = 6 3/4
//   P2: P6 2 x1, R2 forfeit win dummy min(3 1/2, P7's 1/2) = 1/2 x1, P1 3 x1/2, P4 2 x1
//       BH 7 1/2, SB 2+1/2+1 1/2+2 = 6
//   P3: P7 1/2 x1/2, P6 2 x0, P4 2 x0, P7 1/2 x1                 BH 5,  SB 1/4+1/2 = 3/4
//   P4: PAB dummy min(2, 2) = 2 x1, P1 3 x0, P3 1 1/2 x1, P2 3 1/2 x0   BH 10, SB 3 1/2
//   P5: P1 3 x0, HPB dummy 1 1/2 x1/2 (VUR), P7 1/2 x1, ZPB dummy 1 1/2 x0 (VUR)
//       BH 6 1/2, SB 3/4+1/2 = 1 1/4
//   P6: P2 3 1/2 x0, P3 1 1/2 x1, absent dummy 1 x0 (VUR), absent dummy 1 x0 (VUR)
//       BH 7, SB 1 1/2
//   P7: P3 1 1/2 x1/2, forfeit loss dummy min(1/2, P2's 3 1/2) = 1/2 x0 (VUR), P5 2 x0, P3 1 1/2 x0
//       BH 5 1/2, SB 3/4
TEST(UnplayedRounds, BuchholzAndSonnebornBergerWithThe2026DummyCaps) {
    const Standings st = compute_standings(every_unplayed_kind("2026-05-10", {"BH", "SB"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{9.5, 7.5, 5, 10, 6.5, 7, 5.5}));
    EXPECT_EQ(column(st, 1), (std::vector<double>{6.75, 6, 0.75, 3.5, 1.25, 1.5, 0.75}));
}

// The 1 August 2024 text has no caps: the dummy always has the participant's own score.
// Only P1 and P2 have an unplayed round whose cap binds above:
//   P1: HPB dummy 3 (not 2): BH 2+2+3 1/2+3 = 10 1/2, SB 2+2+1 3/4+1 1/2 = 7 1/4
//   P2: forfeit win dummy 3 1/2 (not 1/2): BH 2+3 1/2+3+2 = 10 1/2, SB 2+3 1/2+1 1/2+2 = 9
TEST(UnplayedRounds, The2024EditionHasNoCaps) {
    const EventData e = every_unplayed_kind("2025-11-20", {"BH", "SB"});
    const Standings st = compute_standings(e, 4);
    EXPECT_EQ(TieBreakContext(e, 4, st.records).edition, TieBreakEdition::Fide2024);
    EXPECT_EQ(column(st, 0), (std::vector<double>{10.5, 10.5, 5, 10, 6.5, 7, 5.5}));
    EXPECT_EQ(column(st, 1), (std::vector<double>{7.25, 9, 0.75, 3.5, 1.25, 1.5, 0.75}));
}

TEST(UnplayedRounds, EditionFollowsTheStartDate) {
    EXPECT_EQ(tiebreak_edition("2026-02-28"), TieBreakEdition::Fide2024);
    EXPECT_EQ(tiebreak_edition("2024-08-01"), TieBreakEdition::Fide2024);
    EXPECT_EQ(tiebreak_edition("2026-03-01"), TieBreakEdition::Fide2026);
    EXPECT_EQ(tiebreak_edition(""), TieBreakEdition::Fide2026);
    EXPECT_EQ(tiebreak_edition("spring 2025"), TieBreakEdition::Fide2026);
}

// Cut-1 (14.1) with the VUR exception (16.5.1), contributions as above (2026):
//   BH-C1: a VUR is cut whenever there is one (a BH contribution is never below the least
//   significant value): P1 -2 (HPB) = 7 1/2; P5 -1 1/2 (a VUR) = 5; P6 -1 (absent) = 6;
//   P7 -1/2 (forfeit loss) = 5. No VUR: P2 -1/2 = 7, P3 -1/2 = 4 1/2, P4 -1 1/2 = 8 1/2.
//   SB-C1: least significant = the product for the lowest-scoring opponent (14.1.1), the lowest
//   product among equal scores; cut the higher of it and the lowest VUR product (16.5):
//   P1: scores 2, 2, 2 tie -> lowest product 1 (R4 HPB, also the VUR): 6 3/4 - 1 = 5 3/4
//   P2: lowest opponent 1/2 (forfeit-win dummy), product 1/2, no VUR: 6 - 1/2 = 5 1/2
//   P3: lowest opponent 1/2 (P7 twice), lower product 1/4: 3/4 - 1/4 = 1/2
//   P4: lowest opponent 1 1/2 (P3), product 1 1/2: 3 1/2 - 1 1/2 = 2
//   P5: least significant P7 (1/2) product 1/2; lowest VUR product 0 (ZPB) is lower, so the
//       higher value, 1/2, is cut: 1 1/4 - 1/2 = 3/4
//   P6: lowest score 1 (absent dummies) product 0, a VUR: 1 1/2 - 0 = 1 1/2
//   P7: lowest score 1/2 (forfeit-loss dummy) product 0, a VUR: 3/4
TEST(UnplayedRounds, CutOneCutsTheVoluntarilyUnplayedRoundPer16_5) {
    const Standings st = compute_standings(every_unplayed_kind("", {"BH-C1", "SB-C1"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{7.5, 7, 4.5, 8.5, 5, 6, 5}));
    EXPECT_EQ(column(st, 1), (std::vector<double>{5.75, 5.5, 0.5, 2, 0.75, 1.5, 0.75}));
}

// Cut-2 and Median (14.2, 14.3; 16.5.2 repeats the exception for the second cut):
//   BH-C2: P1 -2 (HPB) -2 = 5 1/2; P5 -1 1/2 -1 1/2 (both VURs) = 3 1/2; P6 -1 -1 = 5;
//          P7 -1/2 (VUR) -1 1/2 = 3 1/2; P2 -1/2 -2 = 5; P3 -1/2 -1/2 = 4; P4 -1 1/2 -2 = 6 1/2.
//   BH-M1: after the Cut-1 above, the highest goes: P1 -3 1/2 = 4; P2 -3 = 4; P3 -2 = 2 1/2;
//          P4 -3 1/2 = 5; P5 -3 = 2; P6 -3 1/2 = 2 1/2; P7 -2 = 3.
TEST(UnplayedRounds, CutTwoAndMedian) {
    const Standings st = compute_standings(every_unplayed_kind("", {"BH-C2", "BH-M1"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{5.5, 5, 4, 6.5, 3.5, 5, 3.5}));
    EXPECT_EQ(column(st, 1), (std::vector<double>{4, 4, 2.5, 5, 2, 2.5, 3}));
}

// WIN (7.1) counts rounds scoring a win's points with or without playing: P2's forfeit win,
// P4's PAB; the HPBs do not. WON (7.2) only games won over the board.
//   WIN: P1 2, P2 3, P3 1, P4 2, P5 1, P6 1, P7 0.  WON: P1 2, P2 2, P3 1, P4 1, P5 1, P6 1, P7 0.
// A PAB worth a draw (C.04.1 lets the regulations say so) is not a win: P4's WIN becomes 1.
TEST(UnplayedRounds, WinsCountUnplayedRoundsWorthAWin) {
    EventData e = every_unplayed_kind("", {"WIN", "WON"});
    Standings st = compute_standings(e, 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{2, 3, 1, 2, 1, 1, 0}));
    EXPECT_EQ(column(st, 1), (std::vector<double>{2, 2, 1, 1, 1, 1, 0}));
    e.info.byes.pab = 0.5;
    st = compute_standings(e, 4);
    EXPECT_DOUBLE_EQ(st.row(4)->tiebreaks[0], 1);
}
