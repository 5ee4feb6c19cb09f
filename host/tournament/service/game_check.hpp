// Attaching a game record to a result: the host replays the PDN movetext through the variant
// plugin and refuses an entered result that disagrees with the final position, saying why.
#pragma once

#include "core/expected.hpp"
#include "tournament/model/model.hpp"
#include "core/variant.hpp"

#include <optional>
#include <string>

namespace damka::tournament {

// Replays a PDN game (one game; read and replayed by host/pdn): an unreadable record, a
// refused set-up or an illegal move is an error naming the line or the move.
struct ReplayedGame {
    damka::Game final; // the position reached
    damka::GameResult status; // the plugin's verdict on it
    int plies = 0;
};
Expected<ReplayedGame> replay(const Variant &variant, const std::string &pdn);

// Checks `game` (result and optional variant points) against the rules: points must agree
// with the result; with a PDN the final position decides, without one a finished game's
// points come from the variant's rule for resignation or agreed draw. Fills the variant
// points and tie-break points it derives.
// Without a game record, entered points are checked by the plugin (damka.entered_result/1)
// and the tie-break points it derives are filled in.
Expected<RoundGame> reconcile_result(const Variant *variant, RoundGame game);

} // namespace damka::tournament
