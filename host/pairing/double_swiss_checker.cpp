// The absolute criteria of the Double-Swiss system (FIDE C.04.5, 2026) checked independently
// of the engine: every fact is recomputed here from the raw input (Player::rounds,
// availability, Settings) without the engine, the shared procedure or Player's helpers, so that
// an arbiter can catch the engine's mistakes. Colours are not checked: the system has none
// among its criteria.
#include "absolute_checker.hpp"

#include <string>
#include <vector>

namespace damka::pairing {

std::vector<std::string> check_absolute_double_swiss(const std::vector<Player> &players, const Settings &settings,
                                                     const Pairing &pairing) {
    detail::RoundRules rules;
    // C.04.5 [C1] with its Preface: two players meet once, except after a match ended by forfeit
    // (some player forfeited both games: ForfeitWin/ForfeitLoss). A match regularly played — a
    // single forfeited game included — is a meeting (`Played`).
    rules.rematch = "rematch after a match regularly played (C.04.5 C1)";
    // C.04.5 [C2]: no PAB to a player who had one, won a match by forfeit or had a full-point bye.
    rules.bye_refused = "already had a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.5 C2)";
    rules.unpaired = " (C.04.5 C3)";
    return detail::check_round(players, settings, pairing, rules);
}

} // namespace damka::pairing
