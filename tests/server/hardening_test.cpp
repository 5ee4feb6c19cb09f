// The server hardened after an outside probe (issue 29): request framing (RFC 9112), security
// headers on every reply, HTTP/1.0 connections closed, caps per address on connections and
// streams, streams that end, rate limits per /24 and /64, and a board's token scoped to its
// round, with expiry and revocation.
#include "server_fixture.hpp"

#include "server/connection_guard.hpp"
#include "server/rate_limit.hpp"
#include "server/request_framing.hpp"
#include "storage/audit_log.hpp"

#include <gtest/gtest.h>

using namespace damka;
using namespace damka::testing;
using server::RequestFraming;

namespace {

// The status a connection's bytes get from the framing check: 0 when they pass.
int framing_status(const QByteArray &bytes) {
    RequestFraming f;
    const auto problem = f.feed(bytes);
    return problem ? problem->status : 0;
}

const QByteArray kGet = "GET /api/v1/event HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

} // namespace

TEST(RequestFraming, OrdinaryRequestsPass) {
    EXPECT_EQ(framing_status(kGet), 0);
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}"), 0);
    EXPECT_EQ(framing_status("GET / HTTP/1.0\r\n\r\n"), 0); // 1.0 needs no Host
    EXPECT_EQ(framing_status("\r\n" + kGet), 0); // RFC 9112 2.2: an empty line before is ignored
    // A list of equal lengths is one length (RFC 9110 8.6).
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 2, 2\r\n\r\n{}"), 0);
}

TEST(RequestFraming, SmugglingShapesAreRefused) {
    // RFC 9112 6.1: both framings at once.
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n"),
              400);
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nContent-Length: 5\r\n\r\n"), 400);
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 4, 5\r\n\r\n"), 400);
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n"), 400);
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 0x10\r\n\r\n"), 400);
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length : 4\r\n\r\n"), 400); // 5.1
    EXPECT_EQ(framing_status("GET /a HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n continued\r\n\r\n"), 400); // obs-fold
    EXPECT_EQ(framing_status("GET /a HTTP/1.1\r\nHost: x\rX-A: 1\r\n\r\n"), 400); // a bare CR
    EXPECT_EQ(framing_status("GET /a HTTP/1.1\r\n\r\n"), 400); // 3.2: no Host
    EXPECT_EQ(framing_status("GET /a HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n"), 400);
    // A chunked body: the server takes bodies with a length only (6.3).
    EXPECT_EQ(framing_status("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"), 411);
}

TEST(RequestFraming, UnknownVersionsAreRefused) {
    for (const char *version : {"HTTP/1.7", "HTTP/2.0", "HTTP/0.9", "HTTP/1.1.1", "http/1.1", "HTTP/11"})
        EXPECT_EQ(framing_status("GET / " + QByteArray(version) + "\r\nHost: x\r\n\r\n"), 400) << version;
    EXPECT_EQ(framing_status("GET /\r\nHost: x\r\n\r\n"), 400); // no version at all
}

TEST(RequestFraming, BodiesAreSkippedAndPipelinedHeadsChecked) {
    RequestFraming f;
    // A body that looks like a request head is a body, not a request.
    const QByteArray body = "GET / HTTP/2.0\r\n\r\n";
    EXPECT_FALSE(f.feed("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: " + QByteArray::number(body.size()) +
                        "\r\n\r\n" + body));
    EXPECT_FALSE(f.feed(kGet));
    // Bytes in pieces: the head is judged when complete.
    EXPECT_FALSE(f.feed("POST /a HTTP/1.1\r\nHost: x\r\nContent-Le"));
    const auto problem = f.feed("ngth: 1\r\nContent-Length: 2\r\n\r\n");
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->status, 400);
    EXPECT_TRUE(problem->message.contains(QStringLiteral("Content-Length")));
}

