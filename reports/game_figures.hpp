// A player's games drawn for the player card: the final position of each game whose record
// is stored with its result, seen from the player's side (host/diagram).
#pragma once

#include "i18n.hpp"
#include "table.hpp"

#include "core/variant.hpp"
#include "tournament/model/model.hpp"

namespace damka::reports {

// Appends to `card` a figure per stored game of `player` (round order), and a note for a
// stored record that does not replay with `variant`, naming where it stops.
void add_final_positions(Table &card, const tournament::EventData &event, int player, const Variant &variant,
                         Language lang = Language::English);

} // namespace damka::reports
