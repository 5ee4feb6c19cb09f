// The desk's addresses (server/desk_api.hpp), the new event's setup (event_setup.hpp), the
// print pages and the QR codes, over loopback on the four-player Swiss of server_fixture.hpp
// (round 1 published: 1-2, 3-4).
#include "server/event_setup.hpp"
#include "server/qr_code.hpp"
#include "server_fixture.hpp"
#include "setup_fixture.hpp"

#include <gtest/gtest.h>

#include <QFileInfo>
#include <QRegularExpression>

#include <set>

namespace damka::testing {
namespace {

QByteArray body(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

using DeskTest = ServerTest;

TEST_F(DeskTest, OnlyTheChiefRunsTheEventAndArbitersTheRound) {
    const QByteArray arbiter = served_.token(QStringLiteral("arbiter")),
                     board = served_.token(QStringLiteral("board:1"));
    const QByteArray add = body({{QStringLiteral("name"), QStringLiteral("Late Comer")}});
    EXPECT_EQ(http(port(), "POST", "/api/v1/players", add).status, 401);
    EXPECT_EQ(http(port(), "POST", "/api/v1/players", add, arbiter).status, 403);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/pair", "{}", arbiter).status, 403);
    EXPECT_EQ(http(port(), "GET", "/api/v1/audit", {}, arbiter).status, 403);
    EXPECT_EQ(http(port(), "GET", "/api/v1/tokens", {}, board).status, 403);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 1-0")}}), board)
                  .status,
              403);
    EXPECT_EQ(cli().data().players.size(), 4u); // nothing was added
    // An arbiter reads the round and enters a batch.
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/1/draft", {}, arbiter).status, 200);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 1-0")}}), arbiter)
                  .status,
              200);
    EXPECT_EQ(result_of(1, 1), "1-0");
    // A write address read, and a read address written.
    EXPECT_EQ(http(port(), "POST", "/api/v1/audit", "{}", served_.token(QStringLiteral("chief"))).status, 405);
}

TEST_F(DeskTest, APlayerAddedAsTheCliAddsHimAndBadFieldsNamed) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    auto bad =
        http(port(), "POST", "/api/v1/players",
             body({{QStringLiteral("name"), QStringLiteral("X")}, {QStringLiteral("rating"), QStringLiteral("abc")}}),
             chief);
    EXPECT_EQ(bad.status, 400);
    EXPECT_TRUE(json(bad)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().startsWith(
        QStringLiteral("rating:")));
    EXPECT_EQ(http(port(), "POST", "/api/v1/players", "{}", chief).status, 400); // no name
    // After round 1 is paired: a late entry, missed round as HPB.
    const auto added = http(port(), "POST", "/api/v1/players",
                            body({{QStringLiteral("name"), QStringLiteral("Late Comer")},
                                  {QStringLiteral("rating"), QStringLiteral("1500")},
                                  {QStringLiteral("federation"), QStringLiteral("ukr")},
                                  {QStringLiteral("missed"), QStringLiteral("HPB")}}),
                            chief);
    ASSERT_EQ(added.status, 200) << added.body.toStdString();
    const tournament::EventData e = cli().data();
    ASSERT_EQ(e.players.size(), 5u);
    EXPECT_EQ(e.players[4].federation, "UKR"); // in capitals, as `player add --fed`
    EXPECT_EQ(e.players[4].first_round, 2);
    // Corrected: a field not sent keeps its value.
    ASSERT_EQ(
        http(port(), "POST", "/api/v1/players/5", body({{QStringLiteral("club"), QStringLiteral("Minsk DC")}}), chief)
            .status,
        200);
    EXPECT_EQ(cli().data().players[4].club, "Minsk DC");
    EXPECT_EQ(cli().data().players[4].rating, 1500);
    // The edit form's record: every field, for the chief only.
    const auto record = http(port(), "GET", "/api/v1/players/5/record", {}, chief);
    ASSERT_EQ(record.status, 200);
    EXPECT_EQ(json(record)[QLatin1String("club")].toString(), QStringLiteral("Minsk DC"));
    EXPECT_EQ(json(record)[QLatin1String("federation")].toString(), QStringLiteral("UKR"));
    EXPECT_EQ(http(port(), "GET", "/api/v1/players/5/record", {}, served_.token(QStringLiteral("arbiter"))).status,
              403);
    EXPECT_EQ(http(port(), "GET", "/api/v1/players/9/record", {}, chief).status, 404);
    // An emptied field is cleared.
    ASSERT_EQ(http(port(), "POST", "/api/v1/players/5", body({{QStringLiteral("club"), QString()}}), chief).status,
              200);
    EXPECT_EQ(cli().data().players[4].club, "");
    EXPECT_EQ(http(port(), "POST", "/api/v1/players/99/withdraw", "{}", chief).status, 422);
    ASSERT_EQ(http(port(), "POST", "/api/v1/players/4/withdraw", body({{QStringLiteral("after"), QStringLiteral("1")}}),
                   chief)
                  .status,
              200);
    EXPECT_EQ(cli().data().players[3].withdrawn_after, 1);
    ASSERT_EQ(http(port(), "POST", "/api/v1/players/4/reenter", {}, chief).status, 200);
    EXPECT_EQ(cli().data().players[3].withdrawn_after, 0);
}

