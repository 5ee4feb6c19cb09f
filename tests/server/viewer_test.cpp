// The game viewer, its positions and the hall screen (issue 30 part 3) on the four-player event
// of server_fixture.hpp (Russian draughts; round 1 board 1 is Player 1 (White) - Player 2,
// board 2 Player 3 - Player 4). The truths: the game below worked out by hand (which moves
// capture, the squares' indices y * 8 + x), and the plugin's own board after K plies.
#include "server_fixture.hpp"

#include "arbiter/store/game_log_store.hpp"
#include "reports/reports.hpp"
#include "storage/audit_log.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlQuery>

using namespace damka;
using namespace damka::testing;

namespace {

// Russian draughts, worked out by hand: 2. d4:f6 takes e5, 2... g7:e5 takes f6, 4... e5:c3 takes
// d4, 5. d2:b4 takes c3: 24 pieces to ply 2, 23 after ply 3, 22 after ply 4 to 7, 21 after ply
// 8, 20 after ply 9 (White 10, Black 10). White ends without resigning: 1-0 by resignation.
const char *kMoves[] = {"c3-d4", "f6-e5", "d4:f6", "g7:e5", "b2-c3", "h8-g7", "c3-d4", "e5:c3", "d2:b4"};
const int kPieces[] = {24, 24, 24, 23, 22, 22, 22, 22, 21, 20};
const std::string kGame = "[Event \"Club Swiss\"]\n[Round \"1\"]\n[White \"Player 1\"]\n[Black \"Player 2\"]\n"
                          "[Result \"1-0\"]\n[GameType \"25\"]\n\n"
                          "1. c3-d4 f6-e5 2. d4:f6 g7:e5 3. b2-c3 h8-g7 4. c3-d4 e5:c3 5. d2:b4 1-0\n";

int count(const QString &text, const QString &what) { return int(text.count(what)); }

// Pieces on the plugin's own board after the first `plies` moves: its board description's
// stacks (plugin-api/README.md "Board description"), counted here without host/diagram.
int plugin_pieces(int plies) {
    Expected<Game> g = test_plugins().find("russian")->new_game();
    for (int k = 0; k < plies; ++k) EXPECT_TRUE(g->play(kMoves[k]));
    int n = 0;
    const QJsonObject board = QJsonDocument::fromJson(QByteArray::fromStdString(g->board_json())).object();
    for (const auto &sq : board[QLatin1String("squares")].toArray())
        n += int(sq.toObject()[QLatin1String("pieces")].toArray().size());
    return n;
}

// The words a reader sees on a page: the text outside tags, scripts and drawings (a drawing's
// coordinates are the variant's notation, data).
QString visible_text(QString html) {
    html.remove(QRegularExpression(QStringLiteral("<svg.*?</svg>"), QRegularExpression::DotMatchesEverythingOption));
    html.remove(QRegularExpression(QStringLiteral("<script.*?</script>|<title>.*?</title>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    html.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
    return html;
}

// Latin words with a small letter (as desk_browser_test.py counts them), but the data: the
// players' and the event's names, the moves, the link to the English page.
QStringList english_words(const QString &html) {
    QString text = visible_text(html);
    for (const char *data : {"Club Swiss", "Player 1", "Player 2", "Player 3", "Player 4", "English"})
        text.remove(QString::fromUtf8(data));
    QStringList words;
    static const QRegularExpression word(QStringLiteral("\\b[A-Za-z]*[a-z][A-Za-z]*\\b"));
    for (auto m = word.globalMatch(text); m.hasNext();) {
        const QString w = m.next().captured();
        if (!QRegularExpression(QStringLiteral("^[a-h][1-8]")).match(w).hasMatch()) words << w; // c3-d4: a move
    }
    return words;
}

class ViewerTest : public ServerTest {
protected:
    void SetUp() override {
        ServerTest::SetUp();
        if (!test_plugins().find("russian")) GTEST_SKIP() << "the draughts plugin is not built";
    }
    // Board 1's game entered with its record, as `damka result set 1 1-0 --pdn FILE` enters it.
    void enter_board1() {
        tournament::Event ev = cli();
        tournament::ResultEntry e = entry(1, 1, R::WhiteWin);
        e.pdn = kGame;
        const auto done = ev.set_result(e, test_plugins().find("russian"));
        ASSERT_TRUE(done) << done.error();
        served_.web->check_for_changes();
    }
    // Board 2 drawn, and its stored record replaced behind the event's back (a damaged or
    // hand-edited file): the event checks a record it is given, so only the database can hold a
    // bad one. A result on board 1 then makes the server read the event again.
    void store_bad_record(const std::string &pdn) {
        {
            tournament::Event ev = cli();
            ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
            QSqlQuery q = ev.db().exec(QStringLiteral("UPDATE games SET pdn = ? WHERE round = 1 AND board = 2"),
                                       {QString::fromStdString(pdn)});
        }
        enter_board1();
    }
    QJsonObject positions(const QByteArray &query = {}) {
        return json(http(port(), "GET", "/api/v1/rounds/1/boards/1/positions" + query));
    }
};

} // namespace

// The positions document: as many plies as the record has moves, each move with its number,
// its mover and the squares of its path; each ply's drawing has the pieces the plugin has on
// its board then, and the hand-counted number.
TEST_F(ViewerTest, PositionsOfAStoredGame) {
    enter_board1();
    const QJsonObject doc = positions();
    EXPECT_EQ(doc[QLatin1String("source")].toString(), QStringLiteral("pdn"));
    EXPECT_EQ(doc[QLatin1String("plies")].toInt(), 9); // 5. d2:b4 is the ninth ply
    const QJsonArray moves = doc[QLatin1String("moves")].toArray();
    ASSERT_EQ(moves.size(), 9);
    for (int k = 0; k < 9; ++k) {
        const QJsonObject m = moves[k].toObject();
        EXPECT_EQ(m[QLatin1String("notation")].toString(), QString::fromLatin1(kMoves[k]));
        EXPECT_EQ(m[QLatin1String("number")].toInt(), k / 2 + 1) << k;
        EXPECT_EQ(m[QLatin1String("side")].toInt(), k % 2) << k;
    }
    // 2. d4:f6 goes from d4 (x 3, y 3: 27) to f6 (x 5, y 5: 45).
    EXPECT_EQ(moves[2].toObject()[QLatin1String("path")].toArray(), (QJsonArray{27, 45}));
    EXPECT_EQ(doc[QLatin1String("white")].toObject()[QLatin1String("name")].toString(), QStringLiteral("Player 1"));
    EXPECT_EQ(doc[QLatin1String("result")].toString(), QStringLiteral("1-0"));
    EXPECT_FALSE(doc.contains(QLatin1String("fault")));
    for (int k = 0; k <= 9; ++k) {
        const QJsonObject ply = positions("?ply=" + QByteArray::number(k));
        ASSERT_TRUE(ply[QLatin1String("known")].toBool()) << k;
        const QString svg = ply[QLatin1String("svg")].toString();
        EXPECT_EQ(count(svg, QStringLiteral("class=\"piece side-")), kPieces[k]) << "ply " << k;
        EXPECT_EQ(count(svg, QStringLiteral("class=\"piece side-")), plugin_pieces(k)) << "ply " << k;
        // The last move's arrow from the first ply on.
        EXPECT_EQ(svg.contains(QStringLiteral("class=\"arrow\"")), k > 0) << k;
    }
    const QString last = positions("?ply=9")[QLatin1String("svg")].toString();
    EXPECT_EQ(count(last, QStringLiteral("class=\"piece side-0")), 10);
    EXPECT_EQ(count(last, QStringLiteral("class=\"piece side-1")), 10);
    EXPECT_EQ(positions("?ply=9&lang=ru")[QLatin1String("title")].toString(), QStringLiteral("Позиция после 5. d2:b4"));
    // Seen from Black: the same pieces, the board turned.
    const QString flipped = positions("?ply=9&flip=1")[QLatin1String("svg")].toString();
    EXPECT_TRUE(flipped.contains(QStringLiteral("data-flipped=\"1\"")));
    EXPECT_EQ(count(flipped, QStringLiteral("class=\"piece side-")), 20);
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/1/boards/1/positions?ply=10").status, 404);
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/1/boards/1/positions?ply=x").status, 404);
    // No record on board 2, no board 3, no round 2.
    EXPECT_EQ(json(http(port(), "GET", "/api/v1/rounds/1/boards/2/positions"))[QLatin1String("error")]
                  .toObject()[QLatin1String("code")]
                  .toString(),
              QStringLiteral("no_record"));
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/1/boards/3/positions").status, 404);
    EXPECT_EQ(http(port(), "GET", "/api/v1/rounds/2/boards/1/positions").status, 404);
}

// The viewer's page in both languages: players, result, the drawing, the moves as links to
// their ply, the buttons; no English word on the Russian page.
TEST_F(ViewerTest, ViewerPageInBothLanguages) {
    enter_board1();
    const HttpAnswer en = http(port(), "GET", "/en/game/1/1");
    ASSERT_EQ(en.status, 200);
    const QString page = QString::fromUtf8(en.body);
    for (const char *part : {"Player 1", "Player 2", "1-0", "\"assets/game_viewer.js\"", "data-ply=\"9\"",
                             "id=\"flip\"", "Position after 5. d2:b4", "href=\"en/game/1/1?ply=3\">d4:f6</a>"})
        EXPECT_TRUE(page.contains(QString::fromUtf8(part))) << part;
    EXPECT_EQ(count(page, QStringLiteral("<a class=\"move")), 9);
    // The last position is shown first: its 20 pieces; ?ply=3 shows 23.
    EXPECT_EQ(count(page, QStringLiteral("class=\"piece side-")), 20);
    EXPECT_EQ(
        count(QString::fromUtf8(http(port(), "GET", "/en/game/1/1?ply=3").body), QStringLiteral("class=\"piece side-")),
        23);
    EXPECT_FALSE(page.contains(QStringLiteral("<script>")));
    const HttpAnswer ru = http(port(), "GET", "/ru/game/1/1");
    ASSERT_EQ(ru.status, 200);
    const QString russian = QString::fromUtf8(ru.body);
    EXPECT_TRUE(russian.contains(QStringLiteral("<html lang=\"ru\">")));
    EXPECT_TRUE(russian.contains(QStringLiteral("Позиция после 5. d2:b4")));
    // ABI 1.4 ("damka.names/1"): the drawn pieces titled in Russian as the plugin names them.
    EXPECT_TRUE(russian.contains(QStringLiteral("<title>простая (чёрные)</title>")));
    EXPECT_FALSE(russian.contains(QStringLiteral("<title>man")));
    EXPECT_EQ(english_words(russian), QStringList()) << russian.toStdString();
    // No record, no game, a bye's board: not found.
    EXPECT_EQ(http(port(), "GET", "/en/game/1/2").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/game/1/3").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/game/2/1").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/game/x/1").status, 404);
    EXPECT_EQ(http(port(), "GET", "/assets/game_viewer.js").status, 200);
}

// A result links to its game only where a record is kept (board 1, not board 2), on the
// crosstable and the round's pairings; the CLI's tables are what they were.
TEST_F(ViewerTest, ResultsLinkToTheGamesWithARecord) {
    enter_board1();
    {
        tournament::Event ev = cli();
        ASSERT_TRUE(ev.set_result(entry(1, 2, R::Draw), nullptr));
    }
    served_.web->check_for_changes();
    const QByteArray cross = http(port(), "GET", "/en/crosstable").body;
    // Player 1 (row 1) beat Player 2 with White: "2w1"; Player 2's cell "1b0".
    EXPECT_TRUE(cross.contains("<a href=\"en/game/1/1\">2w1</a>")) << cross.constData();
    EXPECT_TRUE(cross.contains("<a href=\"en/game/1/1\">1b0</a>"));
    EXPECT_FALSE(cross.contains("/en/game/1/2"));
    EXPECT_TRUE(http(port(), "GET", "/ru/crosstable").body.contains("<a href=\"ru/game/1/1\">"));
    const QByteArray round = http(port(), "GET", "/en/rounds/1").body;
    EXPECT_TRUE(round.contains("<a href=\"en/game/1/1\">1-0 (1:0)</a>") ||
                round.contains("<a href=\"en/game/1/1\">1-0</a>"))
        << round.constData();
    EXPECT_FALSE(round.contains("/en/game/1/2"));
    // The same tables without links, as the CLI makes them: no link, and the text and CSV of
    // a table with links are those of the table without.
    const tournament::EventData e = cli().data();
    const tournament::Standings st = tournament::compute_standings(e, tournament::completed_rounds(e));
    const reports::GameLink every = [](int r, int b, int g) { return "/x/" + std::to_string(r * 100 + b * 10 + g); };
    const reports::Table plain = reports::crosstable(e, st),
                         linked = reports::crosstable(e, st, reports::Language::English, every);
    EXPECT_TRUE(plain.links.empty());
    EXPECT_FALSE(linked.links.empty());
    EXPECT_EQ(reports::render_text(plain), reports::render_text(linked));
    EXPECT_EQ(reports::render_csv(plain), reports::render_csv(linked));
    EXPECT_EQ(reports::render_html(plain).find("<a "), std::string::npos);
    const reports::Table pairs = reports::pairings_by_board(e, 1),
                         pairs_linked = reports::pairings_by_board(e, 1, reports::Language::English, every);
    EXPECT_EQ(reports::render_text(pairs), reports::render_text(pairs_linked));
    EXPECT_EQ(pairs_linked.links.size(), 2u);
}

// A stored record with a move that cannot be played: the moves before it, and a message
// naming it; never an error page. 2. c3-b4: c3 was left at 1. c3-d4 (and White must take).
TEST_F(ViewerTest, AMalformedStoredRecordNamesTheMoveAtFault) {
    store_bad_record("[Event \"Club Swiss\"]\n[White \"Player 3\"]\n[Black \"Player 4\"]\n[Result \"1/2-1/2\"]\n\n"
                     "1. c3-d4 f6-e5\n2. c3-b4 e5:c3 1/2-1/2\n");
    const QJsonObject doc = json(http(port(), "GET", "/api/v1/rounds/1/boards/2/positions"));
    EXPECT_EQ(doc[QLatin1String("plies")].toInt(), 2);
    const QJsonObject fault = doc[QLatin1String("fault")].toObject();
    EXPECT_EQ(fault[QLatin1String("kind")].toString(), QStringLiteral("illegal_move"));
    EXPECT_EQ(fault[QLatin1String("ply")].toInt(), 3);
    EXPECT_EQ(fault[QLatin1String("move")].toString(), QStringLiteral("c3-b4"));
    const QString message = fault[QLatin1String("message")].toString();
    EXPECT_TRUE(message.contains(QStringLiteral("2. c3-b4"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("line 7"))) << message.toStdString(); // the move text's second line
    const HttpAnswer page = http(port(), "GET", "/en/game/1/2");
    ASSERT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("<p class=\"fault\" role=\"alert\">The move 2. c3-b4 cannot be played"))
        << page.body.constData();
    EXPECT_EQ(page.body.count("<a class=\"move"), 2);
    const HttpAnswer ru = http(port(), "GET", "/ru/game/1/2");
    ASSERT_EQ(ru.status, 200);
    EXPECT_TRUE(ru.body.contains("2. c3-b4")) << ru.body.constData();
    // The round's result still links to it: a record is kept, the viewer says where it stops.
    EXPECT_TRUE(http(port(), "GET", "/en/rounds/1").body.contains("<a href=\"en/game/1/2\">1/2</a>"));
}

// A record that is not PDN past its first move: the move read, then where reading stopped.
TEST_F(ViewerTest, AnUnreadableStoredRecordSaysWhere) {
    store_bad_record("[White \"Player 3\"]\n\n1. c3-d4 f6-e5 2. ]]] 1/2-1/2\n");
    const QJsonObject doc = json(http(port(), "GET", "/api/v1/rounds/1/boards/2/positions"));
    const QJsonObject fault = doc[QLatin1String("fault")].toObject();
    EXPECT_EQ(fault[QLatin1String("kind")].toString(), QStringLiteral("unreadable"));
    EXPECT_TRUE(fault[QLatin1String("message")].toString().contains(QStringLiteral("line 3")))
        << fault[QLatin1String("message")].toString().toStdString();
    EXPECT_EQ(doc[QLatin1String("plies")].toInt(), 2);
    EXPECT_EQ(http(port(), "GET", "/en/game/1/2").status, 200);
}

// A record that is no PDN at all: the page says so; nothing fails.
TEST_F(ViewerTest, ARecordThatIsNoGameSaysSo) {
    store_bad_record("\x01\x02 not a game");
    const HttpAnswer page = http(port(), "GET", "/en/game/1/2");
    EXPECT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("<p class=\"fault\"")) << page.body.constData();
    EXPECT_LT(http(port(), "GET", "/api/v1/rounds/1/boards/2/positions?ply=0").status, 500);
}

// A game being played with no record stored: the moves of the arbiter's log (board_game.hpp),
// as `damka arbiter log ... move` writes them.
TEST_F(ViewerTest, AGameBeingPlayedFromItsLog) {
    {
        tournament::Event ev = cli();
        arbiter::GameLog header;
        header.variant = "russian";
        header.players = {"Player 3", "Player 4"};
        arbiter::store::create_log(ev.db(), {1, 2, 1}, header);
        std::vector<arbiter::Event> events;
        for (int k = 0; k < 3; ++k) {
            arbiter::Event m;
            m.kind = arbiter::EventKind::Move;
            m.side = k % 2;
            m.move = kMoves[k];
            events.push_back(m);
        }
        arbiter::store::append_events(ev.db(), {1, 2, 1}, events);
    }
    enter_board1(); // a change the server reads
    const QJsonObject doc = json(http(port(), "GET", "/api/v1/rounds/1/boards/2/positions"));
    EXPECT_EQ(doc[QLatin1String("source")].toString(), QStringLiteral("log"));
    EXPECT_EQ(doc[QLatin1String("plies")].toInt(), 3);
    const QString svg =
        json(http(port(), "GET", "/api/v1/rounds/1/boards/2/positions?ply=3"))[QLatin1String("svg")].toString();
    EXPECT_EQ(count(svg, QStringLiteral("class=\"piece side-")), 23); // 2. d4:f6 took e5
    // No result yet, so no result to link from the round's page (the live boards link to it).
    const HttpAnswer page = http(port(), "GET", "/en/game/1/2");
    EXPECT_EQ(page.status, 200);
    EXPECT_TRUE(page.body.contains("From the arbiter's log of the game"));
    EXPECT_EQ(page.body.count("<a class=\"move"), 3);
}

// The hall: the round's pairings, the standings, the top boards (board 1 has a record), each a
// view; ?cycle= at least 3 seconds; the views alone for the script; in Russian, no English word.
TEST_F(ViewerTest, HallScreenInBothLanguages) {
    enter_board1();
    const HttpAnswer en = http(port(), "GET", "/en/hall");
    ASSERT_EQ(en.status, 200);
    const QString page = QString::fromUtf8(en.body);
    for (const char *part : {"data-view=\"pairings-1\"", "data-view=\"standings-1\"", "data-view=\"boards\"",
                             "data-cycle=\"15\"", "\"assets/hall.js\"", "\"assets/hall.css\"", "Player 1 (1)"})
        EXPECT_TRUE(page.contains(QString::fromUtf8(part))) << part;
    EXPECT_FALSE(page.contains(QStringLiteral("<nav>"))); // a screen, not a page to browse
    // Board 1's drawing after 5. d2:b4: 20 pieces; board 2 has no record: no drawing.
    EXPECT_EQ(count(page, QStringLiteral("class=\"piece side-")), 20);
    EXPECT_EQ(count(page, QStringLiteral("<figure class=\"hall-board\">")), 1);
    EXPECT_TRUE(http(port(), "GET", "/en/hall?cycle=1").body.contains("data-cycle=\"3\""));
    EXPECT_TRUE(http(port(), "GET", "/en/hall?cycle=40").body.contains("data-cycle=\"40\""));
    const QByteArray part = http(port(), "GET", "/en/hall?part=main").body;
    EXPECT_TRUE(part.startsWith("<section class=\"view\"")) << part.left(80).constData();
    // Pages of 5 lines: 2 boards fit one page, 4 players one page.
    EXPECT_FALSE(http(port(), "GET", "/en/hall?rows=5").body.contains("pairings-2"));
    EXPECT_EQ(http(port(), "GET", "/assets/hall.js").status, 200);
    EXPECT_EQ(http(port(), "GET", "/assets/hall.css").status, 200);
    const HttpAnswer ru = http(port(), "GET", "/ru/hall");
    ASSERT_EQ(ru.status, 200);
    const QString russian = QString::fromUtf8(ru.body);
    EXPECT_TRUE(russian.contains(QStringLiteral("<html lang=\"ru\">")));
    EXPECT_EQ(english_words(russian), QStringList()) << russian.toStdString();
}

// Standings longer than a page are paged, at most `top` lines in all.
TEST_F(ViewerTest, HallPagesLongTables) {
    const QString page = QString::fromUtf8(http(port(), "GET", "/en/hall?rows=5&top=3").body);
    EXPECT_TRUE(page.contains(QStringLiteral("data-view=\"standings-1\"")));
    EXPECT_FALSE(page.contains(QStringLiteral("data-view=\"standings-2\"")));
    // 3 players shown of 4: the table's body has 3 rows.
    const qsizetype at = page.indexOf(QStringLiteral("data-view=\"standings-1\""));
    const QString standings = page.mid(at, page.indexOf(QStringLiteral("</section>"), at) - at);
    EXPECT_EQ(count(standings, QStringLiteral("<tr><td")), 3);
}

// The printed cards draw each stored game's final position under both players' cards (the
// hand count above: 20 pieces), each from its player's side: Player 2 had Black, turned board.
TEST_F(ViewerTest, PrintedCardsDrawTheFinalPositions) {
    enter_board1();
    const HttpAnswer cards = http(port(), "GET", "/en/print/cards");
    ASSERT_EQ(cards.status, 200);
    const QString page = QString::fromUtf8(cards.body);
    EXPECT_EQ(count(page, QStringLiteral("<figure class=\"diagram\">")), 2);
    EXPECT_EQ(count(page, QStringLiteral("class=\"piece side-")), 40);
    EXPECT_EQ(count(page, QStringLiteral("data-flipped=\"1\"")), 1);
    EXPECT_EQ(count(page, QStringLiteral("data-flipped=\"0\"")), 1);
    EXPECT_TRUE(
        page.contains(QStringLiteral("Round 1, board 1: Player 1 - Player 2, 1-0; final position, plies played: 9")));
    const QString russian = QString::fromUtf8(http(port(), "GET", "/ru/print/cards").body);
    EXPECT_TRUE(russian.contains(QStringLiteral("заключительная позиция, сыграно полуходов: 9")));
}
