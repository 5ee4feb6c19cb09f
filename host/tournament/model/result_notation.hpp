// A board's result as the arbiter types it, read with the event's scoring. Besides the codes
// every event takes (model.hpp parse_result: 1-0, 0-1, 1/2, =, ½-½, +-, -+, --), the habits of
// the playing hall: ':' for '-' (1:0), '½' alone for a draw, and a game's points in the event's
// own scale — 2-0, 1-1, 0-2 in a 2-1-0 event (draughts score sheets and PDN write them so),
// 3-0, 1-1, 0-3 in a 3-1-0 one. A text read two ways that disagree, a single number, or a
// pair of points the scale does not have (1-1 in a 1-½-0 event) is refused, with what the event
// accepts. Under `--scoring variant` a pair of numbers other than 1-0, 0-1, ½-½ is the
// variant's own game points (Ashtarashki 2:0), never a result: it is refused, naming --points.
#pragma once

#include "core/message.hpp"
#include "model.hpp"

#include <optional>
#include <string>

namespace damka::tournament {

// The result `typed` means in an event scored `scoring`; else nothing and `why` says what is
// wrong and what is accepted.
std::optional<BoardResult> read_result(const std::string &typed, const Scoring &scoring, Message &why);

// What read_result accepts in an event scored `scoring`, for help and refusals:
// "1-0, 2-0 or 2:0 (White wins), ...".
Message accepted_results(const Scoring &scoring);

} // namespace damka::tournament
