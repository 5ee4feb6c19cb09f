#include "print_pages.hpp"

#include "reports/game_figures.hpp"
#include "reports/print_aids.hpp"
#include "reports/reports.hpp"
#include "api_json.hpp" // published_round
#include "board_links.hpp"
#include "http_message.hpp"
#include "tournament/service/checkins.hpp"
#include "tournament/service/event_variant.hpp"
#include "tournament/model/system_rules.hpp"

namespace damka::server {

using namespace damka::tournament;

namespace {

std::vector<reports::Table> tables_of(EventView &view, reports::Language lang, const QStringList &page,
                                      const PluginRegistry *plugins) {
    const EventData &e = view.data();
    const QString what = page.value(0);
    if (page.size() == 1) {
        if (what == QStringLiteral("wallchart")) return {reports::wall_chart(e, lang)};
        if (what == QStringLiteral("standings")) return reports::event_standings(e, view.standings(), -1, lang);
        if (what == QStringLiteral("crosstable")) return {reports::event_crosstable(e, view.standings(), lang)};
        if (what == QStringLiteral("cards")) {
            std::vector<reports::Table> cards;
            for (const Player &p : e.players) cards.push_back(reports::player_card(e, view.standings(), p.id, lang));
            // Each stored game's final position under the card, when the plugins can replay it.
            if (plugins)
                if (const Expected<Variant> variant = event_variant(*plugins, e.info))
                    for (reports::Table &card : cards) {
                        const int id = e.players[size_t(&card - cards.data())].id;
                        reports::add_final_positions(card, e, id, *variant, lang);
                    }
            return cards;
        }
        return {};
    }
    const auto n = page.size() == 2 ? positive_number(page[1]) : std::nullopt;
    if (!n) return {};
    if (what == QStringLiteral("checkin")) {
        // The next round to pair or any the event has (damka print checkin --round).
        if (!round_number_problem(e, *n).empty() && *n != int(e.rounds.size()) + 1) return {};
        return {reports::checkin_list(e, *n, checked_in(view.event().db(), *n), lang)};
    }
    if (!published_round(e, *n)) return {}; // a draft is not public
    if (what == QStringLiteral("pairings")) return {reports::pairings_by_board(e, *n, lang)};
    if (what == QStringLiteral("slips")) return reports::result_slips(e, *n, lang);
    return {};
}

} // namespace

std::optional<std::string> print_document(EventView &view, reports::Language lang, const QStringList &page,
                                          const PluginRegistry *plugins) {
    const std::vector<reports::Table> tables = tables_of(view, lang, page, plugins);
    if (tables.empty()) return std::nullopt;
    // The reports' style sheet from the server's file (the Content-Security-Policy forbids an
    // inline one), with its print rules: a slip or a card never splits across pages.
    // The slips and the pairing sheet of a round: each board's link (board_links.hpp).
    const Round *linked =
        page.size() == 2 && (page[0] == QStringLiteral("slips") || page[0] == QStringLiteral("pairings"))
        ? find_round(view.data(), *positive_number(page[1]))
        : nullptr;
    std::string o = std::string("<!DOCTYPE html>\n<html lang=\"") + reports::language_code(lang) +
        "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + reports::html_escape(tables.front().title) +
        "</title>\n<link rel=\"stylesheet\" href=\"/assets/print.css\">\n" +
        (linked ? board_links_head() : std::string()) + "</head>\n<body class=\"print\"" +
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
