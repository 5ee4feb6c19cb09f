// damka serve in-process on a four-player SQLite event (round 1 published: board 1 is
// Player 1 - Player 2, board 2 Player 3 - Player 4): the read API and pages, the event
// stream, token-guarded writes and the refusals of bad requests (issue 19).
#include "server_fixture.hpp"

#include "storage/audit_log.hpp"
#include "tests/support/damka_cli.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "reports/reports.hpp"
#include "tournament/model/team_tiebreaks.hpp"
#include "tournament/model/tiebreaks.hpp"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <sstream>

using namespace damka;
using namespace damka::testing;
using namespace damka::tournament;

TEST_F(ServerTest, EventAndPlayersAsJson) {
    const HttpAnswer event = http(port(), "GET", "/api/v1/event");
    ASSERT_EQ(event.status, 200);
    EXPECT_EQ(event.headers["content-type"], "application/json");
    EXPECT_EQ(json(event)[QLatin1String("name")].toString(), QStringLiteral("Club Swiss"));
    EXPECT_EQ(json(event)[QLatin1String("rounds")].toInt(), 3);
    EXPECT_EQ(json(event)[QLatin1String("published_rounds")].toInt(), 1);
    const QJsonArray players = json_array(http(port(), "GET", "/api/v1/players"));
    ASSERT_EQ(players.size(), 4);
    EXPECT_EQ(players[2].toObject()[QLatin1String("name")].toString(), QStringLiteral("Player 3"));
    EXPECT_EQ(players[2].toObject()[QLatin1String("rating")].toInt(), 1970);
}

TEST_F(ServerTest, PairingsOfAPublishedRound) {
    const QJsonObject round = json(http(port(), "GET", "/api/v1/rounds/1"));
    const QJsonArray games = round[QLatin1String("games")].toArray();
    ASSERT_EQ(games.size(), 2);
    EXPECT_EQ(games[0].toObject()[QLatin1String("white")].toObject()[QLatin1String("id")].toInt(), 1);
    EXPECT_EQ(games[0].toObject()[QLatin1String("black")].toObject()[QLatin1String("id")].toInt(), 2);
    EXPECT_EQ(games[1].toObject()[QLatin1String("white")].toObject()[QLatin1String("name")].toString(),
              QStringLiteral("Player 3"));
    EXPECT_EQ(games[0].toObject()[QLatin1String("result")].toString(), QString());
    // The pairing list the CLI prints, as a table.
    EXPECT_EQ(round[QLatin1String("pairings")].toObject()[QLatin1String("columns")].toArray().size(), 8);
}

TEST_F(ServerTest, DraftAndUnpairedRoundsAreNotPublic) {
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/2").status, 404);
    Event ev = cli();
    ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
    ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
    ASSERT_TRUE(ev.pair_next_round());
    served_.web->check_for_changes();
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/2").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/rounds/2").status, 404);
    EXPECT_EQ(json_array(http(port(), "GET", "/api/v1/rounds")).size(), 1);
}

TEST_F(ServerTest, StandingsWithTieBreakColumnsAndLegend) {
    Event ev = cli();
    ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
    ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
    served_.web->check_for_changes();
    const QJsonObject st = json(http(port(), "GET", "/api/v1/standings"));
    QStringList columns;
    for (const auto &c : st[QLatin1String("columns")].toArray()) columns << c.toString();
    EXPECT_EQ(columns,
              (QStringList{QStringLiteral("Rk"), QStringLiteral("SNo"), QStringLiteral("Name"), QStringLiteral("Title"),
                           QStringLiteral("Rtg"), QStringLiteral("FED"), QStringLiteral("Club"), QStringLiteral("Pts"),
                           QStringLiteral("BH-C1"), QStringLiteral("BH")}));
    // Player 1 won: first with 1 point; BH = Player 2's 0 points.
    const QJsonArray first = st[QLatin1String("rows")].toArray()[0].toArray();
    EXPECT_EQ(first[2].toString(), QStringLiteral("Player 1"));
    EXPECT_EQ(first[7].toString(), QStringLiteral("1"));
    EXPECT_EQ(first[9].toString(), QStringLiteral("0"));
    bool legend_names_bh = false;
    for (const auto &l : st[QLatin1String("legend")].toArray())
        legend_names_bh |= l.toString().startsWith(QStringLiteral("BH: Buchholz"));
    EXPECT_TRUE(legend_names_bh);
    EXPECT_EQ(json(http(port(), "GET", "/api/v1/crosstable"))[QLatin1String("rows")].toArray().size(), 4);
}

// A team event on the web: two teams of one board, T1's player beats T2's in round 1. The
// standings are the teams' (MP 2 : 0, GP 1 : 0) with the board standings under them, the
// crosstable is the teams', in English and Russian.
TEST(ServerTeamEvent, TeamStandingsAndCrosstable) {
    ensure_app();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("teams.db"));
    TournamentInfo info;
    info.name = "League";
    info.system = System::TeamRoundRobin;
    info.team_boards = 1;
    info.tiebreaks = {"GP", "SB", "DE"};
    auto ev = Event::create(file, info);
    ASSERT_TRUE(ev) << ev.error();
    for (int i = 1; i <= 2; ++i) {
        Player p;
        p.name = "Player " + std::to_string(i);
        ASSERT_TRUE(ev->add_player(p));
        Team t;
        t.name = "T" + std::to_string(i);
        t.board_order = {i};
        ASSERT_TRUE(ev->add_team(t));
    }
    ASSERT_TRUE(ev->pair_next_round());
    ASSERT_TRUE(ev->publish_round(1));
    ASSERT_TRUE(ev->set_result(entry(1, 1, R::WhiteWin), nullptr)); // T1's player has White on board 1
    ServedEvent served;
    ASSERT_EQ(served.start(file), "");
    const QJsonObject st = json(http(served.port, "GET", "/api/v1/standings"));
    QStringList columns;
    for (const auto &c : st[QLatin1String("columns")].toArray()) columns << c.toString();
    EXPECT_EQ(
        columns,
        (QStringList{QStringLiteral("Rk"), QStringLiteral("No"), QStringLiteral("Team"), QStringLiteral("Matches"),
                     QStringLiteral("MP"), QStringLiteral("GP"), QStringLiteral("SB"), QStringLiteral("DE")}));
    const QJsonArray first = st[QLatin1String("rows")].toArray()[0].toArray();
    EXPECT_EQ(first[2].toString(), QStringLiteral("T1"));
    EXPECT_EQ(first[4].toString(), QStringLiteral("2"));
    EXPECT_EQ(st[QLatin1String("boards")].toArray().size(), 1);
    EXPECT_EQ(json(http(served.port, "GET", "/api/v1/crosstable"))[QLatin1String("rows")].toArray().size(), 2);
    const QByteArray en = http(served.port, "GET", "/en/standings").body;
    EXPECT_TRUE(en.contains("League - team standings after round 1")) << en.toStdString();
    EXPECT_TRUE(en.contains("League - board 1 after round 1"));
    const QByteArray ru = http(served.port, "GET", "/ru/standings").body;
    EXPECT_TRUE(ru.contains("League — командный зачёт после тура 1")) << ru.toStdString();
    EXPECT_TRUE(ru.contains("League — доска 1 после тура 1"));
    EXPECT_TRUE(ru.contains("Команда"));
    EXPECT_TRUE(http(served.port, "GET", "/en/crosstable").body.contains("team crosstable after round 1"));
}

