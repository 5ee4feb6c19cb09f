// The individual Swiss systems by name: one engine and one checker of absolute criteria each
// (`damka pairing`, the generator, the tournament check and the events all choose here).
#include "pairing.hpp"

namespace damka::pairing {

Pairing pair_swiss(SwissSystem system, const std::vector<Player> &players, const Settings &settings) {
    switch (system) {
    case SwissSystem::Dutch: break;
    case SwissSystem::Dubov: return pair_dubov(players, settings);
    case SwissSystem::Burstein: return pair_burstein(players, settings);
    case SwissSystem::Lim: return pair_lim(players, settings);
    case SwissSystem::DoubleSwiss: return pair_double_swiss(players, settings);
    }
    return pair_dutch(players, settings);
}

std::vector<std::string> check_absolute(SwissSystem system, const std::vector<Player> &players,
                                        const Settings &settings, const Pairing &pairing) {
    switch (system) {
    case SwissSystem::Dutch: break;
    case SwissSystem::Dubov: return check_absolute_dubov(players, settings, pairing);
    case SwissSystem::Burstein: return check_absolute_burstein(players, settings, pairing);
    case SwissSystem::Lim: return check_absolute_lim(players, settings, pairing);
    case SwissSystem::DoubleSwiss: return check_absolute_double_swiss(players, settings, pairing);
    }
    return check_absolute(players, settings, pairing);
}

} // namespace damka::pairing
