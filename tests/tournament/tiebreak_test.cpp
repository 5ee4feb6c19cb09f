// Standings and every tie-break on small events computed by hand (the working is in the
// comments next to each expectation).
#include "event_builder.hpp"
#include "tournament/model/records.hpp"
#include "tournament/model/standings.hpp"

#include <gtest/gtest.h>

#include <map>

using namespace damka::tournament;
using namespace damka::tournament::test;
using R = BoardResult;

namespace {

// Swiss, 6 players, 4 rounds, 1-½-0, ratings P1 2000 ... P6 1500. White first.
//   R1: 1-4 1-0   2-5 ½      3-6 0-1
//   R2: 6-1 0-1   5-3 1-0    4-2 0-1
//   R3: 1-5 ½     2-6 1-0    3 HPB, 4 HPB
//   R4: 5-2 +-    3-1 0-1    4-6 ½      (5 wins by forfeit: 2 did not appear)
// Scores: P1 1+1+½+1 = 3½, P2 ½+1+1+0 = 2½, P3 0+0+½+0 = ½, P4 0+0+½+½ = 1,
//         P5 ½+1+½+1 = 3, P6 1+0+0+½ = 1½ (total 12 = 4 rounds x 3 points).
// C.07 16.3.2: every player's last non-VUR round is round 4 except P2 (forfeit loss in R4,
// but that round had an opponent), so the adjusted scores equal the scores.
// (The event is six_player_swiss() of event_builder.hpp.)
EventData swiss_event(std::vector<std::string> tbs) { return six_player_swiss(std::move(tbs)); }

std::vector<double> column(const Standings &st, size_t tb) {
    std::vector<double> v(6);
    for (const StandingRow &r : st.rows) v[size_t(r.player - 1)] = r.tiebreaks[tb];
    return v;
}

} // namespace

TEST(SwissStandings, ScoresAndRanks) {
    const Standings st = compute_standings(swiss_event({"BH"}), 4);
    ASSERT_EQ(st.rows.size(), 6u);
    // 3½, 3, 2½, 1½, 1, ½ -> P1, P5, P2, P6, P4, P3.
    const int order[] = {1, 5, 2, 6, 4, 3};
    const double score[] = {3.5, 3.0, 2.5, 1.5, 1.0, 0.5};
    for (size_t i = 0; i < 6; ++i) {
        EXPECT_EQ(st.rows[i].player, order[i]);
        EXPECT_EQ(st.rows[i].rank, int(i) + 1);
        EXPECT_DOUBLE_EQ(st.rows[i].score, score[i]);
    }
}

