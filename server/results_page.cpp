#include "results_page.hpp"

#include "api_json.hpp"
#include "result_scale.hpp"
#include "reports/table.hpp"

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

std::optional<std::string> results_content(const EventView &view, Language lang, int round) {
    const EventData &e = view.data();
    const Round *r = published_round(e, round);
    if (!r) return std::nullopt;
    const reports::Tr tr(lang);
    const std::string n = std::to_string(round);
    // What the script says, in the page's language (it has no translations of its own).
    std::string o = "<section class=\"desk\" data-round=\"" + n + "\" data-says-board=\"" +
        html_escape(tr.translate("Desk", "Board %1: your board's result")) + "\" data-says-arbiter=\"" +
        html_escape(tr.translate("Desk", "Arbiter: every board of the round")) + "\" data-says-none=\"" +
        html_escape(tr.translate("Desk", "Open this page with the link of a board's or an arbiter's token.")) +
        "\" data-says-confirm=\"" + html_escape(tr.translate("Desk", "Confirm the correction")) +
        "\" data-says-saved=\"" + html_escape(tr.translate("Desk", "Saved: board %1, %2")) + "\">\n";
    o += "<h1>" + html_escape(tr.translate("Desk", "%1 - round %2: results").arg(e.info.name).arg(round)) + "</h1>\n";
    o += "<p id=\"who\"></p>\n<p id=\"desk-message\" role=\"status\"></p>\n<ul class=\"boards\">\n";
    for (const RoundGame &g : r->games) {
        if (g.white == 0 || g.black == 0) continue; // a bye has no result to enter
        const std::string board = std::to_string(g.board), game = std::to_string(g.game_no);
        o += "<li data-board=\"" + board + "\" data-game=\"" + game + "\" data-api=\"api/v1/rounds/" + n + "/boards/" +
            board + "/result\">";
        o += "<span class=\"board\">" + board + (g.game_no > 1 ? "." + game : std::string()) + "</span> ";
        o += "<span class=\"players\">" + html_escape(e.label(g.white)) + " \xe2\x80\x93 " +
            html_escape(e.label(g.black)) + "</span> ";
        o += "<b class=\"result\">" + html_escape(result_label(g.result, e.info.scoring)) + "</b>";
        o += "<span class=\"buttons\">";
        // Disabled until the script has asked who the token is and enables what it may tap.
        // In the event's scale; a forfeit is the arbiter's (board_rules.hpp), not shown to a board.
        for (const ResultChoice &b : result_choices(e.info.scoring))
            o += "<button type=\"button\" disabled data-result=\"" + b.code + "\"" +
                (b.forfeit ? " data-forfeit=\"1\"" : "") + ">" + html_escape(b.label) + "</button>";
        o += "</span></li>\n";
    }
    return o + "</ul>\n</section>\n";
}

} // namespace damka::server