TEST(AddressBlock, IPv4By24AndIPv6By64) {
    EXPECT_EQ(server::address_block(QHostAddress(QStringLiteral("192.0.2.77")), 24), QStringLiteral("192.0.2.0/24"));
    EXPECT_EQ(server::address_block(QHostAddress(QStringLiteral("192.0.2.77")), 32), QStringLiteral("192.0.2.77/32"));
    EXPECT_EQ(server::address_block(QHostAddress(QStringLiteral("::ffff:192.0.2.77")), 24),
              QStringLiteral("192.0.2.0/24"));
    EXPECT_EQ(server::address_block(QHostAddress(QStringLiteral("2001:db8:1:2:aaaa:bbbb:cccc:dddd")), 24),
              QStringLiteral("2001:db8:1:2::/64"));
}

TEST(RateLimiter, CountsPerSlash24AndSlash64) {
    server::RateLimiter limiter(server::RateLimits{0.001, 2});
    EXPECT_TRUE(limiter.allow(QHostAddress(QStringLiteral("192.0.2.1"))));
    EXPECT_TRUE(limiter.allow(QHostAddress(QStringLiteral("192.0.2.2"))));
    // Another address of the same /24 does not start a fresh bucket.
    EXPECT_FALSE(limiter.allow(QHostAddress(QStringLiteral("192.0.2.200"))));
    EXPECT_TRUE(limiter.allow(QHostAddress(QStringLiteral("198.51.100.1"))));
    EXPECT_TRUE(limiter.allow(QHostAddress(QStringLiteral("2001:db8::1"))));
    EXPECT_TRUE(limiter.allow(QHostAddress(QStringLiteral("2001:db8::2"))));
    EXPECT_FALSE(limiter.allow(QHostAddress(QStringLiteral("2001:db8::ffff:1"))));
    EXPECT_TRUE(limiter.allow(QHostAddress(QStringLiteral("2001:db8:0:1::1")))); // the next /64
}

TEST(GuardedTcpServer, ListenBacklogHoldsTwoThousandClients) {
    ensure_app();
    server::GuardedTcpServer tcp{server::ConnectionLimits{}};
    EXPECT_GE(tcp.listenBacklogSize(), 2000); // Qt's default is 50
}

namespace {

// The headers every reply carries (CSP without inline script, framing, sniffing, Referer).
void expect_security_headers(const HttpAnswer &a, const char *what) {
    const QByteArray csp = a.headers.value("content-security-policy");
    EXPECT_TRUE(csp.contains("script-src 'self'")) << what;
    EXPECT_FALSE(csp.contains("unsafe-inline")) << what;
    EXPECT_TRUE(csp.contains("frame-ancestors 'none'")) << what;
    // A page's <base> names its mount (mount.hpp): this server's, never another's.
    EXPECT_TRUE(csp.contains("base-uri 'self'")) << what;
    EXPECT_EQ(a.headers.value("x-content-type-options"), "nosniff") << what;
    EXPECT_EQ(a.headers.value("referrer-policy"), "no-referrer") << what;
}

} // namespace

