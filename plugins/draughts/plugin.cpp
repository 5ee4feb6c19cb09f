// The draughts family plugin: eighteen variants, one generator (variants.hpp, movegen.hpp).
#include "game.hpp"
#include "variants.hpp"

namespace {

using namespace damka::draughts;
using damka::sdk::LanguageNames;
using damka::sdk::VariantDef;

// The competition rulebook of the whole family ("damka.rulebook/1", plugin-api/README.md): the
// Russian draughts federation's rules (arbiter/rulebook.cpp keeps what is known of its articles).
// Every variant also offers "damka.board-setup/1" (DraughtsGame::from_pieces) for the arbiter.
constexpr const char *kRulebook = "fsr";
constexpr const char *kRulebookTitle = "Правила вида спорта «шашки» (Федерация шашек России)";

// The names a Russian reader sees ("damka.names/1", ABI 1.4). The pieces and the names of the
// first eight variants are seed 002's (/work/shared/seeds/002_302114a0aaa5d380.txt: "Шашки
// бывают двух типов: простые и дамки"; "Русские шашки", "Международные шашки", "Бразильские
// шашки", "Канадские шашки", "Английские шашки (чекерс)", "Пул (Pool Checkers)", "Поддавки
// (обратные шашки)"); the seeds do not name the others, which take their usual Russian names.
constexpr damka::sdk::PieceName kRussianPieces[] = {{"man", "простая"}, {"king", "дамка"}, {nullptr, nullptr}};
struct RussianNames {
    LanguageNames list[2];
};
constexpr RussianNames russian(const char *name, bool black_first = false) {
    const char *white = "белые", *black = "чёрные";
    return {{{"ru", name, {black_first ? black : white, black_first ? white : black}, kRussianPieces}, {}}};
}
const RussianNames kRu[] = {
    russian("русские шашки"),
    russian("международные шашки"),
    russian("бразильские шашки"),
    russian("канадские шашки"),
    russian("английские шашки (чекерс)", true),
    russian("пул-чекерс", true),
    russian("русские поддавки"),
    russian("международные поддавки"),
    russian("итальянские шашки"),
    russian("испанские шашки"),
    russian("португальские шашки"),
    russian("чешские шашки"),
    russian("тайские шашки"),
    russian("фризские шашки"),
    russian("фриск!"),
    russian("антишашки"),
    russian("шашки-прорыв"),
    russian("шашки-киллер"),
};

// One variant's table entry: its metadata, plus the family's rulebook and board set-up. The
// later variants (from `italian` on) are governed by other federations, whose competition rules
// the arbiter does not know: they name no rulebook, and rulings cite the Adiukh principle alone.
template <const Rules &R>
constexpr VariantDef def(const char *id, const char *name, const char *first, const char *second, const char *notation,
                         uint32_t pdn_gametype, const RussianNames &ru, bool russian_federation = true) {
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
            &DraughtsGame<R>::from_pieces,
            nullptr,
            nullptr,
            nullptr,
            nullptr,
            ru.list};
}
constexpr bool kOtherFederation = false;

// PDN GameType numbers: the PDN 3.0 standard's (pdn.fmjd.org/gametype.html: 20-31, 40);
// Frysk!, Antidraughts and Breakthrough have none there and take lidraughts' 97, 98 and 96;
// giveaway numbers are Damka's own extension; Killer draughts has none anywhere (0).
const VariantDef kVariants[] = {
    def<kRussian>("russian", "Russian draughts", "White", "Black", "algebraic", 25, kRu[0]),
    def<kInternational>("international", "International draughts", "White", "Black", "numeric", 20, kRu[1]),
    def<kBrazilian>("brazilian", "Brazilian draughts", "White", "Black", "algebraic", 26, kRu[2]),
    def<kCanadian>("canadian", "Canadian draughts", "White", "Black", "numeric", 27, kRu[3]),
    def<kEnglish>("english", "English draughts (checkers)", "Black", "White", "numeric", 21, kRu[4]),
    def<kPool>("pool", "Pool checkers", "Black", "White", "algebraic", 23, kRu[5]),
    def<kGiveawayRussian>("giveaway-russian", "Giveaway Russian draughts", "White", "Black", "algebraic", 60, kRu[6]),
    def<kGiveawayInternational>("giveaway-international", "Giveaway international draughts", "White", "Black",
                                "numeric", 61, kRu[7]),
    def<kItalian>("italian", "Italian draughts", "White", "Black", "numeric", 22, kRu[8], kOtherFederation),
    def<kSpanish>("spanish", "Spanish draughts", "White", "Black", "numeric", 24, kRu[9], kOtherFederation),
    def<kPortuguese>("portuguese", "Portuguese draughts", "White", "Black", "numeric", 28, kRu[10], kOtherFederation),
    def<kCzech>("czech", "Czech draughts", "White", "Black", "algebraic", 29, kRu[11], kOtherFederation),
    def<kThai>("thai", "Thai draughts", "White", "Black", "numeric", 31, kRu[12], kOtherFederation),
    def<kFrisian>("frisian", "Frisian draughts", "White", "Black", "numeric", 40, kRu[13], kOtherFederation),
    def<kFrysk>("frysk", "Frysk!", "White", "Black", "numeric", 97, kRu[14], kOtherFederation),
    def<kAntidraughts>("antidraughts", "Antidraughts", "White", "Black", "numeric", 98, kRu[15], kOtherFederation),
    def<kBreakthrough>("breakthrough", "Breakthrough draughts", "White", "Black", "numeric", 96, kRu[16],
                       kOtherFederation),
    def<kKiller>("killer", "Killer draughts", "White", "Black", "numeric", 0, kRu[17], kOtherFederation),
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka draughts family", "1.0.0", kVariants)
