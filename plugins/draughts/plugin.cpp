// The draughts family plugin: eighteen variants, one generator (variants.hpp, movegen.hpp).
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

// One variant's table entry: its metadata, plus the family's rulebook and board set-up. The
// later variants (from `italian` on) are governed by other federations, whose competition rules
// the arbiter does not know: they name no rulebook, and rulings cite the Adiukh principle alone.
template <const Rules &R>
constexpr VariantDef def(const char *id, const char *name, const char *first, const char *second, const char *notation,
                         uint32_t pdn_gametype, bool russian_federation = true) {
    return {id,
            name,
            {first, second},
            notation,
            uint32_t(R.size),
            uint32_t(R.size),
            pdn_gametype,
            0,
            &DraughtsGame<R>::create,
            russian_federation ? kRulebook : nullptr,
            russian_federation ? kRulebookTitle : nullptr,
            &DraughtsGame<R>::from_pieces};
}
constexpr bool kOtherFederation = false;

// PDN GameType numbers: the PDN 3.0 standard's (pdn.fmjd.org/gametype.html: 20-31, 40);
// Frysk!, Antidraughts and Breakthrough have none there and take lidraughts' 97, 98 and 96;
// giveaway numbers are Damka's own extension; Killer draughts has none anywhere (0).
const VariantDef kVariants[] = {
    def<kRussian>("russian", "Russian draughts", "White", "Black", "algebraic", 25),
    def<kInternational>("international", "International draughts", "White", "Black", "numeric", 20),
    def<kBrazilian>("brazilian", "Brazilian draughts", "White", "Black", "algebraic", 26),
    def<kCanadian>("canadian", "Canadian draughts", "White", "Black", "numeric", 27),
    def<kEnglish>("english", "English draughts (checkers)", "Black", "White", "numeric", 21),
    def<kPool>("pool", "Pool checkers", "Black", "White", "algebraic", 23),
    def<kGiveawayRussian>("giveaway-russian", "Giveaway Russian draughts", "White", "Black", "algebraic", 60),
    def<kGiveawayInternational>("giveaway-international", "Giveaway international draughts", "White", "Black",
                                "numeric", 61),
    def<kItalian>("italian", "Italian draughts", "White", "Black", "numeric", 22, kOtherFederation),
    def<kSpanish>("spanish", "Spanish draughts", "White", "Black", "numeric", 24, kOtherFederation),
    def<kPortuguese>("portuguese", "Portuguese draughts", "White", "Black", "numeric", 28, kOtherFederation),
    def<kCzech>("czech", "Czech draughts", "White", "Black", "algebraic", 29, kOtherFederation),
    def<kThai>("thai", "Thai draughts", "White", "Black", "numeric", 31, kOtherFederation),
    def<kFrisian>("frisian", "Frisian draughts", "White", "Black", "numeric", 40, kOtherFederation),
    def<kFrysk>("frysk", "Frysk!", "White", "Black", "numeric", 97, kOtherFederation),
    def<kAntidraughts>("antidraughts", "Antidraughts", "White", "Black", "numeric", 98, kOtherFederation),
    def<kBreakthrough>("breakthrough", "Breakthrough draughts", "White", "Black", "numeric", 96, kOtherFederation),
    def<kKiller>("killer", "Killer draughts", "White", "Black", "numeric", 0, kOtherFederation),
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka draughts family", "1.0.0", kVariants)
