#include "site.hpp"

#include "api_json.hpp"
#include "assets.hpp"
#include "clock_page.hpp"
#include "desk_page.hpp"
#include "game_page.hpp"
#include "hall_page.hpp"
#include "pages.hpp"
#include "print_pages.hpp"
#include "results_page.hpp"
#include "reports/reports.hpp"
#include "tournament/exchange/trf_exchange.hpp"
#include "web_clock.hpp"
#include "board_game.hpp"
#include "live_boards.hpp"
#include "mount.hpp"
#include "games_pdn.hpp"
#include "scoresheet_page.hpp"

#include <QJsonArray>

#include <algorithm>

namespace damka::server {

using namespace damka::tournament;

namespace {

Reply not_found(const QString &what) { return error_reply(404, QStringLiteral("not_found"), what); }

// ?part=main: only the content, for the page's script to swap in after a change.
bool main_part(const Call &c) { return c.query("part") == QStringLiteral("main"); }

// The page's path after its language, as the frame's links name it.
QStringList page_path(const Call &c) { return c.request.path.mid(1); }

Reply page_not_found(const Call &c) {
    return html_reply(page_document(c.view, c.request.base, c.lang(), page_path(c), "<p>404</p>\n"), 404);
}

const PluginRegistry *loaded(const Call &c) { return c.plugins ? &c.plugins() : nullptr; }

} // namespace

Site::Site(EventView &view, WriteHandler writes, SetupHandler setup, Plugins plugins, QStringList host_names)
    : view_(view), writes_(std::move(writes)), setup_(std::move(setup)), plugins_(std::move(plugins)),
      hosts_(std::move(host_names)), games_(view_, plugins_) {}

Reply Site::handle(const Request &request) {
    try {
        return route(request);
    } catch (const storage::SqlError &e) {
        // The event could not be read now (busy, the server gone): nothing changed, try again.
        Reply r =
            error_reply(503, QStringLiteral("storage"), QString::fromStdString(storage_error(e).message.english()));
        r.headers.emplace_back("Retry-After", "1");
        return r;
    }
}

std::optional<Reply> control_in_path(const Request &request) {
    // RFC 3986 2.1: a %00 (or another control character) decoded in the path names no page.
    for (const QString &segment : request.path)
        if (std::any_of(segment.begin(), segment.end(),
                        [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; }))
            return error_reply(400, QStringLiteral("bad_request"), QStringLiteral("a control character in the path"));
    return std::nullopt;
}

std::optional<Reply> misdirected(const HostNames &hosts, const Request &request) {
    // DNS rebinding (host_names.hpp): another site's name pointed at this machine.
    if (hosts.accepts(request.host)) return std::nullopt;
    return error_reply(421, QStringLiteral("misdirected"),
                       QStringLiteral("this server does not answer for the host '%1': open it by its address, or "
                                      "start it with --host-name NAME")
                           .arg(QString::fromLatin1(request.host.left(100))));
}

std::optional<Reply> Site::misdirected(const Request &request) const { return server::misdirected(hosts_, request); }

Reply Site::route(const Request &request) {
    if (auto refused = misdirected(request)) return *refused;
    if (auto bad = control_in_path(request)) return *bad;
    const QStringList &p = request.path;
    const bool asset = p.size() == 2 && p[0] == QStringLiteral("assets"); // served with or without an event
    if (!view_.has_event() && !asset) {
        if (setup_) return setup_(request);
        return error_reply(503, QStringLiteral("no_event"), QStringLiteral("no event is served"));
    }
    const bool api = p.size() >= 2 && p[0] == QStringLiteral("api") && p[1] == QStringLiteral("v1");
    if (api && writes_)
        if (auto written = writes_(request)) return *written;
    const Dispatcher site{Dispatcher::Part::Public, view_, plugins_, &games_, &live_, {}};
    if (auto answer = site(request)) return *answer;
    if (api) return not_found(QStringLiteral("no such API address"));
    return html_reply(
        "<!DOCTYPE html>\n<html>\n<head>\n" + base_element(request.base) +
            "<title>404</title>\n</head>\n<body>\n<p>Not found. <a href=\"en/\">en/</a></p>\n</body>\n</html>\n",
        404);
}

Reply api_event(const Call &c) {
    QJsonObject o = event_json(c.view.data());
    o.insert(QStringLiteral("version"), c.view.version());
    return json_reply(o);
}

Reply api_players(const Call &c) { return json_reply(players_json(c.view.data())); }

Reply api_player(const Call &c) {
    const EventData &e = c.view.data();
    const int n = c.number(0);
    const Player *pl = e.player(n);
    if (!pl) return not_found(QStringLiteral("no player with start number '%1'").arg(c.args[0]));
    QJsonObject o = player_json(*pl);
    o.insert(QStringLiteral("card"), table_json(reports::player_card(e, c.view.standings(), n)));
    return json_reply(o);
}

Reply api_rounds(const Call &c) { return json_reply(rounds_json(c.view.data())); }

Reply api_round(const Call &c) {
    const EventData &e = c.view.data();
    const int n = c.number(0);
    const Round *r = published_round(e, n);
    if (!r) return not_found(QStringLiteral("round '%1' is not published").arg(c.args[0]));
    QJsonObject o = round_json(e, *r);
    o.insert(QStringLiteral("pairings"), table_json(reports::pairings_by_board(e, n)));
    return json_reply(o);
}

Reply api_standings(const Call &c) {
    // A team event: the team standings, with each board's standings under "boards".
    const std::vector<reports::Table> tables = reports::event_standings(c.view.data(), c.view.standings());
    QJsonObject o = table_json(tables.front());
    if (tables.size() > 1) {
        QJsonArray boards;
        for (size_t i = 1; i < tables.size(); ++i) boards.append(table_json(tables[i]));
        o.insert(QStringLiteral("boards"), boards);
    }
    return json_reply(o);
}

Reply api_crosstable(const Call &c) {
    return json_reply(table_json(reports::event_crosstable(c.view.data(), c.view.standings())));
}

Reply api_games(const Call &c) { return json_reply(games_json(c.view.data())); }

// The start list and the standings for a spreadsheet, as `damka players|standings --format csv`.
// The CSV downloads in the language of ?lang= with the CLI's `--format csv` headers, made for
// a double click into a spreadsheet (render_spreadsheet_csv: a byte order mark; a Russian
// page's file with ';' and decimal commas, as Russian Excel reads them). Issue 44 §3.
Reply spreadsheet_download(const Call &c, const std::vector<reports::Table> &tables, const QString &file) {
    // The list separator of Excel in Russian (and most continental locales) is ';', its decimal mark ','.
    const bool semicolons = c.lang() != reports::Language::English;
    return download_reply(QByteArray::fromStdString(reports::render_spreadsheet_csv(tables, semicolons)),
                          "text/csv; charset=utf-8", file);
}

Reply api_players_csv(const Call &c) {
    return spreadsheet_download(c, {reports::start_list(c.view.data(), std::nullopt, c.lang())},
                                QStringLiteral("players.csv"));
}

Reply api_standings_csv(const Call &c) {
    return spreadsheet_download(c, reports::event_standings(c.view.data(), c.view.standings(), -1, c.lang()),
                                QStringLiteral("standings.csv"));
}

Reply api_crosstable_csv(const Call &c) {
    return spreadsheet_download(c, {reports::event_crosstable(c.view.data(), c.view.standings(), c.lang())},
                                QStringLiteral("crosstable.csv"));
}

Reply api_games_pdn(const Call &c) {
    return download_reply(games_pdn(c.view, loaded(c)), "application/x-pdn; charset=utf-8",
                          QStringLiteral("games.pdn"));
}

// The TRF of the completed rounds, as `damka trf export` writes it.
Reply api_event_trf(const Call &c) {
    const EventData &e = c.view.data();
    const auto trf = export_trf(e, completed_rounds(e));
    if (!trf) return error_reply(409, QStringLiteral("trf"), QString::fromStdString(trf.error()));
    return download_reply(QByteArray::fromStdString(*trf), "text/plain; charset=utf-8", QStringLiteral("event.trf"));
}

// Every board's game of the round, for the live boards (live_boards.hpp).
Reply api_live(const Call &c) { return c.live->json(c.view, loaded(c), c.number(0), c.lang()); }

// The board's game from its log (board_game.hpp), drawn for the scoresheet (?flip=1: seen from
// the second side; ?lang=ru: its words).
Reply api_board_game(const Call &c) {
    if (!c.plugins)
        return error_reply(503, QStringLiteral("no_plugins"),
                           QString::fromStdString(c.tr.translate("Desk", "this server has no variant plugins").str()));
    auto read =
        read_board_game(c.view, c.plugins(), c.number(0), c.number(1), 1, c.query("positions") == QStringLiteral("1"));
    if (auto *problem = std::get_if<BoardGameProblem>(&read)) return problem_reply(*problem, c.tr);
    BoardGameJsonOptions o;
    o.interactive = true;
    o.flipped = c.query("flip") == QStringLiteral("1");
    o.lang = c.lang();
    return json_reply(board_game_json(std::get<BoardGame>(read), o));
}

// The game viewer's moves and, with ?ply=K, one position drawn (game_page.hpp).
Reply api_positions(const Call &c) {
    return positions_reply(*c.games, c.view, c.number(0), c.number(1), c.request.query);
}

// The web clock's readings (web_clock.hpp).
Reply api_clock(const Call &c) { return clock_state(c.view, c.number(0), c.number(1)); }

// HEAD of the event stream (its GET is taken over at the socket, web_server.hpp): the stream's
// headers, no body.
Reply api_stream_head(const Call &) {
    Reply r;
    r.content_type = "text/event-stream";
    r.headers.emplace_back("Cache-Control", "no-cache");
    return r;
}

Reply root_redirect(const Call &c) { return redirect_reply(c.request, "en/", 302); }

Reply asset_file(const Call &c) {
    if (auto file = asset_reply(c.args[0])) return *file;
    return error_reply(404, QStringLiteral("not_found"), QStringLiteral("no such file"));
}

Reply page_clock(const Call &c) {
    const auto html = clock_page(c.view, c.request.base, c.lang(), c.number(0), c.number(1));
    return html ? html_reply(*html) : page_not_found(c);
}

// The scoresheet of a board (scoresheet_page.hpp).
Reply page_scoresheet(const Call &c) {
    const auto html = scoresheet_page(c.view, c.request.base, c.lang(), c.number(0), c.number(1));
    return html ? html_reply(*html) : page_not_found(c);
}

// The live boards of a round (live_boards.hpp). Not live.js: live_boards.js reads the boards'
// documents and redraws them in place.
Reply page_live(const Call &c) {
    const auto content = c.live->content(c.view, loaded(c), c.lang(), c.number(0));
    if (!content) return page_not_found(c);
    return html_reply(page_document(c.view, c.request.base, c.lang(), page_path(c), *content, "live_boards.js", false));
}

// The game viewer (game_page.hpp): not live.js, game_viewer.js keeps the ply shown across a change.
Reply page_game(const Call &c) {
    const GamePage viewer = game_content(*c.games, c.view, c.lang(), c.number(0), c.number(1), c.request.query);
    if (main_part(c)) return html_reply(viewer.content, viewer.status);
    return html_reply(
        page_document(c.view, c.request.base, c.lang(), page_path(c), viewer.content, "game_viewer.js", false),
        viewer.status);
}

// The hall screen (hall_page.hpp): a document of its own, no navigation.
Reply page_hall(const Call &c) {
    const HallOptions options = hall_options(c.request.query);
    if (main_part(c)) return html_reply(hall_views(c.view, *c.games, c.lang(), options));
    return html_reply(hall_document(c.view, c.request.base, *c.games, c.lang(), options));
}

Reply page_print(const Call &c) {
    const auto document = print_document(c.view, c.request.base, c.lang(), c.args, loaded(c));
    return document ? html_reply(*document) : page_not_found(c);
}

// The desk's round picker (a plain form: no script): on to the print's own address.
Reply page_print_pick(const Call &c) {
    const auto to = picked_print(c.view, c.lang(), c.query("what"), c.query("round"));
    if (!to) return page_not_found(c);
    return redirect_reply(c.request, *to, 303); // RFC 9110 15.4.4
}

Reply page_desk(const Call &c) {
    const std::string page = c.args.isEmpty() ? std::string("round") : c.args[0].toStdString();
    const auto content = desk_content(c.view, c.lang(), page);
    if (!content) return page_not_found(c);
    if (main_part(c)) return html_reply(*content);
    // Not live.js: a change elsewhere must not wipe a form being typed; desk.js refreshes
    // the page after each of its own commands.
    return html_reply(page_document(c.view, c.request.base, c.lang(), page_path(c), *content, "desk.js", false));
}

// /LANG/results: the round in hand (the latest published), so an arbiter's link never goes stale.
Reply page_results_current(const Call &c) {
    const int current = current_round(c.view.data());
    const auto content = current > 0 ? results_content(c.view, c.lang(), current) : std::nullopt;
    if (!content) return page_not_found(c);
    if (main_part(c)) return html_reply(*content);
    return html_reply(page_document(c.view, c.request.base, c.lang(), page_path(c), *content, "results.js"));
}

Reply page_results(const Call &c) {
    const auto content = results_content(c.view, c.lang(), c.number(0));
    if (!content) return page_not_found(c);
    if (main_part(c)) return html_reply(*content);
    return html_reply(page_document(c.view, c.request.base, c.lang(), page_path(c), *content, "results.js"));
}

// The reports' pages (pages.hpp). A crosstable's and a round's results link to the games'
// viewer where a record is kept.
Reply page_report(const Call &c) {
    const auto content = page_content(c.view, c.lang(), c.args, c.games->links(c.lang()));
    if (!content) return page_not_found(c);
    if (main_part(c)) return html_reply(*content);
    return html_reply(page_document(c.view, c.request.base, c.lang(), c.args, *content));
}

} // namespace damka::server
