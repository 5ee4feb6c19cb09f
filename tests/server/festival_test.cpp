// Issue 45 §1: a festival on one server. Its list and document name every section with its
// state, each section at /t/<slug>/ answers as a server of that event alone, an event file
// dropped in is served, a file that is no event is reported and never served, the hall and the
// live page of several sections, and the refusals of bad requests at the festival's addresses.
#include "festival_fixture.hpp"

#include <QFile>
#include <QRegularExpression>

#include <tuple>

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

using Event = tournament::Event;

QJsonObject section_in(const QJsonObject &doc, const QString &slug) {
    for (const auto &s : doc[QLatin1String("sections")].toArray())
        if (s.toObject()[QLatin1String("slug")].toString() == slug) return s.toObject();
    return {};
}

TEST_F(FestivalTest, TheRootLeadsToTheListInTheFestivalsLanguage) {
    const HttpAnswer root = http(port(), "GET", "/");
    EXPECT_EQ(root.status, 302);
    EXPECT_EQ(root.headers["location"], "/en/");
    for (const QByteArray path : {"/en/", "/ru/"}) {
        const HttpAnswer list = http(port(), "GET", path);
        ASSERT_EQ(list.status, 200) << path.constData();
        EXPECT_TRUE(list.headers["content-type"].startsWith("text/html")) << path.constData();
        for (const char *name : {"A Open", "B Open", "C Blitz"})
            EXPECT_TRUE(list.body.contains(name)) << path.constData() << " " << name;
    }
    EXPECT_TRUE(http(port(), "GET", "/ru/").body.contains("<html lang=\"ru\""));
}

TEST_F(FestivalTest, TheDocumentNamesEverySectionWithItsState) {
    const QJsonObject doc = document();
    EXPECT_EQ(served_slugs(),
              (QStringList{QStringLiteral("a-open"), QStringLiteral("b-open"), QStringLiteral("c-blitz")}));
    EXPECT_TRUE(doc[QLatin1String("unavailable")].toArray().isEmpty());
    const QJsonObject a = section_in(doc, QStringLiteral("a-open"));
    EXPECT_EQ(a[QLatin1String("name")].toString(), QStringLiteral("A Open"));
    EXPECT_EQ(a[QLatin1String("players")].toInt(), 4);
    EXPECT_EQ(a[QLatin1String("rounds")].toInt(), 5);
    EXPECT_EQ(a[QLatin1String("round")].toInt(), 1);
    EXPECT_EQ(a[QLatin1String("stage")].toString(), QStringLiteral("playing")); // published, no result in
    EXPECT_EQ(a[QLatin1String("variant")].toString(), QStringLiteral("russian"));
    EXPECT_EQ(a[QLatin1String("system")].toString(), QStringLiteral("swiss"));
    EXPECT_EQ(a[QLatin1String("address")].toString(), QStringLiteral("/t/a-open/"));
    const QJsonObject b = section_in(doc, QStringLiteral("b-open"));
    EXPECT_EQ(b[QLatin1String("name")].toString(), QStringLiteral("B Open"));
    EXPECT_EQ(b[QLatin1String("players")].toInt(), 6);
    EXPECT_EQ(b[QLatin1String("round")].toInt(), 1); // the next to pair
    EXPECT_EQ(b[QLatin1String("stage")].toString(), QStringLiteral("unpaired"));
    // The list page says the same in words: each section's players and round.
    const QByteArray list = http(port(), "GET", "/en/").body;
    EXPECT_TRUE(list.contains("a-open")) << list.constData();
    EXPECT_TRUE(list.contains("Round 1 of 5")) << list.constData();
}

