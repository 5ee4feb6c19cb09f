// Issue 44 §3 on the desk's addresses: a Windows-1251 file sent as bytes with its column
// mapping, a deletion and a likely duplicate asked first, ratings refused whole, the initial
// order sorted on the arbiter's word, and the CSV downloads as a Russian spreadsheet opens them.
// The Windows-1251 bytes are written in hex (iconv -t cp1251), never by the code under test.
#include "server_fixture.hpp"

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

QByteArray body(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

QString message(const HttpAnswer &a) {
    return json(a)[QLatin1String("error")].toObject()[QLatin1String("message")].toString();
}

QString changed(const HttpAnswer &a) {
    QStringList lines;
    for (const auto &l : json(a)[QLatin1String("changed")].toArray()) lines << l.toString();
    return lines.join(QLatin1Char('\n'));
}

// "Фамилия;Имя;Рейтинг;Город;Дата рождения\r\nИванов;Пётр;1800;Казань;14.03.2010\r\n" in
// Windows-1251, as Russian Excel's plain "CSV" saves it.
const QByteArray excel_cp1251 =
    "\xd4\xe0\xec\xe8\xeb\xe8\xff\x3b\xc8\xec\xff\x3b\xd0\xe5\xe9\xf2\xe8\xed\xe3\x3b\xc3\xee\xf0\xee\xe4\x3b\xc4"
    "\xe0\xf2\xe0\x20\xf0\xee\xe6\xe4\xe5\xed\xe8\xff\x0d\x0a\xc8\xe2\xe0\xed\xee\xe2\x3b\xcf\xb8\xf2\xf0\x3b\x31"
    "\x38\x30\x30\x3b\xca\xe0\xe7\xe0\xed\xfc\x3b\x31\x34\x2e\x30\x33\x2e\x32\x30\x31\x30\x0d\x0a";

using DeskFilesTest = ServerTest;

// Before: the desk sent the file's text as the browser read it (UTF-8), and the server refused
// the bytes as not UTF-8.
TEST_F(DeskFilesTest, AWindows1251FileIsImportedWithItsColumnMapping) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QString bytes = QString::fromLatin1(excel_cp1251.toBase64());
    const auto columns = http(port(), "POST", "/api/v1/players/import/columns?lang=ru",
                              body({{QStringLiteral("csv_base64"), bytes}}), chief);
    ASSERT_EQ(columns.status, 200) << columns.body.toStdString();
    const QJsonObject c = json(columns);
    EXPECT_EQ(c[QLatin1String("encoding")].toString(), QStringLiteral("windows-1251"));
    const QJsonArray cols = c[QLatin1String("columns")].toArray();
    ASSERT_EQ(cols.size(), 5);
    EXPECT_EQ(cols[3].toObject()[QLatin1String("header")].toString(), QStringLiteral("Город"));
    EXPECT_EQ(cols[3].toObject()[QLatin1String("field")].toString(), QString());
    EXPECT_EQ(cols[4].toObject()[QLatin1String("field")].toString(), QStringLiteral("birth_date"));
    bool club = false;
    for (const auto &f : c[QLatin1String("fields")].toArray())
        club = club ||
            (f.toObject()[QLatin1String("key")].toString() == QStringLiteral("club") &&
             f.toObject()[QLatin1String("label")].toString() == QStringLiteral("клуб"));
    EXPECT_TRUE(club) << columns.body.toStdString();
    const auto preview = http(port(), "POST", "/api/v1/players/import",
                              body({{QStringLiteral("csv_base64"), bytes},
                                    {QStringLiteral("columns"), QStringLiteral("4=club")},
                                    {QStringLiteral("preview"), true}}),
                              chief);
    ASSERT_EQ(preview.status, 200) << preview.body.toStdString();
    EXPECT_TRUE(changed(preview).startsWith(QStringLiteral("line 2: will be added as player 5: Иванов, Пётр (1800)")))
        << changed(preview).toStdString();
    EXPECT_EQ(cli().data().players.size(), 4u);
    ASSERT_EQ(http(port(), "POST", "/api/v1/players/import",
                   body({{QStringLiteral("csv_base64"), bytes}, {QStringLiteral("columns"), QStringLiteral("4=club")}}),
                   chief)
                  .status,
              200);
    const tournament::Player p = cli().data().players.at(4);
    EXPECT_EQ(p.name, "Иванов, Пётр");
    EXPECT_EQ(p.club, "Казань");
    EXPECT_EQ(p.birth_year, 2010);
    EXPECT_EQ(http(port(), "POST", "/api/v1/players/import",
                   body({{QStringLiteral("csv_base64"), QStringLiteral("%%")}}), chief)
                  .status,
              400);
}

