// The arbiter's touch-move tools on Multiphase draughts, through the plugin's move records only.
// In a separation phase a player moves his own pieces; in a connection phase the other
// colour's (multiphase Фазы), and touching one of those binds him like touching his own.
#include "tests/arbiter/adjudication_test_support.hpp"
#include "arbiter/pdn_export.hpp"
#include "pdn/pdn_writer.hpp"

using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {
const damka::Variant *multiphase() {
    const damka::Variant *v = variant("multiphase");
    if (!v) throw std::runtime_error("multiphase is not built");
    return v;
}
} // namespace

// Start (decision, README): Blue on rank 1 and rank 2 but f2; f1 slides f2..f10 (f11 is Red):
// 9 moves (rules_test.cpp StartHas81Moves counts them by hand).
TEST(MultiphaseArbiter, TouchedOwnPieceMustMoveInASeparationPhase) {
    const damka::Variant &v = *multiphase();
    const Decision d = decide_claim(v, script(v, {"touch blue f1"}), "touch-move red");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.obliged_square, "f1");
    EXPECT_EQ(d.obliged_moves.size(), 9u);
}

// Through a phase change, where Red moves twice in a row. The set-up (cli_test.cpp
// PlayAndBoardShowThePhaseResult): phase 1, Blue moved first, Red to move; Red's k10-k11
// separates Red, so Red, the second player, finishing first wins the phase at once and, as
// its winner, makes phase 2's first move (multiphase Фазы: "Первый ход в каждой последующей
// «фазе» делает тот, кто стал победителем в предыдущей"). Phase 2 connects: Red moves Blue's
// pieces, and touching one binds him like touching his own. By hand: Blue's a1 slides up to
// a2 (a3 is Blue) and right to b1 (c1 is Blue); nothing else.
const char *const kBeforePhaseChange =
    "blue: a1, c1, e1, g1, i1, k1, a3, c3, e3, g3, i3, k3, a5, c5, e5, g5, i5, k5, a7, c7, d8; red: b2, d2, f2, h2, "
    "j2, b4, d4, f4, h4, j4, b6, d6, f6, h6, j6, g9, i9, k9, g11, i11, k10; phase: 1; first: blue; red to move; "
    "phase plies: 1; game plies: 1";

TEST(MultiphaseArbiter, TouchAfterThePhaseChangeBindsTheSamePlayer) {
    const damka::Variant &v = *multiphase();
    GameLog log = script(v, {"move red k10-k11", "touch red a1"});
    log.setup = kBeforePhaseChange;
    const Decision d = decide_claim(v, log, "touch-move blue");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.offender, 1);
    EXPECT_EQ(d.obliged_square, "a1");
    EXPECT_EQ(std::set<std::string>(d.obliged_moves.begin(), d.obliged_moves.end()),
              (std::set<std::string>{"a1-a2", "a1-b1"}));
}

// Red's second move in a row, after the phase change, moves his own b2 to the empty b3: in a
// connection phase Red moves only Blue's pieces, so it is an illegal move (adiukh 8.3) of Red's
// own turn, not a second move out of turn. Red had touched Blue's a1 first, so a1 must move
// (adiukh 4.3): a1-a2 or a1-b1, as above. The move taken back is Red's second (index 1).
TEST(MultiphaseArbiter, IllegalMoveAfterThePhaseChangeIsTheSamePlayersTurn) {
    const damka::Variant &v = *multiphase();
    GameLog log = script(v, {"move red k10-k11", "touch red a1", "move red from b2 to b3", "press red"});
    log.setup = kBeforePhaseChange;
    const Decision d = decide_claim(v, log, "correction blue");
    EXPECT_EQ(d.ruling, Ruling::Upheld) << d.summary;
    EXPECT_EQ(d.offence, "illegal-move") << d.summary;
    EXPECT_EQ(d.offender, 1);
    ASSERT_TRUE(d.restore_move);
    EXPECT_EQ(*d.restore_move, 1);
    EXPECT_EQ(d.obliged_square, "a1");
    EXPECT_EQ(std::set<std::string>(d.obliged_moves.begin(), d.obliged_moves.end()),
              (std::set<std::string>{"a1-a2", "a1-b1"}));
}

// Such a log as PDN: the move numbers follow who moved, not alternation. Red, the second
// player, moves twice ("1..." each time: no Blue move before either), then Blue moves Red's b2
// up to the empty b3 (phase 2 connects: Blue moves Red's pieces; b4 is Red), Blue's first: 2.
TEST(MultiphaseArbiter, PdnNumbersTheMovesBySide) {
    const damka::Variant &v = *multiphase();
    GameLog log = script(v, {"move red k10-k11", "move red a1-a2", "move blue b2-b3"});
    log.setup = kBeforePhaseChange;
    damka::Expected<damka::pdn::GameRecord> g = to_pdn(v, log);
    ASSERT_TRUE(g) << g.error();
    const std::string text = damka::pdn::write_game(*g).toStdString();
    EXPECT_NE(text.find("1... k10-k11 1... a1-a2 2. b2-b3"), std::string::npos) << text;
}
