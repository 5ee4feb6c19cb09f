// Damka plugin SDK — header-only C++ helper compiled into the plugin (never into the host).
//
// A plugin author writes a class derived from damka::sdk::Game and a list of VariantDef;
// DAMKA_DEFINE_PLUGIN turns them into the C tables of plugin_api.h and exports the single
// entry symbol. Every exception thrown by plugin code is caught at the boundary and turned
// into a DAMKA_ERR_* code; its message is the reason, given to the call's error sink when it
// has one and kept for last_error (plugin_api.h "Errors"), never written to an output sink.
#ifndef DAMKA_SDK_HPP
#define DAMKA_SDK_HPP

#include "damka/plugin_api.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace damka::sdk {

// A refusal with a DAMKA_ERR_* code: throw it from play() or a factory.
struct Error : std::runtime_error {
    int32_t code;
    Error(int32_t c, const std::string &what) : std::runtime_error(what), code(c) {}
};
[[noreturn]] inline void invalid(const std::string &why) { throw Error(DAMKA_ERR_INVALID, why); }
[[noreturn]] inline void illegal(const std::string &why) { throw Error(DAMKA_ERR_ILLEGAL, why); }
[[noreturn]] inline void refused(const std::string &why) { throw Error(DAMKA_ERR_REFUSED, why); }

struct Move {
    std::string notation;
    int32_t from = -1;
    int32_t to = -1;
    std::vector<int32_t> path;
    std::vector<int32_t> captured;
    uint32_t flags = 0;
};

struct Status {
    int32_t outcome = DAMKA_ONGOING;
    int32_t winner = -1;
    int32_t points[2] = {0, 0};
    int32_t tiebreak[2] = {0, 0};
    std::string why;

    static Status win(int side, std::string why, int own_points = 1) {
        Status s;
        s.outcome = DAMKA_WIN;
        s.winner = side;
        s.points[side] = own_points;
        s.why = std::move(why);
        return s;
    }
    static Status draw(std::string why, int own_points = 1) {
        Status s;
        s.outcome = DAMKA_DRAW;
        s.points[0] = s.points[1] = own_points;
        s.why = std::move(why);
        return s;
    }
};

struct Claim {
    std::string rule;
    std::string text;
};

// One piece of a board given piece by piece ("damka.board-setup/1").
struct PlacedPiece {
    int square; // board index
    int side; // 0 or 1
    std::string label; // the variant's word, as in board_json ("man", "king")
};

// Leaf counts per root move, keyed by notation, for --divide.
using Divide = std::function<void(const std::string &notation, uint64_t nodes)>;

class Game;

// One set-up option: the clause as written ("phase limit: 200") and what it does.
struct VariantOption {
    const char *clause;
    const char *text;
};

// One variant: static metadata plus a factory. `create` gets "" for the start position and
// throws Error(DAMKA_ERR_INVALID, reason) for a set-up it refuses.
struct VariantDef {
    const char *id;
    const char *name;
    const char *sides[2];
    const char *notation;
    uint32_t board_width;
    uint32_t board_height;
    uint32_t pdn_gametype;
    uint32_t flags;
    std::unique_ptr<Game> (*create)(std::string_view setup);
    // Appended in ABI 1.1: the competition rulebook that governs the variant's games
    // ("damka.rulebook/1"); nullptr offers no such extension.
    const char *rulebook = nullptr;
    const char *rulebook_title = nullptr;
    // Appended in ABI 1.1: a game from pieces on the board ("damka.board-setup/1"); throws
    // Error(DAMKA_ERR_INVALID, reason) for a board it cannot represent. nullptr: not offered.
    std::unique_ptr<Game> (*from_pieces)(const std::vector<PlacedPiece> &pieces, int side_to_move) = nullptr;
    // Set-up options ("damka.options/1"): clauses of the position string, listed for the host;
    // an array ending with {nullptr, nullptr}. nullptr: none offered.
    const VariantOption *options = nullptr;
    // Former ids still accepted ("damka.aliases/1"): an array ending with nullptr. nullptr: none.
    const char *const *aliases = nullptr;
};

namespace detail {
struct GameAccess;
damka_game *c_create(const damka_variant *, const char *, const damka_sink *);
damka_game *c_create_from_pieces(const damka_variant *, const damka_placed_piece *, uint32_t, int32_t,
                                 const damka_sink *);
} // namespace detail