// A section's API is its event's, not another's: compared with the event file read directly.
TEST_F(FestivalTest, ASectionsAddressesAnswerAsItsOwnServer) {
    {
        // Another program (the CLI) enters a result in A.
        Event w = Event::open(file(QStringLiteral("a-open")), storage::Access::Write).value();
        ASSERT_TRUE(w.set_result(entry(1, 1, R::WhiteWin), nullptr));
        ASSERT_TRUE(w.set_result(entry(1, 2, R::Draw), nullptr));
    }
    served_.web->check_for_changes();
    for (const QString &slug : {QStringLiteral("a-open"), QStringLiteral("b-open"), QStringLiteral("c-blitz")}) {
        Event ev = read(slug);
        const QByteArray prefix = "/t/" + slug.toLatin1();
        const QJsonObject event = json(http(port(), "GET", prefix + "/api/v1/event"));
        EXPECT_EQ(event[QLatin1String("name")].toString().toStdString(), ev.data().info.name);
        const QJsonObject st = json(http(port(), "GET", prefix + "/api/v1/standings"));
        std::set<std::string> shown, own;
        for (const auto &row : st[QLatin1String("rows")].toArray())
            shown.insert(row.toArray()[2].toString().toStdString());
        for (const auto &p : ev.data().players) own.insert(p.name);
        EXPECT_EQ(shown, own) << slug.toStdString();
        EXPECT_EQ(json_array(http(port(), "GET", prefix + "/api/v1/players")).size(), qsizetype(own.size()));
    }
    // A's standings after the CLI's results: Alpha 1 first with 1 point.
    const HttpAnswer a_standings = http(port(), "GET", "/t/a-open/api/v1/standings");
    const QJsonArray first = json(a_standings)[QLatin1String("rows")].toArray()[0].toArray();
    EXPECT_EQ(first[2].toString(), QStringLiteral("Alpha 1"));
    EXPECT_EQ(first[7].toString(), QStringLiteral("1")) << a_standings.body.constData();
    // Its pages too, in both languages.
    EXPECT_TRUE(http(port(), "GET", "/t/a-open/en/standings").body.contains("Alpha 1"));
    EXPECT_FALSE(http(port(), "GET", "/t/a-open/en/standings").body.contains("Beta 1"));
    EXPECT_EQ(http(port(), "GET", "/t/b-open/ru/players").status, 200);
    EXPECT_EQ(http(port(), "GET", "/t/b-open/api/v1/rounds/1").status, 404); // B has no round
}

TEST_F(FestivalTest, AnUnknownSectionIsA404NamingIt) {
    for (const QByteArray path : {"/t/nowhere/api/v1/event", "/t/nowhere/en/", "/t/nowhere", "/t/festival/api/v1/event",
                                  "/t/.festival/api/v1/event", "/t/A-OPEN/api/v1/event"}) {
        const HttpAnswer a = http(port(), "GET", path);
        EXPECT_EQ(a.status, 404) << path.constData();
        EXPECT_EQ(error_of(a)[QLatin1String("code")].toString(), QStringLiteral("not_found")) << path.constData();
        const QString slug = QString::fromLatin1(path).section(QLatin1Char('/'), 2, 2);
        EXPECT_TRUE(error_of(a)[QLatin1String("message")].toString().contains(slug))
            << path.constData() << " " << a.body.constData();
    }
    EXPECT_EQ(http(port(), "GET", "/t/").status, 404);
    EXPECT_EQ(http(port(), "GET", "/nowhere").status, 404);
}

// An event file copied into the folder while serving is served after the next look (every 2 s).
TEST_F(FestivalTest, AnEventFileCopiedInIsServedAfterTheRescan) {
    QTemporaryDir elsewhere;
    const QString made = elsewhere.filePath(QStringLiteral("u12.db"));
    make_event(made, "U12", "Delta", 8, true);
    ASSERT_TRUE(QFile::copy(made, file(QStringLiteral("u12"))));
    ASSERT_TRUE(spin_until([&] { return served_slugs().contains(QStringLiteral("u12")); }, 8000));
    EXPECT_EQ(served_slugs().size(), 4);
    EXPECT_EQ(section_in(document(), QStringLiteral("u12"))[QLatin1String("players")].toInt(), 8);
    EXPECT_EQ(json(http(port(), "GET", "/t/u12/api/v1/event"))[QLatin1String("name")].toString(),
              QStringLiteral("U12"));
    EXPECT_EQ(http(port(), "GET", "/t/u12/api/v1/rounds/1").status, 200);
    EXPECT_TRUE(http(port(), "GET", "/en/").body.contains("U12"));
}

