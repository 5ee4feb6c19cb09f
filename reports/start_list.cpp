#include "reports.hpp"

#include "player_columns.hpp"

namespace damka::reports {

using namespace damka::tournament;

std::string checked_in_head(int round, Language lang) {
    return Tr(lang).translate("Reports", "Checked in Rd %1").arg(round);
}

// In start-number order, as the start list on a notice board and chess-results show it; a
// withdrawal or a late entry is noted by round.
Table start_list(const EventData &e, const std::optional<CheckIns> &checkins, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = tr.translate("Reports", "%1 - start list").arg(e.info.name);
    t.subtitle = event_lines(e, lang);
    t.header = {tr.translate("Reports", "SNo")};
    t.numeric = {true};
    const std::vector<std::string> heads = player_column_heads(lang);
    t.header.insert(t.header.end(), heads.begin(), heads.end());
    t.numeric.insert(t.numeric.end(), player_column_numeric().begin(), player_column_numeric().end());
    t.header.push_back(tr.translate("Reports", "Note"));
    t.numeric.push_back(false);
    for (const Player &p : e.players) {
        std::string note;
        if (p.first_round > 1) note = tr.translate("Reports", "from round %1").arg(p.first_round);
        if (p.withdrawn_after > 0)
            note += (note.empty() ? "" : "; ") +
                tr.translate("Reports", "withdrawn after round %1").arg(p.withdrawn_after).str();
        t.rows.push_back({std::to_string(p.id), p.name, p.title, p.rating ? std::to_string(p.rating) : "", p.federation,
                          p.club, note});
        if (checkins) t.rows.back().push_back(checkins->players.contains(p.id) ? "\xe2\x9c\x93" : ""); // ✓
    }
    if (checkins) {
        t.header.push_back(checked_in_head(checkins->round, lang));
        t.numeric.push_back(false);
    }
    return t;
}

} // namespace damka::reports
