// The Tavreli plugin: Russian column chess (seed 001, game 2).
#include "tavreli_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) { return damka::tavreli::TavreliGame::create(setup); }

// PDN GameType 71: Damka's extension number (plugin-api/README.md). sides[0] moves first (the
// seed does not say; igGameCenter: "as in standard Chess", White). "damka.rulebook/1" names the
// rule text the games are played by — the seed — so the arbiter says which (README "Arbiter").
const damka::sdk::VariantDef kVariants[] = {
    {"tavreli",
     "Tavreli (Russian column chess)",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     71,
     0,
     &create,
     "tavreli",
     "Seed 001, game 2: Таврели (Russian column chess)"},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Tavreli", "1.0.0", kVariants)
