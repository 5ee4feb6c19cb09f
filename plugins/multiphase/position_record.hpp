// The Multiphase position string (README "Position strings"): a starting point (the start
// position, or a set-up with its phase state) and the moves played from it. The moves are
// part of the string because the rules look back: no move may repeat an earlier position
// (multiphase Инвентарь) and a standing zone is judged against the previous turn
// (Дополнительное правило).
#pragma once

#include "phase.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::multiphase {

struct Origin {
    Placement placement;
    PhaseState state;
    Options options; // the set-up options, printed as clauses when not the default
    bool operator==(const Origin &) const = default;
};

// Decision (digest, figure 1 lost): Blue fills a1..k1 and a2..e2, g2..k2; Red the mirror on
// ranks 11 and 10.
Placement start_placement();

struct Record {
    Origin origin;
    std::vector<std::string> moves; // as written; the game replays them
};

// `start[; moves: a2-a7 k10-k5 ...]` or `blue: a1, b1, ...; red: ...; phase: 1; first: blue;
// blue to move; score: 0-0; drawn: 0; phase plies: 0; game plies: 0[; extra move][; moves: ...]`,
// each with the option clauses `phase limit: N` and `unchanged zone: same squares` when set.
// Option clauses alone (no `start`) are the start position under them.
std::string format_record(const Origin &origin, const std::vector<std::string> &moves);
// Throws sdk::Error(INVALID) naming the offending clause.
Record parse_record(std::string_view text);

} // namespace damka::multiphase
