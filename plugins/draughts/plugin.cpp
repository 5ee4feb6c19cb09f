// The draughts family plugin: eight variants, one generator (variants.hpp, movegen.hpp).
#include "game.hpp"
#include "variants.hpp"

namespace {

using namespace damka::draughts;
using damka::sdk::VariantDef;

// PDN GameType numbers (PDN 3.0 standard); giveaway numbers are Damka's own extension.
const VariantDef kVariants[] = {
    {"russian", "Russian draughts", {"White", "Black"}, "algebraic", 8, 8, 25, 0, &DraughtsGame<kRussian>::create},
    {"international", "International draughts", {"White", "Black"}, "numeric", 10, 10, 20, 0,
     &DraughtsGame<kInternational>::create},
    {"brazilian", "Brazilian draughts", {"White", "Black"}, "algebraic", 8, 8, 26, 0, &DraughtsGame<kBrazilian>::create},
    {"canadian", "Canadian draughts", {"White", "Black"}, "numeric", 12, 12, 27, 0, &DraughtsGame<kCanadian>::create},
    {"english", "English draughts (checkers)", {"Black", "White"}, "numeric", 8, 8, 21, 0, &DraughtsGame<kEnglish>::create},
    {"pool", "Pool checkers", {"Black", "White"}, "algebraic", 8, 8, 23, 0, &DraughtsGame<kPool>::create},
    {"giveaway-russian", "Giveaway Russian draughts", {"White", "Black"}, "algebraic", 8, 8, 60, 0,
     &DraughtsGame<kGiveawayRussian>::create},
    {"giveaway-international", "Giveaway international draughts", {"White", "Black"}, "numeric", 10, 10, 61, 0,
     &DraughtsGame<kGiveawayInternational>::create},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka draughts family", "1.0.0", kVariants)
