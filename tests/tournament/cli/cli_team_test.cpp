// Team events through `damka`: creating a team round robin, registering teams with their
// board orders, captains' line-ups; every refusal names what is wrong and changes nothing.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

// A 2-board team round robin with players 1..7: Alpha 1,2,3 (3 a reserve, the captain),
// Beta 4,5, Gamma 6,7.
std::string three_teams(const QTemporaryDir &dir) {
    const std::string db = dir.filePath(QStringLiteral("teams.db")).toStdString();
    EXPECT_TRUE(says(run_damka("event create --db " + db + " --name 'Club teams' --system team-round-robin --boards 2"),
                     "team-round-robin, rounds from the Berger table of the teams"));
    for (int i = 1; i <= 7; ++i)
        EXPECT_EQ(run_damka("player add --db " + db + " 'P" + std::to_string(i) + "' --rating " +
                            std::to_string(2000 - 10 * i))
                      .code,
                  0);
    EXPECT_TRUE(says(run_damka("team add --db " + db + " Alpha --players 1,2,3 --captain 3 --fed ned"),
                     "added team 1: Alpha, board order P1 (1), P2 (2), P3 (3)"));
    EXPECT_TRUE(says(run_damka("team add --db " + db + " Beta --players 4,5"), "added team 2: Beta"));
    EXPECT_TRUE(says(run_damka("team add --db " + db + " Gamma --players 6,7"), "added team 3: Gamma"));
    return db;
}

TEST(CliTeam, TeamsAreRegisteredAndListedWithTheirBoardOrder) {
    QTemporaryDir dir;
    const std::string db = three_teams(dir);
    const CliRun list = run_damka("team list --db " + db);
    EXPECT_TRUE(says(list, "Alpha  NED"));
    EXPECT_TRUE(says(list, "R    3 P3")); // a reserve on a 2-board team
    EXPECT_TRUE(says(list, "1970 C")); // P3, the captain
    const CliRun info = run_damka("event info --db " + db);
    EXPECT_TRUE(says(info, "team matches of 2 boards, match points 2-1-0; 3 teams"));
    EXPECT_TRUE(says(info, "team tie-breaks after match points: GP, SB, DE"));
    EXPECT_TRUE(says(run_damka("team edit --db " + db + " 2 --name Bravo --captain 4"), "team 2: Bravo"));
    EXPECT_TRUE(says(run_damka("team list --db " + db), "Bravo"));
}

TEST(CliTeam, BadTeamsAreRefusedNamingWhatIsWrong) {
    QTemporaryDir dir;
    const std::string db = three_teams(dir);
    EXPECT_TRUE(
        refused(run_damka("team add --db " + db + " Delta --players 7,1"), "players: P7 (7) already plays for Gamma"));
    EXPECT_TRUE(
        refused(run_damka("team add --db " + db + " Alpha --players 1,2"), "name: team 1 is already called Alpha"));
    EXPECT_TRUE(
        refused(run_damka("team add --db " + db + " Delta --players 9"), "players: no player with start number 9"));
    EXPECT_TRUE(refused(run_damka("team add --db " + db + " Delta"), "--players: give the team's board order"));
    EXPECT_TRUE(refused(run_damka("team edit --db " + db + " 2 --captain 1"),
                        "captain: P1 (1) is not one of the team's players"));
    EXPECT_TRUE(
        refused(run_damka("team edit --db " + db + " 2 --players 4"), "players: 1 players cannot fill 2 boards"));
    EXPECT_TRUE(refused(run_damka("team edit --db " + db + " 9 --name X"), "team: no team with number 9"));
    // Nothing of the refused commands was stored.
    const CliRun list = run_damka("team list --db " + db);
    EXPECT_TRUE(says(list, "Gamma"));
    EXPECT_EQ(list.out.find("Delta"), std::string::npos) << list.out;
}

TEST(CliTeam, CaptainsLineupKeepsTheBoardOrder) {
    QTemporaryDir dir;
    const std::string db = three_teams(dir);
    EXPECT_TRUE(says(run_damka("team lineup --db " + db + " 1 --round 1"), "the default line-up"));
    EXPECT_TRUE(says(run_damka("team lineup --db " + db + " 1 --round 1"), "board 2: P2 (2)"));
    // The reserve P3 moves up to board 2 in place of P2.
    EXPECT_TRUE(says(run_damka("team lineup --db " + db + " 1 --round 1 --players 1,3"),
                     "Alpha, round 1: line-up P1 (1), P3 (3)"));
    const CliRun shown = run_damka("team lineup --db " + db + " 1 --round 1");
    EXPECT_TRUE(says(shown, "the captain's line-up"));
    EXPECT_TRUE(says(shown, "board 2: P3 (3)"));
    // Players never swap: P2 above P1 is refused, and the stored line-up stays.
    EXPECT_TRUE(refused(run_damka("team lineup --db " + db + " 1 --round 1 --players 2,1"),
                        "line-up: P1 (1) on board 2 is above P2 (2) in the board order"));
    EXPECT_TRUE(
        refused(run_damka("team lineup --db " + db + " 1 --round 1 --players 1"), "line-up: 1 players for 2 boards"));
    EXPECT_TRUE(
        refused(run_damka("team lineup --db " + db + " 1 --round 1 --players 1,4"), "P4 (4) is not a player of Alpha"));
    EXPECT_TRUE(says(run_damka("team lineup --db " + db + " 1 --round 1"), "board 2: P3 (3)"));
    // --default drops the captain's line-up again.
    EXPECT_TRUE(
        says(run_damka("team lineup --db " + db + " 1 --round 1 --default"), "the default line-up P1 (1), P2 (2)"));
    EXPECT_TRUE(says(run_damka("event audit --db " + db), "team.lineup"));
}

