// The independent checker (`check_absolute`, host/pairing/checker.cpp) on hand-made rounds: each
// test builds players with explicit histories, works out by hand (in the comments) what FIDE
// C.04.3 (2025) [C1]-[C4], 1.7, 1.8 and C.04.1 say about one pairing, and expects exactly the
// messages for the rules broken. Scores are Points (tenths): a win is 10, or 20 in 2-1-0.
#include "pairing/pairing.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace damka::pairing;

namespace {

using Messages = std::vector<std::string>;

constexpr auto W = Colour::White;
constexpr auto B = Colour::Black;
constexpr auto N = Colour::None;

PastRound played(int opponent, Colour c) { return {RoundKind::Played, opponent, c}; }
PastRound other(RoundKind kind, int opponent = 0) { return {kind, opponent, N}; }

// Players 1..n with no history, all available.
std::vector<Player> players(int n) {
    std::vector<Player> ps(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) ps[static_cast<std::size_t>(i)].start = i + 1;
    return ps;
}

Player &at(std::vector<Player> &ps, int start) { return ps[static_cast<std::size_t>(start - 1)]; }

Settings round_of(int round, int total_rounds = 0) {
    Settings s;
    s.round = round;
    s.total_rounds = total_rounds;
    return s;
}

Pairing pairing_of(std::vector<Pair> pairs, int bye = 0) {
    Pairing p;
    p.pairs = std::move(pairs);
    p.bye = bye;
    return p;
}

// Round 5 of a two-player extract (their past opponents 3..10 do not take part in this
// round, so they are left out; only this pair matters to the check). Four games each, colours
// B B W B: whites 1 - blacks 3 = colour difference -2 < -1, so C.04.3 1.7.1 gives both an
// absolute preference for White (the colour that reduces the difference), although the two
// latest games (W, B) differ.
std::vector<Player> two_absolute_whites_by_difference(Points score1, Points score2) {
    auto ps = players(2);
    at(ps, 1).rounds = {played(3, B), played(4, B), played(5, W), played(6, B)};
    at(ps, 2).rounds = {played(7, B), played(8, B), played(9, W), played(10, B)};
    at(ps, 1).score = score1;
    at(ps, 2).score = score2;
    return ps;
}

const std::string kSameAbsolute = "1-2: both have the same absolute colour preference (C.04.3 C3)";

} // namespace

// C.04.3 [C1]: round 1 was 1-2, 3-4 and 7-8 over the board, and 5-6 a forfeit (5 won without
// playing). Round 2 pairs 2-1 again (a rematch), 6-5 (not a game before: allowed), 4-7, 8-3.
TEST(Checker, C1RematchOverTheBoardButNotAfterAForfeit) {
    auto ps = players(8);
    at(ps, 1).rounds = {played(2, W)};
    at(ps, 2).rounds = {played(1, B)};
    at(ps, 3).rounds = {played(4, W)};
    at(ps, 4).rounds = {played(3, B)};
    at(ps, 5).rounds = {other(RoundKind::ForfeitWin, 6)};
    at(ps, 6).rounds = {other(RoundKind::ForfeitLoss, 5)};
    at(ps, 7).rounds = {played(8, W)};
    at(ps, 8).rounds = {played(7, B)};
    EXPECT_EQ(check_absolute(ps, round_of(2), pairing_of({{2, 1}, {6, 5}, {4, 7}, {8, 3}})),
              Messages{"2-1: rematch (C.04.3 C1)"});
    EXPECT_EQ(check_absolute(ps, round_of(2), pairing_of({{2, 3}, {6, 5}, {4, 7}, {8, 1}})), Messages{});
}

// C.04.3 [C2]: round 1 was 1-2, 3-4 and the PAB to 5. Round 2 pairs 2-3, 4-1 (new pairs) and
// gives 5 the PAB a second time.
TEST(Checker, C2SecondPab) {
    auto ps = players(5);
    at(ps, 1).rounds = {played(2, W)};
    at(ps, 2).rounds = {played(1, B)};
    at(ps, 3).rounds = {played(4, W)};
    at(ps, 4).rounds = {played(3, B)};
    at(ps, 5).rounds = {other(RoundKind::PairingBye)};
    EXPECT_EQ(check_absolute(ps, round_of(2), pairing_of({{2, 3}, {4, 1}}, 5)),
              Messages{"bye to 5, who already had a pairing-allocated bye or a point without playing (C.04.3 C2)"});
}