// Buchholz contributions (C.07 16.4: an unplayed round counts a dummy opponent with the
// player's own score, from 2026 capped at the scheduled opponent's adjusted score for a forfeit
// (16.4.1) and at 1/2 x 4 rounds = 2 otherwise (16.4.2); VURs are HPB, ZPB, forfeit losses,
// absences):
//   P1: 1 (P4) 1½ (P6) 3 (P5) ½ (P3)                       = 6
//   P2: 3 (P5) 1 (P4) 1½ (P6) 2½ own (P5's 3 does not cap it), forfeit loss = VUR = 8
//   P3: 1½ (P6) 3 (P5) ½ own, HPB = VUR, 3½ (P1)             = 8½
//   P4: 3½ (P1) 2½ (P2) 1 own, HPB = VUR, 1½ (P6)            = 8½
//   P5: 2½ (P2) ½ (P3) 3½ (P1) forfeit win (not VUR): own 3 capped at P2's 2½ = 9
//   P6: ½ (P3) 3½ (P1) 2½ (P2) 1 (P4)                       = 7½
TEST(SwissTieBreaks, BuchholzAndCuts) {
    const Standings st = compute_standings(swiss_event({"BH", "BH-C1", "BH-C2", "BH-M1"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{6.0, 8.0, 8.5, 8.5, 9.0, 7.5}));
    // Cut-1, VUR first: P2 cuts its forfeit (2½), P3 its HPB (½), P4 its HPB (1); others the lowest.
    EXPECT_EQ(column(st, 1), (std::vector<double>{5.5, 5.5, 8.0, 7.5, 8.5, 7.0}));
    // Cut-2: P1 -½ -1; P2 -2½ -1; P3 -½ -1½; P4 -1 -1½; P5 -½ -2½; P6 -½ -1.
    EXPECT_EQ(column(st, 2), (std::vector<double>{4.5, 4.5, 6.5, 6.0, 6.0, 6.0}));
    // Median: lowest (VUR first) and highest cut: P1 -½ -3; P2 -2½ -3; P3 -½ -3½; P4 -1 -3½;
    // P5 -½ -3½; P6 -½ -3½.
    EXPECT_EQ(column(st, 3), (std::vector<double>{2.5, 2.5, 4.5, 4.0, 5.0, 3.5}));
}

// SB = sum of (opponent's score x points scored in that round), dummy opponent as for BH:
//   P1: 1x1 + 1½x1 + 3x½ + ½x1 = 4½        P2: 3x½ + 1x1 + 1½x1 + 2½x0 = 4
//   P3: ½x½ (HPB) = ¼                      P4: 1x½ (HPB) + 1½x½ = 1¼
//   P5: 2½x½ + ½x1 + 3½x½ + 2½x1 (forfeit win, dummy capped at P2's 2½) = 6   P6: ½x1 + 1x½ = 1
TEST(SwissTieBreaks, SonnebornBerger) {
    const Standings st = compute_standings(swiss_event({"SB"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{4.5, 4.0, 0.25, 1.25, 6.0, 1.0}));
}

// WIN counts forfeit wins; WON only games won over the board. Colours as paired above; the
// forfeit of round 4 (5-2) is not a game played.
//   BPG: P1 R2,R4; P2 R2; P3 R2; P4 R1; P5 R1,R3; P6 R1,R3,R4.   BWG: P1 R2,R4; P2 R2; P6 R1.
//   PS (running scores): P1 1+2+2½+3½ = 9; P2 ½+1½+2½+2½ = 7; P3 0+0+½+½ = 1;
//        P4 0+0+½+1 = 1½; P5 ½+1½+2+3 = 7; P6 1+1+1+1½ = 4½.
TEST(SwissTieBreaks, CountsAndProgressive) {
    const Standings st = compute_standings(swiss_event({"WIN", "WON", "BPG", "BWG", "PS"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{3, 2, 0, 0, 2, 1}));
    EXPECT_EQ(column(st, 1), (std::vector<double>{3, 2, 0, 0, 1, 1}));
    EXPECT_EQ(column(st, 2), (std::vector<double>{2, 1, 1, 1, 2, 3}));
    EXPECT_EQ(column(st, 3), (std::vector<double>{2, 1, 0, 0, 0, 1}));
    EXPECT_EQ(column(st, 4), (std::vector<double>{9, 7, 1, 1.5, 7, 4.5}));
}

// Koya: 50% of the maximum = 2 points; P1 (3½), P2 (2½), P5 (3) qualify.
//   P1: ½ vs P5. P2: ½ vs P5, forfeit loss vs P5 counts 0. P5: ½ vs P2 + ½ vs P1 + 1 (forfeit vs P2) = 2.
TEST(SwissTieBreaks, Koya) {
    const Standings st = compute_standings(swiss_event({"KS"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{0.5, 0.5, 0, 0, 2.0, 0}));
}

// ARO/TPR over games played against rated opponents, dp from FIDE B.02 8.1.1:
//   P1: (1700+1500+1600+1800)/4 = 1650; p = 3½/4 = .875 -> .88 -> dp 336 -> 1986.
//   P2: (1600+1700+1500)/3 = 1600; p = 2½/3 = .83 -> dp 273 -> 1873.
//   P5: (1900+1800+2000)/3 = 1900; p = 2/3 = .67 -> dp 125 -> 2025.
TEST(SwissTieBreaks, RatingBased) {
    const Standings st = compute_standings(swiss_event({"ARO", "TPR"}), 4);
    EXPECT_DOUBLE_EQ(column(st, 0)[0], 1650);
    EXPECT_DOUBLE_EQ(column(st, 1)[0], 1986);
    EXPECT_DOUBLE_EQ(column(st, 0)[1], 1600);
    EXPECT_DOUBLE_EQ(column(st, 1)[1], 1873);
    EXPECT_DOUBLE_EQ(column(st, 0)[4], 1900);
    EXPECT_DOUBLE_EQ(column(st, 1)[4], 2025);
    EXPECT_EQ(fide_dp(0.5), 0);
    EXPECT_EQ(fide_dp(1.0), 800);
    EXPECT_EQ(fide_dp(0.0), -800);
}

// Russian coefficients count opponents met over the board with their real scores.
//   Solkoff: P1 1+1½+3+½ = 6; P2 3+1+1½ = 5½; P3 1½+3+3½ = 8; P4 3½+2½+1½ = 7½; P5 2½+½+3½ = 6½; P6 ½+3½+2½+1 = 7½.
//   Truncated (weakest opponent dropped): 5½, 4½, 6½, 6, 6, 7.
//   Shmulyan (beaten minus lost-to): P1 1+1½+½ = 3; P2 1+1½ = 2½; P3 -(1½+3+3½) = -8;
//        P4 -(3½+2½) = -6; P5 ½; P6 ½-(3½+2½) = -5½.
TEST(SwissTieBreaks, RussianCoefficients) {
    const Standings st = compute_standings(swiss_event({"SOLK", "SOLK-C1", "SHM"}), 4);
    EXPECT_EQ(column(st, 0), (std::vector<double>{6, 5.5, 8, 7.5, 6.5, 7.5}));
    EXPECT_EQ(column(st, 1), (std::vector<double>{5.5, 4.5, 6.5, 6, 6, 7}));
    EXPECT_EQ(column(st, 2), (std::vector<double>{3, 2.5, -8, -6, 0.5, -5.5}));
}

// C.07 16.3.2: a withdrawn player's rounds after his last game count as draws in his
// opponents' Buchholz. P4 loses R1 to P3 and withdraws; R2: 1-3 1-0, P2 gets the PAB.
//   Adjusted P4 = 0 + ½ (R2 absent, after his last game) = ½.
//   BH(P3) = ½ (P4 adjusted) + 2 (P1) = 2½.
//   BH(P2) = 2 (P1, R1) + 1 (PAB: dummy opponent with P2's own score 0 + 1) = 3.
TEST(SwissTieBreaks, WithdrawnOpponentAdjustedAndPab) {
    EventData e = make_event(System::Swiss, 4, 2, {"BH"});
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 1, 3, 4, R::WhiteWin);
    e.players[3].withdrawn_after = 1;
    game(e, 2, 1, 3, R::WhiteWin);
    bye(e, 2, 2, ByeKind::PAB);
    const Standings st = compute_standings(e, 2);
    EXPECT_DOUBLE_EQ(st.row(3)->tiebreaks[0], 2.5);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[0], 3.0);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 1.0);
}

// Round robin, 4 players: P1 and P2 both finish on 2, P1 beat P2.
//   R1: 1-4 ½, 2-3 1-0.  R2: 4-3 0-1, 1-2 1-0.  R3: 2-4 1-0, 3-1 ½.
//   Scores: P1 ½+1+½ = 2, P2 1+0+1 = 2, P3 0+1+½ = 1½, P4 ½+0+0 = ½.
//   DE between P1 and P2: 1 : 0, so P1 ranks first. SB: P1 ½x½ + 2x1 + 1½x½ = 3; P2 1½ + ½ = 2.
TEST(RoundRobinStandings, DirectEncounterSeparatesTies) {
    EventData e = make_event(System::RoundRobin, 4, 3, {"DE", "SB"});
    game(e, 1, 1, 4, R::Draw);
    game(e, 1, 2, 3, R::WhiteWin);
    game(e, 2, 4, 3, R::BlackWin);
    game(e, 2, 1, 2, R::WhiteWin);
    game(e, 3, 2, 4, R::WhiteWin);
    game(e, 3, 3, 1, R::Draw);
    const Standings st = compute_standings(e, 3);
    EXPECT_EQ(st.rows[0].player, 1);
    EXPECT_EQ(st.rows[1].player, 2);
    EXPECT_EQ(st.rows[0].rank, 1);
    EXPECT_EQ(st.rows[1].rank, 2);
    EXPECT_DOUBLE_EQ(st.rows[0].tiebreaks[0], 1.0);
    EXPECT_DOUBLE_EQ(st.rows[1].tiebreaks[0], 0.0);
    EXPECT_DOUBLE_EQ(st.rows[0].tiebreaks[1], 3.0);
    EXPECT_DOUBLE_EQ(st.rows[1].tiebreaks[1], 2.0);
}

// A cycle: P1 beats P2, P2 beats P3, P3 beats P1, all beat P4. DE gives each 1 point, SB is
// 2 for each (2 for the tied opponent beaten, 0 for P4): the three share first place.
TEST(RoundRobinStandings, UnbreakableTieSharesTheRank) {
    EventData e = make_event(System::RoundRobin, 4, 3, {"DE", "SB"});
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 1, 3, 4, R::WhiteWin);
    game(e, 2, 2, 3, R::WhiteWin);
    game(e, 2, 4, 1, R::BlackWin);
    game(e, 3, 3, 1, R::WhiteWin);
    game(e, 3, 2, 4, R::WhiteWin);
    const Standings st = compute_standings(e, 3);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(st.rows[size_t(i)].rank, 1);
        EXPECT_DOUBLE_EQ(st.rows[size_t(i)].tiebreaks[0], 1.0);
        EXPECT_DOUBLE_EQ(st.rows[size_t(i)].tiebreaks[1], 2.0);
    }
    EXPECT_EQ(st.rows[3].rank, 4);
}