// Three teams (C.05 Annex 1, Berger table of 4: round 1 is 1-4, 2-3, so Alpha, partner of the
// dummy 4, has no match; round 2 is 4-3, 1-2: Alpha - Beta, Gamma rests).
TEST(CliTeam, RoundsArePairedAsMatchesAndScoredBoardByBoard) {
    QTemporaryDir dir;
    const std::string db = three_teams(dir);
    const CliRun paired = run_damka("round pair --db " + db);
    EXPECT_TRUE(says(paired, "team round robin of 3 teams: 3 rounds (Berger table of the teams)"));
    EXPECT_TRUE(says(paired, "match 1: Beta - Gamma (boards 1-2)"));
    EXPECT_TRUE(says(paired, "no match: Alpha"));
    EXPECT_TRUE(says(paired, "board 1: P4 (4) - P6 (6)")); // Beta White on board 1
    EXPECT_TRUE(says(paired, "board 2: P7 (7) - P5 (5)")); // ... and Black on board 2
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    EXPECT_TRUE(
        refused(run_damka("result set --db " + db + " --match 1 3 1-0"), "BOARD: a match has boards 1..2, not 3"));
    EXPECT_TRUE(says(run_damka("result set --db " + db + " --match 1 1 1-0"), "board 1: P4 (4) - P6 (6)  1-0"));
    EXPECT_TRUE(says(run_damka("result set --db " + db + " --match 1 2 -+"), "board 2: P7 (7) - P5 (5)  -+"));
    // Beta 1 + 1 (P5's forfeit win) = 2, Gamma 0: Beta wins the match, 2 match points to 0.
    const CliRun r1 = run_damka("team matches --db " + db + " --round 1");
    EXPECT_TRUE(says(r1, "match 1: Beta - Gamma  2 : 0  match points 2 : 0"));
    EXPECT_TRUE(says(r1, "board 2 B: P5 (5) - P7 (7)  1 : 0  (-+)"));
    // Round 2: Alpha - Beta; Alpha does not come: every board lost by forfeit.
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    EXPECT_TRUE(refused(run_damka("result set --db " + db + " --match 1 all 1-0"),
                        "a whole match is forfeited with +-, -+ or --"));
    EXPECT_TRUE(
        says(run_damka("result set --db " + db + " --match 1 all -+"), "match 1 Alpha - Beta: forfeited by Alpha"));
    const CliRun r2 = run_damka("team matches --db " + db + " --round 2");
    EXPECT_TRUE(says(r2, "match 1: Alpha - Beta  0 : 2  match points 0 : 2 (forfeited)"));
    EXPECT_TRUE(says(r2, "board 2 B: P2 (2) - P5 (5)  0 : 1  (+-)")); // Alpha Black on board 2: White's forfeit win
    EXPECT_TRUE(says(r2, "no match: Gamma"));
    // Line-ups of a paired round are fixed.
    EXPECT_TRUE(
        refused(run_damka("team lineup --db " + db + " 1 --round 2 --players 1,3"), "round: 2 is already paired"));
}

TEST(CliTeam, OnlyATeamEventHasTeamsAndBoards) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("swiss.db")).toStdString();
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name S --rounds 5 --boards 4"),
                        "--boards: only a team event has boards per match"));
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name T --system team-round-robin --boards 0"),
                        "boards: a team match needs 1..50 boards, not 0"));
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name T --system team-round-robin --tiebreaks BH-C1"),
                        "tiebreaks: BH-C1 is not a team tie-break (MP, GP, DE, WIN, BH, BH-GP, SB, SB-MP)"));
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name T --system team-round-robin --tiebreaks MP"),
                        "tiebreaks: MP is the primary score of a team-round-robin, not a tie-break"));
    EXPECT_TRUE(refused(run_damka("event create --db " + db + " --name T --system team-round-robin --tiebreaks BH"),
                        "tiebreaks: BH (Buchholz, FIDE C.07 8) is for a team Swiss, not a team-round-robin"));
    const std::string sw = dir.filePath(QStringLiteral("team-swiss.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + sw +
                        " --name T --system team-swiss --boards 4 --rounds 7 --tiebreaks "
                        "GP,BH,DE")
                  .code,
              0);
    EXPECT_TRUE(says(run_damka("event info --db " + sw), "team tie-breaks after match points: GP, BH, DE"));
    ASSERT_EQ(run_damka("event create --db " + db + " --name S --rounds 5").code, 0);
    ASSERT_EQ(run_damka("player add --db " + db + " Ann").code, 0);
    EXPECT_TRUE(refused(run_damka("team add --db " + db + " Alpha --players 1"), "team: a Swiss is not a team event"));
}

// `result set --match M`: a board of a team match, and 'all' the whole match, exist only in a
// team event; the refusal names the option and exits 3 (BadInput) before anything is entered.
TEST(CliTeam, AMatchBoardNeedsATeamEvent) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("swiss.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name S --rounds 5").code, 0);
    for (const char *board : {"1", "all"}) {
        const CliRun r = run_damka("result set --db " + db + " --match 1 " + board + " +-");
        EXPECT_EQ(r.code, 3);
        EXPECT_TRUE(refused(r, "damka: --match: this is not a team event"));
    }
}

} // namespace
