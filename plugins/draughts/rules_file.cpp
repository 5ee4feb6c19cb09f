// The rules-file reader (rules_file.hpp). Written out here rather than with an INI library:
// every refusal must name its line, which no INI reader at hand keeps for a value, and the
// plugin depends on the SDK alone (README.md).
#include "rules_file.hpp"

#include "variants.hpp"

#include <damka/sdk_utf8.hpp>

#include <algorithm>
#include <map>
#include <optional>

namespace damka::draughts {
namespace {

std::string_view trim(std::string_view s) {
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

bool valid_id(std::string_view id) {
    if (id.size() < 2 || id.size() > 40 || id.front() == '-' || id.back() == '-') return false;
    return std::all_of(id.begin(), id.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

template <class T>
struct Choice {
    const char *word;
    T value;
};

template <class T, size_t N>
T choose(std::string_view key, std::string_view value, const Choice<T> (&choices)[N], int line) {
    for (const Choice<T> &c : choices)
        if (value == c.word) return c.value;
    std::string known;
    for (size_t i = 0; i < N; ++i) known += (i ? (i + 1 == N ? " or " : ", ") : "") + std::string(choices[i].word);
    throw RulesFileError(line, "'" + std::string(key) + "' takes " + known + ", not '" + std::string(value) + "'");
}

bool yes_no(std::string_view key, std::string_view value, int line) {
    static constexpr Choice<bool> kYesNo[] = {{"yes", true}, {"no", false}};
    return choose(key, value, kYesNo, line);
}

int number(std::string_view key, std::string_view value, int least, int most, int line) {
    int n = 0;
    bool digits = !value.empty() && value.size() <= 6;
    for (char c : value) digits = digits && c >= '0' && c <= '9';
    if (digits)
        for (char c : value) n = n * 10 + (c - '0');
    if (!digits || n < least || n > most)
        throw RulesFileError(line,
                             "'" + std::string(key) + "' takes a whole number from " + std::to_string(least) + " to " +
                                 std::to_string(most) + ", not '" + std::string(value) + "'");
    return n;
}

// "Белые, чёрные" -> two non-empty names.
std::array<std::string, 2> pair_of(std::string_view key, std::string_view value, int line) {
    const size_t comma = value.find(',');
    const std::string_view a = trim(value.substr(0, comma)),
                           b = comma == std::string_view::npos ? std::string_view() : trim(value.substr(comma + 1));
    if (a.empty() || b.empty() || b.find(',') != std::string_view::npos)
        throw RulesFileError(
            line, "'" + std::string(key) + "' takes two names separated by a comma, not '" + std::string(value) + "'");
    return {std::string(a), std::string(b)};
}

constexpr Choice<KingRange> kKingRanges[] = {
    {"short", KingRange::Short}, {"flying", KingRange::Flying}, {"flying-lands-behind", KingRange::FlyingLandsBehind}};
constexpr Choice<Precedence> kPrecedences[] = {{"free", Precedence::Free},
                                               {"majority", Precedence::Majority},
                                               {"majority-then-kings", Precedence::MajorityThenKings},
                                               {"majority-then-king", Precedence::MajorityThenKing},
                                               {"italian", Precedence::Italian},
                                               {"king-first", Precedence::KingFirst},
                                               {"frisian-value", Precedence::FrisianValue}};
constexpr Choice<CapturePromotion> kPromotions[] = {{"continue-as-king", CapturePromotion::ContinueAsKing},
                                                    {"pass-as-man", CapturePromotion::PassAsMan},
                                                    {"ends-move", CapturePromotion::EndsMove}};
constexpr Choice<Goal> kGoals[] = {
    {"normal", Goal::Normal}, {"giveaway", Goal::Giveaway}, {"first-king", Goal::FirstKing}};
constexpr Choice<SquareNotation> kNotations[] = {{"algebraic", SquareNotation::Algebraic},
                                                 {"numeric", SquareNotation::Numeric},
                                                 {"numeric-from-bottom-right", SquareNotation::NumericFromBottomRight}};
constexpr Choice<Color> kColours[] = {{"white", Color::White}, {"black", Color::Black}};
constexpr Choice<bool> kCorners[] = {{"dark", true}, {"light", false}};
constexpr Choice<int> kBoards[] = {{"8", 8}, {"10", 10}, {"12", 12}};
constexpr Choice<char> kSeparators[] = {{"x", 'x'}, {":", ':'}, {"-", '-'}};
constexpr Choice<bool> kRulebooks[] = {{"fsr", true}, {"none", false}};

// The draw counters "draws.NAME = N" changes (draughts_rules.hpp DrawRules).
struct DrawCounter {
    const char *word;
    int DrawRules::*field;
};
constexpr DrawCounter kDrawCounters[] = {
    {"draws.repetitions", &DrawRules::repetitions},
    {"draws.kings-only-moves", &DrawRules::kings_only_moves},
    {"draws.three-kings-v-one", &DrawRules::three_kings_v_one},
    {"draws.two-kings-v-one", &DrawRules::two_kings_v_one},
    {"draws.balance-4-5", &DrawRules::balance_4_5},
    {"draws.balance-6-7", &DrawRules::balance_6_7},
    {"draws.lone-king-v-3", &DrawRules::lone_king_v_3},
    {"draws.lone-king-v-2", &DrawRules::lone_king_v_2},
};

// "draws = NAME": a governing body's draw rules (variants.hpp kDrawPresets).
void set_draws(FileVariant &v, std::string_view name, int line) {
    for (const DrawPreset &p : kDrawPresets)
        if (name == p.name) {
            v.draws = *p.rules;
            v.draws_body = p.rules->body;
            v.draws_kings_only_name = p.rules->kings_only_name;
            return;
        }
    std::string known;
    for (const DrawPreset &p : kDrawPresets) known += std::string(known.empty() ? "" : ", ") + p.name;
    throw RulesFileError(line, "'draws' takes " + known + ", not '" + std::string(name) + "'");
}

// One setting a line changes: its key, and what its value does to the variant (a value outside
// the setting's choices throws, naming the line).
struct Setting {
    const char *key;
    void (*apply)(FileVariant &v, std::string_view key, std::string_view value, int line);
};
using K = std::string_view;
constexpr Setting kSettings[] = {
    {"base", [](FileVariant &, K, K, int) {}}, // read first, by read_rules_file
    {"name", [](FileVariant &v, K, K val, int) { v.name = val; }},
    {"sides", [](FileVariant &v, K k, K val, int n) { v.sides = pair_of(k, val, n); }},
    {"board", [](FileVariant &v, K k, K val, int n) { v.rules.size = choose(k, val, kBoards, n); }},
    {"a1", [](FileVariant &v, K k, K val, int n) { v.rules.a1_dark = choose(k, val, kCorners, n); }},
    {"notation", [](FileVariant &v, K k, K val, int n) { v.rules.notation = choose(k, val, kNotations, n); }},
    {"capture-separator",
     [](FileVariant &v, K k, K val, int n) { v.rules.capture_separator = choose(k, val, kSeparators, n); }},
    {"rows", [](FileVariant &v, K k, K val, int n) { v.rules.rows_of_men = number(k, val, 1, 5, n); }},
    {"first", [](FileVariant &v, K k, K val, int n) { v.rules.first = choose(k, val, kColours, n); }},
    {"men-capture-backward",
     [](FileVariant &v, K k, K val, int n) { v.rules.men_capture_backward = yes_no(k, val, n); }},
    {"men-capture-kings", [](FileVariant &v, K k, K val, int n) { v.rules.men_capture_kings = yes_no(k, val, n); }},
    {"orthogonal-captures", [](FileVariant &v, K k, K val, int n) { v.rules.orthogonal_captures = yes_no(k, val, n); }},
    {"king", [](FileVariant &v, K k, K val, int n) { v.rules.king_range = choose(k, val, kKingRanges, n); }},
    {"precedence", [](FileVariant &v, K k, K val, int n) { v.rules.precedence = choose(k, val, kPrecedences, n); }},
    {"promotion",
     [](FileVariant &v, K k, K val, int n) { v.rules.capture_promotion = choose(k, val, kPromotions, n); }},
    {"remove-at-once", [](FileVariant &v, K k, K val, int n) { v.rules.remove_at_once = yes_no(k, val, n); }},
    {"king-halts-after-king",
     [](FileVariant &v, K k, K val, int n) { v.rules.king_halts_after_king = yes_no(k, val, n); }},
    {"same-king-moves", [](FileVariant &v, K k, K val, int n) { v.rules.same_king_moves = number(k, val, 0, 99, n); }},
    {"goal", [](FileVariant &v, K k, K val, int n) { v.rules.goal = choose(k, val, kGoals, n); }},
    {"gametype", [](FileVariant &v, K k, K val, int n) { v.pdn_gametype = uint32_t(number(k, val, 0, 65535, n)); }},
    {"rulebook", [](FileVariant &v, K k, K val, int n) { v.fsr_rulebook = choose(k, val, kRulebooks, n); }},
    {"draws", [](FileVariant &v, K, K val, int n) { set_draws(v, val, n); }},
    {"draws.body", [](FileVariant &v, K, K val, int) { v.draws_body = val; }},
    {"draws.kings-only-name", [](FileVariant &v, K, K val, int) { v.draws_kings_only_name = val; }},
    {"draws.repetition-by-next-move",
     [](FileVariant &v, K k, K val, int n) { v.draws.repetition_by_next_move = yes_no(k, val, n); }},
    {"draws.king-v-king", [](FileVariant &v, K k, K val, int n) { v.draws.king_v_king = yes_no(k, val, n); }},
};

// One section's lines, in order, before they are applied to its base.
struct Line {
    int number;
    std::string key, value;
};
struct Section {
    std::string id;
    int line;
    std::vector<Line> lines;
};

const Setting *setting(std::string_view key) {
    for (const Setting &x : kSettings)
        if (key == x.key) return &x;
    return nullptr;
}
const DrawCounter *draw_counter(std::string_view key) {
    for (const DrawCounter &c : kDrawCounters)
        if (key == c.word) return &c;
    return nullptr;
}
// "name.ru", "sides.ru", "pieces.ru": a name in a language (names_for reads the language).
constexpr std::string_view kNamePrefixes[] = {"name.", "sides.", "pieces."};
bool names_key(std::string_view key) {
    for (std::string_view prefix : kNamePrefixes)
        if (key.substr(0, prefix.size()) == prefix) return true;
    return false;
}
bool known_key(std::string_view key) { return setting(key) || draw_counter(key) || names_key(key); }

std::vector<Section> sections_of(std::string_view text) {
    std::vector<Section> out;
    int number = 0;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3); // a byte order mark
    while (!text.empty()) {
        ++number;
        const size_t end = text.find('\n');
        std::string_view raw = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        // Names go to the host as UTF-8 (plugin_api.h): a malformed one would have it refuse the
        // whole library, built-in variants and all.
        if (!sdk::valid_utf8(raw)) throw RulesFileError(number, "the line is not UTF-8 text");
        const std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#' || line.front() == ';') continue;
        if (line.front() == '[') {
            if (line.back() != ']')
                throw RulesFileError(number, "a section line is '[id]', not '" + std::string(line) + "'");
            const std::string_view id = trim(line.substr(1, line.size() - 2));
            if (!valid_id(id))
                throw RulesFileError(number,
                                     "a variant id is 2 to 40 lower-case letters, digits and inner hyphens, not '" +
                                         std::string(id) + "'");
            out.push_back({std::string(id), number, {}});
            continue;
        }
        const size_t eq = line.find('=');
        if (eq == std::string_view::npos)
            throw RulesFileError(number, "a setting is 'key = value', not '" + std::string(line) + "'");
        if (out.empty()) throw RulesFileError(number, "a setting before the first '[id]' line belongs to no variant");
        const std::string key(trim(line.substr(0, eq)));
        // A comment may follow a value after " #".
        std::string_view value = trim(line.substr(eq + 1));
        if (const size_t hash = value.find(" #"); hash != std::string_view::npos) value = trim(value.substr(0, hash));
        if (!known_key(key))
            throw RulesFileError(number, "no setting '" + key + "' (plugins/draughts/README.md lists them)");
        if (value.empty()) throw RulesFileError(number, "'" + key + "' has no value");
        for (const Line &l : out.back().lines)
            if (l.key == key)
                throw RulesFileError(number, "'" + key + "' is set twice, also on line " + std::to_string(l.number));
        out.back().lines.push_back({number, key, std::string(value)});
    }
    return out;
}

// The line that sets `key` in the section, 0 when none does.
int line_of(const Section &s, std::string_view key) {
    for (const Line &l : s.lines)
        if (l.key == key) return l.number;
    return 0;
}

FileNames &names_for(FileVariant &v, std::string_view language, int line) {
    if (language.size() != 2 ||
        !std::all_of(language.begin(), language.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
        throw RulesFileError(
            line, "a language is a two-letter lower-case code (ISO 639-1), not '" + std::string(language) + "'");
    if (language == "en") throw RulesFileError(line, "English names are 'name' and 'sides' without a language");
    for (FileNames &n : v.names)
        if (n.language == language) return n;
    v.names.push_back({std::string(language), {}, {}, {}});
    return v.names.back();
}

// A section applied to its base: each line a change, checked.
FileVariant variant_of(const Section &s, const BaseVariant &base) {
    FileVariant v;
    v.id = s.id;
    v.line = s.line;
    v.rules = *base.rules;
    v.draws = *base.draws;
    v.draws_body = base.draws_body;
    v.draws_kings_only_name = base.draws_kings_only_name;
    v.fsr_rulebook = false; // a federation's rulebook is named, never inherited
    for (const Line &l : s.lines) {
        if (const Setting *x = setting(l.key)) {
            x->apply(v, l.key, l.value, l.number);
        } else if (const DrawCounter *c = draw_counter(l.key)) {
            v.draws.*c->field = number(l.key, l.value, 0, 999, l.number);
        } else { // a names key (known_key let nothing else through)
            const std::string_view k = l.key;
            const size_t dot = k.find('.');
            FileNames &names = names_for(v, k.substr(dot + 1), l.number);
            const std::string_view what = k.substr(0, dot);
            if (what == "name")
                names.name = l.value;
            else if (what == "sides")
                names.sides = pair_of(k, l.value, l.number);
            else
                names.pieces = pair_of(k, l.value, l.number);
        }
    }
    // A changed count renames its rule in claims ("25 king moves"), unless the file names it.
    if (line_of(s, "draws.kings-only-moves") && !line_of(s, "draws.kings-only-name"))
        v.draws_kings_only_name = std::to_string(v.draws.kings_only_moves) + " king moves";
    // The later lines may not undo an earlier line's meaning: "draws = fmjd" then a counter
    // applies in file order, so a preset after a counter resets it — refused as unclear.
    if (const int preset = line_of(s, "draws"); preset)
        for (const Line &l : s.lines)
            if (l.key.substr(0, 6) == "draws." && l.number < preset)
                throw RulesFileError(l.number,
                                     "'" + l.key + "' comes before 'draws' (line " + std::to_string(preset) +
                                         "), which would undo it: put 'draws' first");
    if (v.name.empty()) throw RulesFileError(s.line, "variant '" + v.id + "' has no 'name'");
    const Color first = v.rules.first;
    if (v.sides[0].empty()) // "sides" not given: White and Black in the order they move
        v.sides = first == Color::White ? std::array<std::string, 2>{"White", "Black"}
                                        : std::array<std::string, 2>{"Black", "White"};
    for (FileNames &names : v.names) {
        if (names.name.empty())
            throw RulesFileError(s.line,
                                 "variant '" + v.id + "' names its sides or pieces in '" + names.language +
                                     "' but has no 'name." + names.language + "'");
        if (names.sides[0].empty() && names.language == "ru")
            names.sides = first == Color::White ? std::array<std::string, 2>{"белые", "чёрные"}
                                                : std::array<std::string, 2>{"чёрные", "белые"};
        if (names.sides[0].empty()) names.sides = v.sides;
        if (names.pieces[0].empty() && names.language == "ru") names.pieces = {"простая", "дамка"};
    }
    // Settings that contradict each other or the board (checked on the line that set them last).
    const Rules &r = v.rules;
    if (2 * r.rows_of_men > r.size - 2)
        throw RulesFileError(line_of(s, "rows")        ? line_of(s, "rows")
                                 : line_of(s, "board") ? line_of(s, "board")
                                                       : s.line,
                             std::to_string(r.rows_of_men) + " rows of men each leave no empty row between them on a " +
                                 std::to_string(r.size) + "x" + std::to_string(r.size) + " board");
    if (r.king_halts_after_king && r.king_range != KingRange::Flying)
        throw RulesFileError(line_of(s, "king-halts-after-king") ? line_of(s, "king-halts-after-king")
                                                                 : line_of(s, "king"),
                             "'king-halts-after-king' needs 'king = flying'");
    return v;
}

} // namespace

std::vector<FileVariant> read_rules_file(std::string_view text, const FindBase &find_base,
                                         const std::function<bool(std::string_view id)> &taken) {
    std::vector<FileVariant> out;
    for (const Section &s : sections_of(text)) {
        if (taken(s.id)) throw RulesFileError(s.line, "variant id '" + s.id + "' is already taken");
        for (const FileVariant &earlier : out)
            if (earlier.id == s.id)
                throw RulesFileError(
                    s.line, "variant id '" + s.id + "' is defined twice, also on line " + std::to_string(earlier.line));
        const auto base_line =
            std::find_if(s.lines.begin(), s.lines.end(), [](const Line &l) { return l.key == "base"; });
        if (base_line == s.lines.end())
            throw RulesFileError(s.line, "variant '" + s.id + "' has no 'base' (the variant whose rules it changes)");
        std::optional<BaseVariant> base; // an earlier section of this file, or what find_base knows
        for (const FileVariant &earlier : out)
            if (earlier.id == base_line->value)
                base = BaseVariant{&earlier.rules, &earlier.draws, earlier.draws_body, earlier.draws_kings_only_name};
        if (!base) base = find_base(base_line->value);
        if (!base) throw RulesFileError(base_line->number, "no variant '" + base_line->value + "' to base it on");
        FileVariant v = variant_of(s, *base);
        v.rules.draws = nullptr; // plugin.cpp points it at the stored copy of `draws`
        out.push_back(std::move(v));
    }
    if (out.empty()) throw RulesFileError(1, "the file defines no variant (no '[id]' line)");
    return out;
}

} // namespace damka::draughts
