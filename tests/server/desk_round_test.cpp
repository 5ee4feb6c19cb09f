// Issue 44: the desk's pages at their own addresses with the round in hand and its next action
// (desk_round.hpp), the board grid naming who entered each result (board_grid.hpp), the
// round's board tokens made in one action, read back for the slips' QR codes and revoked at the
// round's close (board_links.hpp, round_tokens.hpp), the result page of the round in hand, and
// the token in use revoked only when confirmed — on the four-player Swiss of server_fixture.hpp
// (round 1 published: 1-2, 3-4).
#include "server_fixture.hpp"

#include <gtest/gtest.h>

#include <QCryptographicHash>
#include <QRegularExpression>

namespace damka::testing {
namespace {

QByteArray body(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// The id a token is listed and revoked by: its SHA-256's first 8 hex digits.
QString id_of(const QByteArray &token) {
    return QString::fromLatin1(QCryptographicHash::hash(token, QCryptographicHash::Sha256).toHex().left(8));
}

// An attribute of the element whose start tag has `marker` in it, e.g. the strip's data-stage.
QString attribute(const QByteArray &html, const QString &marker, const QString &name) {
    const QString page = QString::fromUtf8(html);
    const qsizetype at = page.indexOf(marker);
    if (at < 0) return QStringLiteral("(no %1)").arg(marker);
    const qsizetype start = page.lastIndexOf(QLatin1Char('<'), at), end = page.indexOf(QLatin1Char('>'), at);
    const QRegularExpression attr(name + QStringLiteral("=\"([^\"]*)\""));
    const auto m = attr.match(page.mid(start, end - start));
    return m.hasMatch() ? m.captured(1) : QStringLiteral("(no %1)").arg(name);
}

class DeskRoundTest : public ServerTest {
protected:
    QByteArray desk(const QByteArray &path = "/en/desk") { return http(port(), "GET", path).body; }
    QString stage() { return attribute(desk(), QStringLiteral("id=\"round-state\""), QStringLiteral("data-stage")); }
    QString strip(const char *name) {
        return attribute(desk(), QStringLiteral("id=\"round-state\""), QString::fromLatin1(name));
    }
    HttpAnswer post(const QByteArray &path, const QJsonObject &o, const QByteArray &token) {
        return http(port(), "POST", path, body(o), token);
    }
    // A board's row of the grid on the desk's results page.
    QString entered(int board) {
        return attribute(desk("/en/desk/results"), QStringLiteral("data-board=\"%1\" data-game").arg(board),
                         QStringLiteral("data-entered"));
    }
    QJsonArray links(const QByteArray &token) {
        const auto a =
            http(port(), "GET",
                 "/api/v1/rounds/1/board-links?base=http%3A%2F%2F127.0.0.1%3A" + QByteArray::number(port()), {}, token);
        EXPECT_EQ(a.status, 200) << a.body.toStdString();
        return json(a)[QLatin1String("links")].toArray();
    }
};

TEST_F(DeskRoundTest, TheDeskShowsTheRoundInHandAndItsOneNextAction) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    // Published, nothing in: print the slips.
    EXPECT_EQ(stage(), QStringLiteral("playing"));
    EXPECT_EQ(strip("data-round"), QStringLiteral("1"));
    EXPECT_EQ(strip("data-games"), QStringLiteral("2"));
    EXPECT_EQ(strip("data-results"), QStringLiteral("0"));
    EXPECT_EQ(attribute(desk(), QStringLiteral("class=\"main\""), QStringLiteral("href")),
              QStringLiteral("en/print/slips/1"));
    EXPECT_TRUE(desk().contains("0 of 2 results in"));
    // One result in: enter the rest.
    ASSERT_EQ(
        post("/api/v1/rounds/1/boards/1/result", {{QStringLiteral("result"), QStringLiteral("1-0")}}, chief).status,
        200);
    EXPECT_EQ(strip("data-results"), QStringLiteral("1"));
    EXPECT_EQ(attribute(desk(), QStringLiteral("class=\"main\""), QStringLiteral("href")),
              QStringLiteral("en/desk/results"));
    // On the results page itself, to its batch field (the page's address with the fragment: a
    // fragment alone would name the page's <base>).
    EXPECT_EQ(attribute(desk("/en/desk/results"), QStringLiteral("class=\"main\""), QStringLiteral("href")),
              QStringLiteral("en/desk/results#batch"));
    // With the boards' links made, the complete round is closed before the next is paired.
    ASSERT_EQ(post("/api/v1/rounds/1/board-tokens", {}, chief).status, 200);
    ASSERT_EQ(
        post("/api/v1/rounds/1/boards/2/result", {{QStringLiteral("result"), QStringLiteral("0-1")}}, chief).status,
        200);
    EXPECT_EQ(stage(), QStringLiteral("complete"));
    EXPECT_EQ(attribute(desk(), QStringLiteral("class=\"main\""), QStringLiteral("data-api")),
              QStringLiteral("api/v1/rounds/1/close"));
    ASSERT_EQ(post("/api/v1/rounds/1/close", {}, chief).status, 200);
    // Closed: pair the next.
    EXPECT_EQ(stage(), QStringLiteral("unpaired"));
    EXPECT_EQ(strip("data-round"), QStringLiteral("2"));
    EXPECT_EQ(attribute(desk(), QStringLiteral("class=\"main\""), QStringLiteral("data-api")),
              QStringLiteral("api/v1/rounds/pair"));
    ASSERT_EQ(post("/api/v1/rounds/pair", {}, chief).status, 200);
    EXPECT_EQ(stage(), QStringLiteral("draft"));
    // While round 2 is a draft, the grid is round 1's, still to correct.
    EXPECT_EQ(attribute(desk("/en/desk/results"), QStringLiteral("id=\"board-grid\""), QStringLiteral("data-round")),
              QStringLiteral("1"));
    EXPECT_EQ(attribute(desk(), QStringLiteral("class=\"main\""), QStringLiteral("data-api")),
              QStringLiteral("api/v1/rounds/2/publish"));
}

TEST_F(DeskRoundTest, EveryDeskPageHasItsAddressAndATitleNamingTheEventAndThePage) {
    const auto players = http(port(), "GET", "/en/desk/players");
    ASSERT_EQ(players.status, 200);
    EXPECT_TRUE(players.body.contains("<title>Club Swiss \xe2\x80\x93 Desk: Players</title>"))
        << players.body.toStdString();
    EXPECT_TRUE(players.body.contains("<h1>Club Swiss <span class=\"page-name\">\xe2\x80\x93 Players</span></h1>"));
    EXPECT_EQ(attribute(players.body, QStringLiteral("aria-current"), QStringLiteral("href")),
              QStringLiteral("en/desk/players"));
    EXPECT_TRUE(players.body.contains("data-api=\"api/v1/players\"")); // its forms, not the others'
    EXPECT_FALSE(players.body.contains("data-api=\"api/v1/tokens\""));
    EXPECT_TRUE(http(port(), "GET", "/en/desk").body.contains("<title>Club Swiss \xe2\x80\x93 Desk: Round</title>"));
    EXPECT_TRUE(http(port(), "GET", "/en/desk/audit").body.contains("data-autoload=\"audit\""));
    EXPECT_EQ(http(port(), "GET", "/en/desk/nothing").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/desk/teams").status, 404); // not a team event
    // The public pages name theirs too.
    EXPECT_TRUE(http(port(), "GET", "/en/standings").body.contains("<title>Club Swiss \xe2\x80\x93 Standings</title>"));
    EXPECT_TRUE(http(port(), "GET", "/ru/desk/players").body.contains("<title>Club Swiss \xe2\x80\x93 \xd0\x9f"));
}

TEST_F(DeskRoundTest, TheBoardGridNamesWhoEnteredEachResult) {
    const QByteArray board = served_.token(QStringLiteral("board:1")),
                     arbiter = served_.token(QStringLiteral("arbiter"));
    EXPECT_EQ(entered(1), QString()); // awaited
    EXPECT_TRUE(desk("/en/desk/results").contains("awaited"));
    ASSERT_EQ(
        post("/api/v1/rounds/1/boards/1/result", {{QStringLiteral("result"), QStringLiteral("1-0")}}, board).status,
        200);
    ASSERT_EQ(post("/api/v1/rounds/1/results", {{QStringLiteral("text"), QStringLiteral("2 0-1")}}, arbiter).status,
              200);
    EXPECT_EQ(entered(1), QStringLiteral("board"));
    EXPECT_EQ(entered(2), QStringLiteral("desk-batch"));
    const QByteArray page = desk("/en/desk/results");
    EXPECT_TRUE(page.contains(QStringLiteral("the board's players (%1)").arg(id_of(board)).toUtf8()))
        << page.toStdString();
    EXPECT_TRUE(page.contains(QStringLiteral("a batch on the desk (%1)").arg(id_of(arbiter)).toUtf8()));
    // A correction by the arbiter on the grid's form, then one by the command line.
    ASSERT_EQ(
        post("/api/v1/rounds/1/boards/2/result", {{QStringLiteral("result"), QStringLiteral("1/2")}}, arbiter).status,
        200);
    EXPECT_EQ(entered(2), QStringLiteral("arbiter"));
    {
        tournament::Event ev = cli();
        ev.set_actor(QStringLiteral("Ivanova"));
        ASSERT_TRUE(ev.set_result(entry(1, 1, R::BlackWin), nullptr));
    }
    EXPECT_EQ(entered(1), QStringLiteral("cli"));
    EXPECT_TRUE(desk("/en/desk/results").contains("the command line (Ivanova)"));
    // Each board's correction form is the result address the result page uses.
    EXPECT_TRUE(desk("/en/desk/results").contains("data-api=\"api/v1/rounds/1/boards/2/result\""));
}

TEST_F(DeskRoundTest, TheRoundsBoardTokensAreMadeInOneActionAndRevokedWhenItCloses) {
    const QByteArray chief = served_.token(QStringLiteral("chief")), arbiter = served_.token(QStringLiteral("arbiter")),
                     board = served_.token(QStringLiteral("board:1"));
    EXPECT_EQ(post("/api/v1/rounds/1/board-tokens", {}, board).status, 403);
    EXPECT_EQ(links(arbiter).size(), 0);
    const auto made = post("/api/v1/rounds/1/board-tokens", {}, arbiter);
    ASSERT_EQ(made.status, 200) << made.body.toStdString();
    const QJsonArray l = links(arbiter);
    ASSERT_EQ(l.size(), 2);
    const QJsonObject first = l[0].toObject();
    EXPECT_EQ(first[QLatin1String("board")].toInt(), 1);
    EXPECT_EQ(first[QLatin1String("caption")].toString(),
              QStringLiteral("Round 1, board 1: Player 1 (1) - Player 2 (2)"));
    const QString link = first[QLatin1String("link")].toString();
    const QString prefix = QStringLiteral("http://127.0.0.1:%1/en/board/1/1#token=").arg(port());
    ASSERT_TRUE(link.startsWith(prefix)) << link.toStdString();
    EXPECT_TRUE(first[QLatin1String("qr_svg")].toString().startsWith(QStringLiteral("<svg")));
    // The link's token is board 1's for round 1.
    const QByteArray secret = link.mid(prefix.size()).toLatin1();
    const auto who = http(port(), "GET", "/api/v1/token", {}, secret);
    ASSERT_EQ(who.status, 200);
    EXPECT_EQ(json(who)[QLatin1String("role")].toString(), QStringLiteral("board:1"));
    EXPECT_EQ(json(who)[QLatin1String("round")].toInt(), 1);
    // Made again: the same links, no new token.
    ASSERT_EQ(post("/api/v1/rounds/1/board-tokens", {}, chief).status, 200);
    EXPECT_EQ(links(chief)[0].toObject()[QLatin1String("link")].toString(), link);
    // The audit log has the action, never a secret.
    const QByteArray audit = http(port(), "GET", "/api/v1/audit", {}, chief).body;
    EXPECT_TRUE(audit.contains("access tokens for the players of 2 boards in round 1"));
    EXPECT_FALSE(audit.contains(secret));
    // Closed only when complete; then the boards' tokens serve no more and their links are gone.
    EXPECT_EQ(post("/api/v1/rounds/1/close", {}, arbiter).status, 422);
    ASSERT_EQ(
        post("/api/v1/rounds/1/results", {{QStringLiteral("text"), QStringLiteral("1 1-0\n2 0-1")}}, arbiter).status,
        200);
    const auto closed = post("/api/v1/rounds/1/close", {}, arbiter);
    ASSERT_EQ(closed.status, 200);
    // The two made in one action and the one made by hand for board 1.
    EXPECT_TRUE(closed.body.contains("3 boards' tokens revoked")) << closed.body.toStdString();
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, secret).status, 401);
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, board).status, 401);
    EXPECT_EQ(links(arbiter).size(), 0);
}

