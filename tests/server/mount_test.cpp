// An event mounted under a prefix (issue 45: a festival serves each section at /t/<slug>/): every
// page names its mount in <base href> and every address it holds is relative to it, redirects
// and the boards' links carry the mount. The pages are asked of `Site` itself with
// Request::base "/t/x/" (the festival's dispatcher sets it; nothing on the wire does), on the
// four-player Swiss of server_fixture.hpp (round 1 published: 1-2, 3-4) with board 1's game
// recorded and the boards' links made. Every page reachable from the overview and the desk is
// visited by following its links, in both languages.
#include "server_fixture.hpp"
#include "setup_fixture.hpp"

#include "server/qr_code.hpp"
#include "server/site.hpp"

#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <deque>

namespace damka::testing {
namespace {

const QString kBase = QStringLiteral("/t/x/");

// Russian draughts, worked out by hand: 2. d4:f6 takes e5, 2... g7:e5 takes f6.
const std::string kGame = "[White \"Player 1\"]\n[Black \"Player 2\"]\n[Result \"1-0\"]\n[GameType \"25\"]\n\n"
                          "1. c3-d4 f6-e5 2. d4:f6 g7:e5 1-0\n";

server::Request request(const QString &base, const QString &target, const QByteArray &token = {},
                        const QByteArray &method = "GET") {
    server::Request r;
    r.method = method;
    const QUrl url(target);
    r.path = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    r.query = QUrlQuery(url);
    r.host = "127.0.0.1";
    r.base = base;
    if (!token.isEmpty()) r.authorization = "Bearer " + token;
    return r;
}

QString header(const server::Reply &r, const QByteArray &name) {
    for (const auto &[n, v] : r.headers)
        if (n.compare(name, Qt::CaseInsensitive) == 0) return QString::fromUtf8(v);
    return {};
}

// The addresses an HTML text holds: each href, src, action and data-* attribute, as written.
struct Attribute {
    QString name, value;
};
std::vector<Attribute> addresses(const QString &html) {
    static const QRegularExpression attr(QStringLiteral("\\s(href|src|action|data-[a-z-]+)=\"([^\"]*)\""));
    std::vector<Attribute> out;
    for (auto m = attr.globalMatch(html); m.hasNext();) {
        const auto hit = m.next();
        out.push_back({hit.captured(1), hit.captured(2)});
    }
    return out;
}

// The head of a whole document, where its <base> is.
QString head(const QString &html) {
    const qsizetype from = html.indexOf(QStringLiteral("<head>")), to = html.indexOf(QStringLiteral("</head>"));
    return from >= 0 && to > from ? html.mid(from, to - from) : QString();
}

// A page of the mounted event: its <base> names the mount (a whole document), and no
// address in it leaves the mount or names the base instead of the page ('/', '?', '#'
// first). Returns its addresses to visit: links and files, resolved under the mount.
QStringList check_page(const QString &target, const QByteArray &body) {
    QString html = QString::fromUtf8(body);
    if (html.startsWith(QStringLiteral("<!DOCTYPE html>"))) {
        EXPECT_TRUE(head(html).contains(QStringLiteral("<base href=\"/t/x/\">"))) << target.toStdString();
    }
    html.remove(QStringLiteral("<base href=\"/t/x/\">")); // the addresses written whole: the base,
    // and the way back to the festival's list at the server's root, outside the event (pages.cpp)
    static const QRegularExpression festival(QStringLiteral("<a class=\"festival-link\" href=\"/(en|ru)/\">"));
    html.remove(festival);
    QStringList next;
    for (const Attribute &a : addresses(html)) {
        EXPECT_FALSE(a.value.startsWith(QLatin1Char('/')) || a.value.startsWith(QLatin1Char('?')) ||
                     a.value.startsWith(QLatin1Char('#')))
            << target.toStdString() << ": " << a.name.toStdString() << "=\"" << a.value.toStdString() << "\"";
        if (a.name != QStringLiteral("href") && a.name != QStringLiteral("src")) continue; // forms, scripts' APIs
        // Resolved as the browser resolves it against <base href="/t/x/"> (RFC 3986 5.2).
        const QString written = QString(a.value).replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        const QUrl to = QUrl(QStringLiteral("http://host") + kBase).resolved(QUrl(written));
        if (to.host() != QStringLiteral("host")) continue; // another site's address
        EXPECT_TRUE(to.path().startsWith(kBase)) << target.toStdString() << ": " << a.value.toStdString();
        if (to.path().startsWith(kBase))
            next << to.path().mid(kBase.size()) + (to.hasQuery() ? QStringLiteral("?") + to.query() : QString());
    }
    return next;
}

class MountTest : public ServerTest {
protected:
    void SetUp() override {
        ServerTest::SetUp();
        if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
        tournament::Event ev = cli();
        tournament::ResultEntry e = entry(1, 1, R::WhiteWin);
        e.pdn = kGame;
        const auto done = ev.set_result(e, test_plugins().find("russian"));
        ASSERT_TRUE(done) << done.error();
        chief_ = served_.token(QStringLiteral("chief"));
        ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/board-tokens", "{}", chief_).status, 200);
        served_.web->check_for_changes();
        site_ = std::make_unique<server::Site>(*served_.view, std::ref(*served_.writes), server::Site::SetupHandler{},
                                               test_plugins);
    }
    server::Reply get(const QString &target, const QByteArray &token = {}) {
        return site_->handle(request(kBase, target, token));
    }

