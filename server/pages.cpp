#include "pages.hpp"

#include "api_json.hpp"
#include "desk_page.hpp" // the desk's pages, named in the title
#include "http_message.hpp"
#include "mount.hpp"
#include "reports/reports.hpp"

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

namespace {

struct Labels {
    std::string code, overview, start_list, round, standings, crosstable, cards, rounds, no_rounds, live, self;
};

// The frame's words (translations/); the report tables are made in the page's language (reports/).
Labels labels(Language lang) {
    const reports::Tr tr(lang);
    return {reports::language_code(lang), tr.translate("Pages", "Overview"), tr.translate("Pages", "Start list"),
            tr.translate("Pages", "Round"), tr.translate("Pages", "Standings"), tr.translate("Pages", "Crosstable"),
            tr.translate("Pages", "Player cards"), tr.translate("Pages", "Published rounds"),
            tr.translate("Pages", "No round is published yet."), tr.translate("Pages", "Updates live"),
            // The language's own name, for the links to it from the other languages' pages.
            tr.translate("Pages", "English", "the name of this language, in this language: Русский")};
}

std::string link(const Labels &l, const std::string &path, const std::string &text, const std::string &extra = {}) {
    // `path` may come from the request (the language switch of any page, a 404 too): escaped.
    // Relative to the page's <base> (mount.hpp): "en/players".
    return "<a href=\"" + l.code + html_escape(path) + "\"" + extra + ">" + html_escape(text) + "</a>";
}

// The same page in every other language, each named in itself («Русский», "English").
std::string other_languages(const Language &lang, const std::string &here) {
    std::string out;
    for (const Language &other : reports::known_languages())
        if (!(other == lang)) {
            const Labels l = labels(other);
            // assets/lang_switch.js adds the query and the fragment (the token) the page has now.
            out += (out.empty() ? "" : " ") + link(l, here, l.self, " data-lang-switch hreflang=\"" + l.code + "\"");
        }
    return out;
}

std::string overview(const EventView &view, Language lang, const Labels &l) {
    const EventData &e = view.data();
    std::string o = "<section>\n<h1>" + html_escape(e.info.name) + "</h1>\n";
    for (const std::string &s : reports::event_lines(e, lang)) o += "<p class=\"sub\">" + html_escape(s) + "</p>\n";
    if (const std::string tbs = reports::tiebreak_names_line(e, lang); !tbs.empty())
        o += "<p class=\"sub\" id=\"event-tiebreaks\">" + html_escape(tbs) + "</p>\n";
    o += "<h2>" + l.rounds + "</h2>\n";
    const QJsonArray rounds = rounds_json(e);
    if (rounds.isEmpty()) o += "<p>" + l.no_rounds + "</p>\n";
    o += "<ul class=\"rounds\">\n";
    for (const auto &r : rounds) {
        const QJsonObject round = r.toObject();
        const std::string n = std::to_string(round.value(QStringLiteral("number")).toInt());
        o += "<li>" + link(l, "/rounds/" + n, l.round + " " + n) + " (" +
            std::to_string(round.value(QStringLiteral("results_entered")).toInt()) + "/" +
            std::to_string(round.value(QStringLiteral("games")).toInt()) + ")</li>\n";
    }
    return o + "</ul>\n</section>\n";
}

std::string card_links(const EventData &e, const Labels &l) {
    std::string o = "<section>\n<h2>" + l.cards + "</h2>\n<p class=\"cards\">";
    for (const Player &p : e.players)
        o += link(l, "/players/" + std::to_string(p.id), std::to_string(p.id) + " " + p.name) + " ";
    return o + "</p>\n</section>\n";
}

// What the page is, for its <title> after the event's name (issue 44: every title names the
// event and the page); empty for the overview and an address it does not know.
std::string page_name(const EventView &view, Language lang, const QStringList &page, const Labels &l) {
    const reports::Tr tr(lang);
    const QString what = page.value(0);
    const int n = page.size() >= 2 ? positive_number(page[1]).value_or(0) : 0;
    const int b = page.size() >= 3 ? positive_number(page[2]).value_or(0) : 0;
    if (what == QStringLiteral("desk")) {
        const std::string id = page.size() >= 2 ? page[1].toStdString() : "round";
        for (const DeskSection &s : desk_sections(view.data(), tr))
            if (s.id == id) return tr.translate("Pages", "Desk: %1").arg(s.title);
        return {};
    }
    if (page.size() == 1 && what == QStringLiteral("players")) return l.start_list;
    if (page.size() == 1 && what == QStringLiteral("standings")) return l.standings;
    if (page.size() == 1 && what == QStringLiteral("crosstable")) return l.crosstable;
    if (page.size() == 1 && what == QStringLiteral("prizes")) return tr.translate("Pages", "Prizes");
    if (page.size() == 1 && what == QStringLiteral("results"))
        return tr.translate("Pages", "Results of the round in hand");
    if (!n) return {};
    if (page.size() == 2 && what == QStringLiteral("players") && view.data().player(n)) return view.data().label(n);
    if (page.size() == 2 && what == QStringLiteral("rounds")) return l.round + " " + std::to_string(n);
    if (page.size() == 2 && what == QStringLiteral("results"))
        return tr.translate("Pages", "Results of round %1").arg(n);
    if (page.size() == 2 && what == QStringLiteral("live")) return tr.translate("Pages", "Round %1 live").arg(n);
    if (b && (what == QStringLiteral("board") || what == QStringLiteral("game") || what == QStringLiteral("clock")))
        return tr.translate("Pages", "Round %1, board %2").arg(n).arg(b);
    return {};
}

} // namespace

