#include "live_boards.hpp"

#include "api_json.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "board_game.hpp"
#include "reports/table.hpp"
#include "web_clock.hpp"

#include <QJsonArray>

namespace damka::server {

using reports::html_escape;

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

std::vector<const tournament::RoundGame *> played_games(const tournament::Round &r) {
    std::vector<const tournament::RoundGame *> out;
    for (const tournament::RoundGame &g : r.games)
        if (g.white != 0 && g.black != 0) out.push_back(&g); // a bye has no board
    return out;
}

// "4:59", "1:29:59": as the clock page shows a time.
std::string clock_text(qint64 ms) {
    const qint64 t = (std::max<qint64>(0, ms) + 999) / 1000, h = t / 3600, m = t / 60 % 60, s = t % 60;
    const auto two = [](qint64 n) { return (n < 10 ? "0" : "") + std::to_string(n); };
    return (h ? std::to_string(h) + ":" + two(m) : std::to_string(m)) + ":" + two(s);
}

// "1-0", "½-½" as the result desk shows them; nothing while the game goes on.
std::string shown_result(const QString &code) {
    if (code == QStringLiteral("*")) return {};
    if (code == QStringLiteral("1/2")) return "\xc2\xbd-\xc2\xbd";
    return html_escape(code.toStdString());
}

// Issue 44: a board whose game nobody records (no move logged, no clock started: an empty
// log) would show the starting position and full clocks, as if the game had not begun; it says
// so instead, and keeps its result.
void mark_recorded(QJsonObject &doc, bool recorded, const reports::Tr &tr) {
    doc.insert(QStringLiteral("recorded"), recorded);
    if (recorded) return;
    doc.remove(QStringLiteral("svg"));
    doc.remove(QStringLiteral("clock"));
    doc.insert(QStringLiteral("note"), qs(tr.translate("Live", "not recorded").str()));
}

} // namespace

QJsonObject LiveBoards::board(EventView &view, const PluginRegistry *plugins, const tournament::RoundGame &g,
                              Language lang) {
    const arbiter::store::GameKey key{g.round, g.board, g.game_no};
    storage::Database &db = view.event().db();
    const std::optional<arbiter::GameLog> log = arbiter::store::load_log(db, key);
    Kept &kept = kept_[{g.round, g.board, g.game_no, reports::language_code(lang)}];
    const size_t events = log ? log->events.size() : 0;
    const tournament::EventData &e = view.data();
    const std::string players = e.label(g.white) + "\n" + e.label(g.black);
    if (!kept.doc.isEmpty() && kept.events == events && kept.result == g.result && kept.players == players &&
        kept.plugins == bool(plugins)) {
        // The same game: only the clocks moved on.
        if (log && kept.doc.contains(QStringLiteral("clock")))
            kept.doc.insert(QStringLiteral("clock"), clock_readings(*log, web_clock_start(db, key)));
        return kept.doc;
    }
    const reports::Tr tr(lang);
    auto problem = [&](const QString &why) {
        return QJsonObject{
            {QStringLiteral("board"), g.board},
            {QStringLiteral("game"), g.game_no},
            {QStringLiteral("players"),
             QJsonArray{QJsonObject{{QStringLiteral("label"), qs(e.label(g.white))}},
                        QJsonObject{{QStringLiteral("label"), qs(e.label(g.black))}}}},
            {QStringLiteral("result"),
             g.result == tournament::BoardResult::Pending ? QStringLiteral("*") : qs(tournament::to_string(g.result))},
            {QStringLiteral("error"), why}};
    };
    QJsonObject doc;
    if (!plugins) {
        doc = problem(qs(tr.translate("Live", "the variant plugins are not loaded")));
    } else {
        auto read = read_board_game(view, *plugins, g.round, g.board, g.game_no);
        if (auto *p = std::get_if<BoardGameProblem>(&read)) {
            doc = problem(qs(tr.render(p->message)));
        } else {
            BoardGameJsonOptions o; // small, not tappable, no legal moves
            o.legal_moves = false;
            o.square_size = 32;
            o.coordinates = false;
            o.lang = lang;
            doc = board_game_json(std::get<BoardGame>(read), o);
            mark_recorded(doc, events > 0, tr);
        }
    }
    kept = {events, g.result, players, bool(plugins), doc};
    return doc;
}

