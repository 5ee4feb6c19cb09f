// The Gamma game plugin (V. V. Potopakhin, seed 001 game 6).
#include "gamma_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) { return damka::gamma::GammaGame::create(setup); }

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
     "Seed 001, game 6: Gamma game (V. V. Potopakhin)"},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Gamma game", "1.0.0", kVariants)
