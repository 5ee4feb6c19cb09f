// Adjudication of scripted Russian draughts logs through the `russian` plugin.
// Board facts used below (Russian draughts, start position): White men a1 c1 e1 g1 b2 d2 f2
// h2 a3 c3 e3 g3, Black men b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8; White moves first; captures
// are compulsory and a capture goes on while it can (russian rules 1.3, 1.4).
#include "adjudication_test_support.hpp"
#include "arbiter/game_replay.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;
using namespace std::chrono_literals;

namespace {
std::string position_after(const damka::Variant &v, const std::string &setup, std::vector<std::string> moves) {
    auto g = v.new_game(setup);
    for (const std::string &m : moves) EXPECT_TRUE(g->play(m));
    return g->position();
}
} // namespace

// adiukh 4.3: the player to move touched his own piece that can move: he must move it; a
// first touched piece without a legal move (a1, hemmed in by b2) has no consequence.
TEST(RussianTouchMove, FirstTouchedPieceWithALegalMove) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"touch white a1", "touch white c3", "touch white e3"});
    const Decision d = decide_claim(*v, log, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.3");
    EXPECT_EQ(d.obliged_square, "c3");
    EXPECT_EQ(d.obliged_moves.size(), 2u); // c3-b4 and c3-d4
    EXPECT_TRUE(contains(d.obliged_moves, "c3-d4"));
    EXPECT_TRUE(contains(d.obliged_moves, "c3-b4"));
}

// adiukh 4.5: a touch after "adjusting" carries no obligation.
TEST(RussianTouchMove, AdjustingFirstMeansNoObligation) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    Decision d = decide_claim(*v, script(*v, {"adjust white c3", "touch white e3"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "e3");
    d = decide_claim(*v, script(*v, {"adjust white c3"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

// adiukh 4.4: touching an enemy piece that can be taken obliges taking it; one that cannot
// be taken has no consequence. After 1.c3-d4 b6-c5 White's only capture is d4:b6.
TEST(RussianTouchMove, EnemyPieceMustBeTakenWhenItCanBe) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    Decision d =
        decide_claim(*v, script(*v, {"move white c3-d4", "move black b6-c5", "touch white f6", "touch white c5"}),
                     "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.4");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"d4:b6"});
}

// adiukh 8.4: touched c3 (which can move) but moved a3-b4: switch the clocks back and
// oblige a move with c3, from the start position.
TEST(RussianCorrection, TouchedOneMovedAnotherWithALegalMove) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"touch white c3", "move white a3-b4", "press white"});
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.4");
    EXPECT_EQ(d.offence, "touched-one-moved-another");
    EXPECT_EQ(d.obliged_square, "c3");
    EXPECT_TRUE(contains(d.obliged_moves, "c3-d4"));
    EXPECT_EQ(d.restore_position, v->new_game()->position());
    EXPECT_TRUE(d.switch_clocks_back);
    EXPECT_EQ(d.offender, 0);
}

// After the 8.4 correction is recorded, the touch of c3 still binds: moving a3-b4 again is
// corrected again (adiukh 4.3, 8.4).
TEST(RussianCorrection, TouchStillBindsAfterTheCorrection) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v, {"touch white c3", "move white a3-b4", "press white"});
    Expected<Claim> c = parse_claim({"correction", "black"}, {"White", "Black"});
    ASSERT_TRUE(decide_and_record(*v, log, *c));
    for (Event e : script(*v, {"move white a3-b4", "press white"}).events) log.events.push_back(e);
    EXPECT_EQ(rule_of(decide_claim(*v, log, "correction black")), "adiukh 8.4");
    for (size_t i = 0; i < 2; ++i) log.events.pop_back();
    for (Event e : script(*v, {"move white c3-d4", "press white"}).events) log.events.push_back(e);
    EXPECT_EQ(decide_claim(*v, log, "correction black").ruling, Ruling::Rejected);
}

// adiukh 4.3 / 8.4: the touched a1 has no legal move, so moving another piece is no offence.
TEST(RussianCorrection, TouchedOneMovedAnotherWithoutALegalMove) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const Decision d =
        decide_claim(*v, script(*v, {"touch white a1", "move white c3-d4", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.3");
    ASSERT_FALSE(d.notes.empty());
    EXPECT_NE(d.notes[0].find("adiukh 4.3"), std::string::npos) << d.notes[0];
}

// adiukh 8.5: touched the enemy piece b4 (takeable by c3:a5) but took d4 instead.
// Set-up: White man c3; Black men b4, d4, h8 -> legal: c3:a5 (takes b4), c3:e5 (takes d4).
TEST(RussianCorrection, TouchedOneEnemyPieceTookAnother) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v, {"touch white b4", "move white c3:e5", "press white"});
    log.setup = "W:Wc3:Bb4,d4,h8";
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.5");
    EXPECT_EQ(d.offence, "touched-one-took-another");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"c3:a5"});
}

