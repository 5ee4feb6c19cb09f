// Issue 43 section 2, "Input rules on every address": the outside probe's findings, each
// asserted over loopback on the four-player Swiss of server_fixture.hpp (round 1 published:
// 1-2, 3-4): only a row's method is routed; a body's field of the wrong type, a key given
// twice, a lone surrogate and a number JSON cannot keep exactly are refused naming the field
// (I-JSON, RFC 7493); the web clock's correction is bounded; a NUL in a path, an HTTP/0.9
// line and a foreign Host are refused; a reply carrying a token is kept out of caches.
#include "server/request_framing.hpp"
#include "server/routes.hpp"
#include "server_fixture.hpp"
#include "storage/audit_log.hpp"

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

using InputRulesTest = ServerTest;

// The audit log's length: every change the event takes writes one entry.
qsizetype audit_entries(tournament::Event ev) { return qsizetype(storage::read_audit(ev.db(), {}).size()); }

// A token row's pattern as a path the row answers: a number 1, a token id, English.
QByteArray sample_path(const char *pattern) {
    QByteArrayList out;
    for (const QByteArray &segment : QByteArray(pattern).split('/'))
        out << (segment == "#"        ? "1"
                    : segment == "*"  ? "abcdef12"
                    : segment == "@"  ? "en"
                    : segment == "**" ? "x"
                                      : segment);
    return "/" + out.join('/');
}

// The field a 400 bad_field names.
QString refused_field(const HttpAnswer &a) {
    return json(a)[QLatin1String("error")].toObject()[QLatin1String("field")].toString();
}
QString refused_reason(const HttpAnswer &a) {
    return json(a)[QLatin1String("error")].toObject()[QLatin1String("reason")].toString();
}

// "DELETE /api/v1/players/30 with a chief token edited player 30": every token row of the route
// table asked with DELETE, PUT, PATCH or OPTIONS by the chief is a 405 naming the row's own
// method, and the event's audit log (every change writes an entry) stays as it was.
TEST_F(InputRulesTest, EveryTokenRowAnswersItsOwnMethodOnly) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray anything = R"({"name": "Renamed", "force": true, "text": "1 1-0", "role": "chief"})";
    const qsizetype before = audit_entries(cli());
    int rows = 0;
    for (const server::Route &row : server::routes()) {
        if (row.who == server::Anyone) continue;
        ++rows;
        const QByteArray path = sample_path(row.pattern);
        for (const QByteArray method : {"DELETE", "PUT", "PATCH", "OPTIONS"}) {
            const HttpAnswer a = http(port(), method, path, anything, chief);
            EXPECT_EQ(a.status, 405) << method.constData() << ' ' << path.constData();
            QByteArrayList allowed;
            for (const QByteArray &m : a.headers["allow"].split(',')) allowed << m.trimmed();
            EXPECT_TRUE(allowed.contains(row.method))
                << method.constData() << ' ' << path.constData() << ": " << a.headers["allow"].constData();
        }
    }
    EXPECT_GE(rows, 25);
    EXPECT_EQ(audit_entries(cli()), before);
    EXPECT_EQ(cli().data().player(1)->name, "Player 1");
}

