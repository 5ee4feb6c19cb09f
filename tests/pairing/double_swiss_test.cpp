// FIDE C.04.5 Double-Swiss system (2026): the text's examples (3.5.4 set order, 3.6.2
// identifier), rounds worked by hand from the articles in the comments next to each test, the
// TRF reading of a match as two columns, and generated tournaments re-checked round by round
// by the independent checker (double_swiss_checker.cpp). Scores are game points, 2-1-0 a game
// (tenths: 20-10-0), so a match is worth 4 and the PAB (1.4: a game won and a game drawn) 3.
#include "pairing/trf/generator.hpp"
#include "pairing/top_scoregroup.hpp"
#include "pairing/trf/tournament_check.hpp"
#include "pairing/trf/trf.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace damka::pairing;

namespace {

constexpr Colour W = Colour::White, B = Colour::Black;

PastRound played(int opponent, Colour c, Float f = Float::None) { return {RoundKind::Played, opponent, c, f}; }
PastRound forfeit_win(int opponent) { return {RoundKind::ForfeitWin, opponent, Colour::None, Float::None}; }
PastRound forfeit_loss(int opponent) { return {RoundKind::ForfeitLoss, opponent, Colour::None, Float::None}; }
PastRound pab() { return {RoundKind::PairingBye, 0, Colour::None, Float::None}; }

Player player(int start, double score, std::vector<PastRound> rounds = {}) {
    Player p;
    p.start = start;
    p.score = points(score);
    p.rounds = std::move(rounds);
    return p;
}

Settings settings(int round, int total = 9) {
    Settings s;
    s.round = round;
    s.total_rounds = total;
    s.win_points = points(2);
    s.pab_points = points(3);
    return s;
}

// "white-black ..." in board order, then "bye N".
std::string render(const Pairing &p) {
    if (!p.ok()) return "failed: " + p.message.english();
    std::string s;
    for (const Pair &x : p.pairs) s += std::to_string(x.white) + "-" + std::to_string(x.black) + " ";
    if (p.bye) s += "bye " + std::to_string(p.bye);
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
}

std::string text(const Pairing &p) { return p.explanation.text().english(); }

// A Double-Swiss TRF document (2-1-0 a game, PAB 3, three matches planned): player i+1 has the
// cells cells[i], two a match.
trf::Document ds_document(const std::vector<std::vector<trf::Cell>> &cells) {
    trf::Document d;
    d.header.push_back("192 FIDE_DOUBLESWISS");
    d.total_rounds = 6;
    d.initial_colour = W;
    d.scoring.win = points(2);
    d.scoring.draw = points(1);
    d.scoring.pab = points(3);
    for (size_t i = 0; i < cells.size(); ++i) {
        trf::PlayerRecord p;
        p.start = int(i) + 1;
        p.name = "Player " + std::to_string(i + 1);
        p.rounds = cells[i];
        d.players.push_back(p);
    }
    for (auto &p : d.players)
        for (int r = 1; r <= int(p.rounds.size()); ++r) p.points += trf::column_points(d, p, r);
    return d;
}

} // namespace

// C.04.5 3.6.2's example: the pairing "11-24 16-6 10-9 8-4" has the Pairing Identifier
// 4 6 9 11 8 16 10 24 (top members 4 6 9 11 ascending, then their bottom members).
TEST(DoubleSwissText, PairingIdentifierExample) {
    const std::vector<int> id = top_scoregroup::pairing_identifier({{11, 24}, {16, 6}, {10, 9}, {8, 4}});
    EXPECT_EQ(id, (std::vector<int>{4, 6, 9, 11, 8, 16, 10, 24}));
}

