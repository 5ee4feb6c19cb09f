// Result slips, check-in list, wall chart and rating changes on hand-made events.
#include "tests/tournament/event_builder.hpp"
#include "reports/print_aids.hpp"
#include "reports/rating_change.hpp"
#include "reports/reports.hpp"

#include <gtest/gtest.h>

#include <cmath>

using namespace damka::tournament;
using namespace damka::tournament::test;
using namespace damka::reports;
using R = BoardResult;

// Four players, two rounds of a Swiss: round 1 played (P1-P3 1-0, P4-P2 draw), round 2 paired
// (P2-P1 pending, P3 with a half-point bye, P4 withdrawn after round 1).
static EventData small_swiss() {
    EventData e = make_event(System::Swiss, 4, 3, {});
    e.rounds.pop_back(); // round 3 not paired
    game(e, 1, 1, 3, R::WhiteWin);
    game(e, 1, 4, 2, R::Draw);
    game(e, 2, 2, 1, R::Pending);
    bye(e, 2, 3, ByeKind::HPB);
    e.players[3].withdrawn_after = 1;
    return e;
}

TEST(PrintAids, OneSlipPerBoardWithBothPlayers) {
    const auto slips = result_slips(small_swiss(), 1);
    ASSERT_EQ(slips.size(), 2u);
    EXPECT_EQ(slips[1].title, "Test - round 1, board 2");
    ASSERT_EQ(slips[1].rows.size(), 2u);
    EXPECT_EQ(slips[1].rows[0], (std::vector<std::string>{"White", "4", "P4", "1700", "1   \xc2\xbd   0", ""}));
    EXPECT_EQ(slips[1].rows[1][2], "P2");
    EXPECT_TRUE(result_slips(small_swiss(), 5).empty());
}

// Round 2: P3 asked for a half-point bye, P4 withdrew; P1 and P2 are expected, by name.
TEST(PrintAids, CheckInListNamesThoseNotExpected) {
    const Table t = checkin_list(small_swiss(), 2);
    ASSERT_EQ(t.rows.size(), 2u);
    EXPECT_EQ(t.rows[0][0], "P1");
    EXPECT_EQ(t.rows[1][0], "P2");
    EXPECT_EQ(t.notes,
              (std::vector<std::string>{"Not expected: P3 (3), HPB requested", "Not expected: P4 (4), withdrawn"}));
}

// P2 checked in on the web for round 2: the present column is ticked for P2 only, and a note
// says what the tick means (1 of the 2 expected).
TEST(PrintAids, CheckInListTicksThoseCheckedIn) {
    const Table t = checkin_list(small_swiss(), 2, {2});
    ASSERT_EQ(t.rows.size(), 2u);
    EXPECT_EQ(t.header[5], "Present");
    EXPECT_EQ(t.rows[0][5], "");
    EXPECT_EQ(t.rows[1][0], "P2");
    EXPECT_EQ(t.rows[1][5], "\xe2\x9c\x93");
    EXPECT_EQ(t.notes[0], "Present \xe2\x9c\x93: checked in on the web (damka serve), 1 of 2");
}

// The start list with round 2's check-ins (P1 and P3): a last column, ticked for them.
TEST(PrintAids, StartListMarksTheCheckedIn) {
    EXPECT_EQ(start_list(small_swiss()).header.back(), "Note");
    const Table t = start_list(small_swiss(), CheckIns{2, {1, 3}});
    EXPECT_EQ(t.header.back(), "Checked in Rd 2");
    ASSERT_EQ(t.rows.size(), 4u);
    EXPECT_EQ(t.rows[0].back(), "\xe2\x9c\x93");
    EXPECT_EQ(t.rows[1].back(), "");
    EXPECT_EQ(t.rows[2].back(), "\xe2\x9c\x93");
    EXPECT_EQ(t.rows[3].back(), "");
}

// Cells by start number: P1 beat P3 with white (3w1), is paired with black against P2 (2b,
// pending); round 3 is blank. P3: lost to 1 with black, half-point bye. Score P1 1, P3 ½.
TEST(PrintAids, WallChartByStartNumber) {
    const Table t = wall_chart(small_swiss());
    EXPECT_EQ(t.header, (std::vector<std::string>{"SNo", "Name", "Title", "Rtg", "FED", "Club", "1", "2", "3", "Pts"}));
    ASSERT_EQ(t.rows.size(), 4u);
    EXPECT_EQ(t.rows[0], (std::vector<std::string>{"1", "P1", "", "2000", "", "", "3w1", "2b", "", "1"}));
    EXPECT_EQ(t.rows[2],
              (std::vector<std::string>{"3", "P3", "", "1800", "", "", "1b0", "HPB\xc2\xbd", "", "\xc2\xbd"}));
}

// By hand, K = 10: P1 (2000) beat P3 (1800): We = 1/(1+10^(-0.5)) = 0.75975, dR = 2.40.
// P4 (1700) drew P2 (1900): We = 1/(1+10^(0.5)) = 0.24025, dR = +2.60; P2 -2.60.
// The pending game and the bye count nothing.
TEST(RatingChange, EloFormOverPlayedGames) {
    const auto rc = rating_changes(small_swiss(), 10);
    ASSERT_EQ(rc.size(), 4u);
    EXPECT_EQ(rc[0].games, 1);
    EXPECT_NEAR(rc[0].expected, 0.75975, 1e-5);
    EXPECT_NEAR(rc[0].change, 2.4025, 1e-4);
    EXPECT_NEAR(rc[2].change, -2.4025, 1e-4);
    EXPECT_NEAR(rc[3].change, 2.5975, 1e-4);
    EXPECT_NEAR(rc[1].change, -2.5975, 1e-4);
    const Table t = rating_change_table(small_swiss(), 10);
    EXPECT_EQ(t.rows[3][7], "+2.6");
    EXPECT_EQ(t.rows[3][8], "1703");
}
