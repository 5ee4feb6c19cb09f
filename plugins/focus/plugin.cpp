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
// The names a Russian reader sees ("damka.names/1", ABI 1.4): seed 001's "Шашки Фокус Сиднея
// Саксона" (/work/shared/seeds/001_13f7a8dfc0094112.txt, game 4), its pieces "шашки".
const damka::sdk::PieceName kRussianPieces[] = {{"piece", "шашка"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kTurningNames[] = {{"ru", "фокус (с поворотом)", {"белые", "чёрные"}, kRussianPieces},
                                                   {}};
const damka::sdk::LanguageNames kStraightNames[] = {{"ru", "фокус (прямые ходы)", {"белые", "чёрные"}, kRussianPieces},
                                                    {}};

const damka::sdk::VariantDef kVariants[] = {
    {.id = "focus",
     .name = "Focus (turning moves, seed)",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 8,
     .board_height = 8,
     .pdn_gametype = 68,
     .flags = 0,
     .create = &create<damka::focus::kFocus>,
     .aliases = kTurningAliases,
     .names = kTurningNames},
    {.id = "focus-straight",
     .name = "Focus (straight moves, Sackson)",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 8,
     .board_height = 8,
     .pdn_gametype = 67,
     .flags = 0,
     .create = &create<damka::focus::kFocusStraight>,
     .names = kStraightNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Focus", "1.1.0", kVariants)
