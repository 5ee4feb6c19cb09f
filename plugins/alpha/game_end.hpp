// How an Alpha game ends on the board.
#pragma once

#include "board.hpp"

#include <damka/sdk.hpp>

namespace damka::alpha {

// A win when a side has no piece left on the board (alpha seed 5 "Цель игры вывести все свои
// шашки за пределы доски"); the finished-game check that needs no move generation.
sdk::Status material_status(const Position &p);

// material_status, then a draw when neither side has a move (README "Draws").
sdk::Status board_status(const Position &p);

} // namespace damka::alpha