// "{"club":[1,2]} cleared the club; numbers became text": a field of another type than its own
// is refused naming it, and nothing is changed.
TEST_F(InputRulesTest, AFieldOfTheWrongTypeIsRefusedByName) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray board1 = served_.token(QStringLiteral("board:1")); // made before the count: an entry
    ASSERT_EQ(http(port(), "POST", "/api/v1/players/3", R"({"club": "Old Club"})", chief).status, 200);
    const qsizetype before = audit_entries(cli());
    for (const auto &[body, field] : {std::pair<QByteArray, QString>{R"({"club": [1, 2]})", QStringLiteral("club")},
                                      {R"({"club": {"name": "X"}})", QStringLiteral("club")},
                                      {R"({"name": 5})", QStringLiteral("name")},
                                      {R"({"name": true})", QStringLiteral("name")},
                                      {R"({"fmjd_id": 16145})", QStringLiteral("fmjd_id")},
                                      {R"({"rating": [1500]})", QStringLiteral("rating")},
                                      {R"({"rating": true})", QStringLiteral("rating")},
                                      {R"({"rating": 1500.5})", QStringLiteral("rating")}}) {
        const HttpAnswer a = http(port(), "POST", "/api/v1/players/3", body, chief);
        EXPECT_EQ(a.status, 400) << body.constData() << ' ' << a.body.constData();
        EXPECT_EQ(refused_field(a), field) << body.constData() << ' ' << a.body.constData();
    }
    EXPECT_EQ(cli().data().player(3)->club, "Old Club");
    EXPECT_EQ(cli().data().player(3)->name, "Player 3");
    // A flag of another type is refused, not read as false: the round is not forced.
    const HttpAnswer force = http(port(), "POST", "/api/v1/rounds/undo", R"({"force": [true]})", chief);
    EXPECT_EQ(force.status, 400) << force.body.constData();
    EXPECT_EQ(refused_field(force), QStringLiteral("force"));
    // The write API's fields too: the result as a list, the confirmation as a number.
    const HttpAnswer list = http(port(), "POST", "/api/v1/rounds/1/boards/1/result", R"({"result": ["1-0"]})", board1);
    EXPECT_EQ(list.status, 400);
    EXPECT_EQ(refused_field(list), QStringLiteral("result"));
    const HttpAnswer one =
        http(port(), "POST", "/api/v1/rounds/1/boards/1/result", R"({"result": "1-0", "confirm": 1})", board1);
    EXPECT_EQ(one.status, 400);
    EXPECT_EQ(refused_field(one), QStringLiteral("confirm"));
    EXPECT_EQ(result_of(1, 1), ""); // pending
    EXPECT_EQ(audit_entries(cli()), before);
    // Numbers a form sends as text or as numbers are both read: the rating 1490 either way.
    EXPECT_EQ(http(port(), "POST", "/api/v1/players/3", R"({"rating": 1490})", chief).status, 200);
    EXPECT_EQ(http(port(), "POST", "/api/v1/players/4", R"({"rating": "1480"})", chief).status, 200);
    EXPECT_EQ(cli().data().player(3)->rating, 1490);
    EXPECT_EQ(cli().data().player(4)->rating, 1480);
}

// I-JSON (RFC 7493), which QJsonDocument does not enforce: it keeps one of two equal keys,
// turns "\ud800" into U+FFFD and 2^53 + 1 into 2^53. Each is refused naming the body's field.
TEST_F(InputRulesTest, DuplicateKeysLoneSurrogatesAndInexactNumbersAreRefused) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const qsizetype before = audit_entries(cli());
    struct Case {
        QByteArray body;
        QString field, reason_has;
    };
    for (const Case &c : {
             Case{R"({"name": "A", "name": "B"})", QStringLiteral("name"), QStringLiteral("'name' is given twice")},
             // The same name spelt with an escape is the same name (RFC 8259 8.3).
             Case{R"({"club": "A", "\u0063lub": "B"})", QStringLiteral("club"), QStringLiteral("given twice")},
             Case{R"({"club": "\ud800"})", QStringLiteral("club"), QStringLiteral("\\ud800")},
             Case{R"({"club": "x\udc00y"})", QStringLiteral("club"), QStringLiteral("\\udc00")},
             Case{R"({"club": "\ud83d"})", QStringLiteral("club"), QStringLiteral("surrogate")},
             Case{R"({"fmjd_id": 9007199254740993})", QStringLiteral("fmjd_id"),
                  QStringLiteral("9007199254740993 is beyond 9007199254740991")},
             Case{R"({"rating": -9007199254740993})", QStringLiteral("rating"), QStringLiteral("beyond")},
             Case{R"({"rating": 1e300})", QStringLiteral("rating"), QStringLiteral("beyond")},
         }) {
        const HttpAnswer a = http(port(), "POST", "/api/v1/players/3", c.body, chief);
        EXPECT_EQ(a.status, 400) << c.body.constData() << ' ' << a.body.constData();
        EXPECT_EQ(refused_field(a), c.field) << c.body.constData() << ' ' << a.body.constData();
        EXPECT_TRUE(refused_reason(a).contains(c.reason_has)) << c.body.constData() << ' ' << a.body.constData();
    }
    // Inside a nested value the body's own field is named: the scoresheet's path.
    const HttpAnswer nested = http(port(), "POST", "/api/v1/rounds/1/boards/1/moves",
                                   R"({"from": "c3", "to": "d4", "path": ["c3", {"a": 1, "a": 2}]})", board1);
    EXPECT_EQ(nested.status, 400) << nested.body.constData();
    EXPECT_EQ(refused_field(nested), QStringLiteral("path"));
    EXPECT_EQ(audit_entries(cli()), before);
    EXPECT_EQ(cli().data().player(3)->fmjd_id, "");
    // A surrogate pair is one character and is kept; 2^53 - 1 is kept exactly.
    const HttpAnswer pair = http(port(), "POST", "/api/v1/players/3", R"({"club": "Club \ud83d\ude00"})", chief);
    EXPECT_EQ(pair.status, 200) << pair.body.constData();
    EXPECT_EQ(cli().data().player(3)->club, "Club \xF0\x9F\x98\x80");
    const HttpAnswer seed = http(port(), "POST", "/api/v1/lots", R"({"seed": 9007199254740991})", chief);
    EXPECT_NE(seed.status, 400) << seed.body.constData();
}

