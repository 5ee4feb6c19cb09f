#include "desk_page.hpp"

#include "html_form.hpp"
#include "tiebreak_pick.hpp"
#include "reports/reports.hpp"
#include "tournament/model/system_rules.hpp"

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

namespace {

std::string section(const std::string &id, const std::string &title, const std::string &body) {
    return "<section id=\"" + id + "\" class=\"desk-part\">\n<h2>" + html_escape(title) + "</h2>\n" + body +
        "</section>\n";
}

// The player fields of `player add` and `player edit` (edit: none required).
std::string player_fields(const reports::Tr &tr, bool adding) {
    return form::input("name", tr.translate("Desk", "Name"), {}, "text",
                       adding ? "required maxlength=\"200\"" : "maxlength=\"200\"") +
        form::input("rating", tr.translate("Desk", "Rating"), {}, "number", "min=\"0\" max=\"4000\"") +
        form::input("title", tr.translate("Desk", "Title"), {}, "text", "size=\"4\"") +
        form::input("federation", tr.translate("Desk", "Federation"), {}, "text", "size=\"3\"") +
        form::input("club", tr.translate("Desk", "Club")) +
        form::input("birth_year", tr.translate("Desk", "Birth year"), {}, "number", "min=\"0\" max=\"2100\"") +
        form::select("sex", tr.translate("Desk", "Sex"),
                     {{"", "-"}, {"M", tr.translate("Desk", "M")}, {"F", tr.translate("Desk", "F")}}) +
        form::input("fmjd_id", tr.translate("Desk", "FMJD id")) +
        form::input("national_id", tr.translate("Desk", "National id"));
}

std::string event_part(const EventData &e, const reports::Tr &tr) {
    const TournamentInfo &i = e.info;
    std::string body = "<p class=\"sub\">";
    for (const std::string &line : reports::event_lines(e, tr.language())) body += html_escape(line) + "<br>";
    body += html_escape(reports::tiebreak_names_line(e, tr.language()));
    body += "</p>\n";
    std::string fields = form::input("name", tr.translate("Desk", "Event name"), i.name, "text", "required") +
        form::input("place", tr.translate("Desk", "Place"), i.place) +
        form::input("start_date", tr.translate("Desk", "From"), i.start_date, "date") +
        form::input("end_date", tr.translate("Desk", "To"), i.end_date, "date") +
        form::input("chief_arbiter", tr.translate("Desk", "Chief arbiter"), i.chief_arbiter) +
        form::input("time_control", tr.translate("Desk", "Time control"), i.time_control, "text",
                    "placeholder=\"90+30\"") +
        form::select("language", tr.translate("Desk", "Printouts' language"),
                     {{"", tr.translate("Desk", "the reader's")}, {"en", "English"}, {"ru", "Русский"}}, i.language) +
        tiebreak_picks("tiebreak_", i.tiebreaks, rules_of(i.system).teams, tr) +
        form::input("rounds", tr.translate("Desk", "Rounds"), i.rounds ? std::to_string(i.rounds) : std::string(),
                    "number", "min=\"1\"");
    if (i.system == System::Knockout)
        fields += form::select("third_place", tr.translate("Desk", "Match for third place"),
                               {{"yes", tr.translate("Desk", "yes")}, {"no", tr.translate("Desk", "no")}},
                               i.third_place_match ? "yes" : "no");
    body += form::form("/api/v1/event", fields + form::button(tr.translate("Desk", "Save the settings")));
    // Micro-matches: the openings drawn by lot, checked by the variant's plugin.
    if (i.games_per_pairing == 2) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Openings of the micro-matches")) +
            "</h3>\n<p class=\"hint\">" +
            html_escape(tr.translate("Desk", "%1 loaded. One opening a line; the list replaces the loaded one.")
                            .arg(int(i.openings.size()))) +
            "</p>\n";
        body += form::form("/api/v1/openings",
                           form::textarea("text", tr.translate("Desk", "Openings"), {}, 6, "required") +
                               form::button(tr.translate("Desk", "Load the openings")));
    }
    body += "<p><button type=\"button\" data-load=\"audit\">" +
        html_escape(tr.translate("Desk", "Show the audit log")) + "</button></p>\n<div id=\"audit\"></div>\n";
    return section("event", tr.translate("Desk", "Event"), body);
}

