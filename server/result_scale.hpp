// A board's results as the event scores them (issue 44 §2: "result buttons speak the event's
// scale"): 1-0, ½-½, 0-1 in a 1-½-0 event, 2-0, 1-1, 0-2 in a 2-1-0 one, 3-0, 1-1, 0-3 in a
// 3-1-0 one (each side's points for a win, a draw and a loss, as the event's scoring has them),
// then the forfeits +-, -+, --. Each with the code the write API takes whatever the scale
// (tournament/model/result_notation.hpp reads 1-0, 1/2, 0-1 in every event), so a button's
// label is for people and its code for the server.
#pragma once

#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::server {

struct ResultChoice {
    std::string code; // "1-0", "1/2", "0-1", "+-", "-+", "--"
    std::string label; // in the event's scale: "2-0"
    bool forfeit = false; // the arbiter's to enter (board_rules.hpp)
};

// The played results first (White wins, draw, Black wins), then the forfeits.
std::vector<ResultChoice> result_choices(const tournament::Scoring &scoring);
// The label of `result` in the event's scale ("" for none entered).
std::string result_label(tournament::BoardResult result, const tournament::Scoring &scoring);

} // namespace damka::server
