// Issue 44 §2, the board's side, on the four-player event of server_fixture.hpp (1-½-0; round 1
// board 1 is Player 1 - Player 2, board 2 Player 3 - Player 4): the players of a board enter a
// played result once, a forfeit and a change are the arbiter's; a round that is over, a revoked
// and an expired token each say so with their own code and words; the board page holds the
// result buttons in the event's scale beside the scoresheet; the arbiter's undo, draw and
// resignation, and ruling on an illegal move.
#include "server_fixture.hpp"

#include "arbiter/store/game_log_store.hpp"
#include "storage/audit_log.hpp"
#include "tests/support/damka_cli.hpp"

#include <QJsonDocument>

using namespace damka;
using namespace damka::testing;

namespace {

QJsonObject error_of(const HttpAnswer &a) { return json(a)[QLatin1String("error")].toObject(); }
QString code_of(const HttpAnswer &a) { return error_of(a)[QLatin1String("code")].toString(); }

const QByteArray kResult1 = "/api/v1/rounds/1/boards/1/result";

} // namespace

// A board's players enter 1-0, a draw or 0-1 once; the forfeit codes and any later change are
// refused, saying whose they are; the arbiter's token still changes and forfeits.
TEST_F(ServerTest, BoardPlayersEnterAPlayedResultOnce) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray arbiter = served_.token(QStringLiteral("arbiter"));
    for (const char *forfeit : {R"({"result": "+-"})", R"({"result": "-+"})", R"({"result": "--"})"}) {
        const HttpAnswer a = http(port(), "POST", kResult1, forfeit, board1);
        EXPECT_EQ(a.status, 403) << forfeit;
        EXPECT_EQ(code_of(a), QStringLiteral("forfeit_is_arbiters")) << a.body.constData();
    }
    EXPECT_EQ(result_of(1, 1), "");
    ASSERT_EQ(http(port(), "POST", kResult1, R"({"result": "1-0"})", board1).status, 200);
    // The same result again, or another: the arbiter's.
    for (const char *again : {R"({"result": "1-0"})", R"({"result": "0-1"})", R"({"result": "1/2"})"}) {
        const HttpAnswer a = http(port(), "POST", kResult1, again, board1);
        EXPECT_EQ(a.status, 409) << again;
        EXPECT_EQ(code_of(a), QStringLiteral("result_entered"));
        EXPECT_EQ(error_of(a)[QLatin1String("message")].toString(),
                  QStringLiteral("the result is entered; a change is the arbiter's"));
    }
    EXPECT_EQ(result_of(1, 1), "1-0");
    // In the page's language.
    const HttpAnswer ru = http(port(), "POST", kResult1 + "?lang=ru", R"({"result": "0-1"})", board1);
    EXPECT_EQ(code_of(ru), QStringLiteral("result_entered"));
    EXPECT_FALSE(error_of(ru)[QLatin1String("message")].toString().contains(QStringLiteral("arbiter")));
    // The arbiter corrects, and forfeits.
    EXPECT_EQ(http(port(), "POST", kResult1, R"({"result": "0-1"})", arbiter).status, 200);
    EXPECT_EQ(result_of(1, 1), "0-1");
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/2/result", R"({"result": "+-"})", arbiter).status, 200);
    EXPECT_EQ(result_of(1, 2), "+-");
}

