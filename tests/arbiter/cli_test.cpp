// End-to-end: `damka arbiter` on a game log file (Russian draughts) and on an event database.
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <QTemporaryDir>

#include <array>
#include <cstdio>
#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::run_damka;

bool have_russian() { return run_damka("variants").out.find("russian") != std::string::npos; }

} // namespace

// adiukh 8.4 read out to the players, then the log as PDN, from a --log file.
TEST(ArbiterCli, LogDecideShowOnAFile) {
    if (!have_russian()) GTEST_FAIL() << "the russian plugin is not built";
    QTemporaryDir dir;
    const std::string log = "--log " + dir.filePath(QStringLiteral("game.json")).toStdString();
    EXPECT_EQ(run_damka("arbiter log " + log + " --variant russian --players 'Ivanov,Petrov' touch white c3").code, 0);
    CliRun r = run_damka("arbiter log " + log + " move white a3-b4");
    EXPECT_TRUE(has(r, "legal: a3-b4")) << r.out;
    r = run_damka("arbiter decide " + log + " correction black");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "Claim upheld (fsr: general principle (as adiukh 8.4;")) << r.out; // Russian draughts
    EXPECT_TRUE(has(r, "White must play with the piece on c3")) << r.out;
    r = run_damka("arbiter show " + log + " --pdn");
    EXPECT_TRUE(has(r, "[White \"Ivanov\"]")) << r.out;
    EXPECT_TRUE(has(r, "taken back: a3-b4")) << r.out;
    r = run_damka("arbiter decide " + log + " result --json");
    EXPECT_TRUE(has(r, "\"rule\": \"fsr: general principle (as adiukh 5.1;")) << r.out;
    EXPECT_TRUE(has(r, "\"general_principle\": true")) << r.out;
}

TEST(ArbiterCli, BadInputIsNamed) {
    if (!have_russian()) GTEST_FAIL() << "the russian plugin is not built";
    QTemporaryDir dir;
    const std::string log = "--log " + dir.filePath(QStringLiteral("game.json")).toStdString();
    CliRun r = run_damka("arbiter log " + log + " touch white c3");
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "give --variant")) << r.out;
    r = run_damka("arbiter log " + log + " --variant russian touch white z9");
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "'z9' is not a square")) << r.out;
    r = run_damka("arbiter decide " + log + " --variant russian overrule black");
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(has(r, "unknown claim 'overrule'")) << r.out;
    r = run_damka("arbiter controls 40/2x");
    EXPECT_EQ(r.code, 3);
}

// The log of a game of the current round lives in the event database, and each action is in
// the audit log.
TEST(ArbiterCli, EventDatabase) {
    if (run_damka("variants").out.find("adiukh") == std::string::npos) GTEST_FAIL() << "the adiukh plugin is not built";
    QTemporaryDir dir;
    const std::string db = "--db " + dir.filePath(QStringLiteral("event.sqlite")).toStdString();
    ASSERT_EQ(
        run_damka("event create " + db + " --name Test --rounds 3 --variant adiukh --time-control adiukh-blitz").code,
        0);
    for (const char *n : {"A", "B"}) ASSERT_EQ(run_damka("player add " + db + " " + n).code, 0);
    ASSERT_EQ(run_damka("round pair " + db + " --manual 1-2").code, 0);
    // No clock was followed (no clock start, no times): the engine asks the arbiter (5.4), and
    // nothing can be entered; the arbiter's own reading of the clock then decides (6.1.2).
    CliRun r = run_damka("arbiter log " + db + " --board 1 flag both");
    EXPECT_TRUE(has(r, "round 1 board 1: both flags are down")) << r.out;
    r = run_damka("arbiter decide " + db + " --board 1 flag --dry-run");
    EXPECT_TRUE(has(r, "The arbiter must decide (adiukh 5.4)")) << r.out;
    r = run_damka("arbiter log " + db + " --board 1 flag both checked");
    EXPECT_TRUE(has(r, "(checked by the arbiter on the clock)")) << r.out;
    r = run_damka("arbiter decide " + db + " --board 1 flag");
    EXPECT_TRUE(has(r, "Claim upheld (adiukh 6.1.2)")) << r.out;
    EXPECT_TRUE(has(r, "draw 12:12") || has(r, "drawn 12:12")) << r.out;
    r = run_damka("event audit " + db);
    EXPECT_TRUE(has(r, "arbiter.decision")) << r.out;
    r = run_damka("arbiter show " + db + " --board 1");
    EXPECT_TRUE(has(r, "time control 3m+2s")) << r.out; // the event's control, preset adiukh-blitz
    EXPECT_EQ(run_damka("arbiter log " + db + " --board 9 touch white c3").code, 3);
    // The decided result goes into the tournament, with the game and its log as PDN.
    ASSERT_EQ(run_damka("round publish " + db + " 1").code, 0);
    r = run_damka("arbiter decide " + db + " --board 1 flag --enter-result");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "result entered: round 1 board 1: A (1) - B (2)  1/2 (12:12")) << r.out;
}

