#include "desk_page.hpp"

#include "board_grid.hpp"
#include "desk_round.hpp"
#include "html_form.hpp"
#include "prize_pages.hpp"
#include "tiebreak_pick.hpp"
#include "reports/reports.hpp"
#include "tournament/model/initial_order.hpp"
#include "tournament/model/system_rules.hpp"

#include <algorithm>

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
        // Text, not a number field: Chromium drops the letters typed into one, so "22ОО" reached
        // the server as 22; the server refuses it, naming the field (issue 44 §3).
        form::input("rating", tr.translate("Desk", "Rating"), {}, "text", "inputmode=\"numeric\" maxlength=\"10\"") +
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
    body += form::form("api/v1/event", fields + form::button(tr.translate("Desk", "Save the settings")));
    // Micro-matches: the openings drawn by lot, checked by the variant's plugin.
    if (i.games_per_pairing == 2) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Openings of the micro-matches")) +
            "</h3>\n<p class=\"hint\">" +
            html_escape(tr.translate("Desk", "%1 loaded. One opening a line; the list replaces the loaded one.")
                            .arg(int(i.openings.size()))) +
            "</p>\n";
        body += form::form("api/v1/openings",
                           form::textarea("text", tr.translate("Desk", "Openings"), {}, 6, "required") +
                               form::button(tr.translate("Desk", "Load the openings")));
    }
    body += "<p><button type=\"button\" data-load=\"audit\">" +
        html_escape(tr.translate("Desk", "Show the audit log")) + "</button></p>\n<div id=\"audit\"></div>\n";
    return section("event", tr.translate("Desk", "Event"), body);
}

// The CSV import: desk_players.js reads the file as bytes into csv_base64 (a Windows-1251 file
// would reach the server as the browser's UTF-8 misreading of it), asks for its columns and
// encodings and shows the mapping step in #import-columns, which it keeps in `columns`.
std::string import_form(const reports::Tr &tr) {
    std::string body = "<h3>" + html_escape(tr.translate("Desk", "Import a CSV file")) + "</h3>\n<p class=\"hint\">" +
        html_escape(tr.translate("Desk",
                                 "A header row: name (or surname, first name), rating, title, federation, club, "
                                 "birth year or date, FMJD id, national id, sex, in English or Russian. UTF-8 or "
                                 "Excel's plain CSV (Windows-1251). Choose what an unknown column holds below; the "
                                 "preview checks every line and names every error; nothing is saved until Import.")) +
        "</p>\n";
    const std::string file = "<label>" + html_escape(tr.translate("Desk", "File")) +
        " <input type=\"file\" id=\"import-file\" accept=\".csv,.txt,text/csv\" required></label>\n"
        "<input type=\"hidden\" name=\"csv_base64\" id=\"import-bytes\">\n"
        "<input type=\"hidden\" name=\"columns\" id=\"import-mapping\">\n"
        "<div id=\"import-columns\" data-says-column=\"" +
        html_escape(tr.translate("Desk", "Column %1 «%2»")) + "\" data-says-encoding=\"" +
        html_escape(tr.translate("Desk", "The file reads in two encodings; choose the one whose names are right")) +
        "\"></div>\n";
    return body +
        form::form("api/v1/players/import",
                   file + form::button(tr.translate("Desk", "Preview"), "preview", "true") +
                       form::button(tr.translate("Desk", "Import"), "preview", "false"),
                   "id=\"import-form\" data-says-confirm=\"" +
                       html_escape(tr.translate("Desk", "Import: they are other people")) + "\"");
}

// A player entered by mistake (player delete N); the server asks before it deletes.
std::string delete_form(const reports::Tr &tr) {
    return "<h3>" + html_escape(tr.translate("Desk", "Delete a player entered by mistake")) +
        "</h3>\n<p class=\"hint\">" +
        html_escape(tr.translate("Desk",
                                 "Until he is in a round; then withdraw him. Before round 1 the players after him "
                                 "move up one start number.")) +
        "</p>\n" +
        form::form("api/v1/players/{id}/delete",
                   form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required") +
                       form::button(tr.translate("Desk", "Delete")),
                   "id=\"delete-form\" data-says-confirm=\"" + html_escape(tr.translate("Desk", "Delete the player")) +
                       "\"");
}

