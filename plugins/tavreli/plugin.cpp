// The Tavreli plugin: Russian column chess (seed 001, game 2).
#include "tavreli_game.hpp"

namespace {

std::unique_ptr<damka::sdk::Game> create(std::string_view setup) { return damka::tavreli::TavreliGame::create(setup); }

// PDN GameType 71: Damka's extension number (plugin-api/README.md). sides[0] moves first (the
// seed does not say; igGameCenter: "as in standard Chess", White). "damka.rulebook/1" names the
// rule text the games are played by — the seed — so the arbiter says which (README "Arbiter").
// The names a Russian reader sees ("damka.names/1", ABI 1.4): seed 001's, game 2 "Русские
// шахматы. Таврели" and its pieces' descriptions (/work/shared/seeds/001_13f7a8dfc0094112.txt:
// "Волхв", "Князь", "Ратоборец", "Лучник", "Всадник", "Желги", "Ратник").
const damka::sdk::PieceName kRussianPieces[] = {
    {"volkhv", "волхв"},    {"knyaz", "князь"},  {"ratoborets", "ратоборец"}, {"luchnik", "лучник"},
    {"vsadnik", "всадник"}, {"zhelgi", "желги"}, {"ratnik", "ратник"},        {nullptr, nullptr}};
const damka::sdk::LanguageNames kNames[] = {{"ru", "таврели", {"белые", "чёрные"}, kRussianPieces}, {}};

const damka::sdk::VariantDef kVariants[] = {
    {.id = "tavreli",
     .name = "Tavreli (Russian column chess)",
     .sides = {"White", "Black"},
     .notation = "algebraic",
     .board_width = 8,
     .board_height = 8,
     .pdn_gametype = 71,
     .flags = 0,
     .create = &create,
     .rulebook = "tavreli",
     .rulebook_title = "Seed 001, game 2: Таврели (Russian column chess)",
     .names = kNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Tavreli", "1.0.0", kVariants)
