// The Focus plugin: the seed's Focus with turning moves (`focus`, seed 4 "А теперь самое
// главное. Башня, выполняя ход, может менять направление движения") and Sackson's straight
// moves as the named alternative (`focus-straight`).
#include "focus_game.hpp"

namespace {

using damka::focus::FocusGame;

template <const damka::focus::Rules &R>
std::unique_ptr<damka::sdk::Game> create(std::string_view setup) {
    return FocusGame::create(R, setup);
}

// Issue 33: until then `focus` named the straight game and `focus-turning` this one. The old
// turning id stays an alias; events stored under `focus` are moved to `focus-straight` by the
// host's tournament migration 9 (host/tournament/schema.cpp). PDN GameType numbers stay with
// the game: 68 turning, 67 straight (Damka's extension numbers, plugin-api/README.md), so PDN
// files written before still replay as the game they record.
const char *const kTurningAliases[] = {"focus-turning", nullptr};

// sides[0] moves first (seed 4 does not say; the pairing's White plays it).
const damka::sdk::VariantDef kVariants[] = {
    {"focus",
     "Focus (turning moves, seed)",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     68,
     0,
     &create<damka::focus::kFocus>,
     nullptr,
     nullptr,
     nullptr,
     nullptr,
     kTurningAliases},
    {"focus-straight",
     "Focus (straight moves, Sackson)",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     67,
     0,
     &create<damka::focus::kFocusStraight>},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Focus", "1.1.0", kVariants)