TEST_F(ServerTest, EveryReplyCarriesTheSecurityHeaders) {
    expect_security_headers(http(port(), "GET", "/en/standings"), "page");
    expect_security_headers(http(port(), "GET", "/en/clock/1/1"), "clock page");
    expect_security_headers(http(port(), "GET", "/api/v1/event"), "API");
    expect_security_headers(http(port(), "GET", "/assets/live.js"), "script");
    expect_security_headers(http(port(), "GET", "/no/such/page"), "404");
    expect_security_headers(http(port(), "POST", "/api/v1/rounds/1/publish"), "401");
    expect_security_headers(send_raw(port(), "GET / HTTP/9.9\r\nHost: x\r\n\r\n"), "400");
    // The event stream's headers too.
    QTcpSocket s;
    s.connectToHost(QStringLiteral("127.0.0.1"), port());
    ASSERT_TRUE(spin_until([&] { return s.state() == QAbstractSocket::ConnectedState; }, 3000));
    s.write("GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QByteArray got;
    spin_until([&] { return (got += s.readAll()).contains("\r\n\r\n"); }, 3000);
    got += "\r\n"; // the stream has no length: parse its head only
    expect_security_headers(parse_answer(got.left(got.indexOf("\r\n\r\n") + 4)), "stream");
}

TEST_F(ServerTest, AmbiguousFramingIsRefusedAndChangesNothing) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray body = R"({"result": "1-0"})";
    const QByteArray head =
        "POST /api/v1/rounds/1/boards/1/result HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + chief +
        "\r\nContent-Type: application/json\r\n";
    const HttpAnswer both = send_raw(port(),
                                     head + "Content-Length: " + QByteArray::number(body.size()) +
                                         "\r\nTransfer-Encoding: chunked\r\n\r\n" + body);
    EXPECT_EQ(both.status, 400);
    EXPECT_TRUE(both.closed);
    const HttpAnswer two = send_raw(
        port(), head + "Content-Length: " + QByteArray::number(body.size()) + "\r\nContent-Length: 3\r\n\r\n" + body);
    EXPECT_EQ(two.status, 400);
    EXPECT_TRUE(two.closed);
    EXPECT_EQ(send_raw(port(), head + "Content-Length: -17\r\n\r\n" + body).status, 400);
    EXPECT_EQ(send_raw(port(), "GET /api/v1/event HTTP/1.7\r\nHost: x\r\n\r\n").status, 400);
    EXPECT_EQ(result_of(1, 1), ""); // none of them entered a result
    // The same request framed once is taken.
    EXPECT_EQ(send_raw(port(), head + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body).status,
              200);
    EXPECT_EQ(result_of(1, 1), "1-0");
}

