// Damka plugin SDK — the ABI adapter: turns a plugin's Game and VariantDef into the C tables of
// plugin_api.h and defines the entry symbol (DAMKA_DEFINE_PLUGIN). Every exception thrown by
// plugin code is caught here and turned into a DAMKA_ERR_* code; its message is the reason,
// given to the call's error sink when it has one and kept for last_error (plugin_api.h
// "Errors"), never written to an output sink. Header-only, compiled into the plugin;
// damka/sdk.hpp includes it.
#ifndef DAMKA_SDK_ADAPTER_HPP
#define DAMKA_SDK_ADAPTER_HPP

#include "damka/plugin_api.h"
#include "damka/sdk_game.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace damka::sdk {

namespace detail {

inline void write(const damka_sink *sink, std::string_view s) {
    if (sink && sink->write) sink->write(sink->ctx, s.data(), s.size());
}

inline Game *game_of(damka_game *g) { return reinterpret_cast<Game *>(g); }
inline const Game *game_of(const damka_game *g) { return reinterpret_cast<const Game *>(g); }
inline damka_game *handle_of(Game *g) { return reinterpret_cast<damka_game *>(g); }

struct GameAccess {
    static void set_variant(Game &g, const VariantDef *v) { g.variant_ = v; }
    static std::string &last_error(const Game &g) { return g.last_error_; }
};

// Runs `body`, turning any exception into a DAMKA_ERR_* code (plugin_api.h "Returns") and a
// reason (plugin_api.h "Errors"): written to `error` — the call's error sink, NULL for a call
// that has none — and kept in `game` (NULL for a call without one) for last_error.
template <class Body>
int32_t guarded(const damka_sink *error, const Game *game, Body &&body) {
    int32_t code = DAMKA_ERR_INTERNAL;
    const char *why = "internal plugin error";
    std::string owned;
    try {
        return body();
    } catch (const Error &e) {
        code = e.code;
        why = e.what();
        owned = why; // e dies at the end of the handler
    } catch (const std::exception &e) {
        owned = std::string("internal plugin error: ") + e.what();
    } catch (...) {
        owned = why;
    }
    try {
        write(error, owned);
        if (game) GameAccess::last_error(*game) = owned;
    } catch (...) { // out of memory while reporting: the code still says it failed
    }
    return code;
}

inline void emit(const Move &m, damka_move_fn fn, void *ctx) {
    damka_move c{};
    c.struct_size = sizeof(damka_move);
    c.flags = m.flags;
    c.notation = m.notation.c_str();
    c.from = m.from;
    c.to = m.to;
    c.path = m.path.data();
    c.path_size = static_cast<uint32_t>(m.path.size());
    c.captured = m.captured.data();
    c.captured_size = static_cast<uint32_t>(m.captured.size());
    fn(ctx, &c);
}

inline void fill(const Status &s, damka_status *out) {
    if (!out) return;
    // Write only what the host's struct has room for (it may be older than ours).
    damka_status full{};
    full.struct_size = out->struct_size;
    full.outcome = s.outcome;
    full.winner = s.outcome == DAMKA_WIN ? s.winner : -1;
    for (int i = 0; i < 2; ++i) {
        full.points[i] = s.points[i];
        full.tiebreak[i] = s.tiebreak[i];
    }
    const size_t n = out->struct_size < sizeof(full) ? out->struct_size : sizeof(full);
    std::memcpy(out, &full, n);
}

struct VariantAdapter {
    damka_variant table; // first member: a damka_variant* is a VariantAdapter*
    const VariantDef *def;
    damka_rulebook_ext rulebook; // "damka.rulebook/1", when def->rulebook is set
    // "damka.options/1" and "damka.aliases/1", when def->options / def->aliases are set; the
    // tables point into this adapter, so link() runs once it is at its final address.
    // Plain arrays keep the adapter standard-layout (the cast above); the SDK lists at most
    // kMaxOptions options of a variant.
    static constexpr uint32_t kMaxOptions = 16;
    damka_variant_option option_items[kMaxOptions];
    const damka_variant_option *option_pointers[kMaxOptions];
    damka_options_ext options;
    damka_aliases_ext aliases;
    damka_tiebreaks_ext tiebreaks; // "damka.tiebreaks/1", when def->tiebreaks or tiebreak_scoring is set
    // "damka.names/1", when def->names is set: at most kMaxLanguages languages.
    static constexpr uint32_t kMaxLanguages = 8;
    damka_language_names language_items[kMaxLanguages];
    const damka_language_names *language_pointers[kMaxLanguages];
    damka_names_ext names;