    std::unique_ptr<server::Site> site_;
    QByteArray chief_;
};

} // namespace

// Every page reachable from the overview, the desk, the hall, the board's page and the result
// page (in English; the language switch leads to the Russian ones), each answered 200 with its
// <base> and relative addresses: links, files, forms and the scripts' data-* addresses.
TEST_F(MountTest, EveryPageNamesItsMountAndLinksRelativeToIt) {
    std::deque<QString> todo;
    for (const char *start : {"en/", "en/desk", "en/hall", "en/hall?part=main", "en/board/1/1", "en/clock/1/1",
                              "en/results", "en/results/1", "en/desk/results?part=main"})
        todo.push_back(QString::fromLatin1(start));
    QSet<QString> seen(todo.begin(), todo.end());
    int pages = 0;
    while (!todo.empty()) {
        const QString target = todo.front();
        todo.pop_front();
        const server::Reply reply = get(target, chief_);
        // The live boards link every board to its game; board 2's has no record: "no such game".
        const bool no_game = target.endsWith(QStringLiteral("game/1/2"));
        EXPECT_EQ(reply.status, no_game ? 404 : 200) << target.toStdString();
        if (!reply.content_type.startsWith("text/html")) continue; // a file: a download, a style sheet, a script
        ++pages;
        for (const QString &link : check_page(target, reply.body))
            if (!seen.contains(link)) {
                seen.insert(link);
                todo.push_back(link);
            }
    }
    // What the walk must have reached (the counts are the event's: 4 players, 1 round).
    for (const char *page : {"ru/",
                             "en/players",
                             "ru/players/4",
                             "en/rounds/1",
                             "en/standings",
                             "ru/crosstable",
                             "en/live/1",
                             "ru/game/1/1",
                             "en/game/1/1?ply=3",
                             "en/desk/players",
                             "ru/desk/event",
                             "en/desk/prints",
                             "en/desk/access",
                             "ru/desk/audit",
                             "en/desk/results",
                             "en/board/1/2",
                             "ru/clock/1/1",
                             "en/print/slips/1",
                             "en/print/pairings/1",
                             "ru/print/checkin/2",
                             "en/print/wallchart",
                             "en/print/standings",
                             "en/print/crosstable",
                             "en/print/cards",
                             "api/v1/players.csv?lang=en",
                             "api/v1/games.pdn",
                             "assets/site.css",
                             "assets/desk.js",
                             "assets/print.css",
                             "assets/board_links.js",
                             "assets/hall.js",
                             "assets/scoresheet.js"})
        EXPECT_TRUE(seen.contains(QString::fromLatin1(page))) << page;
    EXPECT_GT(pages, 60);
}

// A page that is not there is a page of the mount too; so is an address no row knows.
TEST_F(MountTest, NotFoundPagesNameTheMount) {
    for (const char *target : {"en/nothing", "ru/rounds/9", "en/clock/9/1", "nothing/at/all"}) {
        const server::Reply reply = get(QString::fromLatin1(target));
        EXPECT_EQ(reply.status, 404) << target;
        check_page(QString::fromLatin1(target), reply.body);
        EXPECT_TRUE(reply.body.contains("<base href=\"/t/x/\">")) << target;
    }
}

// The query-only and fragment-only links of a single-event server named the page itself; under
// <base> they would name the mount: the viewer's steps and the results page's jump to the batch
// are the page's whole address.
TEST_F(MountTest, LinksToThePageItselfNameThePage) {
    const QString viewer = QString::fromUtf8(get(QStringLiteral("en/game/1/1")).body);
    EXPECT_TRUE(viewer.contains(QStringLiteral("id=\"first\" data-ply=\"0\" href=\"en/game/1/1?ply=0\"")));
    EXPECT_TRUE(viewer.contains(QStringLiteral("id=\"flip\" href=\"en/game/1/1?ply=4&amp;flip=1\"")));
    EXPECT_TRUE(viewer.contains(QStringLiteral("data-ply=\"3\" href=\"en/game/1/1?ply=3\">d4:f6</a>")));
    const QString flipped = QString::fromUtf8(get(QStringLiteral("en/game/1/1?ply=2&flip=1")).body);
    EXPECT_TRUE(flipped.contains(QStringLiteral("id=\"flip\" href=\"en/game/1/1?ply=2\"")));
    EXPECT_TRUE(
        get(QStringLiteral("en/desk/results")).body.contains("<a class=\"main\" href=\"en/desk/results#batch\">"));
}

// The redirects carry the mount: the root to the English pages, the desk's round picker to the
// print it names.
TEST_F(MountTest, RedirectsLeadIntoTheMount) {
    const server::Reply root = get(QString());
    EXPECT_EQ(root.status, 302);
    EXPECT_EQ(header(root, "Location"), QStringLiteral("/t/x/en/"));
    const server::Reply pick = get(QStringLiteral("ru/print?what=slips&round=1"));
    EXPECT_EQ(pick.status, 303);
    EXPECT_EQ(header(pick, "Location"), QStringLiteral("/t/x/ru/print/slips/1"));
    EXPECT_EQ(header(get(QStringLiteral("en/print?what=wallchart&round=1")), "Location"),
              QStringLiteral("/t/x/en/print/wallchart"));
    // A mount's name outside RFC 3986's unreserved characters, percent-encoded (UTF-8).
    const server::Reply odd = site_->handle(request(QStringLiteral("/t/юг 1/"), QString()));
    EXPECT_EQ(header(odd, "Location"), QStringLiteral("/t/%D1%8E%D0%B3%201/en/"));
    const QByteArray page = site_->handle(request(QStringLiteral("/t/юг 1/"), QStringLiteral("en/"))).body;
    EXPECT_TRUE(page.contains("<base href=\"/t/%D1%8E%D0%B3%201/\">"));
}

// The boards' links on the slips are read by phones: whole addresses of the mounted event, the
// script's origin (its path left out) and the mount, each QR code that address.
TEST_F(MountTest, TheBoardsLinksCarryTheMount) {
    const server::Reply reply = get(
        QStringLiteral("api/v1/rounds/1/board-links?base=http%3A%2F%2F192.168.1.5%3A8080%2Fen%2Fdesk&lang=ru"), chief_);
    ASSERT_EQ(reply.status, 200) << reply.body.toStdString();
    const QJsonArray links = QJsonDocument::fromJson(reply.body).object()[QLatin1String("links")].toArray();
    ASSERT_EQ(links.size(), 2);
    for (int b = 1; b <= 2; ++b) {
        const QJsonObject l = links[b - 1].toObject();
        const QString link = l[QLatin1String("link")].toString();
        EXPECT_TRUE(link.startsWith(QStringLiteral("http://192.168.1.5:8080/t/x/ru/board/1/%1#token=").arg(b)))
            << link.toStdString();
        EXPECT_EQ(l[QLatin1String("qr_svg")].toString().toStdString(), server::qr_svg(link));
    }
}

// A server of one event (base "/") names "/" in <base>: the same relative addresses resolve as
// the absolute ones did.
TEST_F(MountTest, AServerOfOneEventIsItsOwnMount) {
    const server::Reply page = site_->handle(request(QStringLiteral("/"), QStringLiteral("en/standings")));
    EXPECT_TRUE(page.body.contains("<base href=\"/\">"));
    EXPECT_TRUE(page.body.contains("<a href=\"en/crosstable\">"));
    EXPECT_EQ(header(site_->handle(request(QStringLiteral("/"), QString())), "Location"), QStringLiteral("/en/"));
}

// `damka serve --new` mounted: the setup form and its redirect.
TEST(MountSetup, TheSetupFormIsInTheMount) {
    SetupServer s;
    const server::Reply away = s.setup(request(kBase, QStringLiteral("ru/desk")));
    EXPECT_EQ(away.status, 302);
    EXPECT_EQ(header(away, "Location"), QStringLiteral("/t/x/ru/desk/new"));
    const server::Reply form = s.setup(request(kBase, QStringLiteral("ru/desk/new")));
    ASSERT_EQ(form.status, 200);
    EXPECT_TRUE(form.body.contains("<base href=\"/t/x/\">"));
    EXPECT_TRUE(form.body.contains("<form data-api=\"api/v1/event/new\" data-then=\"ru/desk\">"));
    check_page(QStringLiteral("ru/desk/new"), form.body);
}

} // namespace damka::testing
