// Issue 44 §5 on the four-player event of server_fixture.hpp (round 1: board 1 Player 1 (White) -
// Player 2, board 2 Player 3 - Player 4): the prints of any round (pairings of round 1 after
// round 2, standings and crosstable "after round 1"), the A4 page each print asks for, the
// desk's round picker; the live boards of games nobody records; games.pdn holding the games
// recorded on the scoresheet or in an arbiter's log however their result was entered.
#include "server_fixture.hpp"

#include "tests/support/damka_cli.hpp"

#include <QJsonArray>
#include <QJsonDocument>

using namespace damka;
using namespace damka::testing;

namespace {

QByteArray body(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

class PrintsTest : public ServerTest {
protected:
    // Round 1 played (1-0, ½-½), round 2 paired and published, its first board 0-1.
    void play_two_rounds() {
        {
            tournament::Event ev = cli();
            ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
            ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
            ASSERT_TRUE(ev.pair_next_round());
            ASSERT_TRUE(ev.publish_round(2));
            ASSERT_TRUE(ev.set_result(entry(2, 1, R::BlackWin), nullptr));
        }
        spin_until([] { return false; }, 300); // the server notices (its poll, 200 ms)
    }
    std::string page(const QByteArray &path) {
        const HttpAnswer a = http(port(), "GET", path);
        EXPECT_EQ(a.status, 200) << path.constData();
        return a.body.toStdString();
    }
    static bool has(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }
};

// A past round's prints stay served once later rounds are paired: pairings and slips of round 1,
// standings, crosstable and cards as they were after round 1 (the title says which round; round 2's
// result is not counted), the default still the latest complete round; a round not paired, 0 or
// not a number is no print.
TEST_F(PrintsTest, APastRoundsPrintsAreServed) {
    play_two_rounds();
    EXPECT_TRUE(has(page("/en/print/pairings/1"), "Club Swiss - round 1 pairings"));
    EXPECT_TRUE(has(page("/en/print/slips/1"), "Club Swiss - round 1, board 2"));
    const std::string after1 = page("/en/print/standings/1");
    EXPECT_TRUE(has(after1, "Club Swiss - standings after round 1")) << after1;
    EXPECT_TRUE(has(page("/en/print/crosstable/1"), "Club Swiss - crosstable after round 1"));
    EXPECT_TRUE(has(page("/en/print/cards/1"), "after round 1"));
    // Round 1: Player 1 won, so he leads with 1 point; Players 3 and 4 drew.
    EXPECT_TRUE(
        has(after1, "<tbody>\n<tr><td class=\"n\">1</td><td class=\"n s\" data-h=\"SNo\">1</td><td>Player 1</td>"))
        << after1;
    EXPECT_TRUE(has(page("/en/print/standings/2"), "Club Swiss - standings after round 2"));
    // No round is complete beyond 1 (round 2 has one result of two): the default is after round 1.
    EXPECT_TRUE(has(page("/en/print/standings"), "Club Swiss - standings after round 1"));
    EXPECT_TRUE(has(page("/ru/print/crosstable/2"), "\xd1\x82\xd1\x83\xd1\x80")); // «тур», in Russian
    for (const char *missing : {"/en/print/standings/3", "/en/print/crosstable/0", "/en/print/standings/x",
                                "/en/print/pairings/3", "/en/print/cards/9", "/en/print/standings/1/2"})
        EXPECT_EQ(http(port(), "GET", missing).status, 404) << missing;
}

// The desk's round picker is a plain form (no script): /LANG/print?what=KIND&round=N answers with
// the print's own address; an unknown kind or round is a 404 naming nothing printed.
TEST_F(PrintsTest, TheRoundPickerLeadsToThePrintOfThatRound) {
    play_two_rounds();
    const HttpAnswer go = http(port(), "GET", "/en/print?what=pairings&round=1");
    EXPECT_EQ(go.status, 303);
    EXPECT_EQ(go.headers.value("location"), "/en/print/pairings/1");
    EXPECT_EQ(http(port(), "GET", "/ru/print?what=standings&round=2").headers.value("location"),
              "/ru/print/standings/2");
    EXPECT_EQ(http(port(), "GET", "/en/print?what=wallchart&round=2").headers.value("location"), "/en/print/wallchart");
    EXPECT_EQ(http(port(), "GET", "/en/print?what=nope&round=1").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/print?what=pairings&round=7").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/print?what=pairings").status, 404);
    // The desk: the form, its rounds (the published ones, the latest chosen) and a button per print.
    const std::string desk = page("/en/desk/prints");
    EXPECT_TRUE(
        has(desk, "<form id=\"print-round\" method=\"get\" action=\"en/print\" target=\"_blank\" data-token-link>"))
        << desk;
    EXPECT_TRUE(has(desk, "<option value=\"1\">1</option>"));
    EXPECT_TRUE(has(desk, "<option value=\"2\" selected>2</option>"));
    for (const char *what : {"pairings", "slips", "standings", "crosstable", "cards"})
        EXPECT_TRUE(has(desk, std::string("name=\"what\" value=\"") + what + "\"")) << what;
}

// Each print asks for A4 in the orientation it needs (CSS Paged Media 3, named pages): the wall
// chart and the crosstable across the sheet, the lists and slips upright; print.css holds both.
TEST_F(PrintsTest, EveryPrintAsksForA4InItsOrientation) {
    play_two_rounds();
    const std::string css = page("/assets/print.css");
    EXPECT_TRUE(has(css, "@page{size:A4 portrait;")) << css;
    EXPECT_TRUE(has(css, "@page landscape{size:A4 landscape;")) << css;
    EXPECT_TRUE(has(css, "body.landscape{page:landscape}")) << css;
    EXPECT_TRUE(has(css, "@media print")); // the reports' own rules stay
    for (const char *wide : {"/en/print/wallchart", "/en/print/crosstable", "/en/print/crosstable/1"})
        EXPECT_TRUE(has(page(wide), "<body class=\"print landscape\" data-print=\"")) << wide;
    for (const char *upright : {"/en/print/pairings/2", "/en/print/slips/2", "/en/print/checkin/3",
                                "/en/print/standings", "/en/print/standings/1", "/en/print/cards"})
        EXPECT_TRUE(has(page(upright), "<body class=\"print\" data-print=\"")) << upright;
}

// A board nobody records (no move logged, no clock started) says so on the live boards instead of
// the starting position and full clocks (5m+3s would show 5:00); its result when known. A move on
// the scoresheet makes it a recorded board with its drawing.
TEST_F(PrintsTest, ALiveBoardNotRecordedSaysSo) {
    if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
    {
        tournament::Event ev = cli();
        ASSERT_TRUE(ev.set_result(entry(1, 2, R::WhiteWin), nullptr));
    }
    spin_until([] { return false; }, 300);
    const QJsonArray boards = json(http(port(), "GET", "/api/v1/rounds/1/live"))[QLatin1String("boards")].toArray();
    ASSERT_EQ(boards.size(), 2);
    for (const auto &b : boards) {
        const QJsonObject d = b.toObject();
        EXPECT_FALSE(d[QLatin1String("recorded")].toBool(true));
        EXPECT_EQ(d[QLatin1String("note")].toString(), QStringLiteral("not recorded"));
        EXPECT_FALSE(d.contains(QLatin1String("svg")));
        EXPECT_FALSE(d.contains(QLatin1String("clock")));
    }
    EXPECT_EQ(boards[1].toObject()[QLatin1String("result")].toString(), QStringLiteral("1-0"));
    const std::string en = page("/en/live/1");
    EXPECT_TRUE(has(en, "<p class=\"not-recorded\">not recorded</p>")) << en;
    EXPECT_FALSE(has(en, "<svg"));
    EXPECT_FALSE(has(en, "5:00"));
    EXPECT_TRUE(has(en, "<b class=\"result\">1-0</b>"));
    EXPECT_TRUE(has(page("/ru/live/1"), "<p class=\"not-recorded\">\xd0\xbd\xd0\xb5 \xd0\xb7\xd0\xb0")); // «не за…»

    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/1/moves",
                   body({{QStringLiteral("move"), QStringLiteral("c3-d4")}}), served_.token(QStringLiteral("board:1")))
                  .status,
              200);
    const QJsonObject moved =
        json(http(port(), "GET", "/api/v1/rounds/1/live"))[QLatin1String("boards")].toArray()[0].toObject();
    EXPECT_TRUE(moved[QLatin1String("recorded")].toBool(false));
    EXPECT_TRUE(moved[QLatin1String("svg")].toString().startsWith(QStringLiteral("<svg")));
    EXPECT_FALSE(moved.contains(QLatin1String("note")));
}