    void link() {
        uint32_t count = 0;
        for (const VariantOption *o = def->options; o && o->clause && count < kMaxOptions; ++o, ++count) {
            option_items[count] = {sizeof(damka_variant_option), o->clause, o->text ? o->text : ""};
            option_pointers[count] = &option_items[count];
        }
        options = {sizeof(damka_options_ext), count, option_pointers};
        aliases = {sizeof(damka_aliases_ext), size_of(def->aliases), def->aliases};
        tiebreaks = {sizeof(damka_tiebreaks_ext), size_of(def->tiebreaks), def->tiebreaks, def->tiebreak_scoring};
        uint32_t languages = 0;
        for (const LanguageNames *l = def->names; l && l->language && languages < kMaxLanguages; ++l, ++languages) {
            uint32_t pieces = 0;
            while (l->pieces && l->pieces[pieces].label) ++pieces;
            language_items[languages] = {sizeof(damka_language_names), l->language, l->name,
                                         {l->sides[0], l->sides[1]},   pieces,      l->pieces};
            language_pointers[languages] = &language_items[languages];
        }
        names = {sizeof(damka_names_ext), languages, language_pointers};
    }
    // The length of a list ending with nullptr (a nullptr list: 0).
    static uint32_t size_of(const char *const *list) {
        uint32_t n = 0;
        while (list && list[n]) ++n;
        return n;
    }
};

inline const VariantDef &def_of(const damka_variant *v) { return *reinterpret_cast<const VariantAdapter *>(v)->def; }

inline damka_game *c_create(const damka_variant *v, const char *setup, const damka_sink *error) {
    damka_game *made = nullptr;
    guarded(error, nullptr, [&] {
        std::unique_ptr<Game> g = def_of(v).create(setup ? std::string_view(setup) : std::string_view());
        if (!g) throw std::runtime_error("the variant's factory returned no game");
        GameAccess::set_variant(*g, &def_of(v));
        made = handle_of(g.release());
        return DAMKA_OK;
    });
    return made;
}
inline void c_destroy(damka_game *g) { delete game_of(g); }
inline damka_game *c_clone(const damka_game *g) {
    damka_game *made = nullptr;
    guarded(nullptr, game_of(g), [&] {
        std::unique_ptr<Game> copy = game_of(g)->clone();
        if (!copy) throw std::runtime_error("clone() returned no game");
        made = handle_of(copy.release());
        return DAMKA_OK;
    });
    return made;
}
// `out` is an output: only the finished position goes there, a failure to last_error.
inline int32_t c_position(const damka_game *g, const damka_sink *out) {
    return guarded(nullptr, game_of(g), [&] {
        write(out, game_of(g)->position());
        return DAMKA_OK;
    });
}
inline int32_t c_side_to_move(const damka_game *g) {
    int32_t side = -1;
    const int32_t rc = guarded(nullptr, game_of(g), [&] {
        side = game_of(g)->side_to_move();
        if (side != 0 && side != 1)
            throw std::runtime_error("side_to_move() is " + std::to_string(side) + ", not 0 or 1");
        return DAMKA_OK;
    });
    return rc == DAMKA_OK ? side : -rc;
}
inline int32_t c_legal_moves(const damka_game *g, damka_move_fn fn, void *ctx) {
    int32_t count = 0;
    const int32_t rc = guarded(nullptr, game_of(g), [&] {
        const std::vector<Move> moves = game_of(g)->legal_moves();
        if (fn)
            for (const Move &m : moves) emit(m, fn, ctx);
        count = static_cast<int32_t>(moves.size());
        return DAMKA_OK;
    });
    return rc == DAMKA_OK ? count : -rc;
}
inline int32_t c_play(damka_game *g, const char *text, damka_move_fn played, void *ctx, const damka_sink *reason) {
    return guarded(reason, game_of(g), [&] {
        if (!text) invalid("no move given");
        const Move m = game_of(g)->play(text);
        if (played) emit(m, played, ctx);
        return DAMKA_OK;
    });
}
// `out` and `why` are outputs: written on success only, a failure goes to last_error.
inline int32_t c_status(const damka_game *g, damka_status *out, const damka_sink *why) {
    return guarded(nullptr, game_of(g), [&] {
        const Status s = game_of(g)->status();
        fill(s, out);
        write(why, s.why);
        return DAMKA_OK;
    });
}
inline int32_t c_result_of(const damka_game *g, int32_t how, int32_t side, damka_status *out,
                           const damka_sink *reason) {
    return guarded(reason, game_of(g), [&] {
        if ((how == DAMKA_END_RESIGNATION || how == DAMKA_END_TIME_FORFEIT) && side != 0 && side != 1)
            invalid("side must be 0 or 1, not " + std::to_string(side));
        const Status s = game_of(g)->result_of(how, side);
        fill(s, out);
        write(reason, s.why);
        return DAMKA_OK;
    });
}
inline int32_t c_draw_claims(const damka_game *g, damka_claim_fn fn, void *ctx) {
    int32_t count = 0;
    const int32_t rc = guarded(nullptr, game_of(g), [&] {
        const std::vector<Claim> claims = game_of(g)->draw_claims();
        if (fn)
            for (const Claim &c : claims) fn(ctx, c.rule.c_str(), c.text.c_str());
        count = static_cast<int32_t>(claims.size());
        return DAMKA_OK;
    });
    return rc == DAMKA_OK ? count : -rc;
}
// `out` is an output: only the finished JSON goes there, a failure to last_error.
inline int32_t c_board(const damka_game *g, const damka_sink *out) {
    return guarded(nullptr, game_of(g), [&] {
        write(out, game_of(g)->board_json());
        return DAMKA_OK;
    });
}
// "damka.perft/1" `count` (ABI 1.2): the leaf count, or a code with the reason in `error`.
inline int32_t c_perft_count(const damka_game *g, uint32_t depth, uint32_t flags, damka_divide_fn divide, void *ctx,
                             uint64_t *nodes, const damka_sink *error) {
    if (nodes) *nodes = 0;
    return guarded(error, game_of(g), [&] {
        if (!nodes) invalid("no place for the leaf count");
        Divide d = [&](const std::string &n, uint64_t c) { divide(ctx, n.c_str(), c); };
        *nodes = game_of(g)->perft(depth, flags, divide ? &d : nullptr);
        return DAMKA_OK;
    });
}
// The 1.0 `perft`: a failure can only be 0 leaves (the reason kept for last_error).
inline uint64_t c_perft(const damka_game *g, uint32_t depth, uint32_t flags, damka_divide_fn divide, void *ctx) {
    uint64_t nodes = 0;
    c_perft_count(g, depth, flags, divide, ctx, &nodes, nullptr);
    return nodes;
}

inline const damka_perft_ext perft_ext = {sizeof(damka_perft_ext), &c_perft, &c_perft_count};

inline int32_t c_last_error(const damka_game *g, const damka_sink *out) {
    return guarded(nullptr, nullptr, [&] {
        if (g) write(out, GameAccess::last_error(*game_of(g)));
        return DAMKA_OK;
    });
}

inline int32_t c_check_entered(const damka_game *g, damka_status *result, int32_t with_tiebreak,
                               const damka_sink *reason) {
    return guarded(reason, game_of(g), [&] {
        if (!result) invalid("no result given");
        Status in;
        in.outcome = result->outcome;
        in.winner = result->outcome == DAMKA_WIN ? result->winner : -1;
        for (int i = 0; i < 2; ++i) {
            in.points[i] = result->points[i];
            in.tiebreak[i] = with_tiebreak ? result->tiebreak[i] : 0;
        }
        if (in.outcome != DAMKA_WIN && in.outcome != DAMKA_DRAW) invalid("an entered result is a win or a draw");
        if (in.outcome == DAMKA_WIN && in.winner != 0 && in.winner != 1) invalid("the winner is side 0 or 1");
        fill(game_of(g)->check_entered(in, with_tiebreak != 0), result);
        return DAMKA_OK;
    });
}

inline const damka_entered_result_ext entered_result_ext = {sizeof(damka_entered_result_ext), &c_check_entered};

inline damka_game *c_create_from_pieces(const damka_variant *v, const damka_placed_piece *pieces, uint32_t count,
                                        int32_t side_to_move, const damka_sink *error) {
    damka_game *made = nullptr;
    guarded(error, nullptr, [&] {
        std::vector<PlacedPiece> list;
        for (uint32_t i = 0; i < count; ++i)
            list.push_back({pieces[i].square, pieces[i].side, pieces[i].label ? pieces[i].label : ""});
        std::unique_ptr<Game> g = def_of(v).from_pieces(list, side_to_move);
        if (!g) throw std::runtime_error("the variant's from_pieces returned no game");
        GameAccess::set_variant(*g, &def_of(v));
        made = handle_of(g.release());
        return DAMKA_OK;
    });
    return made;
}
inline const damka_board_setup_ext board_setup_ext = {sizeof(damka_board_setup_ext), &c_create_from_pieces};

inline const void *c_extension(const damka_variant *v, const char *id) {
    if (id && std::strcmp(id, DAMKA_EXT_PERFT) == 0) return &perft_ext;
    if (id && std::strcmp(id, DAMKA_EXT_ENTERED_RESULT) == 0) return &entered_result_ext;
    if (id && v && std::strcmp(id, DAMKA_EXT_RULEBOOK) == 0 && def_of(v).rulebook)
        return &reinterpret_cast<const VariantAdapter *>(v)->rulebook;
    if (id && v && std::strcmp(id, DAMKA_EXT_BOARD_SETUP) == 0 && def_of(v).from_pieces) return &board_setup_ext;
    if (id && v && std::strcmp(id, DAMKA_EXT_OPTIONS) == 0 && def_of(v).options)
        return &reinterpret_cast<const VariantAdapter *>(v)->options;
    if (id && v && std::strcmp(id, DAMKA_EXT_ALIASES) == 0 && def_of(v).aliases)
        return &reinterpret_cast<const VariantAdapter *>(v)->aliases;
    if (id && v && std::strcmp(id, DAMKA_EXT_TIEBREAKS) == 0 && (def_of(v).tiebreaks || def_of(v).tiebreak_scoring))
        return &reinterpret_cast<const VariantAdapter *>(v)->tiebreaks;
    if (id && v && std::strcmp(id, DAMKA_EXT_NAMES) == 0 && def_of(v).names)
        return &reinterpret_cast<const VariantAdapter *>(v)->names;
    return nullptr;
}

inline VariantAdapter adapt(const VariantDef &d) {
    VariantAdapter a{};
    damka_variant &t = a.table;
    t.struct_size = sizeof(damka_variant);
    t.id = d.id;
    t.name = d.name;
    t.sides[0] = d.sides[0];
    t.sides[1] = d.sides[1];
    t.notation = d.notation;
    t.board_width = d.board_width;
    t.board_height = d.board_height;
    t.pdn_gametype = d.pdn_gametype;
    t.flags = d.flags;
    t.create = &c_create;
    t.destroy = &c_destroy;
    t.clone = &c_clone;
    t.position = &c_position;
    t.side_to_move = &c_side_to_move;
    t.legal_moves = &c_legal_moves;
    t.play = &c_play;
    t.status = &c_status;
    t.result_of = &c_result_of;
    t.draw_claims = &c_draw_claims;
    t.board = &c_board;
    t.extension = &c_extension;
    t.last_error = &c_last_error;
    a.def = &d;
    a.rulebook =
        damka_rulebook_ext{sizeof(damka_rulebook_ext), d.rulebook, d.rulebook_title ? d.rulebook_title : d.rulebook};
    return a;
}

// The plugin table built once from the definitions.
template <size_t N>
struct PluginTables {
    VariantAdapter adapters[N];
    const damka_variant *pointers[N];
    damka_plugin plugin;