Reply LiveBoards::json(EventView &view, const PluginRegistry *plugins, int round, Language lang) {
    const tournament::Round *r = published_round(view.data(), round);
    if (!r)
        return error_reply(404, QStringLiteral("not_found"),
                           qs(reports::Tr(lang).translate("Live", "round %1 is not published").arg(round)));
    QJsonArray boards;
    for (const tournament::RoundGame *g : played_games(*r)) boards.append(board(view, plugins, *g, lang));
    return json_reply(QJsonObject{{QStringLiteral("round"), round},
                                  {QStringLiteral("version"), view.version()},
                                  {QStringLiteral("boards"), boards}});
}

std::optional<std::string> LiveBoards::content(EventView &view, const PluginRegistry *plugins, Language lang,
                                               int round) {
    const tournament::Round *r = published_round(view.data(), round);
    if (!r) return std::nullopt;
    const reports::Tr tr(lang);
    const std::string code = reports::language_code(lang), n = std::to_string(round);
    std::string o = "<section class=\"live\" data-api=\"api/v1/rounds/" + n + "/live?lang=" + code + "\">\n<h1>" +
        html_escape(tr.translate("Live", "%1 - round %2: the boards live").arg(view.data().info.name).arg(round)) +
        "</h1>\n<ul class=\"live-boards\">\n";
    for (const tournament::RoundGame *g : played_games(*r)) {
        const QJsonObject d = board(view, plugins, *g, lang);
        const QJsonArray players = d.value(QStringLiteral("players")).toArray();
        const auto label = [&](int s) {
            return html_escape(players.at(s).toObject().value(QStringLiteral("label")).toString().toStdString());
        };
        const std::string bo = std::to_string(g->board), game = std::to_string(g->game_no);
        o += "<li class=\"live-board\" data-board=\"" + bo + "\" data-game=\"" + game +
            "\"><a class=\"players\" href=\"" + code + "/game/" + n + "/" + bo + "\"><b class=\"bo\">" + bo +
            (g->game_no > 1 ? "." + game : std::string()) + "</b> <span class=\"p0\">" + label(0) +
            "</span> \xe2\x80\x93 <span class=\"p1\">" + label(1) + "</span></a>\n<div class=\"diagram\">";
        if (d.contains(QStringLiteral("note")))
            o += "<p class=\"not-recorded\">" + html_escape(d.value(QStringLiteral("note")).toString().toStdString()) +
                "</p>";
        else if (d.contains(QStringLiteral("error")))
            o += "<p class=\"problem\">" + html_escape(d.value(QStringLiteral("error")).toString().toStdString()) +
                "</p>";
        else if (d.value(QStringLiteral("svg")).isString())
            o += d.value(QStringLiteral("svg")).toString().toStdString(); // the server's own drawing
        o += "</div>\n<p class=\"state\">";
        const QJsonObject clock = d.value(QStringLiteral("clock")).toObject();
        const QJsonArray remaining = clock.value(QStringLiteral("remaining_ms")).toArray();
        for (int s = 0; s < 2; ++s) {
            const std::string text = remaining.size() == 2 ? clock_text(remaining.at(s).toInteger()) : std::string();
            o += "<span class=\"clock c" + std::to_string(s) + "\">" + text + "</span> ";
            if (s == 0)
                o += "<span class=\"last\">" +
                    html_escape(d.value(QStringLiteral("last_shown")).toString().toStdString()) + "</span> ";
        }
        const QString result = d.value(QStringLiteral("result")).toString();
        o += "<b class=\"result\">" + shown_result(result) + "</b></p></li>\n";
    }
    return o + "</ul>\n</section>\n";
}

} // namespace damka::server