TEST_F(ServerTest, TrfAndPdnDownloads) {
    const HttpAnswer trf = http(port(), "GET", "/api/v1/event.trf");
    ASSERT_EQ(trf.status, 200);
    EXPECT_TRUE(trf.headers["content-disposition"].startsWith("attachment"))
        << trf.headers["content-disposition"].constData();
    EXPECT_TRUE(trf.body.contains("012 Club Swiss")) << trf.body.constData(); // TRF-16: 012 is the event's name
    const HttpAnswer pdn = http(port(), "GET", "/api/v1/games.pdn");
    EXPECT_EQ(pdn.status, 200);
    EXPECT_TRUE(pdn.body.isEmpty()); // no game record attached yet
}

TEST_F(ServerTest, PagesInEnglishAndRussianWithPrintAndPhoneStyles) {
    const HttpAnswer en = http(port(), "GET", "/en/rounds/1");
    ASSERT_EQ(en.status, 200);
    EXPECT_EQ(en.headers["content-type"], "text/html; charset=utf-8");
    EXPECT_TRUE(en.body.contains("<html lang=\"en\">"));
    EXPECT_TRUE(en.body.contains("Player 4"));
    EXPECT_TRUE(en.body.contains("name=\"viewport\""));
    // Style and script are the server's files: nothing inline for the Content-Security-Policy to allow.
    EXPECT_TRUE(en.body.contains("<link rel=\"stylesheet\" href=\"assets/site.css\">"));
    EXPECT_TRUE(en.body.contains("<script src=\"assets/live.js\" defer></script>"));
    EXPECT_FALSE(en.body.contains("<style")) << en.body.constData();
    EXPECT_FALSE(en.body.contains("<script>")) << en.body.constData();
    const HttpAnswer css = http(port(), "GET", "/assets/site.css");
    EXPECT_EQ(css.headers["content-type"], "text/css; charset=utf-8");
    EXPECT_TRUE(css.body.contains("@media print"));
    EXPECT_TRUE(css.body.contains("@media (max-width:40em)"));
    const HttpAnswer js = http(port(), "GET", "/assets/live.js");
    EXPECT_EQ(js.headers["content-type"], "text/javascript; charset=utf-8");
    EXPECT_TRUE(js.body.contains("new EventSource('api/v1/stream')"));
    EXPECT_EQ(http(port(), "GET", "/assets/../event.db").status, 404);
    EXPECT_EQ(http(port(), "GET", "/assets/secret.js").status, 404);
    const HttpAnswer ru = http(port(), "GET", "/ru/");
    ASSERT_EQ(ru.status, 200);
    EXPECT_TRUE(ru.body.contains("<html lang=\"ru\">"));
    EXPECT_TRUE(ru.body.contains("Стартовый список"));
    // The report's words in Russian: the title and the column heads (more in RussianPagesAreRussian).
    const HttpAnswer ru_standings = http(port(), "GET", "/ru/standings");
    EXPECT_TRUE(ru_standings.body.contains("Club Swiss — турнирная таблица после тура 0"))
        << ru_standings.body.constData();
    // (the start number folds away on a phone: class "s", Table::secondary)
    EXPECT_TRUE(ru_standings.body.contains("<th>Место</th><th class=\"s\">№</th><th>Участник</th>"));
    EXPECT_TRUE(http(port(), "GET", "/ru/rounds/1").body.contains("<th>Белые</th>"));
    for (const char *page : {"/en/players", "/en/players/3", "/en/standings", "/en/crosstable", "/ru/crosstable"})
        EXPECT_EQ(http(port(), "GET", page).status, 200) << page;
    EXPECT_EQ(http(port(), "GET", "/en/players/9").status, 404);
    EXPECT_EQ(http(port(), "GET", "/de/").status, 404);
    EXPECT_EQ(http(port(), "GET", "/").status, 302);
    // An address is never echoed unescaped (the language switch links to the same page).
    const HttpAnswer hostile = http(port(), "GET", "/en/%22%3E%3Cscript%3Ealert(1)%3C/script%3E");
    EXPECT_EQ(hostile.status, 404);
    EXPECT_FALSE(hostile.body.contains("<script>alert")) << hostile.body.constData();
    // The part a page's script swaps in: the content alone.
    const HttpAnswer part = http(port(), "GET", "/en/standings?part=main");
    EXPECT_TRUE(part.body.startsWith("<section>"));
}