// C.04.3 [C2] as C.04.1 c reads it: no PAB for a player who already scored a win's points without
// playing. Round 1 was 1-2, 3 won by forfeit against 4, 5 had the PAB; round 2 pairs 2-4, 5-1
// and gives 3 the PAB. The same with a full-point bye (and 4 absent) in round 1.
TEST(Checker, C2PabAfterAForfeitWinOrAFullPointBye) {
    auto ps = players(5);
    at(ps, 1).rounds = {played(2, W)};
    at(ps, 2).rounds = {played(1, B)};
    at(ps, 3).rounds = {other(RoundKind::ForfeitWin, 4)};
    at(ps, 4).rounds = {other(RoundKind::ForfeitLoss, 3)};
    at(ps, 5).rounds = {other(RoundKind::PairingBye)};
    const Messages c2{"bye to 3, who already had a pairing-allocated bye or a point without playing (C.04.3 C2)"};
    EXPECT_EQ(check_absolute(ps, round_of(2), pairing_of({{2, 4}, {5, 1}}, 3)), c2);
    at(ps, 3).rounds = {other(RoundKind::FullPointBye)};
    at(ps, 4).rounds = {other(RoundKind::ZeroPointBye)};
    EXPECT_EQ(check_absolute(ps, round_of(2), pairing_of({{2, 4}, {5, 1}}, 3)), c2);
}

// C.04.3 [C3] with 1.7.1 by colour difference: both have difference -2 (absolute White, see
// two_absolute_whites_by_difference); with 2 points of 4 each and no known last round (1.8:
// no topscorers) they may not meet.
TEST(Checker, C3SameAbsolutePreferenceByColourDifference) {
    const auto ps = two_absolute_whites_by_difference(20, 20);
    EXPECT_EQ(check_absolute(ps, round_of(5), pairing_of({{1, 2}})), Messages{kSameAbsolute});
}

// C.04.3 [C3] with 1.7.1 by the two latest games played, rounds without a game skipped:
//   player 1: R1 W, R2 B, R3 forfeit win (no game), R4 B -> games W B B: difference -1, but the
//             two latest games played are both Black -> absolute White;
//   player 2: R1 W, R2 half-point bye, R3 B, R4 B   -> games W B B: the same.
// If player 1's round 3 had been a game with White (W B W B: difference 0, latest two W, B)
// he would have only a mild preference and the pair would be allowed.
TEST(Checker, C3SameAbsolutePreferenceByTwoBlacksPastAForfeit) {
    auto ps = players(2);
    at(ps, 1).rounds = {played(3, W), played(4, B), other(RoundKind::ForfeitWin, 5), played(6, B)};
    at(ps, 2).rounds = {played(7, W), other(RoundKind::HalfPointBye), played(8, B), played(9, B)};
    EXPECT_EQ(check_absolute(ps, round_of(5), pairing_of({{1, 2}})), Messages{kSameAbsolute});
    at(ps, 1).rounds[2] = played(5, W);
    EXPECT_EQ(check_absolute(ps, round_of(5), pairing_of({{1, 2}})), Messages{});
}

// C.04.3 [C3] exempts topscorers (1.8: pairing the final round, over 50% of the maximum). Round 5
// of 5 after four rounds: the maximum is 4 wins = 40 (1-0), over half means 2*score > 40.
//   player 1 with 2.5 (25): 50 > 40, a topscorer -> the pair is allowed;
//   player 1 with 2 (20): 40 > 40 is false, nobody is a topscorer -> [C3];
//   round 5 of 7 (not the final round) or of an unknown number: no topscorers -> [C3];
//   2-1-0 scoring: maximum 4 * 20 = 80, player 1 with 5 points (50): 100 > 80 -> allowed.
TEST(Checker, C3AllowedInTheFinalRoundForATopscorer) {
    EXPECT_EQ(check_absolute(two_absolute_whites_by_difference(25, 20), round_of(5, 5), pairing_of({{1, 2}})),
              Messages{});
    EXPECT_EQ(check_absolute(two_absolute_whites_by_difference(20, 20), round_of(5, 5), pairing_of({{1, 2}})),
              Messages{kSameAbsolute});
    EXPECT_EQ(check_absolute(two_absolute_whites_by_difference(25, 20), round_of(5, 7), pairing_of({{1, 2}})),
              Messages{kSameAbsolute});
    EXPECT_EQ(check_absolute(two_absolute_whites_by_difference(25, 20), round_of(5, 0), pairing_of({{1, 2}})),
              Messages{kSameAbsolute});
    Settings draughts = round_of(5, 5);
    draughts.win_points = 20;
    EXPECT_EQ(check_absolute(two_absolute_whites_by_difference(50, 40), draughts, pairing_of({{1, 2}})), Messages{});
    EXPECT_EQ(check_absolute(two_absolute_whites_by_difference(40, 40), draughts, pairing_of({{1, 2}})),
              Messages{kSameAbsolute});
}

