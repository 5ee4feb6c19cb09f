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
const damka::sdk::VariantDef kVariants[] = {
    {"gamma",
     "Gamma game (Potopakhin)",
     {"White", "Black"},
     "algebraic",
     10,
     11,
     70,
     0,
     &create,
     "gamma",
     "Seed 001, game 6: Gamma game (V. V. Potopakhin)",
     nullptr,
     kOptions},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Gamma game", "1.1.0", kVariants)