std::optional<Language> parse_language(const QString &code) {
    // The address names a language by its code alone (/ru/, never /ru_RU/).
    const auto lang = reports::parse_language(code.toStdString());
    return lang && lang->code() == code.toStdString() ? lang : std::nullopt;
}

std::optional<std::string> page_content(const EventView &view, Language lang, const QStringList &page,
                                        const reports::GameLink &game_link) {
    const Labels l = labels(lang);
    const EventData &e = view.data();
    const auto section = [&](const reports::Table &t) { return reports::html_section(t); };
    if (page.isEmpty()) return overview(view, lang, l);
    const QString what = page[0];
    if (page.size() == 1 && what == QStringLiteral("players"))
        return section(reports::start_list(e, view.checkins(), lang)) + card_links(e, l);
    if (page.size() == 1 && what == QStringLiteral("standings")) {
        std::string out; // a team event: the team standings, then each board's
        for (const reports::Table &t : reports::event_standings(e, view.standings(), -1, lang)) out += section(t);
        return out;
    }
    if (page.size() == 1 && what == QStringLiteral("crosstable"))
        return section(reports::event_crosstable(e, view.standings(), lang, game_link));
    if (page.size() != 2) return std::nullopt;
    const auto n = positive_number(page[1]);
    if (!n) return std::nullopt;
    if (what == QStringLiteral("rounds") && published_round(e, *n))
        // The round's boards as they are being played (live_boards.hpp).
        return section(reports::pairings_by_board(e, *n, lang, game_link)) + "<p class=\"live-link\">" +
            link(l, "/live/" + std::to_string(*n), reports::Tr(lang).translate("Live", "The boards live")) + "</p>\n";
    if (what == QStringLiteral("players") && e.player(*n))
        return section(reports::player_card(e, view.standings(), *n, lang));
    return std::nullopt;
}

std::string page_document(const EventView &view, const QString &base, Language lang, const QStringList &page,
                          const std::string &content, const char *script, bool live) {
    const Labels l = labels(lang);
    std::string here;
    for (const QString &part : page) here += "/" + part.toStdString();
    std::string nav = link(l, "/", l.overview) + " " + link(l, "/players", l.start_list) + " ";
    // A festival's section (festival_host.hpp): first the way back to its other tournaments,
    // the festival's list at the server's root, outside this event's base.
    if (base != QStringLiteral("/"))
        nav = "<a class=\"festival-link\" href=\"/" + l.code + "/\">" +
            html_escape(reports::Tr(lang).translate("Festival", "All tournaments").str()) + "</a> " + nav;
    for (const auto &r : rounds_json(view.data())) {
        const std::string n = std::to_string(r.toObject().value(QStringLiteral("number")).toInt());
        nav += link(l, "/rounds/" + n, l.round + " " + n) + " ";
    }
    nav += link(l, "/standings", l.standings) + " " + link(l, "/crosstable", l.crosstable) + " ";
    if (view.data().prize_rules) // the event has a prize list (prize_pages.hpp)
        nav += link(l, "/prizes", reports::Tr(lang).translate("Pages", "Prizes")) + " ";
    nav += other_languages(lang, here.empty() ? "/" : here);
    const std::string name = page_name(view, lang, page, l);
    return "<!DOCTYPE html>\n<html lang=\"" + l.code +
        "\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n" +
        base_element(base) + "<title>" +
        html_escape(view.data().info.name + (name.empty() ? std::string() : " \xe2\x80\x93 " + name)) +
        // Style and script from the server's own files (assets.hpp): the Content-Security-Policy
        // lets no inline script or style run.
        "</title>\n<link rel=\"stylesheet\" href=\"assets/site.css\">\n" +
        (script && std::string(script) == "desk.js" ? "<link rel=\"stylesheet\" href=\"assets/desk.css\">\n" : "") +
        (live ? "<script src=\"assets/live.js\" defer></script>\n" : "") +
        "<script src=\"assets/lang_switch.js\" defer></script>\n" +
        (script ? "<script src=\"assets/" + std::string(script) + "\" defer></script>\n" : std::string()) +
        "</head>\n<body>\n<nav>" + nav +
        "</nav>\n"
        "<main id=\"content\" data-version=\"" +
        std::to_string(view.version()) + "\">\n" + content + "</main>\n<p id=\"live\">" + l.live +
        "</p>\n</body>\n</html>\n";
}

} // namespace damka::server
