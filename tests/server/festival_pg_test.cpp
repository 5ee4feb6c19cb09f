// Issue 45, "Done when": the same festival on PostgreSQL with two `damka serve --dir URL` behind
// one address. A result entered through one reaches the other's festival stream within a second
// (B polls once a minute: only the notification can bring it), a festival chief's token made
// through one acts through the other, and a tournament made on one's desk is served by the other
// after its next look at the database.
#include "tests/postgres/postgres_server.hpp"
#include "festival_fixture.hpp"

using namespace damka;
using namespace damka::testing;

namespace {

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
    ASSERT_NO_FATAL_FAILURE(make_event(url + QStringLiteral("&event=a-open"), "A Open", "Player", 4, true));
    ServedFestival a, b;
    ASSERT_NO_FATAL_FAILURE(a.start(url));
    server::ServerOptions listening_only;
    listening_only.poll_ms = 60000;
    ASSERT_NO_FATAL_FAILURE(b.start(url, listening_only));
    EXPECT_EQ(http(b.port, "GET", "/t/a-open/api/v1/event").status, 200);
    // The festival chief's token made through A: one database, known to B.
    const QByteArray chief = a.chief_token();
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
