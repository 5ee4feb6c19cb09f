#include "desk_page.hpp"

#include "html_form.hpp"
#include "reports/reports.hpp"
#include "tournament/system_rules.hpp"

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

namespace {

std::string joined(const std::vector<std::string> &items) {
    std::string out;
    for (const std::string &s : items) out += (out.empty() ? "" : ",") + s;
    return out;
}

std::string section(const std::string &id, const std::string &title, const std::string &body) {
    return "<section id=\"" + id + "\" class=\"desk-part\">\n<h2>" + html_escape(title) + "</h2>\n" + body +
        "</section>\n";
}

// The player fields of `player add` and `player edit` (edit: none required).
std::string player_fields(const reports::Tr &tr, bool adding) {
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    return form::input("name", t("Name"), {}, "text", adding ? "required maxlength=\"200\"" : "maxlength=\"200\"") +
        form::input("rating", t("Rating"), {}, "number", "min=\"0\" max=\"4000\"") +
        form::input("title", t("Title"), {}, "text", "size=\"4\"") +
        form::input("federation", t("Federation"), {}, "text", "size=\"3\"") + form::input("club", t("Club")) +
        form::input("birth_year", t("Birth year"), {}, "number", "min=\"0\" max=\"2100\"") +
        form::select("sex", t("Sex"), {{"", "-"}, {"M", t("M")}, {"F", t("F")}}) +
        form::input("fmjd_id", t("FMJD id")) + form::input("national_id", t("National id"));
}

std::string event_part(const EventData &e, const reports::Tr &tr) {
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    const TournamentInfo &i = e.info;
    std::string body = "<p class=\"sub\">";
    for (const std::string &line : reports::event_lines(e, tr.language())) body += html_escape(line) + "<br>";
    body += "</p>\n";
    std::string fields = form::input("name", t("Event name"), i.name, "text", "required") +
        form::input("place", t("Place"), i.place) + form::input("start_date", t("From"), i.start_date, "date") +
        form::input("end_date", t("To"), i.end_date, "date") +
        form::input("chief_arbiter", t("Chief arbiter"), i.chief_arbiter) +
        form::input("time_control", t("Time control"), i.time_control, "text", "placeholder=\"90+30\"") +
        form::select("language", t("Printouts' language"),
                     {{"", t("the reader's")}, {"en", "English"}, {"ru", "Русский"}}, i.language) +
        form::input("tiebreaks", t("Tie-breaks"), joined(i.tiebreaks)) +
        form::input("rounds", t("Rounds"), i.rounds ? std::to_string(i.rounds) : std::string(), "number", "min=\"1\"");
    if (i.system == System::Knockout)
        fields += form::select("third_place", t("Match for third place"), {{"yes", t("yes")}, {"no", t("no")}},
                               i.third_place_match ? "yes" : "no");
    body += form::form("/api/v1/event", fields + form::button(t("Save the settings")));
    body += "<p><button type=\"button\" data-load=\"audit\">" + html_escape(t("Show the audit log")) +
        "</button></p>\n<div id=\"audit\"></div>\n";
    return section("event", t("Event"), body);
}

std::string players_part(EventView &view, const reports::Tr &tr) {
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    const EventData &e = view.data();
    const int last = view.event().last_round();
    std::string body = "<h3>" + html_escape(t("Add a player")) + "</h3>\n";
    std::string add = player_fields(tr, true);
    if (last > 0) // a late entry's missed rounds (damka player add --missed)
        add +=
            form::select("missed", t("Missed rounds count as"), {{"ZPB", t("ZPB: zero")}, {"HPB", t("HPB: a half")}});
    body += form::form("/api/v1/players", add + form::button(t("Add")), "data-reset");
    body += "<h3>" + html_escape(t("Import a CSV file")) + "</h3>\n<p class=\"hint\">" +
        html_escape(t("A header row: name (or surname, first name), rating, title, federation, club, birth_year, "
                      "fmjd_id, national_id, sex. The preview checks every line and lists each refused one; "
                      "nothing is saved until Import.")) +
        "</p>\n";
    body +=
        form::form("/api/v1/players/import",
                   form::input("csv", t("File"), {}, "file", "accept=\".csv,.txt,text/csv\" required") +
                       form::button(t("Preview"), "preview", "true") + form::button(t("Import"), "preview", "false"));
    body += "<h3>" + html_escape(t("Correct a player")) + "</h3>\n<p class=\"hint\">" +
        html_escape(t("A field left blank keeps its value.")) + "</p>\n";
    body += form::form("/api/v1/players/{id}",
                       form::input("id", t("Start number"), {}, "number", "min=\"1\" required data-key") +
                           player_fields(tr, false) + form::button(t("Save")),
                       "data-fill=\"/api/v1/players/{id}\" data-omit-blank");
    body += "<h3>" + html_escape(t("Withdraw or re-enter")) + "</h3>\n";
    body += form::form("/api/v1/players/{id}/withdraw",
                       form::input("id", t("Start number"), {}, "number", "min=\"1\" required") +
                           form::input("after", t("Last round played (blank: the latest)"), {}, "number", "min=\"0\"") +
                           form::button(t("Withdraw")));
    body += form::form("/api/v1/players/{id}/reenter",
                       form::input("id", t("Start number"), {}, "number", "min=\"1\" required") +
                           form::button(t("Re-enter")));
    body += "<h3>" + html_escape(t("Byes and absences")) + "</h3>\n";
    body += form::form("/api/v1/players/{id}/bye",
                       form::input("id", t("Start number"), {}, "number", "min=\"1\" required") +
                           form::input("round", t("Round"), std::to_string(last + 1), "number", "min=\"1\" required") +
                           form::select("kind", t("Kind"),
                                        {{"HPB", t("HPB: a half point")},
                                         {"FPB", t("FPB: a full point")},
                                         {"ZPB", t("ZPB: absent, no point")}}) +
                           form::checkbox("cancel", t("Cancel the bye instead")) + form::button(t("Save")));
    if (!rules_of(e.info.system).fixed_pairings) {
        body += "<h3>" + html_escape(t("Forbidden pairs")) + "</h3>\n";
        body +=
            form::form("/api/v1/forbidden",
                       form::input("players", t("Start numbers (two or more)"), {}, "text", "required") +
                           form::checkbox("allow", t("Allow them to meet again instead")) + form::button(t("Save")));
    } else if (last == 0) {
        body += "<h3>" + html_escape(t("Drawing of lots")) + "</h3>\n";
        body +=
            form::form("/api/v1/lots", form::input("seed", t("Seed (blank: a random one)")) + form::button(t("Draw")));
    }
    body += reports::html_section(reports::start_list(e, view.checkins(), tr.language()));
    return section("players", t("Players"), body);
}

std::string round_part(EventView &view, const reports::Tr &tr) {
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    const EventData &e = view.data();
    const int last = view.event().last_round();
    const Round *latest = find_round(e, last);
    const bool draft = latest && latest->state == RoundState::Draft;
    std::string body;
    if (last > 0) body += "<div id=\"draft\" data-round=\"" + std::to_string(last) + "\"></div>\n";
    if (draft) {
        body += form::form("/api/v1/rounds/" + std::to_string(last) + "/publish", form::button(t("Publish the round")));
    }
    if (last > 0)
        body += form::form("/api/v1/rounds/undo",
                           form::checkbox("force", t("Also when results are entered")) +
                               form::button(t("Undo the latest round")));
    if (!draft) {
        body += "<h3>" + html_escape(t("Pair round %1").arg(last + 1)) + "</h3>\n";
        body += form::form(
            "/api/v1/rounds/pair",
            form::textarea("manual",
                           t("By hand (blank: the engine's pairing): white-black pairs, 'ID-bye' for the bye, "
                             "separated by commas or lines"),
                           {}, 3, "id=\"manual\"") +
                form::checkbox("force", t("Pair even though an absolute criterion (C.04.1) is broken")) +
                form::button(t("Pair")));
    } else {
        body += "<p class=\"hint\">" +
            html_escape(t("To swap players: change the pairs below, undo the draft, then pair by hand.")) + "</p>\n";
        body += form::form("/api/v1/rounds/pair",
                           form::textarea("manual", t("The pairing by hand"), {}, 3, "id=\"manual\"") +
                               form::checkbox("force", t("Pair even though an absolute criterion (C.04.1) is broken")) +
                               form::button(t("Pair")));
    }
    return section("round", t("Round"), body);
}

std::string results_part(EventView &view, const reports::Tr &tr, const std::string &code) {
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    const EventData &e = view.data();
    const int current = current_round(e);
    std::string body;
    if (current == 0) {
        body = "<p>" + html_escape(t("No round is published yet.")) + "</p>\n";
        return section("results", t("Results"), body);
    }
    const std::string n = std::to_string(current);
    body += "<p><a data-token-link href=\"/" + code + "/results/" + n + "\">" +
        html_escape(t("Tap entry for round %1, board by board").arg(current)) + "</a></p>\n";
    body += form::form(
        "/api/v1/rounds/{round}/results",
        form::input("round", t("Round"), n, "number", "min=\"1\" required") +
            form::textarea(
                "text",
                t("One board a line: BOARD RESULT, e.g. '3 1-0', '7 +-' (forfeit), '2 1-0 17:7' with variant "
                  "points, '4.2 0-1' for game 2 of a micro-match"),
                {}, 6) +
            form::checkbox("confirm", t("Correct results although later rounds were paired on them (C.04.2)")) +
            form::button(t("Enter the results")));
    return section("results", t("Results"), body);
}

std::string prints_part(const EventData &e, const reports::Tr &tr, const std::string &code) {
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    const int current = current_round(e), next = int(e.rounds.size()) + 1;
    auto a = [&](const std::string &href, const std::string &text) {
        return "<li><a href=\"" + href + "\" target=\"_blank\">" + html_escape(text) + "</a></li>\n";
    };
    std::string body = "<ul class=\"prints\">\n";
    if (current > 0) {
        const std::string n = std::to_string(current);
        body += a("/" + code + "/print/pairings/" + n, t("Pairings of round %1").arg(current));
        body += a("/" + code + "/print/slips/" + n, t("Result slips of round %1").arg(current));
    }
    if (e.info.rounds == 0 || next <= e.info.rounds)
        body += a("/" + code + "/print/checkin/" + std::to_string(next), t("Check-in list of round %1").arg(next));
    body += a("/" + code + "/print/wallchart", t("Wall chart"));
    body += a("/" + code + "/print/standings", t("Standings"));
    body += a("/" + code + "/print/crosstable", t("Crosstable"));
    body += a("/" + code + "/print/cards", t("Player cards"));
    body += "</ul>\n<ul class=\"prints\">\n";
    body += a("/api/v1/event.trf", t("TRF (FIDE tournament report)"));
    body += a("/api/v1/games.pdn", t("PDN (the games)"));
    body += a("/api/v1/players.csv", t("CSV: the players"));
    body += a("/api/v1/standings.csv", t("CSV: the standings"));
    return section("prints", t("Prints and downloads"), body + "</ul>\n");
}

std::string access_part(EventView &view, const reports::Tr &tr) {
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    const int last = view.event().last_round();
    std::string body = "<p class=\"hint\">" +
        html_escape(t("The chief arbiter: everything. An arbiter: results and check-in. A board's players: that "
                      "board's result and clock in one round. Check-in: check-in only. A token is shown once, with "
                      "its link and QR code.")) +
        "</p>\n";
    body += form::form(
        "/api/v1/tokens",
        form::select("role", t("Role"),
                     {{"board", t("a board's players")},
                      {"arbiter", t("arbiter")},
                      {"checkin", t("check-in")},
                      {"chief", t("chief arbiter")}}) +
            form::input("board", t("Board"), "1", "number", "min=\"1\"") +
            form::input("round", t("Round (a board's token; blank: the latest)"),
                        last > 0 ? std::to_string(last) : std::string(), "number", "min=\"1\"") +
            form::input("expires", t("Expires ('8h', '2d', a date; blank: a day for a board, a week otherwise)")) +
            form::button(t("Make a token")),
        "id=\"token-form\"");
    body += "<div id=\"new-token\"></div>\n<p><button type=\"button\" data-load=\"tokens\">" +
        html_escape(t("List the tokens")) + "</button></p>\n<div id=\"tokens\"></div>\n";
    return section("access", t("Access"), body);
}

} // namespace