// Issue 14 item 11: `arbiter show --pdn` of a game of the event lacked the Event, Site, Date
// and Round tags, so a saved file could not be told from another round's game.
TEST(ArbiterCli, PdnOfAnEventGameCarriesTheEventTags) {
    QTemporaryDir dir;
    const std::string db = "--db " + dir.filePath(QStringLiteral("event.sqlite")).toStdString();
    ASSERT_EQ(run_damka("event create " + db + " --name 'Club Cup' --place Kazan --from 2026-11-24 --rounds 3").code,
              0);
    for (const char *n : {"A", "B"}) ASSERT_EQ(run_damka("player add " + db + " " + n).code, 0);
    ASSERT_EQ(run_damka("round pair " + db + " --manual 1-2").code, 0);
    ASSERT_EQ(run_damka("arbiter log " + db + " --board 1 move white c3-d4").code, 0);
    const CliRun r = run_damka("arbiter show " + db + " --board 1 --pdn");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "[Event \"Club Cup\"]")) << r.out;
    EXPECT_TRUE(has(r, "[Site \"Kazan\"]")) << r.out;
    EXPECT_TRUE(has(r, "[Date \"2026.11.24\"]")) << r.out;
    EXPECT_TRUE(has(r, "[Round \"1\"]")) << r.out;
}

// Issue 14 item 11: one bad square, one message. "touch white z9" was refused as not a square
// of the board while "move white from z9 to a1" and "move white z9-a1" were logged as illegal
// moves, each with its own wording. A legal-looking notation with real squares ("c3-d9" has
// none; "a1-h8" has) is still the variant's to judge and is logged.
TEST(ArbiterCli, ASquareOffTheBoardIsRefusedAlikeForTouchAndMove) {
    QTemporaryDir dir;
    const std::string db = "--db " + dir.filePath(QStringLiteral("event.sqlite")).toStdString();
    ASSERT_EQ(run_damka("event create " + db + " --name Squares --rounds 3").code, 0);
    for (const char *n : {"A", "B"}) ASSERT_EQ(run_damka("player add " + db + " " + n).code, 0);
    ASSERT_EQ(run_damka("round pair " + db + " --manual 1-2").code, 0);
    for (const std::string what :
         {"touch white z9", "move white from z9 to a1", "move white z9-a1", "move white c3:z9"}) {
        const CliRun r = run_damka("arbiter log " + db + " --board 1 " + what);
        EXPECT_EQ(r.code, 3) << what << ": " << r.out;
        EXPECT_TRUE(has(r, "'z9' is not a square of this board (e.g. a1)")) << what << ": " << r.out;
    }
    const CliRun shown = run_damka("arbiter show " + db + " --board 1");
    EXPECT_EQ(shown.code, 0) << shown.out;
    EXPECT_FALSE(has(shown, "z9")) << shown.out; // nothing was logged
    const CliRun legal_squares = run_damka("arbiter log " + db + " --board 1 move white a1-h8");
    EXPECT_EQ(legal_squares.code, 0) << legal_squares.out;
    EXPECT_TRUE(has(legal_squares, "not legal")) << legal_squares.out;
}