TEST_F(DeskTest, TheCsvPreviewNamesEveryRefusedLineAndSavesNothing) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    // Line 3: not a rating; line 5: Player 1 again (already registered); lines 2 and 4 are good.
    const QString csv = QStringLiteral("name,rating\nNew One,1700\nNew Two,abc\nNew Three,1600\nPlayer 1,1990\n");
    auto preview = http(port(), "POST", "/api/v1/players/import",
                        body({{QStringLiteral("csv"), csv}, {QStringLiteral("preview"), true}}), chief);
    EXPECT_EQ(preview.status, 422);
    const QString why = json(preview)[QLatin1String("error")].toObject()[QLatin1String("message")].toString();
    EXPECT_TRUE(why.contains(QStringLiteral("line 3: rating"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("line 5: Player 1:"))) << why.toStdString();
    EXPECT_EQ(cli().data().players.size(), 4u);
    // The good lines: the preview says what would happen, and still saves nothing.
    const QString good = QStringLiteral("name,rating\nNew One,1700\nNew Three,1600\n");
    preview = http(port(), "POST", "/api/v1/players/import",
                   body({{QStringLiteral("csv"), good}, {QStringLiteral("preview"), QStringLiteral("true")}}), chief);
    ASSERT_EQ(preview.status, 200);
    EXPECT_EQ(json(preview)[QLatin1String("changed")].toArray().last().toString(),
              QStringLiteral("would import 2 players"));
    EXPECT_EQ(cli().data().players.size(), 4u);
    const auto imported = http(port(), "POST", "/api/v1/players/import", body({{QStringLiteral("csv"), good}}), chief);
    ASSERT_EQ(imported.status, 200);
    EXPECT_EQ(cli().data().players.size(), 6u);
}