std::string players_part(EventView &view, const reports::Tr &tr) {
    const EventData &e = view.data();
    const int last = view.event().last_round();
    std::string body = "<h3>" + html_escape(tr.translate("Desk", "Add a player")) + "</h3>\n";
    std::string add = player_fields(tr, true);
    if (last > 0) // a late entry's missed rounds (damka player add --missed)
        add += form::select("missed", tr.translate("Desk", "Missed rounds count as"),
                            {{"ZPB", tr.translate("Desk", "ZPB: zero")}, {"HPB", tr.translate("Desk", "HPB: a half")}});
    body += form::form("/api/v1/players", add + form::button(tr.translate("Desk", "Add")), "data-reset");
    body += "<h3>" + html_escape(tr.translate("Desk", "Import a CSV file")) + "</h3>\n<p class=\"hint\">" +
        html_escape(tr.translate(
            "Desk",
            "A header row: name (or surname, first name), rating, title, federation, club, birth_year, "
            "fmjd_id, national_id, sex. The preview checks every line and lists each refused one; "
            "nothing is saved until Import.")) +
        "</p>\n";
    body += form::form(
        "/api/v1/players/import",
        form::input("csv", tr.translate("Desk", "File"), {}, "file", "accept=\".csv,.txt,text/csv\" required") +
            form::button(tr.translate("Desk", "Preview"), "preview", "true") +
            form::button(tr.translate("Desk", "Import"), "preview", "false"));
    body += "<h3>" + html_escape(tr.translate("Desk", "Correct a player")) + "</h3>\n<p class=\"hint\">" +
        html_escape(
                tr.translate("Desk", "The start number fills in the player's record; a field emptied is cleared.")) +
        "</p>\n";
    body += form::form(
        "/api/v1/players/{id}",
        form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required data-key") +
            player_fields(tr, false) + form::button(tr.translate("Desk", "Save")),
        "data-fill=\"/api/v1/players/{id}/record\"");
    body += "<h3>" + html_escape(tr.translate("Desk", "Withdraw or re-enter")) + "</h3>\n";
    body += form::form("/api/v1/players/{id}/withdraw",
                       form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required") +
                           form::input("after", tr.translate("Desk", "Last round played (blank: the latest)"), {},
                                       "number", "min=\"0\"") +
                           form::button(tr.translate("Desk", "Withdraw")));
    body += form::form("/api/v1/players/{id}/reenter",
                       form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required") +
                           form::button(tr.translate("Desk", "Re-enter")));
    body += "<h3>" + html_escape(tr.translate("Desk", "Byes and absences")) + "</h3>\n";
    body += form::form("/api/v1/players/{id}/bye",
                       form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required") +
                           form::input("round", tr.translate("Desk", "Round"), std::to_string(last + 1), "number",
                                       "min=\"1\" required") +
                           form::select("kind", tr.translate("Desk", "Kind"),
                                        {{"HPB", tr.translate("Desk", "HPB: a half point")},
                                         {"FPB", tr.translate("Desk", "FPB: a full point")},
                                         {"ZPB", tr.translate("Desk", "ZPB: absent, no point")}}) +
                           form::checkbox("cancel", tr.translate("Desk", "Cancel the bye instead")) +
                           form::button(tr.translate("Desk", "Save")));
    if (!rules_of(e.info.system).fixed_pairings) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Forbidden pairs")) + "</h3>\n";
        body += form::form(
            "/api/v1/forbidden",
            form::input("players", tr.translate("Desk", "Start numbers (two or more)"), {}, "text", "required") +
                form::checkbox("allow", tr.translate("Desk", "Allow them to meet again instead")) +
                form::button(tr.translate("Desk", "Save")));
    } else if (last == 0) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Drawing of lots")) + "</h3>\n";
        body += form::form("/api/v1/lots",
                           form::input("seed", tr.translate("Desk", "Seed (blank: a random one)")) +
                               form::button(tr.translate("Desk", "Draw")));
    }
    body += reports::html_section(reports::start_list(e, view.checkins(), tr.language()));
    return section("players", tr.translate("Desk", "Players"), body);
}

