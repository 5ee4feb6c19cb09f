// The prize printouts (prizes_report.hpp): the allocation for the ceremony, the list as
// entered, the rules line under the standings. The rules are host/tournament/model/prizes.hpp's.
#include "prizes_report.hpp"

#include "player_columns.hpp"
#include "reports.hpp"

namespace damka::reports {

using namespace damka::tournament;

namespace {

// "1st", "2nd", "3rd", "11th" in English; Russian «1-е» (место is neuter): an ordinal's ending
// follows the number's last digits, which a translated pattern cannot say.
std::string ordinal(int n, const Language &lang) {
    if (lang == Language::Russian) return std::to_string(n) + "-\xD0\xB5"; // "-е"
    const int tens = n % 100, last = n % 10;
    const char *suffix = (tens >= 11 && tens <= 13) ? "th"
        : last == 1                                 ? "st"
        : last == 2                                 ? "nd"
        : last == 3                                 ? "rd"
                                                    : "th";
    return std::to_string(n) + suffix;
}

std::string band_text(const Prize &p, const Tr &tr) {
    if (p.rating_min == 0) return tr.translate("Reports", "rating up to %1").arg(p.rating_max);
    if (p.rating_max == 0) return tr.translate("Reports", "rating from %1").arg(p.rating_min);
    return tr.translate("Reports", "rating %1-%2").arg(p.rating_min).arg(p.rating_max);
}

// The best of a category: "best woman", "best under 12" ...
std::string best_of(const Prize &p, const Tr &tr) {
    switch (p.kind) {
    case PrizeKind::Place: return "";
    case PrizeKind::Category:
        switch (p.category.kind) {
        case PrizeCategory::Kind::Women: return tr.translate("Reports", "best woman", "a prize");
        case PrizeCategory::Kind::Men: return tr.translate("Reports", "best man", "a prize");
        case PrizeCategory::Kind::Under:
            return tr.translate("Reports", "best under %n", "a prize: the best player under %n years", p.category.age);
        case PrizeCategory::Kind::Senior:
            return tr.translate("Reports", "best aged %n or older", "a prize", p.category.age);
        }
        return "";
    case PrizeKind::RatingBand: return tr.translate("Reports", "best with %1", "a prize").arg(band_text(p, tr));
    case PrizeKind::Unrated: return tr.translate("Reports", "best unrated player", "a prize");
    case PrizeKind::Club: return tr.translate("Reports", "best club (its best %1)", "a prize").arg(p.club_top);
    case PrizeKind::TeamMember: return tr.translate("Reports", "best team member", "a prize");
    }
    return "";
}

// A category's players, for its places after the first: "women", "under 12" ...
std::string category_of(const Prize &p, const Tr &tr) {
    switch (p.kind) {
    case PrizeKind::Place: return "";
    case PrizeKind::Category:
        switch (p.category.kind) {
        case PrizeCategory::Kind::Women: return tr.translate("Reports", "women", "a prize's category");
        case PrizeCategory::Kind::Men: return tr.translate("Reports", "men", "a prize's category");
        case PrizeCategory::Kind::Under:
            return tr.translate("Reports", "under %n", "a prize's category: under %n years", p.category.age);
        case PrizeCategory::Kind::Senior:
            return tr.translate("Reports", "aged %n or older", "a prize's category", p.category.age);
        }
        return "";
    case PrizeKind::RatingBand: return band_text(p, tr);
    case PrizeKind::Unrated: return tr.translate("Reports", "unrated players", "a prize's category");
    case PrizeKind::Club: return tr.translate("Reports", "clubs (their best %1)", "a prize's category").arg(p.club_top);
    case PrizeKind::TeamMember: return tr.translate("Reports", "team members", "a prize's category");
    }
    return "";
}

const Prize *find_prize(const PrizeList &list, int number) {
    for (const Prize &p : list.prizes)
        if (p.number == number) return &p;
    return nullptr;
}

std::string amount_cell(const std::optional<Money> &m, const PrizeList &list, const Language &lang) {
    return m ? money_text(*m, list.settings.currency, lang) : std::string();
}

} // namespace

std::string prize_title(const Prize &p, Language lang) {
    const Tr tr(lang);
    std::string title;
    if (p.kind == PrizeKind::Place)
        title = tr.translate("Reports", "%1 place", "a place prize: %1 is 1st, 2nd ...").arg(ordinal(p.place, lang));
    else if (p.place == 1)
        title = best_of(p, tr);
    else
        title = tr.translate("Reports", "%1, %2 place", "a category's place prize: women, 2nd place")
                    .arg(category_of(p, tr))
                    .arg(ordinal(p.place, lang));
    return p.name.empty()
        ? title
        : tr.translate("Reports", "%1 - %2", "a prize and its name: 1st place - cup").arg(title).arg(p.name).str();
}

std::string money_text(Money m, const std::string &currency, Language lang) {
    // Two decimals always on a prize list, the decimal mark the language's (500,00 in Russian).
    std::string cents = std::to_string(m % 100);
    if (cents.size() < 2) cents = "0" + cents;
    const std::string number = std::to_string(m / 100) + (lang == Language::Russian ? "," : ".") + cents;
    return currency.empty() ? number : number + " " + currency;
}

std::string prize_rules_line(const PrizeSettings &s, Language lang) {
    const Tr tr(lang);
    std::string shared;
    switch (s.shared) {
    case SharedMoney::TieBreaks:
        shared = tr.translate("Reports", "not shared, the tie-breaks decide", "tied players' place money");
        break;
    case SharedMoney::Hort:
        shared = tr.translate("Reports", "by the Hort system (half by the tie-breaks, half shared equally)",
                              "tied players' place money");
        break;
    case SharedMoney::Equal: shared = tr.translate("Reports", "shared equally", "tied players' place money"); break;
    }
    return tr
        .translate("Reports",
                   "Prizes: one per player, the larger first (equal amounts: the one listed first); place "
                   "money of players tied on points: %1; unrated players %2 rating-band prizes; withdrawn "
                   "players %3.")
        .arg(shared)
        .arg(s.unrated_in_bands
                 ? tr.translate("Reports", "may win", "unrated players ... rating-band prizes").str()
                 : tr.translate("Reports", "may not win", "unrated players ... rating-band prizes").str())
        .arg(s.withdrawn_eligible ? tr.translate("Reports", "may win prizes", "withdrawn players ...").str()
                                  : tr.translate("Reports", "win no prize", "withdrawn players ...").str());
}

Table prize_allocation_table(const EventData &e, const Standings &st, const PrizeList &list,
                             const PrizeAllocation &allocation, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - prizes after round %2").arg(e.info.name).arg(st.after_round);
    t.subtitle = event_lines(e, lang);
    t.header = {tr.translate("Reports", "Prize"),  tr.translate("Reports", "Rk"),   tr.translate("Reports", "SNo"),
                tr.translate("Reports", "Name"),   tr.translate("Reports", "Club"), tr.translate("Reports", "Pts"),
                tr.translate("Reports", "Amount"), tr.translate("Reports", "Rule")};
    t.numeric = {false, true, true, false, false, true, true, false};
    t.secondary = {false, true, true, false, true, true, false, true};
    Money total = 0;
    for (const Award &a : allocation.awards) {
        const Prize *p = find_prize(list, a.prize);
        const std::string title = p
            ? prize_title(*p, lang)
            : tr.translate("Reports", "share of the tied places", "Hort or equal sharing").str();
        std::vector<std::string> row{title};
        if (const StandingRow *r = a.player ? st.row(a.player) : nullptr) {
            const Player *pl = e.player(a.player);
            row.insert(row.end(),
                       {std::to_string(r->rank), std::to_string(a.player), pl ? pl->name : "", pl ? pl->club : "",
                        points_cell(r->score)});
        } else {
            row.insert(row.end(), {"", "", a.club, "", ""});
        }
        const bool has_money = !p || p->amount;
        row.push_back(has_money ? money_text(a.amount, list.settings.currency, lang) : "");
        row.push_back(tr.render(a.rule));
        total += a.amount;
        t.rows.push_back(std::move(row));
    }
    for (const NotAwarded &n : allocation.not_awarded) {
        const Prize *p = find_prize(list, n.prize);
        t.rows.push_back({p ? prize_title(*p, lang) : "", "", "", "-", "", "",
                          p ? amount_cell(p->amount, list, lang) : "", tr.render(n.reason)});
    }
    if (list.prizes.empty()) t.notes.push_back(tr.translate("Reports", "No prizes entered."));
    if (total > 0)
        t.notes.push_back(
            tr.translate("Reports", "Awarded in all: %1.").arg(money_text(total, list.settings.currency, lang)));
    t.notes.push_back(prize_rules_line(list.settings, lang));
    return t;
}

Table prize_list_table(const EventData &e, const PrizeList &list, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - prize list").arg(e.info.name);
    t.subtitle = event_lines(e, lang);
    t.header = {tr.translate("Reports", "No"), tr.translate("Reports", "Prize"), tr.translate("Reports", "Amount")};
    t.numeric = {true, false, true};
    for (const Prize &p : list.prizes)
        t.rows.push_back({std::to_string(p.number), prize_title(p, lang), amount_cell(p.amount, list, lang)});
    if (list.prizes.empty()) t.notes.push_back(tr.translate("Reports", "No prizes entered."));
    t.notes.push_back(prize_rules_line(list.settings, lang));
    return t;
}

} // namespace damka::reports