// The event service answers in no language; the desk renders its answers, refusals, audit
// records and the pairing's explanation in the page's (?lang=ru), and names a wrong field by the
// key the form's label is found by. Expected words: translations/damka_ru.ts.
TEST_F(DeskTest, TheServicesWordsComeInThePagesLanguage) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    auto message = [](const HttpAnswer &a) {
        return json(a)[QLatin1String("error")].toObject()[QLatin1String("message")].toString();
    };
    const QString csv = QStringLiteral("name,rating\nNew One,1700\nPlayer 1,1990\n");
    const auto refused = http(port(), "POST", "/api/v1/players/import?lang=ru",
                              body({{QStringLiteral("csv"), csv}, {QStringLiteral("preview"), true}}), chief);
    // Issue 44: a likely duplicate is a question (409), listed with the line that will be added.
    EXPECT_EQ(refused.status, 409);
    EXPECT_TRUE(message(refused).startsWith(QStringLiteral("ничего не импортировано:\nстрока 3: Player 1: ")))
        << message(refused).toStdString();
    const auto added = http(port(), "POST", "/api/v1/players?lang=ru",
                            body({{QStringLiteral("name"), QStringLiteral("Анна")}}), chief);
    ASSERT_EQ(added.status, 200) << added.body.toStdString();
    EXPECT_EQ(json(added)[QLatin1String("changed")].toArray().first().toString(),
              QStringLiteral("добавлен участник 5: Анна"));
    // The same command's record in the audit log, in either language.
    for (const auto &[lang, line] : {std::pair{"ru", "добавлен участник 5: Анна"}, {"en", "added player 5: Анна"}}) {
        const auto audit = http(port(), "GET", QByteArray("/api/v1/audit?lang=") + lang, {}, chief);
        ASSERT_EQ(audit.status, 200);
        EXPECT_EQ(
            json(audit)[QLatin1String("entries")].toArray().first().toObject()[QLatin1String("summary")].toString(),
            QString::fromUtf8(line));
    }
    // Round 2's explanation, as the engine wrote it when it paired (round 1 was paired by hand).
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 1-0\n2 0-1")}}), chief)
                  .status,
              200);
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/pair", "{}", chief).status, 200);
    const auto draft = http(port(), "GET", "/api/v1/rounds/2/draft?lang=ru", {}, chief);
    ASSERT_EQ(draft.status, 200);
    const QString why = json(draft)[QLatin1String("explanation")].toString();
    EXPECT_TRUE(why.startsWith(QStringLiteral("Очковая группа 1: свои "))) << why.toStdString();
    // A field the desk checks itself: the key apart, the reason in the page's language.
    const auto bad = http(
        port(), "POST", "/api/v1/players?lang=ru",
        body({{QStringLiteral("name"), QStringLiteral("Б")}, {QStringLiteral("rating"), QStringLiteral("x")}}), chief);
    EXPECT_EQ(bad.status, 400);
    const QJsonObject error = json(bad)[QLatin1String("error")].toObject();
    EXPECT_EQ(error[QLatin1String("field")].toString(), QStringLiteral("rating"));
    EXPECT_EQ(error[QLatin1String("reason")].toString(), QStringLiteral("«x» — не целое число от 0 до 3000"));
}

TEST_F(DeskTest, BatchResultsAllOrNothingAndACorrectionWaitsForConfirmation) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    auto wrong = http(port(), "POST", "/api/v1/rounds/1/results",
                      body({{QStringLiteral("text"), QStringLiteral("1 1-0\n2 x-y")}}), chief);
    EXPECT_EQ(wrong.status, 400);
    EXPECT_TRUE(json(wrong)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().contains(
        QStringLiteral("line 2")));
    EXPECT_EQ(result_of(1, 1), ""); // all or nothing
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 1-0\n2 1/2")}}), chief)
                  .status,
              200);
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/pair", "{}", chief).status, 200);
    // Round 2 is paired on round 1's results: correcting one needs the arbiter's word (C.04.2).
    const QByteArray fix = body({{QStringLiteral("text"), QStringLiteral("1 0-1")}});
    auto asked = http(port(), "POST", "/api/v1/rounds/1/results", fix, chief);
    EXPECT_EQ(asked.status, 409);
    EXPECT_EQ(json(asked)[QLatin1String("error")].toObject()[QLatin1String("code")].toString(),
              QStringLiteral("confirm_needed"));
    EXPECT_EQ(result_of(1, 1), "1-0");
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 0-1")}, {QStringLiteral("confirm"), true}}), chief)
                  .status,
              200);
    EXPECT_EQ(result_of(1, 1), "0-1");
}