// adiukh 8.3, 8.6: a quiet move when a capture was compulsory, claimed before the reply:
// the position is restored and White must capture d4:b6 (the only legal move).
TEST(RussianCorrection, MissedCompulsoryCaptureClaimedInTime) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"move white c3-d4", "move black b6-c5", "move white from g3 to h4", "press white"});
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.6");
    EXPECT_EQ(d.offence, "quiet-move-instead-of-capture");
    EXPECT_EQ(d.restore_position, position_after(*v, "", {"c3-d4", "b6-c5"}));
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"d4:b6"});
    EXPECT_TRUE(d.switch_clocks_back);
}

// adiukh 8.3, 8.8: the same missed capture claimed after Black's reply: the right is lost
// and the unnoticed illegal move stands.
TEST(RussianCorrection, MissedCompulsoryCaptureClaimedAfterTheReply) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v,
                               {"move white c3-d4", "move black b6-c5", "move white from g3 to h4", "press white",
                                "move black from f6 to g5", "press black"});
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.8");
}

// adiukh 8.3 "took not all the pieces": White man c3, Black men d4, f6, h8. The only legal
// move is c3:e5:g7; stopping on e5 after taking d4 is an incomplete capture, and the
// capture must go on from the landing already made (adiukh 4.2).
TEST(RussianCorrection, IncompleteMultiCapture) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v, {"move white from c3 to e5 took d4", "press white"});
    log.setup = "W:Wc3:Bd4,f6,h8";
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "capture-incomplete");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"c3:e5:g7"});
    EXPECT_EQ(d.restore_position, v->new_game("W:Wc3:Bd4,f6,h8")->position());
}

// adiukh 8.3 "took fewer or more checkers than due" and "took own pieces", same set-up.
TEST(RussianCorrection, WrongNumberTakenAndOwnPieceTaken) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v, {"move white from c3 to g7 via e5 took d4"});
    log.setup = "W:Wc3:Bd4,f6,h8";
    EXPECT_EQ(decide_claim(*v, log, "correction black").offence, "took-too-few");
    log = script(*v, {"move white from c3 to g7 took d4 f6 h8"});
    log.setup = "W:Wc3:Bd4,f6,h8";
    EXPECT_EQ(decide_claim(*v, log, "correction black").offence, "took-too-many");
    log = script(*v, {"move white from c3 to e5 took d4"});
    log.setup = "W:Wc3,d4:Bh8";
    EXPECT_EQ(decide_claim(*v, log, "correction black").offence, "own-piece-taken");
}

// adiukh 8.3: moving an opponent's piece; two moves in a row; a notation the plugin refuses.
TEST(RussianCorrection, OpponentsPieceTwoMovesAndPlainIllegalMove) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    Decision d = decide_claim(*v, script(*v, {"move white from f6 to g5"}), "correction black");
    EXPECT_EQ(d.offence, "moved-opponent-piece");
    d = decide_claim(*v, script(*v, {"move white c3-d4", "move white d4-e5"}), "correction black");
    EXPECT_EQ(d.offence, "two-moves-in-a-row");
    EXPECT_EQ(d.restore_position, position_after(*v, "", {"c3-d4"}));
    d = decide_claim(*v, script(*v, {"move white c3-c5"}), "correction black");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "c3"); // the lifted piece can move, so it must (adiukh 4.3)
}

// adiukh 8.3: pressing the clock without a move.
TEST(RussianCorrection, ClockPressedWithoutAMove) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const Decision d =
        decide_claim(*v, script(*v, {"move white c3-d4", "press white", "press black"}), "correction white");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "clock-pressed-without-move");
    EXPECT_EQ(d.offender, 1);
    EXPECT_TRUE(d.switch_clocks_back);
}

// adiukh 8.6 with a followed clock (5 min + 5 s): White's illegal move and press at 0:20,
// Black claims at 0:32. Black gets his 12 s back; White is charged them and loses the 5 s
// increment: 300 - 20 + 5 - 12 - 5 = 268 s.
TEST(RussianCorrection, ClocksSwitchedBackAtTheOffendersExpense) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log =
        script(*v, {"@0:00 clock start white", "@0:20 move white from g3 to g5", "@0:20 press white"}, "5m+5s");
    Expected<Claim> c = parse_claim({"correction", "black"}, {"White", "Black"});
    c->at = 32s;
    Expected<Decision> d = decide(*v, log, *c);
    ASSERT_TRUE(d) << d.error();
    EXPECT_EQ(d->ruling, Ruling::Upheld);
    ASSERT_TRUE(d->clocks);
    EXPECT_EQ((*d->clocks)[0], 268s);
    EXPECT_EQ((*d->clocks)[1], 300s);
}