std::string round_part(EventView &view, const reports::Tr &tr) {
    const EventData &e = view.data();
    const int last = view.event().last_round();
    const Round *latest = find_round(e, last);
    const bool draft = latest && latest->state == RoundState::Draft;
    std::string body;
    if (last > 0) body += "<div id=\"draft\" data-round=\"" + std::to_string(last) + "\"></div>\n";
    if (draft) {
        body += form::form("/api/v1/rounds/" + std::to_string(last) + "/publish",
                           form::button(tr.translate("Desk", "Publish the round")));
    }
    if (last > 0)
        body += form::form("/api/v1/rounds/undo",
                           form::checkbox("force", tr.translate("Desk", "Also when results are entered")) +
                               form::button(tr.translate("Desk", "Undo the latest round")));
    if (!draft) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Pair round %1").arg(last + 1)) + "</h3>\n";
        body += form::form(
            "/api/v1/rounds/pair",
            form::textarea(
                "manual",
                tr.translate("Desk",
                             "By hand (blank: the engine's pairing): white-black pairs, 'ID-bye' for the bye, "
                             "separated by commas or lines"),
                {}, 3, "id=\"manual\"") +
                form::checkbox("force",
                               tr.translate("Desk", "Pair even though an absolute criterion (C.04.1) is broken")) +
                form::button(tr.translate("Desk", "Pair")));
    } else {
        body += "<p class=\"hint\">" +
            html_escape(tr.translate("Desk",
                                     "To swap players: change the pairs below, undo the draft, then pair by hand.")) +
            "</p>\n";
        body += form::form(
            "/api/v1/rounds/pair",
            form::textarea("manual", tr.translate("Desk", "The pairing by hand"), {}, 3, "id=\"manual\"") +
                form::checkbox("force",
                               tr.translate("Desk", "Pair even though an absolute criterion (C.04.1) is broken")) +
                form::button(tr.translate("Desk", "Pair")));
    }
    return section("round", tr.translate("Desk", "Round"), body);
}

// A team event's teams (FIDE C.05 Annex 1; C.04.6 for a team Swiss): the board orders fixed
// before round 1, the captains' line-ups by round, a whole match forfeited.
std::string teams_part(EventView &view, const reports::Tr &tr) {
    const EventData &e = view.data();
    const int last = view.event().last_round();
    std::string body = "<table class=\"teams\">\n<thead><tr><th>" + html_escape(tr.translate("Desk", "No.")) +
        "</th><th>" + html_escape(tr.translate("Desk", "Team")) + "</th><th>" +
        html_escape(tr.translate("Desk", "Captain")) + "</th><th>" +
        html_escape(tr.translate("Desk", "Board order (then reserves)")) + "</th></tr></thead>\n<tbody>\n";
    for (const Team &t : e.teams) {
        std::string order;
        for (const int id : t.board_order) order += (order.empty() ? "" : "; ") + e.label(id);
        body += "<tr><td>" + std::to_string(t.id) + "</td><td>" + html_escape(t.name) +
            (t.federation.empty() ? std::string() : " (" + html_escape(t.federation) + ")") + "</td><td>" +
            (t.captain ? html_escape(e.label(t.captain)) : std::string()) + "</td><td>" + html_escape(order) +
            "</td></tr>\n";
    }
    body += "</tbody></table>\n";
    const std::string team_fields =
        form::input("federation", tr.translate("Desk", "Federation"), {}, "text", "size=\"3\"") +
        form::input("club", tr.translate("Desk", "Club")) +
        form::input("captain", tr.translate("Desk", "Captain (start number; 0: none)"), {}, "number", "min=\"0\"") +
        form::input("players", tr.translate("Desk", "Board order: start numbers, board 1 first, then the reserves"));
    body += "<h3>" + html_escape(tr.translate("Desk", "Add a team")) + "</h3>\n";
    body += form::form("/api/v1/teams",
                       form::input("name", tr.translate("Desk", "Team"), {}, "text", "required") + team_fields +
                           form::button(tr.translate("Desk", "Add")),
                       "data-reset");
    body += "<h3>" + html_escape(tr.translate("Desk", "Correct a team")) + "</h3>\n<p class=\"hint\">" +
        html_escape(tr.translate("Desk", "A field left blank keeps its value.")) + "</p>\n";
    body += form::form("/api/v1/teams/{id}",
                       form::input("id", tr.translate("Desk", "Team number"), {}, "number", "min=\"1\" required") +
                           form::input("name", tr.translate("Desk", "Team")) + team_fields +
                           form::button(tr.translate("Desk", "Save")),
                       "data-omit-blank");
    body += "<h3>" + html_escape(tr.translate("Desk", "A captain's line-up")) + "</h3>\n";
    body += form::form(
        "/api/v1/teams/{team}/lineup",
        form::input("team", tr.translate("Desk", "Team number"), {}, "number", "min=\"1\" required") +
            form::input("round", tr.translate("Desk", "Round"), std::to_string(last + 1), "number",
                        "min=\"1\" required") +
            form::input("players", tr.translate("Desk", "Start numbers, board 1 first")) +
            form::checkbox("default", tr.translate("Desk", "The default line-up instead (the board order)")) +
            form::button(tr.translate("Desk", "Save")));
    if (current_round(e) > 0) {
        body += "<h3>" + html_escape(tr.translate("Desk", "A whole match forfeited")) + "</h3>\n";
        body +=
            form::form("/api/v1/rounds/{round}/matches/{match}/forfeit",
                       form::input("round", tr.translate("Desk", "Round"), std::to_string(current_round(e)), "number",
                                   "min=\"1\" required") +
                           form::input("match", tr.translate("Desk", "Match"), {}, "number", "min=\"1\" required") +
                           form::select("result", tr.translate("Desk", "Result"),
                                        {{"+-", tr.translate("Desk", "+- the first team wins every board by forfeit")},
                                         {"-+", tr.translate("Desk", "-+ the second team wins every board by forfeit")},
                                         {"--", tr.translate("Desk", "-- neither team appeared")}}) +
                           form::checkbox("confirm",
                                          tr.translate("Desk",
                                                       "Correct results although later rounds were paired on "
                                                       "them (C.04.2)")) +
                           form::button(tr.translate("Desk", "Save")));
    }
    return section("teams", tr.translate("Desk", "Teams"), body);
}