TEST_F(DeskTest, APairingByHandNamesTheBrokenArticleBeforeItIsForced) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 1-0\n2 0-1")}}), chief)
                  .status,
              200);
    // 1-2 and 3-4 again: rematches (C.04.1 2).
    const QByteArray rematch = body({{QStringLiteral("manual"), QStringLiteral("1-2\n3-4")}});
    auto refused = http(port(), "POST", "/api/v1/rounds/pair", rematch, chief);
    EXPECT_EQ(refused.status, 422);
    EXPECT_TRUE(json(refused)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().contains(
        QStringLiteral("C.04.1")));
    EXPECT_EQ(cli().last_round(), 1);
    EXPECT_EQ(
        http(port(), "POST", "/api/v1/rounds/pair", body({{QStringLiteral("manual"), QStringLiteral("1-x")}}), chief)
            .status,
        400);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/pair", body({{QStringLiteral("force"), true}}), chief).status,
              400); // force goes with a pairing by hand
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/pair",
                   body({{QStringLiteral("manual"), QStringLiteral("1-2, 3-4")}, {QStringLiteral("force"), true}}),
                   chief)
                  .status,
              200);
    const auto draft = http(port(), "GET", "/api/v1/rounds/2/draft", {}, chief);
    ASSERT_EQ(draft.status, 200);
    EXPECT_EQ(json(draft)[QLatin1String("state")].toString(), QStringLiteral("draft"));
    EXPECT_EQ(json(draft)[QLatin1String("manual")].toString(), QStringLiteral("1-2, 3-4"));
    // Not public while a draft.
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/2").status, 404);
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/undo", {}, chief).status, 200);
    EXPECT_EQ(cli().last_round(), 1);
}

TEST_F(DeskTest, ATokenMadeOnTheDeskOpensItsPageAndIsRevoked) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const auto made =
        http(port(), "POST", "/api/v1/tokens",
             body({{QStringLiteral("role"), QStringLiteral("board")},
                   {QStringLiteral("board"), QStringLiteral("2")},
                   {QStringLiteral("link_base"), QStringLiteral("http://192.168.1.5:8080/ru/results/1")}}),
             chief);
    ASSERT_EQ(made.status, 200) << made.body.toStdString();
    const QJsonObject t = json(made);
    const QByteArray secret = t[QLatin1String("token")].toString().toLatin1();
    EXPECT_EQ(t[QLatin1String("role")].toString(), QStringLiteral("board:2"));
    EXPECT_EQ(t[QLatin1String("round")].toInt(), 1);
    EXPECT_EQ(t[QLatin1String("link")].toString(),
              QStringLiteral("http://192.168.1.5:8080/ru/results/1#token=") + QString::fromLatin1(secret));
    EXPECT_TRUE(t[QLatin1String("qr_svg")].toString().startsWith(QStringLiteral("<svg")));
    EXPECT_EQ(json(http(port(), "GET", "/api/v1/token", {}, secret))[QLatin1String("role")].toString(),
              QStringLiteral("board:2"));
    // Listed for the chief, then revoked: refused from the next request on.
    const QJsonArray listed = json(http(port(), "GET", "/api/v1/tokens", {}, chief))[QLatin1String("tokens")].toArray();
    QJsonObject row;
    for (const QJsonValue &v : listed)
        if (v.toObject()[QLatin1String("id")] == t[QLatin1String("id")]) row = v.toObject();
    EXPECT_EQ(row[QLatin1String("state")].toString(), QStringLiteral("in use"));
    EXPECT_EQ(row[QLatin1String("role")].toString(), QStringLiteral("board:2"));
    ASSERT_EQ(
        http(port(), "POST", "/api/v1/tokens/" + t[QLatin1String("id")].toString().toLatin1() + "/revoke", {}, chief)
            .status,
        200);
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, secret).status, 401);
    // A link anywhere but the web, and a role that is none.
    EXPECT_EQ(http(port(), "POST", "/api/v1/tokens",
                   body({{QStringLiteral("role"), QStringLiteral("chief")},
                         {QStringLiteral("link_base"), QStringLiteral("javascript:alert(1)")}}),
                   chief)
                  .status,
              400);
    EXPECT_EQ(
        http(port(), "POST", "/api/v1/tokens", body({{QStringLiteral("role"), QStringLiteral("king")}}), chief).status,
        400);
    // The audit log names the chief's token that made them, newest first.
    const QJsonArray audit = json(http(port(), "GET", "/api/v1/audit", {}, chief))[QLatin1String("entries")].toArray();
    EXPECT_EQ(audit.first().toObject()[QLatin1String("action")].toString(), QStringLiteral("token.revoke"));
    EXPECT_TRUE(
        audit.first().toObject()[QLatin1String("who")].toString().startsWith(QStringLiteral("web chief token ")));
}

