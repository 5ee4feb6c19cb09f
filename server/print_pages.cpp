#include "print_pages.hpp"

#include "reports/game_figures.hpp"
#include "reports/print_aids.hpp"
#include "reports/reports.hpp"
#include "api_json.hpp" // published_round
#include "board_links.hpp"
#include "prize_pages.hpp"
#include "reports/prizes_report.hpp"
#include "http_message.hpp"
#include "mount.hpp"
#include "tournament/service/checkins.hpp"
#include "tournament/service/event_variant.hpp"
#include "tournament/model/system_rules.hpp"

namespace damka::server {

using namespace damka::tournament;

namespace {

// The standings, crosstable and cards as they were after round `st.after_round` (damka
// standings|crosstable|card --after N).
std::vector<reports::Table> after_round(const QString &what, const EventData &e, const Standings &st,
                                        reports::Language lang, const PluginRegistry *plugins) {
    if (what == QStringLiteral("standings")) return reports::event_standings(e, st, -1, lang);
    if (what == QStringLiteral("crosstable")) return {reports::event_crosstable(e, st, lang)};
    if (what != QStringLiteral("cards")) return {};
    std::vector<reports::Table> cards;
    for (const Player &p : e.players) cards.push_back(reports::player_card(e, st, p.id, lang));
    // Each stored game's final position under the card, when the plugins can replay it.
    if (plugins)
        if (const Expected<Variant> variant = event_variant(*plugins, e.info))
            for (reports::Table &card : cards) {
                const int id = e.players[size_t(&card - cards.data())].id;
                reports::add_final_positions(card, e, id, *variant, lang);
            }
    return cards;
}

// Whether `page` names a print the event has, before anything is rendered: the wall chart; the
// standings, crosstable and cards (after the last complete round, or after round N); the
// check-in list of the next round or any the event has; a published round's pairings and slips
// (a draft is not public); the prizes' allocation when the event has a prize list.
bool print_known(EventView &view, const QStringList &page) {
    const EventData &e = view.data();
    const QString what = page.value(0);
    const bool after =
        what == QStringLiteral("standings") || what == QStringLiteral("crosstable") || what == QStringLiteral("cards");
    if (page.size() == 1 && what == QStringLiteral("prizes")) return e.prize_rules.has_value();
    if (page.size() == 1) return what == QStringLiteral("wallchart") || after;
    const auto n = page.size() == 2 ? positive_number(page[1]) : std::nullopt;
    if (!n) return false;
    if (what == QStringLiteral("checkin")) return round_number_problem(e, *n).empty() || *n == int(e.rounds.size()) + 1;
    return (after || what == QStringLiteral("pairings") || what == QStringLiteral("slips")) && published_round(e, *n);
}

std::vector<reports::Table> tables_of(EventView &view, reports::Language lang, const QStringList &page,
                                      const PluginRegistry *plugins) {
    if (!print_known(view, page)) return {};
    const EventData &e = view.data();
    const QString what = page.value(0);
    if (page.size() == 1) {
        if (what == QStringLiteral("wallchart")) return {reports::wall_chart(e, lang)};
        if (what == QStringLiteral("prizes")) { // for the ceremony: each prize, its winner, the rule
            const PrizesNow now = prizes_now(view);
            return {reports::prize_allocation_table(e, view.standings(), now.list, now.allocation, lang)};
        }
        return after_round(what, e, view.standings(), lang, plugins); // after the last complete round
    }
    const int n = *positive_number(page[1]);
    if (what == QStringLiteral("checkin")) return {reports::checkin_list(e, n, checked_in(view.event().db(), n), lang)};
    if (what == QStringLiteral("pairings")) return {reports::pairings_by_board(e, n, lang)};
    if (what == QStringLiteral("slips")) return reports::result_slips(e, n, lang);
    // Issue 44: a past round's standings, "after round 3" once round 5 is played.
    return after_round(what, e, compute_standings(e, n), lang, plugins);
}

// CSS Paged Media 3 named pages (print_pages.css): the prints with a column per round or per
// player go across the sheet, the lists and slips upright.
bool landscape(const QString &what) {
    return what == QStringLiteral("wallchart") || what == QStringLiteral("crosstable");
}

} // namespace

std::optional<std::string> picked_print(EventView &view, reports::Language lang, const QString &what,
                                        const QString &round) {
    const auto n = positive_number(round);
    if (!n) return std::nullopt;
    // The wall chart is the whole event's: every round's column, filled in or to fill.
    const QStringList page =
        what == QStringLiteral("wallchart") ? QStringList{what} : QStringList{what, QString::number(*n)};
    if (!print_known(view, page)) return std::nullopt; // known without rendering it
    return std::string(reports::language_code(lang)) + "/print/" + page.join(QLatin1Char('/')).toStdString();
}

std::optional<std::string> print_document(EventView &view, const QString &base, reports::Language lang,
                                          const QStringList &page, const PluginRegistry *plugins) {
    const std::vector<reports::Table> tables = tables_of(view, lang, page, plugins);
    if (tables.empty()) return std::nullopt;
    // The slips and the pairing sheet of a round: each board's link (board_links.hpp).
    const Round *linked =
        page.size() == 2 && (page[0] == QStringLiteral("slips") || page[0] == QStringLiteral("pairings"))
        ? find_round(view.data(), *positive_number(page[1]))
        : nullptr;
    // The reports' style sheet from the server's file (the Content-Security-Policy forbids an
    // inline one), with its print rules: a slip or a card never splits across pages.
    std::string o = std::string("<!DOCTYPE html>\n<html lang=\"") + reports::language_code(lang) +
        "\">\n<head>\n<meta charset=\"utf-8\">\n" + base_element(base) + "<title>" +
        reports::html_escape(tables.front().title) + "</title>\n<link rel=\"stylesheet\" href=\"assets/print.css\">\n" +
        (linked ? board_links_head() : std::string()) + "</head>\n<body class=\"print" +
        (landscape(page.value(0)) ? " landscape" : "") + "\" data-print=\"" + page.value(0).toStdString() + "\"" +
        (linked ? " data-round=\"" + std::to_string(linked->number) + "\"" : std::string()) + ">\n";
    for (const reports::Table &t : tables) {
        const size_t i = size_t(&t - tables.data());
        const bool slip = linked && page[0] == QStringLiteral("slips") && i < linked->games.size();
        o += slip ? with_board_link_slot(reports::html_section(t), linked->games[i].board) : reports::html_section(t);
    }
    if (linked && page[0] == QStringLiteral("pairings")) o += "<section class=\"board-links\"></section>\n";
    return o + "</body>\n</html>\n";
}

} // namespace damka::server
