// Legal moves of Focus: stack moves (whole or the top k pieces, straight or turning) and
// entries from the reserve, and the position each one leads to.
#pragma once

#include "board.hpp"

#include <cstdint>
#include <vector>

namespace damka::focus {

struct FocusMove {
    int from = -1; // -1: a piece entered from the reserve
    int count = 1; // pieces taken from the top of the stack = squares moved
    int to = -1;
    std::vector<int32_t> path; // every square the moving part passes, origin first (a drop: {to})
    int captured = 0; // enemy pieces that came off the bottom (seed 4 "уничтоженными")
    int reserved = 0; // own pieces that came off the bottom into the reserve
    uint32_t flags = 0; // DAMKA_MOVE_*
    bool drop() const { return from < 0; }
};

// Every legal move of the side to move. One move per (origin, count, destination): in
// focus (turning) the route does not change the result (a moving stack passes over anything),
// so the route listed is a canonical one (README "Turning moves").
std::vector<FocusMove> generate_moves(const Rules &rules, const Position &p);

// The route `from` -> `to` of exactly `count` orthogonal steps on board squares preferred by
// the generator, or empty when there is none (straight only when `turning` is false).
std::vector<int32_t> route(bool turning, int from, int count, int to);

// The position after `m` (the side to move changes); `counts`, when given, receives the
// pieces that came off the bottom (captured, reserved).
Position apply(const Position &p, const FocusMove &m, FocusMove *counts = nullptr);

} // namespace damka::focus
