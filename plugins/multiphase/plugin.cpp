// The Multiphase draughts plugin (A. V. Lisenko, seed 003): variant `multiphase`.
#include "multiphase_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) {
    return damka::multiphase::MultiphaseGame::create(setup);
}

// PDN GameType: Damka's extension number 66 (plugin-api/README.md). sides[0] moves first:
// multiphase Инвентарь "Игроки жребием определяют, кто будет делать первый ход" — the lot is
// the pairing's, and its White plays Blue. The rulebook is the seed itself.
const damka::sdk::VariantDef kVariants[] = {
    {.id = "multiphase",
     .name = "Multiphase draughts (Lisenko)",
     .sides = {"Blue", "Red"},
     .notation = "algebraic",
     .board_width = damka::multiphase::kSize,
     .board_height = damka::multiphase::kSize,
     .pdn_gametype = 66,
     .flags = 0,
     .create = &create,
     .rulebook = "multiphase",
     .rulebook_title = "Многофазные шашки, правила игры (А. В. Лисенко)"},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Multiphase draughts", "1.0.0", kVariants)
