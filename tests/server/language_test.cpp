// Issue 44 §4, "everything in the reader's language": the desk and the setup form read time
// controls as arbiters write them and store the clocks' syntax, refusing in the page's language;
// tie-breaks picked by name; byes, results, moves and dates as a Russian arbiter reads them; the
// language switch keeping the token and the page.
#include "server_fixture.hpp"
#include "setup_fixture.hpp"
#include "storage/audit_log.hpp"

#include <gtest/gtest.h>

#include <QFileInfo>
#include <QRegularExpression>

namespace damka::testing {
namespace {

QByteArray body(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
QString error_message(const HttpAnswer &a) {
    return json(a)[QLatin1String("error")].toObject()[QLatin1String("message")].toString();
}

using LanguageTest = ServerTest;

// Issue 44 §4: "45 мин + 15 сек" on the desk is the clocks' 45m+15s; what the clock could not
// read is refused, in Russian on the Russian desk, and the stored control is left as it was
// (the fixture's 5m+3s), never a control the web clock would show as 0:00.
TEST_F(LanguageTest, TheDeskEditsTheTimeControlAsTheClockReadsIt) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const auto refused = http(port(), "POST", "/api/v1/event?lang=ru",
                              body({{QStringLiteral("time_control"), QStringLiteral("45 кг + 15")}}), chief);
    EXPECT_EQ(refused.status, 400);
    EXPECT_EQ(json(refused)[QLatin1String("error")].toObject()[QLatin1String("field")].toString(),
              QStringLiteral("time_control"));
    EXPECT_TRUE(error_message(refused).contains(QStringLiteral("'кг' в '45 кг + 15' — не единица времени")))
        << error_message(refused).toStdString();
    EXPECT_EQ(cli().data().info.time_control, "5m+3s");
    for (const auto &[written, stored] : std::initializer_list<std::pair<const char *, const char *>>{
             {"45 мин + 15 сек", "45m+15s"}, {"90+30", "90m+30s"}, {"40/2h, 30m+30s", "40/2h, 30m+30s"}}) {
        ASSERT_EQ(http(port(), "POST", "/api/v1/event",
                       body({{QStringLiteral("time_control"), QString::fromUtf8(written)}}), chief)
                      .status,
                  200)
            << written;
        EXPECT_EQ(cli().data().info.time_control, stored);
    }
}

// The setup form (`damka serve --new`) reads and stores the control as the desk does.
TEST(LanguageSetup, TheSetupFormStoresTheClocksSyntaxAndRefusesInRussian) {
    SetupServer served;
    ASSERT_NE(served.port, 0) << served.why.toStdString();
    const quint16 port = served.port;
    const QString &file = served.file;
    const QByteArray &secret = served.secret;
    EXPECT_TRUE(http(port, "GET", "/ru/desk/new").body.contains("<select name=\"tiebreak-1\">"));
    const auto wrong = http(port, "POST", "/api/v1/event/new?lang=ru",
                            body({{QStringLiteral("name"), QStringLiteral("Open")},
                                  {QStringLiteral("time-control"), QStringLiteral("быстро")}}),
                            secret);
    EXPECT_EQ(wrong.status, 400);
    EXPECT_TRUE(error_message(wrong).contains(QStringLiteral("«45+15»"))) << error_message(wrong).toStdString();
    EXPECT_FALSE(QFileInfo::exists(file));
    const auto made = http(port, "POST", "/api/v1/event/new",
                           body({{QStringLiteral("name"), QStringLiteral("Open")},
                                 {QStringLiteral("rounds"), QStringLiteral("7")},
                                 {QStringLiteral("time-control"), QStringLiteral("45 мин + 15 сек")},
                                 {QStringLiteral("tiebreak-1"), QStringLiteral("SOLK")},
                                 {QStringLiteral("tiebreak-2"), QStringLiteral("BH")}}),
                           secret);
    ASSERT_EQ(made.status, 200) << made.body.toStdString();
    auto ev = tournament::Event::open(file, storage::Access::Read);
    ASSERT_TRUE(ev);
    EXPECT_EQ(ev->data().info.time_control, "45m+15s");
    EXPECT_EQ(ev->data().info.tiebreaks, (std::vector<std::string>{"SOLK", "BH"})); // picked from the list
}

// Issue 44 §4: the audit log names the person given by `damka serve --arbiter NAME` beside the
// chief's token; another token (a deputy's, a board's) is not that person and keeps its own name.
TEST_F(LanguageTest, TheAuditLogNamesTheServersArbiterForTheChiefsToken) {
    served_.view->set_arbiter(QStringLiteral("Иванов И. И."));
    const QByteArray chief = served_.token(QStringLiteral("chief")), arbiter = served_.token(QStringLiteral("arbiter"));
    ASSERT_EQ(
        http(port(), "POST", "/api/v1/event", body({{QStringLiteral("place"), QStringLiteral("Тула")}}), chief).status,
        200);
    tournament::Event ev = cli();
    const auto edit = storage::latest_audit(ev.db(), QStringLiteral("event.edit"));
    ASSERT_TRUE(edit);
    EXPECT_TRUE(edit->who.startsWith(QStringLiteral("Иванов И. И. (web chief token "))) << edit->who.toStdString();
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/results",
                   body({{QStringLiteral("text"), QStringLiteral("1 1-0")}}), arbiter)
                  .status,
              200);
    tournament::Event after = cli();
    const auto result = storage::read_audit(after.db()).back();
    EXPECT_TRUE(result.who.startsWith(QStringLiteral("web arbiter token "))) << result.who.toStdString();
}

