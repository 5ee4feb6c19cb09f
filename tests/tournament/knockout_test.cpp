// A knockout (olympic system) event through the event service, hand-computed.
//
// Six players, start number: rating — 1: 1900, 2: 2400, 3: 2000, 4: 2300, 5: 2100, 6: 2200.
// Seeding by rating: seed 1 = #2, 2 = #4, 3 = #6, 4 = #5, 5 = #3, 6 = #1.
// A bracket of 8 lines (2^3 >= 6, so 3 rounds) in standard order 1 8 4 5 2 7 3 6
// (order(2m) puts x, 2m+1-x for each x of order(m): 1 2 -> 1 4 2 3 -> 1 8 4 5 2 7 3 6):
//   seed 1 v 8 (empty) -> #2 through (PAB)      seed 4 v 5 -> board 1: #5 - #3
//   seed 2 v 7 (empty) -> #4 through (PAB)      seed 3 v 6 -> board 2: #6 - #1
// Round 1: #5 - #3 0-1, #6 - #1 1-0.   Winners in bracket order: #2 #3 #4 #6.
// Round 2: board 1 #2 - #3, board 2 #4 - #6.  #2 - #3 is drawn: pairing round 3 is refused
// until the arbiter enters the tie-break game (game 2, colours reversed: #3 - #2, 1-0);
// #4 - #6 0-1.   Winners: #3 #6.
// Round 3 (final): #3 - #6 0-1: #6 wins the event.
// Ranking by the round reached: #6 1st (won the final), #3 2nd (lost the final), #2 and #4
// share 3rd (lost in the semi-finals), #5 and #1 share 5th (lost in round 1).
#include "tournament/service/event.hpp"

#include "tournament/service/event_edit.hpp"
#include "tournament/service/event_store.hpp"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

using namespace damka::tournament;
using R = damka::tournament::BoardResult;

namespace {

using Boards = std::vector<std::pair<int, int>>;

Boards boards_of(Event &ev, int round) {
    Boards out;
    for (const Round &r : ev.data().rounds)
        if (r.number == round)
            for (const RoundGame &g : r.games)
                if (g.game_no == 1) out.emplace_back(g.white, g.black);
    return out;
}

std::vector<int> pabs_of(Event &ev, int round) {
    std::vector<int> out;
    for (const Round &r : ev.data().rounds)
        if (r.number == round)
            for (const Bye &b : r.byes)
                if (b.kind == ByeKind::PAB) out.push_back(b.player);
    std::sort(out.begin(), out.end());
    return out;
}

void set(Event &ev, int round, int board, R r, int game_no = 1) {
    ResultEntry e;
    e.round = round;
    e.board = board;
    e.game_no = game_no;
    e.result = r;
    auto done = ev.set_result(e, nullptr);
    ASSERT_TRUE(done) << done.error();
}

void pair_and_publish(Event &ev, int round) {
    auto paired = ev.pair_next_round();
    ASSERT_TRUE(paired) << paired.error();
    ASSERT_TRUE(ev.publish_round(round));
}

} // namespace