class Game {
public:
    virtual ~Game() = default;
    virtual std::unique_ptr<Game> clone() const = 0;
    virtual std::string position() const = 0;
    virtual int side_to_move() const = 0;
    virtual std::vector<Move> legal_moves() const = 0;
    // Plays a move in any accepted notation; throws Error (invalid/illegal) and then must
    // leave the game unchanged.
    virtual Move play(std::string_view notation) = 0;
    virtual Status status() const = 0;
    virtual std::string board_json() const = 0;
    virtual std::vector<Claim> draw_claims() const { return {}; }

    // Results of ending the game from outside the board. The default is the common draughts
    // convention: resignation or a fallen flag loses, agreement and double flag draw.
    // Variants with their own scoring or without draws override it.
    virtual Status result_of(int32_t how, int32_t side) const {
        switch (how) {
        case DAMKA_END_RESIGNATION: return Status::win(1 - side, "resignation");
        case DAMKA_END_TIME_FORFEIT: return Status::win(1 - side, "time forfeit");
        case DAMKA_END_AGREED_DRAW:
        case DAMKA_END_DOUBLE_FLAG:
        case DAMKA_END_CLAIMED_DRAW:
            if (variant() && (variant()->flags & DAMKA_VARIANT_NO_DRAWS))
                refused(std::string(variant()->id) + " has no draws: the arbiter must decide");
            return Status::draw(how == DAMKA_END_AGREED_DRAW       ? "draw by agreement"
                                    : how == DAMKA_END_DOUBLE_FLAG ? "both flags fell"
                                                                   : "draw claim upheld");
        default: invalid("unknown way of ending a game: " + std::to_string(how));
        }
    }

    // A result entered by hand (damka.entered_result/1): returns it with the tie-break points
    // the variant derives, or throws refused(reason) when no game can end so. The default is
    // the scale of a variant without its own points: 1:0, 0:1 or 1:1 (no 1:1 without draws).
    virtual Status check_entered(Status entered, bool with_tiebreak) const {
        const bool draw = entered.outcome == DAMKA_DRAW;
        if (draw && variant() && (variant()->flags & DAMKA_VARIANT_NO_DRAWS))
            refused(std::string(variant()->id) + " has no draws");
        const int w = draw ? 1 : entered.winner == 0 ? 1 : 0;
        const int b = draw ? 1 : entered.winner == 1 ? 1 : 0;
        if (entered.points[0] != w || entered.points[1] != b)
            refused("a game scores 1:0, 0:1 or 1:1 here, not " + std::to_string(entered.points[0]) + ":" +
                    std::to_string(entered.points[1]));
        (void)with_tiebreak;
        return entered;
    }

    // Perft. The default walks legal_moves()/play() on clones; fast plugins override it.
    // Without DAMKA_PERFT_KEEP_DUPLICATES two root-to-leaf captures with the same origin,
    // destination and set of captured squares count once.
    virtual uint64_t perft(uint32_t depth, uint32_t flags, const Divide *divide) const {
        if (depth == 0) return 1;
        uint64_t total = 0;
        for (const Move &m : distinct_moves(flags)) {
            auto next = clone();
            next->play(m.notation);
            const uint64_t n = next->perft(depth - 1, flags, nullptr);
            if (divide) (*divide)(m.notation, n);
            total += n;
        }
        return total;
    }

protected:
    // The variant this game was created for (set by the SDK; copied by clone()).
    const VariantDef *variant() const { return variant_; }

    std::vector<Move> distinct_moves(uint32_t flags) const {
        std::vector<Move> moves = legal_moves();
        if (flags & DAMKA_PERFT_KEEP_DUPLICATES) return moves;
        std::set<std::tuple<int32_t, int32_t, std::vector<int32_t>>> seen;
        std::vector<Move> out;
        for (Move &m : moves) {
            std::vector<int32_t> caps = m.captured;
            std::sort(caps.begin(), caps.end());
            if (seen.emplace(m.from, m.to, std::move(caps)).second) out.push_back(std::move(m));
        }
        return out;
    }

private:
    friend struct detail::GameAccess;
    friend damka_game *detail::c_create(const damka_variant *, const char *, const damka_sink *);
    friend damka_game *detail::c_create_from_pieces(const damka_variant *, const damka_placed_piece *, uint32_t,
                                                    int32_t, const damka_sink *);
    const VariantDef *variant_ = nullptr;
    // The reason of the last call on this game that failed, for damka_variant.last_error.
    mutable std::string last_error_;
};

