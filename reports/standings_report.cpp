#include "reports.hpp"

#include "player_columns.hpp"

#include "tournament/knockout_match.hpp"
#include "tournament/tiebreaks.hpp"

#include <cctype>
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

std::string tiebreaks_changed_text(const tournament::TournamentInfo &info) {
    const auto &c = info.tiebreaks_changed;
    if (c.after_round == 0) return "";
    std::string was;
    for (const std::string &code : c.before) was += (was.empty() ? "" : ", ") + code;
    return "The list below applies as changed on " + c.on + ", after round " + std::to_string(c.after_round) +
        " was paired; before it was: " + (was.empty() ? "(none)" : was);
}

std::vector<std::string> tiebreak_legend(const tournament::TournamentInfo &info,
                                         const std::vector<std::string> &codes) {
    std::vector<std::string> out;
    // Which C.07 text decided: the 2024 and 2026 texts give different BH/SB for unplayed rounds.
    if (!codes.empty()) out.push_back("Tie-breaks: " + edition_text(info));
    if (const std::string changed = tiebreaks_changed_text(info); !codes.empty() && !changed.empty())
        out.push_back(changed);
    for (size_t i = 0; i < codes.size(); ++i) {
        const TieBreakSpec *t = find_tiebreak(codes[i]);
        out.push_back(codes[i] + ": " + (t ? t->name + " - " + t->rule : ""));
    }
    return out;
}

std::vector<std::string> event_lines(const EventData &e) {
    std::vector<std::string> out;
    std::string where = e.info.place;
    if (!e.info.start_date.empty())
        where += (where.empty() ? "" : ", ") + e.info.start_date +
            (e.info.end_date.empty() || e.info.end_date == e.info.start_date ? "" : " - " + e.info.end_date);
    if (!where.empty()) out.push_back(where);
    if (!e.info.chief_arbiter.empty()) out.push_back("Chief arbiter: " + e.info.chief_arbiter);
    out.push_back("Variant: " + e.info.variant + "; system: " + to_string(e.info.system) + ", " +
                  std::to_string(e.info.rounds) + " rounds; scoring " + scoring_name(e.info.scoring) +
                  (e.info.time_control.empty() ? "" : "; time control " + e.info.time_control));
    return out;
}

std::string tiebreak_cell(const std::string &code, double v) {
    if (code == "ARO" || code == "TPR") return std::to_string(long(std::lround(v)));
    return format_points(v);
}

std::vector<std::string> progress_lines(const EventData &e, const Standings &st) {
    for (const Round &r : e.rounds) {
        if (r.number <= st.after_round) continue;
        if (r.state == RoundState::Draft)
            return {"Round " + std::to_string(r.number) + " is paired (draft) and not counted here."};
        int open = 0;
        for (const RoundGame &g : r.games) open += g.result == BoardResult::Pending;
        if (open == 0) return {"Round " + std::to_string(r.number) + " has all its results and is not counted here."};
        return {"Round " + std::to_string(r.number) + " is not finished (" + std::to_string(open) + " of " +
                std::to_string(r.games.size()) + " boards without a result): these are the standings after round " +
                std::to_string(st.after_round) + "."};
    }
    return {};
}

Table standings_table(const EventData &e, const Standings &st, const PrizeCategory *category) {
    Table t;
    const int year = event_year(e.info);
    std::string upper_code = category ? category->code : "";
    for (char &c : upper_code) c = char(std::toupper(static_cast<unsigned char>(c)));
    t.title = e.info.name + " - standings after round " + std::to_string(st.after_round) +
        (category ? " - " +
                 (category->kind == PrizeCategory::Kind::Women     ? std::string("Women")
                      : category->kind == PrizeCategory::Kind::Men ? std::string("Men")
                                                                   : upper_code)
                  : "");
    t.subtitle = event_lines(e);
    for (const std::string &l : progress_lines(e, st)) t.subtitle.push_back(l);
    t.header = {"Rk", "SNo"};
    t.numeric = {true, true};
    if (category) {
        t.header.insert(t.header.begin() + 1, "All"); // the rank in the whole standings
        t.numeric.push_back(true);
    }
    t.header.insert(t.header.end(), player_column_heads().begin(), player_column_heads().end());
    t.numeric.insert(t.numeric.end(), player_column_numeric().begin(), player_column_numeric().end());
    t.header.push_back("Pts");
    for (const std::string &code : st.codes) t.header.push_back(code); // headed by code, as chess-results does
    t.numeric.resize(t.header.size(), true);
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
        for (auto &c : player_column_cells(e, r.player)) row.push_back(c);
        row.push_back(points_cell(r.score));
        for (size_t i = 0; i < st.codes.size(); ++i) row.push_back(tiebreak_cell(st.codes[i], r.tiebreaks[i]));
        t.rows.push_back(std::move(row));
    }
    if (category) {
        t.notes.push_back(category_meaning(*category, year) + " All: the rank in the whole standings.");
        if (!left_out.empty())
            t.notes.push_back(
                std::string("Not in this list, their ") +
                (category->kind == PrizeCategory::Kind::Women || category->kind == PrizeCategory::Kind::Men
                     ? "sex"
                     : "birth year") +
                " not being registered: " + left_out + ".");
    }
    for (const std::string &l : tiebreak_legend(e.info, st.codes)) t.notes.push_back(l);
    if (e.info.system == System::Knockout) t.notes.push_back(knockout_ranking_note(e.info));
    for (const std::string &l : withdrawal_legend(e)) t.notes.push_back(l);
    return t;
}

} // namespace damka::reports
