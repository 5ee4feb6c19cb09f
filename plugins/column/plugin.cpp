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
// The names a Russian reader sees ("damka.names/1", ABI 1.4): Adiukh seed 004's
// (/work/shared/seeds/004_3c3f686852fd4d49.txt, "ШАШКИ АДИУХ", В. Панькович), Russian column
// draughts and Lasca seed 001's (/work/shared/seeds/001_13f7a8dfc0094112.txt, "Русские столбовые
// шашки", "Ласка"; Lasca's soldiers and officers are its "простые шашки" and "дамки").
const damka::sdk::PieceName kManKing[] = {{"man", "простая"}, {"king", "дамка"}, {nullptr, nullptr}};
const damka::sdk::PieceName kSoldierOfficer[] = {{"soldier", "простая"}, {"officer", "дамка"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kAdiukhNames[] = {{"ru", "шашки Адиюх", {"белые", "чёрные"}, kManKing}, {}};
const damka::sdk::LanguageNames kRussianColumnNames[] = {
    {"ru", "русские столбовые шашки (башни)", {"белые", "чёрные"}, kManKing}, {}};
const damka::sdk::LanguageNames kLascaNames[] = {{"ru", "ласка", {"белые", "чёрные"}, kSoldierOfficer}, {}};

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
     .tiebreaks = kAdiukhTiebreaks,
     .names = kAdiukhNames},
    {.id = "russian-column",
     .name = "Russian column draughts (Bashni)",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 8,
     .board_height = 8,
     .pdn_gametype = 62,
     .flags = 0,
     .create = &create<damka::column::kRussianColumn>,
     .names = kRussianColumnNames},
    {.id = "lasca",
     .name = "Lasca",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 7,
     .board_height = 7,
     .pdn_gametype = 63,
     .flags = 0,
     .create = &create<damka::column::kLasca>,
     .names = kLascaNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka column draughts", "1.0.0", kVariants)