// A minimal JSON writer for the board description (strings escaped, no nesting checks).
class Json {
public:
    Json &raw(std::string_view s) {
        out_ += s;
        return *this;
    }
    Json &str(std::string_view s) {
        out_ += '"';
        for (unsigned char c : s) {
            switch (c) {
            case '"': out_ += "\\\""; break;
            case '\\': out_ += "\\\\"; break;
            case '\n': out_ += "\\n"; break;
            case '\t': out_ += "\\t"; break;
            default:
                if (c < 0x20) {
                    static const char hex[] = "0123456789abcdef";
                    out_ += "\\u00";
                    out_ += hex[c >> 4];
                    out_ += hex[c & 15];
                } else {
                    out_ += static_cast<char>(c);
                }
            }
        }
        out_ += '"';
        return *this;
    }
    Json &num(long long v) {
        out_ += std::to_string(v);
        return *this;
    }
    Json &key(std::string_view k) {
        comma();
        str(k);
        out_ += ':';
        fresh_ = true;
        return *this;
    }
    Json &open_object() {
        comma();
        out_ += '{';
        fresh_ = true;
        return *this;
    }
    Json &close_object() {
        out_ += '}';
        fresh_ = false;
        return *this;
    }
    Json &open_array() {
        comma();
        out_ += '[';
        fresh_ = true;
        return *this;
    }
    Json &close_array() {
        out_ += ']';
        fresh_ = false;
        return *this;
    }
    Json &value(std::string_view s) {
        comma();
        str(s);
        fresh_ = false;
        return *this;
    }
    Json &value(long long v) {
        comma();
        num(v);
        fresh_ = false;
        return *this;
    }
    const std::string &text() const { return out_; }

private:
    void comma() {
        if (!fresh_ && !out_.empty()) out_ += ',';
        fresh_ = false;
    }
    std::string out_;
    bool fresh_ = true;
};

// One piece of a stack on the board description, bottom to top. `glyph` and `mark` are the
// ABI 1.3 drawing keys (README "Drawing keys"): "man" or "king", and at most 3 characters
// written on the piece; each is written only when not empty, so `{side, label}` stays valid.
struct BoardPiece {
    int side;
    std::string label;
    std::string glyph = {};
    std::string mark = {};
};
struct BoardSquare {
    int32_t index;
    std::string name;
    std::vector<BoardPiece> pieces;
};

// ABI 1.3 drawing keys (README "Drawing keys"): an area to shade, by square names.
struct BoardRegion {
    std::string kind; // a lower-case word: "zone", "life", "promotion"
    int side; // 0 or 1 whose area it is, -1 for neither
    std::vector<std::string> squares;
};
// Pieces of one kind off the board, `count` of them (at least 1).
struct TrayPiece {
    BoardPiece piece;
    int count = 1;
};
// A tray of pieces off the board, drawn on `side`'s edge.
struct BoardTray {
    int side; // whose tray it is
    std::string kind; // "reserve", "captured", "off" or "hand"
    std::vector<TrayPiece> pieces;
};
// What a diagram needs beyond squares and stacks: `cells` is one string per rank (y = 0
// first) of one character per file, 'd' dark, 'l' light, '-' no square, 'x' a square no piece
// may enter.
struct BoardDrawing {
    std::vector<std::string> cells;
    std::vector<BoardRegion> regions;
    std::vector<BoardTray> trays;
};

// `cells` from a function of (x, y) giving 'd', 'l', '-' or 'x'.
inline std::vector<std::string> make_cells(uint32_t width, uint32_t height, const std::function<char(int, int)> &cell) {
    std::vector<std::string> cells(height, std::string(width, 'l'));
    for (uint32_t y = 0; y < height; ++y)
        for (uint32_t x = 0; x < width; ++x) cells[y][x] = cell(int(x), int(y));
    return cells;
}
// `cells` of a board coloured like a draughts or chess board, dark at x = 0, y = 0 (a1); a
// square for which `on_board` says false is '-' (no square). A half turn keeps every square's
// colour on a square board, so both players have a dark near-left corner.
inline std::vector<std::string> chequered_cells(uint32_t width, uint32_t height,
                                                const std::function<bool(int, int)> &on_board = {}) {
    return make_cells(width, height, [&](int x, int y) {
        if (on_board && !on_board(x, y)) return '-';
        return (x + y) % 2 == 0 ? 'd' : 'l';
    });
}

// A piece object's keys (write them inside an open object): side, label, and glyph and mark
// when set. For plugins that write their board description with Json themselves.
inline void write_piece_keys(Json &j, const BoardPiece &p) {
    j.key("side").value(p.side);
    j.key("label").value(p.label);
    if (!p.glyph.empty()) j.key("glyph").value(p.glyph);
    if (!p.mark.empty()) j.key("mark").value(p.mark);
}

