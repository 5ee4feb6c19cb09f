#include "results_page.hpp"

#include "api_json.hpp"
#include "reports/table.hpp"

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

namespace {

// The result codes every event takes (tournament/result_notation.hpp), with their labels.
struct ResultButton {
    const char *code, *label;
};
constexpr ResultButton kButtons[] = {
    {"1-0", "1-0"}, {"1/2", "\xc2\xbd-\xc2\xbd"}, {"0-1", "0-1"}, {"+-", "+-"}, {"-+", "-+"}, {"--", "--"}};

std::string shown_result(BoardResult r) {
    const std::string s = to_string(r);
    return s == "1/2" ? "\xc2\xbd-\xc2\xbd" : s;
}

} // namespace

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
        o += "<li data-board=\"" + board + "\" data-game=\"" + game + "\" data-api=\"/api/v1/rounds/" + n + "/boards/" +
            board + "/result\">";
        o += "<span class=\"board\">" + board + (g.game_no > 1 ? "." + game : std::string()) + "</span> ";
        o += "<span class=\"players\">" + html_escape(e.label(g.white)) + " \xe2\x80\x93 " +
            html_escape(e.label(g.black)) + "</span> ";
        o += "<b class=\"result\">" + html_escape(shown_result(g.result)) + "</b>";
        o += "<span class=\"buttons\">";
        // Disabled until the script has asked who the token is and enables what it may tap.
        for (const ResultButton &b : kButtons)
            o +=
                std::string("<button type=\"button\" disabled data-result=\"") + b.code + "\">" + b.label + "</button>";
        o += "</span></li>\n";
    }
    return o + "</ul>\n</section>\n";
}

} // namespace damka::server