// The tie-breaks (BH-C1, BH), their legend and the lines under the title in the words Russian
// arbiters use; the English pages keep theirs. Round 1 (2 boards) has no result yet.
TEST_F(ServerTest, RussianPagesAreRussian) {
    const QByteArray ru = http(port(), "GET", "/ru/standings").body;
    for (const char *words :
         {"<th>Бх-1</th><th class=\"s\">Бх</th>", "Дополнительные показатели: ФИДЕ C.07, редакция 2026 г.",
          "Бх-1 (BH-C1): Усечённый коэффициент Бухгольца (без одного) — ФИДЕ C.07 8.1, 14.1",
          "Бх (BH): Коэффициент Бухгольца — ФИДЕ C.07 8.1: сумма очков соперников",
          "система: швейцарская, 3 тура; начисление очков: 1-0.5-0; контроль времени: 5m+3s",
          "Тур 1 не закончен (без результата 2 из 2 досок): здесь положение после тура 0."})
        EXPECT_TRUE(ru.contains(words)) << words << "\n" << ru.constData();
    for (const char *words : {"<th>BH-C1</th>", "Buchholz", "Tie-breaks", "Variant:", "system:", "3 rounds", "scoring",
                              "time control", "not finished", "standings after"})
        EXPECT_FALSE(ru.contains(words)) << words;
    // The same lines on the other pages that carry them; a player card's values by the Russian head.
    EXPECT_TRUE(http(port(), "GET", "/ru/players").body.contains("система: швейцарская, 3 тура"));
    EXPECT_TRUE(http(port(), "GET", "/ru/rounds/1").body.contains("система: швейцарская, 3 тура"));
    const QByteArray card = http(port(), "GET", "/ru/players/1").body;
    EXPECT_TRUE(card.contains("<li lang=\"ru\">Бх-1 = 0</li>")) << card.constData();
    EXPECT_FALSE(card.contains("Buchholz"));
    const QByteArray cross = http(port(), "GET", "/ru/crosstable").body;
    EXPECT_TRUE(cross.contains("<th>Бх-1</th><th class=\"s\">Бх</th>"));
    EXPECT_FALSE(cross.contains("Buchholz"));
    // English as before.
    const QByteArray en = http(port(), "GET", "/en/standings").body;
    EXPECT_TRUE(en.contains("<th>BH-C1</th><th class=\"s\">BH</th>"));
    EXPECT_TRUE(en.contains("BH: Buchholz - FIDE C.07 8.1: sum of the opponents' scores"));
    EXPECT_TRUE(en.contains("system: swiss, 3 rounds; scoring 1-0.5-0; time control 5m+3s"));
    EXPECT_TRUE(en.contains("Round 1 is not finished (2 of 2 boards without a result)"));
    EXPECT_FALSE(en.contains("Бх"));
}

// After round 1 (Player 1 beat Player 2 with white, board 2 drawn): the overview, the player
// card's lines and cells and the crosstable's note on its cells in Russian too.
TEST_F(ServerTest, RussianCardCrosstableAndOverview) {
    Event ev = cli();
    ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
    ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
    served_.web->check_for_changes();
    const QByteArray overview = http(port(), "GET", "/ru/").body;
    EXPECT_TRUE(overview.contains("Вариант: русские шашки; система: швейцарская, 3 тура")) << overview.constData();
    EXPECT_FALSE(overview.contains("Variant:"));
    const QByteArray card = http(port(), "GET", "/ru/players/1").body;
    for (const char *words : {"Стартовый номер 1, рейтинг 1990", "Место 1, очков: 1 после тура 1",
                              "<td lang=\"ru\">белые</td>", "<td lang=\"ru\">победа</td>"})
        EXPECT_TRUE(card.contains(words)) << words << "\n" << card.constData();
    for (const char *words : {"Start number", "Rank ", ">white<", ">won<"}) EXPECT_FALSE(card.contains(words)) << words;
    const QByteArray cross = http(port(), "GET", "/ru/crosstable").body;
    EXPECT_TRUE(cross.contains("В клетках — стартовый номер соперника (№), цвет (б — белые, ч — чёрные), очки;"))
        << cross.constData();
    EXPECT_FALSE(cross.contains("Cells:"));
    EXPECT_TRUE(http(port(), "GET", "/en/players/1").body.contains("<td>white</td>"));
}

// The start list's note on a late entry and a withdrawal, in one cell, on the /ru/ pages' start list.
TEST(RussianNotes, StartListNotes) {
    EventData e;
    e.info.name = "Club";
    Player late, early;
    late.id = 1;
    late.name = "A";
    late.first_round = 2;
    late.withdrawn_after = 3;
    early.id = 2;
    early.name = "B";
    early.withdrawn_after = 1;
    e.players = {late, early};
    const reports::Table t = reports::start_list(e, std::nullopt, reports::Language::Russian);
    ASSERT_EQ(t.header.back(), "Примечание");
    EXPECT_EQ(t.rows[0].back(), "с тура 2; выбыл после тура 3");
    EXPECT_EQ(t.rows[1].back(), "выбыл после тура 1");
    EXPECT_EQ(t.rows[1][0], "2");
}

// Every tie-break the host knows has its Russian head, name and rule (translations/damka_ru.ts:
// a new one must be given them; only the head of the variant's own points is not a code).
TEST(RussianTieBreaks, EveryCatalogueCodeIsTranslated) {
    const reports::Tr ru(reports::Language::Russian);
    for (const TieBreakSpec &t : tiebreak_catalogue()) {
        EXPECT_NE(ru.data("TieBreakHead", t.code), t.code) << t.code;
        EXPECT_NE(ru.data("TieBreak", t.name), t.name) << t.code;
        EXPECT_NE(ru.data("TieBreak", t.rule), t.rule) << t.code;
    }
    for (const TeamTieBreakSpec &t : team_tiebreak_catalogue()) {
        EXPECT_NE(ru.data("TieBreak", t.name), t.name) << t.code;
        EXPECT_NE(ru.data("TieBreak", t.rule), t.rule) << t.code;
    }
}

TEST_F(ServerTest, StreamTellsOfAChangeMadeByTheCli) {
    const qint64 before = json(http(port(), "GET", "/api/v1/event"))[QLatin1String("version")].toInteger();
    StreamReader stream(port());
    ASSERT_TRUE(stream.wait_for(before, 2000)) << stream.text().constData(); // the current version at once
    Event ev = cli();
    ASSERT_TRUE(ev.set_result(entry(1, 1, R::BlackWin), nullptr));
    const qint64 after = storage::last_audit_id(ev.db());
    ASSERT_GT(after, before);
    // Noticed by the poll of the audit log (200 ms), not by a call from the test.
    EXPECT_TRUE(stream.wait_for(after, 2000)) << stream.text().constData();
    EXPECT_TRUE(
        stream.text().contains(QByteArray("event: change\ndata: {\"version\":" + QByteArray::number(after) + "}")));
    EXPECT_EQ(json(http(port(), "GET", "/api/v1/rounds/1"))[QLatin1String("games")]
                  .toArray()[0]
                  .toObject()[QLatin1String("result")]
                  .toString(),
              QStringLiteral("0-1"));
}

TEST_F(ServerTest, LastEventIdResumes) {
    const qint64 now = json(http(port(), "GET", "/api/v1/event"))[QLatin1String("version")].toInteger();
    // Up to date: nothing until the next change.
    StreamReader current(port(), QByteArray::number(now));
    spin_until([] { return false; }, 400);
    EXPECT_TRUE(current.ids().isEmpty()) << current.text().constData();
    EXPECT_TRUE(current.text().contains("retry: 1000"));
    // Behind: the missed change at once.
    StreamReader behind(port(), QByteArray::number(now - 1));
    EXPECT_TRUE(behind.wait_for(now, 2000));
}

