// The allocation of an event's prizes (prizes.hpp), in three steps:
//
// 1. Player prizes, the larger first (equal amounts: the prize listed first; a prize without
//    money after every money prize): each goes to the best-placed player in the standings'
//    order (score, then the event's tie-breaks) who qualifies for it and holds no prize yet.
//    One prize per player: US Chess Federation Official Rules (7th ed.) 32B1, "no player may
//    win more than one cash prize"; taking the larger first gives each player the most valuable
//    prize he qualifies for, and the next player of the other prize's category moves up. A
//    category prize is never shared: the standings' order decides it.
// 2. Club prizes, the larger first likewise, one prize per club: the clubs ranked by the sum of
//    their best K players' points (prize.club_top); a club with fewer than K players is not
//    ranked. Equal sums: the club whose best counted player stands higher (our choice: the
//    rules organisers publish leave it to the regulations).
// 3. Place money of players tied on points (PrizeSettings::shared). The Hort system as
//    de.wikipedia.org "Hort-System" states it: "each player in the money places receives 50 %
//    of the prize money of his place; the remaining 50 % go into a pot for the players with the
//    same points and are divided equally among them". `Equal` pools all of it: US Chess 32B3,
//    "all the cash prizes involved shall be summed and divided equally among the tied winners".
//
// How sharing meets one prize per player — our decision, stated because the sources differ:
// US Chess 32B3 also pools a category prize one of the tied players brings in and pays him
// the larger of his share and a split of his category prize alone (the WinTD example: $300 and
// $200 overall prizes and a $150 youth prize over four tied players, $162.50 each); the Hort
// system is defined for the place prizes only. Damka keeps category prizes out of every pot:
// the group sharing a pot is the players tied on those points who hold a place prize after
// step 1, plus those tied with them who hold no prize at all (so three players tied over two
// prizes share the two prizes' money, de.wikipedia's rule); a tied player holding a category
// prize took it in step 1 as the larger of what was left to him and takes no share. So every
// player still receives one prize or one share. Money is kept in hundredths: a share that
// does not divide evenly gives the odd hundredths one each to the players first in the
// standings' order, so the pot is paid out exactly. A prize's name (a cup) is not shared: it
// stays with the player the tie-breaks give it.
#include "prizes.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

// The value order of step 1: money first, larger first; then the list order.
std::vector<const Prize *> by_value(const std::vector<Prize> &prizes, bool clubs) {
    std::vector<const Prize *> out;
    for (const Prize &p : prizes)
        if ((p.kind == PrizeKind::Club) == clubs) out.push_back(&p);
    std::stable_sort(out.begin(), out.end(),
                     [](const Prize *a, const Prize *b) { return a->amount.value_or(-1) > b->amount.value_or(-1); });
    return out;
}

// Whether `p` qualifies for `prize` by its category (step 1); withdrawal is checked apart.
bool qualifies(const Player &p, const Prize &prize, const EventData &e, const PrizeSettings &s, int year) {
    switch (prize.kind) {
    case PrizeKind::Place: return true;
    case PrizeKind::Category: return in_category(p, prize.category, year);
    case PrizeKind::RatingBand:
        // An unrated player's rating is not known: when the event lets him in, he fits a band
        // with no lower bound ("up to 1600") and never one like 1601-1800.
        if (p.rating == 0) return s.unrated_in_bands && prize.rating_min == 0;
        return p.rating >= prize.rating_min && (prize.rating_max == 0 || p.rating <= prize.rating_max);
    case PrizeKind::Unrated: return p.rating == 0;
    case PrizeKind::TeamMember:
        return std::any_of(e.teams.begin(), e.teams.end(), [&](const Team &t) {
            return std::find(t.board_order.begin(), t.board_order.end(), p.id) != t.board_order.end();
        });
    case PrizeKind::Club: return false;
    }
    return false;
}

// "A (3), B (5)": the players named in a rule.
Message names(const EventData &e, const std::vector<int> &ids) {
    std::string out;
    for (int id : ids) out += (out.empty() ? "" : ", ") + e.label(id);
    return Message(out);
}

struct ClubScore {
    std::string club;
    double points = 0;
    int best_rank_index = 0; // the position in the standings of its best counted player
};