// C.04.5 3.5.4: sets of upfloaters, each listed by descending score then ascending TPN, in
// lexicographic order. The text's example runs over nine sets from {2,6,1} to {6,8,5} (its
// first and last as quoted by the secondary study; the middle members of the lower level,
// 1 3 5, are ours): 2 6 8 on the higher score, 1 3 5 on the lower, three upfloaters. [C5] puts
// {2,6,8} (all on the higher score) first; then the nine sets with two from the higher score:
// {2,6,x} x = 1 3 5, {2,8,x}, {6,8,x}; then those with one from the higher score.
TEST(DoubleSwissText, UpfloaterSetOrder) {
    std::vector<top_scoregroup::Entrant> e;
    for (int tpn : {1, 2, 3, 5, 6, 8}) {
        const bool high = tpn == 2 || tpn == 6 || tpn == 8;
        e.push_back({tpn, high ? points(4) : points(2), 0, false, false});
    }
    std::vector<int> pool{0, 1, 2, 3, 4, 5};
    top_scoregroup::UpfloaterSets sets(e, pool, 3);
    std::vector<std::string> got;
    std::vector<bool> classes;
    bool new_class = false;
    while (auto s = sets.next(new_class)) {
        std::string t;
        for (int i : *s) t += (t.empty() ? "" : ",") + std::to_string(e[size_t(i)].tpn);
        got.push_back(t);
        classes.push_back(new_class);
        if (got.size() == 11) break;
    }
    const std::vector<std::string> expected{"2,6,8", "2,6,1", "2,6,3", "2,6,5", "2,8,1", "2,8,3",
                                            "2,8,5", "6,8,1", "6,8,3", "6,8,5", "2,1,3"};
    EXPECT_EQ(got, expected);
    EXPECT_EQ(classes, (std::vector<bool>{true, true, false, false, false, false, false, false, false, false, true}));
}

// Hand-worked tournament 1, round 1 (seven players, nobody has played):
// 3.4: odd field, nobody barred by [C2], all on 0 with no match: 3.4.4 the largest TPN, 7.
// 3.5/3.6: one bracket 1..6, no upfloater; the first identifier 1 2 3 4 5 6: 1-4 2-5 3-6.
// 4.3.1: the initial colour (White) to an HRP of odd TPN: 1-4, 5-2 (2 even), 3-6. Boards by
// the HRP's TPN. With the lot drawing Black: 4-1, 2-5, 6-3.
TEST(DoubleSwissHandWorked, Round1FoldAndPab) {
    std::vector<Player> ps;
    for (int i = 1; i <= 7; ++i) ps.push_back(player(i, 0));
    const Pairing p = pair_double_swiss(ps, settings(1));
    EXPECT_EQ(render(p), "1-4 5-2 3-6 bye 7");
    EXPECT_NE(text(p).find("C.04.5 4.3.1"), std::string::npos) << text(p);
    Settings black = settings(1);
    black.first_colour = B;
    EXPECT_EQ(render(pair_double_swiss(ps, black)), "4-1 2-5 6-3 bye 7");
}

// Hand-worked tournament 1, round 2. Round 1 (above): 1 beat 4 2-0 (4 points), 5-2 1-1 (2
// each), 3 beat 6 1½-½ (a win and a draw: 3 and 1), 7 the PAB (3). Scores: 1:4, 3:3, 7:3, 2:2,
// 5:2, 6:1, 4:0. Nobody floated in round 1 (all on 0).
// 3.4: [C2] bars 7; the lowest score is 4 (0); the others pair (1-2 3-5 6-7): PAB 4.
// Top scoregroup {1}: one upfloater ([C4]); [C5] the highest score: 3 or 7; 3.5.4 {3} first,
// legal (1 has met only 4) and the rest 2 5 6 7 pairs (2-6 5-7; 2-5 met); [C6]: 7 left of the
// score-3 group takes one upfloater (7-2) and 5-6 remains: met. [C7]: nobody floated. 1-3.
// Then {7} with one of 2 5 (score 2): {2} legal, rest 5-6: 2-7. Then {5} with 6: 5-6.
// Colours: 1-3: whites 1 and 1 (4.3.2 equal), both last White (4.3.3 no difference), 4.3.4
// the HRP 1 alternates his White: 3-1. 7-2: HRP 7 (3 points) has no colour, whites 0 and 0,
// 4.3.5: 2 alternates his Black: 2-7. 5-6: HRP 5 had one White, 6 none: 4.3.2 6-5.
TEST(DoubleSwissHandWorked, Round2UpfloatersAndColours) {
    std::vector<Player> ps{player(1, 4, {played(4, W)}), player(2, 2, {played(5, B)}), player(3, 3, {played(6, W)}),
                           player(4, 0, {played(1, B)}), player(5, 2, {played(2, W)}), player(6, 1, {played(3, B)}),
                           player(7, 3, {pab()})};
    const Pairing p = pair_double_swiss(ps, settings(2));
    EXPECT_EQ(render(p), "3-1 2-7 6-5 bye 4");
    const std::string t = text(p);
    EXPECT_NE(t.find("3-1: C.04.5 4.3.4"), std::string::npos) << t;
    EXPECT_NE(t.find("2-7: C.04.5 4.3.5"), std::string::npos) << t;
    EXPECT_NE(t.find("6-5: C.04.5 4.3.2"), std::string::npos) << t;
    EXPECT_NE(t.find("Bracket 4: residents 1; upfloaters 3"), std::string::npos) << t;
    EXPECT_TRUE(check_absolute_double_swiss(ps, settings(2), p).empty());
}

