// Issue 45 §1: "a new tournament can be created from the festival's desk (the setup form of
// `serve --new`)": POST /api/v1/festival/sections with a festival chief's token makes the event
// file <slug>.db in the folder, served and listed at once; a slug that is no address, or taken,
// and a setting the setup form refuses are 400s naming the field, and leave no file behind.
#include "festival_fixture.hpp"

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

using Event = tournament::Event;

HttpAnswer post_section(quint16 port, const QJsonObject &fields, const QByteArray &token) {
    return http(port, "POST", "/api/v1/festival/sections", QJsonDocument(fields).toJson(QJsonDocument::Compact), token);
}

TEST_F(FestivalTest, ANewSectionIsMadeServedAndListedAtOnce) {
    const HttpAnswer made = post_section(port(),
                                         {{QStringLiteral("slug"), QStringLiteral("u12")},
                                          {QStringLiteral("name"), QStringLiteral("U12 Round Robin")},
                                          {QStringLiteral("system"), QStringLiteral("round-robin")},
                                          {QStringLiteral("rounds"), QStringLiteral("7")}},
                                         festival_token());
    ASSERT_EQ(made.status, 200) << made.body.constData();
    EXPECT_EQ(made.headers["cache-control"], "no-store");
    EXPECT_EQ(json(made)[QLatin1String("address")].toString(), QStringLiteral("/t/u12/"));
    // The file, an event another program opens.
    ASSERT_TRUE(QFileInfo::exists(file(QStringLiteral("u12"))));
    Event u12 = read(QStringLiteral("u12"));
    EXPECT_EQ(u12.data().info.name, "U12 Round Robin");
    EXPECT_EQ(u12.data().info.system, tournament::System::RoundRobin);
    // Served and listed without waiting for the folder's next look.
    EXPECT_EQ(json(http(port(), "GET", "/t/u12/api/v1/event"))[QLatin1String("name")].toString(),
              QStringLiteral("U12 Round Robin"));
    EXPECT_TRUE(served_slugs().contains(QStringLiteral("u12")));
    EXPECT_TRUE(http(port(), "GET", "/en/").body.contains("U12 Round Robin"));
    // Its players are entered through its own addresses with the same festival token.
    const HttpAnswer player = http(port(), "POST", "/t/u12/api/v1/players", R"({"name": "Kid One"})", festival_token());
    EXPECT_EQ(player.status, 200) << player.body.constData();
    EXPECT_EQ(read(QStringLiteral("u12")).data().players.size(), 1u);
}

TEST_F(FestivalTest, ASlugThatIsNoAddressIsRefusedNamingIt) {
    const QByteArray chief = festival_token();
    const QStringList files = event_files();
    for (const QString &slug : {QStringLiteral("A B"), QStringLiteral("festival"), QStringLiteral("../x"),
                                QString(40, QLatin1Char('a')), QStringLiteral(""), QStringLiteral("x__y"),
                                QStringLiteral("Upper"), QStringLiteral("a/b"), QStringLiteral(".hidden")}) {
        const HttpAnswer a = post_section(
            port(), {{QStringLiteral("slug"), slug}, {QStringLiteral("name"), QStringLiteral("Refused")}}, chief);
        EXPECT_EQ(a.status, 400) << slug.toStdString() << " " << a.body.constData();
        EXPECT_EQ(error_of(a)[QLatin1String("code")].toString(), QStringLiteral("bad_field")) << slug.toStdString();
        EXPECT_EQ(error_of(a)[QLatin1String("field")].toString(), QStringLiteral("slug")) << slug.toStdString();
    }
    // No slug at all: the same.
    const HttpAnswer none = post_section(port(), {{QStringLiteral("name"), QStringLiteral("Refused")}}, chief);
    EXPECT_EQ(none.status, 400);
    EXPECT_EQ(error_of(none)[QLatin1String("field")].toString(), QStringLiteral("slug"));
    EXPECT_EQ(event_files(), files);
    EXPECT_FALSE(QFileInfo::exists(QDir(dir_.path()).filePath(QStringLiteral("../x.db"))));
    EXPECT_EQ(served_slugs().size(), 3);
}

TEST_F(FestivalTest, ASlugTakenIsRefusedAndTheEventKept) {
    const QByteArray chief = festival_token();
    const HttpAnswer taken = post_section(
        port(), {{QStringLiteral("slug"), QStringLiteral("a-open")}, {QStringLiteral("name"), QStringLiteral("Other")}},
        chief);
    EXPECT_EQ(taken.status, 400) << taken.body.constData();
    EXPECT_EQ(error_of(taken)[QLatin1String("field")].toString(), QStringLiteral("slug"));
    EXPECT_EQ(read(QStringLiteral("a-open")).data().info.name, "A Open");
    EXPECT_EQ(read(QStringLiteral("a-open")).data().players.size(), 4u);
    EXPECT_EQ(json(http(port(), "GET", "/t/a-open/api/v1/event"))[QLatin1String("name")].toString(),
              QStringLiteral("A Open"));
}