std::vector<ClubScore> club_table(const EventData &e, const Standings &st, int top) {
    std::map<std::string, std::vector<size_t>> members; // club -> positions in st.rows
    for (size_t i = 0; i < st.rows.size(); ++i)
        if (const Player *p = e.player(st.rows[i].player); p && !p->club.empty()) members[p->club].push_back(i);
    std::vector<ClubScore> out;
    for (const auto &[club, rows] : members) {
        if (int(rows.size()) < top) continue;
        std::vector<double> scores;
        for (size_t i : rows) scores.push_back(st.rows[i].score);
        std::sort(scores.rbegin(), scores.rend());
        ClubScore c{club, 0, int(rows.front())};
        for (int k = 0; k < top; ++k) c.points += scores[size_t(k)];
        out.push_back(c);
    }
    std::sort(out.begin(), out.end(), [](const ClubScore &a, const ClubScore &b) {
        return a.points != b.points ? a.points > b.points : a.best_rank_index < b.best_rank_index;
    });
    return out;
}

class Allocator {
public:
    Allocator(const EventData &e, const Standings &st, const PrizeList &list)
        : e_(e), st_(st), list_(list), year_(event_year(e.info)) {}

    PrizeAllocation run() {
        for (const Prize *p : by_value(list_.prizes, false)) award_player_prize(*p);
        for (const Prize *p : by_value(list_.prizes, true)) award_club_prize(*p);
        if (list_.settings.shared != SharedMoney::TieBreaks) share_place_money();
        PrizeAllocation out;
        for (auto &[key, a] : awards_) out.awards.push_back(a);
        for (auto &[number, why] : not_awarded_) out.not_awarded.push_back({number, why});
        return out;
    }

private:
    bool may_win(const Player &p) const { return p.withdrawn_after == 0 || list_.settings.withdrawn_eligible; }

    void award_player_prize(const Prize &prize) {
        if ((prize.kind == PrizeKind::Category) &&
            (prize.category.kind == PrizeCategory::Kind::Under || prize.category.kind == PrizeCategory::Kind::Senior) &&
            year_ == 0) {
            not_awarded_[prize.number] = DAMKA_TR(
                "Prizes", "not awarded: the event has no first day, and an age category is counted from its year");
            return;
        }
        std::vector<int> above; // qualified, ranked higher, holding a larger prize
        std::vector<int> moved_past; // those of them whose prize is of another kind: the rule names them
        bool withdrawn_left_out = false;
        for (size_t i = 0; i < st_.rows.size(); ++i) {
            const StandingRow &row = st_.rows[i];
            const Player *p = e_.player(row.player);
            if (!p || !qualifies(*p, prize, e_, list_.settings, year_)) continue;
            if (!may_win(*p)) {
                withdrawn_left_out = true;
                continue;
            }
            if (const auto held = holder_of_.find(p->id); held != holder_of_.end()) {
                above.push_back(p->id);
                if (!same_list(*held->second, prize)) moved_past.push_back(p->id);
                continue;
            }
            holder_of_[p->id] = &prize;
            std::vector<Message> rule{DAMKA_TR("Prizes", "rank %1").arg(row.rank)};
            if (!moved_past.empty())
                rule.push_back(DAMKA_TR("Prizes", "one prize per player: %1 above took a larger prize")
                                   .arg(names(e_, moved_past)));
            if (rival_tied_below(prize, i) &&
                (prize.kind != PrizeKind::Place || list_.settings.shared == SharedMoney::TieBreaks))
                rule.push_back(
                    DAMKA_TR("Prizes", "tied on a score of %1: the tie-breaks decide").arg(format_points(row.score)));
            awards_[{prize.number, 0}] =
                Award{prize.number, p->id, {}, prize.amount.value_or(0), Message::joined(rule, "; ")};
            return;
        }
        if (!above.empty())
            not_awarded_[prize.number] =
                DAMKA_TR("Prizes", "not awarded: everyone who qualifies has a larger prize (one prize per player)");
        else if (withdrawn_left_out)
            not_awarded_[prize.number] =
                DAMKA_TR("Prizes", "not awarded: only withdrawn players qualify, and the event leaves them out");
        else
            not_awarded_[prize.number] = DAMKA_TR("Prizes", "not awarded: nobody qualifies");
    }

