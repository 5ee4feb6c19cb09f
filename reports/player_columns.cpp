#include "player_columns.hpp"

#include <algorithm>

namespace damka::reports {

using namespace damka::tournament;

std::vector<std::string> player_column_heads(Language lang) {
    const Tr tr(lang);
    return {tr.translate("Reports", "Name"), tr.translate("Reports", "Title"), tr.translate("Reports", "Rtg"),
            tr.translate("Reports", "FED"), tr.translate("Reports", "Club")};
}

const std::vector<bool> &player_column_secondary() {
    static const std::vector<bool> secondary{false, true, true, true, true};
    return secondary;
}

const std::vector<bool> &player_column_numeric() {
    static const std::vector<bool> numeric = {false, false, true, false, false};
    return numeric;
}

std::vector<std::string> player_column_cells(const EventData &e, int id, Language lang) {
    const Player *p = e.player(id);
    if (!p) return {"?", "", "", "", ""};
    // withdrawn_after is -1 for a withdrawal before round 1 (model.hpp).
    const std::string name = p->withdrawn_after
        ? Tr(lang)
              .translate("Reports", "%1 (wd %2)",
                         "a withdrawn player's name; %2 the round after which he withdrew, 0 before round 1")
              .arg(p->name)
              .arg(std::max(p->withdrawn_after, 0))
              .str()
        : p->name;
    return {name, p->title, p->rating ? std::to_string(p->rating) : "", p->federation, p->club};
}

std::vector<std::string> withdrawal_legend(const EventData &e, Language lang) {
    if (std::none_of(e.players.begin(), e.players.end(), [](const Player &p) { return p.withdrawn_after != 0; }))
        return {};
    return {Tr(lang).translate(
        "Reports",
        "(wd N): withdrew from the event after round N (0: before round 1) and is not paired in later rounds.")};
}

} // namespace damka::reports
