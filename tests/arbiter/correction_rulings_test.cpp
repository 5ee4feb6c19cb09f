// Issue 15, corrections and touch-move: every expected decision is written from the rule
// text of seed 004 (Adiukh, sections 4 and 8), quoted next to the test.
#include "adjudication_test_support.hpp"
#include "arbiter/game_replay.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;
using namespace std::chrono_literals;

namespace {
void append(GameLog &log, const damka::Variant &v, const std::vector<std::string> &lines) {
    for (const Event &e : script(v, lines, log.time_control).events) log.events.push_back(e);
}
} // namespace

// Item 3. adiukh 8.3 "сделал два хода подряд"; 8.6 "обязать за счет его времени исправить
// ошибку". Control 3m+2s: White moves and presses at 0:05 (177 s left, Black's clock runs),
// moves again and presses at 0:08 (the clock refuses that press: it is Black's clock). At
// 0:10 Black has 175 s. The 3 s Black's clock ran for White's second move (0:05-0:08) go back
// to Black (178 s) and are charged to White (174 s).
TEST(CorrectionRulings, Item3_TwoMovesInARowChargedToTheOffender) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v,
                         {"@0:00 clock start white", "@0:05 move white c3-d4", "@0:05 press white",
                          "@0:08 move white d4-e5", "@0:08 press white"},
                         "3m+2s");
    Expected<Claim> c = parse_claim({"correction", "black"}, {"White", "Black"});
    c->at = 10s;
    Expected<Decision> d = decide_and_record(*v, log, *c);
    ASSERT_TRUE(d) << d.error();
    EXPECT_EQ(d->ruling, Ruling::Upheld);
    EXPECT_EQ(d->offence, "two-moves-in-a-row");
    EXPECT_EQ(d->offender, 0);
    ASSERT_TRUE(d->charge);
    EXPECT_EQ(*d->charge, 3s);
    ASSERT_TRUE(d->clocks);
    EXPECT_EQ((*d->clocks)[0], 174s);
    EXPECT_EQ((*d->clocks)[1], 178s);
    // The recorded decision is in force: Black moves from the position after c3-d4 and his
    // clock, 178 s at 0:10, shows 178 - 10 + 2 = 170 s after his press at 0:20.
    append(log, *v, {"@0:20 move black f6-g5", "@0:20 press black"});
    Expected<Replay> r = replay(*v, log);
    ASSERT_TRUE(r) << r.error();
    ASSERT_TRUE(r->game);
    EXPECT_TRUE(r->moves.back().played);
    EXPECT_EQ(r->clock->reading(20s).remaining[0], 174s);
    EXPECT_EQ(r->clock->reading(20s).remaining[1], 170s);
}

// Item 5. adiukh 8.3 "Если же соперник сделал ответный ход, то он теряет право требовать
// исправления": White touched c3 and moved a3-b4 (an 8.4 offence); Black replied, so Black's
// touch-move claim is refused on 8.3, not on 4.3-4.5.
TEST(CorrectionRulings, Item5_RightLostByReplyingCites8_3) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    const GameLog log =
        script(*v, {"touch white c3", "move white a3-b4", "press white", "move black f6-g5", "press black"});
    Decision d = decide_claim(*v, log, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(d.rule, "adiukh 8.3");
    EXPECT_NE(d.summary.find("has replied"), std::string::npos) << d.summary;
    d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.rule, "adiukh 8.3");
}