    void award_club_prize(const Prize &prize) {
        const std::vector<ClubScore> clubs = club_table(e_, st_, prize.club_top);
        for (const ClubScore &c : clubs) {
            if (club_holds_.count(c.club)) continue;
            club_holds_.insert(c.club);
            awards_[{prize.number, 0}] = Award{prize.number, 0, c.club, prize.amount.value_or(0),
                                               DAMKA_TR("Prizes", "a score of %1, the sum of its best %2 players")
                                                   .arg(format_points(c.points))
                                                   .arg(prize.club_top)};
            return;
        }
        not_awarded_[prize.number] = clubs.empty()
            ? DAMKA_TR("Prizes", "not awarded: no club has %1 players").arg(prize.club_top)
            : DAMKA_TR("Prizes", "not awarded: every club that qualifies has a larger prize (one prize per club)");
    }

    // Whether a player below row `i` on the same score could have had `prize`: then the
    // tie-breaks decided it, and its rule says so.
    bool rival_tied_below(const Prize &prize, size_t i) const {
        for (size_t j = i + 1; j < st_.rows.size() && st_.rows[j].score == st_.rows[i].score; ++j) {
            const Player *p = e_.player(st_.rows[j].player);
            if (p && may_win(*p) && !holder_of_.count(p->id) && qualifies(*p, prize, e_, list_.settings, year_))
                return true;
        }
        return false;
    }

    // Step 3: each group of players tied on points whose place prizes have money.
    void share_place_money() {
        const bool hort = list_.settings.shared == SharedMoney::Hort;
        for (size_t i = 0; i < st_.rows.size();) {
            size_t j = i;
            while (j < st_.rows.size() && st_.rows[j].score == st_.rows[i].score) ++j;
            std::vector<int> members; // standings order
            std::vector<const Prize *> held; // their place prizes with money, by member (null: none)
            Money pot = 0;
            int anchor = 0; // the group's shares are listed after its last place prize
            bool any_money = false;
            for (size_t k = i; k < j; ++k) {
                const Player *p = e_.player(st_.rows[k].player);
                if (!p) continue;
                const auto h = holder_of_.find(p->id);
                if (h != holder_of_.end() && h->second->kind == PrizeKind::Place && h->second->amount.value_or(0) > 0) {
                    members.push_back(p->id);
                    held.push_back(h->second);
                    any_money = true;
                    anchor = std::max(anchor, h->second->number);
                    pot += *h->second->amount - (hort ? *h->second->amount / 2 : 0);
                } else if (h == holder_of_.end() && may_win(*p)) {
                    members.push_back(p->id);
                    held.push_back(nullptr);
                }
            }
            const double score = st_.rows[i].score;
            i = j;
            if (!any_money || members.size() < 2) continue;
            const Money n = Money(members.size()), share = pot / n, odd = pot % n;
            for (size_t m = 0; m < members.size(); ++m) {
                const Money mine = share + (Money(m) < odd ? 1 : 0);
                const Money kept = held[m] && hort ? *held[m]->amount / 2 : 0;
                const Message rule = hort
                    ? DAMKA_TR("Prizes",
                               "Hort system: %1 kept of this place's money by the tie-breaks, %2 an equal "
                               "share of the pot of %3 of the %4 players tied on a score of %5")
                          .arg(format_money(kept))
                          .arg(format_money(mine))
                          .arg(format_money(pot))
                          .arg(int(n))
                          .arg(format_points(score))
                    : DAMKA_TR("Prizes",
                               "shared equally: %1 of the places' %2 for each of the %3 players tied on "
                               "a score of %4")
                          .arg(format_money(mine))
                          .arg(format_money(pot))
                          .arg(int(n))
                          .arg(format_points(score));
                if (held[m]) {
                    Award &a = awards_[{held[m]->number, 0}];
                    a.amount = kept + mine;
                    a.rule = rule;
                } else {
                    awards_[{anchor, int(m) + 1}] = Award{0, members[m], {}, mine, rule};
                }
            }
        }
    }

    const EventData &e_;
    const Standings &st_;
    const PrizeList &list_;
    const int year_;
    std::map<int, const Prize *> holder_of_; // player -> his prize (step 1)
    std::set<std::string> club_holds_;
    std::map<std::pair<int, int>, Award> awards_; // (prize number, 0) or (anchor, k) for shares
    std::map<int, Message> not_awarded_;
};

} // namespace

PrizeAllocation allocate_prizes(const EventData &event, const Standings &st, const PrizeList &list) {
    return Allocator(event, st, list).run();
}

} // namespace damka::tournament