// Hand-worked tournament 2, round 3 of 9: the PAB after a match won by forfeit ([C2]).
// Round 1: 1 forfeited both games against 2 (a match ended by forfeit: 2 won it, 4 points);
// 3 beat 4 2-0 (3 White); 5 the PAB (3). Round 2: 3 beat 2 2-0 (2 White; equal scores 4-4);
// 1 beat 5 2-0 (1 White; 0 against 3: both floated); 4 the PAB. Scores: 1:4, 2:4, 3:8, 4:3, 5:3.
// 3.4: [C2] bars 5 and 4 (PABs) and 2 (a match won by forfeit). Left: 1 (4) and 3 (8): 1, and
// the rest pairs (3-5 2-4). Without [C2] 3.4.4 would have given it to 2 (same score and
// matches played as 1, larger TPN).
// Top scoregroup {3}: one upfloater; {2} (score 4) met 3; score 3: {4} met 3, {5} legal (rest
// 2-4); [C6]: 2 left of the score-4 group pairs with 4; [C7]: 5 floated in round 2 (noted, no
// other legal set). 3-5. Then {2} with 4: 2-4. Colours: 3 [W,B] vs 5 [B]: 4.3.2 5 has fewer
// Whites: 5-3. 2 [W] (the forfeited match has no colour) vs 4 [B]: 4.3.2: 4-2.
TEST(DoubleSwissHandWorked, Round3PabBarredAfterAForfeitWin) {
    std::vector<Player> ps{
        player(1, 4, {forfeit_loss(2), played(5, W, Float::Up)}),
        player(2, 4, {forfeit_win(1), played(3, W)}),
        player(3, 8, {played(4, W), played(2, B)}),
        player(4, 3, {played(3, B), pab()}),
        player(5, 3, {pab(), played(1, B, Float::Down)}),
    };
    const Pairing p = pair_double_swiss(ps, settings(3));
    EXPECT_EQ(render(p), "5-3 4-2 bye 1");
    EXPECT_NE(text(p).find("[C7] (2.3.4): upfloaters who floated in the previous round: 1"), std::string::npos)
        << text(p);
    EXPECT_TRUE(check_absolute_double_swiss(ps, settings(3), p).empty());
}

// Hand-worked tournament 3: [C1] and the Preface. Two players after round 1:
// - the match ended by forfeit (2 forfeited both games): they may meet again: 1-2, colours
//   4.3.1 (neither had a colour: the forfeited match gave none), 1 odd: White;
// - a single game forfeited (2 forfeited game 1, game 2 played): the match was regularly
//   played, a meeting: no legal pairing ([C1], [C3]).
TEST(DoubleSwissHandWorked, RematchOnlyAfterAMatchEndedByForfeit) {
    std::vector<Player> forfeit{player(1, 4, {forfeit_win(2)}), player(2, 0, {forfeit_loss(1)})};
    const Pairing a = pair_double_swiss(forfeit, settings(2));
    EXPECT_EQ(render(a), "1-2");
    EXPECT_TRUE(check_absolute_double_swiss(forfeit, settings(2), a).empty());
    std::vector<Player> single{player(1, 3, {played(2, W)}), player(2, 1, {played(1, B)})};
    const Pairing b = pair_double_swiss(single, settings(2));
    EXPECT_EQ(b.failure, Failure::NoValidPairing);
    // The checker flags the same pairing as a rematch.
    Pairing forced;
    forced.pairs = {{1, 2}};
    EXPECT_EQ(check_absolute_double_swiss(single, settings(2), forced).size(), 1u);
}