// "an int64 overflow let `add` drop and then lift a flag and wrote 'takes
// -153722867280912:55.808' to the audit log": a correction of the clock is at most a day
// either way (web_clock.hpp); anything beyond is refused naming delta_ms and nothing is logged.
TEST_F(InputRulesTest, TheClockCorrectionIsBounded) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray arbiter = served_.token(QStringLiteral("arbiter"));
    const QByteArray api = "/api/v1/rounds/1/boards/1/clock";
    ASSERT_EQ(http(port(), "POST", api, R"({"action": "start"})", board1).status, 200);
    const qsizetype before = audit_entries(cli());
    for (const QByteArray delta : {"86400001", "-86400001", "9223372036854775807", "-9223372036854775808",
                                   "4611686018427387904", "1e30", "\"9223372036854775807\"", "0.5"}) {
        const HttpAnswer a =
            http(port(), "POST", api, R"({"action": "add", "side": 1, "delta_ms": )" + delta + "}", arbiter);
        EXPECT_EQ(a.status, 400) << delta.constData() << ' ' << a.body.constData();
        EXPECT_EQ(refused_field(a), QStringLiteral("delta_ms")) << delta.constData() << ' ' << a.body.constData();
    }
    EXPECT_EQ(audit_entries(cli()), before);
    // A day either way is taken.
    const HttpAnswer day = http(port(), "POST", api, R"({"action": "add", "side": 1, "delta_ms": 86400000})", arbiter);
    ASSERT_EQ(day.status, 200) << day.body.constData();
    EXPECT_EQ(json(day)[QLatin1String("remaining_ms")].toArray()[1].toInteger(), 300000 + 86400000);
    EXPECT_FALSE(json(day)[QLatin1String("flag")].toArray()[1].toBool());
}

// "a 60 KB name was accepted": the desk's event edit refuses an event name, place or chief
// arbiter beyond 200 characters, naming the field and the cap (the event service's check, as
// `damka event create|edit`; the new event's setup: desk_test.cpp).
TEST_F(InputRulesTest, TheDeskRefusesAnEventNameBeyondTheCap) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QString name(60 * 1024, QLatin1Char('x'));
    const HttpAnswer a = http(port(), "POST", "/api/v1/event",
                              QJsonDocument(QJsonObject{{QStringLiteral("name"), name}}).toJson(), chief);
    EXPECT_EQ(a.status, 422) << a.body.left(200).constData();
    EXPECT_EQ(json(a)[QLatin1String("error")].toObject()[QLatin1String("message")].toString(),
              QStringLiteral("name: 61440 characters; at most 200"));
    const HttpAnswer place =
        http(port(), "POST", "/api/v1/event",
             QJsonDocument(QJsonObject{{QStringLiteral("place"), name.left(201)}}).toJson(), chief);
    EXPECT_EQ(place.status, 422);
    EXPECT_TRUE(place.body.contains("place: 201 characters; at most 200")) << place.body.constData();
    EXPECT_EQ(cli().data().info.name, "Club Swiss");
}

// "a NUL in a path is a 400": decoded from %00, or sent raw (refused at the socket).
TEST_F(InputRulesTest, ANulInThePathIsABadRequest) {
    for (const QByteArray path :
         {"/api/v1/players/1%00", "/en/standings%00", "/api/v1/%00event", "/assets/site.css%00"}) {
        const HttpAnswer a = http(port(), "GET", path);
        EXPECT_EQ(a.status, 400) << path.constData() << ' ' << a.body.constData();
    }
    static const char nul[] = "GET /api/v1/event\0x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    const HttpAnswer raw = send_raw(port(), QByteArray(nul, sizeof nul - 1));
    EXPECT_EQ(raw.status, 400);
    EXPECT_EQ(http(port(), "GET", "/api/v1/event").status, 200);
}

