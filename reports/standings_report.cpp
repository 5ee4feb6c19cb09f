#include "reports.hpp"
#include "dates.hpp"
#include "variant_names.hpp"

#include "player_columns.hpp"
#include "prizes_report.hpp"

#include "tournament/model/knockout_match.hpp"
#include "tournament/model/system_rules.hpp"
#include "tournament/model/team_tiebreaks.hpp"
#include "tournament/model/tiebreaks.hpp"

#include <cmath>

namespace damka::reports {

using namespace damka::tournament;

std::string points_cell(double p) {
    const double whole = std::floor(p + 1e-9);
    const double frac = p - whole;
    if (std::fabs(frac) < 1e-9) return format_points(whole);
    if (std::fabs(frac - 0.5) < 1e-9) return (whole == 0 ? std::string() : format_points(whole)) + "\xc2\xbd";
    return format_points(p);
}

std::string tiebreaks_changed_text(const tournament::TournamentInfo &info, Language lang) {
    const auto &c = info.tiebreaks_changed;
    if (c.after_round == 0) return "";
    const Tr tr(lang);
    std::string was;
    for (const std::string &code : c.before) was += (was.empty() ? "" : ", ") + tiebreak_head(code, lang);
    return tr
        .translate("Reports", "The list below applies as changed on %1, after round %2 was paired; before it was: %3")
        .arg(c.on)
        .arg(c.after_round)
        .arg(was.empty() ? tr.translate("Reports", "(none)").str() : was);
}

std::string tiebreak_head(const std::string &code, Language lang) {
    return find_tiebreak(code) || find_team_tiebreak(code) ? Tr(lang).data("TieBreakHead", code) : code;
}

std::vector<std::string> tiebreak_legend(const tournament::TournamentInfo &info, const std::vector<std::string> &codes,
                                         Language lang) {
    const Tr tr(lang);
    std::vector<std::string> out;
    // Which C.07 text decided: the 2024 and 2026 texts give different BH/SB for unplayed rounds.
    if (!codes.empty())
        out.push_back(tr.translate("Reports", "Tie-breaks: %1%2")
                          .arg(tr.data("TieBreak", edition_name(info)))
                          .arg(tr.data("TieBreak", edition_choice(info))));
    if (const std::string changed = tiebreaks_changed_text(info, lang); !codes.empty() && !changed.empty())
        out.push_back(changed);
    for (size_t i = 0; i < codes.size(); ++i) {
        const TieBreakSpec *t = find_tiebreak(codes[i]);
        const std::string head = tiebreak_head(codes[i], lang);
        // English "BH: Buchholz - FIDE C.07 8.1: ...", Russian "Бх (BH): Коэффициент Бухгольца — ФИДЕ C.07 8.1: ..."
        if (!t)
            out.push_back(codes[i] + ": ");
        else if (head == codes[i])
            out.push_back(tr.translate("Reports", "%1: %2 - %3")
                              .arg(codes[i])
                              .arg(tr.data("TieBreak", t->name))
                              .arg(tr.data("TieBreak", t->rule)));
        else
            out.push_back(tr.translate("Reports", "%1 (%2): %3 - %4")
                              .arg(head)
                              .arg(codes[i])
                              .arg(tr.data("TieBreak", t->name))
                              .arg(tr.data("TieBreak", t->rule)));
    }
    return out;
}

std::string tiebreak_names_line(const EventData &e, Language lang) {
    const Tr tr(lang);
    std::string names;
    for (const std::string &code : e.info.tiebreaks) {
        const TieBreakSpec *t = find_tiebreak(code);
        const TeamTieBreakSpec *team = find_team_tiebreak(code);
        // A team event's code names its team tie-break (event.cpp checks which list it is in).
        const std::string name = rules_of(e.info.system).teams && team ? team->name : t ? t->name : code;
        names += (names.empty() ? "" : ", ") +
            tr.translate("Reports", "%1 (%2)").arg(tr.data("TieBreak", name)).arg(tiebreak_head(code, lang)).str();
    }
    return names.empty() ? names : tr.translate("Reports", "Tie-breaks in order: %1").arg(names).str();
}

std::vector<std::string> event_lines(const EventData &e, Language lang) {
    const Tr tr(lang);
    std::vector<std::string> out;
    std::string where = e.info.place;
    if (!e.info.start_date.empty())
        where += (where.empty() ? "" : ", ") + date_range(e.info.start_date, e.info.end_date, lang);
    if (!where.empty()) out.push_back(where);
    if (!e.info.chief_arbiter.empty())
        out.push_back(tr.translate("Reports", "Chief arbiter: %1").arg(e.info.chief_arbiter));
    // The scale's numbers stay ("1-0.5-0"); the variant's own points are named ("variant:24-12-0").
    const std::string scoring = scoring_name(e.info.scoring);
    std::string line = tr.translate("Reports", "Variant: %1; system: %2, %3; scoring %4")
                           .arg(variant_label(e.info.variant, lang))
                           .arg(tr.data("System", to_string(e.info.system)))
                           .arg(tr.translate("Reports", "%n rounds", nullptr, e.info.rounds))
                           .arg(e.info.scoring.variant_points
                                    ? tr.translate("Reports", "variant%1",
                                                   "the variant's own points; %1 its scale ':24-12-0' or empty")
                                          .arg(scoring.substr(7))
                                          .str()
                                    : scoring);
    if (!e.info.time_control.empty())
        line += tr.translate("Reports", "; time control %1").arg(e.info.time_control).str();
    out.push_back(line);
    return out;
}

std::string tiebreak_cell(const std::string &code, double v) {
    if (code == "ARO" || code == "TPR") return std::to_string(long(std::lround(v)));
    return format_points(v);
}

std::vector<std::string> progress_lines(const EventData &e, const Standings &st, Language lang) {
    const Tr tr(lang);
    for (const Round &r : e.rounds) {
        if (r.number <= st.after_round) continue;
        if (r.state == RoundState::Draft)
            return {tr.translate("Reports", "Round %1 is paired (draft) and not counted here.").arg(r.number)};
        int open = 0;
        for (const RoundGame &g : r.games) open += g.result == BoardResult::Pending;
        if (open == 0)
            return {tr.translate("Reports", "Round %1 has all its results and is not counted here.").arg(r.number)};
        return {tr.translate("Reports",
                             "Round %1 is not finished (%2 of %n boards without a result): these are the "
                             "standings after round %3.",
                             nullptr, int(r.games.size()))
                    .arg(r.number)
                    .arg(open)
                    .arg(st.after_round)};
    }
    return {};
}

namespace {

// A prize category's name in the title: "Women", "Men", "U18", "S65" (prize_category.hpp).
// The age as the arbiter typed it ("u18" -> "U18"); its number picks the Russian plural form.
std::string category_title(const PrizeCategory &c, const Tr &tr) {
    switch (c.kind) {
    case PrizeCategory::Kind::Women: return tr.translate("Reports", "Women", "a prize category");
    case PrizeCategory::Kind::Men: return tr.translate("Reports", "Men", "a prize category");
    case PrizeCategory::Kind::Under:
        return tr.translate("Reports", "U%1", "an age category: under %1 years", c.age).arg(c.code.substr(1));
    case PrizeCategory::Kind::Senior:
        return tr.translate("Reports", "S%1", "a senior category: %1 years or older", c.age).arg(c.code.substr(1));
    }
    return c.code;
}

// What the category means, under the table. FIDE/FMJD age categories count by the event's
// year: "under 18" is not yet 18 on 1 January (born in year - 18 or later), "S65" is 65 or
// older by 31 December (born in year - 65 or earlier); see prize_category.hpp.
std::string category_legend(const PrizeCategory &c, int year, const Tr &tr) {
    switch (c.kind) {
    case PrizeCategory::Kind::Women:
        return tr.translate("Reports", "Women: the players registered as F, ranked among themselves.");
    case PrizeCategory::Kind::Men:
        return tr.translate("Reports", "Men: the players registered as M, ranked among themselves.");
    case PrizeCategory::Kind::Under:
        return tr
            .translate("Reports",
                       "U%n: under %n on 1 January %1 (born %2 or later; FIDE/FMJD age categories), ranked "
                       "among themselves.",
                       nullptr, c.age)
            .arg(year)
            .arg(year - c.age);
    case PrizeCategory::Kind::Senior:
        return tr
            .translate("Reports", "S%n: %n or older by 31 December %1 (born %2 or earlier), ranked among themselves.",
                       nullptr, c.age)
            .arg(year)
            .arg(year - c.age);
    }
    return "";
}

} // namespace

Table standings_table(const EventData &e, const Standings &st, Language lang, const PrizeCategory *category) {
    const Tr tr(lang);
    Table t;
    const int year = event_year(e.info);
    t.title = category
        ? tr.translate("Reports", "%1 - standings after round %2 - %3")
              .arg(e.info.name)
              .arg(st.after_round)
              .arg(category_title(*category, tr))
              .str()
        : tr.translate("Reports", "%1 - standings after round %2").arg(e.info.name).arg(st.after_round).str();
    t.subtitle = event_lines(e, lang);
    for (const std::string &l : progress_lines(e, st, lang)) t.subtitle.push_back(l);
    t.header = {tr.translate("Reports", "Rk"), tr.translate("Reports", "SNo")};
    t.numeric = {true, true};
    if (category) {
        // the rank in the whole standings
        t.header.insert(t.header.begin() + 1, tr.translate("Reports", "All", "the overall rank beside a category's"));
        t.numeric.push_back(true);
    }
    const std::vector<std::string> heads = player_column_heads(lang);
    t.header.insert(t.header.end(), heads.begin(), heads.end());
    t.numeric.insert(t.numeric.end(), player_column_numeric().begin(), player_column_numeric().end());
    t.header.push_back(tr.translate("Reports", "Pts"));
    // Headed by code, as chess-results does (a Russian head is the short form arbiters use, «Бх»).
    for (const std::string &code : st.codes) t.header.push_back(tiebreak_head(code, lang));
    t.numeric.resize(t.header.size(), true);
    // On a phone: rank, name, points and the first tie-break (Table::secondary).
    t.secondary = {false, true};
    if (category) t.secondary.push_back(true); // the overall rank
    t.secondary.insert(t.secondary.end(), player_column_secondary().begin(), player_column_secondary().end());
    t.secondary.push_back(false); // points
    for (size_t i = 0; i < st.codes.size(); ++i) t.secondary.push_back(i > 0);
    std::string left_out;
    int rank = 0, previous_overall = 0, listed = 0;
    for (const StandingRow &r : st.rows) {
        const Player *p = e.player(r.player);
        if (category && p && category_unknown(*p, *category))
            left_out += (left_out.empty() ? "" : ", ") + p->name + " (" + std::to_string(p->id) + ")";
        if (category && (!p || !in_category(*p, *category, year))) continue;
        // Within a category the standings' order is kept; players tied in it share a rank.
        ++listed;
        if (r.rank != previous_overall) rank = listed;
        previous_overall = r.rank;
        std::vector<std::string> row = {std::to_string(category ? rank : r.rank)};
        if (category) row.push_back(std::to_string(r.rank));
        row.push_back(std::to_string(r.player));
        for (auto &c : player_column_cells(e, r.player, lang)) row.push_back(c);
        row.push_back(points_cell(r.score));
        for (size_t i = 0; i < st.codes.size(); ++i) row.push_back(tiebreak_cell(st.codes[i], r.tiebreaks[i]));
        t.rows.push_back(std::move(row));
    }
    if (category) {
        t.notes.push_back(category_legend(*category, year, tr) + " " +
                          tr.translate("Reports", "All: the rank in the whole standings.").str());
        if (!left_out.empty())
            t.notes.push_back(
                category->kind == PrizeCategory::Kind::Women || category->kind == PrizeCategory::Kind::Men
                    ? tr.translate("Reports", "Not in this list, their sex not being registered: %1.")
                          .arg(left_out)
                          .str()
                    : tr.translate("Reports", "Not in this list, their birth year not being registered: %1.")
                          .arg(left_out)
                          .str());
    }
    for (const std::string &l : tiebreak_legend(e.info, st.codes, lang)) t.notes.push_back(l);
    if (e.info.system == System::Knockout) t.notes.push_back(tr.data("Knockout", knockout_ranking_note(e.info)));
    for (const std::string &l : withdrawal_legend(e, lang)) t.notes.push_back(l);
    // An event with a prize list: the rules its prizes follow (issue 45 §3, prizes_report.hpp).
    if (e.prize_rules) t.notes.push_back(prize_rules_line(*e.prize_rules, lang));
    return t;
}

} // namespace damka::reports