// Hand-worked tournament 4, round 3: [C7]/[C8] and their lapse in the last round only. The
// histories (floats as the caller derived them, PastRound::floated):
//   1: 8 points, r1 4 (W), r2 5 (B, floated);  2: 4, r1 5 (W), r2 6 (W, floated);
//   3: 4, r1 6 (B), r2 4 (B);  4: 2, r1 1 (B), r2 3 (W);  5: 0, r1 2 (B), r2 1 (W, floated);
//   6: 2, r1 3 (W), r2 2 (B, floated).
// Round 3 of 9: {1} takes one upfloater from 2 3 (score 4, [C5]). {2}: legal, rest 3-5 4-6,
// [C6] met (3 with 5), but 2 floated ([C7] 1); {3}: legal, rest 2-4 5-6, [C6] met (2 with 4),
// [C7] 0: 3.5.5 takes {3}: 1-3. Then {2} with one of 4 6 (score 2): {4} legal (rest 5-6), [C6]
// met, [C7] 0: 2-4. Then 6 with 5: 5-6. [C8]: 3's opponent 1 floated, 4's opponent 2 floated,
// 5's opponent 6 floated (no other pairing in each bracket).
// Colours: 1 [W,B] vs 3 [B,B]: 4.3.2 3-1; 2 [W,W] vs 4 [B,W]: 4.3.2 4-2; HRP 6 [W,B] vs 5
// [B,W]: whites equal, 4.3.3 the last colours differ: 6 alternates his Black: 6-5.
// Round 3 of 3 (the last): [C7], [C8] lapse: {2} comes first in 3.5.4 and is taken: 1-2. Then
// {3} (4): 4 and 6 met him, {5} (score 0) legal, rest 4-6, [C6]: 4 6 pair: 3-5. Then 4-6.
// Colours: 1 [W,B] vs 2 [W,W]: 4.3.2 1-2; 3 [B,B] vs 5 [B,W]: 4.3.2 3-5; HRP 4 (TPN) [B,W]
// vs 6 [W,B]: 4.3.3: 4 alternates his White: 6-4.
TEST(DoubleSwissHandWorked, FloatCriteriaLapseInTheLastRoundOnly) {
    std::vector<Player> ps{
        player(1, 8, {played(4, W), played(5, B, Float::Down)}),
        player(2, 4, {played(5, W), played(6, W, Float::Down)}),
        player(3, 4, {played(6, B), played(4, B)}),
        player(4, 2, {played(1, B), played(3, W)}),
        player(5, 0, {played(2, B), played(1, W, Float::Up)}),
        player(6, 2, {played(3, W), played(2, B, Float::Up)}),
    };
    const Pairing middle = pair_double_swiss(ps, settings(3, 9));
    EXPECT_EQ(render(middle), "3-1 4-2 6-5");
    EXPECT_NE(text(middle).find("[C8] (2.3.5): upfloaters' opponents who floated in the previous round: 1"),
              std::string::npos)
        << text(middle);
    const Pairing last = pair_double_swiss(ps, settings(3, 3));
    EXPECT_EQ(render(last), "1-2 3-5 6-4");
    EXPECT_NE(text(last).find("not applied in the last round"), std::string::npos) << text(last);
}