TEST_F(ServerTest, ResultEntryWithABoardToken) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    StreamReader stream(port());
    const HttpAnswer a = http(port(), "POST", "/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", board1);
    ASSERT_EQ(a.status, 200) << a.body.constData();
    EXPECT_TRUE(json(a)[QLatin1String("changed")].toArray()[0].toString().contains(QStringLiteral("1-0")));
    EXPECT_EQ(result_of(1, 1), "1-0");
    // The same audit log as `damka result set`, naming the token's role.
    Event ev = cli();
    const auto audit = storage::read_audit(ev.db(), QStringLiteral("result."));
    ASSERT_FALSE(audit.empty());
    // The token that acted, by its hash's first digits (`damka token list` names it so).
    EXPECT_TRUE(audit.back().who.startsWith(QStringLiteral("web board:1 token "))) << audit.back().who.toStdString();
    EXPECT_EQ(audit.back().who.size(), QStringLiteral("web board:1 token 01234567").size());
    EXPECT_TRUE(stream.wait_for(storage::last_audit_id(ev.db()), 2000));
}

TEST_F(ServerTest, WritesWithoutTheRightTokenAreRefused) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray checkin = served_.token(QStringLiteral("checkin"));
    const QByteArray body = R"({"result": "1-0"})";
    const HttpAnswer none = http(port(), "POST", "/api/v1/rounds/1/boards/2/result", body);
    EXPECT_EQ(none.status, 401);
    EXPECT_EQ(none.headers["www-authenticate"], "Bearer realm=\"damka\"");
    EXPECT_EQ(json(none)[QLatin1String("error")].toObject()[QLatin1String("code")].toString(),
              QStringLiteral("unauthorized"));
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/2/result", body, "not-a-token").status, 401);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/2/result", body, board1).status, 403);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/2/result", body, checkin).status, 403);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/publish", {}, board1).status, 403);
    EXPECT_EQ(result_of(1, 2), "");
}

TEST_F(ServerTest, TokenIsStoredAsItsHashOnly) {
    const QByteArray token = served_.token(QStringLiteral("arbiter"));
    EXPECT_GE(token.size(), 43); // 32 random bytes in base64url
    Event ev = cli();
    const QString stored = ev.db().scalar(QStringLiteral("SELECT hash FROM access_tokens")).toString();
    EXPECT_EQ(stored, QString::fromLatin1(QCryptographicHash::hash(token, QCryptographicHash::Sha256).toHex()));
    EXPECT_FALSE(ev.db()
                     .scalar(QStringLiteral("SELECT 1 FROM access_tokens WHERE hash = ?"), {QString::fromLatin1(token)})
                     .isValid());
}

TEST_F(ServerTest, BadWriteRequestsGetA4xxAndChangeNothing) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const auto path = QByteArray("/api/v1/rounds/1/boards/1/result");
    EXPECT_EQ(http(port(), "POST", path, "{\"result\": ", chief).status, 400); // malformed JSON
    EXPECT_EQ(http(port(), "POST", path, "[1, 2]", chief).status, 400); // not an object
    EXPECT_EQ(http(port(), "POST", path, R"({"result": "2-0"})", chief).status, 400);
    EXPECT_EQ(http(port(), "POST", path, R"({"result": "1-0", "game": "x"})", chief).status, 400);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/7/result", R"({"result": "1-0"})", chief).status, 422);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/3/boards/1/result", R"({"result": "1-0"})", chief).status, 422);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/x/boards/1/result", R"({"result": "1-0"})", chief).status, 404);
    const HttpAnswer put = http(port(), "PUT", path, R"({"result": "1-0"})", chief);
    EXPECT_EQ(put.status, 405);
    EXPECT_EQ(put.headers["allow"], "POST");
    EXPECT_EQ(http(port(), "DELETE", "/api/v1/standings").status, 405);
    EXPECT_EQ(http(port(), "GET", "/api/v1/nothing").status, 404);
    EXPECT_EQ(result_of(1, 1), "");
}

TEST_F(ServerTest, ChiefPublishesARound) {
    Event ev = cli();
    ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
    ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
    ASSERT_TRUE(ev.pair_next_round());
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/2/publish", {}, served_.token(QStringLiteral("arbiter"))).status,
              403);
    const HttpAnswer done =
        http(port(), "POST", "/api/v1/rounds/2/publish", {}, served_.token(QStringLiteral("chief")));
    ASSERT_EQ(done.status, 200) << done.body.constData();
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/2").status, 200);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/2/publish", {}, served_.token(QStringLiteral("chief"))).status, 422);
}

TEST_F(ServerTest, PlayerCheckIn) {
    const QByteArray desk = served_.token(QStringLiteral("checkin"));
    const HttpAnswer first = http(port(), "POST", "/api/v1/rounds/2/checkins", R"({"player": 3})", desk);
    ASSERT_EQ(first.status, 200) << first.body.constData();
    EXPECT_TRUE(json(first)[QLatin1String("changed")].toArray()[0].toString().contains(
        QStringLiteral("checked in for round 2")));
    const HttpAnswer again = http(port(), "POST", "/api/v1/rounds/2/checkins", R"({"player": 3})", desk);
    EXPECT_TRUE(json(again)[QLatin1String("changed")].toArray()[0].toString().contains(QStringLiteral("already")));
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/2/checkins", R"({"player": 9})", desk).status, 404);
    EXPECT_EQ(http(port(), "POST", "/api/v1/rounds/4/checkins", R"({"player": 1})", desk).status, 404);
    Event ev = cli();
    EXPECT_EQ(ev.db().scalar(QStringLiteral("SELECT COUNT(*) FROM checkins WHERE round = 2 AND player = 3")).toInt(),
              1);
    EXPECT_EQ(storage::read_audit(ev.db(), QStringLiteral("player.checkin")).size(), 1u);
    // Shown: the start list marks Player 3 for round 2 (the round to pair next), in both
    // languages, and `damka print checkin` ticks the same player.
    const QByteArray list = http(port(), "GET", "/en/players").body;
    EXPECT_TRUE(list.contains("<th>Checked in Rd 2</th>")) << list.constData();
    EXPECT_TRUE(list.contains("<td>Player 3</td><td></td><td class=\"n\">1970</td><td></td><td></td><td></td><td>"
                              "\xe2\x9c\x93</td>"))
        << list.constData();
    EXPECT_TRUE(
        list.contains("<td>Player 2</td><td></td><td class=\"n\">1980</td><td></td><td></td><td></td><td></td>"));
    EXPECT_TRUE(http(port(), "GET", "/ru/players").body.contains("<th>Явка на тур 2</th>"));
    const CliRun printed = run_damka("print checkin --round 2 --db " + file_.toStdString());
    ASSERT_EQ(printed.code, 0) << printed.out;
    EXPECT_TRUE(has(printed, "Present \xe2\x9c\x93: checked in on the web (damka serve), 1 of 4")) << printed.out;
    bool ticked3 = false, ticked1 = false;
    std::istringstream text(printed.out);
    for (std::string line; std::getline(text, line);) {
        ticked3 |= line.starts_with("Player 3 ") && line.find("\xe2\x9c\x93") != std::string::npos;
        ticked1 |= line.starts_with("Player 1 ") && line.find("\xe2\x9c\x93") != std::string::npos;
    }
    EXPECT_TRUE(ticked3) << printed.out;
    EXPECT_FALSE(ticked1) << printed.out;
}

