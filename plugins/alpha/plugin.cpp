// The Alpha game plugin (V. V. Potopakhin, seed 001 game 5).
#include "alpha_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) { return damka::alpha::AlphaGame::create(setup); }

// PDN GameType 69: Damka's extension number for alpha (plugin-api/README.md).
// sides[0] moves first (decision: the seed does not say; the pairing's White plays it).
// The names a Russian reader sees ("damka.names/1", ABI 1.4): seed 001's "Альфа игра"
// (/work/shared/seeds/001_13f7a8dfc0094112.txt, game 5), its pieces "шашки".
const damka::sdk::PieceName kRussianPieces[] = {{"piece", "шашка"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kNames[] = {{"ru", "альфа-игра (Потопахин)", {"белые", "чёрные"}, kRussianPieces}, {}};

const damka::sdk::VariantDef kVariants[] = {
    {.id = "alpha",
     .name = "Alpha game (Potopakhin)",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 8,
     .board_height = 8,
     .pdn_gametype = 69,
     .flags = 0,
     .create = &create,
     .rulebook = "alpha",
     .rulebook_title = "Seed 001, game 5: Alpha game (V. V. Potopakhin)",
     .names = kNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Alpha game", "1.0.0", kVariants)
