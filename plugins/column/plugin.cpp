// The column draughts plugin: Adiukh, Russian column draughts (Bashni) and Lasca.
#include "column_game.hpp"

namespace {

using damka::column::ColumnGame;

template <const damka::column::Rules &R>
std::unique_ptr<damka::sdk::Game> create(std::string_view setup) {
    return ColumnGame::create(R, setup);
}

// An event of Adiukh scores a game won, drawn or lost; the 24-point sums (5.1, the status's
// tie-break points) break ties first ("damka.tiebreaks/1").
const char *const kAdiukhTiebreaks[] = {"VTB", "BH-C1", "BH", "SB", nullptr};

// PDN GameType numbers: Damka's extension numbers (plugin-api/README.md). Adiukh names its own
// competition rulebook ("damka.rulebook/1"); Bashni and Lasca name none yet, so the arbiter
// cites general principles for them and says so.
const damka::sdk::VariantDef kVariants[] = {
    {.id = "adiukh",
     .name = "Adiukh draughts",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 8,
     .board_height = 8,
     .pdn_gametype = 64,
     .flags = 0,
     .create = &create<damka::column::kAdiukh>,
     .rulebook = "adiukh",
     .rulebook_title = "Правила игры в шашки адиюх (В. С. Панькович; seed 004)",
     .tiebreaks = kAdiukhTiebreaks},
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
