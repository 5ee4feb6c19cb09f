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
// The names a Russian reader sees ("damka.names/1", ABI 1.4): the seeds do not name Turkish
// draughts; its pieces are seed 002's ("Шашки бывают двух типов: простые и дамки",
// /work/shared/seeds/002_302114a0aaa5d380.txt).
const damka::sdk::PieceName kRussianPieces[] = {{"man", "простая"}, {"king", "дамка"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kNames[] = {{"ru", "турецкие шашки", {"белые", "чёрные"}, kRussianPieces}, {}};

const VariantDef kVariants[] = {
    {.id = "turkish",
     .name = "Turkish draughts",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 8,
     .board_height = 8,
     .pdn_gametype = 30,
     .flags = 0,
     .create = &TurkishGame::create,
     .from_pieces = &TurkishGame::from_pieces,
     .names = kNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Turkish draughts", "1.0.0", kVariants)
