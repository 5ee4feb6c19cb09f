// The draughts family plugin: eight variants, one generator (variants.hpp, movegen.hpp).
#include "game.hpp"
#include "variants.hpp"

namespace {

using namespace damka::draughts;
using damka::sdk::VariantDef;

// The competition rulebook of the whole family ("damka.rulebook/1", plugin-api/README.md): the
// Russian draughts federation's rules (arbiter/rulebook.cpp keeps what is known of its articles).
// Every variant also offers "damka.board-setup/1" (DraughtsGame::from_pieces) for the arbiter.
constexpr const char *kRulebook = "fsr";
constexpr const char *kRulebookTitle = "Правила вида спорта «шашки» (Федерация шашек России)";

// PDN GameType numbers (PDN 3.0 standard); giveaway numbers are Damka's own extension.
const VariantDef kVariants[] = {
    {"russian", "Russian draughts", {"White", "Black"}, "algebraic", 8, 8, 25, 0, &DraughtsGame<kRussian>::create, kRulebook, kRulebookTitle, &DraughtsGame<kRussian>::from_pieces},
    {"international", "International draughts", {"White", "Black"}, "numeric", 10, 10, 20, 0,
     &DraughtsGame<kInternational>::create, kRulebook, kRulebookTitle, &DraughtsGame<kInternational>::from_pieces},
    {"brazilian", "Brazilian draughts", {"White", "Black"}, "algebraic", 8, 8, 26, 0, &DraughtsGame<kBrazilian>::create, kRulebook, kRulebookTitle, &DraughtsGame<kBrazilian>::from_pieces},
    {"canadian", "Canadian draughts", {"White", "Black"}, "numeric", 12, 12, 27, 0, &DraughtsGame<kCanadian>::create, kRulebook, kRulebookTitle, &DraughtsGame<kCanadian>::from_pieces},
    {"english", "English draughts (checkers)", {"Black", "White"}, "numeric", 8, 8, 21, 0, &DraughtsGame<kEnglish>::create, kRulebook, kRulebookTitle, &DraughtsGame<kEnglish>::from_pieces},
    {"pool", "Pool checkers", {"Black", "White"}, "algebraic", 8, 8, 23, 0, &DraughtsGame<kPool>::create, kRulebook, kRulebookTitle, &DraughtsGame<kPool>::from_pieces},
    {"giveaway-russian", "Giveaway Russian draughts", {"White", "Black"}, "algebraic", 8, 8, 60, 0,
     &DraughtsGame<kGiveawayRussian>::create, kRulebook, kRulebookTitle, &DraughtsGame<kGiveawayRussian>::from_pieces},
    {"giveaway-international", "Giveaway international draughts", {"White", "Black"}, "numeric", 10, 10, 61, 0,
     &DraughtsGame<kGiveawayInternational>::create, kRulebook, kRulebookTitle, &DraughtsGame<kGiveawayInternational>::from_pieces},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka draughts family", "1.0.0", kVariants)