std::string desk_content(EventView &view, reports::Language lang) {
    const reports::Tr tr(lang);
    auto t = [&](const char *s) { return tr.translate("Desk", s); };
    const EventData &e = view.data();
    const std::string code = reports::language_code(lang);
    // What the script says, in the page's language (it has no translations of its own).
    std::string o = "<div class=\"desk-page\" data-says-none=\"" +
        html_escape(t("Open the desk with the link of a chief's or an arbiter's token.")) + "\" data-says-chief=\"" +
        html_escape(t("Chief arbiter's desk")) + "\" data-says-arbiter=\"" + html_escape(t("Arbiter's desk")) +
        "\" data-says-confirm=\"" + html_escape(t("Confirm the correction")) + "\" data-says-revoke=\"" +
        html_escape(t("Revoke")) + "\" data-says-explanation=\"" + html_escape(t("Why this pairing")) +
        "\" data-says-draft=\"" + html_escape(t("Draft: not public until published")) + "\" data-says-link=\"" +
        html_escape(t("Link (shown once):")) + "\" data-heads-tokens=\"" +
        html_escape(t("Id|Role|Round|Made|By|Until|State")) + "\" data-heads-audit=\"" +
        html_escape(t("No.|When|Who|Action|What")) + "\">\n";
    o += "<h1>" + html_escape(e.info.name) + "</h1>\n<p id=\"who\"></p>\n";
    o += "<nav class=\"desk-nav\"><a href=\"#event\">" + html_escape(t("Event")) + "</a> <a href=\"#players\">" +
        html_escape(t("Players")) + "</a> <a href=\"#round\">" + html_escape(t("Round")) +
        "</a> <a href=\"#results\">" + html_escape(t("Results")) + "</a> <a href=\"#prints\">" +
        html_escape(t("Prints and downloads")) + "</a> <a href=\"#access\">" + html_escape(t("Access")) +
        "</a></nav>\n";
    o += "<p id=\"desk-message\" role=\"status\" aria-live=\"polite\"></p>\n";
    o += round_part(view, tr) + results_part(view, tr, code) + players_part(view, tr) + event_part(e, tr) +
        prints_part(e, tr, code) + access_part(view, tr);
    return o + "</div>\n";
}

} // namespace damka::server
