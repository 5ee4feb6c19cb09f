// The absolute criteria a round's pairing must meet, checked independently of the engine.
#include "dutch_state.hpp"

#include <map>

namespace damka::pairing {

std::vector<std::string> check_absolute(const std::vector<Player> &players, const Settings &settings,
                                        const Pairing &pairing) {
    std::vector<std::string> errors;
    std::map<int, dutch::State> state;
    for (const Player &p : players) state.emplace(p.start, dutch::make_state(p, settings));
    std::map<int, int> times;
    auto known = [&](int start) {
        auto it = state.find(start);
        if (it == state.end()) {
            errors.push_back("player " + std::to_string(start) + " is not in the tournament");
            return false;
        }
        ++times[start];
        if (!it->second.player->available || it->second.player->withdrawn)
            errors.push_back("player " + std::to_string(start) + " is paired but not available this round");
        return true;
    };
    for (const Pair &p : pairing.pairs) {
        const std::string name = std::to_string(p.white) + "-" + std::to_string(p.black);
        if (!known(p.white) || !known(p.black)) continue;
        const dutch::State &w = state.at(p.white), &b = state.at(p.black);
        if (p.white == p.black) errors.push_back(name + ": a player cannot meet himself");
        if (w.player->met(p.black)) errors.push_back(name + ": rematch (C.04.3 C1)");
        if (w.strength == dutch::Absolute && b.strength == dutch::Absolute && w.pref == b.pref && !w.topscorer &&
            !b.topscorer)
            errors.push_back(name + ": both have the same absolute colour preference (C.04.3 C3)");
        for (const auto &[x, y] : settings.forbidden)
            if ((x == p.white && y == p.black) || (x == p.black && y == p.white))
                errors.push_back(name + ": a prohibited pairing (C.04.1)");
    }
    int available = 0;
    for (const auto &[start, s] : state) available += s.player->available && !s.player->withdrawn;
    if (pairing.bye) {
        if (known(pairing.bye) && state.at(pairing.bye).bye_ineligible)
            errors.push_back("bye to " + std::to_string(pairing.bye) +
                             ", who already had a pairing-allocated bye or a point without playing (C.04.3 C2)");
        if (available % 2 == 0) errors.push_back("a bye although the number of players is even");
    } else if (available % 2) {
        errors.push_back("no bye although the number of players is odd");
    }
    for (const auto &[start, s] : state) {
        const bool in = s.player->available && !s.player->withdrawn;
        const int t = times.count(start) ? times.at(start) : 0;
        if (in && t == 0) errors.push_back("player " + std::to_string(start) + " is not paired (C.04.3 C4)");
        if (t > 1) errors.push_back("player " + std::to_string(start) + " is paired " + std::to_string(t) + " times");
    }
    return errors;
}

} // namespace damka::pairing
