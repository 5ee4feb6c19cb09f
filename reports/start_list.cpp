#include "reports.hpp"

#include "player_columns.hpp"

namespace damka::reports {

using namespace damka::tournament;

std::string checked_in_head(int round) { return "Checked in Rd " + std::to_string(round); }

// In start-number order, as the start list on a notice board and chess-results show it; a
// withdrawal or a late entry is noted by round.
Table start_list(const EventData &e, const std::optional<CheckIns> &checkins) {
    Table t;
    t.title = e.info.name + " - start list";
    t.subtitle = event_lines(e);
    t.header = {"SNo"};
    t.numeric = {true};
    t.header.insert(t.header.end(), player_column_heads().begin(), player_column_heads().end());
    t.numeric.insert(t.numeric.end(), player_column_numeric().begin(), player_column_numeric().end());
    t.header.push_back("Note");
    t.numeric.push_back(false);
    for (const Player &p : e.players) {
        std::string note;
        if (p.first_round > 1) note = "from round " + std::to_string(p.first_round);
        if (p.withdrawn_after > 0)
            note +=
                (note.empty() ? "" : "; ") + std::string("withdrawn after round ") + std::to_string(p.withdrawn_after);
        t.rows.push_back({std::to_string(p.id), p.name, p.title, p.rating ? std::to_string(p.rating) : "", p.federation,
                          p.club, note});
        if (checkins) t.rows.back().push_back(checkins->players.contains(p.id) ? "\xe2\x9c\x93" : ""); // ✓
    }
    if (checkins) {
        t.header.push_back(checked_in_head(checkins->round));
        t.numeric.push_back(false);
    }
    return t;
}

} // namespace damka::reports