// Swiss DE when the tied players have not all met (C.07 DE): P1 and P2 tied, never met -> no
// separation by DE; the next tie-break decides.
TEST(SwissStandings, DirectEncounterNeedsAMeeting) {
    EventData e = make_event(System::Swiss, 4, 1, {"DE", "WON"});
    game(e, 1, 1, 3, R::WhiteWin);
    game(e, 1, 4, 2, R::WhiteForfeit); // P4 wins by forfeit: 1 point, no game won
    const Standings st = compute_standings(e, 1);
    EXPECT_EQ(st.rows[0].player, 1); // WON 1 beats WON 0
    EXPECT_EQ(st.rows[1].player, 4);
    EXPECT_EQ(st.rows[1].rank, 2);
}

// Scoring systems: 2-1-0 and 3-1-0 scale every result; byes follow the event's bye values.
TEST(Scoring, DraughtsAndFootballPoints) {
    EventData e = make_event(System::Swiss, 3, 1, {});
    e.info.scoring = *parse_scoring("2-1-0");
    e.info.byes = {2, 1, 2, 0, 1, 0};
    game(e, 1, 1, 2, R::Draw);
    bye(e, 1, 3, ByeKind::PAB);
    Standings st = compute_standings(e, 1);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 1);
    EXPECT_DOUBLE_EQ(st.row(3)->score, 2);
    e.info.scoring = *parse_scoring("3-1-0");
    e.rounds[0].games[0].result = R::WhiteWin;
    st = compute_standings(e, 1);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 3);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 0);
}

