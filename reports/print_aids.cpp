#include "print_aids.hpp"

#include "player_columns.hpp"

#include "tournament/model/records.hpp"
#include "reports.hpp"
#include "result_words.hpp"

#include <algorithm>
#include <set>

namespace damka::reports {

using namespace damka::tournament;

namespace {

// The points to circle: a win, a draw, a loss in the event's scale ("2   1   0" in a 2-1-0
// event: the arbiter adds up what the slips say). Variant points are written on a line apart;
// the circle is then the game's result.
std::string circle(const Scoring &s) {
    const Scoring shown = s.variant_points ? Scoring{} : s;
    return points_cell(shown.win) + "   " + points_cell(shown.draw) + "   " + points_cell(shown.loss);
}

std::vector<std::string> slip_row(const EventData &e, const std::string &colour, int id) {
    const Player *p = e.player(id);
    return {colour,
            std::to_string(id),
            p ? p->name : "?",
            p && p->rating ? std::to_string(p->rating) : "",
            circle(e.info.scoring),
            ""};
}

} // namespace

std::vector<Table> result_slips(const EventData &e, int round, Language lang) {
    const Tr tr(lang);
    std::vector<Table> slips;
    const Round *r = find_round(e, round);
    if (!r) return slips;
    const bool micro = e.info.games_per_pairing > 1;
    for (const RoundGame &g : r->games) {
        Table t;
        t.title = tr.translate("Reports", "%1 - round %2, board %3").arg(e.info.name).arg(round).arg(g.board).str() +
            (micro ? tr.translate("Reports", " game %1").arg(g.game_no).str() : "");
        if (!g.opening.empty()) t.subtitle.push_back(tr.translate("Reports", "Opening: %1").arg(g.opening));
        t.header = {"",
                    tr.translate("Reports", "SNo"),
                    tr.translate("Reports", "Name"),
                    tr.translate("Reports", "Rtg"),
                    tr.translate("Reports", "Result (circle)"),
                    tr.translate("Reports", "Signature")};
        t.numeric = {false, true, false, true, false, false};
        t.rows = {slip_row(e, tr.translate("Reports", "White"), g.white),
                  slip_row(e, tr.translate("Reports", "Black"), g.black)};
        if (e.info.scoring.variant_points)
            t.notes.push_back(tr.translate("Reports", "Game points (white:black): ______ : ______"));
        t.notes.push_back(tr.translate("Reports", "Arbiter: ____________________"));
        slips.push_back(std::move(t));
    }
    return slips;
}

Table checkin_list(const EventData &e, int round, const std::set<int> &checked_in, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - check-in for round %2").arg(e.info.name).arg(round);
    t.subtitle = event_lines(e, lang);
    t.header = {tr.translate("Reports", "Name"),     tr.translate("Reports", "SNo"),
                tr.translate("Reports", "Rtg"),      tr.translate("Reports", "FED"),
                tr.translate("Reports", "Club"),     tr.translate("Reports", "Present"),
                tr.translate("Reports", "Signature")};
    t.numeric = {false, true, true, false, false, false, false};
    // A bye requested for the round: stored with the round once it is paired, ahead of it before.
    std::vector<Bye> byes = e.future_byes;
    if (const Round *r = find_round(e, round)) byes.insert(byes.end(), r->byes.begin(), r->byes.end());
    int ticked = 0;
    for (const Player &p : e.players) {
        const auto bye = std::find_if(byes.begin(), byes.end(), [&](const Bye &b) {
            return b.round == round && b.player == p.id && b.kind != ByeKind::PAB;
        });
        if (!p.active_in(round)) {
            t.notes.push_back(tr.translate("Reports", "Not expected: %1 (%2), %3")
                                  .arg(p.name)
                                  .arg(p.id)
                                  .arg(round < p.first_round
                                           ? tr.translate("Reports", "enters in round %1").arg(p.first_round).str()
                                           : tr.translate("Reports", "withdrawn").str()));
            continue;
        }
        if (bye != byes.end()) {
            t.notes.push_back(tr.translate("Reports", "Not expected: %1 (%2), %3")
                                  .arg(p.name)
                                  .arg(p.id)
                                  .arg(tr.translate("Reports", "%1 requested").arg(bye_words(bye->kind, lang))));
            continue;
        }
        const bool in = checked_in.contains(p.id);
        ticked += in;
        t.rows.push_back({p.name, std::to_string(p.id), p.rating ? std::to_string(p.rating) : "", p.federation, p.club,
                          in ? "\xe2\x9c\x93" : "", ""}); // ✓
    }
    std::sort(t.rows.begin(), t.rows.end());
    if (ticked)
        t.notes.insert(t.notes.begin(),
                       tr.translate("Reports", "Present ✓: checked in on the web (damka serve), %1 of %2")
                           .arg(ticked)
                           .arg(t.rows.size()));
    return t;
}

Table wall_chart(const EventData &e, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - wall chart").arg(e.info.name);
    t.subtitle = event_lines(e, lang);
    const int rounds = std::max(e.info.rounds, int(e.rounds.size()));
    t.header = {tr.translate("Reports", "SNo")};
    t.numeric = {true};
    const std::vector<std::string> heads = player_column_heads(lang);
    t.header.insert(t.header.end(), heads.begin(), heads.end());
    t.numeric.insert(t.numeric.end(), player_column_numeric().begin(), player_column_numeric().end());
    for (int k = 1; k <= rounds; ++k) t.header.push_back(std::to_string(k));
    t.header.push_back(tr.translate("Reports", "Pts"));
    t.numeric.resize(t.header.size(), false);
    t.numeric.back() = true;
    const std::vector<PlayerRecord> records = build_records(e, int(e.rounds.size()));
    for (const PlayerRecord &rec : records) {
        std::vector<std::string> row = {std::to_string(rec.player)};
        for (auto &c : player_column_cells(e, rec.player, lang)) row.push_back(c);
        for (int k = 0; k < rounds; ++k) {
            // Rounds not paired yet stay empty: the chart is filled in by hand as the event goes.
            if (k >= int(rec.rounds.size()) || !find_round(e, k + 1)) {
                row.push_back("");
                continue;
            }
            row.push_back(round_cell(rec.rounds[size_t(k)], rec.rounds[size_t(k)].opponent, false, lang));
        }
        const std::string pts = points_cell(rec.score);
        row.push_back(pts.empty() ? "0" : pts);
        t.rows.push_back(std::move(row));
    }
    t.notes.push_back(tr.translate(
        "Reports", "Cells: opponent's start number, colour (w/b), points; + / - forfeit; PAB, HPB, FPB, ZPB byes."));
    for (const std::string &l : withdrawal_legend(e, lang)) t.notes.push_back(l);
    return t;
}

} // namespace damka::reports