// Item 6. adiukh 8.7 is about "Выполнение невозможных ходов с последующим пуском часов
// соперника с целью накопления дополнительного времени (при игре с добавлением времени за
// каждый сделанный ход)". A touch-move offence (8.4) under 3m+2s carries no 8.7 note, with or
// without a press; without a press the clocks are not switched back (8.4 "может переключить
// часы обратно" needs clocks that were pressed). An impossible move pressed under an increment
// does get the note.
TEST(CorrectionRulings, Item6_NoSpurious8_7Note) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    Decision d = decide_claim_at(
        *v, script(*v, {"@0:00 clock start white", "@0:02 touch white c3", "@0:03 move white a3-b4"}, "3m+2s"),
        "correction black", 4s);
    EXPECT_EQ(d.rule, "adiukh 8.4");
    EXPECT_FALSE(d.switch_clocks_back);
    EXPECT_FALSE(has_note(d, "8.7"));
    d = decide_claim_at(
        *v,
        script(*v, {"@0:00 clock start white", "@0:02 touch white c3", "@0:03 move white a3-b4", "@0:03 press white"},
               "3m+2s"),
        "correction black", 4s);
    EXPECT_EQ(d.rule, "adiukh 8.4");
    EXPECT_TRUE(d.switch_clocks_back);
    EXPECT_FALSE(has_note(d, "8.7"));
    d = decide_claim_at(
        *v, script(*v, {"@0:00 clock start white", "@0:03 move white from g3 to g5", "@0:03 press white"}, "3m+2s"),
        "correction black", 4s);
    EXPECT_EQ(d.rule, "adiukh 8.6");
    EXPECT_TRUE(has_note(d, "adiukh 8.7"));
}

// Item 9. adiukh 4.1 "Каждый ход должен выполняться ... только одной рукой"; 8.3 "сделал ход
// двумя руками". The log word: a last word "two-hands" on the move. The move is taken back and
// made again with one hand; c3 was moved, so c3 must move (4.3), at White's expense (8.6).
TEST(CorrectionRulings, Item9_MoveWithTwoHandsIsRecordedAndCorrected) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    Expected<std::vector<Event>> es = parse_events(words("move white c3-d4 two-hands"), {"White", "Black"});
    ASSERT_TRUE(es) << es.error();
    ASSERT_EQ(es->size(), 1u);
    EXPECT_TRUE((*es)[0].two_hands);
    EXPECT_EQ((*es)[0].move, "c3-d4");
    Expected<Event> back = event_from_json(to_json((*es)[0]), 0);
    ASSERT_TRUE(back) << back.error();
    EXPECT_TRUE(back->two_hands);
    EXPECT_NE(describe((*es)[0], {"White", "Black"}).find("with two hands"), std::string::npos);

    const Decision d = decide_claim(*v, script(*v, {"move white c3-d4 two-hands", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.rule, "adiukh 8.6");
    EXPECT_EQ(d.offence, "two-hands");
    EXPECT_EQ(d.obliged_square, "c3");
    EXPECT_TRUE(contains(d.obliged_moves, "c3-d4"));
    EXPECT_TRUE(d.switch_clocks_back);
    EXPECT_EQ(d.restore_position, v->new_game()->position());
}

// Also: Bronstein delay in a correction (adiukh 8.6). Control 5m d5s: White's impossible move
// and press at 0:03 (3 s used, refunded: 5:00); Black claims at 0:10 after 7 s on his clock.
// Black gets the 7 s back (5:00); White pays them and loses the refund of the irregular press:
// 300 - 3 - 7 = 290 s. A delay adds no time beyond what was used, so no 8.7 note.
TEST(CorrectionRulings, BronsteinDelayInACorrection) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const Decision d = decide_claim_at(
        *v, script(*v, {"@0:00 clock start white", "@0:03 move white from g3 to g5", "@0:03 press white"}, "5m d5s"),
        "correction black", 10s);
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    ASSERT_TRUE(d.clocks);
    EXPECT_EQ((*d.clocks)[0], 290s);
    EXPECT_EQ((*d.clocks)[1], 300s);
    EXPECT_FALSE(has_note(d, "8.7"));
}

// Also: adiukh 3.3 "Ходить частью башни не разрешается", 8.3 "сделал ход частью башни", with
// the clock followed (3m+2s): White lifts only the top checker of the c3 tower and presses at
// 0:05; Black claims at 0:09. Black gets 4 s back (180 s); White pays 4 s and the 2 s
// increment: 180 - 5 + 2 - 4 - 2 = 171 s; the lifted tower must move (4.3).
TEST(CorrectionRulings, PartOfATowerWithTheClock) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log =
        script(*v, {"@0:00 clock start white", "@0:05 move white from c3 to d4 stack 1", "@0:05 press white"}, "3m+2s");
    log.setup = "white: c3-1/1; black: h8; white to move";
    const Decision d = decide_claim_at(*v, log, "correction black", 9s);
    EXPECT_EQ(d.rule, "adiukh 8.6");
    EXPECT_EQ(d.offence, "part-of-tower");
    EXPECT_EQ(d.obliged_square, "c3");
    ASSERT_TRUE(d.clocks);
    EXPECT_EQ((*d.clocks)[0], 171s);
    EXPECT_EQ((*d.clocks)[1], 180s);
}

