// The draughts family plugin: eighteen variants, one generator (variants.hpp, movegen.hpp),
// and the variants of the rules files on the plugin path (rules_file.hpp, file_slots.hpp).
#include "file_slots.hpp"
#include "game.hpp"
#include "rules_file.hpp"
#include "variants.hpp"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

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
// A built-in variant: its table entry, and its settings for the rules files based on it.
struct Builtin {
    VariantDef def;
    const Rules *rules;
};
template <const Rules &R>
Builtin def(const char *id, const char *name, const char *first, const char *second, const char *notation,
            uint32_t pdn_gametype, const RussianNames &ru, bool russian_federation = true) {
    return {{id,
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
             ru.list},
            &R};
}
constexpr bool kOtherFederation = false;

// PDN GameType numbers: the PDN 3.0 standard's (pdn.fmjd.org/gametype.html: 20-31, 40);
// Frysk!, Antidraughts and Breakthrough have none there and take lidraughts' 97, 98 and 96;
// giveaway numbers are Damka's own extension; Killer draughts has none anywhere (0).
const Builtin kBuiltins[] = {
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

// ---- Rules files (README.md "Rules files") ----

// A rules file's variant, kept for the library's lifetime: the tables point into it.
struct StoredVariant {
    FileVariant file;
    std::deque<std::array<damka::sdk::PieceName, 3>> pieces; // per language, ending with nulls
    std::vector<LanguageNames> names; // ending with an entry without a language
    VariantDef def{};
};
std::deque<StoredVariant> &stored() {
    static std::deque<StoredVariant> variants;
    return variants;
}
bool tables_built = false; // after the entry point, the table stays as it is (plugin_api.h)

std::optional<BaseVariant> find_base(std::string_view id) {
    for (const Builtin &b : kBuiltins)
        if (id == b.def.id)
            return BaseVariant{b.rules, b.rules->draws, b.rules->draws->body, b.rules->draws->kings_only_name};
    for (const StoredVariant &v : stored())
        if (id == v.file.id)
            return BaseVariant{&v.file.rules, &v.file.draws, v.file.draws_body, v.file.draws_kings_only_name};
    return std::nullopt;
}

bool id_taken(std::string_view id) { return find_base(id).has_value(); }

// The variant's table entry, its names pointing into the stored strings.
void make_table_entry(StoredVariant &v, const SlotGame &game) {
    FileVariant &f = v.file;
    for (const FileNames &n : f.names) {
        const auto &p = v.pieces.emplace_back(
            std::array<damka::sdk::PieceName, 3>{{{"man", n.pieces[0].empty() ? nullptr : n.pieces[0].c_str()},
                                                  {"king", n.pieces[1].empty() ? nullptr : n.pieces[1].c_str()},
                                                  {nullptr, nullptr}}});
        v.names.push_back({n.language.c_str(),
                           n.name.c_str(),
                           {n.sides[0].c_str(), n.sides[1].c_str()},
                           n.pieces[0].empty() ? nullptr : p.data()});
    }
    v.names.push_back({nullptr, nullptr, {nullptr, nullptr}, nullptr});
    v.def = VariantDef{f.id.c_str(),
                       f.name.c_str(),
                       {f.sides[0].c_str(), f.sides[1].c_str()},
                       f.rules.notation == SquareNotation::Algebraic ? "algebraic" : "numeric",
                       uint32_t(f.rules.size),
                       uint32_t(f.rules.size),
                       f.pdn_gametype,
                       0,
                       game.create,
                       f.fsr_rulebook ? kRulebook : nullptr,
                       f.fsr_rulebook ? kRulebookTitle : nullptr,
                       game.from_pieces,
                       nullptr,
                       nullptr,
                       nullptr,
                       nullptr,
                       f.names.empty() ? nullptr : v.names.data()};
}

// Reads one rules file whole: every variant of it loads, or none (the reason goes to `refuse`).
void read_file(const std::filesystem::path &file, const std::function<void(const std::string &)> &refuse) {
    constexpr std::uintmax_t kMaxBytes = 1 << 20;
    std::error_code ec;
    if (std::filesystem::file_size(file, ec) > kMaxBytes || ec)
        return refuse(ec ? "cannot be read: " + ec.message() : "is over 1 MiB: not a rules file");
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof()) return refuse("cannot be read");
    std::vector<FileVariant> read;
    try {
        read = read_rules_file(text.str(), find_base, id_taken);
    } catch (const RulesFileError &e) {
        return refuse(e.what());
    }
    // Room for all of them first: a file loads whole or not at all.
    std::map<int, int> wanted;
    for (const FileVariant &v : read)
        if (++wanted[v.rules.size] > free_slots(v.rules.size))
            return refuse("line " + std::to_string(v.line) + ": no room for variant '" + v.id + "': at most " +
                          std::to_string(kFileSlotsPerSize) + " rules-file variants of " +
                          std::to_string(v.rules.size) + "x" + std::to_string(v.rules.size) + " load");
    for (FileVariant &f : read) {
        StoredVariant &v = stored().emplace_back();
        v.file = std::move(f);
        v.file.draws.body = v.file.draws_body.c_str();
        v.file.draws.kings_only_name = v.file.draws_kings_only_name.c_str();
        v.file.rules.draws = &v.file.draws;
        make_table_entry(v, *take_slot(v.file.rules));
    }
}

void read_folder(const std::string &folder, const damka_search_path &path) {
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto &entry : std::filesystem::directory_iterator(folder, ec))
        if (entry.path().extension() == ".draughts" && entry.is_regular_file(ec)) files.push_back(entry.path());
    std::sort(files.begin(), files.end()); // the same order on every machine
    for (const std::filesystem::path &file : files)
        read_file(file, [&](const std::string &why) {
            if (path.problem) path.problem(path.ctx, file.string().c_str(), why.c_str());
        });
}

} // namespace

extern "C" DAMKA_EXPORT void damka_plugin_search_path(const damka_search_path *path) {
    if (!path || tables_built || !DAMKA_HAS_FIELD(path, damka_search_path, problem)) return;
    // Nothing crosses the C boundary: a folder that fails half-way (a listing error, no memory)
    // is reported and the next one read; what was read so far stays.
    for (uint32_t i = 0; i < path->folder_count; ++i) {
        if (!path->folders[i]) continue;
        try {
            read_folder(path->folders[i], *path);
        } catch (const std::exception &e) {
            if (path->problem)
                path->problem(path->ctx, path->folders[i], (std::string("not read to the end: ") + e.what()).c_str());
        } catch (...) {
            if (path->problem) path->problem(path->ctx, path->folders[i], "not read to the end");
        }
    }
}

extern "C" DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host_abi_version) {
    if (DAMKA_ABI_MAJOR_OF(host_abi_version) != DAMKA_ABI_VERSION_MAJOR) return nullptr;
    static const damka::sdk::detail::PluginTableList tables = [] {
        tables_built = true;
        std::vector<const VariantDef *> defs;
        for (const Builtin &b : kBuiltins) defs.push_back(&b.def);
        for (const StoredVariant &v : stored()) defs.push_back(&v.def);
        return damka::sdk::detail::PluginTableList("Damka draughts family", "1.0.0", defs);
    }();
    return &tables.plugin;
}
