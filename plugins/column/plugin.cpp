// The column draughts plugin: Adiukh, Russian column draughts (Bashni) and Lasca.
#include "column_game.hpp"

namespace {

using damka::column::ColumnGame;

template <const damka::column::Rules &R>
std::unique_ptr<damka::sdk::Game> create(std::string_view setup) {
    return ColumnGame::create(R, setup);
}

// PDN GameType numbers: Damka's extension numbers (plugin-api/README.md). Adiukh names its own
// competition rulebook ("damka.rulebook/1"); Bashni and Lasca name none yet, so the arbiter
// cites general principles for them and says so.
const damka::sdk::VariantDef kVariants[] = {
    {"adiukh",
     "Adiukh draughts",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     64,
     0,
     &create<damka::column::kAdiukh>,
     "adiukh",
     "Правила игры в шашки адиюх (В. С. Панькович; seed 004)"},
    {"russian-column",
     "Russian column draughts (Bashni)",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     62,
     0,
     &create<damka::column::kRussianColumn>},
    {"lasca", "Lasca", {"White", "Black"}, "algebraic", 7, 7, 63, 0, &create<damka::column::kLasca>},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka column draughts", "1.0.0", kVariants)