// A decision recorded in the log is in force: the replay restores the position, so the
// correct move can follow, and a repeated claim finds nothing wrong.
TEST(RussianCorrection, RecordedDecisionRestoresThePosition) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v, {"move white c3-d4", "move black b6-c5", "move white from g3 to h4", "press white"});
    Expected<Claim> c = parse_claim({"correction", "black"}, {"White", "Black"});
    ASSERT_TRUE(decide_and_record(*v, log, *c));
    ASSERT_EQ(log.events.back().kind, EventKind::Decision);
    for (Event e : script(*v, {"move white d4:b6", "press white"}).events) log.events.push_back(e);
    const Decision again = decide_claim(*v, log, "correction black");
    EXPECT_EQ(again.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(again), "adiukh 8.3");
}

// adiukh 8.1: set-up errors are corrected only before both players have moved.
TEST(RussianSetup, OnlyBeforeBothHaveMoved) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    EXPECT_EQ(decide_claim(*v, script(*v, {"move white c3-d4"}), "setup black").ruling, Ruling::Upheld);
    const Decision d = decide_claim(*v, script(*v, {"move white c3-d4", "move black f6-g5"}), "setup black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.1");
}

// adiukh 5.5: White takes Black's last piece (c3:e5 in W:Wc3:Bd4), then White's flag is seen
// down: the final position was on the board, so White wins on the board.
TEST(RussianFlag, FlagAfterTheFinalPositionArose) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v, {"move white c3:e5", "flag white"});
    log.setup = "W:Wc3:Bd4";
    const Decision d = decide_claim(*v, log, "flag black");
    EXPECT_EQ(rule_of(d), "adiukh 5.5");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->winner, 0);
    // The flag seen before the final move counts (adiukh 5.4), once the arbiter has seen it on
    // the clock (the log has none): White loses, from the position before c3:e5.
    log = script(*v, {"flag white", "move white c3:e5"});
    log.setup = "W:Wc3:Bd4";
    EXPECT_EQ(decide_claim(*v, log, "flag black").ruling, Ruling::ArbiterDecides);
    log = script(*v, {"flag white first", "move white c3:e5"});
    log.setup = "W:Wc3:Bd4";
    const Decision lost = decide_claim(*v, log, "flag black");
    EXPECT_EQ(rule_of(lost), "adiukh 5.4");
    ASSERT_TRUE(lost.result);
    EXPECT_EQ(lost.result->winner, 1);
}

// adiukh 5.4 from the followed clock: 1 minute each; White moves and presses at 0:20, so
// Black's minute runs out at 1:20; a claim at 1:30 finds Black's flag down.
TEST(RussianFlag, FlagFromTheClock) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"@0:00 clock start white", "@0:20 move white c3-d4", "@0:20 press white"}, "1m");
    Expected<Claim> c = parse_claim({"flag", "white"}, {"White", "Black"});
    c->at = 90s;
    Decision d = *decide(*v, log, *c);
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 5.4");
    EXPECT_EQ(d.offender, 1);
    c->at = 70s; // 0:10 still on Black's clock
    d = *decide(*v, log, *c);
    EXPECT_EQ(d.ruling, Ruling::Rejected);
}

// adiukh 6.1.2: both flags down with the order unknown is a draw where draws exist. Control
// 1m: Black's minute runs out at 1:30, White's last 30 s at 2:01; both seen down at 2:05.
TEST(RussianFlag, DoubleFlagIsADraw) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const Decision d = decide_claim(*v,
                                    script(*v,
                                           {"@0:00 clock start white", "@0:30 move white c3-d4", "@0:30 press white",
                                            "@1:31 move black f6-g5", "@1:31 press black", "@2:05 flag both"},
                                           "1m"),
                                    "flag");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 6.1.2");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->outcome, DAMKA_DRAW);
}