TEST_F(DeskFilesTest, ADeletionIsAskedFirstAndAudited) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    ASSERT_EQ(
        http(port(), "POST", "/api/v1/players", body({{QStringLiteral("name"), QStringLiteral("Wrong Entry")}}), chief)
            .status,
        200);
    const auto asked = http(port(), "POST", "/api/v1/players/5/delete", "{}", chief);
    EXPECT_EQ(asked.status, 409);
    EXPECT_EQ(json(asked)[QLatin1String("error")].toObject()[QLatin1String("code")].toString(),
              QStringLiteral("confirm_needed"));
    EXPECT_TRUE(message(asked).contains(QStringLiteral("Wrong Entry (5)"))) << message(asked).toStdString();
    EXPECT_EQ(cli().data().players.size(), 5u);
    const auto deleted =
        http(port(), "POST", "/api/v1/players/5/delete?lang=ru", body({{QStringLiteral("confirm"), true}}), chief);
    ASSERT_EQ(deleted.status, 200) << deleted.body.toStdString();
    EXPECT_EQ(cli().data().players.size(), 4u);
    const auto audit = http(port(), "GET", "/api/v1/audit", {}, chief);
    EXPECT_EQ(json(audit)[QLatin1String("entries")].toArray().first().toObject()[QLatin1String("summary")].toString(),
              QStringLiteral("deleted player 5: Wrong Entry"));
    // Player 2 played round 1: withdrawn, not deleted; refused at once, not asked about.
    const auto played = http(port(), "POST", "/api/v1/players/2/delete", "{}", chief);
    EXPECT_EQ(played.status, 422);
    EXPECT_TRUE(message(played).contains(QStringLiteral("player withdraw 2"))) << message(played).toStdString();
    EXPECT_EQ(cli().data().players.size(), 4u);
}

// Before: a second "Player 1" was refused with no way on; a rating of 4000 was taken.
TEST_F(DeskFilesTest, ALikelyDuplicateIsAskedAndRatingsAreWhole) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QJsonObject twin{{QStringLiteral("name"), QStringLiteral("Player 1")}};
    EXPECT_EQ(http(port(), "POST", "/api/v1/players", body(twin), chief).status, 409);
    QJsonObject confirmed = twin;
    confirmed[QStringLiteral("confirm")] = true;
    EXPECT_EQ(http(port(), "POST", "/api/v1/players", body(confirmed), chief).status, 200);
    EXPECT_EQ(cli().data().players.size(), 5u);
    for (const QString &rating : {QStringLiteral("22ОО"), QStringLiteral("3001"), QStringLiteral("-1")}) {
        const auto bad = http(
            port(), "POST", "/api/v1/players",
            body({{QStringLiteral("name"), QStringLiteral("Someone")}, {QStringLiteral("rating"), rating}}), chief);
        EXPECT_EQ(bad.status, 400) << rating.toStdString();
        EXPECT_EQ(json(bad)[QLatin1String("error")].toObject()[QLatin1String("field")].toString(),
                  QStringLiteral("rating"));
    }
    EXPECT_EQ(cli().data().players.size(), 5u);
    // The desk's field is text: Chromium drops letters typed into a number field ("22ОО" -> 22).
    const auto page = http(port(), "GET", "/en/desk/players?part=main");
    EXPECT_TRUE(page.body.contains("type=\"text\" name=\"rating\" inputmode=\"numeric\""));
}