TEST(KnockoutEvent, SixPlayersSeededBracketByesTieBreakGameAndWinner) {
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "Club Cup";
    info.system = System::Knockout;
    auto created = Event::create(dir.filePath(QStringLiteral("ko.db")), info);
    ASSERT_TRUE(created) << created.error();
    Event ev = std::move(created).value();
    for (int rating : {1900, 2400, 2000, 2300, 2100, 2200}) {
        Player p;
        p.name = "R" + std::to_string(rating);
        p.rating = rating;
        ASSERT_TRUE(ev.add_player(p));
    }
    // The bracket fixes the pairing: no manual pairing.
    EXPECT_FALSE(ev.pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}, {5, 6}}));

    pair_and_publish(ev, 1);
    EXPECT_EQ(ev.data().info.rounds, 3);
    EXPECT_EQ(boards_of(ev, 1), (Boards{{5, 3}, {6, 1}}));
    EXPECT_EQ(pabs_of(ev, 1), (std::vector<int>{2, 4}));
    set(ev, 1, 1, R::BlackWin);
    set(ev, 1, 2, R::WhiteWin);

    pair_and_publish(ev, 2);
    EXPECT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 6}}));
    EXPECT_TRUE(pabs_of(ev, 2).empty());
    set(ev, 2, 1, R::Draw);
    set(ev, 2, 2, R::BlackWin);

    // A drawn match has no winner: pairing is refused, naming what the arbiter must enter.
    auto refused = ev.pair_next_round();
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("round 2 board 1"), std::string::npos) << refused.error();
    EXPECT_NE(refused.error().find("damka result set 1 RESULT --round 2 --game 2"), std::string::npos)
        << refused.error();
    EXPECT_EQ(ev.last_round(), 2);
    // A tie-break game is only due on a tied match, and only as the next game.
    ResultEntry not_due;
    not_due.round = 2;
    not_due.board = 2;
    not_due.game_no = 2;
    not_due.result = R::WhiteWin;
    EXPECT_FALSE(ev.set_result(not_due, nullptr));
    not_due.board = 1;
    not_due.game_no = 3;
    EXPECT_FALSE(ev.set_result(not_due, nullptr));

    // The tie-break game: colours reversed (#3 White), #3 wins.
    set(ev, 2, 1, R::WhiteWin, 2);
    for (const Round &r : ev.data().rounds)
        for (const RoundGame &g : r.games)
            if (r.number == 2 && g.board == 1 && g.game_no == 2) {
                EXPECT_EQ(g.white, 3);
                EXPECT_EQ(g.black, 2);
            }

    pair_and_publish(ev, 3);
    EXPECT_EQ(boards_of(ev, 3), (Boards{{3, 6}}));
    // The final is not over: no further round, and none after it either.
    EXPECT_FALSE(ev.pair_next_round());
    set(ev, 3, 1, R::BlackWin);
    EXPECT_FALSE(ev.pair_next_round());

    const Standings st = ev.standings();
    EXPECT_EQ(st.after_round, 3);
    std::vector<std::pair<int, int>> ranks; // (player, rank) in rank order
    for (const StandingRow &row : st.rows) ranks.emplace_back(row.player, row.rank);
    EXPECT_EQ(ranks, (std::vector<std::pair<int, int>>{{6, 1}, {3, 2}, {2, 3}, {4, 3}, {1, 5}, {5, 5}}));
}

namespace {

// The six-player bracket above, round 1 played (#5 - #3 0-1, #6 - #1 1-0), round 2 paired and
// published: board 1 #2 - #3, board 2 #4 - #6.
Event six_player_cup(QTemporaryDir &dir, int games_per_pairing = 1, bool third_place_match = false) {
    TournamentInfo info;
    info.name = "Club Cup";
    info.system = System::Knockout;
    info.games_per_pairing = games_per_pairing;
    info.third_place_match = third_place_match;
    auto created = Event::create(dir.filePath(QStringLiteral("ko.db")), info);
    EXPECT_TRUE(created) << created.error();
    Event ev = std::move(created).value();
    for (int rating : {1900, 2400, 2000, 2300, 2100, 2200}) {
        Player p;
        p.name = "R" + std::to_string(rating);
        p.rating = rating;
        EXPECT_TRUE(ev.add_player(p));
    }
    return ev;
}

// Round 1 of the cup played (#5 - #3 0-1, #6 - #1 1-0) and round 2 paired and published.
void play_round_one(Event &ev) {
    pair_and_publish(ev, 1);
    set(ev, 1, 1, R::BlackWin);
    set(ev, 1, 2, R::WhiteWin);
    pair_and_publish(ev, 2);
}

// The semi-finals #2 - #3 1-0 and #4 - #6 0-1: the losers are #3 (upper) and #4.
void play_semi_finals(Event &ev) {
    set(ev, 2, 1, R::WhiteWin);
    set(ev, 2, 2, R::BlackWin);
}

std::vector<std::string> audit_actions(Event &ev) {
    std::vector<std::string> out;
    QSqlQuery q = ev.db().exec(QStringLiteral("SELECT action FROM audit_log ORDER BY id"));
    while (q.next()) out.push_back(q.value(0).toString().toStdString());
    return out;
}

} // namespace

