// The Focus plugin: Sid Sackson's Focus (`focus`, straight moves) and the seed's reading with
// turning moves (`focus-turning`).
#include "focus_game.hpp"

namespace {

using damka::focus::FocusGame;

template <const damka::focus::Rules &R>
std::unique_ptr<damka::sdk::Game> create(std::string_view setup) {
    return FocusGame::create(R, setup);
}

// PDN GameType numbers: Damka's extension numbers 67 and 68 (plugin-api/README.md).
// sides[0] moves first (seed 4 does not say; the pairing's White plays it).
const damka::sdk::VariantDef kVariants[] = {
    {"focus", "Focus (Sackson)", {"White", "Black"}, "algebraic", 8, 8, 67, 0, &create<damka::focus::kFocus>},
    {"focus-turning",
     "Focus with turning moves",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     68,
     0,
     &create<damka::focus::kFocusTurning>},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Focus", "1.0.0", kVariants)
