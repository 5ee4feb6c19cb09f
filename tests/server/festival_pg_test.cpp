// Issue 45, "Done when": the same festival on PostgreSQL with two `damka serve --dir URL` behind
// one address. A result entered through one reaches the other's festival stream within a second
// (B polls once a minute: only the notification can bring it), a festival chief's token made
// through one acts through the other, and a tournament made on one's desk is served by the other
// after its next look at the database.
#include "tests/postgres/postgres_server.hpp"
#include "served_event.hpp"

#include "server/festival_host.hpp"

#include "festival/festival.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace damka;
using namespace damka::testing;
using namespace damka::tournament;

namespace {

// One `damka serve --dir URL`: its own connection to the festival, its host and its port.
struct ServedFestival {
    std::optional<festival::Festival> festival;
    std::unique_ptr<server::FestivalHost> host;
    std::unique_ptr<server::WebServer> web;
    quint16 port = 0;

    void start(const QString &url, server::ServerOptions options = {}) {
        festival.emplace(festival::Festival::open(url));
        options.plugins = test_plugins;
        host = std::make_unique<server::FestivalHost>(*festival, options, QStringLiteral("Arbiter"),
                                                      *server::parse_language(QStringLiteral("en")));
        web = std::make_unique<server::WebServer>(*host);
        QString why;
        port = web->start(QHostAddress::LocalHost, 0, why);
        ASSERT_NE(port, 0) << why.toStdString();
    }
};

QString result_on(quint16 port, const QByteArray &section, int board) {
    const QJsonObject round =
        QJsonDocument::fromJson(http(port, "GET", "/t/" + section + "/api/v1/rounds/1").body).object();
    return round.value(QStringLiteral("games"))
        .toArray()[board - 1]
        .toObject()
        .value(QStringLiteral("result"))
        .toString();
}

} // namespace

TEST_F(PostgresTest, TwoServersOfOneFestivalServeTheSameSections) {
    ensure_app();
    ASSERT_EQ(postgres().create_database(QStringLiteral("festival_served")), QString());
    QString url = postgres().url(QStringLiteral("x"), QStringLiteral("festival_served"));
    url.chop(QStringLiteral("&event=x").size());
    {
        TournamentInfo info;
        info.name = "A Open";
        info.rounds = 5;
        auto ev = Event::create(url + QStringLiteral("&event=a-open"), info);
        ASSERT_TRUE(ev) << ev.error();
        for (int i = 1; i <= 4; ++i) {
            Player p;
            p.name = "Player " + std::to_string(i);
            ASSERT_TRUE(ev->add_player(p));
        }
        ASSERT_TRUE(ev->pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}}));
        ASSERT_TRUE(ev->publish_round(1));
    }
    ServedFestival a, b;
    ASSERT_NO_FATAL_FAILURE(a.start(url));
    server::ServerOptions listening_only;
    listening_only.poll_ms = 60000;
    ASSERT_NO_FATAL_FAILURE(b.start(url, listening_only));
    EXPECT_EQ(http(b.port, "GET", "/t/a-open/api/v1/event").status, 200);
    // The festival chief's token made through A: one database, known to B.
    const auto made = server::issue_token(a.festival->db(), QStringLiteral("test"), QStringLiteral("chief"), {}, {}, 0);
    ASSERT_TRUE(std::holds_alternative<QString>(made));
    const QByteArray chief = std::get<QString>(made).toLatin1();
    EXPECT_EQ(http(b.port, "GET", "/api/v1/token", {}, chief).status, 200);

    StreamReader on_b(b.port);
    ASSERT_TRUE(spin_until([&] { return !on_b.ids().isEmpty(); }, 3000)) << on_b.text().constData();
    const qint64 before = on_b.ids().back();
    const HttpAnswer entered =
        http(a.port, "POST", "/t/a-open/api/v1/rounds/1/boards/2/result", R"({"result": "0-1"})", chief);
    ASSERT_EQ(entered.status, 200) << entered.body.constData();
    EXPECT_TRUE(on_b.wait_for(before + 1, 1000)) << on_b.text().constData();
    EXPECT_EQ(result_on(b.port, "a-open", 2), QStringLiteral("0-1"));
    // And the other way: through B with the same token.
    ASSERT_EQ(http(b.port, "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", chief).status,
              200);
    EXPECT_TRUE(spin_until([&] { return result_on(a.port, "a-open", 1) == QStringLiteral("1-0"); }, 1000));

    // A tournament made on A's desk: a schema of the database, served by B at its next look.
    const HttpAnswer created = http(a.port, "POST", "/api/v1/festival/sections",
                                    R"({"slug": "u12", "name": "U12", "system": "round-robin"})", chief);
    ASSERT_EQ(created.status, 200) << created.body.constData();
    EXPECT_EQ(http(a.port, "GET", "/t/u12/api/v1/event").status, 200);
    EXPECT_TRUE(spin_until([&] { return http(b.port, "GET", "/t/u12/api/v1/event").status == 200; }, 8000));
    // The same address on B is taken now.
    const HttpAnswer twice = http(b.port, "POST", "/api/v1/festival/sections",
                                  R"({"slug": "u12", "name": "U12 again", "system": "round-robin"})", chief);
    EXPECT_EQ(twice.status, 400) << twice.body.constData();
    EXPECT_EQ(QJsonDocument::fromJson(http(a.port, "GET", "/t/u12/api/v1/event").body)
                  .object()
                  .value(QStringLiteral("name"))
                  .toString(),
              QStringLiteral("U12"));
}
