#include "rating_change.hpp"

#include "reports.hpp"

#include <cmath>
#include <cstdio>
#include <map>
#include <tuple>

namespace damka::reports {

using namespace damka::tournament;

namespace {

double expected_score(int own, int opponent) { return 1.0 / (1.0 + std::pow(10.0, (opponent - own) / 400.0)); }

std::string fixed(double v, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.*f", decimals, v);
    return buf;
}

} // namespace

std::vector<RatingChange> rating_changes(const EventData &e, double k) {
    std::map<int, RatingChange> by_player;
    for (const Player &p : e.players)
        if (p.rating > 0) by_player[p.id] = RatingChange{p.id, p.rating, 0, 0, 0, 0};
    for (const Round &r : e.rounds)
        for (const RoundGame &g : r.games) {
            const bool played =
                g.result == BoardResult::WhiteWin || g.result == BoardResult::BlackWin || g.result == BoardResult::Draw;
            const auto w = by_player.find(g.white), b = by_player.find(g.black);
            if (!played || w == by_player.end() || b == by_player.end()) continue;
            const double white_score = g.result == BoardResult::WhiteWin ? 1 : g.result == BoardResult::Draw ? 0.5 : 0;
            for (auto [me, opp, score] : {std::tuple{&w->second, &b->second, white_score},
                                          std::tuple{&b->second, &w->second, 1 - white_score}}) {
                ++me->games;
                me->score += score;
                me->expected += expected_score(me->rating, opp->rating);
            }
        }
    std::vector<RatingChange> out;
    for (auto &[id, c] : by_player) {
        c.change = k * (c.score - c.expected);
        out.push_back(c);
    }
    return out;
}

Table rating_change_table(const EventData &e, double k, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - rating changes").arg(e.info.name);
    t.subtitle = event_lines(e, lang);
    // Ro, W, We, dR, Rn are the formula's symbols, the same in every language.
    t.header = {tr.translate("Reports", "SNo"),
                tr.translate("Reports", "Name"),
                tr.translate("Reports", "FED"),
                "Ro",
                tr.translate("Reports", "Games"),
                "W",
                "We",
                "dR",
                "Rn"};
    t.numeric = {true, false, false, true, true, true, true, true, true};
    for (const RatingChange &c : rating_changes(e, k)) {
        const Player *p = e.player(c.player);
        const std::string w = points_cell(c.score);
        char we[16];
        std::snprintf(we, sizeof we, "%.2f", c.expected);
        t.rows.push_back({std::to_string(c.player), p ? p->name : "?", p ? p->federation : "", std::to_string(c.rating),
                          std::to_string(c.games), w.empty() ? "0" : w, we, fixed(c.change, 1),
                          std::to_string(c.rating + int(std::lround(c.change)))});
    }
    char kk[32];
    std::snprintf(kk, sizeof kk, "%g", k);
    t.notes = {tr.translate("Reports",
                            "dR = K * (W - We), K = %1; We = sum of 1 / (1 + 10^((Ropp - Ro) / 400)) over the games "
                            "played against rated opponents (forfeits, byes and unrated opponents do not count).")
                   .arg(kk),
               tr.translate("Reports",
                            "FMJD rating regulations, Annex 9 (revision after the 2009 General Assembly): development "
                            "factor, art. 3.2.3. The expected-result article could not be consulted; Elo's logistic "
                            "curve is used. Not an official FMJD calculation.")};
    return t;
}

} // namespace damka::reports