// adiukh 6.1.3.1 and 6.1.3.2: an offer is valid right after one's own move; after a refused
// offer the same player may offer again only once the other has offered.
TEST(RussianDrawOffer, RightAfterOwnMoveAndAlternation) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    EXPECT_EQ(decide_claim(*v, script(*v, {"move white c3-d4", "offer white"}), "draw-offer").ruling, Ruling::Upheld);
    Decision d = decide_claim(*v, script(*v, {"move white c3-d4", "offer black"}), "draw-offer");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 6.1.3.1");
    const std::vector<std::string> refused = {"move white c3-d4", "offer white", "decline black", "move black f6-g5",
                                              "move white b2-c3"};
    std::vector<std::string> again = refused;
    again.push_back("offer white");
    d = decide_claim(*v, script(*v, again), "draw-offer");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 6.1.3.2");
    std::vector<std::string> alternated = refused;
    alternated.insert(alternated.end(), {"move black g7-f6", "offer black", "move white a3-b4", "offer white"});
    // Black used his right (offered after g7-f6), White's move declined it: White may offer again.
    d = decide_claim(*v, script(*v, alternated), "draw-offer");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    // 6.1.3.1: offering, the player starts the opponent's clock, so an offer made after the
    // press comes too late.
    d = decide_claim(*v, script(*v, {"move white c3-d4", "press white", "offer white"}), "draw-offer");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 6.1.3.1");
    EXPECT_EQ(decide_claim(*v, script(*v, {"move white c3-d4", "offer white", "press white"}), "draw-offer").ruling,
              Ruling::Upheld);
    d = decide_claim(*v, script(*v, {"move white c3-d4", "offer white", "accept black"}), "result");
    ASSERT_TRUE(d.result);
    EXPECT_EQ(d.result->outcome, DAMKA_DRAW);
}

// Issue 14 defect 3, as reported (3m+2s): c3-d4 at 0:05, press 0:06; f6-g5 at 0:10, press
// 0:11; White touches g3 at 0:15 and plays b2-c3 at 0:17 without pressing; Black claims at
// 0:18. White's clock is still running, so nothing is switched back: the ruling used to undo
// Black's press and say "White 2:56, Black 2:48". By hand, at 0:18: White 180 - 6 + 2 - 7 =
// 169 s, running; Black 180 - 5 + 2 = 177 s. After the recorded ruling White plays g3-h4
// and presses at 0:21 in turn: White 169 - 3 + 2 = 168 s, Black 177 s.
TEST(RussianCorrection, TouchMoveBeforeThePressSwitchesNothing) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log =
        script(*v,
               {"@0:00 clock start white", "@0:05 move white c3-d4", "@0:06 press white", "@0:10 move black f6-g5",
                "@0:11 press black", "@0:15 touch white g3", "@0:17 move white b2-c3"},
               "3m+2s");
    Expected<Claim> c = parse_claim({"touch-move", "black"}, {"White", "Black"});
    ASSERT_TRUE(c) << c.error();
    c->at = 18s;
    Expected<Decision> d = decide_and_record(*v, log, *c);
    ASSERT_TRUE(d) << d.error();
    EXPECT_EQ(d->ruling, Ruling::Upheld);
    EXPECT_EQ(d->obliged_square, "g3");
    EXPECT_FALSE(d->switch_clocks_back);
    EXPECT_FALSE(d->clocks) << "no clock setting when no press is undone";
    for (Event e : script(*v, {"@0:20 move white g3-h4", "@0:21 press white"}).events) log.events.push_back(e);
    Expected<Replay> r = replay(*v, log);
    ASSERT_TRUE(r) << r.error();
    EXPECT_TRUE(r->clock_problems.empty()) << r->clock_problems.front();
    const ClockReading at21 = r->clock->reading(21s);
    EXPECT_EQ(at21.remaining[0], 168s);
    EXPECT_EQ(at21.remaining[1], 177s);
    EXPECT_EQ(at21.running, 1);
}

// Issue 14 defect 3: `arbiter clock --at 0:03` after a press at 0:06 printed the final
// readings. The log as it stood at 0:03 (log_until) is what the clock replays: White's clock
// runs with 180 - 3 = 177 s, Black untouched.
TEST(RussianClock, ReadingAtAnEarlierTimeReplaysOnlyUpToIt) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v,
                               {"@0:00 clock start white", "@0:05 move white c3-d4", "@0:06 press white",
                                "@0:10 move black f6-g5", "@0:11 press black"},
                               "3m+2s");
    Expected<Replay> r = replay(*v, log_until(log, 3s));
    ASSERT_TRUE(r) << r.error();
    const ClockReading at3 = r->clock->reading(3s);
    EXPECT_EQ(at3.remaining[0], 177s);
    EXPECT_EQ(at3.remaining[1], 180s);
    EXPECT_EQ(at3.running, 0);
}