// A revoked token and an expired one are told apart from an unknown one; a board's token whose
// round is over says "round 1 is over; ask the arbiter", also when asked who it is.
TEST_F(ServerTest, RefusedTokensSayWhy) {
    storage::Database &db = served_.view->event().db();
    const server::Role arbiter_role{server::Role::Kind::Arbiter};
    const QByteArray expired =
        server::create_token(db, arbiter_role, QStringLiteral("test"), 0, QDateTime::currentDateTimeUtc().addSecs(-1))
            .toLatin1();
    const HttpAnswer e = http(port(), "GET", "/api/v1/token", {}, expired);
    EXPECT_EQ(e.status, 401);
    EXPECT_EQ(code_of(e), QStringLiteral("token_expired")) << e.body.constData();
    const QByteArray revoked = served_.token(QStringLiteral("arbiter"));
    const QString id = json(http(port(), "GET", "/api/v1/token", {}, revoked))[QLatin1String("id")].toString();
    ASSERT_EQ(server::revoke_token(db, id, QStringLiteral("chief")), std::nullopt);
    const HttpAnswer r = http(port(), "POST", kResult1 + "?lang=ru", R"({"result": "1-0"})", revoked);
    EXPECT_EQ(r.status, 401);
    EXPECT_EQ(code_of(r), QStringLiteral("token_revoked"));
    EXPECT_FALSE(error_of(r)[QLatin1String("message")].toString().contains(QStringLiteral("token")));
    EXPECT_EQ(code_of(http(port(), "GET", "/api/v1/token", {}, "not-a-token")), QStringLiteral("unauthorized"));
    EXPECT_EQ(result_of(1, 1), "");

    // Round 1 played out and round 2 paired: round 1's board token.
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    {
        tournament::Event ev = cli();
        ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
        ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
        ASSERT_TRUE(ev.pair_next_round());
        ASSERT_TRUE(ev.publish_round(2));
    }
    const QJsonObject who = json(http(port(), "GET", "/api/v1/token?lang=en", {}, board1));
    EXPECT_EQ(who[QLatin1String("round_over")].toObject()[QLatin1String("message")].toString(),
              QStringLiteral("round 1 is over; ask the arbiter"));
    const HttpAnswer over = http(port(), "POST", "/api/v1/rounds/2/boards/1/moves", R"({"move": "c3-d4"})", board1);
    EXPECT_EQ(over.status, 403);
    EXPECT_EQ(code_of(over), QStringLiteral("round_over"));
    // Revoked when the round closed, it still says the round is over.
    ASSERT_EQ(
        server::revoke_token(db, json(http(port(), "GET", "/api/v1/token", {}, board1))[QLatin1String("id")].toString(),
                             QStringLiteral("chief")),
        std::nullopt);
    const HttpAnswer gone = http(port(), "GET", "/api/v1/token?lang=ru", {}, board1);
    EXPECT_EQ(gone.status, 401);
    EXPECT_EQ(code_of(gone), QStringLiteral("round_over"));
    EXPECT_TRUE(error_of(gone)[QLatin1String("message")].toString().contains(QStringLiteral("1")));
    EXPECT_FALSE(error_of(gone)[QLatin1String("message")].toString().contains(QStringLiteral("round")));
}

namespace {

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

class BoardActsTest : public ServerTest {
protected:
    void SetUp() override {
        ServerTest::SetUp();
        if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
        board1_ = served_.token(QStringLiteral("board:1"));
        arbiter_ = served_.token(QStringLiteral("arbiter"));
    }
    HttpAnswer post(const QByteArray &what, const QJsonObject &o, const QByteArray &token, int board = 1) {
        return http(port(), "POST", "/api/v1/rounds/1/boards/" + QByteArray::number(board) + "/" + what, compact(o),
                    token);
    }
    HttpAnswer move(const QString &m) { return post("moves", {{QStringLiteral("move"), m}}, board1_); }
    std::optional<arbiter::GameLog> log(int board = 1) {
        tournament::Event ev = cli();
        return arbiter::store::load_log(ev.db(), {1, board, 1});
    }
    std::string pdn_of(int board) {
        tournament::Event ev = cli();
        return tournament::find_round(ev.data(), 1)->games[size_t(board - 1)].pdn;
    }
    QByteArray board1_, arbiter_;
};

} // namespace

