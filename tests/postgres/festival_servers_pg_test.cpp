// A festival on PostgreSQL served by two `damka serve --dir URL` behind one address (issue 45):
// a round-robin proxy (round_robin_proxy.hpp) hands each connection to the next server, as a
// load balancer does. A result entered through it, on whichever server, shows on the other's
// festival hall and API within a second (each server LISTENs for the other's commits); a
// tournament made on one server's festival desk is served by the other at its next look at the
// database (every 2 s); with one server killed (SIGKILL), the proxy's connections go to the
// survivor, which keeps serving and sees new tournaments. Each server is also asked directly,
// so a check never passes through the server that made the change.
#include "postgres_server.hpp"
#include "round_robin_proxy.hpp"
#include "tests/server/http_client.hpp"
#include "tests/support/damka_cli.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>

using namespace damka::testing;

namespace {

// `damka serve --dir URL` on a port of its choosing, read back from what it prints.
struct FestivalServer {
    QProcess process;
    quint16 port = 0;

    QString start(const QString &where) {
        process.start(QStringLiteral(DAMKA_BINARY_DIR "/bin/damka"),
                      {QStringLiteral("serve"), QStringLiteral("--dir"), where, QStringLiteral("--listen"),
                       QStringLiteral("127.0.0.1:0")});
        QByteArray said;
        static const QRegularExpression address(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)/"));
        while (process.waitForReadyRead(10000)) {
            said += process.readAllStandardOutput();
            if (const auto m = address.match(QString::fromUtf8(said)); m.hasMatch()) {
                port = quint16(m.captured(1).toUInt());
                return {};
            }
        }
        return QStringLiteral("damka serve --dir did not start: ") + QString::fromUtf8(said) +
            QString::fromUtf8(process.readAllStandardError());
    }
    ~FestivalServer() {
        if (process.state() == QProcess::NotRunning) return;
        process.terminate();
        process.waitForFinished(5000);
    }
};

QJsonObject json(quint16 port, const QByteArray &path) {
    return QJsonDocument::fromJson(http(port, "GET", path).body).object();
}

QStringList slugs(quint16 port) {
    QStringList out;
    for (const QJsonValue &s : json(port, "/api/v1/festival").value(QStringLiteral("sections")).toArray())
        out << s.toObject().value(QStringLiteral("slug")).toString();
    return out;
}

// Asks `check` every 50 ms until it holds or `ms` passed; the time it took, or -1.
template <class F>
qint64 within(int ms, F check) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() <= ms) {
        if (check()) return t.elapsed();
        spin_until([] { return false; }, 50);
    }
    return -1;
}

// A database of its own for each test (a festival is every event of it) with two sections of
// one round each (Ann and Bob, paired and published), a festival token, and two servers of the
// festival behind one proxy.
class PostgresFestival : public PostgresTest {
protected:
    void SetUp() override {
        PostgresTest::SetUp();
        ensure_app();
        static int made = 0;
        database_ = QStringLiteral("festival%1").arg(++made);
        ASSERT_EQ(postgres().create_database(database_), QString());
        for (const auto &[slug, name] : {std::pair{"a-open", "A Open"}, std::pair{"b-open", "B Open"}}) {
            const std::string db = "'" + postgres().url(QString::fromLatin1(slug), database_).toStdString() + "'";
            ASSERT_EQ(paired_two_player_event(db, name, "russian"), "") << slug;
        }
        where_ = postgres().database_url(database_);
        const CliRun token = run_damka("festival token --dir '" + where_.toStdString() + "'");
        ASSERT_EQ(token.code, 0) << token.out;
        token_ = QByteArray::fromStdString(token.out).trimmed();
        for (FestivalServer *s : {&one_, &two_}) ASSERT_EQ(s->start(where_), QString());
        proxy_ = std::make_unique<RoundRobinProxy>(std::vector<quint16>{one_.port, two_.port});
    }
    quint16 backend(size_t i) const { return i == 0 ? one_.port : two_.port; }

    QString database_, where_;
    QByteArray token_;
    FestivalServer one_, two_;
    std::unique_ptr<RoundRobinProxy> proxy_;
};

} // namespace