// "an HTTP/0.9 line gets a 400, not a silent close": "GET /" with no version has no fields and
// no empty line after it; it is refused as soon as its line is read.
TEST_F(InputRulesTest, AnHttp09RequestLineGetsABadRequest) {
    const HttpAnswer a = send_raw(port(), "GET /\r\n", 3000);
    EXPECT_EQ(a.status, 400);
    EXPECT_TRUE(a.closed);
    server::RequestFraming f;
    const auto problem = f.feed("GET /\n");
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->status, 400);
    server::RequestFraming g;
    EXPECT_FALSE(g.feed("GET /api/v1/event HTTP/1.1\r\n")); // a line of 1.1: its fields are awaited
}

// "a reply carrying a new token is no-store": the desk's new token and link, and what only a
// token may read; the public pages keep no-cache.
TEST_F(InputRulesTest, AReplyCarryingATokenIsNotStored) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const HttpAnswer made = http(port(), "POST", "/api/v1/tokens",
                                 R"({"role": "arbiter", "link_base": "http://127.0.0.1/en/results/1"})", chief);
    ASSERT_EQ(made.status, 200) << made.body.constData();
    EXPECT_FALSE(json(made)[QLatin1String("token")].toString().isEmpty());
    EXPECT_EQ(made.headers["cache-control"], "no-store");
    EXPECT_EQ(http(port(), "GET", "/api/v1/tokens", {}, chief).headers["cache-control"], "no-store");
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, chief).headers["cache-control"], "no-store");
    EXPECT_EQ(http(port(), "GET", "/api/v1/standings").headers["cache-control"], "no-cache");
}

HttpAnswer with_host(quint16 port, const QByteArray &host, const QByteArray &path = "/api/v1/event") {
    return send_raw(port, "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
}

// DNS rebinding: a page of evil.example, whose name an attacker pointed at 127.0.0.1, asks the
// server with its own name in Host. Refused with 421 naming the host; this machine's names and
// addresses, with or without the port, are answered.
TEST_F(InputRulesTest, AForeignHostIsMisdirected) {
    const QByteArray p = QByteArray::number(port());
    for (const QByteArray &host : QByteArrayList{"evil.example", "evil.example:" + p, "127.0.0.1.evil.example",
                                                 "localhost.evil.example", "[::1]x", "127.0.0.1:http"}) {
        const HttpAnswer a = with_host(port(), host);
        EXPECT_EQ(a.status, 421) << host.constData();
        EXPECT_TRUE(a.body.contains("misdirected")) << host.constData();
    }
    EXPECT_TRUE(with_host(port(), "evil.example").body.contains("'evil.example'"));
    EXPECT_EQ(with_host(port(), "evil.example", "/en/desk").status, 421);
    // The event stream too, taken over at the socket before the site sees it.
    EXPECT_EQ(with_host(port(), "evil.example", "/api/v1/stream").status, 421);
    for (const QByteArray &host : QByteArrayList{"127.0.0.1", "127.0.0.1:" + p, "localhost", "LocalHost:" + p, "[::1]",
                                                 "[::1]:" + p, "127.0.0.2", "localhost."})
        EXPECT_EQ(with_host(port(), host).status, 200) << host.constData();
    // HTTP/1.0 sends no Host: answered.
    EXPECT_EQ(send_raw(port(), "GET /api/v1/event HTTP/1.0\r\n\r\n").status, 200);
}

// A hall whose DNS name is not this machine's: `damka serve --host-name` names it.
class HostNameTest : public ServerTest {
    server::ServerOptions options() override {
        server::ServerOptions o;
        o.host_names = {QStringLiteral("Damka.Hall.Example")};
        return o;
    }
};

TEST_F(HostNameTest, TheNamesGivenAreAnswered) {
    EXPECT_EQ(with_host(port(), "damka.hall.example").status, 200);
    EXPECT_EQ(with_host(port(), "DAMKA.hall.example:" + QByteArray::number(port())).status, 200);
    EXPECT_EQ(with_host(port(), "other.hall.example").status, 421);
}

} // namespace
} // namespace damka::testing