// Before round 1 of a Swiss: the initial order (FIDE C.04.2 B: rating, title, name) the start
// numbers will take when round 1 is paired, and the button that gives them out now.
std::string initial_order_part(const EventData &e, const reports::Tr &tr) {
    const std::vector<int> order = initial_order(e.players);
    std::vector<int> numbers;
    for (const Player &p : e.players) numbers.push_back(p.id);
    std::sort(numbers.begin(), numbers.end());
    std::string rows;
    bool sorted = true;
    for (size_t i = 0; i < order.size(); ++i) {
        const Player *p = e.player(order[i]);
        sorted = sorted && numbers[i] == p->id;
        rows += "<tr data-player=\"" + std::to_string(p->id) + "\" data-number=\"" + std::to_string(numbers[i]) +
            "\"><td class=\"n\">" + std::to_string(numbers[i]) + "</td><td class=\"n\">" + std::to_string(p->id) +
            "</td><td>" + html_escape(p->name) + "</td><td class=\"n\">" +
            (p->rating ? std::to_string(p->rating) : std::string()) + "</td><td>" + html_escape(p->title) +
            "</td></tr>\n";
    }
    std::string body = "<h3>" + html_escape(tr.translate("Desk", "Initial order (C.04.2: rating, title, name)")) +
        "</h3>\n<p class=\"hint\">" +
        html_escape(sorted ? tr.translate("Desk", "The start numbers follow the initial order.")
                           : tr.translate("Desk",
                                          "Pairing round 1 gives out these start numbers; sort now to print them "
                                          "first. Byes and forbidden pairs follow their players.")) +
        "</p>\n<table id=\"initial-order\" data-sorted=\"" + (sorted ? "1" : "0") + "\">\n<thead><tr><th>" +
        html_escape(tr.translate("Desk", "No.")) + "</th><th>" + html_escape(tr.translate("Desk", "Now")) +
        "</th><th>" + html_escape(tr.translate("Desk", "Name")) + "</th><th>" +
        html_escape(tr.translate("Desk", "Rating")) + "</th><th>" + html_escape(tr.translate("Desk", "Title")) +
        "</th></tr></thead>\n<tbody>\n" + rows + "</tbody></table>\n";
    if (!sorted)
        body += form::form("api/v1/players/sort", form::button(tr.translate("Desk", "Sort now")), "id=\"sort-form\"");
    return body;
}