// A mis-tapped c3-d4 taken back by the arbiter: written as an upheld correction's decision
// (restore_move 0) that `damka arbiter show` reads, the move kept in the log as taken back, the
// start position again with White to move; a board's token may not do it, and with no move
// standing there is nothing to take back.
TEST_F(BoardActsTest, TheArbiterTakesBackAMisTappedMove) {
    EXPECT_EQ(code_of(post("undo", {}, arbiter_)), QStringLiteral("no_move"));
    ASSERT_EQ(move(QStringLiteral("c3-d4")).status, 200);
    const HttpAnswer players = post("undo", {}, board1_);
    EXPECT_EQ(players.status, 403);
    const HttpAnswer a = post("undo", {}, arbiter_);
    ASSERT_EQ(a.status, 200) << a.body.constData();
    EXPECT_EQ(json(a)[QLatin1String("recorded")].toArray().at(0).toString(), QStringLiteral("taken back: c3-d4"));
    const auto l = log();
    ASSERT_TRUE(l);
    ASSERT_EQ(l->events.size(), 2u);
    EXPECT_EQ(l->events[1].kind, arbiter::EventKind::Decision);
    EXPECT_EQ(l->events[1].decision[QLatin1String("ruling")].toString(), QStringLiteral("upheld"));
    EXPECT_EQ(l->events[1].decision[QLatin1String("restore_move")].toInt(-1), 0);
    const QJsonObject game = json(a)[QLatin1String("game")].toObject();
    EXPECT_EQ(game[QLatin1String("to_move")].toInt(), 0);
    EXPECT_TRUE(game[QLatin1String("moves")].toArray().at(0).toObject()[QLatin1String("taken_back")].toBool());
    // The start position of Russian draughts, White to move.
    EXPECT_EQ(game[QLatin1String("position")].toString(),
              QStringLiteral("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"));
    EXPECT_TRUE(says(run_damka("arbiter show --db " + file_.toStdString() + " --board 1"),
                     "arbiter's decision (scoresheet): c3-d4 was recorded by mistake"));
    tournament::Event ev = cli();
    const auto audit = storage::read_audit(ev.db(), QStringLiteral("arbiter.decision"));
    ASSERT_EQ(audit.size(), 1u);
    EXPECT_TRUE(audit[0].who.startsWith(QStringLiteral("web arbiter token ")));
    // The move made on the board then is written.
    EXPECT_EQ(move(QStringLiteral("a3-b4")).status, 200);
    EXPECT_EQ(log()->events.back().move, "a3-b4");
}

// A draw agreed at the board: White offered after 1. c3-d4 f6-g5 2. g3-h4 (the side that has
// just moved, adiukh 6.1.3.1), Black accepted; the result ½-½ goes in with the game as PDN. On
// board 2 Black resigns before a move: 1-0. After it the board takes no second ending.
TEST_F(BoardActsTest, DrawAgreedAndResignationEnterTheResultWithTheGame) {
    for (const char *m : {"c3-d4", "f6-g5", "g3-h4"}) ASSERT_EQ(move(QString::fromLatin1(m)).status, 200) << m;
    EXPECT_EQ(post("end", {{QStringLiteral("end"), QStringLiteral("peace")}}, board1_).status, 400);
    const HttpAnswer a = post("end", {{QStringLiteral("end"), QStringLiteral("draw")}}, board1_);
    ASSERT_EQ(a.status, 200) << a.body.constData();
    EXPECT_EQ(result_of(1, 1), "1/2");
    const auto l = log();
    ASSERT_EQ(l->events.size(), 5u);
    EXPECT_EQ(l->events[3].kind, arbiter::EventKind::DrawOffer);
    EXPECT_EQ(l->events[3].side, 0);
    EXPECT_EQ(l->events[4].kind, arbiter::EventKind::DrawAnswer);
    EXPECT_TRUE(l->events[4].accepted);
    EXPECT_NE(pdn_of(1).find("2. g3-h4"), std::string::npos) << "PDN:" << pdn_of(1);
    EXPECT_NE(pdn_of(1).find("1/2-1/2"), std::string::npos) << pdn_of(1);
    EXPECT_EQ(json(a)[QLatin1String("game")].toObject()[QLatin1String("result")].toString(), QStringLiteral("1/2"));
    const HttpAnswer again = post("end", {{QStringLiteral("end"), QStringLiteral("draw")}}, board1_);
    EXPECT_EQ(again.status, 409);
    EXPECT_EQ(code_of(again), QStringLiteral("finished"));

    const QByteArray board2 = served_.token(QStringLiteral("board:2"));
    EXPECT_EQ(post("end", {{QStringLiteral("end"), QStringLiteral("resign")}}, board2, 2).status, 400); // whose?
    const HttpAnswer r =
        post("end", {{QStringLiteral("end"), QStringLiteral("resign")}, {QStringLiteral("side"), 1}}, board2, 2);
    ASSERT_EQ(r.status, 200) << r.body.constData();
    EXPECT_EQ(json(r)[QLatin1String("recorded")].toArray().at(0).toString(), QStringLiteral("Black resigned"));
    EXPECT_EQ(result_of(1, 2), "1-0");
    EXPECT_EQ(log(2)->events.back().kind, arbiter::EventKind::Resign);
}

