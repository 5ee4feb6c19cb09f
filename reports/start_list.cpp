#include "reports.hpp"

namespace damka::reports {

using namespace damka::tournament;

// In start-number order, as the start list on a notice board and chess-results show it; a
// withdrawal or a late entry is noted by round.
Table start_list(const EventData &e) {
    Table t;
    t.title = e.info.name + " - start list";
    t.subtitle = event_lines(e);
    t.header = {"SNo", "Name", "Title", "Rtg", "FED", "Club", "Note"};
    t.numeric = {true, false, false, true, false, false, false};
    for (const Player &p : e.players) {
        std::string note;
        if (p.first_round > 1) note = "from round " + std::to_string(p.first_round);
        if (p.withdrawn_after > 0)
            note +=
                (note.empty() ? "" : "; ") + std::string("withdrawn after round ") + std::to_string(p.withdrawn_after);
        t.rows.push_back({std::to_string(p.id), p.name, p.title, p.rating ? std::to_string(p.rating) : "", p.federation,
                          p.club, note});
    }
    return t;
}

} // namespace damka::reports