TEST_F(PostgresFestival, BothServersServeEverySectionBehindOneAddress) {
    for (quint16 port : {one_.port, two_.port})
        EXPECT_EQ(slugs(port), (QStringList{QStringLiteral("a-open"), QStringLiteral("b-open")}));
    // Four requests through the proxy: two to each server, in turn.
    for (int i = 0; i < 4; ++i) EXPECT_EQ(http(proxy_->port(), "GET", "/t/b-open/api/v1/rounds/1").status, 200);
    EXPECT_EQ(proxy_->served_by(), (std::vector<size_t>{0, 1, 0, 1}));
    // The streams' ids are the database's, the same on both: a browser's stream moved to the
    // other server resumes with Last-Event-ID.
    const QJsonObject on_one = json(one_.port, "/api/v1/festival"), on_two = json(two_.port, "/api/v1/festival");
    EXPECT_EQ(on_one.value(QStringLiteral("version")), on_two.value(QStringLiteral("version")));
    EXPECT_EQ(on_one.value(QStringLiteral("sections")), on_two.value(QStringLiteral("sections")));
}

// The result is entered through the proxy with the festival chief's token; the other server,
// asked directly, shows it on the festival's hall screen, its section's standings and the
// festival's event stream within a second.
TEST_F(PostgresFestival, AResultEnteredThroughOneServerShowsOnTheOthersHallWithinASecond) {
    const QByteArray hall = "/ru/hall?part=main&sections=a-open";
    for (quint16 port : {one_.port, two_.port}) {
        const HttpAnswer before = http(port, "GET", hall);
        ASSERT_EQ(before.status, 200);
        EXPECT_FALSE(before.body.contains("1-0")) << "no result yet";
    }
    const QJsonObject game =
        json(one_.port, "/t/a-open/api/v1/rounds/1").value(QStringLiteral("games")).toArray()[0].toObject();
    const QString white = game.value(QStringLiteral("white")).toObject().value(QStringLiteral("name")).toString();
    ASSERT_FALSE(white.isEmpty()) << QJsonDocument(game).toJson().constData();

    // Which server gets the POST is the proxy's turn: either way the other must show it.
    const size_t served_before = proxy_->served_by().size();
    const HttpAnswer entered =
        http(proxy_->port(), "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result":"1-0"})", token_);
    ASSERT_EQ(entered.status, 200) << entered.body.constData();
    ASSERT_EQ(proxy_->served_by().size(), served_before + 1);
    const quint16 other = backend(1 - proxy_->served_by().back());

    // 1-0: White has the game's point (1-½-0), so tops the standings with 1, Black 0.
    const qint64 ms = within(1000, [&] {
        const QJsonObject table = json(other, "/t/a-open/api/v1/standings");
        const QJsonArray columns = table.value(QStringLiteral("columns")).toArray(),
                         rows = table.value(QStringLiteral("rows")).toArray();
        auto cell = [&](int row, const char *column) {
            return rows[row].toArray()[columns.toVariantList().indexOf(QString::fromLatin1(column))].toString();
        };
        return http(other, "GET", hall).body.contains("1-0") && rows.size() == 2 && cell(0, "Name") == white &&
            cell(0, "Pts") == QStringLiteral("1") && cell(1, "Pts") == QStringLiteral("0");
    });
    std::printf("the other server's hall and standings showed the result after %lld ms (polled every 50 ms)\n",
                static_cast<long long>(ms));
    EXPECT_GE(ms, 0) << "the other server's hall and standings did not show 1-0 within 1 s: "
                     << http(other, "GET", hall).body.constData()
                     << http(other, "GET", "/t/a-open/api/v1/standings").body.constData();
    // Each view's title names the section's tournament once.
    EXPECT_TRUE(http(other, "GET", hall).body.contains("<h1 title=\"A Open \xe2\x80\x94 тур 1: пары\">"));
    // The section nobody wrote to is unchanged there.
    EXPECT_FALSE(http(other, "GET", "/ru/hall?part=main&sections=b-open").body.contains("1-0"));
}

TEST_F(PostgresFestival, TheOtherServersFestivalStreamAnnouncesTheResultWithinASecond) {
    // Each server's own festival stream, asked directly.
    StreamReader on_one(one_.port), on_two(two_.port);
    ASSERT_TRUE(spin_until([&] { return !on_one.ids().isEmpty() && !on_two.ids().isEmpty(); }, 2000));
    const qint64 first_one = on_one.ids().back(), first_two = on_two.ids().back();
    const HttpAnswer entered =
        http(proxy_->port(), "POST", "/t/b-open/api/v1/rounds/1/boards/1/result", R"({"result":"0-1"})", token_);
    ASSERT_EQ(entered.status, 200) << entered.body.constData();
    StreamReader &other = proxy_->served_by().back() == 0 ? on_two : on_one;
    const qint64 first = proxy_->served_by().back() == 0 ? first_two : first_one;
    EXPECT_TRUE(other.wait_for(first + 1, 1000)) << other.text().constData();
}

