// Three `damka serve` on one PostgreSQL event (issue 19 part 3): a result entered through one
// shows on the streams and pages of the others within a second. Every command notifies at
// commit (pg_notify in storage::append_audit); B and C poll only once a minute here, so only
// the notification can bring the result in time.
#include "tests/postgres/postgres_server.hpp"
#include "served_event.hpp"

#include "storage/audit_log.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace damka;
using namespace damka::testing;
using namespace damka::tournament;

TEST_F(PostgresTest, AResultEnteredOnOneServerReachesTheOthersWithinASecond) {
    ensure_app();
    const QString url = postgres().url(QStringLiteral("served-open"));
    TournamentInfo info;
    info.name = "Served Open";
    info.rounds = 3;
    info.tiebreaks = {"BH"};
    {
        auto ev = Event::create(url, info);
        ASSERT_TRUE(ev) << ev.error();
        for (int i = 1; i <= 4; ++i) {
            Player p;
            p.name = "Player " + std::to_string(i);
            ASSERT_TRUE(ev->add_player(p));
        }
        ASSERT_TRUE(ev->pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}}));
        ASSERT_TRUE(ev->publish_round(1));
    }
    ServedEvent a, b, c;
    ASSERT_EQ(a.start(url), "");
    server::ServerOptions listening_only;
    listening_only.poll_ms = 60000;
    ASSERT_EQ(b.start(url, listening_only), "");
    ASSERT_EQ(c.start(url, listening_only), "");
    StreamReader on_b(b.port), on_c(c.port);
    const QByteArray token = a.token(QStringLiteral("arbiter")); // made through A, known to all: one database
    spin_until([] { return false; }, 500); // every server has seen the token's audit entry

    const HttpAnswer entered = http(a.port, "POST", "/api/v1/rounds/1/boards/2/result", R"({"result": "0-1"})", token);
    ASSERT_EQ(entered.status, 200) << entered.body.constData();
    const qint64 version = storage::last_audit_id(a.view->event().db());
    EXPECT_TRUE(on_b.wait_for(version, 1000)) << on_b.text().constData();
    EXPECT_TRUE(on_c.wait_for(version, 1000)) << on_c.text().constData();
    for (ServedEvent *s : {&b, &c}) {
        const QJsonObject round = QJsonDocument::fromJson(http(s->port, "GET", "/api/v1/rounds/1").body).object();
        EXPECT_EQ(
            round.value(QStringLiteral("games")).toArray()[1].toObject().value(QStringLiteral("result")).toString(),
            QStringLiteral("0-1"));
        EXPECT_TRUE(http(s->port, "GET", "/en/rounds/1").body.contains("0-1"));
    }
}