    PluginTables(const char *name, const char *version, const VariantDef (&defs)[N]) {
        for (size_t i = 0; i < N; ++i) {
            adapters[i] = adapt(defs[i]);
            adapters[i].link();
            pointers[i] = &adapters[i].table;
        }
        plugin =
            damka_plugin{sizeof(damka_plugin), DAMKA_ABI_VERSION, name, version, static_cast<uint32_t>(N), pointers};
    }
};

// The plugin table built from definitions known only when the library loads (a plugin that
// reads files on the plugin path, ABI 1.5): the definitions must outlive the table.
struct PluginTableList {
    std::vector<VariantAdapter> adapters;
    std::vector<const damka_variant *> pointers;
    damka_plugin plugin;

    PluginTableList(const char *name, const char *version, const std::vector<const VariantDef *> &defs)
        : adapters(defs.size()) { // sized once: link() points the adapters into themselves
        for (size_t i = 0; i < defs.size(); ++i) {
            adapters[i] = adapt(*defs[i]);
            adapters[i].link();
            pointers.push_back(&adapters[i].table);
        }
        plugin =
            damka_plugin{sizeof(damka_plugin), DAMKA_ABI_VERSION, name, version, static_cast<uint32_t>(defs.size()),
                         pointers.data()};
    }
};

} // namespace detail
} // namespace damka::sdk

// Defines the plugin's single exported entry point from a static array of VariantDef.
#define DAMKA_DEFINE_PLUGIN(NAME, VERSION, DEFS)                                                                       \
    extern "C" DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host_abi_version) {                        \
        if (DAMKA_ABI_MAJOR_OF(host_abi_version) != DAMKA_ABI_VERSION_MAJOR) return nullptr;                           \
        static const ::damka::sdk::detail::PluginTables tables(NAME, VERSION, DEFS);                                   \
        return &tables.plugin;                                                                                         \
    }

#endif // DAMKA_SDK_ADAPTER_HPP