std::string results_part(EventView &view, const reports::Tr &tr, const std::string &code) {
    const EventData &e = view.data();
    const int current = current_round(e);
    std::string body;
    if (current == 0) {
        body = "<p>" + html_escape(tr.translate("Desk", "No round is published yet.")) + "</p>\n";
        return section("results", tr.translate("Desk", "Results"), body);
    }
    const std::string n = std::to_string(current);
    body += "<p><a data-token-link href=\"/" + code + "/results/" + n + "\">" +
        html_escape(tr.translate("Desk", "Tap entry for round %1, board by board").arg(current)) + "</a></p>\n";
    body += form::form(
        "/api/v1/rounds/{round}/results",
        form::input("round", tr.translate("Desk", "Round"), n, "number", "min=\"1\" required") +
            form::textarea(
                "text",
                tr.translate(
                    "Desk",
                    "One board a line: BOARD RESULT, e.g. '3 1-0', '7 +-' (forfeit), '2 1-0 17:7' with variant "
                    "points, '4.2 0-1' for game 2 of a micro-match"),
                {}, 6) +
            form::checkbox("confirm",
                           tr.translate("Desk", "Correct results although later rounds were paired on them (C.04.2)")) +
            form::button(tr.translate("Desk", "Enter the results")));
    return section("results", tr.translate("Desk", "Results"), body);
}

std::string prints_part(const EventData &e, const reports::Tr &tr, const std::string &code) {
    const int current = current_round(e), next = int(e.rounds.size()) + 1;
    auto a = [&](const std::string &href, const std::string &text) {
        return "<li><a href=\"" + href + "\" target=\"_blank\">" + html_escape(text) + "</a></li>\n";
    };
    std::string body = "<ul class=\"prints\">\n";
    if (current > 0) {
        const std::string n = std::to_string(current);
        body += a("/" + code + "/print/pairings/" + n, tr.translate("Desk", "Pairings of round %1").arg(current));
        body += a("/" + code + "/print/slips/" + n, tr.translate("Desk", "Result slips of round %1").arg(current));
    }
    if (e.info.rounds == 0 || next <= e.info.rounds)
        body += a("/" + code + "/print/checkin/" + std::to_string(next),
                  tr.translate("Desk", "Check-in list of round %1").arg(next));
    body += a("/" + code + "/print/wallchart", tr.translate("Desk", "Wall chart"));
    body += a("/" + code + "/print/standings", tr.translate("Pages", "Standings"));
    body += a("/" + code + "/print/crosstable", tr.translate("Pages", "Crosstable"));
    body += a("/" + code + "/print/cards", tr.translate("Pages", "Player cards"));
    body += "</ul>\n<ul class=\"prints\">\n";
    body += a("/api/v1/event.trf", tr.translate("Desk", "TRF (FIDE tournament report)"));
    body += a("/api/v1/games.pdn", tr.translate("Desk", "PDN (the games)"));
    body += a("/api/v1/players.csv", tr.translate("Desk", "CSV: the players"));
    body += a("/api/v1/standings.csv", tr.translate("Desk", "CSV: the standings"));
    return section("prints", tr.translate("Desk", "Prints and downloads"), body + "</ul>\n");
}