TEST_F(DeskTest, EventSettingsEditedAsEventEdit) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    EXPECT_EQ(
        http(port(), "POST", "/api/v1/event", body({{QStringLiteral("tiebreaks"), QStringLiteral("BH,NOPE")}}), chief)
            .status,
        400);
    EXPECT_EQ(
        http(port(), "POST", "/api/v1/event", body({{QStringLiteral("language"), QStringLiteral("xx")}}), chief).status,
        400);
    ASSERT_EQ(http(port(), "POST", "/api/v1/event",
                   body({{QStringLiteral("rounds"), QStringLiteral("5")},
                         {QStringLiteral("place"), QStringLiteral("Minsk")}}),
                   chief)
                  .status,
              200);
    const tournament::EventData e = cli().data();
    EXPECT_EQ(e.info.rounds, 5);
    EXPECT_EQ(e.info.place, "Minsk");
    EXPECT_EQ(e.info.name, "Club Swiss"); // not sent: kept
}

TEST_F(DeskTest, PrintsArePagesWithTheReportsStyleSheetAndNoInlineStyle) {
    const auto slips = http(port(), "GET", "/ru/print/slips/1");
    ASSERT_EQ(slips.status, 200);
    EXPECT_TRUE(slips.body.contains("<link rel=\"stylesheet\" href=\"assets/print.css\">"));
    EXPECT_FALSE(slips.body.contains("<style"));
    EXPECT_TRUE(slips.body.contains("Player 1"));
    EXPECT_EQ(http(port(), "GET", "/en/print/slips/2").status, 404); // not paired
    EXPECT_EQ(http(port(), "GET", "/en/print/checkin/2").status, 200); // the next round's list
    EXPECT_EQ(http(port(), "GET", "/en/print/cards").status, 200);
    const auto css = http(port(), "GET", "/assets/print.css");
    EXPECT_EQ(css.status, 200);
    EXPECT_TRUE(css.body.contains("@media print"));
    const auto players = http(port(), "GET", "/api/v1/players.csv");
    EXPECT_EQ(players.status, 200);
    EXPECT_EQ(players.body.count("\r\n"), 5); // header and four players
}

// ISO/IEC 18004 6.3.3: three finder patterns, 7 x 7 modules: a dark ring, a light ring, a dark
// 3 x 3 centre; drawn here after a quiet zone of 4 modules (qr_code.hpp).
TEST(QrCode, HasTheFinderPatternsOfTheStandard) {
    const std::string svg = server::qr_svg(QStringLiteral("http://192.168.1.5:8080/en/desk#token=abcdefghijklmnop"));
    ASSERT_FALSE(svg.empty());
    std::set<std::pair<int, int>> dark;
    const QRegularExpression module(QStringLiteral("M(\\d+) (\\d+)h1v1h-1z"));
    for (auto m = module.globalMatch(QString::fromStdString(svg)); m.hasNext();) {
        const auto one = m.next();
        dark.emplace(one.captured(1).toInt(), one.captured(2).toInt());
    }
    const QRegularExpression box(QStringLiteral("viewBox=\"0 0 (\\d+) "));
    const int size = box.match(QString::fromStdString(svg)).captured(1).toInt();
    const int width = size - 8; // the symbol without its quiet zone
    ASSERT_EQ((width - 17) % 4, 0) << "a QR symbol is 17 + 4 x version modules wide";
    for (const auto &[x0, y0] : {std::pair{4, 4}, std::pair{4 + width - 7, 4}, std::pair{4, 4 + width - 7}})
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 7; ++x) {
                const bool ring = x == 0 || y == 0 || x == 6 || y == 6;
                const bool centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
                EXPECT_EQ(dark.count({x0 + x, y0 + y}) == 1, ring || centre)
                    << x0 << "," << y0 << " +" << x << "," << y;
            }
    // Nothing in the quiet zone.
    for (const auto &[x, y] : dark) EXPECT_TRUE(x >= 4 && y >= 4 && x < 4 + width && y < 4 + width);
}