TEST_F(ServerTest, Http10ConnectionsAreNotKeptOpen) {
    const HttpAnswer old = send_raw(port(), "GET /api/v1/event HTTP/1.0\r\n\r\n");
    EXPECT_EQ(old.status, 200);
    EXPECT_TRUE(old.closed);
    EXPECT_EQ(old.headers.value("connection"), "close");
    // HTTP/1.1 without "Connection: close" stays open for the next request.
    const HttpAnswer kept = send_raw(port(), "GET /api/v1/event HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    EXPECT_EQ(kept.status, 200);
    EXPECT_FALSE(kept.closed);
}

namespace {

class ServerCapsTest : public ServerTest {
protected:
    server::ServerOptions options() override {
        server::ServerOptions o;
        o.limits.per_address = 3;
        o.streams.per_address = 2;
        return o;
    }
};

std::unique_ptr<QTcpSocket> connected(quint16 port) {
    auto s = std::make_unique<QTcpSocket>();
    s->connectToHost(QStringLiteral("127.0.0.1"), port);
    spin_until([&] { return s->state() == QAbstractSocket::ConnectedState; }, 3000);
    return s;
}

} // namespace

TEST_F(ServerCapsTest, OneAddressHoldsAtMostItsConnections) {
    std::vector<std::unique_ptr<QTcpSocket>> held;
    for (int i = 0; i < 3; ++i) held.push_back(connected(port()));
    spin_until([] { return false; }, 200); // let the server take them
    const HttpAnswer over = send_raw(port(), kGet);
    EXPECT_EQ(over.status, 503);
    EXPECT_EQ(over.headers.value("retry-after"), "10");
    EXPECT_TRUE(over.closed);
    held.pop_back();
    spin_until([&] { return false; }, 200);
    EXPECT_EQ(send_raw(port(), kGet).status, 200); // a place is free again
}

TEST_F(ServerCapsTest, OneAddressHoldsAtMostItsStreams) {
    StreamReader first(port()), second(port());
    ASSERT_TRUE(spin_until([&] { return !first.ids().isEmpty() && !second.ids().isEmpty(); }, 3000));
    const HttpAnswer third = send_raw(port(), "GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    EXPECT_EQ(third.status, 503);
    EXPECT_TRUE(third.closed);
}

namespace {

class ServerStreamAgeTest : public ServerTest {
protected:
    server::ServerOptions options() override {
        server::ServerOptions o;
        o.streams.max_age_ms = 300;
        o.streams.heartbeat_ms = 100;
        return o;
    }
};

} // namespace

TEST_F(ServerStreamAgeTest, StreamsEndAfterTheirAge) {
    QTcpSocket s;
    s.connectToHost(QStringLiteral("127.0.0.1"), port());
    ASSERT_TRUE(spin_until([&] { return s.state() == QAbstractSocket::ConnectedState; }, 3000));
    s.write("GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QByteArray got;
    // Closed by the server (the browser's EventSource reconnects with Last-Event-ID).
    EXPECT_TRUE(spin_until(
        [&] {
            got += s.readAll();
            return s.state() == QAbstractSocket::UnconnectedState;
        },
        3000));
    EXPECT_TRUE(got.contains("retry: 1000"));
}

TEST_F(ServerTest, BoardTokenServesItsRoundOnly) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1")); // made in round 1
    // Round 1 finished and round 2 paired, by the CLI.
    {
        tournament::Event ev = cli();
        ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
        ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
        ASSERT_TRUE(ev.pair_next_round());
        ASSERT_TRUE(ev.publish_round(2));
    }
    // The probe's case: round 1's token changing round 1 after round 2 was paired.
    const HttpAnswer old = http(port(), "POST", "/api/v1/rounds/1/boards/1/result", R"({"result": "0-1"})", board1);
    EXPECT_EQ(old.status, 403);
    // Issue 44: it says so in words, with its own code.
    EXPECT_EQ(json(old)[QLatin1String("error")].toObject()[QLatin1String("code")].toString(),
              QStringLiteral("round_over"));
    EXPECT_EQ(json(old)[QLatin1String("error")].toObject()[QLatin1String("message")].toString(),
              QStringLiteral("round 1 is over; ask the arbiter"));
    EXPECT_EQ(result_of(1, 1), "1-0");
    // Nor does it serve the new round.
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/2/boards/1/result", R"({"result": "0-1"})", board1).status, 403);
    // A token made for round 2 does.
    const QByteArray board1_round2 = served_.token(QStringLiteral("board:1"));
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/2/boards/1/result", R"({"result": "0-1"})", board1_round2).status,
              200);
}

TEST_F(ServerTest, ExpiredAndRevokedTokensAreRefused) {
    storage::Database &db = served_.view->event().db();
    const server::Role chief{server::Role::Kind::Chief};
    const QByteArray expired =
        server::create_token(db, chief, QStringLiteral("test"), 0, QDateTime::currentDateTimeUtc().addSecs(-1))
            .toLatin1();
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/publish", {}, expired).status, 401);
    const QByteArray token = served_.token(QStringLiteral("arbiter"));
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/2/result", R"({"result": "1-0"})", token).status, 200);
    const std::vector<server::Token> tokens = server::list_tokens(db);
    ASSERT_EQ(tokens.size(), 2u);
    const auto arbiter = std::find_if(tokens.begin(), tokens.end(), [](const server::Token &t) {
        return t.role.kind == server::Role::Kind::Arbiter;
    });
    ASSERT_NE(arbiter, tokens.end());
    EXPECT_EQ(server::revoke_token(db, arbiter->id, QStringLiteral("chief")), std::nullopt);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/2/result", R"({"result": "0-1"})", token).status, 401);
    EXPECT_EQ(result_of(1, 2), "1-0");
    // Revoking twice, or an id nobody has, says so.
    EXPECT_TRUE(server::revoke_token(db, arbiter->id, QStringLiteral("chief")));
    EXPECT_TRUE(server::revoke_token(db, QStringLiteral("zz"), QStringLiteral("chief")));
    // The audit log names the token that acted and the revocation.
    const auto audit = storage::read_audit(db, QStringLiteral("token.revoke"));
    ASSERT_EQ(audit.size(), 1u);
    EXPECT_TRUE(audit[0].summary.contains(arbiter->id));
}
