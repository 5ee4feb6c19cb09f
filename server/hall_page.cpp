#include "hall_page.hpp"

#include "api_json.hpp"
#include "game_page.hpp"
#include "mount.hpp"
#include "reports/reports.hpp"

#include <algorithm>

namespace damka::server {

using reports::html_escape;

namespace {

int bounded(const QUrlQuery &query, const char *key, int fallback, int low, int high) {
    bool ok = false;
    const int n = query.queryItemValue(QString::fromLatin1(key)).toInt(&ok);
    return ok ? std::clamp(n, low, high) : fallback;
}

// The columns a phone keeps (reports' Table::secondary: rank, name, points, the first
// tie-break; every column of a table that folds none): what a screen across the hall can show
// in large type.
std::vector<size_t> shown_columns(const reports::Table &t) {
    std::vector<size_t> out;
    for (size_t c = 0; c < t.header.size(); ++c)
        if (c >= t.secondary.size() || !t.secondary[c]) out.push_back(c);
    return out;
}

// A column of names or clubs: some cell longer than a result or a number ("1/2", "PAB"). Such
// columns share the width the others leave (hall.css), the others keep their text's width.
bool long_text(const reports::Table &t, size_t c) {
    return std::any_of(t.rows.begin(), t.rows.end(), [c](const std::vector<std::string> &row) {
        return c < row.size() && QString::fromStdString(row[c]).size() > 8;
    });
}

std::string table_page(const reports::Table &t, size_t from, size_t to) {
    const std::vector<size_t> columns = shown_columns(t);
    auto numeric = [&](size_t c) { return c < t.numeric.size() && t.numeric[c]; };
    std::vector<bool> text(t.header.size());
    for (size_t c : columns) text[c] = !numeric(c) && long_text(t, c);
    std::string o = "<table class=\"hall\">\n<thead><tr>";
    for (size_t c : columns)
        o += std::string(numeric(c) ? "<th class=\"n\">" : "<th>") + html_escape(t.header[c]) + "</th>";
    o += "</tr></thead>\n<tbody>\n";
    for (size_t r = from; r < to && r < t.rows.size(); ++r) {
        o += "<tr>";
        for (size_t c : columns) {
            const std::string cell = html_escape(c < t.rows[r].size() ? t.rows[r][c] : std::string());
            // Issue 44: a name too long for the screen ends in an ellipsis (hall.css), never cut
            // mid-glyph; its title keeps the whole of it.
            o += text[c]     ? "<td class=\"t\" title=\"" + cell + "\">" + cell + "</td>"
                : numeric(c) ? "<td class=\"n\">" + cell + "</td>"
                             : "<td class=\"f\">" + cell + "</td>";
        }
        o += "</tr>\n";
    }
    return o + "</tbody>\n</table>\n";
}

// A table in views of `rows` lines each, at most `limit` lines in all: KEY-1, KEY-2, ...
std::string paged_views(const std::string &key, const reports::Table &t, size_t rows, size_t limit) {
    const size_t lines = std::min(t.rows.size(), limit);
    const size_t pages = std::max<size_t>(1, (lines + rows - 1) / rows);
    std::string o;
    for (size_t p = 0; p < pages; ++p) {
        const std::string page = pages > 1 ? std::to_string(p + 1) + "/" + std::to_string(pages) : std::string();
        o += "<section class=\"view\" data-view=\"" + key + "-" + std::to_string(p + 1) + "\">\n<h1 title=\"" +
            html_escape(t.title) + "\">" + html_escape(t.title) +
            (page.empty() ? "" : " <span class=\"page\">" + page + "</span>") + "</h1>\n" +
            table_page(t, p * rows, std::min(lines, (p + 1) * rows)) + "</section>\n";
    }
    return o;
}

// The first boards of the round: the position reached (the stored record's last, or a game
// being played as logged), the last move's arrow; boards without a record are left out.
std::string boards_view(const EventView &view, ViewedGames &games, Language lang, int round, int count,
                        const std::string &key) {
    const reports::Tr tr(lang);
    const tournament::EventData &e = view.data();
    const tournament::Round *r = published_round(e, round);
    if (!r || count <= 0) return {};
    std::string figures;
    int shown = 0;
    for (const tournament::RoundGame &g : r->games) {
        if (shown >= count) break;
        if (g.white == 0 || g.black == 0) continue;
        // A micro-match: its second game once it has a record.
        bool later = false;
        for (const tournament::RoundGame &o : r->games)
            later =
                later || (o.board == g.board && o.game_no > g.game_no && games.has_record(round, o.board, o.game_no));
        if (later || !games.has_record(round, g.board, g.game_no)) continue;
        auto read = games.game(round, g.board, g.game_no);
        const auto *kept = std::get_if<std::shared_ptr<const ViewedGame>>(&read);
        if (!kept) continue; // no plugins: nothing to draw
        const ViewedGame &vg = **kept;
        int ply = int(vg.positions.size()) - 1; // the last position known
        while (ply > 0 && !vg.positions[size_t(ply)]) --ply;
        const std::string svg = ply_svg(vg, ply, false, tr, 48, true);
        if (svg.empty()) continue;
        ++shown;
        std::string result = tournament::to_string(g.result);
        if (result == "1/2") result = "\xc2\xbd-\xc2\xbd";
        // A player a line, shortened with an ellipsis (the whole in its title).
        const std::string white = html_escape(e.label(g.white)), black = html_escape(e.label(g.black));
        figures += "<figure class=\"hall-board\">" + svg + "<figcaption><span class=\"line\" title=\"" + white +
            "\"><span class=\"bo\">" + std::to_string(g.board) + "</span> " + white +
            "</span><span class=\"line\" title=\"" + black + "\">" + black + "</span>" +
            (result.empty() ? "" : "<strong>" + html_escape(result) + "</strong>") + "<small>" +
            html_escape(ply_title(vg, ply, tr)) + "</small></figcaption></figure>\n";
    }
    if (figures.empty()) return {};
    const std::string title =
        html_escape(tr.translate("Hall", "%1 - round %2: the top boards").arg(e.info.name).arg(round).str());
    return "<section class=\"view\" data-view=\"" + key + "boards\">\n<h1 title=\"" + title + "\">" + title +
        "</h1>\n<div class=\"hall-boards\">\n" + figures + "</div>\n</section>\n";
}

} // namespace

HallOptions hall_options(const QUrlQuery &query) {
    HallOptions o;
    o.cycle_seconds = bounded(query, "cycle", o.cycle_seconds, 3, 3600);
    o.rows = bounded(query, "rows", o.rows, 5, 40);
    o.top = bounded(query, "top", o.top, 1, 1000);
    o.boards = bounded(query, "boards", o.boards, 0, 8);
    return o;
}

std::string hall_views(const EventView &view, ViewedGames &games, Language lang, const HallOptions &options) {
    const tournament::EventData &e = view.data();
    const int round = tournament::current_round(e);
    const std::string key = options.section.empty() ? std::string() : options.section + "-";
    // In a festival's hall the event's name leads each title.
    auto named = [&](reports::Table t) {
        if (!options.section.empty() && t.title.rfind(e.info.name, 0) != 0)
            t.title = e.info.name + " \xe2\x80\x93 " + t.title;
        return t;
    };
    std::string o;
    if (published_round(e, round))
        o += paged_views(key + "pairings", named(reports::pairings_by_board(e, round, lang)), size_t(options.rows),
                         SIZE_MAX);
    // A team event: the team standings (event_standings' first table).
    if (!e.players.empty())
        o += paged_views(key + "standings", named(reports::event_standings(e, view.standings(), -1, lang).front()),
                         size_t(options.rows), size_t(options.top));
    o += boards_view(view, games, lang, round, options.boards, key);
    if (o.empty()) // nothing to show yet: the event's name and that no round is published
        o = "<section class=\"view\" data-view=\"" + key + "event\">\n<h1>" + html_escape(e.info.name) + "</h1>\n<p>" +
            html_escape(reports::Tr(lang).translate("Pages", "No round is published yet.").str()) +
            "</p>\n</section>\n";
    return o;
}

std::string hall_frame(const QString &base, Language lang, const std::string &title, const HallOptions &options,
                       const std::string &part, qint64 version, const std::string &views) {
    const std::string code = reports::language_code(lang);
    // Style and script from the server's files (assets/hall.css, assets/hall.js): no inline
    // script or style under the Content-Security-Policy; the script's settings as data attributes.
    return "<!DOCTYPE html>\n<html lang=\"" + code +
        "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, "
        "initial-scale=1\">\n" +
        base_element(base) + "<title>" + html_escape(title) +
        "</title>\n<link rel=\"stylesheet\" href=\"assets/hall.css\">\n<script src=\"assets/hall.js\" "
        "defer></script>\n</head>\n<body class=\"hall\" data-cycle=\"" +
        std::to_string(options.cycle_seconds) + "\" data-part=\"" + part + "\">\n<main id=\"content\" data-version=\"" +
        std::to_string(version) + "\">\n" + views + "</main>\n</body>\n</html>\n";
}

std::string hall_document(const EventView &view, const QString &base, ViewedGames &games, Language lang,
                          const HallOptions &options) {
    const std::string part = std::string(reports::language_code(lang)) +
        "/hall?part=main&amp;rows=" + std::to_string(options.rows) + "&amp;top=" + std::to_string(options.top) +
        "&amp;boards=" + std::to_string(options.boards);
    return hall_frame(base, lang, view.data().info.name, options, part, view.version(),
                      hall_views(view, games, lang, options));
}

} // namespace damka::server