// Also: adiukh 8.3 "захватил меньшее или большее количество шашек, чем должно было быть" and
// "взял одну или несколько собственных фигур" (3.6 "Взятие своих фигур не разрешается").
// White c3 against Black d4, f6, h8: the capture due is c3:e5:g7 (d4 and f6; 3.8).
TEST(CorrectionRulings, WrongNumberOfCheckersAndOwnPieceInAdiukh) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v, {"move white from c3 to g7 via e5 took d4"});
    log.setup = "white: c3; black: d4, f6, h8; white to move";
    Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.offence, "took-too-few");
    EXPECT_EQ(d.rule, "adiukh 8.6");
    log.events = script(*v, {"move white from c3 to g7 took d4 f6 h8"}).events;
    EXPECT_EQ(decide_claim(*v, log, "correction black").offence, "took-too-many");
    log.events = script(*v, {"move white from c3 to e5 took d4"}).events;
    log.setup = "white: c3, d4; black: h8; white to move";
    d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.offence, "own-piece-taken");
    EXPECT_NE(d.summary.find("adiukh 8.3"), std::string::npos) << d.summary;
}

// Item 4. adiukh 8.8 "Невозможный ход, не замеченный обоими игроками, не может быть изменен
// впоследствии и не может служить основанием для протеста": White's man went back b2 to a1
// (illegal), Black replied, so it stands, and the game goes on from the board as it is: White
// a1, e3; Black f8, g5. There e3-f4 is legal (not "illegal", not "position unknown"), the
// result is "the game goes on", and Black's quiet g5-h4 when g5:e3 is compulsory (3.6) is an
// offence corrected from that position (8.3, 8.6).
TEST(CorrectionRulings, Item4_AnIllegalMoveThatStandsAndTheGameGoesOn) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v,
                         {"move white from b2 to a1", "press white", "move black h6-g5", "press black",
                          "move white e3-f4", "press white"});
    log.setup = "W:Wb2,e3:Bf8,h6";
    Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_NE(d.summary.find("e3-f4 was legal"), std::string::npos) << d.summary;
    EXPECT_EQ(decide_claim(*v, log, "result").summary, "the game goes on");
    Expected<Replay> r = replay(*v, log);
    ASSERT_TRUE(r && r->game);
    EXPECT_EQ(r->game->position(), v->new_game("B:Wa1,f4:Bf8,g5")->position());
    append(log, *v, {"move black from g5 to h4", "press black"});
    d = decide_claim(*v, log, "correction white");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "quiet-move-instead-of-capture");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"g5:e3"});
}

// Item 4 where the plugin cannot be set up from pieces (the column plugin offers no
// "damka.board-setup/1"): the engine says so instead of calling later moves illegal, and the
// arbiter's position event lets the game go on (8.8).
TEST(CorrectionRulings, Item4_PositionEventWhereTheEngineCannotFollow) {
    DAMKA_REQUIRE_VARIANT(v, "adiukh");
    GameLog log = script(*v,
                         {"move white from b2 to a1", "press white", "move black h6-g5", "press black",
                          "move white e3-f4", "press white"});
    log.setup = "white: b2, e3; black: f8, h6; white to move";
    Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::ArbiterDecides);
    EXPECT_TRUE(d.offence.empty()); // e3-f4 is not called illegal
    EXPECT_EQ(d.rule, "adiukh 8.8");
    d = decide_claim(*v, log, "result");
    EXPECT_EQ(d.ruling, Ruling::ArbiterDecides);
    EXPECT_FALSE(d.result);
    log.events = script(*v,
                        {"move white from b2 to a1", "press white", "move black h6-g5", "press black",
                         "position white: a1, e3; black: f8, g5; white to move", "move white e3-f4", "press white"})
                     .events;
    d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(decide_claim(*v, log, "result").summary, "the game goes on");
    append(log, *v, {"move black from g5 to h4", "press black"});
    d = decide_claim(*v, log, "correction white");
    EXPECT_EQ(d.offence, "quiet-move-instead-of-capture");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"g5:e3"});
}
