#include "scoresheet_page.hpp"

#include "api_json.hpp"
#include "mount.hpp"
#include "result_scale.hpp"
#include "reports/table.hpp"

#include <algorithm>

namespace damka::server {

using reports::html_escape;

namespace {

// A word of the script's, in the page's language: data-says-NAME.
std::string say(const char *name, const reports::Text &text) {
    return std::string(" data-says-") + name + "=\"" + html_escape(text.str()) + "\"";
}

// Issue 44: the board's result buttons in the event's scale beside the scoresheet (the forfeits
// for the arbiter only), with a draw agreed and a resignation that enter the result with the
// game's record (scoresheet_acts.hpp). Enabled by the script once it knows the token.
std::string entry_part(const EventView &view, Language lang, const std::string &where) {
    const reports::Tr tr(lang);
    std::string o = "<section id=\"result-entry\" data-result-api=\"api/v1" + where +
        "/result\" data-end-api=\"api/v1" + where + "/end\"" + say("saved", tr.translate("Scoresheet", "Saved: %1")) +
        say("confirm", tr.translate("Desk", "Confirm the correction")) +
        say("resigns", tr.translate("Scoresheet", "%1 resigns")) +
        say("enter", tr.translate("Scoresheet", "Enter the result %1? Only the arbiter can change it then.")) +
        say("yes", tr.translate("Scoresheet", "Yes")) + ">\n<h2>" +
        html_escape(tr.translate("Scoresheet", "The game's result").str()) + "</h2>\n<p id=\"result-buttons\">";
    for (const ResultChoice &c : result_choices(view.data().info.scoring))
        o += "<button type=\"button\" disabled data-result=\"" + c.code + "\"" +
            (c.forfeit ? " data-forfeit=\"1\" hidden" : "") + ">" + html_escape(c.label) + "</button> ";
    o += "</p>\n<p id=\"result-message\" role=\"status\"></p>\n<p id=\"game-end\"><button type=\"button\" id=\"draw\" "
         "disabled>" +
        html_escape(tr.translate("Scoresheet", "Draw agreed").str()) +
        "</button> <button type=\"button\" id=\"resign0\" disabled></button> <button type=\"button\" id=\"resign1\" "
        "disabled></button></p>\n</section>\n";
    return o;
}

// The arbiter's controls (an arbiter's or the chief's token): the undo of a mis-tapped move and
// the ruling on a claim, as `damka arbiter decide` gives it (scoresheet_acts.hpp).
std::string arbiter_part(Language lang) {
    const reports::Tr tr(lang);
    const auto option = [&](const char *value, const reports::Text &label) {
        return std::string("<option value=\"") + value + "\">" + html_escape(label.str()) + "</option>";
    };
    return "<section id=\"arbiter-tools\" hidden>\n<h2>" + html_escape(tr.translate("Scoresheet", "Arbiter").str()) +
        "</h2>\n<p><button type=\"button\" id=\"undo\">" +
        html_escape(tr.translate("Scoresheet", "Take back the last move (recorded by mistake)").str()) +
        "</button></p>\n<p class=\"ruling-form\"><label for=\"claim\">" +
        html_escape(tr.translate("Scoresheet", "Claim").str()) + "</label> <select id=\"claim\">" +
        option("correction", tr.translate("Scoresheet", "an illegal move or press: correction")) +
        option("touch-move", tr.translate("Scoresheet", "touch-move")) +
        option("flag", tr.translate("Scoresheet", "a flag down")) +
        option("draw-offer", tr.translate("Scoresheet", "a draw offer")) +
        option("setup", tr.translate("Scoresheet", "a wrong set-up or colours")) +
        option("displaced", tr.translate("Scoresheet", "displaced pieces")) +
        option("result", tr.translate("Scoresheet", "the game's result now")) + "</select> <label for=\"claimant\">" +
        html_escape(tr.translate("Scoresheet", "made by").str()) +
        "</label> <select id=\"claimant\"><option value=\"\">-</option><option value=\"0\"></option><option "
        "value=\"1\"></option></select> <label><input type=\"checkbox\" id=\"enter-result\" checked> " +
        html_escape(tr.translate("Scoresheet", "enter the result the ruling gives").str()) +
        "</label> <button type=\"button\" id=\"rule\">" + html_escape(tr.translate("Scoresheet", "Rule").str()) +
        "</button></p>\n<div id=\"ruling\" role=\"status\"></div>\n</section>\n";
}

} // namespace

std::optional<std::string> scoresheet_page(const EventView &view, const QString &base, Language lang, int round,
                                           int board) {
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
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n" +
        base_element(base) + "<title>" + title +
        "</title>\n<link rel=\"stylesheet\" href=\"assets/scoresheet.css\">\n"
        "<script src=\"assets/scoresheet.js\" defer></script>\n</head>\n<body data-board=\"" +
        std::to_string(board) + "\" data-game=\"api/v1" + where + "/game\" data-moves=\"api/v1" + where +
        "/moves\" data-undo=\"api/v1" + where + "/undo\" data-decide=\"api/v1" + where + "/decide\"" +
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
        html_escape(tr.translate("Scoresheet", "No, choose again").str()) + "</button></p>\n<p id=\"choices\"></p>\n" +
        entry_part(view, lang, where) + arbiter_part(lang) + "<p class=\"tools\"><button type=\"button\" id=\"flip\">" +
        html_escape(tr.translate("Scoresheet", "Turn the board").str()) + "</button> <a id=\"clock-link\" href=\"" +
        code + "/clock/" + std::to_string(round) + "/" + std::to_string(board) + "\">" +
        html_escape(tr.translate("Scoresheet", "Clock").str()) + "</a> <a href=\"" + code + "/game/" +
        std::to_string(round) + "/" + std::to_string(board) + "\">" +
        html_escape(tr.translate("Scoresheet", "The board's page with the move list").str()) + "</a></p>\n<h2>" +
        html_escape(tr.translate("Scoresheet", "Moves").str()) +
        "</h2>\n<ol id=\"moves\"></ol>\n</main>\n</body>\n</html>\n";
}

} // namespace damka::server
