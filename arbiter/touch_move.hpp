// Touch-move (adiukh 4.3-4.5) from the plugin's legal move records alone: a touched own
// piece with a legal move must move; a touched enemy piece that can be taken must be taken;
// the first touched piece with a consequence counts; a touch after "adjusting" counts for
// nothing, and so does a touch with no legal consequence.
#pragma once

#include "board_view.hpp"
#include "event_log.hpp"
#include "rulebook.hpp"
#include "core/variant.hpp"

#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

struct TouchObligation {
    size_t touch_event = 0;
    int square = -1;
    bool own = true; // own piece (must move it) or enemy piece (must take it)
    std::vector<MoveRecord> moves; // the moves that fulfil it
    Rule rule = Rule::TouchOwn; // TouchOwn (adiukh 4.3) or TouchEnemy (4.4)
};

// The obligation that the touches (event indices into `events`, in order) of `mover` create in
// the position `before`. `notes` receives why touches carried no obligation, citing `book`.
std::optional<TouchObligation> touch_obligation(const Game &before, int mover, const std::vector<Event> &events,
                                                const std::vector<size_t> &touches, const Rulebook &book,
                                                std::vector<std::string> &notes);

// The same for an extra touched square (the piece a player lifted for his move) after the
// logged touches: the first touch with a consequence still wins.
std::optional<TouchObligation> touch_obligation_with(const Game &before, int mover, const std::vector<Event> &events,
                                                     const std::vector<size_t> &touches, int lifted,
                                                     const Rulebook &book, std::vector<std::string> &notes);

} // namespace damka::arbiter
