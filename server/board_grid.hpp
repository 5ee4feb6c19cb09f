// The board grid of a round on the desk (issue 44 §1): every board with its players, its result
// or "awaited", who entered it — a board's players by their token, an arbiter or the chief by
// theirs, a batch from the desk or from a file, the command line — read from the audit log (a
// result's entry names the acting token by its id, a batch's entry the boards it entered), and
// a form per board to correct its result (the C.04.2 confirmation as the desk asks it).
#pragma once

#include "event_view.hpp"
#include "reports/i18n.hpp"

#include <map>
#include <string>
#include <utility>

namespace damka::server {

// Who entered a board's result, as the audit log tells it.
struct EnteredBy {
    // "board", "arbiter", "chief", "desk-batch" (the desk's batch), "batch" (a file's, the
    // CLI's), "cli" (one result by the command line, or another program).
    std::string kind;
    std::string id; // the token's id, or the person the command line named
};

// The latest result entry of every (board, game) of `round` whose result is stored.
std::map<std::pair<int, int>, EnteredBy> entered_by(EventView &view, int round);
// <ul id="board-grid" data-round> with a <li data-board data-game data-result data-entered> each.
std::string board_grid(EventView &view, const reports::Tr &tr, int round);

} // namespace damka::server
