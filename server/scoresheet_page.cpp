#include "scoresheet_page.hpp"

#include "api_json.hpp"
#include "reports/table.hpp"

#include <algorithm>

namespace damka::server {

using reports::html_escape;

std::optional<std::string> scoresheet_page(const EventView &view, Language lang, int round, int board) {
    const tournament::Round *r = published_round(view.data(), round);
    if (!r) return std::nullopt;
    const bool played = std::any_of(r->games.begin(), r->games.end(), [&](const tournament::RoundGame &g) {
        return g.board == board && g.game_no == 1 && g.white != 0 && g.black != 0;
    });
    if (!played) return std::nullopt;
    const reports::Tr tr(lang);
    const std::string code = reports::language_code(lang);
    const std::string where = "/rounds/" + std::to_string(round) + "/boards/" + std::to_string(board);
    const std::string title = html_escape(
        tr.translate("Reports", "%1 - round %2, board %3").arg(view.data().info.name).arg(round).arg(board));
    const auto say = [&](const char *name, const reports::Text &text) {
        return std::string(" data-says-") + name + "=\"" + html_escape(text.str()) + "\"";
    };
    const auto side = [&](int s) {
        const std::string n = std::to_string(s);
        return "<div class=\"player\" id=\"player" + n + "\"><span class=\"name\" id=\"name" + n +
            "\"></span><span class=\"time\" id=\"time" + n + "\"></span></div>\n";
    };
    // Style and script from the server's files (assets/scoresheet.css, assets/scoresheet.js):
    // no inline script under the Content-Security-Policy; the script's words come as data
    // attributes, in the page's language.
    return "<!DOCTYPE html>\n<html lang=\"" + code +
        "\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
        title +
        "</title>\n<link rel=\"stylesheet\" href=\"/assets/scoresheet.css\">\n"
        "<script src=\"/assets/scoresheet.js\" defer></script>\n</head>\n<body data-board=\"" +
        std::to_string(board) + "\" data-game=\"/api/v1" + where + "/game\" data-moves=\"/api/v1" + where + "/moves\"" +
        say("none", tr.translate("Scoresheet", "Open this page with the link of a board's or an arbiter's token.")) +
        say("board", tr.translate("Scoresheet", "Board %1: the players' scoresheet")) +
        say("arbiter", tr.translate("Scoresheet", "Arbiter: the scoresheet of board %1")) +
        say("other", tr.translate("Scoresheet", "This token is for board %1, not for this board.")) +
        say("tap", tr.translate("Scoresheet", "%1 to move: tap the piece moved, then the square it went to.")) +
        say("landing",
            tr.translate("Scoresheet", "Several captures end there: tap the next square the piece landed on.")) +
        say("choose", tr.translate("Scoresheet", "Several captures take this path: choose the one made.")) +
        say("illegal",
            tr.translate("Scoresheet",
                         "%1 is not a legal move. Was it made on the board? If pieces were "
                         "taken off, tap them too, then confirm.")) +
        say("over", tr.translate("Scoresheet", "The game is over on the board.")) +
        say("result", tr.translate("Scoresheet", "Result: %1")) +
        say("unknown",
            tr.translate("Scoresheet",
                         "The position on the board is unknown after an irregular move: "
                         "the arbiter states it.")) +
        say("not-legal", tr.translate("Scoresheet", "not legal")) +
        say("taken-back", tr.translate("Scoresheet", "taken back")) + "\">\n<header><h1>" + title +
        "</h1><p id=\"who\"></p></header>\n<main>\n" + side(1) + "<div id=\"diagram\" class=\"diagram\"></div>\n" +
        side(0) +
        "<p id=\"message\" role=\"status\"></p>\n"
        "<p id=\"confirm\" hidden><button type=\"button\" id=\"yes\">" +
        html_escape(tr.translate("Scoresheet", "Yes, it was made").str()) +
        "</button> <button type=\"button\" id=\"no\">" +
        html_escape(tr.translate("Scoresheet", "No, choose again").str()) +
        "</button></p>\n<p id=\"choices\"></p>\n<p class=\"tools\"><button type=\"button\" id=\"flip\">" +
        html_escape(tr.translate("Scoresheet", "Turn the board").str()) + "</button> <a id=\"clock-link\" href=\"/" +
        code + "/clock/" + std::to_string(round) + "/" + std::to_string(board) + "\">" +
        html_escape(tr.translate("Scoresheet", "Clock").str()) + "</a> <a href=\"/" + code + "/game/" +
        std::to_string(round) + "/" + std::to_string(board) + "\">" +
        html_escape(tr.translate("Scoresheet", "The board's page with the move list").str()) + "</a></p>\n<h2>" +
        html_escape(tr.translate("Scoresheet", "Moves").str()) +
        "</h2>\n<ol id=\"moves\"></ol>\n</main>\n</body>\n</html>\n";
}

} // namespace damka::server
