// The arbiter's touch-move and irregular-move rulings (adiukh sections 4 and 8, cited as
// general principles: the plugin names no rulebook) on Turkish draughts, where
// pieces move along ranks and files: the engine knows no variant and learns every obligation
// from the plugin's move records (tests/arbiter/russian_adjudication_test.cpp does the same
// for Russian draughts). Positions are worked out by hand in each comment.
#include "tests/arbiter/adjudication_test_support.hpp"
#include "arbiter/game_replay.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {

const damka::Variant &turkish() {
    const damka::Variant *v = variant("turkish");
    if (!v) throw std::runtime_error("turkish is not built in " DAMKA_TEST_PLUGIN_DIR);
    return *v;
}

Decision decide_on(const std::string &setup, const std::vector<std::string> &lines, const std::string &claim) {
    GameLog log = script(turkish(), lines);
    log.setup = setup;
    return decide_claim(turkish(), log, claim);
}

std::set<std::string> as_set(const std::vector<std::string> &v) { return {v.begin(), v.end()}; }

} // namespace

// adiukh 4.3 (own piece touched must move). White men d4 and d5: d4's way forward is taken by
// its own man, so it can only step sideways, d4-c4 or d4-e4. The touch binds it to those two.
TEST(TurkishArbiter, TouchedManThatCanOnlyMoveSideways) {
    const Decision d = decide_on("W:Wd4,d5:Bh7", {"touch white d4"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.3");
    EXPECT_EQ(d.rulebook, "");
    EXPECT_EQ(d.rule, "general principle (as adiukh 4.3; the variant's plugin names no rulebook)");
    EXPECT_EQ(d.obliged_square, "d4");
    EXPECT_EQ(as_set(d.obliged_moves), (std::set<std::string>{"d4-c4", "d4-e4"}));
}

// adiukh 4.3 with 8.4: touched d4, moved d5 instead: back to the position before, d4 must move.
TEST(TurkishArbiter, TouchedTheSidewaysManMovedAnother) {
    const Decision d =
        decide_on("W:Wd4,d5:Bh7", {"touch white d4", "move white d5-d6", "press white"}, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.4");
    EXPECT_EQ(d.offence, "touched-one-moved-another");
    EXPECT_EQ(d.restore_position, turkish().new_game("W:Wd4,d5:Bh7")->position());
    EXPECT_EQ(as_set(d.obliged_moves), (std::set<std::string>{"d4-c4", "d4-e4"}));
    EXPECT_TRUE(d.switch_clocks_back);
}

// A capture that starts sideways. White man d4 and h2; Black d5, c4, b5. d4 can take d5
// forward onto d6, but from d6 nothing follows (one piece); or c4 sideways onto b4, then b5
// forward onto b6 (two). The majority rule (kish RULES.md 6.6) leaves d4xb4xb6 the only legal
// move. Touching d4 obliges it (adiukh 4.3); touching Black's c4 too (4.4: a piece that can be
// taken must be); touching d5, which only the shorter capture takes, binds nothing.
TEST(TurkishArbiter, TouchedPieceMustCaptureSideways) {
    const std::string setup = "W:Wd4,h2:Bd5,c4,b5";
    Decision d = decide_on(setup, {"touch white d4"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"d4xb4xb6"});
    d = decide_on(setup, {"touch white c4"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.4");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"d4xb4xb6"});
    d = decide_on(setup, {"touch white d5"}, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_TRUE(has_note(d, "cannot be taken")) << (d.notes.empty() ? "" : d.notes[0]);
}

// adiukh 8.3, 8.6: the same position, but White took only d5 (forward, the shorter capture).
// The pieces taken are no part of the legal capture, so the engine calls it an illegal move
// (no legal move makes that change), and the lifted d4 must make the legal capture.
TEST(TurkishArbiter, ForwardCaptureInsteadOfTheLongerSidewaysOne) {
    const Decision d =
        decide_on("W:Wd4,h2:Bd5,c4,b5", {"move white from d4 to d6 took d5", "press white"}, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "d4");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"d4xb4xb6"});
}

// adiukh 8.3, 8.6: c3-d4, the Russian opening move, is a diagonal step and illegal here. Claimed
// before the reply: the start is set up again and the lifted man c3, which can move (c3-c4,
// its neighbours b3 and d3 being occupied), must move (adiukh 4.3).
TEST(TurkishArbiter, IllegalDiagonalMoveCorrected) {
    const Decision d = decide_on("", {"move white from c3 to d4", "press white"}, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.restore_position, turkish().new_game()->position());
    EXPECT_EQ(d.obliged_square, "c3");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"c3-c4"});
    EXPECT_TRUE(d.switch_clocks_back);
}

// adiukh 8.8: the same diagonal move, noticed only after Black's reply (f6-f5), stands; the
// game goes on from the board as it is (the plugin's board set-up): White's c3 man now on d4.
TEST(TurkishArbiter, IllegalDiagonalMoveThatStands) {
    GameLog log = script(turkish(), {"move white from c3 to d4", "press white", "move black f6-f5", "press black"});
    const Decision d = decide_claim(turkish(), log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.8");
    damka::Expected<Replay> r = replay(turkish(), log);
    ASSERT_TRUE(r) << r.error();
    ASSERT_TRUE(r->game) << "the position is unknown";
    EXPECT_EQ(r->game->position(),
              "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,d3,e3,f3,g3,h3,d4"
              ":Bf5,a6,b6,c6,d6,e6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7");
}