// Hand-worked tournament 6, round 3 of 3: [C6] decides between two legal sets. Round 1: 1-5
// (1 won 4-0), 2-6 2-2, 3-4 2-2; round 2: 6-1 (1 won 4-0), 3-2 2-2, 4-5 2-2 (White first).
// Scores: 1:8, 2:4, 3:4, 4:4, 5:2, 6:2.
// Met: 1 {5 6}, 2 {6 3}, 3 {4 2}, 4 {3 5}, 5 {1 4}, 6 {2 1}.
// {1} takes one upfloater of score 4 ([C5]); 3.5.4: {2} first: legal (rest 3-5 4-6), but 3 4
// are left of the score-4 group, even, and met: [C6] not met. {3}: legal (rest 2-4 5-6) and
// 2 4 pair: [C6] met: 1-3. ([C7] lapses: the last round.) Then 2 4 (score 4): 2-4; then 5-6.
// Colours: 1 [W,B] vs 3 [W,W]: 4.3.2 1-3; HRP 2 [W,B] vs 4 [B,W]: 4.3.3, 2 alternates his
// Black: 2-4; HRP 5 [B,B] vs 6 [B,W]: 4.3.2 5-6.
TEST(DoubleSwissHandWorked, FollowingScoregroupDecides) {
    std::vector<Player> ps{
        player(1, 8, {played(5, W), played(6, B)}), player(2, 4, {played(6, W), played(3, B)}),
        player(3, 4, {played(4, W), played(2, W)}), player(4, 4, {played(3, B), played(5, W)}),
        player(5, 2, {played(1, B), played(4, B)}), player(6, 2, {played(2, B), played(1, W)}),
    };
    const Pairing p = pair_double_swiss(ps, settings(3, 3));
    EXPECT_EQ(render(p), "1-3 2-4 5-6");
    EXPECT_EQ(text(p).find("[C6] (2.3.3) not met"), std::string::npos) << text(p);
    EXPECT_NE(text(p).find("2-4: C.04.5 4.3.3"), std::string::npos) << text(p);
}

// Hand-worked tournament 7, round 2: 3.4.3. Round 1: 1-2 drawn 2-2 (1 White), 3 a requested
// half-point bye (two draws: 2). All on 2; a half-point bye does not bar the PAB ([C2]). 3.4.3:
// the most matches played: 1 and 2 (one) before 3 (none); 3.4.4: the larger TPN, 2. Then 1-3:
// HRP 1 (TPN) had one White, 3 none: 4.3.2 3-1.
TEST(DoubleSwissHandWorked, PabToTheMostMatchesPlayed) {
    std::vector<Player> ps{player(1, 2, {played(2, W)}), player(2, 2, {played(1, B)}),
                           player(3, 2, {{RoundKind::HalfPointBye, 0, Colour::None, Float::None}})};
    const Pairing p = pair_double_swiss(ps, settings(2));
    EXPECT_EQ(render(p), "3-1 bye 2");
    EXPECT_NE(p.explanation.bye.english().find("C.04.5 3.4"), std::string::npos);
}

// Hand-worked tournament 5, from a TRF: a match is two columns. Four players, 2-1-0, round 1:
// 1-3: 1 White in game 1, 3 forfeited game 1 ('-' / '+'), game 2 drawn: a match regularly
// played (1: 2+1 = 3, 3: 0+1 = 1). 2-4: 4 forfeited both games: a match ended by forfeit
// (2: 4, 4: 0). Match 2: top {2} (4) with one upfloater: {1} (3) legal: 1-2, then 3 with 4
// (their match never took place... they did not meet): 3-4. 2 would meet 4 again only if
// needed; 1 and 3 may not meet again (a single forfeited game is a meeting).
// Colours: 2 (HRP) has no colour (the forfeited match), 1 had White: 4.3.2 2-1. 3 [B] vs 4
// (none): HRP 3 (1 point): whites 0 and 0, 4.3.3 nothing to compare, 4.3.4 3 alternates his
// Black: 3-4.
TEST(DoubleSwissHandWorked, TrfMatchesOfTwoColumns) {
    trf::Document d = ds_document({{{3, 'w', '+'}, {3, 'b', '='}},
                                   {{4, 'b', '+'}, {4, 'w', '+'}},
                                   {{1, 'b', '-'}, {1, 'w', '='}},
                                   {{2, 'w', '-'}, {2, 'b', '-'}}});
    // Written and read back: record 192 and the two columns survive.
    auto doc = trf::read(trf::write(d));
    ASSERT_TRUE(doc) << doc.error();
    ASSERT_TRUE(trf::is_double_swiss(*doc));
    auto in = trf::match_input(*doc, 2);
    ASSERT_TRUE(in) << in.error();
    EXPECT_EQ(in->players[0].rounds[0].kind, RoundKind::Played);
    EXPECT_EQ(in->players[0].rounds[0].colour, W);
    EXPECT_EQ(in->players[1].rounds[0].kind, RoundKind::ForfeitWin);
    EXPECT_EQ(in->players[3].rounds[0].kind, RoundKind::ForfeitLoss);
    EXPECT_EQ(in->players[0].score, points(3));
    EXPECT_EQ(in->players[2].score, points(1));
    EXPECT_EQ(in->settings.total_rounds, 3);
    EXPECT_EQ(render(pair_double_swiss(in->players, in->settings)), "2-1 3-4");
}

