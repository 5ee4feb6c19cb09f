// The Gamma game plugin (V. V. Potopakhin, seed 001 game 6).
#include "gamma_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) { return damka::gamma::GammaGame::create(setup); }

// The set-up option (README "Options"); an event sets it for all its games.
const damka::sdk::VariantOption kOptions[] = {
    {"own pieces taken off: enter as a move",
     "the reading before issue 33: own pieces taken off a captured stack wait in the reserve and enter one per "
     "turn, as the move; by default (\"put back free\") the seed's \"Свои снятые шашки игрок ставит на любые "
     "поля исходной позиции ... Это действие не является ходом\": they go back at once and the player then moves"},
    {nullptr, nullptr}};

// PDN GameType 70: Damka's extension number for gamma (plugin-api/README.md).
// sides[0] places and moves first (decision: the seed does not say).
// The names a Russian reader sees ("damka.names/1", ABI 1.4): seed 001's "Гамма игра"
// (/work/shared/seeds/001_13f7a8dfc0094112.txt, game 6); a piece is labelled by its points,
// "Сила шашки обозначается точками".
const damka::sdk::PieceName kRussianPieces[] = {{"1", "шашка силы 1"}, {"2", "шашка силы 2"}, {"3", "шашка силы 3"},
                                                {"4", "шашка силы 4"}, {"5", "шашка силы 5"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kNames[] = {{"ru", "гамма-игра (Потопахин)", {"белые", "чёрные"}, kRussianPieces}, {}};

const damka::sdk::VariantDef kVariants[] = {
    {.id = "gamma",
     .name = "Gamma game (Potopakhin)",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 10,
     .board_height = 11,
     .pdn_gametype = 70,
     .flags = 0,
     .create = &create,
     .rulebook = "gamma",
     .rulebook_title = "Seed 001, game 6: Gamma game (V. V. Potopakhin)",
     .options = kOptions,
     .names = kNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Gamma game", "1.1.0", kVariants)
