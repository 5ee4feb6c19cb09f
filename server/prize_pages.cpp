#include "prize_pages.hpp"

#include "html_form.hpp"
#include "reports/prizes_report.hpp"
#include "reports/reports.hpp"
#include "tournament/model/system_rules.hpp"
#include "tournament/service/prize_list.hpp"

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

PrizesNow prizes_now(EventView &view) {
    PrizesNow now{load_prize_list(view.event().db()), {}};
    now.allocation = allocate_prizes(view.data(), view.standings(), now.list);
    return now;
}

namespace {

// The list as entered, each prize with its own remove button (prize remove N: the prizes after
// it move up one number, so the page is fetched again after each).
std::string list_part(const PrizeList &list, const reports::Tr &tr) {
    const reports::Language lang = tr.language();
    if (list.prizes.empty())
        return "<p id=\"prize-list\" data-prizes=\"0\">" +
            html_escape(tr.translate("Desk", "No prize yet: add the place prizes first, then the categories'.")) +
            "</p>\n";
    std::string o = "<table id=\"prize-list\" data-prizes=\"" + std::to_string(list.prizes.size()) +
        "\">\n<thead><tr><th>" + html_escape(tr.translate("Desk", "No.")) + "</th><th>" +
        html_escape(tr.translate("Desk", "Prize")) + "</th><th>" + html_escape(tr.translate("Desk", "Amount")) +
        "</th><th></th></tr></thead>\n<tbody>\n";
    for (const Prize &p : list.prizes) {
        const std::string n = std::to_string(p.number);
        o += "<tr data-prize=\"" + n + "\" data-kind=\"" + to_string(p.kind) + "\"><td class=\"n\">" + n + "</td><td>" +
            html_escape(reports::prize_title(p, lang)) + "</td><td class=\"n\">" +
            (p.amount ? html_escape(reports::money_text(*p.amount, list.settings.currency, lang)) : std::string()) +
            "</td><td>" + form::form("api/v1/prizes/" + n + "/remove", form::button(tr.translate("Desk", "Remove"))) +
            "</td></tr>\n";
    }
    return o + "</tbody></table>\n";
}

// A prize of any kind in one form: the kind picks which of the fields below it reads (the
// place within the kind, the age of a junior or senior category, the rating band, a club's K).
std::string add_form(const EventData &e, const reports::Tr &tr) {
    std::vector<std::pair<std::string, std::string>> kinds{
        {"place", tr.translate("Desk", "a place overall")},
        {"women", tr.translate("Desk", "women")},
        {"men", tr.translate("Desk", "men")},
        {"under", tr.translate("Desk", "juniors: under the age")},
        {"senior", tr.translate("Desk", "seniors: the age or older")},
        {"rating", tr.translate("Desk", "a rating band")},
        {"unrated", tr.translate("Desk", "unrated players")},
        {"club", tr.translate("Desk", "the best club (the sum of its best players)")}};
    if (rules_of(e.info.system).teams) kinds.push_back({"team-member", tr.translate("Desk", "the best team member")});
    return "<h3>" + html_escape(tr.translate("Desk", "Add a prize")) + "</h3>\n<p class=\"hint\">" +
        html_escape(tr.translate("Desk",
                                 "The place is within the kind: place 2 of women is the second woman's prize. The "
                                 "age is the category's (under 12: not yet 12 on 1 January of the event's year). A "
                                 "rating band as 1601-1800, -1600 or 2001-. A prize without money needs a name "
                                 "(a cup).")) +
        "</p>\n" +
        form::form(
               "api/v1/prizes",
               form::select("kind", tr.translate("Desk", "Kind"), kinds) +
                   form::input("place", tr.translate("Desk", "Place"), "1", "number", "min=\"1\" required") +
                   form::input("age", tr.translate("Desk", "Age"), {}, "number", "min=\"1\" max=\"99\"") +
                   form::input("rating", tr.translate("Desk", "Rating band"), {}, "text", "placeholder=\"1601-1800\"") +
                   form::input("club_top", tr.translate("Desk", "Club: best players counted"), {}, "number",
                               "min=\"1\"") +
                   form::input("amount", tr.translate("Desk", "Amount"), {}, "text", "inputmode=\"decimal\"") +
                   form::input("name", tr.translate("Desk", "Name (a cup, a medal)")) +
                   form::button(tr.translate("Desk", "Add the prize")),
               "id=\"prize-add\"");
}

// How shared places and doubtful players are treated: chosen per event (prize_settings.hpp).
std::string settings_form(const PrizeSettings &s, const reports::Tr &tr) {
    return "<h3>" + html_escape(tr.translate("Desk", "Allocation settings")) + "</h3>\n" +
        form::form("api/v1/prizes/settings",
                   form::select("shared", tr.translate("Desk", "Players tied on points"),
                                {{"tiebreaks", tr.translate("Desk", "the tie-breaks decide each place")},
                                 {"hort", tr.translate("Desk", "the Hort system: half kept, half shared")},
                                 {"equal", tr.translate("Desk", "the money of their places shared equally")}},
                                to_string(s.shared)) +
                       form::checkbox("unrated_in_bands",
                                      tr.translate("Desk", "Unrated players may win a rating band's prize"),
                                      s.unrated_in_bands) +
                       form::checkbox("withdrawn_eligible", tr.translate("Desk", "Withdrawn players may win a prize"),
                                      s.withdrawn_eligible) +
                       form::input("currency", tr.translate("Desk", "Currency"), s.currency, "text",
                                   "size=\"6\" maxlength=\"16\"") +
                       form::button(tr.translate("Desk", "Save the settings")),
                   "id=\"prize-settings\"");
}

// The allocation as the printout has it (the reports' table: each prize, its winner, amount and
// the rule applied), with the counts for a script or a test to read.
std::string allocation_part(EventView &view, const PrizesNow &now, reports::Language lang) {
    return "<div id=\"prize-allocation\" data-awards=\"" + std::to_string(now.allocation.awards.size()) +
        "\" data-not-awarded=\"" + std::to_string(now.allocation.not_awarded.size()) + "\">\n" +
        reports::html_section(
               reports::prize_allocation_table(view.data(), view.standings(), now.list, now.allocation, lang)) +
        "</div>\n";
}

} // namespace

