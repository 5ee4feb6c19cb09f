// FIDE C.07 8.2 AOB and 8.3 FB (issue 14, item 9), on a 4-player, 3-round Swiss without
// unplayed rounds, worked out by hand:
//   R1: 1-2 1-0, 3-4 ½-½   R2: 1-3 ½-½, 2-4 1-0   R3: 1-4 1-0, 2-3 0-1
//   scores P1 2½, P2 1, P3 2, P4 ½
//   BH (8.1): P1 1+2+½ = 3½, P2 2½+½+2 = 5, P3 ½+2½+1 = 4, P4 2+1+2½ = 5½
//   AOB (8.2) P1: (BH P2 + BH P3 + BH P4) / 3 = (5 + 4 + 5½) / 3 = 4.8333...
//   FB (8.3): round 3 as draws gives P1 2, P2 1½, P3 1½, P4 1;
//             P1 1½+1½+1 = 4, P2 2+1+1½ = 4½, P3 1+2+1½ = 4½, P4 1½+1½+2 = 5
#include "event_builder.hpp"
#include "tournament/model/standings.hpp"

#include <gtest/gtest.h>

using namespace damka::tournament;
using namespace damka::tournament::test;
using R = BoardResult;

namespace {
EventData four_players() {
    EventData e = make_event(System::Swiss, 4, 3, {"BH", "AOB", "FB"});
    game(e, 1, 1, 2, R::WhiteWin);
    game(e, 1, 3, 4, R::Draw);
    game(e, 2, 1, 3, R::Draw);
    game(e, 2, 2, 4, R::WhiteWin);
    game(e, 3, 1, 4, R::WhiteWin);
    game(e, 3, 2, 3, R::BlackWin);
    return e;
}
} // namespace

TEST(BuchholzVariants, AverageOfOpponentsBuchholzAndForeBuchholz) {
    const EventData e = four_players();
    const Standings st = compute_standings(e, 3);
    ASSERT_EQ(st.codes, (std::vector<std::string>{"BH", "AOB", "FB"}));
    const StandingRow *p1 = st.row(1), *p2 = st.row(2), *p3 = st.row(3), *p4 = st.row(4);
    EXPECT_DOUBLE_EQ(p1->tiebreaks[0], 3.5);
    EXPECT_DOUBLE_EQ(p2->tiebreaks[0], 5.0);
    EXPECT_NEAR(p1->tiebreaks[1], 14.5 / 3, 1e-9);
    EXPECT_DOUBLE_EQ(p1->tiebreaks[2], 4.0);
    EXPECT_DOUBLE_EQ(p2->tiebreaks[2], 4.5);
    EXPECT_DOUBLE_EQ(p3->tiebreaks[2], 4.5);
    EXPECT_DOUBLE_EQ(p4->tiebreaks[2], 5.0);
    EXPECT_TRUE(find_tiebreak("aob") && find_tiebreak("FB"));
}