// `damka serve --new`: no event until the setup link's form makes it.
TEST(EventSetup, TheSetupLinkCreatesTheEventAndBecomesTheChiefsToken) {
    SetupServer served; // `damka serve --new` (setup_fixture.hpp)
    ASSERT_NE(served.port, 0) << served.why.toStdString();
    const quint16 port = served.port;
    const QString &file = served.file;
    const QByteArray &secret = served.secret;
    EXPECT_EQ(http(port, "GET", "/api/v1/event").status, 503);
    const auto away = http(port, "GET", "/ru/standings");
    EXPECT_EQ(away.status, 302);
    EXPECT_EQ(away.headers.value("location"), "/ru/desk/new");
    const auto form = http(port, "GET", "/ru/desk/new");
    EXPECT_EQ(form.status, 200);
    EXPECT_TRUE(form.body.contains("value=\"russian\"")); // the loaded plugins' variants
    // ABI 1.4: each named by its plugin in the page's language, the id only in the value; the
    // English page adds the id to the plugin's English name.
    EXPECT_TRUE(form.body.contains("value=\"russian\" selected>русские шашки</option>")) << form.body.constData();
    EXPECT_TRUE(form.body.contains(">таврели</option>"));
    EXPECT_FALSE(form.body.contains("(russian)"));
    EXPECT_TRUE(http(port, "GET", "/en/desk/new").body.contains(">Russian draughts (russian)</option>"));
    const QByteArray settings = body({{QStringLiteral("name"), QStringLiteral("Web Open")},
                                      {QStringLiteral("rounds"), QStringLiteral("7")},
                                      {QStringLiteral("system"), QStringLiteral("swiss")}});
    EXPECT_EQ(http(port, "POST", "/api/v1/event/new", settings).status, 401);
    EXPECT_EQ(http(port, "POST", "/api/v1/event/new", settings, "not-the-secret").status, 401);
    const auto wrong = http(port, "POST", "/api/v1/event/new",
                            body({{QStringLiteral("name"), QStringLiteral("Web Open")},
                                  {QStringLiteral("system"), QStringLiteral("dutch-ish")}}),
                            secret);
    EXPECT_EQ(wrong.status, 400);
    EXPECT_TRUE(json(wrong)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().startsWith(
        QStringLiteral("system:")));
    EXPECT_FALSE(QFileInfo::exists(file)); // nothing made
    // Issue 43: a chief arbiter beyond the cap of names (the event service's check), and a body
    // against I-JSON (a name given twice), make nothing either.
    const auto long_arbiter = http(port, "POST", "/api/v1/event/new",
                                   body({{QStringLiteral("name"), QStringLiteral("Web Open")},
                                         {QStringLiteral("rounds"), QStringLiteral("7")},
                                         {QStringLiteral("chief-arbiter"), QString(300, QLatin1Char('A'))}}),
                                   secret);
    EXPECT_EQ(long_arbiter.status, 422);
    EXPECT_TRUE(long_arbiter.body.contains("chief arbiter: 300 characters; at most 200"))
        << long_arbiter.body.constData();
    const auto twice = http(port, "POST", "/api/v1/event/new", R"({"name": "A", "name": "B"})", secret);
    EXPECT_EQ(twice.status, 400);
    EXPECT_EQ(json(twice)[QLatin1String("error")].toObject()[QLatin1String("field")].toString(),
              QStringLiteral("name"));
    EXPECT_FALSE(QFileInfo::exists(file));
    const auto made = http(port, "POST", "/api/v1/event/new", settings, secret);
    ASSERT_EQ(made.status, 200) << made.body.toStdString();
    // The answer that makes the setup link the chief's token is kept by no cache.
    EXPECT_EQ(made.headers.value("cache-control"), "no-store");
    EXPECT_EQ(json(http(port, "GET", "/api/v1/event"))[QLatin1String("name")].toString(), QStringLiteral("Web Open"));
    EXPECT_EQ(json(http(port, "GET", "/api/v1/event"))[QLatin1String("rounds")].toInt(), 7);
    EXPECT_EQ(json(http(port, "GET", "/api/v1/token", {}, secret))[QLatin1String("role")].toString(),
              QStringLiteral("chief"));
    EXPECT_EQ(http(port, "GET", "/ru/desk").status, 200);
    // A Swiss with no tie-breaks given gets the Swiss defaults (event_form.cpp), as from the CLI.
    auto ev = tournament::Event::open(file, storage::Access::Read);
    ASSERT_TRUE(ev);
    EXPECT_EQ(ev->data().info.tiebreaks, (std::vector<std::string>{"BH-C1", "BH", "SB", "DE", "WIN"}));
}

} // namespace
} // namespace damka::testing

