// The absolute criteria of the Burstein system (FIDE C.04.4.2, 2026) checked independently of
// the engine: [C1]-[C4] are Dubov's word for word (2.1.1-2.2.1; 1.5.1 defines an absolute colour
// preference as Dubov's 1.6.1 does, and 1.5.4 gives a player without games no preference), so
// the check shared with Dubov runs here with Burstein's article numbers. It reads only the raw
// input (Player::rounds, availability, Settings), none of the engine's code.
#include "absolute_checker.hpp"

namespace damka::pairing {

std::vector<std::string> check_absolute_burstein(const std::vector<Player> &players, const Settings &settings,
                                                 const Pairing &pairing) {
    return detail::check_no_rematch_no_same_absolute(players, settings, pairing, {"C.04.4.2", "1.5.1"});
}

} // namespace damka::pairing