TEST_F(ServerTest, HugeBodyIsRefusedUnread) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray body = "{\"result\": \"1-0\", \"pad\": \"" + QByteArray(200 * 1024, 'x') + "\"}";
    const HttpAnswer a = http(port(), "POST", "/api/v1/rounds/1/boards/1/result", body, chief);
    EXPECT_EQ(a.status, 413);
    EXPECT_TRUE(a.closed);
    EXPECT_EQ(result_of(1, 1), "");
    EXPECT_EQ(http(port(), "GET", "/api/v1/event").status, 200); // still serving
}

TEST_F(ServerTest, GarbageIsNotARequest) {
    const HttpAnswer a = send_raw(port(), "\x01\x02 NOT HTTP\r\n\r\n", 1500);
    EXPECT_NE(a.status, 200);
    EXPECT_EQ(http(port(), "GET", "/api/v1/event").status, 200);
}

namespace {

class ServerLimitsTest : public ServerTest {
protected:
    server::ServerOptions options() override {
        server::ServerOptions o;
        o.limits.idle_ms = 300;
        return o;
    }
};

} // namespace

TEST_F(ServerLimitsTest, SlowClientIsCutOffWith408) {
    const HttpAnswer a = send_raw(port(), "GET /api/v1/event HTTP/1.1\r\nHo", 3000); // never finished
    EXPECT_EQ(a.status, 408);
    EXPECT_TRUE(a.closed);
    // An open event stream is not idle: it stays.
    StreamReader stream(port());
    spin_until([] { return false; }, 600);
    EXPECT_FALSE(stream.text().contains("408"));
    EXPECT_FALSE(stream.ids().isEmpty());
}

TEST(ServerRateLimit, WritesBeyondTheBurstGet429) {
    ensure_app();
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "Rate";
    info.rounds = 1;
    ASSERT_TRUE(Event::create(dir.filePath(QStringLiteral("r.db")), info));
    ServedEvent served;
    ASSERT_EQ(served.start(dir.filePath(QStringLiteral("r.db")), {}, server::RateLimits{0.5, 3}), "");
    // Three in the burst (refused for the missing token, still counted), the fourth waits.
    for (int i = 0; i < 3; ++i) EXPECT_EQ(http(served.port, "POST", "/api/v1/rounds/1/publish").status, 401);
    const HttpAnswer limited = http(served.port, "POST", "/api/v1/rounds/1/publish");
    EXPECT_EQ(limited.status, 429);
    EXPECT_EQ(limited.headers["retry-after"], "1");
    EXPECT_EQ(http(served.port, "GET", "/api/v1/event").status, 200); // reads are not limited
}

// The web clock of board 1 (control 5m+3s: 300 s each, 3 s added per press, Fischer).
TEST_F(ServerTest, WebClockPressesAreWrittenToTheGameLog) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray api = "/api/v1/rounds/1/boards/1/clock";
    const QJsonObject before = json(http(port(), "GET", api));
    EXPECT_FALSE(before[QLatin1String("started")].toBool());
    EXPECT_EQ(before[QLatin1String("remaining_ms")].toArray()[0].toInteger(), 300000);
    EXPECT_EQ(before[QLatin1String("players")].toArray()[1].toString(), QStringLiteral("Player 2"));
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "press", "side": 0})", board1).status, 409); // not started
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "start"})", served_.token(QStringLiteral("board:2"))).status,
              403);
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "wind"})", board1).status, 400);
    const HttpAnswer started = http(port(), "POST", api, R"({"action": "start"})", board1);
    ASSERT_EQ(started.status, 200) << started.body.constData();
    EXPECT_EQ(json(started)[QLatin1String("running")].toInt(), 0);
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "start"})", board1).status, 409);
    spin_until([] { return false; }, 400); // White thinks for 0.4 s
    // Black's clock does not run: a press there is refused and not recorded.
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "press", "side": 1})", board1).status, 409);
    const HttpAnswer pressed = http(port(), "POST", api, R"({"action": "press", "side": 0})", board1);
    ASSERT_EQ(pressed.status, 200) << pressed.body.constData();
    EXPECT_EQ(json(pressed)[QLatin1String("running")].toInt(), 1);
    // 300 s - at least 0.4 s used + 3 s increment.
    const qint64 white = json(pressed)[QLatin1String("remaining_ms")].toArray()[0].toInteger();
    EXPECT_LE(white, 303000 - 400);
    EXPECT_GT(white, 303000 - 5000);

    // The record the arbiter reads: the game's event log, start at 0 and White's press after it.
    Event ev = cli();
    const auto log = arbiter::store::load_log(ev.db(), {1, 1, 1});
    ASSERT_TRUE(log);
    EXPECT_EQ(log->time_control, "5m+3s");
    ASSERT_EQ(log->events.size(), 2u);
    EXPECT_EQ(log->events[0].kind, arbiter::EventKind::ClockStart);
    EXPECT_EQ(log->events[0].at->count(), 0);
    EXPECT_EQ(log->events[1].kind, arbiter::EventKind::Press);
    EXPECT_EQ(log->events[1].side, 0);
    EXPECT_GE(log->events[1].at->count(), 400);
    const auto audit = storage::read_audit(ev.db(), QStringLiteral("arbiter.log"));
    ASSERT_EQ(audit.size(), 2u);
    EXPECT_TRUE(audit[1].who.startsWith(QStringLiteral("web board:1 token ")));
    // `damka arbiter show` reads the same log.
    const CliRun shown = run_damka("arbiter show --db " + file_.toStdString() + " --board 1");
    EXPECT_EQ(shown.code, 0) << shown.out;
    EXPECT_TRUE(has(shown, "clocks started, White to move")) << shown.out;
    EXPECT_TRUE(has(shown, "White presses the clock")) << shown.out;
    // The page that runs it.
    const HttpAnswer page = http(port(), "GET", "/en/clock/1/1");
    EXPECT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains(QByteArray("data-api=\"api/v1/rounds/1/boards/1/clock\"")));
    EXPECT_TRUE(page.body.contains(QByteArray("<script src=\"assets/clock.js\" defer></script>")));
    EXPECT_FALSE(page.body.contains(QByteArray("<script>")));
    EXPECT_TRUE(http(port(), "GET", "/assets/clock.js").body.contains("document.documentElement.lang"));
    EXPECT_EQ(http(port(), "GET", "/en/clock/1/9").status, 404);
}