namespace damka::testing {
namespace {

// A team Swiss of two-board matches: teams, a captain's line-up, a whole match forfeited.
TEST(DeskTeams, ACaptainGivesOnlyItsOwnTeamsLineup) {
    ensure_app();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("teams.db"));
    tournament::TournamentInfo info;
    info.name = "Team Cup";
    info.rounds = 3;
    info.system = tournament::System::TeamSwiss;
    info.team_boards = 2;
    {
        auto ev = tournament::Event::create(file, info);
        ASSERT_TRUE(ev) << ev.error();
        for (int i = 1; i <= 6; ++i) {
            tournament::Player p;
            p.name = "P" + std::to_string(i);
            p.rating = 2000 - 10 * i;
            ASSERT_TRUE(ev->add_player(p));
        }
    }
    ServedEvent served;
    ASSERT_EQ(served.start(file), "");
    const QByteArray chief = served.token(QStringLiteral("chief"));
    const quint16 port = served.port;
    ASSERT_EQ(http(port, "POST", "/api/v1/teams",
                   body({{QStringLiteral("name"), QStringLiteral("Alpha")},
                         {QStringLiteral("players"), QStringLiteral("1, 2, 5")},
                         {QStringLiteral("captain"), QStringLiteral("1")}}),
                   chief)
                  .status,
              200);
    ASSERT_EQ(http(port, "POST", "/api/v1/teams",
                   body({{QStringLiteral("name"), QStringLiteral("Beta")},
                         {QStringLiteral("players"), QStringLiteral("3 4 6")}}),
                   chief)
                  .status,
              200);
    EXPECT_EQ(
        http(port, "POST", "/api/v1/teams", body({{QStringLiteral("name"), QStringLiteral("Gamma")}}), chief).status,
        400); // no board order
    const QByteArray captain = served.token(QStringLiteral("captain:1"));
    // Its own team: board 1 P1, the reserve P5 on board 2 (P2 sits out).
    const auto own =
        http(port, "POST", "/api/v1/teams/1/lineup",
             body({{QStringLiteral("round"), QStringLiteral("1")}, {QStringLiteral("players"), QStringLiteral("1,5")}}),
             captain);
    EXPECT_EQ(own.status, 200) << own.body.toStdString();
    EXPECT_EQ(
        http(port, "POST", "/api/v1/teams/2/lineup",
             body({{QStringLiteral("round"), QStringLiteral("1")}, {QStringLiteral("players"), QStringLiteral("3,4")}}),
             captain)
            .status,
        403);
    EXPECT_EQ(http(port, "POST", "/api/v1/rounds/pair", "{}", captain).status, 403);
    EXPECT_EQ(http(port, "POST", "/api/v1/rounds/1/boards/1/result",
                   body({{QStringLiteral("result"), QStringLiteral("1-0")}}), captain)
                  .status,
              403);
    ASSERT_EQ(http(port, "POST", "/api/v1/rounds/pair", "{}", chief).status, 200);
    ASSERT_EQ(http(port, "POST", "/api/v1/rounds/1/publish", {}, chief).status, 200);
    auto ev = tournament::Event::open(file, storage::Access::Read);
    ASSERT_TRUE(ev);
    const tournament::EventData paired = ev->data(); // kept: find_round points into it
    for (const auto &g : tournament::find_round(paired, 1)->games) { // P2 was left out of Alpha's line-up
        EXPECT_NE(g.white, 2);
        EXPECT_NE(g.black, 2);
    }
    // Beta does not come: every board of match 1 to Alpha.
    const QByteArray arbiter = served.token(QStringLiteral("arbiter"));
    EXPECT_EQ(http(port, "POST", "/api/v1/rounds/1/matches/1/forfeit",
                   body({{QStringLiteral("result"), QStringLiteral("+x")}}), arbiter)
                  .status,
              400);
    ASSERT_EQ(http(port, "POST", "/api/v1/rounds/1/matches/1/forfeit",
                   body({{QStringLiteral("result"), QStringLiteral("+-")}}), arbiter)
                  .status,
              200);
    auto after = tournament::Event::open(file, storage::Access::Read);
    const tournament::EventData forfeited = after->data();
    for (const auto &g : tournament::find_round(forfeited, 1)->games)
        EXPECT_TRUE(g.result == R::WhiteForfeit || g.result == R::BlackForfeit);
}

} // namespace
} // namespace damka::testing