// Files named like events that are none — garbage bytes, a copy of a festival's own database
// (a Damka database without an event) — are reported with the reason, never served, never
// written to, and the other sections go on; one replaced by an event is served at the next look.
class FestivalWithForeignFiles : public FestivalTest {
protected:
    void before_start() override {
        garbage_ = QByteArray(5000, '\x5a');
        for (int i = 0; i < garbage_.size(); i += 7) garbage_[i] = char(i * 31);
        QFile f(file(QStringLiteral("x")));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(garbage_);
        f.close();
        festival::Festival::open(other_.path()); // made and closed again
        ASSERT_TRUE(
            QFile::copy(QDir(other_.path()).filePath(QStringLiteral(".festival.db")), file(QStringLiteral("copy"))));
        copy_ = bytes(QStringLiteral("copy"));
    }
    QByteArray bytes(const QString &slug) const {
        QFile f(file(slug));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QTemporaryDir other_;
    QByteArray garbage_, copy_;
};

TEST_F(FestivalWithForeignFiles, AreReportedUnavailableAndLeftAsTheyWere) {
    const QJsonObject doc = document();
    EXPECT_EQ(served_slugs(),
              (QStringList{QStringLiteral("a-open"), QStringLiteral("b-open"), QStringLiteral("c-blitz")}));
    std::map<QString, QString> why;
    for (const auto &u : doc[QLatin1String("unavailable")].toArray())
        why[u.toObject()[QLatin1String("slug")].toString()] = u.toObject()[QLatin1String("reason")].toString();
    ASSERT_EQ(why.size(), 2u) << QJsonDocument(doc).toJson().constData();
    for (const QString &slug : {QStringLiteral("x"), QStringLiteral("copy")}) {
        ASSERT_TRUE(why.count(slug)) << slug.toStdString();
        // The reason names the file; the public list does not give away the server's folder.
        EXPECT_TRUE(why[slug].contains(slug + QStringLiteral(".db"))) << why[slug].toStdString();
        EXPECT_FALSE(why[slug].contains(dir_.path())) << why[slug].toStdString();
        EXPECT_EQ(http(port(), "GET", "/t/" + slug.toLatin1() + "/api/v1/event").status, 404);
    }
    const QByteArray list = http(port(), "GET", "/en/").body;
    EXPECT_TRUE(list.contains("data-unavailable=\"x\"")) << list.constData();
    EXPECT_FALSE(list.contains(dir_.path().toUtf8())) << list.constData();
    EXPECT_EQ(http(port(), "GET", "/t/a-open/api/v1/event").status, 200);
    // Looked at again (the rescan), still refused, and never written to.
    served_.host->rescan();
    EXPECT_EQ(http(port(), "GET", "/t/x/api/v1/event").status, 404);
    EXPECT_EQ(bytes(QStringLiteral("x")), garbage_);
    EXPECT_EQ(bytes(QStringLiteral("copy")), copy_);
    // An empty file dropped in while serving (a copy just begun) is no section either.
    QFile empty(file(QStringLiteral("y")));
    ASSERT_TRUE(empty.open(QIODevice::WriteOnly));
    empty.close();
    served_.host->rescan();
    EXPECT_EQ(http(port(), "GET", "/t/y/api/v1/event").status, 404);
    EXPECT_EQ(QFileInfo(file(QStringLiteral("y"))).size(), 0);
    // The copy done: x.db is now an event, served at the next look.
    ASSERT_TRUE(QFile::remove(file(QStringLiteral("x"))));
    make_event(file(QStringLiteral("x")), "X Rapid", "Xi", 2, false);
    ASSERT_TRUE(spin_until([&] { return served_slugs().contains(QStringLiteral("x")); }, 8000));
    EXPECT_EQ(json(http(port(), "GET", "/t/x/api/v1/event"))[QLatin1String("name")].toString(),
              QStringLiteral("X Rapid"));
    EXPECT_EQ(document()[QLatin1String("unavailable")].toArray().size(), 2); // copy and y
}

// The hall of chosen sections: their views only, in the order asked, each keyed by its section
// and titled with its event's name; a name the festival does not have is passed over.
TEST_F(FestivalTest, TheHallShowsTheChosenSectionsOnly) {
    const HttpAnswer hall = http(port(), "GET", "/en/hall?part=main&sections=c-blitz,nowhere,a-open");
    ASSERT_EQ(hall.status, 200);
    static const QRegularExpression view(
        QStringLiteral("<section class=\"view\" data-view=\"([^\"]*)\">\\n<h1[^>]*>([^<]*)<"));
    QStringList keys;
    for (auto m = view.globalMatch(QString::fromUtf8(hall.body)); m.hasNext();) {
        const auto v = m.next();
        const QString key = v.captured(1), title = v.captured(2);
        keys << key;
        if (key.startsWith(QStringLiteral("a-open-")))
            EXPECT_TRUE(title.contains(QStringLiteral("A Open"))) << title.toStdString();
        else if (key.startsWith(QStringLiteral("c-blitz-")))
            EXPECT_TRUE(title.contains(QStringLiteral("C Blitz"))) << title.toStdString();
        else
            ADD_FAILURE() << "a view of another section: " << key.toStdString();
    }
    ASSERT_FALSE(keys.isEmpty()) << hall.body.constData();
    EXPECT_TRUE(keys.front().startsWith(QStringLiteral("c-blitz-"))) << keys.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(keys.contains(QStringLiteral("a-open-pairings-1"))) << keys.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(keys.contains(QStringLiteral("c-blitz-standings-1"))) << keys.join(QLatin1Char(' ')).toStdString();
    EXPECT_FALSE(hall.body.contains("B Open"));
    EXPECT_FALSE(hall.body.contains("Beta 1"));
    EXPECT_EQ(keys.size(),
              QSet<QString>(keys.begin(), keys.end()).size()); // no key twice: hall.js tells views apart by it
    // A section asked twice is shown once: hall.js tells the views apart by their keys.
    const QByteArray twice = http(port(), "GET", "/en/hall?part=main&sections=a-open,a-open").body;
    EXPECT_EQ(twice.count("data-view=\"a-open-pairings-1\""), 1) << twice.constData();
    // The whole page fetches its views again with the same sections.
    const QByteArray page = http(port(), "GET", "/en/hall?sections=a-open").body;
    EXPECT_TRUE(page.contains("sections=a-open")) << page.constData();
    EXPECT_TRUE(page.contains("part=main"));
    // No section asked that exists: the festival's name and nothing of any section.
    const QByteArray none = http(port(), "GET", "/en/hall?part=main&sections=nowhere").body;
    EXPECT_FALSE(none.contains("Alpha")) << none.constData();
    EXPECT_FALSE(none.contains("Gamma"));
}

// The festival's stream announces a newer version when a section changes: a result entered
// through a section's address, and one entered by another program on the file.
TEST_F(FestivalTest, TheFestivalStreamAnnouncesAResultInASection) {
    StreamReader stream(port());
    ASSERT_TRUE(spin_until([&] { return !stream.ids().isEmpty(); }, 3000)) << stream.text().constData();
    const qint64 first = stream.ids().back();
    EXPECT_EQ(first, document()[QLatin1String("version")].toInteger());
    const HttpAnswer entered = http(port(), "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})",
                                    section_token(QStringLiteral("a-open"), QStringLiteral("arbiter")));
    ASSERT_EQ(entered.status, 200) << entered.body.constData();
    ASSERT_TRUE(stream.wait_for(first + 1, 3000)) << stream.text().constData();
    const qint64 second = stream.ids().back();
    {
        Event c = Event::open(file(QStringLiteral("c-blitz")), storage::Access::Write).value();
        ASSERT_TRUE(c.set_result(entry(1, 2, R::Draw), nullptr));
    }
    EXPECT_TRUE(stream.wait_for(second + 1, 3000)) << stream.text().constData();
    // A section's own stream is there as well.
    StreamReader own(port(), {}, "/t/c-blitz/api/v1/stream");
    EXPECT_TRUE(spin_until([&] { return !own.ids().isEmpty(); }, 3000)) << own.text().constData();
}

// The festival's own stream keeps the limit of streams an address may hold (issue 29): a
// festival served with one stream an address refuses the second, saying when to come back.
TEST_F(FestivalTest, TheFestivalStreamKeepsTheLimitPerAddress) {
    ServedFestival small; // a second server of the same folder
    server::ServerOptions one;
    one.streams.per_address = 1;
    ASSERT_NO_FATAL_FAILURE(small.start(dir_.path(), one));
    StreamReader first(small.port);
    ASSERT_TRUE(spin_until([&] { return !first.ids().isEmpty(); }, 3000)) << first.text().constData();
    const HttpAnswer second = http(small.port, "GET", "/api/v1/stream");
    EXPECT_EQ(second.status, 503);
    EXPECT_EQ(error_of(second)[QLatin1String("code")].toString(), QStringLiteral("too_many_streams"));
    EXPECT_FALSE(second.headers["retry-after"].isEmpty());
}

// The live page lists the boards whose moves are being recorded on the scoresheet, and no other.
TEST_F(FestivalTest, TheLivePageListsOnlyTheBoardsBeingRecorded) {
    if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
    const QByteArray nobody = http(port(), "GET", "/en/live").body;
    EXPECT_FALSE(nobody.contains("class=\"live-board\"")) << nobody.constData();
    EXPECT_TRUE(nobody.contains("No board is being recorded now.")) << nobody.constData();
    const HttpAnswer moved = http(port(), "POST", "/t/a-open/api/v1/rounds/1/boards/2/moves", R"({"move": "c3-d4"})",
                                  section_token(QStringLiteral("a-open"), QStringLiteral("board:2")));
    ASSERT_EQ(moved.status, 200) << moved.body.constData();
    // C's board 1 has a result but no moves: not recorded.
    ASSERT_EQ(http(port(), "POST", "/t/c-blitz/api/v1/rounds/1/boards/1/result", R"({"result": "0-1"})",
                   section_token(QStringLiteral("c-blitz"), QStringLiteral("arbiter")))
                  .status,
              200);
    const QByteArray live = http(port(), "GET", "/en/live").body;
    static const QRegularExpression item(
        QStringLiteral("<li class=\"live-board\" data-section=\"([^\"]*)\" data-board=\"(\\d+)\""));
    QStringList boards;
    for (auto m = item.globalMatch(QString::fromUtf8(live)); m.hasNext();) {
        const auto b = m.next();
        boards << b.captured(1) + QLatin1Char('/') + b.captured(2);
    }
    EXPECT_EQ(boards, QStringList{QStringLiteral("a-open/2")}) << live.constData();
    EXPECT_TRUE(live.contains("Alpha 3")) << live.constData();
    EXPECT_FALSE(live.contains("Alpha 1"));
    EXPECT_FALSE(live.contains("Gamma"));
    EXPECT_FALSE(live.contains("No board is being recorded now."));
}

TEST_F(FestivalTest, BadRequestsAtTheFestivalsAddressesAreRefused) {
    // A NUL in the path, at the festival's addresses and a section's.
    for (const QByteArray path : {"/en/%00", "/api/v1/festival%00", "/t/a-open/api/%00/event", "/t/a%00/api/v1/event"})
        EXPECT_EQ(http(port(), "GET", path).status, 400) << path.constData();
    // A Host the server does not answer for (DNS rebinding): 421, the stream's too.
    for (const QByteArray path :
         {"/", "/en/", "/api/v1/festival", "/api/v1/stream", "/t/a-open/api/v1/event", "/t/a-open/api/v1/stream"}) {
        const HttpAnswer a =
            send_raw(port(), "GET " + path + " HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n");
        EXPECT_EQ(a.status, 421) << path.constData();
    }
    // A rebound page's write, even with a festival chief's token: refused the same, nothing made.
    const QByteArray fields = R"({"slug": "rebound", "name": "R", "rounds": 5})";
    const HttpAnswer rebound = send_raw(port(),
                                        "POST /api/v1/festival/sections HTTP/1.1\r\nHost: attacker.example\r\n"
                                        "Connection: close\r\nAuthorization: Bearer " +
                                            festival_token() +
                                            "\r\nContent-Type: application/json\r\n"
                                            "Content-Length: " +
                                            QByteArray::number(fields.size()) + "\r\n\r\n" + fields);
    EXPECT_EQ(rebound.status, 421);
    EXPECT_FALSE(QFileInfo::exists(file(QStringLiteral("rebound"))));
    // HEAD: the headers GET sends, no body.
    for (const QByteArray path : {"/en/", "/api/v1/festival", "/en/hall", "/ru/live", "/en/desk"}) {
        const HttpAnswer get = http(port(), "GET", path);
        const HttpAnswer h = head(port(), path);
        EXPECT_EQ(h.status, 200) << path.constData();
        EXPECT_EQ(h.headers["content-length"], QByteArray::number(get.body.size())) << path.constData();
        EXPECT_EQ(h.headers["content-type"], get.headers["content-type"]) << path.constData();
        EXPECT_TRUE(h.body.isEmpty()) << path.constData();
    }
    // A method the address does not take: 405 naming those it does (RFC 9110 15.5.6).
    for (const QByteArray path : {"/api/v1/festival", "/en/", "/en/hall", "/api/v1/token", "/"}) {
        const HttpAnswer a = http(port(), "POST", path, "{}", festival_token());
        EXPECT_EQ(a.status, 405) << path.constData();
        EXPECT_EQ(a.headers["allow"], "GET, HEAD") << path.constData();
    }
    const HttpAnswer get_sections = http(port(), "GET", "/api/v1/festival/sections");
    EXPECT_EQ(get_sections.status, 405);
    EXPECT_EQ(get_sections.headers["allow"], "POST");
    EXPECT_EQ(http(port(), "DELETE", "/api/v1/festival/sections", {}, festival_token()).status, 405);
    // The festival's stream and a section's answer as a server of one event does: GET and HEAD.
    for (const QByteArray path : {"/api/v1/stream", "/t/a-open/api/v1/stream"}) {
        const HttpAnswer post = http(port(), "POST", path, "{}");
        const HttpAnswer h = head(port(), path);
        EXPECT_EQ(std::make_tuple(post.status, post.headers["allow"], h.status, h.headers["content-type"]),
                  std::make_tuple(405, QByteArray("GET, HEAD"), 200, QByteArray("text/event-stream")))
            << path.constData();
    }
    // Malformed JSON to the sections' address: a 400, nothing made.
    const QStringList files = event_files();
    for (const QByteArray &body : {QByteArray("{\"slug\": \"m1\", "), QByteArray("[\"m1\"]"), QByteArray("not json"),
                                   QByteArray("{\"slug\": \"m1\", \"slug\": \"m2\", \"name\": \"M\"}"),
                                   QByteArray("{\"slug\": [\"m1\"], \"name\": \"M\"}")}) {
        const HttpAnswer a = http(port(), "POST", "/api/v1/festival/sections", body, festival_token());
        EXPECT_EQ(a.status, 400) << body.constData() << " " << a.body.constData();
    }
    EXPECT_EQ(event_files(), files);
    EXPECT_EQ(served_slugs().size(), 3);
}

} // namespace
} // namespace damka::testing