// Issue 44 §4: the audit log's move entries and the viewer's moves as a scoresheet writes them
// ("2. a3-b4", never "from a3 to b4"), the audit's words in the page's language. 1. c3-d4 f6-e5,
// then 2. a3-b4, made on the board though d4:f6 was compulsory (confirmed as made).
TEST_F(LanguageTest, MovesAreNumberedNotationInTheAuditLogAndTheViewer) {
    if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
    const QByteArray board = served_.token(QStringLiteral("board:1")), chief = served_.token(QStringLiteral("chief"));
    const QByteArray moves = "/api/v1/rounds/1/boards/1/moves";
    ASSERT_EQ(http(port(), "POST", moves, body({{QStringLiteral("move"), QStringLiteral("c3-d4")}}), board).status,
              200);
    ASSERT_EQ(http(port(), "POST", moves, body({{QStringLiteral("move"), QStringLiteral("f6-e5")}}), board).status,
              200);
    ASSERT_EQ(http(port(), "POST", moves,
                   body({{QStringLiteral("from"), QStringLiteral("a3")},
                         {QStringLiteral("to"), QStringLiteral("b4")},
                         {QStringLiteral("illegal"), true}}),
                   board)
                  .status,
              200);
    QStringList summaries;
    static const QRegularExpression russian_moment(QStringLiteral("^\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d$"));
    for (const auto &entry :
         json(http(port(), "GET", "/api/v1/audit?lang=ru", {}, chief))[QLatin1String("entries")].toArray()) {
        // When, in the page's format and the event's local time (reports/dates.hpp): 14.03.2026 13:05.
        EXPECT_TRUE(russian_moment.match(entry.toObject()[QLatin1String("at_text")].toString()).hasMatch());
        if (entry.toObject()[QLatin1String("action")].toString() == QStringLiteral("arbiter.log"))
            summaries.prepend(entry.toObject()[QLatin1String("summary")].toString()); // newest first
    }
    EXPECT_EQ(summaries,
              (QStringList{QStringLiteral("тур 1, доска 1: 1. c3-d4"), QStringLiteral("тур 1, доска 1: 1... f6-e5"),
                           QStringLiteral("тур 1, доска 1: 2. a3-b4")}));
    // The tokens' dates too (the desk's access part).
    for (const auto &t :
         json(http(port(), "GET", "/api/v1/tokens?lang=ru", {}, chief))[QLatin1String("tokens")].toArray())
        EXPECT_TRUE(russian_moment.match(t.toObject()[QLatin1String("expires_text")].toString()).hasMatch());
    QStringList shown;
    for (const auto &m :
         json(http(port(), "GET", "/api/v1/rounds/1/boards/1/positions"))[QLatin1String("moves")].toArray())
        shown << m.toObject()[QLatin1String("notation")].toString();
    EXPECT_EQ(shown, (QStringList{QStringLiteral("c3-d4"), QStringLiteral("f6-e5"), QStringLiteral("a3-b4")}));
}

// Issue 44 §4: tie-breaks picked from a list of their names in the page's language, the code as
// a detail; an unknown code refused in the page's language; the picks named in the event header.
TEST_F(LanguageTest, TieBreaksArePickedByNameAndNamedInTheHeader) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QString desk = QString::fromUtf8(http(port(), "GET", "/ru/desk/event").body);
    EXPECT_TRUE(desk.contains(QStringLiteral("<select name=\"tiebreak_1\">"))) << desk.toStdString();
    EXPECT_TRUE(desk.contains(QStringLiteral("<option value=\"BH\" selected>Коэффициент Бухгольца (BH)</option>")));
    const auto unknown = http(port(), "POST", "/api/v1/event?lang=ru",
                              body({{QStringLiteral("tiebreak_1"), QStringLiteral("SB")},
                                    {QStringLiteral("tiebreak_2"), QStringLiteral("NOPE")}}),
                              chief);
    EXPECT_EQ(unknown.status, 400);
    EXPECT_TRUE(error_message(unknown).contains(QStringLiteral("неизвестный дополнительный показатель «NOPE»")))
        << error_message(unknown).toStdString();
    ASSERT_EQ(http(port(), "POST", "/api/v1/event",
                   body({{QStringLiteral("tiebreak_1"), QStringLiteral("SB")},
                         {QStringLiteral("tiebreak_2"), QString()},
                         {QStringLiteral("tiebreak_3"), QStringLiteral("BH")}}),
                   chief)
                  .status,
              200);
    EXPECT_EQ(cli().data().info.tiebreaks, (std::vector<std::string>{"SB", "BH"}));
    served_.view->refresh();
    const QString overview = QString::fromUtf8(http(port(), "GET", "/ru/").body);
    EXPECT_TRUE(overview.contains(
        QStringLiteral("Дополнительные показатели по порядку: Коэффициент Бергера (Зоннеборна — Бергера) (Берг), "
                       "Коэффициент Бухгольца (Бх)")))
        << overview.toStdString();
}

} // namespace
} // namespace damka::testing