// The arbiter's ruling from the board page on the illegal move of the scoresheet's test (1. c3-d4
// f6-e5 2. a3-b4 made on the board, a capture owed): Black's correction claim decided and written
// as `damka arbiter decide --board 2 correction black` writes it on the same moves (the CLI's
// events are the truth), with its citation in the page's language.
TEST_F(BoardActsTest, TheArbitersRulingOnAnIllegalMoveAsTheCliDecidesIt) {
    ASSERT_EQ(move(QStringLiteral("c3-d4")).status, 200);
    ASSERT_EQ(move(QStringLiteral("f6-e5")).status, 200);
    ASSERT_EQ(post("moves",
                   {{QStringLiteral("from"), QStringLiteral("a3")},
                    {QStringLiteral("to"), QStringLiteral("b4")},
                    {QStringLiteral("illegal"), true}},
                   board1_)
                  .status,
              200);
    const std::string db = file_.toStdString();
    for (const char *m : {"white c3-d4", "black f6-e5", "white from a3 to b4"})
        ASSERT_EQ(run_damka("arbiter log --db " + db + " --board 2 move " + m).code, 0) << m;
    const QJsonObject claim{{QStringLiteral("claim"), QStringLiteral("correction")}, {QStringLiteral("side"), 1}};
    EXPECT_EQ(post("decide", claim, board1_).status, 403); // the arbiter's
    EXPECT_EQ(post("decide", {{QStringLiteral("claim"), QStringLiteral("mercy")}}, arbiter_).status, 400);
    EXPECT_EQ(post("decide", {{QStringLiteral("claim"), QStringLiteral("correction")}}, arbiter_).status,
              400); // whose claim?
    const HttpAnswer a = http(port(), "POST", "/api/v1/rounds/1/boards/1/decide?lang=ru", compact(claim), arbiter_);
    ASSERT_EQ(a.status, 200) << a.body.constData();
    ASSERT_EQ(run_damka("arbiter decide --db " + db + " --board 2 correction black").code, 0);
    const auto web = log(1), cli_log = log(2);
    ASSERT_TRUE(web && cli_log);
    ASSERT_EQ(web->events.size(), 5u);
    ASSERT_EQ(cli_log->events.size(), 5u);
    for (size_t i = 3; i < 5; ++i) EXPECT_EQ(arbiter::to_json(web->events[i]), arbiter::to_json(cli_log->events[i]));
    const QJsonObject decision = json(a)[QLatin1String("decision")].toObject();
    EXPECT_EQ(decision[QLatin1String("ruling")].toString(), QStringLiteral("upheld"));
    EXPECT_EQ(decision[QLatin1String("principle")].toString(), QStringLiteral("8.6"));
    const QJsonArray said = decision[QLatin1String("words")].toArray();
    ASSERT_GE(said.size(), 2);
    // In Russian: the rulebooks by their Russian names, no English word.
    EXPECT_TRUE(said.at(0).toString().contains(QStringLiteral("ФШР: общий принцип, как Адиюх 8.6")))
        << said.at(0).toString().toStdString();
    for (const QJsonValue &line : said) {
        EXPECT_FALSE(line.toString().contains(QStringLiteral("claim"))) << line.toString().toStdString();
        EXPECT_FALSE(line.toString().contains(QStringLiteral("general"))) << line.toString().toStdString();
    }
    // The position before a3-b4 again, White to move: d4:f6 is owed.
    const QJsonObject game = json(a)[QLatin1String("game")].toObject();
    EXPECT_EQ(game[QLatin1String("to_move")].toInt(), 0);
    EXPECT_TRUE(game[QLatin1String("moves")].toArray().at(2).toObject()[QLatin1String("taken_back")].toBool());
    EXPECT_EQ(move(QStringLiteral("d4:f6")).status, 200);
}

namespace {

// A two-player event scored 2-1-0 (a draughts club's habit), round 1 published and served.
class TwoOneZeroTest : public ::testing::Test {
protected:
    void SetUp() override {
        ensure_app();
        ASSERT_TRUE(dir_.isValid());
        const QString file = dir_.filePath(QStringLiteral("s.db"));
        tournament::TournamentInfo info;
        info.name = "2-1-0";
        info.rounds = 1;
        info.scoring = *tournament::parse_scoring("2-1-0");
        auto ev = tournament::Event::create(file, info);
        ASSERT_TRUE(ev);
        for (int i = 1; i <= 2; ++i) {
            tournament::Player p;
            p.name = "P" + std::to_string(i);
            ASSERT_TRUE(ev->add_player(p));
        }
        ASSERT_TRUE(ev->pair_next_round());
        ASSERT_TRUE(ev->publish_round(1));
        ASSERT_EQ(served_.start(file), "");
    }
    quint16 port() const { return served_.port; }
    QTemporaryDir dir_;
    ServedEvent served_;
};

} // namespace

