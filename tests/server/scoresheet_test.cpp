// The electronic scoresheet and the live boards (issue 30 parts 2 and 3) on the four-player
// event of server_fixture.hpp (Russian draughts, 5m+3s; round 1 board 1 is Player 1 (White) -
// Player 2, board 2 Player 3 - Player 4): a move posted to /api/v1/rounds/1/boards/B/moves lands
// in the game's event log as `damka arbiter log` writes it, a move the rules do not allow only
// once confirmed and then as made, where the arbiter's correction applies (adiukh 8.3, 8.6); the
// board's document, the live boards, the pages. The truths: the plugin's own answers for the
// positions (legal moves, square indices), the CLI's own log entries, and hand-worked positions
// written next to each test.
#include "server_fixture.hpp"

#include "arbiter/adjudicator.hpp"
#include "arbiter/board_view.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "storage/audit_log.hpp"
#include "tests/support/damka_cli.hpp"

#include <QJsonArray>
#include <QJsonDocument>

#include <set>

using namespace damka;
using namespace damka::testing;

namespace {

const QByteArray kMoves1 = "/api/v1/rounds/1/boards/1/moves";
const QByteArray kGame1 = "/api/v1/rounds/1/boards/1/game";

QByteArray body(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

class ScoresheetTest : public ServerTest {
protected:
    void SetUp() override {
        ServerTest::SetUp();
        if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
        board1_ = served_.token(QStringLiteral("board:1"));
    }
    HttpAnswer move(const QJsonObject &o, const QByteArray &token = {}, const QByteArray &api = kMoves1) {
        return http(port(), "POST", api, body(o), token.isEmpty() ? board1_ : token);
    }
    std::optional<arbiter::GameLog> log(int board = 1) {
        tournament::Event ev = cli();
        return arbiter::store::load_log(ev.db(), {1, board, 1});
    }
    size_t events(int board = 1) {
        const auto l = log(board);
        return l ? l->events.size() : 0;
    }
    std::string db() const { return file_.toStdString(); }
    // The plugin's own board for a position: square names to indices.
    static arbiter::BoardView board_of(const std::string &position) {
        const Variant *russian = test_plugins().find("russian");
        Expected<Game> g = russian->new_game(position);
        EXPECT_TRUE(g) << g.error();
        return *arbiter::read_board(g->board_json());
    }
    static std::string error_code(const HttpAnswer &a) {
        return json(a)[QLatin1String("error")].toObject()[QLatin1String("code")].toString().toStdString();
    }
    QByteArray board1_;
};

// A legal move is written as `damka arbiter log --db FILE --board B move white c3-d4` writes it:
// the same event and the same audit summary (the CLI's run on board 2 is the truth).
TEST_F(ScoresheetTest, ALegalMoveLandsInTheLogAsTheArbitersLogWritesIt) {
    const HttpAnswer a = move({{QStringLiteral("move"), QStringLiteral("c3-d4")}});
    ASSERT_EQ(a.status, 200) << a.body.constData();
    EXPECT_EQ(json(a)[QLatin1String("recorded")].toArray().at(0).toString(), QStringLiteral("recorded: c3-d4"));
    EXPECT_TRUE(says(run_damka("arbiter log --db " + db() + " --board 2 move white c3-d4"), "legal: c3-d4"));
    const auto web = log(1), cli_log = log(2);
    ASSERT_TRUE(web && cli_log);
    ASSERT_EQ(web->events.size(), 1u);
    ASSERT_EQ(cli_log->events.size(), 1u);
    EXPECT_EQ(arbiter::to_json(web->events[0]), arbiter::to_json(cli_log->events[0]));
    EXPECT_EQ(web->variant, cli_log->variant);
    EXPECT_EQ(web->time_control, cli_log->time_control);
    EXPECT_EQ(web->players[0], "Player 1");
    tournament::Event ev = cli();
    const auto audit = storage::read_audit(ev.db(), QStringLiteral("arbiter.log"));
    ASSERT_EQ(audit.size(), 2u);
    // Issue 44 §4: a move numbered and in notation, as a scoresheet writes it.
    EXPECT_EQ(audit[0].summary, QStringLiteral("round 1 board 1: 1. c3-d4"));
    EXPECT_EQ(audit[1].summary, QStringLiteral("round 1 board 2: 1. c3-d4"));
    EXPECT_TRUE(audit[0].who.startsWith(QStringLiteral("web board:1 token "))) << audit[0].who.toStdString();
    // `damka arbiter show` reads it back.
    EXPECT_TRUE(says(run_damka("arbiter show --db " + db() + " --board 1"), "White moves c3-d4"));
    // By its squares: the plugin's notation is written.
    const HttpAnswer b =
        move({{QStringLiteral("from"), QStringLiteral("f6")}, {QStringLiteral("to"), QStringLiteral("g5")}});
    ASSERT_EQ(b.status, 200) << b.body.constData();
    EXPECT_EQ(log(1)->events.back().move, "f6-g5");
    EXPECT_EQ(log(1)->events.back().side, 1);
}

// The board's document after 1. c3-d4: Black to move, Black's seven opening moves (b6-a5, b6-c5,
// d6-c5, d6-e5, f6-e5, f6-g5, h6-g5: no capture, d4 touches no black man), the last move's
// path c3 -> d4 by the plugin's square indices, the drawing with tappable squares.
TEST_F(ScoresheetTest, TheBoardsDocument) {
    ASSERT_EQ(move({{QStringLiteral("move"), QStringLiteral("c3-d4")}}).status, 200);
    const HttpAnswer a = http(port(), "GET", kGame1);
    ASSERT_EQ(a.status, 200) << a.body.constData();
    const QJsonObject doc = json(a);
    EXPECT_EQ(doc[QLatin1String("board")].toInt(), 1);
    EXPECT_EQ(doc[QLatin1String("variant")].toString(), QStringLiteral("russian"));
    EXPECT_EQ(doc[QLatin1String("to_move")].toInt(), 1);
    EXPECT_EQ(doc[QLatin1String("players")].toArray().at(1).toObject()[QLatin1String("name")].toString(),
              QStringLiteral("Player 2"));
    EXPECT_EQ(doc[QLatin1String("position")].toString(),
              QStringLiteral("B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"));
    std::set<std::string> legal;
    for (const auto &m : doc[QLatin1String("legal_moves")].toArray())
        legal.insert(m.toObject()[QLatin1String("notation")].toString().toStdString());
    EXPECT_EQ(legal, (std::set<std::string>{"b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"}));
    const arbiter::BoardView board = board_of("");
    EXPECT_EQ(doc[QLatin1String("last_move")].toArray(), (QJsonArray{*board.square("c3"), *board.square("d4")}));
    EXPECT_EQ(doc[QLatin1String("last_shown")].toString(), QStringLiteral("c3-d4"));
    EXPECT_EQ(doc[QLatin1String("pieces")].toObject()[QLatin1String("d4")].toInt(), 0);
    EXPECT_EQ(doc[QLatin1String("pieces")].toObject()[QLatin1String("b6")].toInt(), 1);
    EXPECT_FALSE(doc[QLatin1String("pieces")].toObject().contains(QLatin1String("c3")));
    const QString svg = doc[QLatin1String("svg")].toString();
    EXPECT_TRUE(svg.contains(QStringLiteral("data-square=\"c3\""))) << svg.left(300).toStdString();
    EXPECT_TRUE(svg.contains(QStringLiteral(" sq\""))) << svg.left(300).toStdString();
    // ABI 1.4 ("damka.names/1"): the pieces titled and the sides named by the plugin in the
    // reader's language; the API's `sides` keep the plugin's English.
    EXPECT_TRUE(svg.contains(QStringLiteral("<title>man (White)</title>")));
    const QJsonObject ru = json(http(port(), "GET", kGame1 + "?lang=ru"));
    EXPECT_TRUE(ru[QLatin1String("svg")].toString().contains(QStringLiteral("<title>простая (белые)</title>")));
    EXPECT_EQ(ru[QLatin1String("side_names")].toArray(),
              (QJsonArray{QStringLiteral("белые"), QStringLiteral("чёрные")}));
    EXPECT_EQ(ru[QLatin1String("sides")].toArray(), (QJsonArray{QStringLiteral("White"), QStringLiteral("Black")}));
    EXPECT_EQ(doc[QLatin1String("result")].toString(), QStringLiteral("*"));
    EXPECT_FALSE(doc[QLatin1String("over")].toBool());
    // The clock is the web clock's (not started: 5 minutes each).
    EXPECT_EQ(doc[QLatin1String("clock")].toObject()[QLatin1String("remaining_ms")].toArray().at(0).toInteger(),
              300000);
    // Seen from Black: another drawing of the same position; the positions after each ply on request.
    const QJsonObject flipped = json(http(port(), "GET", kGame1 + "?flip=1&positions=1"));
    EXPECT_NE(flipped[QLatin1String("svg")].toString(), svg);
    ASSERT_EQ(flipped[QLatin1String("positions")].toArray().size(), 1);
    EXPECT_EQ(flipped[QLatin1String("positions")].toArray().at(0).toObject(),
              doc[QLatin1String("board_description")].toObject());
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/1/boards/9/game").status, 404);
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/7/boards/1/game").status, 404);
}

// 1. c3-d4 f6-e5: White must take (d4:f6). White plays a3-b4 on the board instead: not legal,
// so the page is told and nothing is written; confirmed as made, it is written as the board
// change "from a3 to b4" (nothing taken), and Black's correction claim is upheld on adiukh 8.6
// (through the Russian federation's rulebook, whose articles could not be read: "fsr: general
// principle (as adiukh 8.6 ...)"), the offence a quiet move instead of a capture (8.3), the
// position restored and d4:f6 owed. Then the scoresheet shows the move taken back and takes d4:f6.
TEST_F(ScoresheetTest, AnIllegalMoveIsRecordedOnlyConfirmedAndTheCorrectionApplies) {
    ASSERT_EQ(move({{QStringLiteral("move"), QStringLiteral("c3-d4")}}).status, 200);
    ASSERT_EQ(move({{QStringLiteral("move"), QStringLiteral("f6-e5")}}).status, 200);
    const QJsonObject a3b4{{QStringLiteral("from"), QStringLiteral("a3")},
                           {QStringLiteral("to"), QStringLiteral("b4")}};
    const HttpAnswer asked = move(a3b4);
    EXPECT_EQ(asked.status, 409);
    EXPECT_EQ(error_code(asked), "not_legal");
    EXPECT_TRUE(json(asked)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().startsWith(
        QStringLiteral("a3-b4 is not a legal move here")))
        << asked.body.constData();
    EXPECT_EQ(events(), 2u);
    QJsonObject confirmed = a3b4;
    confirmed.insert(QStringLiteral("illegal"), true);
    const HttpAnswer made = move(confirmed);
    ASSERT_EQ(made.status, 200) << made.body.constData();
    const auto l = log();
    ASSERT_EQ(l->events.size(), 3u);
    EXPECT_EQ(l->events[2].move, "from a3 to b4");
    EXPECT_EQ(l->events[2].side, 0);
    const QJsonObject game = json(made)[QLatin1String("game")].toObject();
    const QJsonObject third = game[QLatin1String("moves")].toArray().at(2).toObject();
    EXPECT_FALSE(third[QLatin1String("legal")].toBool());
    EXPECT_EQ(third[QLatin1String("squares")].toArray(), (QJsonArray{QStringLiteral("a3"), QStringLiteral("b4")}));
    // The position actually on the board (adiukh 8.8): the man stands on b4, Black to move.
    EXPECT_EQ(game[QLatin1String("to_move")].toInt(), 1);
    EXPECT_EQ(game[QLatin1String("pieces")].toObject()[QLatin1String("b4")].toInt(), 0);
    EXPECT_EQ(game[QLatin1String("last_shown")].toString(), QStringLiteral("a3-b4"));
    // The positions after each ply: after ply 2 the plugin's own position after c3-d4 f6-e5,
    // after ply 3 that board with the man moved from a3 to b4.
    const QJsonArray positions =
        json(http(port(), "GET", kGame1 + "?positions=1"))[QLatin1String("positions")].toArray();
    ASSERT_EQ(positions.size(), 3);
    {
        Expected<Game> truth = test_plugins().find("russian")->new_game();
        ASSERT_TRUE(truth && truth->play("c3-d4") && truth->play("f6-e5"));
        EXPECT_EQ(positions[1].toObject(),
                  QJsonDocument::fromJson(QByteArray::fromStdString(truth->board_json())).object());
        const auto third_board =
            arbiter::read_board(QJsonDocument(positions[2].toObject()).toJson(QJsonDocument::Compact).toStdString());
        ASSERT_TRUE(third_board);
        EXPECT_EQ(third_board->owner(*third_board->square("b4")), 0);
        EXPECT_EQ(third_board->owner(*third_board->square("a3")), -1);
        EXPECT_EQ(third_board->owner(*third_board->square("e5")), 1);
    }

    // The arbiter's engine on the log, in-process ...
    const Variant &russian = *test_plugins().find("russian");
    const auto claim = arbiter::parse_claim({"correction", "black"}, {"White", "Black"});
    ASSERT_TRUE(claim);
    const Expected<arbiter::Decision> d = arbiter::decide(russian, *l, *claim);
    ASSERT_TRUE(d) << d.error();
    EXPECT_EQ(d->rule, "fsr: general principle (as adiukh 8.6; the federation's article could not be read)");
    EXPECT_EQ(d->principle, "8.6");
    EXPECT_EQ(d->offence, "quiet-move-instead-of-capture");
    // ... and the command, which records the decision.
    const CliRun decided = run_damka("arbiter decide --db " + db() + " --board 1 correction black");
    EXPECT_TRUE(says(decided, "Claim upheld (fsr: general principle (as adiukh 8.6;")) << decided.out;
    EXPECT_TRUE(says(decided, "White made a quiet move although a capture was compulsory")) << decided.out;
    EXPECT_TRUE(says(decided, "White must play: d4:f6.")) << decided.out;

    const QJsonObject after = json(http(port(), "GET", kGame1));
    EXPECT_TRUE(after[QLatin1String("moves")].toArray().at(2).toObject()[QLatin1String("taken_back")].toBool());
    EXPECT_EQ(after[QLatin1String("to_move")].toInt(), 0);
    ASSERT_EQ(after[QLatin1String("legal_moves")].toArray().size(), 1);
    EXPECT_EQ(after[QLatin1String("legal_moves")].toArray().at(0).toObject()[QLatin1String("notation")].toString(),
              QStringLiteral("d4:f6"));
    EXPECT_EQ(after[QLatin1String("last_shown")].toString(), QStringLiteral("f6-e5"));
    const HttpAnswer took =
        move({{QStringLiteral("from"), QStringLiteral("d4")}, {QStringLiteral("to"), QStringLiteral("f6")}});
    ASSERT_EQ(took.status, 200) << took.body.constData();
    EXPECT_EQ(log()->events.back().move, "d4:f6");
}

// Who may write: the board's own token, an arbiter's, the chief's; not another board's, not a
// check-in token, not without a token. Nothing is written by a refused request.
TEST_F(ScoresheetTest, WrongTokensAreRefused) {
    const QJsonObject c3d4{{QStringLiteral("move"), QStringLiteral("c3-d4")}};
    EXPECT_EQ(http(port(), "POST", kMoves1, body(c3d4)).status, 401);
    EXPECT_EQ(http(port(), "POST", kMoves1, body(c3d4), "not-a-token").status, 401);
    EXPECT_EQ(move(c3d4, served_.token(QStringLiteral("board:2"))).status, 403);
    EXPECT_EQ(move(c3d4, served_.token(QStringLiteral("checkin"))).status, 403);
    EXPECT_EQ(events(), 0u);
    EXPECT_EQ(move(c3d4, served_.token(QStringLiteral("arbiter"))).status, 200);
    EXPECT_EQ(move({{QStringLiteral("move"), QStringLiteral("f6-g5")}}, served_.token(QStringLiteral("chief"))).status,
              200);
    EXPECT_EQ(events(), 2u);
}

// Malformed bodies and unknown squares get a 400 naming the field; no such board a 404; the log
// is untouched by all of them.
TEST_F(ScoresheetTest, BadInputIsRefusedAndChangesNothing) {
    const auto raw = [&](const QByteArray &b) { return http(port(), "POST", kMoves1, b, board1_); };
    EXPECT_EQ(error_code(raw("{not json")), "bad_json");
    EXPECT_EQ(error_code(raw("[1, 2]")), "bad_json");
    const auto field = [&](const QJsonObject &o) {
        const HttpAnswer a = move(o);
        EXPECT_EQ(a.status, 400) << a.body.constData();
        return json(a)[QLatin1String("error")].toObject()[QLatin1String("field")].toString().toStdString();
    };
    EXPECT_EQ(field({}), "move");
    EXPECT_EQ(field({{QStringLiteral("move"), 5}}), "move");
    EXPECT_EQ(field({{QStringLiteral("move"), QStringLiteral("  ")}}), "move");
    EXPECT_EQ(field({{QStringLiteral("move"), QStringLiteral("z9-a1")}}), "move");
    EXPECT_EQ(field({{QStringLiteral("move"), QStringLiteral("from c3 to z9")}}), "move");
    EXPECT_EQ(
        field({{QStringLiteral("move"), QStringLiteral("c3-d4")}, {QStringLiteral("from"), QStringLiteral("c3")}}),
        "move");
    EXPECT_EQ(field({{QStringLiteral("from"), QStringLiteral("z9")}, {QStringLiteral("to"), QStringLiteral("d4")}}),
              "from");
    EXPECT_EQ(field({{QStringLiteral("from"), QStringLiteral("c3")}}), "to");
    EXPECT_EQ(field({{QStringLiteral("from"), QStringLiteral("c3")}, {QStringLiteral("to"), 4}}), "to");
    EXPECT_EQ(field({{QStringLiteral("from"), QStringLiteral("c3")},
                     {QStringLiteral("to"), QStringLiteral("d4")},
                     {QStringLiteral("illegal"), QStringLiteral("yes")}}),
              "illegal");
    EXPECT_EQ(field({{QStringLiteral("from"), QStringLiteral("c3")},
                     {QStringLiteral("to"), QStringLiteral("d4")},
                     {QStringLiteral("path"), QJsonArray{QStringLiteral("c3"), QStringLiteral("e5")}}}),
              "path");
    EXPECT_EQ(field({{QStringLiteral("from"), QStringLiteral("c3")},
                     {QStringLiteral("to"), QStringLiteral("d4")},
                     {QStringLiteral("taken"), QJsonArray{QStringLiteral("q1")}}}),
              "taken");
    const QJsonObject c3d4{{QStringLiteral("move"), QStringLiteral("c3-d4")}};
    EXPECT_EQ(move(c3d4, {}, "/api/v1/rounds/1/boards/9/moves").status, 403); // board 1's token
    EXPECT_EQ(move(c3d4, served_.token(QStringLiteral("arbiter")), "/api/v1/rounds/1/boards/9/moves").status, 404);
    EXPECT_EQ(move(c3d4, served_.token(QStringLiteral("arbiter")), "/api/v1/rounds/x/boards/1/moves").status, 404);
    EXPECT_EQ(http(port(), "GET", kMoves1, {}, board1_).status, 405);
    EXPECT_EQ(events(), 0u);
    EXPECT_EQ(events(2), 0u);
}

// A game whose result is entered takes no more moves; a round no longer played neither (the
// board's token serves only its round while it is played; an arbiter's is told the round is not
// the current one).
TEST_F(ScoresheetTest, FinishedGamesAndRoundsNotPlayedAreRefused) {
    const QByteArray arbiter = served_.token(QStringLiteral("arbiter"));
    {
        tournament::Event ev = cli();
        ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
    }
    spin_until([] { return false; }, 300); // the server notices the result (its poll, 200 ms)
    const HttpAnswer finished =
        move({{QStringLiteral("move"), QStringLiteral("c3-d4")}}, arbiter, "/api/v1/rounds/1/boards/2/moves");
    EXPECT_EQ(finished.status, 409);
    EXPECT_EQ(error_code(finished), "finished");
    {
        tournament::Event ev = cli();
        ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
        ASSERT_TRUE(ev.pair_next_round());
        ASSERT_TRUE(ev.publish_round(2));
    }
    spin_until([] { return false; }, 300); // the server notices round 2
    const HttpAnswer old = move({{QStringLiteral("move"), QStringLiteral("c3-d4")}}, arbiter);
    EXPECT_EQ(old.status, 409);
    EXPECT_EQ(error_code(old), "round_not_played");
    EXPECT_EQ(events(1), 0u);
    EXPECT_EQ(events(2), 0u);
}

// adiukh 5.1: a game ended on the board has its result entered through the event service. The
// arbiter states the position W:Wc3:Bd4,f4,d2,f2 (White to move). The white man on c3 must take
// all four men in a ring, either way round: c3:e5:g3:e1:c3 or c3:e1:g3:e5:c3 (the plugin's
// `damka rules russian moves`); from c3 to c3 is ambiguous until the path is given. Black has
// no man left: White wins, 1-0 is entered with the game's PDN, and the game takes no more moves.
TEST_F(ScoresheetTest, AGameEndedOnTheBoardHasItsResultEntered) {
    EXPECT_TRUE(says(run_damka("arbiter log --db " + db() + " --board 1 position W:Wc3:Bd4,f4,d2,f2"), "position"));
    const HttpAnswer ambiguous =
        move({{QStringLiteral("from"), QStringLiteral("c3")}, {QStringLiteral("to"), QStringLiteral("c3")}});
    EXPECT_EQ(ambiguous.status, 409);
    EXPECT_EQ(error_code(ambiguous), "ambiguous");
    std::set<QString> which;
    for (const auto &m : json(ambiguous)[QLatin1String("error")].toObject()[QLatin1String("moves")].toArray())
        which.insert(m.toString());
    EXPECT_EQ(which, (std::set<QString>{QStringLiteral("c3:e5:g3:e1:c3"), QStringLiteral("c3:e1:g3:e5:c3")}));
    const HttpAnswer a = move({{QStringLiteral("path"),
                                QJsonArray{QStringLiteral("c3"), QStringLiteral("e5"), QStringLiteral("g3"),
                                           QStringLiteral("e1"), QStringLiteral("c3")}}});
    ASSERT_EQ(a.status, 200) << a.body.constData();
    EXPECT_EQ(log()->events.back().move, "c3:e5:g3:e1:c3");
    EXPECT_TRUE(json(a).contains(QLatin1String("result"))) << a.body.constData();
    const QJsonObject game = json(a)[QLatin1String("game")].toObject();
    EXPECT_TRUE(game[QLatin1String("over")].toBool());
    EXPECT_EQ(game[QLatin1String("result")].toString(), QStringLiteral("1-0"));
    EXPECT_EQ(result_of(1, 1), "1-0");
    tournament::Event ev = cli();
    const std::string pdn = tournament::find_round(ev.data(), 1)->games[0].pdn;
    EXPECT_NE(pdn.find("c3:e5:g3:e1:c3"), std::string::npos) << pdn;
    const auto results = storage::read_audit(ev.db(), QStringLiteral("result.set"));
    ASSERT_FALSE(results.empty());
    EXPECT_TRUE(results.back().who.startsWith(QStringLiteral("web board:1 token ")))
        << results.back().who.toStdString();
    EXPECT_EQ(error_code(move({{QStringLiteral("move"), QStringLiteral("c1-d2")}})), "finished");
}

// One move, one press: with the web clock running on White's time, White's move is timed by the
// server and White's press follows it at the same moment; Black's clock then runs.
TEST_F(ScoresheetTest, AMoveOnARunningWebClockPressesIt) {
    const QByteArray clock = "/api/v1/rounds/1/boards/1/clock";
    ASSERT_EQ(http(port(), "POST", clock, R"({"action": "start"})", board1_).status, 200);
    spin_until([] { return false; }, 300);
    const HttpAnswer a = move({{QStringLiteral("move"), QStringLiteral("c3-d4")}});
    ASSERT_EQ(a.status, 200) << a.body.constData();
    const auto l = log();
    ASSERT_EQ(l->events.size(), 3u); // clock start, move, press
    EXPECT_EQ(l->events[1].kind, arbiter::EventKind::Move);
    EXPECT_EQ(l->events[2].kind, arbiter::EventKind::Press);
    EXPECT_EQ(l->events[2].side, 0);
    ASSERT_TRUE(l->events[1].at && l->events[2].at);
    EXPECT_GE(l->events[1].at->count(), 300);
    EXPECT_EQ(*l->events[1].at, *l->events[2].at);
    const QJsonObject readings = json(http(port(), "GET", clock));
    EXPECT_EQ(readings[QLatin1String("running")].toInt(), 1);
    const QJsonObject game = json(a)[QLatin1String("game")].toObject();
    EXPECT_EQ(game[QLatin1String("clock")].toObject()[QLatin1String("running")].toInt(), 1);
    // 5m+3s: White's 300 s less at least 0.3 s, plus the 3 s increment.
    const qint64 white =
        game[QLatin1String("clock")].toObject()[QLatin1String("remaining_ms")].toArray().at(0).toInteger();
    EXPECT_LE(white, 303000 - 300);
    EXPECT_GT(white, 303000 - 5000);
    // Paused, a move is written without a press.
    ASSERT_EQ(http(port(), "POST", clock, R"({"action": "pause"})", board1_).status, 200);
    ASSERT_EQ(move({{QStringLiteral("move"), QStringLiteral("f6-g5")}}).status, 200);
    EXPECT_EQ(log()->events.back().kind, arbiter::EventKind::Move);
}

// The live boards: the JSON of every board of the round, the page drawn with them and its
// script, linked from the round's pairings; each board links to the board's page.
TEST_F(ScoresheetTest, TheLiveBoards) {
    // Read before the move and after it: a board's kept document is replaced when its log grows.
    const QJsonArray before = json(http(port(), "GET", "/api/v1/rounds/1/live"))[QLatin1String("boards")].toArray();
    ASSERT_EQ(before.size(), 2);
    EXPECT_EQ(before[0].toObject()[QLatin1String("last_shown")].toString(), QString());
    ASSERT_EQ(move({{QStringLiteral("move"), QStringLiteral("c3-d4")}}).status, 200);
    const HttpAnswer a = http(port(), "GET", "/api/v1/rounds/1/live");
    ASSERT_EQ(a.status, 200) << a.body.constData();
    const QJsonArray boards = json(a)[QLatin1String("boards")].toArray();
    ASSERT_EQ(boards.size(), 2);
    EXPECT_EQ(boards[0].toObject()[QLatin1String("last_shown")].toString(), QStringLiteral("c3-d4"));
    EXPECT_EQ(boards[1].toObject()[QLatin1String("last_shown")].toString(), QString());
    const QString small = boards[0].toObject()[QLatin1String("svg")].toString();
    EXPECT_TRUE(small.startsWith(QStringLiteral("<svg"))) << small.left(100).toStdString();
    EXPECT_FALSE(small.contains(QStringLiteral(" sq\""))); // not tappable
    EXPECT_FALSE(boards[0].toObject().contains(QLatin1String("legal_moves")));
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/5/live").status, 404);

    const HttpAnswer page = http(port(), "GET", "/en/live/1");
    ASSERT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("<script src=\"assets/live_boards.js\" defer></script>"));
    EXPECT_FALSE(page.body.contains("/assets/live.js"));
    EXPECT_TRUE(page.body.contains("href=\"en/game/1/1\""));
    EXPECT_TRUE(page.body.contains("data-api=\"api/v1/rounds/1/live?lang=en\""));
    EXPECT_TRUE(page.body.contains("<span class=\"last\">c3-d4</span>"));
    EXPECT_TRUE(page.body.contains("<svg"));
    EXPECT_FALSE(page.body.contains("<script>"));
    EXPECT_EQ(http(port(), "GET", "/en/live/4").status, 404);
    EXPECT_TRUE(http(port(), "GET", "/en/rounds/1").body.contains("href=\"en/live/1\""));
    EXPECT_TRUE(http(port(), "GET", "/ru/live/1").body.contains("href=\"ru/game/1/2\""));
    EXPECT_EQ(http(port(), "GET", "/assets/live_boards.js").status, 200);
}

// The scoresheet page: its addresses and words as data, its own script and style sheet, no
// inline script; 404 for a board without a game.
TEST_F(ScoresheetTest, TheScoresheetPage) {
    const HttpAnswer page = http(port(), "GET", "/en/board/1/1");
    ASSERT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("data-game=\"api/v1/rounds/1/boards/1/game\""));
    EXPECT_TRUE(page.body.contains("data-moves=\"api/v1/rounds/1/boards/1/moves\""));
    EXPECT_TRUE(page.body.contains("<script src=\"assets/scoresheet.js\" defer></script>"));
    EXPECT_TRUE(page.body.contains("<link rel=\"stylesheet\" href=\"assets/scoresheet.css\">"));
    EXPECT_TRUE(page.body.contains("href=\"en/game/1/1\""));
    EXPECT_FALSE(page.body.contains("<script>"));
    EXPECT_FALSE(page.body.contains("style="));
    EXPECT_TRUE(http(port(), "GET", "/ru/board/1/2").body.contains("<html lang=\"ru\">"));
    EXPECT_EQ(http(port(), "GET", "/en/board/1/3").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/board/2/1").status, 404);
    for (const char *asset : {"/assets/scoresheet.js", "/assets/scoresheet.css"})
        EXPECT_EQ(http(port(), "GET", asset).status, 200) << asset;
}

} // namespace
