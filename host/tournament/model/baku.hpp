// The Baku acceleration of a Swiss (FIDE C.04.5.1): in the first half of the rounds the
// stronger half of the field (group GA) is paired as if it had virtual points, so the top
// players meet each other earlier. Virtual points only change the pairing score, never the
// score in the standings.
#pragma once

#include "core/message.hpp"
#include "model.hpp"

#include <map>
#include <string>

namespace damka::tournament {

struct BakuRound {
    std::map<int, double> virtual_points; // start number -> points (GA players only; empty: none)
    Message summary; // for the pairing explanation (empty when not accelerated)
};

// The virtual points for `round` of an event with `baku_acceleration` set:
//  - GA: the first 2 x ceil(n / 4) players of round 1 in the initial order; a later entrant
//    joins GA when he ranks before the last GA player, who stays the same (late entries);
//  - accelerated rounds: the first ceil(R / 2) of R; a win's worth of virtual points (1 in
//    1-1/2-0) before the first ceil(half) of them, half of it before the rest, none after.
// A win's worth is the event's points for winning a pairing (both games of a micro-match).
BakuRound baku_round(const EventData &event, int round);

} // namespace damka::tournament