std::string access_part(EventView &view, const reports::Tr &tr) {
    const int last = view.event().last_round();
    std::string body = "<p class=\"hint\">" +
        html_escape(tr.translate(
            "Desk",
            "The chief arbiter: everything. An arbiter: results and check-in. A board's players: that "
            "board's result and clock in one round. Check-in: check-in only. A token is shown once, with "
            "its link and QR code.")) +
        "</p>\n";
    body += form::form(
        "/api/v1/tokens",
        form::select("role", tr.translate("Desk", "Role"),
                     {{"board", tr.translate("Desk", "a board's players")},
                      {"arbiter", tr.translate("Desk", "arbiter")},
                      {"checkin", tr.translate("Desk", "check-in")},
                      {"chief", tr.translate("Desk", "chief arbiter")},
                      {"captain", tr.translate("Desk", "a team's captain")}}) +
            form::input("board", tr.translate("Desk", "Board"), "1", "number", "min=\"1\"") +
            form::input("team", tr.translate("Desk", "Team number"), {}, "number", "min=\"1\"") +
            form::input("round", tr.translate("Desk", "Round (a board's token; blank: the latest)"),
                        last > 0 ? std::to_string(last) : std::string(), "number", "min=\"1\"") +
            form::input(
                "expires",
                tr.translate("Desk", "Expires ('8h', '2d', a date; blank: a day for a board, a week otherwise)")) +
            form::button(tr.translate("Desk", "Make a token")),
        "id=\"token-form\"");
    body += "<div id=\"new-token\"></div>\n<p><button type=\"button\" data-load=\"tokens\">" +
        html_escape(tr.translate("Desk", "List the tokens")) + "</button></p>\n<div id=\"tokens\"></div>\n";
    return section("access", tr.translate("Desk", "Access"), body);
}

} // namespace

std::string desk_content(EventView &view, reports::Language lang) {
    const reports::Tr tr(lang);
    const EventData &e = view.data();
    const std::string code = reports::language_code(lang);
    // What the script says, in the page's language (it has no translations of its own).
    std::string o = "<div class=\"desk-page\" data-says-none=\"" +
        html_escape(tr.translate("Desk", "Open the desk with the link of a chief's or an arbiter's token.")) +
        "\" data-says-chief=\"" + html_escape(tr.translate("Desk", "Chief arbiter's desk")) +
        "\" data-says-arbiter=\"" + html_escape(tr.translate("Desk", "Arbiter's desk")) + "\" data-says-captain=\"" +
        html_escape(tr.translate("Desk", "Captain of team %1: the team's line-ups")) + "\" data-says-confirm=\"" +
        html_escape(tr.translate("Desk", "Confirm the correction")) + "\" data-says-revoke=\"" +
        html_escape(tr.translate("Desk", "Revoke")) + "\" data-says-explanation=\"" +
        html_escape(tr.translate("Desk", "Why this pairing")) + "\" data-says-draft=\"" +
        html_escape(tr.translate("Desk", "Draft: not public until published")) + "\" data-says-link=\"" +
        html_escape(tr.translate("Desk", "Link (shown once):")) + "\" data-heads-tokens=\"" +
        html_escape(tr.translate("Desk", "Id|Role|Round|Made|Until|State")) + "\" data-says-roles=\"" +
        html_escape(tr.translate("Desk", "Roles|chief|arbiter|board %1|check-in|captain of team %1")) +
        "\" data-says-states=\"" + html_escape(tr.translate("Desk", "in use|expired|revoked|no expiry")) +
        "\" data-heads-audit=\"" + html_escape(tr.translate("Desk", "No.|When|Who|What")) + "\">\n";
    o += "<h1>" + html_escape(e.info.name) + "</h1>\n<p id=\"who\"></p>\n";
    o += "<nav class=\"desk-nav\"><a href=\"#event\">" + html_escape(tr.translate("Desk", "Event")) +
        "</a> <a href=\"#players\">" + html_escape(tr.translate("Desk", "Players")) + "</a> <a href=\"#round\">" +
        html_escape(tr.translate("Desk", "Round")) + "</a> <a href=\"#results\">" +
        html_escape(tr.translate("Desk", "Results")) + "</a> " +
        (rules_of(e.info.system).teams ? "<a href=\"#teams\">" + html_escape(tr.translate("Desk", "Teams")) + "</a> "
                                       : std::string()) +
        "<a href=\"#prints\">" + html_escape(tr.translate("Desk", "Prints and downloads")) +
        "</a> <a href=\"#access\">" + html_escape(tr.translate("Desk", "Access")) + "</a></nav>\n";
    o += "<p id=\"desk-message\" role=\"status\" aria-live=\"polite\"></p>\n";
    o += round_part(view, tr) + results_part(view, tr, code) + players_part(view, tr) +
        (rules_of(e.info.system).teams ? teams_part(view, tr) : std::string()) + event_part(e, tr) +
        prints_part(e, tr, code) + access_part(view, tr);
    return o + "</div>\n";
}

} // namespace damka::server
