// The Multiphase draughts plugin (A. V. Lisenko, seed 003): variant `multiphase`.
#include "multiphase_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) {
    return damka::multiphase::MultiphaseGame::create(setup);
}

// The set-up options (README "Options"); an event sets them for all its games.
const damka::sdk::VariantOption kOptions[] = {
    {"phase limit: 200",
     "a competition rule, off by default (not in the seed): a phase nobody has finished after 200 plies (or the "
     "N given) is drawn, and the next phase begins"},
    {"unchanged zone: same squares",
     "the reading before issue 33: a zone stands unchanged only as the same squares; by default (\"same size\") "
     "the seed's size decides, \"расширилась, сжалась, либо совсем исчезла\""},
    {nullptr, nullptr}};

// An event scores the game's winner (two phases won); the phases won, the status's tie-break
// points, break ties first (README "Tournament result"; "damka.tiebreaks/1").
const char *const kTiebreaks[] = {"VTB", "BH-C1", "BH", "SB", nullptr};

// PDN GameType: Damka's extension number 66 (plugin-api/README.md). sides[0] moves first:
// multiphase Инвентарь "Игроки жребием определяют, кто будет делать первый ход" — the lot is
// the pairing's, and its White plays Blue. The rulebook is the seed itself.
// The names a Russian reader sees ("damka.names/1", ABI 1.4): seed 003's "Многофазные шашки",
// its "синие шашки" and "красные шашки" (/work/shared/seeds/003_145879bbf02d3e79.txt).
const damka::sdk::PieceName kRussianPieces[] = {{"piece", "шашка"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kNames[] = {{"ru", "многофазные шашки (Лисенко)", {"синие", "красные"}, kRussianPieces},
                                            {}};

const damka::sdk::VariantDef kVariants[] = {
    {.id = "multiphase",
     .name = "Multiphase draughts (Lisenko)",
     .sides = {"Blue", "Red"},
     .notation = "algebraic",
     .board_width = damka::multiphase::kSize,
     .board_height = damka::multiphase::kSize,
     .pdn_gametype = 66,
     .flags = 0,
     .create = &create,
     .rulebook = "multiphase",
     .rulebook_title = "Многофазные шашки, правила игры (А. В. Лисенко)",
     .options = kOptions,
     .tiebreaks = kTiebreaks,
     .names = kNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Multiphase draughts", "1.1.0", kVariants)