// The variant's own points (Ashtarashki 4.6: clean win 2:0, simple win 1:0) and balls (5.2):
//   R1: 1-2 won cleanly 2:0 with balls 9:6; R2: 2-1 simple win for 2, 1:0, balls 4:7.
//   Points: P1 2 + 0 = 2, P2 0 + 1 = 1. Balls scored: P1 9 + 7 = 16, P2 6 + 4 = 10;
//   difference P1 (9-6) + (7-4) = 6, P2 -6.
TEST(Scoring, VariantPointsAndBalls) {
    EventData e = make_event(System::Swiss, 2, 2, {"VTB-D", "VTB"});
    e.info.scoring = *parse_scoring("variant");
    game(e, 1, 1, 2, R::WhiteWin);
    e.rounds[0].games[0].white_points = 2;
    e.rounds[0].games[0].black_points = 0;
    e.rounds[0].games[0].white_tiebreak = 9;
    e.rounds[0].games[0].black_tiebreak = 6;
    game(e, 2, 2, 1, R::WhiteWin);
    e.rounds[1].games[0].white_points = 1;
    e.rounds[1].games[0].black_points = 0;
    e.rounds[1].games[0].white_tiebreak = 4;
    e.rounds[1].games[0].black_tiebreak = 7;
    const Standings st = compute_standings(e, 2);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 2);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 1);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[0], 6);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[0], -6);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[1], 16);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[1], 10);
}

