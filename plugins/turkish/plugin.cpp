// The Turkish draughts plugin (README.md): one variant, `turkish`.
#include "turkish_game.hpp"

namespace {

using damka::sdk::VariantDef;
using damka::turkish::TurkishGame;

// No competition rulebook ("damka.rulebook/1" not offered): Turkish draughts is governed by
// its own federation, whose text was not found (plugins/turkish/README.md) and which the arbiter does not
// know, as the draughts family's later variants (plugins/draughts/plugin.cpp). Rulings then
// cite the Adiukh principle alone (arbiter/rulebook.cpp). The board set-up is offered.
// PDN GameType 30 `30,W,8,8,A0,0` (PDN 3.0 gametype.rst: Turkish, White first, algebraic).
const VariantDef kVariants[] = {
    {"turkish",
     "Turkish draughts",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     30,
     0,
     &TurkishGame::create,
     nullptr,
     nullptr,
     &TurkishGame::from_pieces},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Turkish draughts", "1.0.0", kVariants)
