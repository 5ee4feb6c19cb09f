// Correcting a result after later rounds were paired on it, in a system that pairs by the
// scores (Swiss, team Swiss). FIDE C.04.2 (General handling rules for Swiss tournaments; the
// older text's F.7): "If a result is corrected after the next round was paired, the correction
// will only affect pairings yet to be made" — the pairings already made stand. So a correction
// is never refused for that reason, but it is never silent either: the arbiter confirms it,
// knowing which rounds were paired on the old result. (Knockouts move bracket lines instead:
// knockout_correction.hpp; round robins pair by the table, not by the scores.)
#pragma once

#include "core/message.hpp"
#include "model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// The rounds after `round` already paired (drafts too), when the event pairs by the scores;
// empty otherwise.
std::vector<int> rounds_paired_on(const EventData &event, int round);

// The refusal of an unconfirmed correction of `old` to `corrected` (same round and board):
// what changes, the later rounds paired on the old result, that they stand (C.04.2), how to
// confirm — and for a later round still a draft, how to pair it again on the corrected result.
Message unconfirmed_correction(const EventData &event, const RoundGame &old, const RoundGame &corrected,
                               const std::vector<int> &later);
// The same for any change of results, `what` saying what changes ("round 1 match 2 T1 - T4:
// results entered, now forfeited by T4").
Message unconfirmed_correction(const EventData &event, const Message &what, const std::vector<int> &later);

// The warning printed (indented) and audited with a confirmed correction.
Message confirmed_correction(const std::vector<int> &later);

} // namespace damka::tournament
