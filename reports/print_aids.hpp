// What the arbiter prints and pins up for a round: result slips (one per board, to circle and
// sign), the check-in list, and the wall chart. Each is a Table (table.hpp), so it renders as
// text, CSV or an HTML page whose print stylesheet keeps a slip on one piece of paper.
#pragma once

#include "tournament/model/model.hpp"
#include "i18n.hpp"
#include "table.hpp"

#include <set>

#include <vector>

namespace damka::reports {

// One slip per game of `round` (a micro-match: per game), in board order: both players with
// start number and rating, the result to circle, a line to sign. Variant scoring adds a line
// for the variant's own points.
std::vector<Table> result_slips(const tournament::EventData &event, int round, Language lang = Language::English);

// The players expected at `round`'s start, by name: present and signature columns to fill
// in. Players not expected (withdrawn, not yet entered, a bye requested for the round) are
// named under the table with the reason. The players in `checked_in` (start numbers: who
// checked in on the web, tournament/checkins.hpp) have the present column ticked (✓).
Table checkin_list(const tournament::EventData &event, int round, const std::set<int> &checked_in = {},
                   Language lang = Language::English);

// The wall chart: every player by start number, a cell per round of the event ("12w1":
// opponent's start number, colour, points; empty for rounds not yet played, to fill in by hand)
// and the running score after each round entered.
Table wall_chart(const tournament::EventData &event, Language lang = Language::English);

} // namespace damka::reports