// Before round 1 the desk shows the initial order and sorts on the arbiter's word.
TEST_F(DeskFilesTest, TheInitialOrderIsShownAndSortedBeforeRoundOne) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    EXPECT_EQ(http(port(), "POST", "/api/v1/players/sort", "{}", chief).status, 422); // round 1 is paired
    EXPECT_FALSE(http(port(), "GET", "/en/desk/players?part=main").body.contains("id=\"initial-order\""));
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/undo", "{}", chief).status, 200);
    ASSERT_EQ(http(port(), "POST", "/api/v1/players",
                   body({{QStringLiteral("name"), QStringLiteral("Top Seed")}, {QStringLiteral("rating"), 2500}}),
                   chief)
                  .status,
              200);
    const auto page = http(port(), "GET", "/en/desk/players?part=main");
    EXPECT_TRUE(page.body.contains("<table id=\"initial-order\" data-sorted=\"0\">"));
    EXPECT_TRUE(page.body.contains("<tr data-player=\"5\" data-number=\"1\">"));
    EXPECT_TRUE(page.body.contains("id=\"sort-form\""));
    ASSERT_EQ(http(port(), "POST", "/api/v1/players/sort", "{}", chief).status, 200);
    const auto e = cli().data();
    EXPECT_EQ(e.players.at(0).name, "Top Seed");
    EXPECT_EQ(e.players.at(1).name, "Player 1");
    EXPECT_TRUE(http(port(), "GET", "/en/desk/players?part=main").body.contains("data-sorted=\"1\""));
}

// Before: no crosstable download; ',' and no byte order mark, so Russian Excel showed one
// column of mojibake.
TEST_F(DeskFilesTest, CsvDownloadsOpenInARussianSpreadsheet) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 1-0\n2 1/2")}}), chief)
                  .status,
              200);
    for (const char *what : {"players", "standings", "crosstable"}) {
        const auto ru = http(port(), "GET", QByteArray("/api/v1/") + what + ".csv?lang=ru");
        ASSERT_EQ(ru.status, 200) << what;
        EXPECT_TRUE(ru.body.startsWith("\xEF\xBB\xBF")) << what;
        const QByteArray head = ru.body.mid(3, ru.body.indexOf("\r\n") - 3);
        EXPECT_TRUE(head.contains(';')) << head.toStdString();
        EXPECT_FALSE(head.contains(',')) << head.toStdString();
        const auto en = http(port(), "GET", QByteArray("/api/v1/") + what + ".csv?lang=en");
        ASSERT_EQ(en.status, 200);
        EXPECT_TRUE(en.body.startsWith("\xEF\xBB\xBF"));
        EXPECT_FALSE(en.body.contains(';')) << what;
    }
    const auto players = http(port(), "GET", "/api/v1/players.csv?lang=ru");
    const QByteArray head = QByteArray("\xEF\xBB\xBF") + QStringLiteral("№;Участник").toUtf8(); // SNo;Name
    EXPECT_TRUE(players.body.startsWith(head)) << players.body.toStdString();
    // Player 3's half point, with the Russian decimal comma.
    const auto standings = http(port(), "GET", "/api/v1/standings.csv?lang=ru");
    EXPECT_TRUE(standings.body.contains(";0,5;")) << standings.body.toStdString();
    EXPECT_TRUE(http(port(), "GET", "/api/v1/standings.csv?lang=en").body.contains(",0.5,"));
    // The desk's links ask for the page's language.
    const auto desk = http(port(), "GET", "/ru/desk/prints?part=main");
    EXPECT_TRUE(desk.body.contains("href=\"api/v1/crosstable.csv?lang=ru\"")) << desk.body.toStdString();
}

} // namespace
} // namespace damka::testing