TEST(TieBreakList, UnknownAndDuplicateCodesAreRefused) {
    std::string why;
    EXPECT_TRUE(parse_tiebreak_list("bh-c1, BH ,sb", why).has_value());
    EXPECT_FALSE(parse_tiebreak_list("BH,XYZ", why).has_value());
    EXPECT_NE(why.find("XYZ"), std::string::npos);
    EXPECT_FALSE(parse_tiebreak_list("BH,bh", why).has_value());
    EXPECT_NE(why.find("twice"), std::string::npos);
}

// Micro-matches: two games a pairing, colours reversed; the round scores both games and the
// match goes to whoever has more game points.
//   Board 1: P1-P2 1-0, then P2-P1 ½  -> P1 1½, P2 ½: P1 wins the match.
//   Board 2: P3-P4 0-1, then P4-P3 0-1 -> 1 : 1, the match is drawn.
//   The score counts games, and so do the counting tie-breaks: WIN = games won, P1 1 (game
//   1), P2 0, P3 1 (game 2, with black), P4 1 (game 1, with black); BWG P3 1, P4 1, P1 0;
//   BPG 1 each. DE P3 vs P4 = 1 : 1.
TEST(MicroMatch, BothGamesScoreAndTheMatchDecidesTheOutcome) {
    EventData e = make_event(System::Swiss, 4, 1, {"WIN", "DE", "BWG", "BPG"});
    e.info.games_per_pairing = 2;
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 1, 2, 1, R::Draw);
    game(e, 1, 3, 4, R::BlackWin);
    game(e, 1, 4, 3, R::BlackWin);
    for (RoundGame &g : e.rounds[0].games) {
        g.game_no = (g.white == 2 || g.white == 4) ? 2 : 1;
        g.board = g.white <= 2 && g.black <= 2 ? 1 : 2;
    }
    const Standings st = compute_standings(e, 1);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 1.5);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 0.5);
    EXPECT_DOUBLE_EQ(st.row(3)->score, 1.0);
    EXPECT_DOUBLE_EQ(st.row(4)->score, 1.0);
    const std::map<int, std::vector<double>> expected = {// WIN, BWG, BPG
                                                         {1, {1, 0, 1}},
                                                         {2, {0, 0, 1}},
                                                         {3, {1, 1, 1}},
                                                         {4, {1, 1, 1}}};
    for (const auto &[player, values] : expected) {
        EXPECT_DOUBLE_EQ(st.row(player)->tiebreaks[0], values[0]) << "WIN of " << player;
        EXPECT_DOUBLE_EQ(st.row(player)->tiebreaks[2], values[1]) << "BWG of " << player;
        EXPECT_DOUBLE_EQ(st.row(player)->tiebreaks[3], values[2]) << "BPG of " << player;
    }
    EXPECT_EQ(st.record(1)->rounds[0].kind, EntryKind::Win);
    EXPECT_EQ(st.record(1)->rounds[0].colour, 'w'); // the first game's colour
    EXPECT_EQ(st.record(3)->rounds[0].kind, EntryKind::Draw);
    EXPECT_EQ(st.row(3)->rank, st.row(4)->rank); // 1 : 1 and DE 1 : 1 - shared
}

// Micro-matches count games in the rating-based and counting tie-breaks (C.07 4.4, 10.2 work
// game by game). A 2000, B 1900, C 1800; round 1 A-B 1-0 then B-A ½, C has the PAB (2
// points, both games' wins); round 2 C-A ½ twice, B has the PAB.
//   B: two games against 2000 scoring ½: p = 25 %, dp -193, TPR 1807 (by match, a lost
//      match would be p = 0).
//   A: four games, 2½ points: p = 62.5 % -> 63 %, dp 95; ARO (2x1900 + 2x1800) / 4 = 1850;
//      TPR 1945.
//   WIN: A 1 (game 1 of round 1); C 2 (the PAB stands for two won games); B 2 (its PAB).
TEST(MicroMatch, RatingAndCountingTieBreaksGoGameByGame) {
    EventData e = make_event(System::Swiss, 3, 2, {"TPR", "ARO", "WIN", "WON"});
    e.players[0].rating = 2000;
    e.players[1].rating = 1900;
    e.players[2].rating = 1800;
    e.info.games_per_pairing = 2;
    e.info.byes.pab = 2;
    auto micro = [&](int round, int white, int black, R first, R second) {
        game(e, round, white, black, first);
        game(e, round, black, white, second);
        RoundGame &g2 = e.rounds[size_t(round - 1)].games.back();
        g2.board = 1;
        g2.game_no = 2;
    };
    micro(1, 1, 2, R::WhiteWin, R::Draw);
    bye(e, 1, 3, ByeKind::PAB);
    micro(2, 3, 1, R::Draw, R::Draw);
    bye(e, 2, 2, ByeKind::PAB);
    const Standings st = compute_standings(e, 2);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 2.5);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 2.5);
    EXPECT_DOUBLE_EQ(st.row(3)->score, 3.0);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[0], 1807);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[0], 1945);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[1], 1850);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[2], 1);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[2], 2);
    EXPECT_DOUBLE_EQ(st.row(3)->tiebreaks[2], 2);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[3], 1); // WON: over the board only
    EXPECT_DOUBLE_EQ(st.row(3)->tiebreaks[3], 0);
}