// Correcting round 1 board 2 (#6 - #1) from 1-0 to 0-1 after round 2 was paired: #1 now wins,
// and #6 has no result in round 2 yet, so #1 takes #6's bracket line (board 2, Black):
// #4 - #1. Once that game has a result, correcting round 1 back is refused, naming the round
// to undo; the standings are unchanged by the refusal.
TEST(KnockoutEvent, CorrectionChangingTheWinnerMovesTheBracketLineOrIsRefused) {
    QTemporaryDir dir;
    Event ev = six_player_cup(dir);
    play_round_one(ev);
    ASSERT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 6}}));

    ResultEntry fix;
    fix.round = 1;
    fix.board = 2;
    fix.result = R::BlackWin;
    auto moved = ev.set_result(fix, nullptr);
    ASSERT_TRUE(moved) << moved.error();
    EXPECT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 1}}));
    std::string said;
    for (const damka::Message &l : moved->lines) said += l.english() + "\n";
    EXPECT_NE(said.find("now goes to R1900 (1) instead of R2200 (6)"), std::string::npos) << said;
    const std::vector<std::string> actions = audit_actions(ev);
    ASSERT_GE(actions.size(), 2u);
    EXPECT_EQ(actions[actions.size() - 2], "result.correct");
    EXPECT_EQ(actions.back(), "knockout.rederive");

    set(ev, 2, 2, R::WhiteWin); // #4 beats #1
    fix.result = R::WhiteWin; // back to #6: #1 already lost in round 2
    auto refused = ev.set_result(fix, nullptr);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("already has a result in round 2 board 2"), std::string::npos) << refused.error();
    EXPECT_NE(refused.error().find("undo round 2 ('damka round undo --force')"), std::string::npos) << refused.error();
    EXPECT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 1}}));

    // The arbiter's way out: undo round 2, correct, pair again from the corrected bracket.
    ASSERT_TRUE(ev.undo_round(true));
    set(ev, 1, 2, R::WhiteWin);
    pair_and_publish(ev, 2);
    EXPECT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 6}}));
}

// Matches of 2 games: round 1 board 1 is #5 - #3 then #3 - #5. #3 wins 1.5:0.5 (0-1, then
// 1/2). Correcting game 2 to 1-0 (#3 White wins) keeps #3 the winner (2:0): allowed after
// round 2 is paired, round 2 stands. Correcting game 1 to 1-0 instead makes it 1:1, a tied
// match: refused while round 2 holds #3's line.
TEST(KnockoutEvent, CorrectionInsideAMatchWithTheSameWinnerIsAllowed) {
    QTemporaryDir dir;
    Event ev = six_player_cup(dir, 2);
    damka::tournament::store::set_openings(ev.db(), {"c3-d4 f6-g5"});
    pair_and_publish(ev, 1);
    ASSERT_EQ(boards_of(ev, 1), (Boards{{5, 3}, {6, 1}}));
    set(ev, 1, 1, R::BlackWin, 1);
    set(ev, 1, 1, R::Draw, 2);
    set(ev, 1, 2, R::WhiteWin, 1);
    set(ev, 1, 2, R::BlackWin, 2); // #1 - #6 0-1: #6 wins 2:0
    pair_and_publish(ev, 2);
    ASSERT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 6}}));

    ResultEntry same;
    same.round = 1;
    same.board = 1;
    same.game_no = 2;
    same.result = R::WhiteWin;
    auto kept = ev.set_result(same, nullptr);
    ASSERT_TRUE(kept) << kept.error();
    std::string said;
    for (const damka::Message &l : kept->lines) said += l.english() + "\n";
    EXPECT_NE(said.find("still goes to R2000 (3) (match score 0:2)"), std::string::npos) << said;
    EXPECT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 6}}));
    EXPECT_EQ(audit_actions(ev).back(), "result.correct");

    ResultEntry tie;
    tie.round = 1;
    tie.board = 1;
    tie.game_no = 1;
    tie.result = R::WhiteWin;
    auto refused = ev.set_result(tie, nullptr);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("the match is tied and needs a tie-break game"), std::string::npos)
        << refused.error();
    EXPECT_NE(refused.error().find("undo round 2"), std::string::npos) << refused.error();
}