// Issue 15 item 1 end to end: adiukh 5.4 "Истечение игрового времени определяется в момент
// падения флажка", 5.5 only for a final position already on the board. Russian draughts, control
// 1m, the arbiter's position W:Wc3:Bd4 before play: White's flag falls at 1:00 and is seen at
// 1:01, the final capture c3:e5 comes at 1:02. White loses, and --enter-result enters that one
// result (0-1, with the game as PDN from the stated position), never the board's White win.
TEST(ArbiterCli, EnterResultEntersTheFlagLossNotTheBoard) {
    if (!have_russian()) GTEST_FAIL() << "the russian plugin is not built";
    QTemporaryDir dir;
    const std::string db = "--db " + dir.filePath(QStringLiteral("event.sqlite")).toStdString();
    ASSERT_EQ(run_damka("event create " + db + " --name Test --rounds 1 --variant russian --time-control 1m").code, 0);
    for (const char *n : {"A", "B"}) ASSERT_EQ(run_damka("player add " + db + " " + n).code, 0);
    ASSERT_EQ(run_damka("round pair " + db + " --manual 1-2").code, 0);
    ASSERT_EQ(run_damka("round publish " + db + " 1").code, 0);
    const std::string game = " " + db + " --board 1 ";
    ASSERT_EQ(run_damka("arbiter log" + game + "position W:Wc3:Bd4").code, 0);
    ASSERT_EQ(run_damka("arbiter log" + game + "--at 0:00 clock start white").code, 0);
    ASSERT_EQ(run_damka("arbiter log" + game + "--at 1:01 flag white").code, 0);
    ASSERT_EQ(run_damka("arbiter log" + game + "--at 1:02 move white c3:e5").code, 0);
    const CliRun r = run_damka("arbiter decide" + game + "--at 1:02 flag black --enter-result");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "Claim upheld (fsr: general principle (as adiukh 5.4;")) << r.out;
    EXPECT_TRUE(has(r, "Result: Black wins 0-1")) << r.out;
    EXPECT_FALSE(has(r, "White wins")) << r.out;
    EXPECT_TRUE(has(r, "result entered: ")) << r.out;
    EXPECT_TRUE(has(r, "0-1")) << r.out;
}

// adiukh 5.4 after an arbiter's cut, as `damka arbiter clock` reads it: 1m each, White's clock
// started at 0:00; at 0:10 the arbiter takes 2m from Black, who had 1m (Black's clock not
// running): Black's flag falls with the cut, at 0:10; White has 60 - 30 = 30 s at 0:30.
TEST(ArbiterCli, ClockShowsTheFlagOfACutBeyondTheTimeLeft) {
    if (!have_russian()) GTEST_FAIL() << "the russian plugin is not built";
    QTemporaryDir dir;
    const std::string log = "--log " + dir.filePath(QStringLiteral("game.json")).toStdString();
    ASSERT_EQ(run_damka("arbiter log " + log + " --variant russian --control 1m --at 0:00 clock start white").code, 0);
    CliRun r = run_damka("arbiter log " + log + " --at 0:10 -- clock add black -2m");
    ASSERT_EQ(r.code, 0) << r.out;
    r = run_damka("arbiter clock " + log + " --at 0:30");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "at 0:30: White 0:30,")) << r.out;
    EXPECT_TRUE(has(r, "Black's flag fell at 0:10")) << r.out;
    EXPECT_FALSE(has(r, "White's flag")) << r.out;
    r = run_damka("arbiter clock " + log + " --at 0:30 --json");
    EXPECT_TRUE(has(r, "\"at_ms\": 10000")) << r.out;
}

// Issue 44 §4: the CLI reads a time control as the desk and the setup form do — "45 мин + 15
// сек" and "90+30" stored in the clocks' syntax — and `event edit` refuses what the clock could
// not read (it stored any text before: a clock with no control to run).
TEST(ArbiterCli, TimeControlsAsArbitersWriteThem) {
    QTemporaryDir dir;
    const std::string db = "--db " + dir.filePath(QStringLiteral("event.sqlite")).toStdString();
    ASSERT_EQ(run_damka("event create " + db + " --name Test --rounds 1 --time-control '45 мин + 15 сек'").code, 0);
    EXPECT_TRUE(has(run_damka("event info " + db), "45m+15s"));
    CliRun bad = run_damka("event edit " + db + " --time-control 'fast'");
    EXPECT_EQ(bad.code, 3);
    EXPECT_TRUE(has(bad, "--time-control: 'fast' in 'fast' is not a number with a unit")) << bad.out;
    EXPECT_TRUE(has(run_damka("event info " + db), "45m+15s")); // unchanged
    ASSERT_EQ(run_damka("event edit " + db + " --time-control 90+30").code, 0);
    EXPECT_TRUE(has(run_damka("event info " + db), "90m+30s"));
    EXPECT_EQ(run_damka("event create --db " + dir.filePath(QStringLiteral("b.sqlite")).toStdString() +
                        " --name B --rounds 1 --time-control '45 кг'")
                  .code,
              3);
}