std::string desk_prizes_part(EventView &view, const reports::Tr &tr) {
    const PrizesNow now = prizes_now(view);
    const std::string code = reports::language_code(tr.language());
    std::string body = "<h3>" + html_escape(tr.translate("Desk", "Prize list")) + "</h3>\n" + list_part(now.list, tr) +
        add_form(view.data(), tr) + settings_form(now.list.settings, tr);
    if (!now.list.prizes.empty()) {
        body += "<h3>" + html_escape(tr.translate("Desk", "Allocation")) + "</h3>\n" +
            allocation_part(view, now, tr.language());
        body += "<ul class=\"prints\">\n<li><a id=\"prize-print\" href=\"" + code +
            "/print/prizes\" target=\"_blank\">" +
            html_escape(tr.translate("Desk", "The prize list for the ceremony (print)")) +
            "</a></li>\n<li><a href=\"api/v1/prizes.csv?lang=" + code + "\">" +
            html_escape(tr.translate("Desk", "CSV: the prizes")) + "</a></li>\n</ul>\n";
    }
    return "<section id=\"prizes\" class=\"desk-part\">\n<h2>" + html_escape(tr.translate("Desk", "Prizes")) +
        "</h2>\n" + body + "</section>\n";
}

std::optional<std::string> public_prizes_content(EventView &view, reports::Language lang) {
    const PrizesNow now = prizes_now(view);
    if (now.list.prizes.empty()) return std::nullopt;
    return allocation_part(view, now, lang) +
        reports::html_section(reports::prize_list_table(view.data(), now.list, lang));
}

} // namespace damka::server