// C.04.5 Preface: in a Double-Swiss a match ends by forfeit only if a player forfeits both
// games; otherwise it is regularly played, and a single forfeited game counts as played for
// tie-breaks and standings. A, B, C, D at 1-½-0:
//   round 1 A-B: A forfeits game 1, B forfeits game 2: 1-1, a played match (both met);
//           C-D: C wins both (2-0);
//   round 2 A-C: two draws (1-1); B-D: B wins both (2-0).
//   Scores A 2, B 3, C 3, D 0; Buchholz (the opponents' scores, no unplayed round anywhere):
//   A = B 3 + C 3 = 6, B = A 2 + D 0 = 2, C = D 0 + A 2 = 2, D = C 3 + B 3 = 6.
TEST(DoubleSwiss, ASingleForfeitedGameLeavesAPlayedMatch) {
    EventData e = make_event(System::DoubleSwiss, 4, 2, {"BH"});
    e.info.games_per_pairing = 2;
    auto micro = [&](int round, int white, int black, R first, R second) {
        game(e, round, white, black, first);
        game(e, round, black, white, second);
        RoundGame &g2 = e.rounds[size_t(round - 1)].games.back();
        g2.board = e.rounds[size_t(round - 1)].games[e.rounds[size_t(round - 1)].games.size() - 2].board;
        g2.game_no = 2;
    };
    micro(1, 1, 2, R::BlackForfeit, R::BlackForfeit);
    micro(1, 3, 4, R::WhiteWin, R::BlackWin);
    micro(2, 1, 3, R::Draw, R::Draw);
    micro(2, 2, 4, R::WhiteWin, R::BlackWin);
    const std::vector<PlayerRecord> records = build_records(e, 2);
    EXPECT_EQ(records[0].rounds[0].kind, EntryKind::Draw); // not a forfeit
    EXPECT_EQ(records[1].rounds[0].kind, EntryKind::Draw);
    const Standings st = compute_standings(e, 2);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 2);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 3);
    EXPECT_DOUBLE_EQ(st.row(1)->tiebreaks[0], 6);
    EXPECT_DOUBLE_EQ(st.row(2)->tiebreaks[0], 2);
    EXPECT_DOUBLE_EQ(st.row(3)->tiebreaks[0], 2);
    EXPECT_DOUBLE_EQ(st.row(4)->tiebreaks[0], 6);
}

// The same games in a Swiss of micro-matches keep Damka's micro-match rule: no game played
// means a forfeit encounter (1-1 here: lost by forfeit on both sides).
TEST(DoubleSwiss, OtherMicroMatchEventsKeepTheirForfeitRule) {
    EventData e = make_event(System::Swiss, 2, 1, {"BH"});
    e.info.games_per_pairing = 2;
    game(e, 1, 1, 2, R::BlackForfeit);
    game(e, 1, 2, 1, R::BlackForfeit);
    e.rounds[0].games.back().board = 1;
    e.rounds[0].games.back().game_no = 2;
    const std::vector<PlayerRecord> records = build_records(e, 1);
    EXPECT_EQ(records[0].rounds[0].kind, EntryKind::ForfeitLoss);
    EXPECT_EQ(records[1].rounds[0].kind, EntryKind::ForfeitLoss);
}