TEST_F(DeskRoundTest, PairingTheNextRoundRevokesTheBoardTokensOfTheRoundBefore) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    ASSERT_EQ(post("/api/v1/rounds/1/board-tokens", {}, chief).status, 200);
    const QJsonArray l = links(chief);
    ASSERT_EQ(l.size(), 2);
    const QByteArray secret =
        l[1].toObject()[QLatin1String("link")].toString().section(QStringLiteral("#token="), 1).toLatin1();
    ASSERT_EQ(
        post("/api/v1/rounds/1/results", {{QStringLiteral("text"), QStringLiteral("1 1-0\n2 0-1")}}, chief).status,
        200);
    ASSERT_EQ(post("/api/v1/rounds/pair", {}, chief).status, 200); // not closed first
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, secret).status, 401);
    // A draft's boards get no links; an earlier round's neither.
    EXPECT_EQ(post("/api/v1/rounds/2/board-tokens", {}, chief).status, 422);
    EXPECT_EQ(post("/api/v1/rounds/1/board-tokens", {}, chief).status, 422);
}

TEST_F(DeskRoundTest, TheSlipsAndThePairingSheetHaveAPlaceForEachBoardsLink) {
    const QByteArray slips = http(port(), "GET", "/en/print/slips/1").body;
    EXPECT_TRUE(slips.contains("<script src=\"assets/board_links.js\" defer></script>"));
    EXPECT_TRUE(slips.contains("<body class=\"print\" data-print=\"slips\" data-round=\"1\">"));
    EXPECT_TRUE(slips.contains("<div class=\"board-link\" data-board=\"1\"></div>\n</section>"));
    EXPECT_TRUE(slips.contains("<div class=\"board-link\" data-board=\"2\"></div>\n</section>"));
    EXPECT_TRUE(http(port(), "GET", "/en/print/pairings/1").body.contains("<section class=\"board-links\"></section>"));
    EXPECT_FALSE(http(port(), "GET", "/en/print/standings").body.contains("board_links.js"));
    EXPECT_EQ(http(port(), "GET", "/assets/board_links.js").status, 200);
    // The links are the chief's and arbiters' only, and only with an address to link to.
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/1/board-links?base=http%3A%2F%2F127.0.0.1", {},
                   served_.token(QStringLiteral("board:1")))
                  .status,
              403);
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/1/board-links?base=javascript%3Ax", {},
                   served_.token(QStringLiteral("chief")))
                  .status,
              400);
}

