#include "variant.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <tuple>

namespace damka {
namespace {

// A damka_sink that appends to a std::string.
struct StringSink {
    std::string text;
    damka_sink sink{this, [](void *ctx, const char *data, size_t size) {
                        static_cast<StringSink *>(ctx)->text.append(data, size);
                    }};
};

MoveRecord copy_move(const damka_move *m) {
    MoveRecord r;
    r.notation = m->notation ? m->notation : "";
    r.from = m->from;
    r.to = m->to;
    if (m->path) r.path.assign(m->path, m->path + m->path_size);
    if (m->captured) r.captured.assign(m->captured, m->captured + m->captured_size);
    r.flags = m->flags;
    return r;
}

void collect_move(void *ctx, const damka_move *m) {
    static_cast<std::vector<MoveRecord> *>(ctx)->push_back(copy_move(m));
}

GameResult copy_status(const damka_status &s, std::string why) {
    GameResult r;
    r.outcome = s.outcome;
    r.winner = s.winner;
    for (int i = 0; i < 2; ++i) {
        r.points[i] = s.points[i];
        r.tiebreak[i] = s.tiebreak[i];
    }
    r.why = std::move(why);
    return r;
}

std::string code_word(int32_t rc) {
    switch (rc) {
    case DAMKA_ERR_INVALID: return "invalid";
    case DAMKA_ERR_ILLEGAL: return "illegal";
    case DAMKA_ERR_REFUSED: return "refused";
    case DAMKA_ERR_UNSUPPORTED: return "unsupported";
    case DAMKA_ERR_INTERNAL: return "plugin error";
    default: return "error " + std::to_string(rc);
    }
}

// The plugin's reason for the last failed call on `handle` (damka_variant.last_error, ABI
// 1.2), or the code's word for a plugin built against 1.0/1.1, which has no such channel.
std::string reason_of(const damka_variant *table, const damka_game *handle, int32_t rc) {
    if (DAMKA_HAS_FIELD(table, damka_variant, last_error) && table->last_error) {
        StringSink why;
        if (table->last_error(handle, &why.sink) == DAMKA_OK && !why.text.empty()) return why.text;
    }
    return code_word(rc);
}

} // namespace

Variant::Variant(const damka_variant *table, std::string plugin_file, std::string plugin_name,
                 std::string plugin_version, uint32_t abi_version)
    : table_(table), plugin_file_(std::move(plugin_file)), plugin_name_(std::move(plugin_name)),
      plugin_version_(std::move(plugin_version)), abi_version_(abi_version) {}

Expected<Game> Variant::new_game(std::string_view setup) const {
    StringSink error;
    const std::string text = setup.empty() ? options_ : std::string(setup);
    damka_game *g = table_->create(table_, text.c_str(), &error.sink);
    if (!g) return Error{error.text.empty() ? std::string("the set-up was refused") : error.text};
    return Game(table_, g);
}

const void *Variant::extension(const char *id) const {
    return table_->extension ? table_->extension(table_, id) : nullptr;
}

namespace {
// The rulebook table, read only as far as the plugin's struct_size reaches (OBS-style).
const damka_rulebook_ext *rulebook_ext(const Variant &v) {
    const auto *ext = static_cast<const damka_rulebook_ext *>(v.extension(DAMKA_EXT_RULEBOOK));
    return ext && DAMKA_HAS_FIELD(ext, damka_rulebook_ext, id) && ext->id ? ext : nullptr;
}
} // namespace

std::string Variant::rulebook() const {
    const damka_rulebook_ext *ext = rulebook_ext(*this);
    return ext ? ext->id : "";
}

Expected<Game> Variant::from_pieces(const std::vector<PlacedPiece> &pieces, int side_to_move) const {
    const auto *ext = static_cast<const damka_board_setup_ext *>(extension(DAMKA_EXT_BOARD_SETUP));
    if (!ext || !DAMKA_HAS_FIELD(ext, damka_board_setup_ext, create_from_pieces) || !ext->create_from_pieces)
        return Error{id() + " cannot be set up from pieces (no damka.board-setup/1)"};
    std::vector<damka_placed_piece> c;
    for (const PlacedPiece &p : pieces) c.push_back({p.square, p.side, p.label.c_str()});
    StringSink error;
    damka_game *g = ext->create_from_pieces(table_, c.data(), uint32_t(c.size()), side_to_move, &error.sink);
    if (!g) return Error{error.text.empty() ? std::string("the board was refused") : error.text};
    return Game(table_, g);
}

std::vector<Variant::Option> Variant::options() const {
    const auto *ext = static_cast<const damka_options_ext *>(extension(DAMKA_EXT_OPTIONS));
    std::vector<Option> out;
    if (!ext || !DAMKA_HAS_FIELD(ext, damka_options_ext, options) || !ext->options) return out;
    for (uint32_t i = 0; i < ext->count; ++i) {
        const damka_variant_option *o = ext->options[i];
        if (!o || !DAMKA_HAS_FIELD(o, damka_variant_option, text) || !o->clause) continue;
        out.push_back({o->clause, o->text ? o->text : ""});
    }
    return out;
}

namespace {
// The non-empty strings of an extension's list of `count` (a NULL list: none).
std::vector<std::string> listed_strings(const char *const *list, uint32_t count) {
    std::vector<std::string> out;
    for (uint32_t i = 0; list && i < count; ++i)
        if (list[i] && *list[i]) out.emplace_back(list[i]);
    return out;
}
} // namespace

std::vector<std::string> Variant::aliases() const {
    const auto *ext = static_cast<const damka_aliases_ext *>(extension(DAMKA_EXT_ALIASES));
    if (!ext || !DAMKA_HAS_FIELD(ext, damka_aliases_ext, ids)) return {};
    return listed_strings(ext->ids, ext->count);
}

std::vector<std::string> Variant::recommended_tiebreaks() const {
    const auto *ext = static_cast<const damka_tiebreaks_ext *>(extension(DAMKA_EXT_TIEBREAKS));
    if (!ext || !DAMKA_HAS_FIELD(ext, damka_tiebreaks_ext, codes)) return {};
    return listed_strings(ext->codes, ext->count);
}

std::string Variant::recommended_scoring() const {
    const auto *ext = static_cast<const damka_tiebreaks_ext *>(extension(DAMKA_EXT_TIEBREAKS));
    return ext && DAMKA_HAS_FIELD(ext, damka_tiebreaks_ext, scoring) && ext->scoring ? ext->scoring : "";
}

bool Variant::answers_to(const std::string &id) const {
    if (id == this->id()) return true;
    for (const std::string &a : aliases())
        if (a == id) return true;
    return false;
}

Variant Variant::with_options(std::string clauses) const {
    Variant v = *this;
    v.options_ = std::move(clauses);
    return v;
}

std::string Variant::rulebook_title() const {
    const damka_rulebook_ext *ext = rulebook_ext(*this);
    return ext && DAMKA_HAS_FIELD(ext, damka_rulebook_ext, title) && ext->title ? ext->title : "";
}

Game::Game(const damka_variant *table, damka_game *handle) : table_(table), handle_(handle) {}
Game::Game(Game &&o) noexcept : table_(o.table_), handle_(o.handle_) { o.handle_ = nullptr; }
Game &Game::operator=(Game &&o) noexcept {
    if (this != &o) {
        if (handle_) table_->destroy(handle_);
        table_ = o.table_;
        handle_ = o.handle_;
        o.handle_ = nullptr;
    }
    return *this;
}
Game::~Game() {
    if (handle_) table_->destroy(handle_);
}

// Every return code is checked (plugin_api.h "Returns"): a failed call becomes this error,
// caught where a command's errors are (the CLI prints "damka: <id>: ..."), and its outputs
// are dropped — a 1.0/1.1 SDK plugin wrote its reason into the output sink.
void Game::fail(const char *what, int32_t rc) const {
    throw PluginFailure(std::string(table_->id) + ": the plugin failed to " + what + ": " +
                        reason_of(table_, handle_, rc));
}

Game Game::clone() const {
    damka_game *copy = table_->clone(handle_);
    if (!copy) fail("copy a game", DAMKA_ERR_INTERNAL);
    return Game(table_, copy);
}

std::string Game::position() const {
    StringSink out;
    if (const int32_t rc = table_->position(handle_, &out.sink); rc != DAMKA_OK) fail("write the position", rc);
    return out.text;
}

int Game::side_to_move() const {
    const int32_t side = table_->side_to_move(handle_);
    if (side < 0) fail("say whose turn it is", -side);
    if (side > 1) fail("say whose turn it is", DAMKA_ERR_INTERNAL); // not a side, not a code
    return side;
}

std::vector<MoveRecord> Game::legal_moves() const {
    std::vector<MoveRecord> moves;
    const int32_t n = table_->legal_moves(handle_, &collect_move, &moves);
    if (n < 0) fail("list the moves", -n);
    return moves;
}

Expected<MoveRecord> Game::play(std::string_view move) {
    StringSink reason;
    std::vector<MoveRecord> played;
    const std::string text(move);
    const int32_t rc = table_->play(handle_, text.c_str(), &collect_move, &played, &reason.sink);
    if (rc != DAMKA_OK) return Error{reason.text.empty() ? reason_of(table_, handle_, rc) : reason.text};
    if (played.empty()) return Error{"the plugin accepted the move but did not describe it"};
    return std::move(played.front());
}

GameResult Game::status() const {
    damka_status s{};
    s.struct_size = sizeof s;
    StringSink why;
    if (const int32_t rc = table_->status(handle_, &s, &why.sink); rc != DAMKA_OK) fail("say the game's state", rc);
    return copy_status(s, why.text);
}

Expected<GameResult> Game::result_of(int32_t how, int32_t side) const {
    damka_status s{};
    s.struct_size = sizeof s;
    StringSink reason;
    const int32_t rc = table_->result_of(handle_, how, side, &s, &reason.sink);
    if (rc != DAMKA_OK) return Error{reason.text.empty() ? reason_of(table_, handle_, rc) : reason.text};
    return copy_status(s, reason.text);
}

std::optional<Expected<GameResult>> Game::check_entered(const GameResult &entered, bool with_tiebreak) const {
    const auto *ext = table_->extension
        ? static_cast<const damka_entered_result_ext *>(table_->extension(table_, DAMKA_EXT_ENTERED_RESULT))
        : nullptr;
    if (!ext || !DAMKA_HAS_FIELD(ext, damka_entered_result_ext, check) || !ext->check) return std::nullopt;
    damka_status s{};
    s.struct_size = sizeof s;
    s.outcome = entered.outcome;
    s.winner = entered.winner;
    for (int i = 0; i < 2; ++i) {
        s.points[i] = entered.points[i];
        s.tiebreak[i] = with_tiebreak ? entered.tiebreak[i] : 0;
    }
    StringSink reason;
    const int32_t rc = ext->check(handle_, &s, with_tiebreak ? 1 : 0, &reason.sink);
    if (rc != DAMKA_OK)
        return Expected<GameResult>(Error{reason.text.empty() ? reason_of(table_, handle_, rc) : reason.text});
    return Expected<GameResult>(copy_status(s, reason.text));
}

std::vector<DrawClaim> Game::draw_claims() const {
    std::vector<DrawClaim> claims;
    const int32_t n = table_->draw_claims(
        handle_,
        [](void *ctx, const char *rule, const char *text) {
            static_cast<std::vector<DrawClaim> *>(ctx)->push_back({rule ? rule : "", text ? text : ""});
        },
        &claims);
    if (n < 0) fail("list the draw claims", -n);
    return claims;
}

std::string Game::board_json() const {
    StringSink out;
    if (const int32_t rc = table_->board(handle_, &out.sink); rc != DAMKA_OK) fail("describe the board", rc);
    return out.text;
}

uint64_t Game::perft(uint32_t depth, bool keep_duplicates, const DivideFn &divide) const {
    const auto *ext =
        table_->extension ? static_cast<const damka_perft_ext *>(table_->extension(table_, DAMKA_EXT_PERFT)) : nullptr;
    const uint32_t flags = keep_duplicates ? uint32_t(DAMKA_PERFT_KEEP_DUPLICATES) : 0u;
    const damka_divide_fn relay = [](void *ctx, const char *n, uint64_t c) {
        (*static_cast<const DivideFn *>(ctx))(n, c);
    };
    if (ext && DAMKA_HAS_FIELD(ext, damka_perft_ext, count) && ext->count) {
        // ABI 1.2: a perft that can fail. The root subtotals are held back until it succeeds
        // ("divide may already have been called for some root moves: the host drops those").
        std::vector<std::pair<std::string, uint64_t>> subtotals;
        const DivideFn keep = [&](const std::string &n, uint64_t c) { subtotals.emplace_back(n, c); };
        uint64_t nodes = 0;
        StringSink error;
        const int32_t rc = ext->count(handle_, depth, flags, divide ? relay : nullptr, const_cast<DivideFn *>(&keep),
                                      &nodes, &error.sink);
        if (rc != DAMKA_OK)
            throw PluginFailure(std::string(table_->id) + ": the plugin failed to count moves (perft): " +
                                (error.text.empty() ? reason_of(table_, handle_, rc) : error.text));
        for (const auto &[n, c] : subtotals) divide(n, c);
        return nodes;
    }
    if (ext && DAMKA_HAS_FIELD(ext, damka_perft_ext, perft) && ext->perft) // 1.0/1.1: cannot fail
        return ext->perft(handle_, depth, flags, divide ? relay : nullptr, const_cast<DivideFn *>(&divide));
    // Generic walk: the duplicate convention is applied at every node.
    if (depth == 0) return 1;
    std::set<std::tuple<int32_t, int32_t, std::vector<int32_t>>> seen;
    uint64_t total = 0;
    for (const MoveRecord &m : legal_moves()) {
        if (!keep_duplicates) {
            std::vector<int32_t> caps = m.captured;
            std::sort(caps.begin(), caps.end());
            if (!seen.emplace(m.from, m.to, std::move(caps)).second) continue;
        }
        Game next = clone();
        if (!next.play(m.notation))
            throw std::runtime_error(std::string(table_->id) + ": a listed move was refused: " + m.notation);
        const uint64_t n = next.perft(depth - 1, keep_duplicates);
        if (divide) divide(m.notation, n);
        total += n;
    }
    return total;
}

} // namespace damka