// C.04.1: 1 and 3 must not meet (listed as 1-3, paired as 3-1).
TEST(Checker, ProhibitedPair) {
    const auto ps = players(4);
    Settings s = round_of(1);
    s.forbidden = {{1, 3}};
    EXPECT_EQ(check_absolute(ps, s, pairing_of({{3, 1}, {2, 4}})), Messages{"3-1: a prohibited pairing (C.04.1)"});
    EXPECT_EQ(check_absolute(ps, s, pairing_of({{1, 2}, {3, 4}})), Messages{});
}

// C.04.3 [C4]: players 1-3 available, 4 withdrawn. Pairing only 1-2 leaves 3 out, and three
// players need a bye; 4 is not expected. With the bye to 3 the round is complete.
TEST(Checker, UnpairedAvailablePlayer) {
    auto ps = players(4);
    at(ps, 4).available = false;
    at(ps, 4).withdrawn = true;
    EXPECT_EQ(check_absolute(ps, round_of(1), pairing_of({{1, 2}})),
              (Messages{"no bye although the number of players is odd", "player 3 is not paired (C.04.3 C4)"}));
    EXPECT_EQ(check_absolute(ps, round_of(1), pairing_of({{1, 2}}, 3)), Messages{});
}

// Everybody once: round 1 of 4 paired 1-2, 3-4 and also 2-3.
TEST(Checker, PlayerPairedTwice) {
    const auto ps = players(4);
    EXPECT_EQ(check_absolute(ps, round_of(1), pairing_of({{1, 2}, {3, 4}, {2, 3}})),
              (Messages{"player 2 is paired 2 times", "player 3 is paired 2 times"}));
}

// Nobody plays himself: 1-1 counts 1 twice and leaves 4 out.
TEST(Checker, PlayerPairedWithHimself) {
    const auto ps = players(4);
    EXPECT_EQ(check_absolute(ps, round_of(1), pairing_of({{1, 1}, {2, 3}})),
              (Messages{"1-1: a player cannot meet himself", "player 1 is paired 2 times",
                        "player 4 is not paired (C.04.3 C4)"}));
}

// C.04.1 c: a bye only when the number of players is odd. Players 1-4 available, 5 absent
// this round: 1-2, 3-4 and the bye to the absent 5.
TEST(Checker, ByeWithAnEvenNumberOfPlayers) {
    auto ps = players(5);
    at(ps, 5).available = false;
    EXPECT_EQ(
        check_absolute(ps, round_of(1), pairing_of({{1, 2}, {3, 4}}, 5)),
        (Messages{"player 5 is paired but not available this round", "a bye although the number of players is even"}));
}

// Only players of the round: 9 is not in the tournament, so 2 is left out.
TEST(Checker, UnknownPlayer) {
    const auto ps = players(2);
    EXPECT_EQ(check_absolute(ps, round_of(1), pairing_of({{1, 9}})),
              (Messages{"player 9 is not in the tournament", "player 2 is not paired (C.04.3 C4)"}));
}

// A valid round 3 of 5 (7 players, 8 absent) that goes near every rule:
//   R1: 1W-5B, 6W-2B, 3 beat 4 by forfeit, 7 PAB.   R2: 1W-6B, 5W-2B, 7W-3B, 4 half-point bye.
//   1: W W, difference +2 -> absolute Black;  2: B B, difference -2 -> absolute White: the
//      preferences differ, so 2-1 is allowed ([C3]); they never met ([C1]).
//   3-5: 3 met 7 only (4 was a forfeit), 5 met 1 and 2.   7-6: 7 met 3, 6 met 2 and 1.
//   PAB to 4: a forfeit loss and a half-point bye are no win's points without playing ([C2]).
//   1-3 is prohibited but not paired. 7 players available: one bye.
TEST(Checker, ValidRoundGivesNoMessage) {
    auto ps = players(8);
    at(ps, 1).rounds = {played(5, W), played(6, W)};
    at(ps, 2).rounds = {played(6, B), played(5, B)};
    at(ps, 3).rounds = {other(RoundKind::ForfeitWin, 4), played(7, B)};
    at(ps, 4).rounds = {other(RoundKind::ForfeitLoss, 3), other(RoundKind::HalfPointBye)};
    at(ps, 5).rounds = {played(1, B), played(2, W)};
    at(ps, 6).rounds = {played(2, W), played(1, B)};
    at(ps, 7).rounds = {other(RoundKind::PairingBye), played(3, W)};
    at(ps, 8).available = false;
    const Points scores[] = {20, 0, 10, 5, 10, 10, 20}; // players 1..7 (1-0 wins, 4's half-point bye)
    for (int start = 1; start <= 7; ++start) at(ps, start).score = scores[start - 1];
    Settings s = round_of(3, 5);
    s.forbidden = {{1, 3}};
    EXPECT_EQ(check_absolute(ps, s, pairing_of({{2, 1}, {3, 5}, {7, 6}}, 4)), Messages{});
}