// The clock page asks in its language (?lang=ru): the refusals it shows are Russian — the
// web clock's own, the clock's (arbiter/clock.cpp) and the token's; without it, English.
TEST_F(ServerTest, WebClockRefusalsInThePagesLanguage) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray api = "/api/v1/rounds/1/boards/1/clock";
    const auto message = [](const HttpAnswer &a) {
        return json(a)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().toStdString();
    };
    EXPECT_EQ(message(http(port(), "POST", api + "?lang=ru", R"({"action": "press", "side": 0})", board1)),
              "часы не запущены на веб-часах");
    EXPECT_EQ(message(http(port(), "POST", api, R"({"action": "press", "side": 0})", board1)),
              "the clock is not started on the web clock");
    EXPECT_EQ(message(http(port(), "POST", api + "?lang=ru", R"({"action": "start"})")),
              "нужен действующий токен (damka token create)");
    ASSERT_EQ(http(port(), "POST", api, R"({"action": "start"})", board1).status, 200);
    // Black presses while White's clock runs: the clock's own refusal.
    EXPECT_EQ(message(http(port(), "POST", api + "?lang=ru", R"({"action": "press", "side": 1})", board1)),
              "нажал второй игрок, но идут часы первого");
    EXPECT_EQ(message(http(port(), "POST", api, R"({"action": "press", "side": 1})", board1)),
              "the second player pressed, but it is the first player's clock that runs");
    const QByteArray page = http(port(), "GET", "/ru/clock/1/1").body;
    EXPECT_TRUE(page.contains("<html lang=\"ru\">")) << page.constData(); // the script asks in the page's language
    EXPECT_TRUE(page.contains("data-add-prompt=\"")) << page.constData();
    EXPECT_TRUE(page.contains("Club Swiss — тур 1, доска 1")) << page.constData();
}

// The arbiter's acts on board 1's web clock (5m+3s): the board's token starts it and may stop
// it (FIDE Laws 6.12.b), only an arbiter's restarts it or changes a side's time (6.12, 7.5.5,
// 12.9). Each is in the game's log as `damka arbiter log` writes it. White's time, cut to 1 s
// after the pause, runs out while no one asks: the server's check notes White's flag, once,
// at the moment it fell: 300 s - 299 s = 1 s of White's running time, plus the pause.
TEST_F(ServerTest, WebClockPauseResumeAddTimeAndFlag) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray arbiter = served_.token(QStringLiteral("arbiter"));
    const QByteArray api = "/api/v1/rounds/1/boards/1/clock";
    ASSERT_EQ(http(port(), "POST", api, R"({"action": "start"})", board1).status, 200);
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "resume"})", arbiter).status, 409); // not stopped
    const HttpAnswer paused = http(port(), "POST", api, R"({"action": "pause"})", board1);
    ASSERT_EQ(paused.status, 200) << paused.body.constData();
    EXPECT_TRUE(json(paused)[QLatin1String("paused")].toBool());
    EXPECT_EQ(json(paused)[QLatin1String("running")].toInt(), -1);
    spin_until([] { return false; }, 300); // stopped for 0.3 s: nobody's time runs
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "resume"})", board1).status, 403);
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "add", "side": 1, "delta_ms": 60000})", board1).status, 403);
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "add", "side": 1})", arbiter).status, 400);
    EXPECT_EQ(http(port(), "POST", api, R"({"action": "add", "side": 2, "delta_ms": 5})", arbiter).status, 400);
    const HttpAnswer resumed = http(port(), "POST", api, R"({"action": "resume"})", arbiter);
    ASSERT_EQ(resumed.status, 200) << resumed.body.constData();
    EXPECT_FALSE(json(resumed)[QLatin1String("paused")].toBool());
    EXPECT_EQ(json(resumed)[QLatin1String("running")].toInt(), 0);
    // Black's clock is not running: exactly 300 s + 60 s.
    const HttpAnswer added = http(port(), "POST", api, R"({"action": "add", "side": 1, "delta_ms": 60000})", arbiter);
    ASSERT_EQ(added.status, 200) << added.body.constData();
    EXPECT_EQ(json(added)[QLatin1String("remaining_ms")].toArray()[1].toInteger(), 360000);
    const HttpAnswer cut = http(port(), "POST", api, R"({"action": "add", "side": 0, "delta_ms": -299000})", arbiter);
    ASSERT_EQ(cut.status, 200) << cut.body.constData();
    EXPECT_LE(json(cut)[QLatin1String("remaining_ms")].toArray()[0].toInteger(), 1000);

    // No request for 2.5 s: the flag is noted by the server's own check.
    spin_until([] { return false; }, 2500);
    Event ev = cli();
    auto log = arbiter::store::load_log(ev.db(), {1, 1, 1});
    ASSERT_TRUE(log);
    using K = arbiter::EventKind;
    std::vector<K> kinds;
    for (const auto &e : log->events) kinds.push_back(e.kind);
    ASSERT_EQ(kinds, (std::vector<K>{K::ClockStart, K::ClockPause, K::ClockResume, K::ClockAdd, K::ClockAdd, K::Flag}));
    EXPECT_EQ(log->events[3].side, 1);
    EXPECT_EQ(log->events[3].delta.count(), 60000);
    EXPECT_EQ(log->events[4].side, 0);
    EXPECT_EQ(log->events[4].delta.count(), -299000);
    EXPECT_GE(log->events[2].at->count() - log->events[1].at->count(), 300);
    EXPECT_EQ(log->events[5].side, 0);
    EXPECT_EQ(log->events[5].at->count(), 1000 + (log->events[2].at->count() - log->events[1].at->count()));
    const auto audit = storage::read_audit(ev.db(), QStringLiteral("arbiter.log"));
    ASSERT_EQ(audit.size(), 6u);
    EXPECT_TRUE(audit[1].who.startsWith(QStringLiteral("web board:1 token ")));
    EXPECT_TRUE(audit[2].who.startsWith(QStringLiteral("web arbiter token ")));
    EXPECT_EQ(audit[5].who, QStringLiteral("web clock"));
    // Asked again: the readings show the flag, and it is not written twice.
    const QJsonObject now = json(http(port(), "GET", api));
    EXPECT_TRUE(now[QLatin1String("flag")].toArray()[0].toBool());
    EXPECT_FALSE(now[QLatin1String("flag")].toArray()[1].toBool());
    EXPECT_EQ(arbiter::store::load_log(cli().db(), {1, 1, 1})->events.size(), 6u);
    // The arbiter's commands read the same record.
    const CliRun shown = run_damka("arbiter show --db " + file_.toStdString() + " --board 1");
    EXPECT_TRUE(has(shown, "clocks stopped")) << shown.out;
    EXPECT_TRUE(has(shown, "clocks restarted")) << shown.out;
    EXPECT_TRUE(has(shown, "arbiter adds 1:00 to Black's clock")) << shown.out;
    EXPECT_TRUE(has(shown, "White's flag is down")) << shown.out;
    const CliRun claim = run_damka("arbiter decide flag black --dry-run --db " + file_.toStdString() + " --board 1");
    EXPECT_TRUE(has(claim, "White's time has run out; White loses")) << claim.out;
}

