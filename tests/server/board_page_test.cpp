// Issue 44 §2, the board's side, on the four-player event of server_fixture.hpp (1-½-0; round 1
// board 1 is Player 1 - Player 2, board 2 Player 3 - Player 4): the players of a board enter a
// played result once, a forfeit and a change are the arbiter's; a round that is over, a revoked
// and an expired token each say so with their own code and words; the board page holds the
// result buttons in the event's scale beside the scoresheet; the arbiter's undo, draw and
// resignation, and ruling on an illegal move.
#include "server_fixture.hpp"

#include "arbiter/store/game_log_store.hpp"
#include "storage/audit_log.hpp"

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
