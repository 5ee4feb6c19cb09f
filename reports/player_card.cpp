#include "reports.hpp"

#include <cmath>

namespace damka::reports {

using namespace damka::tournament;

Table player_card(const EventData &e, const Standings &st, int id) {
    Table t;
    const Player *p = e.player(id);
    const StandingRow *row = st.row(id);
    const PlayerRecord *rec = st.record(id);
    t.title = (p ? p->name : "#" + std::to_string(id)) + " - " + e.info.name;
    if (p) {
        std::string who = "Start number " + std::to_string(id);
        if (p->rating) who += ", rating " + std::to_string(p->rating);
        if (!p->title.empty()) who += ", title " + p->title;
        if (!p->federation.empty()) who += ", " + p->federation;
        if (!p->club.empty()) who += ", " + p->club;
        if (p->birth_year) who += ", born " + std::to_string(p->birth_year);
        if (!p->fmjd_id.empty()) who += ", FMJD id " + p->fmjd_id;
        t.subtitle.push_back(who);
        if (p->first_round > 1) t.subtitle.push_back("Late entry from round " + std::to_string(p->first_round));
        if (p->withdrawn_after)
            t.subtitle.push_back("Withdrew after round " + std::to_string(std::max(p->withdrawn_after, 0)));
    }
    if (row)
        t.subtitle.push_back("Rank " + std::to_string(row->rank) + " with " + points_cell(row->score) +
                             (std::fabs(row->score - 1) < 1e-9 ? " point" : " points") + " after round " +
                             std::to_string(st.after_round));
    t.header = {"Rd", "Bo", "Colour", "Opponent", "Rtg", "Result", "Points", "Score", "Own points"};
    t.numeric = {true, true, false, false, true, false, true, true, false};
    double running = 0;
    if (rec)
        for (size_t r = 0; r < rec->rounds.size(); ++r) {
            const RoundEntry &en = rec->rounds[r];
            running += en.points;
            const Player *o = e.player(en.opponent);
            std::string result;
            switch (en.kind) {
            case EntryKind::Win: result = "won"; break;
            case EntryKind::Draw: result = "draw"; break;
            case EntryKind::Loss: result = "lost"; break;
            case EntryKind::ForfeitWin: result = "won by forfeit"; break;
            case EntryKind::ForfeitLoss: result = "lost by forfeit"; break;
            case EntryKind::Pending: result = "pending"; break;
            case EntryKind::Absent: result = "not paired"; break;
            default: result = round_cell(en, 0).substr(0, 3); break;
            }
            t.rows.push_back(
                {std::to_string(r + 1), en.board ? std::to_string(en.board) : "",
                 en.colour == 'w'       ? "white"
                     : en.colour == 'b' ? "black"
                                        : "",
                 o ? o->name + " (" + std::to_string(o->id) + ")" : "", o && o->rating ? std::to_string(o->rating) : "",
                 result, points_cell(en.points).empty() ? "0" : points_cell(en.points),
                 points_cell(running).empty() ? "0" : points_cell(running),
                 en.has_variant_tiebreak
                     ? std::to_string(en.variant_tiebreak) + ":" + std::to_string(en.opponent_variant_tiebreak)
                     : ""});
        }
    if (row)
        for (size_t i = 0; i < st.codes.size(); ++i)
            t.notes.push_back(st.codes[i] + " = " + tiebreak_cell(st.codes[i], row->tiebreaks[i]));
    for (const std::string &l : tiebreak_legend(e.info, st.codes)) t.notes.push_back(l);
    return t;
}

} // namespace damka::reports