// adiukh 5.4 after an arbiter's cut: Black (300 s, White's clock running) loses 400 s, more
// than he has: the reply already shows Black's flag down, Black's time as 0, and the next
// request notes Black's flag at the moment of the cut.
TEST_F(ServerTest, WebClockCutBeyondTheTimeLeftDropsTheFlagAtTheCut) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray arbiter = served_.token(QStringLiteral("arbiter"));
    const QByteArray api = "/api/v1/rounds/1/boards/1/clock";
    ASSERT_EQ(http(port(), "POST", api, R"({"action": "start"})", board1).status, 200);
    const HttpAnswer cut = http(port(), "POST", api, R"({"action": "add", "side": 1, "delta_ms": -400000})", arbiter);
    ASSERT_EQ(cut.status, 200) << cut.body.constData();
    EXPECT_EQ(json(cut)[QLatin1String("remaining_ms")].toArray()[1].toInteger(), 0);
    EXPECT_FALSE(json(cut)[QLatin1String("flag")].toArray()[0].toBool());
    EXPECT_TRUE(json(cut)[QLatin1String("flag")].toArray()[1].toBool());
    ASSERT_EQ(http(port(), "GET", api).status, 200);
    auto log = arbiter::store::load_log(cli().db(), {1, 1, 1});
    ASSERT_TRUE(log);
    using K = arbiter::EventKind;
    std::vector<K> kinds;
    for (const auto &e : log->events) kinds.push_back(e.kind);
    ASSERT_EQ(kinds, (std::vector<K>{K::ClockStart, K::ClockAdd, K::Flag}));
    EXPECT_EQ(log->events[2].side, 1);
    EXPECT_EQ(*log->events[2].at, *log->events[1].at);
}

namespace {
// The server's own flag check is off: only a request can notice the flag.
class ServerNoFlagCheckTest : public ServerTest {
    server::ServerOptions options() override {
        server::ServerOptions o;
        o.flag_check_ms = 3600 * 1000;
        return o;
    }
};
} // namespace

// White's time is cut to 1 s (300 s - 299 s) at once; White presses 1.5 s later. The flag is
// written before the press, at 1 s, the moment it fell (adiukh 5.4: the press gets no bonus).
TEST_F(ServerNoFlagCheckTest, APressAfterTheFlagNotesTheFlagFirst) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray api = "/api/v1/rounds/1/boards/1/clock";
    ASSERT_EQ(http(port(), "POST", api, R"({"action": "start"})", chief).status, 200);
    ASSERT_EQ(http(port(), "POST", api, R"({"action": "add", "side": 0, "delta_ms": -299000})", chief).status, 200);
    spin_until([] { return false; }, 1500);
    EXPECT_EQ(arbiter::store::load_log(cli().db(), {1, 1, 1})->events.size(), 2u); // not yet noted
    const HttpAnswer pressed = http(port(), "POST", api, R"({"action": "press", "side": 0})", chief);
    ASSERT_EQ(pressed.status, 200) << pressed.body.constData();
    EXPECT_EQ(json(pressed)[QLatin1String("remaining_ms")].toArray()[0].toInteger(), 0);
    const auto log = arbiter::store::load_log(cli().db(), {1, 1, 1});
    ASSERT_EQ(log->events.size(), 4u);
    EXPECT_EQ(log->events[2].kind, arbiter::EventKind::Flag);
    EXPECT_EQ(log->events[2].side, 0);
    EXPECT_EQ(log->events[2].at->count(), 1000);
    EXPECT_EQ(log->events[3].kind, arbiter::EventKind::Press);
    EXPECT_GE(log->events[3].at->count(), 1500);
}

// Results on the web are read as `damka result set` reads them: in the event's scoring, and a
// correction after later rounds were paired needs the same confirmation (FIDE C.04.2).
TEST_F(ServerTest, WebResultsReadTheEventsScoringAndCorrectionsNeedConfirm) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    const QByteArray api = "/api/v1/rounds/1/boards/1/result";
    // A 1-0.5-0 event has no 2-0; the refusal lists what it takes.
    const HttpAnswer two = http(port(), "POST", api, R"({"result": "2-0"})", chief);
    EXPECT_EQ(two.status, 400);
    EXPECT_TRUE(json(two)[QLatin1String("error")].toObject()[QLatin1String("message")].toString().contains(
        QStringLiteral("1-0")))
        << two.body.constData();
    ASSERT_EQ(http(port(), "POST", api, R"({"result": "1:0"})", chief).status, 200); // the hall's habit
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/2/result", R"({"result": "½"})", chief).status, 200);
    {
        Event ev = cli();
        ASSERT_TRUE(ev.pair_next_round());
    }
    const HttpAnswer unconfirmed = http(port(), "POST", api, R"({"result": "0-1"})", chief);
    EXPECT_EQ(unconfirmed.status, 409) << unconfirmed.body.constData();
    // Its own code: the desk offers to send it again confirmed.
    EXPECT_EQ(json(unconfirmed)[QLatin1String("error")].toObject()[QLatin1String("code")].toString(),
              QStringLiteral("confirm_needed"));
    EXPECT_EQ(result_of(1, 1), "1-0");
    EXPECT_EQ(http(port(), "POST", api, R"({"result": "0-1", "confirm": "yes"})", chief).status, 400);
    EXPECT_EQ(http(port(), "POST", api, R"({"result": "0-1", "confirm": true})", chief).status, 200);
    EXPECT_EQ(result_of(1, 1), "0-1");
}