std::string players_part(EventView &view, const reports::Tr &tr) {
    const EventData &e = view.data();
    const int last = view.event().last_round();
    std::string body = "<h3>" + html_escape(tr.translate("Desk", "Add a player")) + "</h3>\n";
    std::string add = player_fields(tr, true);
    if (last > 0) // a late entry's missed rounds (damka player add --missed)
        add += form::select("missed", tr.translate("Desk", "Missed rounds count as"),
                            {{"ZPB", tr.translate("Desk", "ZPB: zero")}, {"HPB", tr.translate("Desk", "HPB: a half")}});
    // A likely duplicate is asked about (409 confirm_needed): the button adds him as another person.
    body += form::form("api/v1/players", add + form::button(tr.translate("Desk", "Add")),
                       "data-reset data-says-confirm=\"" +
                           html_escape(tr.translate("Desk", "Add: this is another person")) + "\"");
    body += import_form(tr);
    body += "<h3>" + html_escape(tr.translate("Desk", "Correct a player")) + "</h3>\n<p class=\"hint\">" +
        html_escape(
                tr.translate("Desk", "The start number fills in the player's record; a field emptied is cleared.")) +
        "</p>\n";
    body += form::form(
        "api/v1/players/{id}",
        form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required data-key") +
            player_fields(tr, false) + form::button(tr.translate("Desk", "Save")),
        "data-fill=\"api/v1/players/{id}/record\"");
    body += "<h3>" + html_escape(tr.translate("Desk", "Withdraw or re-enter")) + "</h3>\n";
    body += form::form("api/v1/players/{id}/withdraw",
                       form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required") +
                           form::input("after", tr.translate("Desk", "Last round played (blank: the latest)"), {},
                                       "number", "min=\"0\"") +
                           form::button(tr.translate("Desk", "Withdraw")));
    body += form::form("api/v1/players/{id}/reenter",
                       form::input("id", tr.translate("Desk", "Start number"), {}, "number", "min=\"1\" required") +
                           form::button(tr.translate("Desk", "Re-enter")));
    body += delete_form(tr);
    if (last == 0 && rules_of(e.info.system).renumber_at_round_one) body += initial_order_part(e, tr);
    body += "<h3>" + html_escape(tr.translate("Desk", "Byes and absences")) + "</h3>\n";
    body += form::form("api/v1/players/{id}/bye",
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
            "api/v1/forbidden",
            form::input("players", tr.translate("Desk", "Start numbers (two or more)"), {}, "text", "required") +
                form::checkbox("allow", tr.translate("Desk", "Allow them to meet again instead")) +
                form::button(tr.translate("Desk", "Save")));
    } else if (last == 0) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Drawing of lots")) + "</h3>\n";
        body += form::form("api/v1/lots",
                           form::input("seed", tr.translate("Desk", "Seed (blank: a random one)")) +
                               form::button(tr.translate("Desk", "Draw")));
    }
    body += reports::html_section(reports::start_list(e, view.checkins(), tr.language()));
    // The import's bytes and columns step, the confirmations' words (issue 44 §3); the content is
    // fetched again after each command, so the script listens on the document.
    body += "<script src=\"assets/desk_players.js\" defer></script>\n";
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
        body += form::form("api/v1/rounds/" + std::to_string(last) + "/publish",
                           form::button(tr.translate("Desk", "Publish the round")));
    }
    if (last > 0)
        body += form::form("api/v1/rounds/undo",
                           form::checkbox("force", tr.translate("Desk", "Also when results are entered")) +
                               form::button(tr.translate("Desk", "Undo the latest round")));
    if (!draft) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Pair round %1").arg(last + 1)) + "</h3>\n";
        body += form::form(
            "api/v1/rounds/pair",
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
            "api/v1/rounds/pair",
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
    body += form::form("api/v1/teams",
                       form::input("name", tr.translate("Desk", "Team"), {}, "text", "required") + team_fields +
                           form::button(tr.translate("Desk", "Add")),
                       "data-reset");
    body += "<h3>" + html_escape(tr.translate("Desk", "Correct a team")) + "</h3>\n<p class=\"hint\">" +
        html_escape(tr.translate("Desk", "A field left blank keeps its value.")) + "</p>\n";
    body += form::form("api/v1/teams/{id}",
                       form::input("id", tr.translate("Desk", "Team number"), {}, "number", "min=\"1\" required") +
                           form::input("name", tr.translate("Desk", "Team")) + team_fields +
                           form::button(tr.translate("Desk", "Save")),
                       "data-omit-blank");
    body += "<h3>" + html_escape(tr.translate("Desk", "A captain's line-up")) + "</h3>\n";
    body += form::form(
        "api/v1/teams/{team}/lineup",
        form::input("team", tr.translate("Desk", "Team number"), {}, "number", "min=\"1\" required") +
            form::input("round", tr.translate("Desk", "Round"), std::to_string(last + 1), "number",
                        "min=\"1\" required") +
            form::input("players", tr.translate("Desk", "Start numbers, board 1 first")) +
            form::checkbox("default", tr.translate("Desk", "The default line-up instead (the board order)")) +
            form::button(tr.translate("Desk", "Save")));
    if (current_round(e) > 0) {
        body += "<h3>" + html_escape(tr.translate("Desk", "A whole match forfeited")) + "</h3>\n";
        body +=
            form::form("api/v1/rounds/{round}/matches/{match}/forfeit",
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

// The board grid of the latest published round, else the draft (board_grid.hpp), then the
// batch: one board a line, fast to type; what is typed is kept by the page until it is sent
// (desk.js).
std::string results_part(EventView &view, const reports::Tr &tr, const std::string &code, int last) {
    const EventData &e = view.data();
    const int current = current_round(e);
    std::string body = board_grid(view, tr, current > 0 ? current : last);
    if (current == 0) {
        body += "<p>" + html_escape(tr.translate("Desk", "No round is published yet.")) + "</p>\n";
        return section("results", tr.translate("Desk", "Results"), body);
    }
    const std::string n = std::to_string(current);
    // Without a number: the round in hand, so the link is never stale.
    body += "<p><a data-token-link href=\"" + code + "/results\">" +
        html_escape(tr.translate("Desk", "Tap entry for the round in hand, board by board")) + "</a></p>\n";
    body += form::form(
        "api/v1/rounds/{round}/results",
        form::input("round", tr.translate("Desk", "Round"), n, "number", "min=\"1\" required") +
            form::textarea(
                "text",
                tr.translate(
                    "Desk",
                    "One board a line: BOARD RESULT, e.g. '3 1-0', '7 +-' (forfeit), '2 1-0 17:7' with variant "
                    "points, '4.2 0-1' for game 2 of a micro-match"),
                {}, 6, "data-keep=\"batch\"") +
            form::checkbox("confirm",
                           tr.translate("Desk", "Correct results although later rounds were paired on them (C.04.2)")) +
            form::button(tr.translate("Desk", "Enter the results")),
        "id=\"batch\"");
    return section("results", tr.translate("Desk", "Results"), body);
}

// Issue 44: the prints of any published round, not only the latest (pairings of round 3 after
// round 5, the standings after it): a plain form, no script; /LANG/print answers with the
// print's address (print_pages.hpp picked_print), in a tab of its own.
std::string print_round_picker(const EventData &e, const reports::Tr &tr, const std::string &code) {
    int latest = 0;
    for (const Round &r : e.rounds)
        if (r.state == RoundState::Published) latest = r.number;
    if (latest == 0) return {};
    std::string options;
    for (const Round &r : e.rounds)
        if (r.state == RoundState::Published)
            options += "<option value=\"" + std::to_string(r.number) + "\"" + (r.number == latest ? " selected" : "") +
                ">" + std::to_string(r.number) + "</option>";
    std::string o = "<form id=\"print-round\" method=\"get\" action=\"" + code +
        "/print\" target=\"_blank\" data-token-link>\n<label>" + html_escape(tr.translate("Desk", "Prints of round")) +
        " <select name=\"round\">" + options + "</select></label>\n";
    const std::pair<const char *, std::string> prints[] = {{"pairings", tr.translate("Desk", "Pairings")},
                                                           {"slips", tr.translate("Desk", "Result slips")},
                                                           {"standings", tr.translate("Desk", "Standings after it")},
                                                           {"crosstable", tr.translate("Desk", "Crosstable after it")},
                                                           {"cards", tr.translate("Desk", "Player cards after it")}};
    for (const auto &[what, text] : prints)
        o += std::string("<button type=\"submit\" name=\"what\" value=\"") + what + "\">" + html_escape(text) +
            "</button>\n";
    return o + "</form>\n";
}

std::string prints_part(const EventData &e, const reports::Tr &tr, const std::string &code) {
    const int current = current_round(e), next = int(e.rounds.size()) + 1;
    // The slips and the pairing sheet carry the token along: their boards' QR codes (board_links.hpp).
    auto a = [&](const std::string &href, const std::string &text, bool token = false) {
        return "<li><a href=\"" + href + "\" target=\"_blank\"" + (token ? " data-token-link" : "") + ">" +
            html_escape(text) + "</a></li>\n";
    };
    std::string body = "<ul class=\"prints\">\n";
    if (current > 0) {
        const std::string n = std::to_string(current);
        body += a(code + "/print/pairings/" + n, tr.translate("Desk", "Pairings of round %1").arg(current), true);
        body += a(code + "/print/slips/" + n, tr.translate("Desk", "Result slips of round %1").arg(current), true);
    }
    if (e.info.rounds == 0 || next <= e.info.rounds)
        body += a(code + "/print/checkin/" + std::to_string(next),
                  tr.translate("Desk", "Check-in list of round %1").arg(next));
    body += a(code + "/print/wallchart", tr.translate("Desk", "Wall chart"));
    body += a(code + "/print/standings", tr.translate("Pages", "Standings"));
    body += a(code + "/print/crosstable", tr.translate("Pages", "Crosstable"));
    body += a(code + "/print/cards", tr.translate("Pages", "Player cards"));
    if (e.prize_rules) // the event has a prize list (prize_pages.hpp)
        body += a(code + "/print/prizes", tr.translate("Desk", "The prize list for the ceremony"));
    body += "</ul>\n" + print_round_picker(e, tr, code) + "<ul class=\"prints\">\n";
    body += a("api/v1/event.trf", tr.translate("Desk", "TRF (FIDE tournament report)"));
    body += a("api/v1/games.pdn", tr.translate("Desk", "PDN (the games)"));
    // In the page's language, ';'-separated with a byte order mark on a Russian page (site.hpp).
    body += a("api/v1/players.csv?lang=" + code, tr.translate("Desk", "CSV: the players"));
    body += a("api/v1/standings.csv?lang=" + code, tr.translate("Desk", "CSV: the standings"));
    body += a("api/v1/crosstable.csv?lang=" + code, tr.translate("Desk", "CSV: the crosstable"));
    if (e.prize_rules) body += a("api/v1/prizes.csv?lang=" + code, tr.translate("Desk", "CSV: the prizes"));
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
        "api/v1/tokens",
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
        html_escape(tr.translate("Desk", "List the tokens")) +
        "</button></p>\n<div id=\"tokens\" data-autoload=\"tokens\"></div>\n";
    return section("access", tr.translate("Desk", "Access"), body);
}

} // namespace

std::vector<DeskSection> desk_sections(const EventData &e, const reports::Tr &tr) {
    std::vector<DeskSection> out{{"round", tr.translate("Desk", "Round")},
                                 {"results", tr.translate("Desk", "Results")},
                                 {"players", tr.translate("Desk", "Players")}};
    if (rules_of(e.info.system).teams) out.push_back({"teams", tr.translate("Desk", "Teams")});
    out.push_back({"event", tr.translate("Desk", "Event")});
    out.push_back({"prizes", tr.translate("Desk", "Prizes")}); // prize_pages.hpp
    out.push_back({"prints", tr.translate("Desk", "Prints and downloads")});
    out.push_back({"access", tr.translate("Desk", "Access")});
    out.push_back({"audit", tr.translate("Desk", "Audit log")});
    return out;
}

std::optional<std::string> desk_content(EventView &view, reports::Language lang, const std::string &page) {
    const reports::Tr tr(lang);
    const EventData &e = view.data();
    const std::string code = reports::language_code(lang);
    const std::vector<DeskSection> sections = desk_sections(e, tr);
    const auto here =
        std::find_if(sections.begin(), sections.end(), [&](const DeskSection &s) { return s.id == page; });
    if (here == sections.end()) return std::nullopt;
    // What the script says, in the page's language (it has no translations of its own).
    std::string o = "<div class=\"desk-page\" data-section=\"" + page + "\" data-says-none=\"" +
        html_escape(tr.translate("Desk", "Open the desk with the link of a chief's or an arbiter's token.")) +
        "\" data-says-chief=\"" + html_escape(tr.translate("Desk", "Chief arbiter's desk")) +
        "\" data-says-arbiter=\"" + html_escape(tr.translate("Desk", "Arbiter's desk")) + "\" data-says-captain=\"" +
        html_escape(tr.translate("Desk", "Captain of team %1: the team's line-ups")) + "\" data-says-confirm=\"" +
        html_escape(tr.translate("Desk", "Confirm the correction")) + "\" data-says-revoke=\"" +
        html_escape(tr.translate("Desk", "Revoke")) + "\" data-says-revoke-sure=\"" +
        html_escape(tr.translate("Desk", "Revoke token %1? Whoever holds it can write no more.")) +
        "\" data-says-revoke-own=\"" +
        html_escape(tr.translate("Desk",
                                 "Token %1 is the one this desk runs with: revoked, this desk can do nothing more "
                                 "until it is opened with another token's link. Revoke it all the same?")) +
        "\" data-says-revoke-yes=\"" + html_escape(tr.translate("Desk", "Yes, revoke it")) +
        "\" data-says-revoke-own-yes=\"" + html_escape(tr.translate("Desk", "Revoke the token this desk runs with")) +
        "\" data-says-cancel=\"" + html_escape(tr.translate("Desk", "Cancel")) + "\" data-says-explanation=\"" +
        html_escape(tr.translate("Desk", "Why this pairing")) + "\" data-says-draft=\"" +
        html_escape(tr.translate("Desk", "Draft: not public until published")) + "\" data-says-link=\"" +
        html_escape(tr.translate("Desk", "Link (shown once):")) + "\" data-heads-tokens=\"" +
        html_escape(tr.translate("Desk", "Id|Role|Round|Made|Until|State")) + "\" data-says-roles=\"" +
        html_escape(tr.translate("Desk", "Roles|chief|arbiter|board %1|check-in|captain of team %1")) +
        "\" data-says-states=\"" + html_escape(tr.translate("Desk", "in use|expired|revoked|no expiry")) +
        "\" data-heads-audit=\"" + html_escape(tr.translate("Desk", "No.|When|Who|What")) + "\">\n";
    // The page's title names the event and the page (pages.hpp page_document: the same words).
    o += "<h1>" + html_escape(e.info.name) + " <span class=\"page-name\">\xe2\x80\x93 " + html_escape(here->title) +
        "</span></h1>\n<p id=\"who\"></p>\n";
    // One address a page (/ru/desk/players): reload and Back keep the place; the script
    // carries the token along in each link's fragment.
    o += "<nav class=\"desk-tabs\">";
    for (const DeskSection &s : sections)
        o += "<a href=\"" + code + "/desk" + (s.id == "round" ? std::string() : "/" + s.id) +
            "\" data-token-link data-tab=\"" + s.id + "\"" + (s.id == page ? " aria-current=\"page\"" : "") + ">" +
            html_escape(s.title) + "</a>";
    o += "</nav>\n";
    const RoundInHand hand = round_in_hand(view);
    o += round_state_strip(view, hand, tr, page);
    o += "<p id=\"desk-message\" role=\"status\" aria-live=\"polite\"></p>\n";
    const int last = view.event().last_round();
    if (page == "round") o += round_part(view, tr);
    if (page == "results") o += results_part(view, tr, code, last);
    if (page == "players") o += players_part(view, tr);
    if (page == "teams") o += teams_part(view, tr);
    if (page == "event") o += event_part(e, tr);
    if (page == "prizes") o += desk_prizes_part(view, tr);
    if (page == "prints") o += prints_part(e, tr, code);
    if (page == "access") o += access_part(view, tr);
    if (page == "audit") o += section("audit-part", here->title, "<div id=\"audit\" data-autoload=\"audit\"></div>\n");
    return o + "</div>\n";
}

} // namespace damka::server
