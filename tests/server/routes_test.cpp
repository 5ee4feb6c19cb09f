// The route table's method rule (server/routes.hpp; issue 43 section 2): a known address asked
// with a method it does not document is a 405 naming the methods it does (RFC 9110 15.5.6) and
// changes nothing; HEAD is answered wherever GET is, the event stream's too. Over loopback on
// the four-player Swiss of server_fixture.hpp.
#include "server_fixture.hpp"

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

using RoutesTest = ServerTest;

// Issue 43: "DELETE /api/v1/players/30 with a chief token edits player 30". players/N is the
// public player document (GET) and the desk's `player edit` (POST); nothing else.
TEST_F(RoutesTest, ADeleteOnADeskAddressIsA405AndTheChiefEditsNothing) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray rename = R"({"name": "Renamed"})";
    for (const QByteArray method : {"DELETE", "PUT", "PATCH"}) {
        const HttpAnswer a = http(port(), method, "/api/v1/players/3", rename, chief);
        EXPECT_EQ(a.status, 405) << method.constData();
        EXPECT_EQ(a.headers["allow"], "GET, HEAD, POST") << method.constData();
    }
    // Before the token is asked for: the method is wrong whoever asks.
    EXPECT_EQ(http(port(), "DELETE", "/api/v1/players/3").status, 405);
    EXPECT_EQ(cli().data().player(3)->name, "Player 3");
    // The documented method still edits.
    EXPECT_EQ(http(port(), "POST", "/api/v1/players/3", rename, chief).status, 200);
    EXPECT_EQ(cli().data().player(3)->name, "Renamed");
}

// Each desk address answers its documented method only (server/routes.cpp): a read is not a
// write and a write is not a read.
TEST_F(RoutesTest, DeskAddressesAnswerTheirOwnMethodOnly) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const HttpAnswer draft = http(port(), "POST", "/api/v1/rounds/1/draft", "{}", chief);
    EXPECT_EQ(draft.status, 405);
    EXPECT_EQ(draft.headers["allow"], "GET, HEAD");
    const HttpAnswer undo = http(port(), "GET", "/api/v1/rounds/undo", {}, chief);
    EXPECT_EQ(undo.status, 405);
    EXPECT_EQ(undo.headers["allow"], "POST");
    EXPECT_EQ(cli().data().rounds.size(), 1u); // round 1 is not undone
    const HttpAnswer revoke = http(port(), "DELETE", "/api/v1/tokens/abcdef12/revoke", {}, chief);
    EXPECT_EQ(revoke.status, 405);
    EXPECT_EQ(revoke.headers["allow"], "POST");
    // The web clock: its readings are public (GET), its acts a token's (POST).
    const HttpAnswer clock = http(port(), "DELETE", "/api/v1/rounds/1/boards/1/clock", {}, chief);
    EXPECT_EQ(clock.status, 405);
    EXPECT_EQ(clock.headers["allow"], "GET, HEAD, POST");
    // An address the table does not know is not found, whatever the method.
    EXPECT_EQ(http(port(), "DELETE", "/api/v1/nothing", {}, chief).status, 404);
}

// Issue 43: "HEAD /api/v1/stream agrees with the 405's Allow".
TEST_F(RoutesTest, HeadIsAnsweredWhereverGetIs) {
    const HttpAnswer post = http(port(), "POST", "/api/v1/stream", "{}");
    EXPECT_EQ(post.status, 405);
    EXPECT_EQ(post.headers["allow"], "GET, HEAD");
    const HttpAnswer stream = head(port(), "/api/v1/stream");
    EXPECT_EQ(stream.status, 200);
    EXPECT_EQ(stream.headers["content-type"], "text/event-stream");
    EXPECT_TRUE(stream.body.isEmpty());
    // RFC 9110 9.3.2: the headers GET would send, no body.
    for (const QByteArray path : {"/api/v1/standings", "/en/standings", "/assets/site.css", "/en/desk"}) {
        const HttpAnswer get = http(port(), "GET", path);
        const HttpAnswer a = head(port(), path);
        EXPECT_EQ(get.status, 200) << path.constData();
        EXPECT_EQ(a.status, 200) << path.constData();
        EXPECT_EQ(a.headers["content-length"], QByteArray::number(get.body.size())) << path.constData();
        EXPECT_TRUE(a.body.isEmpty()) << path.constData();
    }
}

} // namespace
} // namespace damka::testing