TEST(ServerScoring, TwoOneZeroEventTakesItsOwnNotation) {
    ensure_app();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.db"));
    TournamentInfo info;
    info.name = "2-1-0";
    info.rounds = 1;
    info.scoring = *parse_scoring("2-1-0");
    auto ev = Event::create(file, info);
    ASSERT_TRUE(ev);
    for (int i = 1; i <= 2; ++i) {
        Player p;
        p.name = "P" + std::to_string(i);
        ASSERT_TRUE(ev->add_player(p));
    }
    ASSERT_TRUE(ev->pair_next_round());
    ASSERT_TRUE(ev->publish_round(1));
    ServedEvent served;
    ASSERT_EQ(served.start(file), "");
    const QByteArray arbiter = served.token(QStringLiteral("arbiter"));
    const HttpAnswer a = http(served.port, "POST", "/api/v1/rounds/1/boards/1/result", R"({"result": "0-2"})", arbiter);
    ASSERT_EQ(a.status, 200) << a.body.constData();
    auto again = Event::open(file, storage::Access::Read);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->data().rounds[0].games[0].result, BoardResult::BlackWin);
}

// A round robin's rounds are fixed when round 1 is paired; its check-in desk works before that
// (the event stores 0 rounds until then).
TEST(ServerCheckIn, RoundRobinBeforeRoundOne) {
    ensure_app();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("rr.db"));
    TournamentInfo info;
    info.name = "Club RR";
    info.system = System::RoundRobin;
    auto ev = Event::create(file, info);
    ASSERT_TRUE(ev);
    for (int i = 1; i <= 6; ++i) {
        Player p;
        p.name = "P" + std::to_string(i);
        ASSERT_TRUE(ev->add_player(p));
    }
    ServedEvent served;
    ASSERT_EQ(served.start(file), "");
    const QByteArray desk = served.token(QStringLiteral("checkin"));
    const HttpAnswer a = http(served.port, "POST", "/api/v1/rounds/1/checkins", R"({"player": 2})", desk);
    EXPECT_EQ(a.status, 200) << a.body.constData();
    // Six players: five rounds (Berger table), no sixth.
    EXPECT_EQ(http(served.port, "POST", "/api/v1/rounds/6/checkins", R"({"player": 2})", desk).status, 404);
}

// The result desk of a round: a line per board with a button per result, the script and the
// page's words from the server, no inline script; the token tells the page who it is.
TEST_F(ServerTest, ResultDeskOfARound) {
    const HttpAnswer page = http(port(), "GET", "/en/results/1");
    ASSERT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("<script src=\"assets/results.js\" defer></script>"));
    EXPECT_FALSE(page.body.contains("<script>"));
    EXPECT_TRUE(page.body.contains("Club Swiss - round 1: results")) << page.body.constData();
    for (const char *board : {"data-board=\"1\" data-game=\"1\" data-api=\"api/v1/rounds/1/boards/1/result\"",
                              "data-board=\"2\" data-game=\"1\" data-api=\"api/v1/rounds/1/boards/2/result\""})
        EXPECT_TRUE(page.body.contains(board)) << board;
    EXPECT_TRUE(page.body.contains("<span class=\"players\">Player 1 (1) \xe2\x80\x93 Player 2 (2)</span>"));
    for (const char *button : {"data-result=\"1-0\"", "data-result=\"1/2\"", "data-result=\"0-1\"",
                               "data-result=\"+-\"", "data-result=\"-+\"", "data-result=\"--\""})
        EXPECT_EQ(page.body.count(button), 2) << button; // on both boards
    EXPECT_TRUE(http(port(), "GET", "/assets/results.js").body.contains("'api/v1/token"));
    EXPECT_EQ(http(port(), "GET", "/en/results/2").status, 404); // not paired
    EXPECT_EQ(http(port(), "GET", "/en/results/x").status, 404);
    // In Russian, the page's words too.
    const QByteArray ru = http(port(), "GET", "/ru/results/1").body;
    EXPECT_TRUE(ru.contains("<html lang=\"ru\">"));
    EXPECT_FALSE(ru.contains("round 1: results")) << ru.constData();
    // Who a token is.
    const QByteArray board2 = served_.token(QStringLiteral("board:2"));
    const QJsonObject who = json(http(port(), "GET", "/api/v1/token", {}, board2));
    EXPECT_EQ(who[QLatin1String("role")].toString(), QStringLiteral("board:2"));
    EXPECT_EQ(who[QLatin1String("board")].toInt(), 2);
    EXPECT_EQ(who[QLatin1String("round")].toInt(), 1);
    EXPECT_EQ(who[QLatin1String("current_round")].toInt(), 1);
    EXPECT_EQ(who[QLatin1String("id")].toString().size(), 8);
    EXPECT_EQ(http(port(), "GET", "/api/v1/token").status, 401);
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, "not-a-token").status, 401);
    EXPECT_EQ(http(port(), "POST", "/api/v1/token", "{}", board2).status, 405);
}

// Issue 43: the -wal deleted while the server held the event. SQLite went on writing into the
// deleted file, the next result was acknowledged, and `trf export` from another process read
// the file without it: the old result, exit 0. The next write is refused (503, nothing saved)
// saying what happened and what to do.
TEST_F(ServerTest, ADeletedWalRefusesTheNextWriteSayingWhatHappened) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray board2 = served_.token(QStringLiteral("board:2"));
    ASSERT_EQ(http(port(), "POST", "/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", board1).status, 200);
    ASSERT_TRUE(QFile::remove(file_ + QStringLiteral("-wal")));
    const HttpAnswer a = http(port(), "POST", "/api/v1/rounds/1/boards/2/result", R"({"result": "0-1"})", board2);
    EXPECT_EQ(a.status, 503) << a.body.constData();
    EXPECT_TRUE(a.body.contains("its write-ahead log")) << a.body.constData();
    EXPECT_TRUE(a.body.contains("was deleted or replaced while the event was open")) << a.body.constData();
    EXPECT_TRUE(a.body.contains("nothing was saved")) << a.body.constData();
}