// The board page holds the result buttons beside the scoresheet, in the event's scale (2-0, 1-1,
// 0-2), each sending the code every event takes; the forfeits are there for an arbiter, hidden
// until the script knows the token; the arbiter's controls, hidden too; the results page speaks
// the same scale.
TEST_F(TwoOneZeroTest, TheBoardPageHoldsResultButtonsInTheEventsScale) {
    const HttpAnswer page = http(port(), "GET", "/en/board/1/1");
    ASSERT_EQ(page.status, 200);
    const QByteArray &b = page.body;
    EXPECT_TRUE(b.contains("data-result-api=\"api/v1/rounds/1/boards/1/result\"")) << b.constData();
    EXPECT_TRUE(b.contains("data-end-api=\"api/v1/rounds/1/boards/1/end\""));
    EXPECT_TRUE(b.contains("data-undo=\"api/v1/rounds/1/boards/1/undo\""));
    EXPECT_TRUE(b.contains("data-decide=\"api/v1/rounds/1/boards/1/decide\""));
    for (const char *button : {"data-result=\"1-0\">2-0</button>", "data-result=\"1/2\">1-1</button>",
                               "data-result=\"0-1\">0-2</button>", "data-result=\"+-\" data-forfeit=\"1\" hidden>"})
        EXPECT_TRUE(b.contains(button)) << button;
    EXPECT_TRUE(b.contains("<section id=\"arbiter-tools\" hidden>"));
    EXPECT_TRUE(b.contains("id=\"diagram\"")); // the scoresheet stays
    EXPECT_FALSE(b.contains("<script>"));
    const QByteArray results = http(port(), "GET", "/en/results/1").body;
    EXPECT_EQ(results.count("data-result=\"1-0\">2-0</button>"), 1) << results.constData();
    EXPECT_EQ(results.count("data-result=\"0-1\">0-2</button>"), 1);
    EXPECT_EQ(results.count("data-result=\"--\" data-forfeit=\"1\">--</button>"), 1);
    // A result entered shows in the scale too.
    ASSERT_EQ(http(port(), "POST", kResult1, R"({"result": "1/2"})", served_.token(QStringLiteral("arbiter"))).status,
              200);
    EXPECT_TRUE(http(port(), "GET", "/en/results/1").body.contains("<b class=\"result\">1-1</b>"));
    // The buttons reach 44 px for a thumb.
    for (const char *sheet : {"/assets/scoresheet.css", "/assets/site.css"})
        EXPECT_TRUE(http(port(), "GET", sheet).body.contains("min-height:44px")) << sheet;
    // In Russian, the page's words.
    const QByteArray ru = http(port(), "GET", "/ru/board/1/1").body;
    EXPECT_TRUE(ru.contains("data-result=\"1-0\">2-0</button>"));
    EXPECT_FALSE(ru.contains("Draw agreed")) << ru.constData();
    EXPECT_FALSE(ru.contains("Take back")) << ru.constData();
}

// With the web clock running, the mis-tapped move had pressed it (Black's clock ran): the undo
// switches the clocks back, so White's runs again (adiukh 8.6, as a correction does).
TEST_F(BoardActsTest, AnUndoSwitchesTheWebClockBack) {
    const QByteArray clock = "/api/v1/rounds/1/boards/1/clock";
    ASSERT_EQ(http(port(), "POST", clock, R"({"action": "start"})", board1_).status, 200);
    ASSERT_EQ(move(QStringLiteral("c3-d4")).status, 200);
    EXPECT_EQ(json(http(port(), "GET", clock))[QLatin1String("running")].toInt(-1), 1);
    const HttpAnswer a = post("undo", {}, arbiter_);
    ASSERT_EQ(a.status, 200) << a.body.constData();
    EXPECT_TRUE(log()->events.back().decision[QLatin1String("switch_clocks_back")].toBool());
    EXPECT_EQ(json(http(port(), "GET", clock))[QLatin1String("running")].toInt(-1), 0);
    EXPECT_EQ(json(a)[QLatin1String("game")].toObject()[QLatin1String("to_move")].toInt(), 0);
}
