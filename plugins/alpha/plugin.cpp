// The Alpha game plugin (V. V. Potopakhin, seed 001 game 5).
#include "alpha_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) { return damka::alpha::AlphaGame::create(setup); }

// PDN GameType 69: Damka's extension number for alpha (plugin-api/README.md).
// sides[0] moves first (decision: the seed does not say; the pairing's White plays it).
const damka::sdk::VariantDef kVariants[] = {
    {"alpha",
     "Alpha game (Potopakhin)",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     69,
     0,
     &create,
     "alpha",
     "Seed 001, game 5: Alpha game (V. V. Potopakhin)"},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Alpha game", "1.0.0", kVariants)