namespace {

using Ranks = std::vector<std::pair<int, int>>; // (player, rank) in rank order

Ranks ranks_of(Event &ev, int after_round) {
    Ranks out;
    for (const StandingRow &row : ev.standings(after_round).rows) out.emplace_back(row.player, row.rank);
    return out;
}

} // namespace

// The six-player cup with a match for third place. Round 1 as above (#5 - #3 0-1, #6 - #1 1-0);
// semi-finals #2 - #3 1-0 and #4 - #6 0-1: the losers are #3 (upper semi-final) and #4.
// Round 3 holds the final #2 - #6 on board 1 and the match for third place #3 - #4 on board 2
// (the upper semi-final's loser has White). Final 1-0: #2 1st, #6 2nd; #3 and #4 share 3rd
// until their match is decided; #3 - #4 0-1 makes #4 3rd and #3 4th; #1 and #5 share 5th.
TEST(KnockoutEvent, MatchForThirdPlaceIsPairedWithTheFinalAndRanksThirdAndFourth) {
    QTemporaryDir dir;
    Event ev = six_player_cup(dir, 1, true);
    play_round_one(ev);
    ASSERT_EQ(boards_of(ev, 2), (Boards{{2, 3}, {4, 6}})); // no third-place board before the final
    play_semi_finals(ev);

    pair_and_publish(ev, 3);
    EXPECT_EQ(ev.data().info.rounds, 3);
    EXPECT_EQ(boards_of(ev, 3), (Boards{{2, 6}, {3, 4}}));
    set(ev, 3, 1, R::WhiteWin);
    EXPECT_EQ(ranks_of(ev, 3), (Ranks{{2, 1}, {6, 2}, {3, 3}, {4, 3}, {1, 5}, {5, 5}}));
    set(ev, 3, 2, R::BlackWin);
    EXPECT_EQ(ranks_of(ev, 3), (Ranks{{2, 1}, {6, 2}, {4, 3}, {3, 4}, {1, 5}, {5, 5}}));
    // The match for third place is played in the final round, not in a round of its own.
    const auto over = ev.pair_next_round();
    ASSERT_FALSE(over);
    EXPECT_NE(over.error().find("all 3 rounds are paired"), std::string::npos) << over.error();
}

// Without the option the semi-finals' losers share 3rd and the final round has one board
// (the first test); the option cannot change once the final is paired.
TEST(KnockoutEvent, ThirdPlaceOptionIsFixedOnceTheFinalIsPaired) {
    QTemporaryDir dir;
    Event ev = six_player_cup(dir);
    play_round_one(ev);
    EventEdit on;
    on.third_place_match = true;
    auto edited = edit_event(ev, on); // before the final: allowed
    ASSERT_TRUE(edited) << edited.error();
    play_semi_finals(ev);
    pair_and_publish(ev, 3);
    EXPECT_EQ(boards_of(ev, 3), (Boards{{2, 6}, {3, 4}}));
    EventEdit off;
    off.third_place_match = false;
    auto refused = edit_event(ev, off);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("the final round 3 is paired"), std::string::npos) << refused.error();
}

// Correcting a semi-final after round 3 is paired (nothing played there yet): #2 - #3 from 1-0
// to 0-1 makes #3 the finalist and #2 a semi-final loser, so the two swap places: the final
// becomes #3 - #6 (#3 on #2's line, White) and the match for third place #2 - #4.
TEST(KnockoutEvent, SemiFinalCorrectionSwapsTheFinalistAndTheThirdPlaceMatch) {
    QTemporaryDir dir;
    Event ev = six_player_cup(dir, 1, true);
    play_round_one(ev);
    play_semi_finals(ev);
    pair_and_publish(ev, 3);
    ASSERT_EQ(boards_of(ev, 3), (Boards{{2, 6}, {3, 4}}));

    ResultEntry fix;
    fix.round = 2;
    fix.board = 1;
    fix.result = R::BlackWin;
    auto moved = ev.set_result(fix, nullptr);
    ASSERT_TRUE(moved) << moved.error();
    EXPECT_EQ(boards_of(ev, 3), (Boards{{3, 6}, {2, 4}}));
}
