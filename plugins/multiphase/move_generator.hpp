// The moves of Multiphase draughts before the repetition rule: slides (multiphase Инвентарь)
// and transfers between zones (multiphase Дополнительное правило).
#pragma once

#include "phase.hpp"

#include <vector>

namespace damka::multiphase {

struct MpMove {
    int from = -1;
    int to = -1;
    bool transfer = false; // a piece carried from one zone to another, not a slide
    bool operator==(const MpMove &) const = default;
};

// The slides and transfers of the player to move, repetition not yet checked. `previous` is
// the placement when this player was last to move in this phase (two plies ago), or null
// when that turn is not in this phase or not known (a set-up).
std::vector<MpMove> candidate_moves(const Placement &p, const PhaseState &s, const Placement *previous,
                                    const Options &options);

// The placement after `m`, made with the colour the player to move moves in this phase.
Placement apply(const Placement &p, const PhaseState &s, const MpMove &m);

} // namespace damka::multiphase
