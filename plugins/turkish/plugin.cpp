// The Turkish draughts plugin (README.md): one variant, `turkish`.
#include "turkish_game.hpp"

namespace {

using damka::sdk::VariantDef;
using damka::turkish::TurkishGame;

// The competition rulebook ("damka.rulebook/1"): the one the draughts family names, since no
// Turkish federation text was found (research §5); the arbiter's decisions then rest on the
// general principles it states (arbiter/rulebook.cpp).
constexpr const char *kRulebook = "fsr";
constexpr const char *kRulebookTitle = "Правила вида спорта «шашки» (Федерация шашек России)";

// PDN GameType 30 `30,W,8,8,A0,0` (PDN 3.0 gametype.rst: Turkish, White first, algebraic).
const VariantDef kVariants[] = {
    {"turkish",
     "Turkish draughts",
     {"White", "Black"},
     "algebraic",
     8,
     8,
     30,
     0,
     &TurkishGame::create,
     kRulebook,
     kRulebookTitle,
     &TurkishGame::from_pieces},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka Turkish draughts", "1.0.0", kVariants)
