#include "reports.hpp"
#include "result_words.hpp"

#include <cmath>

namespace damka::reports {

using namespace damka::tournament;

Table player_card(const EventData &e, const Standings &st, int id, Language lang) {
    const Tr tr(lang);
    Table t;
    const Player *p = e.player(id);
    const StandingRow *row = st.row(id);
    const PlayerRecord *rec = st.record(id);
    t.title = (p ? p->name : "#" + std::to_string(id)) + " - " + e.info.name;
    if (p) {
        std::string who = tr.translate("Reports", "Start number %1").arg(id);
        if (p->rating) who += tr.translate("Reports", ", rating %1").arg(p->rating).str();
        if (!p->title.empty()) who += tr.translate("Reports", ", title %1").arg(p->title).str();
        if (!p->federation.empty()) who += ", " + p->federation;
        if (!p->club.empty()) who += ", " + p->club;
        if (p->birth_year) who += tr.translate("Reports", ", born %1").arg(p->birth_year).str();
        if (!p->fmjd_id.empty()) who += tr.translate("Reports", ", FMJD id %1").arg(p->fmjd_id).str();
        t.subtitle.push_back(who);
        if (p->first_round > 1)
            t.subtitle.push_back(tr.translate("Reports", "Late entry from round %1").arg(p->first_round));
        if (p->withdrawn_after)
            t.subtitle.push_back(
                tr.translate("Reports", "Withdrew after round %1").arg(std::max(p->withdrawn_after, 0)));
    }
    if (row)
        t.subtitle.push_back((std::fabs(row->score - 1) < 1e-9
                                  ? tr.translate("Reports", "Rank %1 with %2 point after round %3")
                                  : tr.translate("Reports", "Rank %1 with %2 points after round %3"))
                                 .arg(row->rank)
                                 .arg(points_cell(row->score))
                                 .arg(st.after_round));
    t.header = {
        tr.translate("Reports", "Rd"),       tr.translate("Reports", "Bo"),    tr.translate("Reports", "Colour"),
        tr.translate("Reports", "Opponent"), tr.translate("Reports", "Rtg"),   tr.translate("Reports", "Result"),
        tr.translate("Reports", "Points"),   tr.translate("Reports", "Score"), tr.translate("Reports", "Own points")};
    t.numeric = {true, true, false, false, true, false, true, true, false};
    double running = 0;
    if (rec)
        for (size_t r = 0; r < rec->rounds.size(); ++r) {
            const RoundEntry &en = rec->rounds[r];
            running += en.points;
            const Player *o = e.player(en.opponent);
            std::string result;
            switch (en.kind) {
            case EntryKind::Win: result = tr.translate("Reports", "won"); break;
            case EntryKind::Draw: result = tr.translate("Reports", "draw"); break;
            case EntryKind::Loss: result = tr.translate("Reports", "lost"); break;
            case EntryKind::ForfeitWin: result = tr.translate("Reports", "won by forfeit"); break;
            case EntryKind::ForfeitLoss: result = tr.translate("Reports", "lost by forfeit"); break;
            case EntryKind::Pending: result = tr.translate("Reports", "pending"); break;
            case EntryKind::Absent: result = tr.translate("Reports", "not paired"); break;
            case EntryKind::PAB: result = bye_words(ByeKind::PAB, lang); break;
            case EntryKind::HPB: result = bye_words(ByeKind::HPB, lang); break;
            case EntryKind::FPB: result = bye_words(ByeKind::FPB, lang); break;
            case EntryKind::ZPB: result = bye_words(ByeKind::ZPB, lang); break;
            }
            t.rows.push_back(
                {std::to_string(r + 1), en.board ? std::to_string(en.board) : "",
                 en.colour == 'w'       ? tr.translate("Reports", "white").str()
                     : en.colour == 'b' ? tr.translate("Reports", "black").str()
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
            t.notes.push_back(tiebreak_head(st.codes[i], lang) + " = " + tiebreak_cell(st.codes[i], row->tiebreaks[i]));
    for (const std::string &l : tiebreak_legend(e.info, st.codes, lang)) t.notes.push_back(l);
    return t;
}

} // namespace damka::reports