// The drawing keys "cells", "regions" and "trays" (README "Drawing keys"), written as keys of
// the open board object. For plugins that write their board description with Json themselves.
inline void write_drawing_keys(Json &j, const BoardDrawing &d) {
    j.key("cells").open_array();
    for (const std::string &row : d.cells) j.value(row);
    j.close_array();
    j.key("regions").open_array();
    for (const BoardRegion &r : d.regions) {
        j.open_object();
        j.key("kind").value(r.kind);
        j.key("side").value(r.side);
        j.key("squares").open_array();
        for (const std::string &name : r.squares) j.value(name);
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.key("trays").open_array();
    for (const BoardTray &t : d.trays) {
        j.open_object();
        j.key("side").value(t.side);
        j.key("kind").value(t.kind);
        j.key("pieces").open_array();
        for (const TrayPiece &p : t.pieces) {
            j.open_object();
            write_piece_keys(j, p.piece);
            j.key("count").value(p.count);
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
}

namespace detail {
inline std::string board_json(uint32_t width, uint32_t height, int side_to_move,
                              const std::vector<BoardSquare> &squares, const BoardDrawing *drawing,
                              std::string_view phase, const std::function<void(Json &)> &extra_keys) {
    Json j;
    j.open_object();
    j.key("width").value(static_cast<long long>(width));
    j.key("height").value(static_cast<long long>(height));
    j.key("side_to_move").value(side_to_move);
    if (!phase.empty()) j.key("phase").value(phase);
    if (extra_keys) extra_keys(j);
    if (drawing) write_drawing_keys(j, *drawing);
    j.key("squares").open_array();
    for (const BoardSquare &sq : squares) {
        j.open_object();
        j.key("index").value(sq.index);
        j.key("name").value(sq.name);
        j.key("pieces").open_array();
        for (const BoardPiece &p : sq.pieces) {
            j.open_object();
            write_piece_keys(j, p);
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.close_object();
    return j.text();
}
} // namespace detail

// The board description of plugin-api/README.md ("Board description"). `extra_keys`, when
// given, writes the variant's own keys (README: readers ignore keys they do not know) into the
// object before "squares". This form writes no "cells", "regions" or "trays": the form below
// with a BoardDrawing does (ABI 1.3, README "Drawing keys").
inline std::string board_json(uint32_t width, uint32_t height, int side_to_move,
                              const std::vector<BoardSquare> &squares, std::string_view phase = {},
                              const std::function<void(Json &)> &extra_keys = {}) {
    return detail::board_json(width, height, side_to_move, squares, nullptr, phase, extra_keys);
}
// The board description with the drawing keys of ABI 1.3: `drawing`'s cells, regions and
// trays; give every piece its `glyph` (and a `mark` where pieces differ by more than man and
// king).
inline std::string board_json(uint32_t width, uint32_t height, int side_to_move,
                              const std::vector<BoardSquare> &squares, const BoardDrawing &drawing,
                              std::string_view phase = {}, const std::function<void(Json &)> &extra_keys = {}) {
    return detail::board_json(width, height, side_to_move, squares, &drawing, phase, extra_keys);
}

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

    void link() {
        uint32_t count = 0;
        for (const VariantOption *o = def->options; o && o->clause && count < kMaxOptions; ++o, ++count) {
            option_items[count] = {sizeof(damka_variant_option), o->clause, o->text ? o->text : ""};
            option_pointers[count] = &option_items[count];
        }
        options = {sizeof(damka_options_ext), count, option_pointers};
        uint32_t n = 0;
        while (def->aliases && def->aliases[n]) ++n;
        aliases = {sizeof(damka_aliases_ext), n, def->aliases};
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

} // namespace detail
} // namespace damka::sdk

// Defines the plugin's single exported entry point from a static array of VariantDef.
#define DAMKA_DEFINE_PLUGIN(NAME, VERSION, DEFS)                                                                       \
    extern "C" DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host_abi_version) {                        \
        if (DAMKA_ABI_MAJOR_OF(host_abi_version) != DAMKA_ABI_VERSION_MAJOR) return nullptr;                           \
        static const ::damka::sdk::detail::PluginTables tables(NAME, VERSION, DEFS);                                   \
        return &tables.plugin;                                                                                         \
    }

#endif // DAMKA_SDK_HPP