namespace damka::testing {
namespace {

// A micro-match event's openings from the desk, replayed by the variant's plugin as
// `damka event openings` replays them.
TEST(DeskOpenings, CheckedByTheVariantsPlugin) {
    ensure_app();
    PluginRegistry registry;
    registry.load_default();
    if (!registry.find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("micro.db"));
    tournament::TournamentInfo info;
    info.name = "Micro";
    info.rounds = 3;
    info.games_per_pairing = 2;
    ASSERT_TRUE(tournament::Event::create(file, info));
    auto ev = tournament::Event::open(file, storage::Access::Write);
    ASSERT_TRUE(ev);
    server::prepare_for_serving(*ev);
    server::EventView view(std::move(*ev));
    server::WriteApi writes(view, {}, [&]() -> const PluginRegistry & { return registry; });
    server::WebServer web(view, std::ref(writes));
    QString why;
    const quint16 port = web.start(QHostAddress::LocalHost, 0, why);
    ASSERT_NE(port, 0);
    const QByteArray chief =
        server::create_token(view.event().db(), {server::Role::Kind::Chief}, QStringLiteral("test"), 0,
                             QDateTime::currentDateTimeUtc().addSecs(3600))
            .toLatin1();
    // c3-d4 then d4-e5 by White again: the second opening's move 2 is Black's, e5 is not.
    const auto wrong =
        http(port, "POST", "/api/v1/openings",
             body({{QStringLiteral("text"), QStringLiteral("# the list\n1. c3-d4 d6-c5\n1. c3-d4 d4-e5\n")}}), chief);
    EXPECT_EQ(wrong.status, 422);
    EXPECT_TRUE(json(wrong)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().contains(
        QStringLiteral("opening 2")))
        << wrong.body.toStdString();
    const auto good =
        http(port, "POST", "/api/v1/openings",
             body({{QStringLiteral("text"), QStringLiteral("1. c3-d4 d6-c5\n\n1. c3-b4 b6-a5\n")}}), chief);
    ASSERT_EQ(good.status, 200) << good.body.toStdString();
    EXPECT_EQ(view.event().data().info.openings.size(), 2u);
    // Without plugins the server says so.
    server::WriteApi bare(view, {});
    server::Request r;
    r.method = "POST";
    r.path = QStringList{QStringLiteral("api"), QStringLiteral("v1"), QStringLiteral("openings")};
    r.body = body({{QStringLiteral("text"), QStringLiteral("1. c3-d4 d6-c5")}});
    r.authorization = "Bearer " + chief;
    r.peer = QHostAddress::LocalHost;
    EXPECT_EQ(bare(r)->status, 503);
}

} // namespace
} // namespace damka::testing
