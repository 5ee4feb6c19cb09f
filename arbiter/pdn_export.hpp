// A game and its event log as PDN (written by host/pdn): the legal moves are the move text,
// everything else that happened at the board is a comment at its place — touches, clock
// readings ([%clk]), draw offers (=), irregular moves and moves taken back, claims and the
// arbiter's decisions with their rules.
#pragma once

#include "event_log.hpp"
#include "pdn/pdn_game.hpp"
#include "core/variant.hpp"

namespace damka::arbiter {

Expected<pdn::GameRecord> to_pdn(const Variant &variant, const GameLog &log);

} // namespace damka::arbiter
