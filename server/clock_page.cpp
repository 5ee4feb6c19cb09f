#include "clock_page.hpp"

#include "api_json.hpp"
#include "mount.hpp"
#include "reports/table.hpp"

namespace damka::server {

std::optional<std::string> clock_page(const EventView &view, const QString &base, Language lang, int round, int board) {
    const tournament::Round *r = published_round(view.data(), round);
    if (!r || board < 1 || board > int(r->games.size())) return std::nullopt;
    const reports::Tr tr(lang);
    const std::string api = "api/v1/rounds/" + std::to_string(round) + "/boards/" + std::to_string(board) + "/clock";
    const std::string title = reports::html_escape(
        tr.translate("Reports", "%1 - round %2, board %3").arg(view.data().info.name).arg(round).arg(board));
    const std::string code = reports::language_code(lang);
    // Style and script from the server's files (assets/clock.css, assets/clock.js): no inline
    // script under the Content-Security-Policy. What the script needs comes as data attributes.
    return "<!DOCTYPE html>\n<html lang=\"" + code +
        "\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n" +
        base_element(base) + "<title>" + title +
        "</title>\n<link rel=\"stylesheet\" href=\"assets/clock.css\">\n"
        "<script src=\"assets/clock.js\" defer></script>\n</head>\n<body data-api=\"" +
        api + "\" data-add-prompt=\"" +
        reports::html_escape(tr.translate("Clock", "Seconds to add (negative: to take away)").str()) +
        "\">\n<header><div>" + title + "</div><div id=\"message\"></div><button id=\"start\">" +
        tr.translate("Clock", "Start").str() +
        "</button>"
        // The arbiter's row: stop and restart, time added to or taken from a side (web_clock.hpp).
        "<button id=\"pause\" hidden>" +
        tr.translate("Clock", "Pause").str() + "</button><button id=\"resume\" hidden>" +
        tr.translate("Clock", "Resume").str() + "</button><button id=\"add0\" hidden>" +
        tr.translate("Clock", "± White's time").str() + "</button><button id=\"add1\" hidden>" +
        tr.translate("Clock", "± Black's time").str() +
        "</button></header>\n<main>\n"
        "<button class=\"side\" id=\"side0\"><small id=\"name0\"></small><span id=\"time0\">-</span></button>\n"
        "<button class=\"side\" id=\"side1\"><small id=\"name1\"></small><span id=\"time1\">-</span></button>\n"
        "</main>\n</body>\n</html>\n";
}

} // namespace damka::server