// A file of the folder that is not served (no event) still holds its name: not overwritten.
TEST_F(FestivalTest, AFileThatIsNoSectionIsNotOverwritten) {
    QFile notes(file(QStringLiteral("notes")));
    ASSERT_TRUE(notes.open(QIODevice::WriteOnly));
    notes.write("the arbiters' notes, not an event");
    notes.close();
    const HttpAnswer a = post_section(
        port(), {{QStringLiteral("slug"), QStringLiteral("notes")}, {QStringLiteral("name"), QStringLiteral("N")}},
        festival_token());
    EXPECT_EQ(a.status, 400) << a.body.constData();
    EXPECT_EQ(error_of(a)[QLatin1String("field")].toString(), QStringLiteral("slug"));
    ASSERT_TRUE(notes.open(QIODevice::ReadOnly));
    EXPECT_EQ(notes.readAll(), QByteArray("the arbiters' notes, not an event"));
}

TEST_F(FestivalTest, ASettingTheSetupFormRefusesIsNamedAndNothingIsMade) {
    const QByteArray chief = festival_token();
    const QStringList files = event_files();
    struct Case {
        QJsonObject fields;
        QString field;
    };
    const std::vector<Case> cases{
        {{{QStringLiteral("slug"), QStringLiteral("v1")},
          {QStringLiteral("name"), QStringLiteral("V")},
          {QStringLiteral("rounds"), QStringLiteral("5")},
          {QStringLiteral("variant"), QStringLiteral("chess-ish")}},
         QStringLiteral("variant")},
        {{{QStringLiteral("slug"), QStringLiteral("v2")},
          {QStringLiteral("name"), QStringLiteral("V")},
          {QStringLiteral("rounds"), QStringLiteral("5")},
          {QStringLiteral("system"), QStringLiteral("dutch-ish")}},
         QStringLiteral("system")},
        {{{QStringLiteral("slug"), QStringLiteral("v3")},
          {QStringLiteral("name"), QStringLiteral("V")},
          {QStringLiteral("rounds"), QStringLiteral("many")}},
         QStringLiteral("rounds")},
        {{{QStringLiteral("slug"), QStringLiteral("v4")}, {QStringLiteral("name"), 5}, {QStringLiteral("rounds"), 5}},
         QStringLiteral("name")},
        {{{QStringLiteral("slug"), QStringLiteral("v5")}, {QStringLiteral("name"), QStringLiteral("V")}},
         QStringLiteral("rounds")}, // a Swiss needs its number of rounds
    };
    for (const Case &c : cases) {
        const HttpAnswer a = post_section(port(), c.fields, chief);
        const QString slug = c.fields[QLatin1String("slug")].toString();
        EXPECT_EQ(a.status, 400) << c.field.toStdString() << " " << a.body.constData();
        EXPECT_EQ(error_of(a)[QLatin1String("field")].toString(), c.field) << a.body.constData();
        EXPECT_FALSE(QFileInfo::exists(file(slug))) << slug.toStdString();
        EXPECT_FALSE(QFileInfo::exists(file(slug) + QStringLiteral("-wal"))) << slug.toStdString();
        EXPECT_FALSE(QFileInfo::exists(file(slug) + QStringLiteral("-journal"))) << slug.toStdString();
        EXPECT_EQ(http(port(), "GET", "/t/" + slug.toLatin1() + "/api/v1/event").status, 404);
    }
    EXPECT_EQ(event_files(), files);
    EXPECT_EQ(served_slugs().size(), 3);
    // The same slug made right afterwards: nothing of the refusal stands in its way.
    const HttpAnswer made = post_section(port(),
                                         {{QStringLiteral("slug"), QStringLiteral("v1")},
                                          {QStringLiteral("name"), QStringLiteral("V")},
                                          {QStringLiteral("rounds"), QStringLiteral("5")}},
                                         chief);
    EXPECT_EQ(made.status, 200) << made.body.constData();
}

TEST_F(FestivalTest, WithoutAFestivalTokenNothingIsMade) {
    const QStringList files = event_files();
    const QJsonObject fields{{QStringLiteral("slug"), QStringLiteral("u12")},
                             {QStringLiteral("name"), QStringLiteral("U12")}};
    const HttpAnswer none = post_section(port(), fields, {});
    EXPECT_EQ(none.status, 401);
    EXPECT_TRUE(none.headers["www-authenticate"].startsWith("Bearer"));
    EXPECT_EQ(post_section(port(), fields, "guess").status, 401);
    EXPECT_EQ(event_files(), files);
    EXPECT_EQ(http(port(), "GET", "/t/u12/api/v1/event").status, 404);
}

} // namespace
} // namespace damka::testing