TEST_F(DeskRoundTest, TheResultPageWithoutANumberIsTheRoundInHand) {
    const auto page = http(port(), "GET", "/en/results");
    ASSERT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("data-round=\"1\""));
    EXPECT_TRUE(page.body.contains("<title>Club Swiss \xe2\x80\x93 Results of the round in hand</title>"));
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    ASSERT_EQ(
        post("/api/v1/rounds/1/results", {{QStringLiteral("text"), QStringLiteral("1 1-0\n2 0-1")}}, chief).status,
        200);
    ASSERT_EQ(post("/api/v1/rounds/pair", {}, chief).status, 200);
    ASSERT_EQ(post("/api/v1/rounds/2/publish", {}, chief).status, 200);
    EXPECT_TRUE(http(port(), "GET", "/en/results").body.contains("data-round=\"2\""));
    // The desk's own link to it has no number, and the arbiter's token's link neither (desk.js).
    EXPECT_TRUE(desk("/en/desk/results").contains("href=\"en/results\""));
}

TEST_F(DeskRoundTest, TheTokenInUseIsRevokedOnlyWhenThatIsConfirmed) {
    const QByteArray chief = served_.token(QStringLiteral("chief")), other = served_.token(QStringLiteral("arbiter"));
    const auto refused = post("/api/v1/tokens/" + id_of(chief).toLatin1() + "/revoke", {}, chief);
    EXPECT_EQ(refused.status, 409);
    EXPECT_EQ(json(refused)[QLatin1String("error")].toObject()[QLatin1String("code")].toString(),
              QStringLiteral("own_token"));
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, chief).status, 200); // still serves
    ASSERT_EQ(post("/api/v1/tokens/" + id_of(other).toLatin1() + "/revoke", {}, chief).status, 200);
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, other).status, 401);
    ASSERT_EQ(
        post("/api/v1/tokens/" + id_of(chief).toLatin1() + "/revoke", {{QStringLiteral("own"), true}}, chief).status,
        200);
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, chief).status, 401);
}

} // namespace
} // namespace damka::testing