// Inconsistent columns are refused, naming the player and the match.
TEST(DoubleSwissTrf, InconsistentColumnsAreRefused) {
    auto in = trf::match_input(
        ds_document({{{2, 'w', '1'}, {3, 'b', '0'}}, {{1, 'b', '0'}, {0, '-', 'U'}}, {{0, '-', 'U'}, {1, 'w', '1'}}}),
        2);
    ASSERT_FALSE(in);
    EXPECT_NE(in.error().find("player 1, match 1 (rounds 1-2): game 1 is against 2, game 2 against 3"),
              std::string::npos)
        << in.error();
    in = trf::match_input(ds_document({{{2, 'w', '1'}, {2, 'w', '0'}}, {{1, 'b', '0'}, {1, 'b', '1'}}}), 2);
    ASSERT_FALSE(in);
    EXPECT_NE(in.error().find("player 1, match 1 (rounds 1-2): colour w in both games"), std::string::npos)
        << in.error();
    in = trf::match_input(ds_document({{{0, '-', 'U'}, {0, '-', 'H'}}}), 2);
    ASSERT_FALSE(in);
    EXPECT_NE(in.error().find("player 1, match 1 (rounds 1-2): game 1 has 'U', game 2 'H'"), std::string::npos)
        << in.error();
}

// 200 generated tournaments (two-game matches, single-game and whole-match forfeits, byes,
// withdrawals): every match's pairing in the file passes the independent checker ([C1] with
// the match-forfeit rule, [C2], [C3]) and is the engine's again from the file.
TEST(DoubleSwissGenerated, TwoHundredTournamentsKeepTheAbsoluteCriteria) {
    int rounds = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        GeneratorConfig c;
        c.players = 6 + int(seed % 35);
        c.rounds = 3 + int(seed % 7);
        c.forfeit_rate = 8;
        c.half_point_bye_rate = 25;
        c.retired_rate = 40;
        c.win = points(2);
        c.draw = points(1);
        auto doc = generate_tournament(c, seed, SwissSystem::DoubleSwiss);
        if (!doc) { // only a round with no legal pairing ([C1] exhausted) may stop it
            EXPECT_NE(doc.error().find("Chief Arbiter"), std::string::npos) << seed << ": " << doc.error();
            continue;
        }
        for (int m = 1; m <= c.rounds; ++m) {
            auto in = trf::match_input(*doc, m);
            ASSERT_TRUE(in) << seed << ": " << in.error();
            const auto broken = check_absolute_double_swiss(in->players, in->settings, played_pairing(*doc, 2 * m - 1));
            EXPECT_TRUE(broken.empty()) << "seed " << seed << " match " << m << ": " << broken.front();
            ++rounds;
        }
        const auto checked = check_tournament(*doc, SwissSystem::DoubleSwiss);
        ASSERT_TRUE(checked) << seed << ": " << checked.error();
        EXPECT_EQ(checked->differing(), 0) << seed;
    }
    EXPECT_GT(rounds, 900);
}
