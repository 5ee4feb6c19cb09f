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
#include "tournament/trf_exchange.hpp"
#include "web_clock.hpp"
#include "board_game.hpp"
#include "live_boards.hpp"
#include "scoresheet_page.hpp"

#include <QJsonArray>

namespace damka::server {

using namespace damka::tournament;

namespace {

Reply not_found(const QString &what) { return error_reply(404, QStringLiteral("not_found"), what); }

bool is_read(const Request &r) { return r.method == "GET" || r.method == "HEAD"; }

} // namespace

Site::Site(EventView &view, WriteHandler writes, SetupHandler setup, Plugins plugins)
    : view_(view), writes_(std::move(writes)), setup_(std::move(setup)), plugins_(std::move(plugins)),
      games_(view_, plugins_) {}

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

Reply Site::route(const Request &request) {
    const QStringList &p = request.path;
    const bool asset = p.size() == 2 && p[0] == QStringLiteral("assets");
    if (!view_.has_event() && !asset) {
        if (setup_) return setup_(request);
        return error_reply(503, QStringLiteral("no_event"), QStringLiteral("no event is served"));
    }
    if (p.size() >= 2 && p[0] == QStringLiteral("api") && p[1] == QStringLiteral("v1")) {
        if (writes_)
            if (auto written = writes_(request)) return *written;
        return api(request, p.mid(2));
    }
    if (asset) {
        if (!is_read(request)) return method_not_allowed("GET, HEAD");
        if (auto file = asset_reply(p[1])) return *file;
        return error_reply(404, QStringLiteral("not_found"), QStringLiteral("no such file"));
    }
    if (p.isEmpty()) {
        Reply r = html_reply("<a href=\"/en/\">/en/</a>\n", 302);
        r.headers.emplace_back("Location", "/en/");
        return r;
    }
    return page(request);
}

Reply Site::api(const Request &request, const QStringList &rest) {
    if (!is_read(request)) return method_not_allowed("GET, HEAD");
    const EventData &e = view_.data();
    const QString what = rest.value(0);
    if (rest.size() == 1) {
        if (what == QStringLiteral("event")) {
            QJsonObject o = event_json(e);
            o.insert(QStringLiteral("version"), view_.version());
            return json_reply(o);
        }
        if (what == QStringLiteral("players")) return json_reply(players_json(e));
        if (what == QStringLiteral("rounds")) return json_reply(rounds_json(e));
        if (what == QStringLiteral("standings")) {
            // A team event: the team standings, with each board's standings under "boards".
            const std::vector<reports::Table> tables = reports::event_standings(e, view_.standings());
            QJsonObject o = table_json(tables.front());
            if (tables.size() > 1) {
                QJsonArray boards;
                for (size_t i = 1; i < tables.size(); ++i) boards.append(table_json(tables[i]));
                o.insert(QStringLiteral("boards"), boards);
            }
            return json_reply(o);
        }
        if (what == QStringLiteral("crosstable"))
            return json_reply(table_json(reports::event_crosstable(e, view_.standings())));
        if (what == QStringLiteral("games")) return json_reply(games_json(e));
        // The start list and the standings for a spreadsheet, as `damka players|standings --format csv`.
        if (what == QStringLiteral("players.csv"))
            return download_reply(QByteArray::fromStdString(reports::render_csv(reports::start_list(e))),
                                  "text/csv; charset=utf-8", QStringLiteral("players.csv"));
        if (what == QStringLiteral("standings.csv"))
            return download_reply(QByteArray::fromStdString(reports::render_all(
                                      reports::event_standings(e, view_.standings()), reports::Format::Csv)),
                                  "text/csv; charset=utf-8", QStringLiteral("standings.csv"));
        if (what == QStringLiteral("games.pdn"))
            return download_reply(games_pdn(e), "application/x-pdn; charset=utf-8", QStringLiteral("games.pdn"));
        if (what == QStringLiteral("event.trf")) {
            // The TRF of the completed rounds, as `damka trf export` writes it.
            const auto trf = export_trf(e, completed_rounds(e));
            if (!trf) return error_reply(409, QStringLiteral("trf"), QString::fromStdString(trf.error()));
            return download_reply(QByteArray::fromStdString(*trf), "text/plain; charset=utf-8",
                                  QStringLiteral("event.trf"));
        }
    }
    if (rest.size() == 2) {
        const auto n = positive_number(rest[1]);
        if (what == QStringLiteral("rounds")) {
            const Round *r = n ? published_round(e, *n) : nullptr;
            if (!r) return not_found(QStringLiteral("round '%1' is not published").arg(rest[1]));
            QJsonObject o = round_json(e, *r);
            o.insert(QStringLiteral("pairings"), table_json(reports::pairings_by_board(e, *n)));
            return json_reply(o);
        }
        if (what == QStringLiteral("players")) {
            const Player *pl = n ? e.player(*n) : nullptr;
            if (!pl) return not_found(QStringLiteral("no player with start number '%1'").arg(rest[1]));
            QJsonObject o = player_json(*pl);
            o.insert(QStringLiteral("card"), table_json(reports::player_card(e, view_.standings(), *n)));
            return json_reply(o);
        }
    }
    // rounds/N/boards/B/clock: the web clock's readings (web_clock.hpp).
    if (rest.size() == 5 && what == QStringLiteral("rounds") && rest[2] == QStringLiteral("boards") &&
        rest[4] == QStringLiteral("clock")) {
        const auto n = positive_number(rest[1]), board = positive_number(rest[3]);
        if (!n || !board) return not_found(QStringLiteral("no such round or board"));
        return clock_state(view_, *n, *board);
    }
    // rounds/N/boards/B/game: the board's game from its log (board_game.hpp), drawn for the
    // scoresheet (?flip=1: seen from the second side; ?lang=ru: its words).
    if (rest.size() == 5 && what == QStringLiteral("rounds") && rest[2] == QStringLiteral("boards") &&
        rest[4] == QStringLiteral("game")) {
        const auto n = positive_number(rest[1]), board = positive_number(rest[3]);
        if (!n || !board) return not_found(QStringLiteral("no such round or board"));
        const Language lang =
            parse_language(request.query.queryItemValue(QStringLiteral("lang"))).value_or(Language::English);
        if (!plugins_)
            return error_reply(503, QStringLiteral("no_plugins"),
                               QString::fromStdString(
                                   reports::Tr(lang).translate("Desk", "this server has no variant plugins").str()));
        auto read = read_board_game(view_, plugins_(), *n, *board, 1,
                                    request.query.queryItemValue(QStringLiteral("positions")) == QStringLiteral("1"));
        if (auto *problem = std::get_if<BoardGameProblem>(&read)) return problem_reply(*problem, reports::Tr(lang));
        BoardGameJsonOptions o;
        o.interactive = true;
        o.flipped = request.query.queryItemValue(QStringLiteral("flip")) == QStringLiteral("1");
        o.lang = lang;
        return json_reply(board_game_json(std::get<BoardGame>(read), o));
    }
    // rounds/N/boards/B/positions: the game viewer's moves and, with ?ply=K, one position drawn (game_page.hpp).
    if (rest.size() == 5 && what == QStringLiteral("rounds") && rest[2] == QStringLiteral("boards") &&
        rest[4] == QStringLiteral("positions")) {
        const auto n = positive_number(rest[1]), board = positive_number(rest[3]);
        if (!n || !board) return not_found(QStringLiteral("no such round or board"));
        return positions_reply(games_, view_, *n, *board, request.query);
    }
    // rounds/N/live: every board's game of the round, for the live boards (live_boards.hpp).
    if (rest.size() == 3 && what == QStringLiteral("rounds") && rest[2] == QStringLiteral("live")) {
        const auto n = positive_number(rest[1]);
        if (!n) return not_found(QStringLiteral("no such round"));
        const Language lang =
            parse_language(request.query.queryItemValue(QStringLiteral("lang"))).value_or(Language::English);
        return live_.json(view_, plugins_ ? &plugins_() : nullptr, *n, lang);
    }
    return not_found(QStringLiteral("no such API address"));
}

Reply Site::page(const Request &request) {
    const auto lang = parse_language(request.path[0]);
    if (!lang) return html_reply("<!DOCTYPE html><title>404</title><p>Not found. <a href=\"/en/\">/en/</a></p>\n", 404);
    if (!is_read(request)) return method_not_allowed("GET, HEAD");
    const QStringList page = request.path.mid(1);
    if (page.size() == 3 && page[0] == QStringLiteral("clock")) {
        const auto n = positive_number(page[1]), board = positive_number(page[2]);
        const auto html = n && board ? clock_page(view_, *lang, *n, *board) : std::nullopt;
        return html ? html_reply(*html) : html_reply("<!DOCTYPE html><title>404</title><p>Not found.</p>\n", 404);
    }
    // The scoresheet of a board (scoresheet_page.hpp) and the live boards of a round (live_boards.hpp).
    if (page.size() == 3 && page[0] == QStringLiteral("board")) {
        const auto n = positive_number(page[1]), board = positive_number(page[2]);
        const auto html = n && board ? scoresheet_page(view_, *lang, *n, *board) : std::nullopt;
        return html ? html_reply(*html) : html_reply(page_document(view_, *lang, page, "<p>404</p>\n"), 404);
    }
    if (page.size() == 2 && page[0] == QStringLiteral("live")) {
        const auto n = positive_number(page[1]);
        const auto content = n ? live_.content(view_, plugins_ ? &plugins_() : nullptr, *lang, *n) : std::nullopt;
        if (!content) return html_reply(page_document(view_, *lang, page, "<p>404</p>\n"), 404);
        // Not live.js: live_boards.js reads the boards' documents and redraws them in place.
        return html_reply(page_document(view_, *lang, page, *content, "live_boards.js", false));
    }
    // The game viewer (game_page.hpp): not live.js, game_viewer.js keeps the ply shown across a change.
    if (page.size() == 3 && page[0] == QStringLiteral("game")) {
        const auto n = positive_number(page[1]), board = positive_number(page[2]);
        const GamePage viewer =
            n && board ? game_content(games_, view_, *lang, *n, *board, request.query) : GamePage{404, "<p>404</p>\n"};
        if (request.query.queryItemValue(QStringLiteral("part")) == QStringLiteral("main"))
            return html_reply(viewer.content, viewer.status);
        return html_reply(page_document(view_, *lang, page, viewer.content, "game_viewer.js", false), viewer.status);
    }
    // The hall screen (hall_page.hpp): a document of its own, no navigation.
    if (page == QStringList{QStringLiteral("hall")}) {
        const HallOptions options = hall_options(request.query);
        if (request.query.queryItemValue(QStringLiteral("part")) == QStringLiteral("main"))
            return html_reply(hall_views(view_, games_, *lang, options));
        return html_reply(hall_document(view_, games_, *lang, options));
    }
    if (page.size() >= 2 && page[0] == QStringLiteral("print")) {
        const auto document = print_document(view_, *lang, page.mid(1), plugins_ ? &plugins_() : nullptr);
        return document ? html_reply(*document) : html_reply(page_document(view_, *lang, page, "<p>404</p>\n"), 404);
    }
    if (page == QStringList{QStringLiteral("desk")}) {
        const std::string content = desk_content(view_, *lang);
        if (request.query.queryItemValue(QStringLiteral("part")) == QStringLiteral("main")) return html_reply(content);
        // Not live.js: a change elsewhere must not wipe a form being typed; desk.js refreshes
        // the page after each of its own commands.
        return html_reply(page_document(view_, *lang, page, content, "desk.js", false));
    }
    if (page.size() == 2 && page[0] == QStringLiteral("results")) {
        const auto n = positive_number(page[1]);
        const auto content = n ? results_content(view_, *lang, *n) : std::nullopt;
        if (!content) return html_reply(page_document(view_, *lang, page, "<p>404</p>\n"), 404);
        if (request.query.queryItemValue(QStringLiteral("part")) == QStringLiteral("main")) return html_reply(*content);
        return html_reply(page_document(view_, *lang, page, *content, "results.js"));
    }
    // A crosstable's and a round's results link to the games' viewer where a record is kept.
    const auto content = page_content(view_, *lang, page, games_.links(*lang));
    if (!content) return html_reply(page_document(view_, *lang, page, "<p>404</p>\n"), 404);
    // ?part=main: only the content, for the page's script to swap in after a change.
    if (request.query.queryItemValue(QStringLiteral("part")) == QStringLiteral("main")) return html_reply(*content);
    return html_reply(page_document(view_, *lang, page, *content));
}

} // namespace damka::server