// A tournament made on the desk of whichever server the proxy picks: the other serves it
// within its next look at the database (2 s) and a little time to open it.
TEST_F(PostgresFestival, ATournamentMadeOnOneServersDeskIsServedByTheOtherWithinThreeSeconds) {
    const HttpAnswer made = http(proxy_->port(), "POST", "/api/v1/festival/sections",
                                 R"({"slug":"u12","name":"U12 Round Robin","system":"rr"})", token_);
    ASSERT_EQ(made.status, 200) << made.body.constData();
    const size_t maker = proxy_->served_by().back();
    EXPECT_TRUE(slugs(backend(maker)).contains(QStringLiteral("u12"))) << "served at once where it was made";
    const quint16 other = backend(1 - maker);
    EXPECT_FALSE(slugs(other).contains(QStringLiteral("u12")));
    const qint64 ms = within(3000, [&] { return slugs(other).contains(QStringLiteral("u12")); });
    std::printf("the other server served the new tournament after %lld ms\n", static_cast<long long>(ms));
    EXPECT_GE(ms, 0) << "the other server did not serve /t/u12/ within 3 s";
    const HttpAnswer page = http(other, "GET", "/t/u12/api/v1/event");
    EXPECT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("U12 Round Robin")) << page.body.constData();
}

// One server killed (SIGKILL, as a crash or the OOM killer ends it): the proxy's connections go
// to the survivor, whose streams, results, desk and look at the database go on.
TEST_F(PostgresFestival, WhenOneServerIsKilledTheOtherServesEverythingThroughTheProxy) {
    // A browser's festival stream on the server about to die: the last id it was sent.
    StreamReader on_one(one_.port);
    ASSERT_TRUE(spin_until([&] { return !on_one.ids().isEmpty(); }, 2000)) << on_one.text().constData();
    const QByteArray last_seen = QByteArray::number(on_one.ids().back());
    one_.process.kill();
    ASSERT_TRUE(one_.process.waitForFinished(5000));
    const size_t before = proxy_->served_by().size();
    for (int i = 0; i < 4; ++i) EXPECT_EQ(http(proxy_->port(), "GET", "/t/a-open/api/v1/standings").status, 200);
    EXPECT_EQ(proxy_->served_by().size(), before + 4);
    for (size_t i = before; i < proxy_->served_by().size(); ++i) EXPECT_EQ(proxy_->served_by()[i], 1u);

    // A result entered meanwhile; the browser's EventSource reconnects through the proxy with
    // the Last-Event-ID the dead server sent: the survivor sends the change it missed at once,
    // and a stream already up to date is sent nothing until the next change.
    const HttpAnswer entered =
        http(proxy_->port(), "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result":"0-1"})", token_);
    ASSERT_EQ(entered.status, 200) << entered.body.constData();
    StreamReader resumed(proxy_->port(), last_seen);
    EXPECT_TRUE(resumed.wait_for(last_seen.toLongLong() + 1, 1000)) << resumed.text().constData();
    const QByteArray now = QByteArray::number(resumed.ids().value(0));
    StreamReader current(proxy_->port(), now);
    spin_until([] { return false; }, 300);
    EXPECT_TRUE(current.ids().isEmpty()) << current.text().constData();

    // A tournament made on the desk through the proxy, and one made by the CLI beside it: the
    // first served at once, the second at the survivor's next look at the database.
    const HttpAnswer made = http(proxy_->port(), "POST", "/api/v1/festival/sections",
                                 R"({"slug":"u12","name":"U12 Round Robin","system":"rr"})", token_);
    EXPECT_EQ(made.status, 200) << made.body.constData();
    const std::string c_open = "'" + postgres().url(QStringLiteral("c-open"), database_).toStdString() + "'";
    ASSERT_EQ(paired_two_player_event(c_open, "C Open", "russian"), "");
    EXPECT_GE(within(3000, [&] { return slugs(proxy_->port()).contains(QStringLiteral("c-open")); }), 0);
    EXPECT_EQ(slugs(two_.port),
              (QStringList{QStringLiteral("a-open"), QStringLiteral("b-open"), QStringLiteral("c-open"),
                           QStringLiteral("u12")}));
}