// The trial's round 5 board 1: a game recorded on the scoresheet whose result the arbiter entered
// from the result buttons (not ended on the board, so no PDN was attached): games.pdn held
// nothing. It holds the game: the roster from the event, the players, the result entered, the
// moves as recorded. A game an arbiter logs with `damka arbiter log` and still played is there
// too, its result unknown ("*", PDN 8.2.6); a board without a record is not.
TEST_F(PrintsTest, GamesPdnHoldsEveryGameRecordedOnTheScoresheetOrInALog) {
    if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray moves = "/api/v1/rounds/1/boards/1/moves";
    ASSERT_EQ(http(port(), "POST", moves, body({{QStringLiteral("move"), QStringLiteral("c3-d4")}}), board1).status,
              200);
    ASSERT_EQ(http(port(), "POST", moves, body({{QStringLiteral("move"), QStringLiteral("f6-g5")}}), board1).status,
              200);
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})",
                   served_.token(QStringLiteral("arbiter")))
                  .status,
              200);
    const HttpAnswer a = http(port(), "GET", "/api/v1/games.pdn");
    ASSERT_EQ(a.status, 200);
    const std::string pdn = a.body.toStdString();
    for (const char *tag : {"[Event \"Club Swiss\"]", "[Round \"1\"]", "[White \"Player 1\"]", "[Black \"Player 2\"]",
                            "[Result \"1-0\"]"})
        EXPECT_TRUE(has(pdn, tag)) << tag << " in\n" << pdn;
    EXPECT_TRUE(has(pdn, "1. c3-d4 f6-g5")) << pdn;
    EXPECT_FALSE(has(pdn, "Player 3")) << pdn; // board 2: no record

    EXPECT_TRUE(says(run_damka("arbiter log --db " + file_.toStdString() + " --board 2 move white c3-d4"), "legal"));
    spin_until([] { return false; }, 300);
    const std::string both = http(port(), "GET", "/api/v1/games.pdn").body.toStdString();
    EXPECT_TRUE(has(both, "[White \"Player 3\"]")) << both;
    EXPECT_TRUE(has(both, "[Result \"*\"]")) << both;
    EXPECT_LT(both.find("Player 1"), both.find("Player 3")); // board order
}

} // namespace
