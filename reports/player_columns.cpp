#include "player_columns.hpp"

#include <algorithm>

namespace damka::reports {

using namespace damka::tournament;

const std::vector<std::string> &player_column_heads() {
    static const std::vector<std::string> heads = {"Name", "Title", "Rtg", "FED", "Club"};
    return heads;
}

const std::vector<bool> &player_column_numeric() {
    static const std::vector<bool> numeric = {false, false, true, false, false};
    return numeric;
}

std::vector<std::string> player_column_cells(const EventData &e, int id) {
    const Player *p = e.player(id);
    if (!p) return {"?", "", "", "", ""};
    // withdrawn_after is -1 for a withdrawal before round 1 (model.hpp).
    const std::string name =
        p->withdrawn_after ? p->name + " (wd " + std::to_string(std::max(p->withdrawn_after, 0)) + ")" : p->name;
    return {name, p->title, p->rating ? std::to_string(p->rating) : "", p->federation, p->club};
}

std::vector<std::string> withdrawal_legend(const EventData &e) {
    if (std::none_of(e.players.begin(), e.players.end(), [](const Player &p) { return p.withdrawn_after != 0; }))
        return {};
    return {"(wd N): withdrew from the event after round N (0: before round 1) and is not paired in later rounds."};
}

} // namespace damka::reports
