/*
 * Damka variant plugin ABI — the stable C contract between the `damka` host and a
 * shared library that provides one or more game variants.
 *
 * Read the plugin author's guide first: plugin-api/README.md in the source, installed as
 * /usr/share/doc/damka/plugin-guide.md (PREFIX/share/doc/damka/plugin-guide.md), next to the
 * example plugin to copy from (example/ there: frogs.cpp and its CMakeLists.txt). The short form:
 *  - Plain C across the boundary: fixed-width integers, UTF-8 `const char*`, opaque handles,
 *    function-pointer tables. No C++ types, no exceptions, no allocator crossing.
 *  - One exported symbol, DAMKA_ENTRY_SYMBOL, declared below (damka_plugin_entry) so that a
 *    plugin whose definition has another signature does not compile. The host passes its ABI
 *    version; the plugin returns its table or NULL (refusal).
 *  - Every table starts with `struct_size`. Tables only ever grow at the end; the host reads a
 *    field only when `offsetof(field) + sizeof(field) <= struct_size` (OBS). A change that
 *    cannot be expressed by appending gets a new entry symbol (`damka_plugin_entry_v2`).
 *  - Optional capabilities are looked up by versioned string id ("damka.perft/1").
 *
 * Ownership in one line: everything the plugin hands out by pointer is plugin-owned and
 * lives as stated at the field; everything the host hands in is host-owned and lives for
 * the duration of the call; bulk output goes through host-provided callbacks (sinks).
 *
 * Conventions (ABI 1.2), said once here; each function then names the ones it follows.
 *
 * Returns. A call that can fail says so by its return value, in one of three shapes:
 *   [status] int32_t: DAMKA_OK (0) on success, else a positive DAMKA_ERR_* code;
 *   [count]  int32_t: a value >= 0 on success (a count, a side), else -DAMKA_ERR_* (negative);
 *   [handle] a pointer: non-NULL on success, NULL on failure.
 * The host checks every return value. Outputs (sinks named `out` or `why`, structs named `out`,
 * callbacks) carry data only when the call succeeds: the host discards them after a failure.
 *
 * Errors. The reason for a failure is text for an arbiter ("c3:e5 is not legal: ..."). It goes
 * to the call's error sink when the call has one (`error`, `reason`), never to an output sink;
 * a failed call on a game also keeps it for damka_variant.last_error (ABI 1.2), which is how the
 * host learns the reason of a call without an error sink. (Plugins built with the SDK of ABI 1.0
 * and 1.1 wrote it into the output sink of position() and board(): hosts drop that text.)
 *
 * Callbacks and sinks. A callback (sink write, damka_move_fn, damka_claim_fn, damka_divide_fn)
 * is called only during the call it was passed to, on that call's thread, never later. Every
 * string and pointer it receives is owned by the caller and valid only during that callback:
 * copy what you keep. A callback must not call back into the game the call is about (not even
 * a const function: the plugin is in the middle of using it); it may use other games and read
 * any table.
 *
 * Threads. Tables (plugin, variant, extension tables) are immutable: any thread may read them
 * at any time. [any thread]: a function without a game. [game's thread]: a call on a game,
 * made by one thread at a time for that game; different games share no mutable state, so
 * different games may be used on different threads at once.
 */
#ifndef DAMKA_PLUGIN_API_H
#define DAMKA_PLUGIN_API_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Versioning ------------------------------------------------------------------------ */

/* Major version: bumped only together with a new entry symbol name. */
#define DAMKA_ABI_VERSION_MAJOR 1u
/* Minor version: bumped when fields are appended to a table or a constant is added. */
/* 1.1: the "damka.rulebook/1" and "damka.board-setup/1" extensions.
 * 1.2: the declared entry point, damka_variant.last_error, damka_perft_ext.count, and the
 *      conventions above (no error text in an output sink).
 * 1.3: the drawing keys of the board description (plugin-guide.md "Drawing keys"): "cells",
 *      a piece's "glyph" and "mark", "regions", "trays". Nothing in a table changed: a 1.3
 *      plugin writes them, a host draws a 1.0-1.2 plugin's board with generic discs.
 * 1.4: the "damka.names/1" extension (the variant's, its sides' and its pieces' names per
 *      language). No table changed: a host asks for it by id, and a plugin without it is named
 *      in English (the table's own `name` and `sides`, the labels of board()).
 * 1.5: the optional export damka_plugin_search_path: the folders the host loads plugins from,
 *      given before the entry point, so that a plugin can read its own files there (the
 *      draughts family's rules files). No table changed. */
#define DAMKA_ABI_VERSION_MINOR 5u
#define DAMKA_ABI_VERSION ((DAMKA_ABI_VERSION_MAJOR << 16) | DAMKA_ABI_VERSION_MINOR)
#define DAMKA_ABI_MAJOR_OF(v) ((uint32_t)(v) >> 16)

/* The one symbol a plugin exports. */
#define DAMKA_ENTRY_SYMBOL "damka_plugin_entry"

#if defined(_WIN32)
#define DAMKA_EXPORT __declspec(dllexport)
#else
#define DAMKA_EXPORT __attribute__((visibility("default")))
#endif

/* Does a table of `struct_size` bytes contain `field`?  The host uses this before every
 * read of a field added after version 1.0. */
#define DAMKA_HAS_FIELD(ptr, type, field) ((ptr)->struct_size >= offsetof(type, field) + sizeof(((type *)0)->field))

/* ---- Status codes (returned by every fallible call: see "Returns" above) ---------------- */

enum {
    DAMKA_OK = 0,
    DAMKA_ERR_INVALID = 1, /* malformed input: a move or set-up that does not parse */
    DAMKA_ERR_ILLEGAL = 2, /* well-formed but not allowed by the rules now */
    DAMKA_ERR_REFUSED = 3, /* the variant's rules have no such thing (e.g. no draws) */
    DAMKA_ERR_UNSUPPORTED = 4, /* the plugin does not implement this request */
    DAMKA_ERR_INTERNAL = 5 /* a bug inside the plugin, caught at the boundary */
};

/* ---- Host-provided output callbacks ---------------------------------------------------- */

/* A text sink. The plugin calls `write` zero or more times during the call it was passed to;
 * the host concatenates the pieces. `data` is UTF-8, not NUL-terminated, plugin-owned and only
 * valid during the write call. A sink pointer may be NULL: then the plugin writes nothing.
 * `write` must not call back into the game of the call (see "Callbacks and sinks"). */
typedef struct damka_sink {
    void *ctx;
    void (*write)(void *ctx, const char *data, size_t size);
} damka_sink;

/* Move flags (damka_move.flags). */
enum {
    DAMKA_MOVE_CAPTURE = 1u << 0, /* takes one or more enemy pieces (or checkers of a tower) */
    DAMKA_MOVE_PROMOTION = 1u << 1, /* the moving piece is promoted by this move */
    DAMKA_MOVE_DEMOTION = 1u << 2, /* the moving piece loses a rank (e.g. adiukh 3.12) */
    DAMKA_MOVE_DROP = 1u << 3, /* a piece enters from a reserve (`from` is -1) */
    DAMKA_MOVE_TRANSFER = 1u << 4, /* part of a stack moves (column games) */
    DAMKA_MOVE_RETREAT = 1u << 5, /* a backward non-capturing move (ashtarashki 3.6) */
    DAMKA_MOVE_REMOVAL = 1u << 6, /* the moving piece leaves play (liquidation, finish row) */
    DAMKA_MOVE_PASS = 1u << 7 /* no piece moves */
};

/* A structured move record. Squares are board indices: index = y * width + x, where x = 0
 * is the leftmost file and y = 0 the nearest rank as seen by the first side listed in the
 * variant (sides[0]); -1 means "not on the board" (a reserve).
 * Every pointer is plugin-owned and valid only during the callback that receives the record:
 * the host copies what it keeps. */
typedef struct damka_move {
    uint32_t struct_size;
    uint32_t flags; /* DAMKA_MOVE_* */
    const char *notation; /* canonical notation, which play() also accepts */
    int32_t from; /* origin square, -1 for a drop */
    int32_t to; /* final square */
    const int32_t *path; /* every square the piece stands on, origin first, final last */
    uint32_t path_size;
    const int32_t *captured; /* squares of the pieces (or towers) taken, in capture order */
    uint32_t captured_size;
} damka_move;

/* Receives one move: `move` and everything it points to are valid during the callback only.
 * Must not call back into the game whose moves are listed or played. */
typedef void (*damka_move_fn)(void *ctx, const damka_move *move);

/* ---- Results --------------------------------------------------------------------------- */

enum {
    DAMKA_ONGOING = 0,
    DAMKA_WIN = 1, /* `winner` holds the side */
    DAMKA_DRAW = 2
};

/* How a game is being ended from outside the board (damka_variant.result_of). */
enum {
    DAMKA_END_RESIGNATION = 1, /* `side` resigns */
    DAMKA_END_TIME_FORFEIT = 2, /* `side`'s flag fell */
    DAMKA_END_AGREED_DRAW = 3, /* both sides agree to a draw */
    DAMKA_END_DOUBLE_FLAG = 4, /* both flags fell and the order is unknown */
    DAMKA_END_CLAIMED_DRAW = 5 /* a draw claim (see draw_claims) was upheld */
};

/* A game's state and result under the variant's own scoring.
 * `points` are the variant's own game points (Adiukh 17:7, Ashtarashki 2:0); a variant with
 * no own scale reports 1:0, 0:1 or 1:1 for a finished game. `tiebreak` are the variant's own
 * tie-break points (Ashtarashki balls, Adiukh 24-point score); zero when it has none.
 * Both are indexed by side and are meaningful only when `outcome != DAMKA_ONGOING`. */
typedef struct damka_status {
    uint32_t struct_size;
    int32_t outcome; /* DAMKA_ONGOING, DAMKA_WIN, DAMKA_DRAW */
    int32_t winner; /* 0 or 1 when outcome == DAMKA_WIN, else -1 */
    int32_t points[2];
    int32_t tiebreak[2];
} damka_status;

/* Receives one draw claim the player to move could make now: `rule` is a short citation
 * ("russian 1.4.2"), `text` says what the claim is. Both plugin-owned, valid during the callback
 * only. Must not call back into the game whose claims are listed. */
typedef void (*damka_claim_fn)(void *ctx, const char *rule, const char *text);

/* ---- The variant table ----------------------------------------------------------------- */

typedef struct damka_game damka_game; /* opaque, plugin-owned */
typedef struct damka_variant damka_variant;

/* Variant flags. */
enum {
    DAMKA_VARIANT_NO_DRAWS = 1u << 0 /* the rules know no draw (ashtarashki 4.5) */
};

/* Threading: a variant table is immutable and may be read from any thread. A game handle may
 * be used by one thread at a time; different handles are independent (they share no mutable
 * state), so different games may run on different threads at once. */
struct damka_variant {
    uint32_t struct_size;
    /* Strings: plugin-owned, static, valid while the library is loaded. UTF-8. */
    const char *id; /* stable id used by files and URLs: "russian", "adiukh" */
    const char *name; /* human name: "Russian draughts" */
    const char *sides[2]; /* side names in turn order of the start position: "White" */
    const char *notation; /* "algebraic", "numeric", or a variant-specific word: shown to
                           * readers only (plugin-guide.md "Notation"); square names come
                           * from board(), moves from legal_moves() */
    uint32_t board_width; /* board geometry, for square indices */
    uint32_t board_height;
    uint32_t pdn_gametype; /* PDN GameType number, 0 when PDN has none; a third-party
                            * variant without one in PDN 3.0 takes one from 1000-1999
                            * (plugin-guide.md "PDN GameType numbers"; `damka variants
                            * --ids` lists those in use) */
    uint32_t flags; /* DAMKA_VARIANT_* */

    /* Create a game from a position string (`setup` NULL or "" for the start position).
     * [handle]: NULL with the reason in `error` when the set-up is refused. `setup` is
     * host-owned, valid during the call; the game is plugin-owned until passed to destroy().
     * [any thread]. */
    damka_game *(*create)(const damka_variant *variant, const char *setup, const damka_sink *error);
    /* Free a game. NULL is allowed. Cannot fail. [game's thread]. */
    void (*destroy)(damka_game *game);
    /* An independent copy (same history). [handle]: NULL on failure (out of memory), the
     * reason kept for last_error(game). [game's thread]; the copy may then go to any thread. */
    damka_game *(*clone)(const damka_game *game);

    /* The position string: create(position) reproduces the position (not the history).
     * [status]: `out` receives the position only on success; the reason of a failure goes to
     * last_error(game), never to `out`. [game's thread]. */
    int32_t (*position)(const damka_game *game, const damka_sink *out);
    /* [count]: 0 or 1, the side to move (an index into `sides`), or -DAMKA_ERR_* with the
     * reason kept for last_error(game). [game's thread]. */
    int32_t (*side_to_move)(const damka_game *game);
    /* Calls `fn` once per legal move (every distinct capture path). [count]: the number of
     * moves, or -DAMKA_ERR_* with the reason kept for last_error(game). `fn` may be NULL (count
     * only). [game's thread]. */
    int32_t (*legal_moves)(const damka_game *game, damka_move_fn fn, void *ctx);
    /* Plays a move given in any notation the variant accepts. [status]: on success calls
     * `played` (may be NULL) once with the canonical record; otherwise leaves the game
     * unchanged, writes the reason to `reason` (and for last_error) and returns
     * DAMKA_ERR_INVALID or _ILLEGAL (_INTERNAL for a bug). `move` is host-owned, valid during
     * the call. [game's thread]. */
    int32_t (*play)(damka_game *game, const char *move, damka_move_fn played, void *ctx, const damka_sink *reason);
    /* The state on the board: ongoing, or the result of a finished game, with `why`
     * (may be NULL) saying what ended it ("Black has no legal move"). [status]: `out` (host-owned,
     * the host's struct_size) and `why` are outputs, written on success only; the reason of a
     * failure goes to last_error(game). [game's thread]. */
    int32_t (*status)(const damka_game *game, damka_status *out, const damka_sink *why);
    /* The result of ending the game by `how` (DAMKA_END_*) — `side` is the player concerned
     * for resignation and time forfeit. [status]: on success `out` holds the result and
     * `reason` says what it is ("resignation"); DAMKA_ERR_REFUSED with the reason in `reason`
     * when the variant's rules have no such result (a draw where draws do not exist),
     * DAMKA_ERR_INVALID for an unknown `how` or side. Does not change the game.
     * [game's thread]. */
    int32_t (*result_of)(const damka_game *game, int32_t how, int32_t side, damka_status *out,
                         const damka_sink *reason);
    /* Calls `fn` for each draw the player to move could claim now under the variant's rules
     * (repetition, move counters). [count]: how many, or -DAMKA_ERR_* with the reason kept for
     * last_error(game). `fn` may be NULL. [game's thread]. */
    int32_t (*draw_claims)(const damka_game *game, damka_claim_fn fn, void *ctx);
    /* A generic board description in JSON for diagrams (schema in plugin-guide.md; a plugin built
     * against 1.3 or later also writes its drawing keys). [status]: `out`
     * receives the JSON only on success; the reason of a failure goes to last_error(game).
     * [game's thread]. */
    int32_t (*board)(const damka_game *game, const damka_sink *out);
    /* An optional capability by versioned id, or NULL when not offered (not a failure). The
     * table returned is plugin-owned and static; `id` is host-owned, valid during the call.
     * [any thread]. */
    const void *(*extension)(const damka_variant *variant, const char *id);

    /* ---- Appended in ABI 1.2 (read only when DAMKA_HAS_FIELD holds) ---- */

    /* Writes to `out` the reason for the most recent call on `game` that failed (nothing when
     * none has), so that the host can explain a failure of a call without an error sink
     * (clone, position, side_to_move, legal_moves, draw_claims, board, status, perft). The host
     * calls it right after the failed call. [status]. [game's thread]. */
    int32_t (*last_error)(const damka_game *game, const damka_sink *out);
};

/* ---- Extensions ------------------------------------------------------------------------ */

/* "damka.perft/1": fast move-path enumeration. */
#define DAMKA_EXT_PERFT "damka.perft/1"
enum {
    /* Count every capture path; by default two captures with the same origin, destination
     * and set of captured pieces count once. */
    DAMKA_PERFT_KEEP_DUPLICATES = 1u << 0
};
/* Receives one root move's subtotal: `notation` is plugin-owned, valid during the callback only.
 * Must not call back into the game being counted. */
typedef void (*damka_divide_fn)(void *ctx, const char *notation, uint64_t nodes);
typedef struct damka_perft_ext {
    uint32_t struct_size;
    /* Leaf count at `depth` from the game's position. When `divide` is not NULL it is called
     * for every root move with that move's subtotal. Cannot say it failed: a failure returns 0,
     * which a host cannot tell from no leaves — hosts use `count` when the table has it.
     * [game's thread]. */
    uint64_t (*perft)(const damka_game *game, uint32_t depth, uint32_t flags, damka_divide_fn divide, void *ctx);

    /* ---- Appended in ABI 1.2 (read only when DAMKA_HAS_FIELD holds) ---- */

    /* As `perft`, able to fail. [status]: on success `*nodes` (host-owned) holds the leaf
     * count; on failure `*nodes` is 0, the reason goes to `error` (and for last_error), and
     * `divide` may already have been called for some root moves: the host drops those.
     * [game's thread]. */
    int32_t (*count)(const damka_game *game, uint32_t depth, uint32_t flags, damka_divide_fn divide, void *ctx,
                     uint64_t *nodes, const damka_sink *error);
} damka_perft_ext;

/* "damka.entered_result/1": a result the arbiter enters by hand, without a game record, checked
 * against what a game of the variant can score (Adiukh: points add up to 24, 13 or more wins,
 * 12:12 a draw; Ashtarashki: 1 or 2 points for the winner, no draws). */
#define DAMKA_EXT_ENTERED_RESULT "damka.entered_result/1"
typedef struct damka_entered_result_ext {
    uint32_t struct_size;
    /* `result` holds outcome, winner and points as entered, and tiebreak as entered when
     * `with_tiebreak` is 1 (else zero). [status]: DAMKA_OK and completes `result->tiebreak` with
     * what the variant derives from the points (Adiukh: the 24-point score is both); returns
     * DAMKA_ERR_REFUSED and writes the reason to `reason` when no game of the variant can end
     * so. `game` is any game of the variant: the rules decide, not its position. `result` is
     * the host's, read and written during the call only. [game's thread]. */
    int32_t (*check)(const damka_game *game, damka_status *result, int32_t with_tiebreak, const damka_sink *reason);
} damka_entered_result_ext;

/* "damka.rulebook/1" (ABI 1.1, optional): which competition rulebook governs a game of this
 * variant, so that the host's arbiter cites the rules of the game on the board. The host keeps
 * the rulebooks' article tables (arbiter/rulebook.cpp); a plugin only names one. Without the
 * extension (every plugin built against 1.0) the host cites general principles and says so.
 * The table and its strings are plugin-owned and static, valid while the library is loaded. */
#define DAMKA_EXT_RULEBOOK "damka.rulebook/1"
typedef struct damka_rulebook_ext {
    uint32_t struct_size;
    const char *id; /* the rulebook's id, also its citation prefix: "adiukh", "ashtarashki",
                        * "fsr" (the Russian draughts federation's rules); lower-case, no spaces */
    const char *title; /* its title for people, UTF-8 */
} damka_rulebook_ext;

/* "damka.board-setup/1" (ABI 1.1, optional): a game from pieces placed on the board, so that
 * the arbiter can go on from the position actually on the board after an irregular move that
 * stands (adiukh 8.8), which no position string of the host's making could say. */
#define DAMKA_EXT_BOARD_SETUP "damka.board-setup/1"
typedef struct damka_placed_piece {
    int32_t square; /* board index (as in damka_move) */
    int32_t side; /* 0 or 1 */
    const char *label; /* the variant's word, as board() prints it: "man", "king" */
} damka_placed_piece;
typedef struct damka_board_setup_ext {
    uint32_t struct_size;
    /* A new game with exactly these pieces (a square's pieces bottom to top, in array order)
     * and `side_to_move` to move. [handle]: NULL with the reason in `error` when the variant
     * cannot represent it. `pieces` and its labels are host-owned, valid during the call; the game is
     * plugin-owned until passed to destroy(). [any thread]. */
    damka_game *(*create_from_pieces)(const damka_variant *variant, const damka_placed_piece *pieces, uint32_t count,
                                      int32_t side_to_move, const damka_sink *error);
} damka_board_setup_ext;

/* "damka.options/1" (optional): the set-up options a variant offers, each a clause of its
 * position string ("phase limit: 200"). A set-up made of option clauses alone is the start
 * position under them, which is how an event plays every game of the variant with an option
 * the arbiter chose (a competition rule); the position string of such a game prints them. The
 * host lists them (`damka variants`) and passes them through; it knows no option's meaning.
 * Tables and strings are plugin-owned and static, valid while the library is loaded. */
#define DAMKA_EXT_OPTIONS "damka.options/1"
typedef struct damka_variant_option {
    uint32_t struct_size;
    const char *clause; /* the clause as a set-up writes it: "phase limit: 200" */
    const char *text; /* what it changes and where the rule comes from, for people, UTF-8 */
} damka_variant_option;
typedef struct damka_options_ext {
    uint32_t struct_size;
    uint32_t count;
    const damka_variant_option *const *options; /* count pointers */
} damka_options_ext;

/* "damka.aliases/1" (optional): former ids of the variant, which the host still accepts
 * wherever an id is read (stored events, `--variant`, `damka rules`), so that renaming a
 * variant loses nothing stored under its old id. An alias must not be another variant's id.
 * Tables and strings are plugin-owned and static. */
#define DAMKA_EXT_ALIASES "damka.aliases/1"
typedef struct damka_aliases_ext {
    uint32_t struct_size;
    uint32_t count;
    const char *const *ids; /* count ids, same form as damka_variant.id */
} damka_aliases_ext;

/* "damka.tiebreaks/1" (optional): the tie-breaks the variant's rules recommend for ranking an
 * event of it, first applied first (Ashtarashki 5.1: balls break ties), and the scoring they go
 * with. The host uses them where it chooses an event's rules itself (`damka demo`); an arbiter's
 * own --tiebreaks and --scoring always win. A code is one the host's --tiebreaks takes ("VTB":
 * the variant's tie-break points, damka_status.tiebreak; "BH-C1", "SB"): the host checks it as
 * it checks an arbiter's, and knows no variant's choice. Tables and strings are plugin-owned
 * and static, valid while the library is loaded. */
#define DAMKA_EXT_TIEBREAKS "damka.tiebreaks/1"
typedef struct damka_tiebreaks_ext {
    uint32_t struct_size;
    uint32_t count;
    const char *const *codes; /* count tie-break codes: "VTB", "BH-C1" */
    const char *scoring; /* a name --scoring takes: "variant" (the variant's own game points,
                          * damka_status.points); NULL or "" for the host's default */
} damka_tiebreaks_ext;

/* "damka.names/1" (ABI 1.4, optional): what a reader sees of the variant, in languages other
 * than the table's own English: the variant's name, the two sides' names and the pieces'
 * names by the label board() prints for them. The host shows the reader's language and falls
 * back to English (damka_variant.name and .sides, the label itself) for a language, a side or a
 * piece the plugin does not name. Every string is non-empty UTF-8; tables and strings are
 * plugin-owned and static, valid while the library is loaded. */
#define DAMKA_EXT_NAMES "damka.names/1"
typedef struct damka_piece_name {
    const char *label; /* a label board() prints: "man", "king", "M1" */
    const char *name; /* its name in the language: "простая" */
} damka_piece_name;
typedef struct damka_language_names {
    uint32_t struct_size;
    const char *language; /* a language code, ISO 639-1 lower case: "ru" */
    const char *name; /* the variant's name as it reads in a sentence: "русские шашки" */
    const char *sides[2]; /* the sides' names, as damka_variant.sides: "белые", "чёрные" */
    uint32_t piece_count;
    const damka_piece_name *pieces; /* piece_count names; pieces without one keep their label */
} damka_language_names;
typedef struct damka_names_ext {
    uint32_t struct_size;
    uint32_t count;
    const damka_language_names *const *languages; /* count pointers, one per language */
} damka_names_ext;

/* ---- The plugin table ------------------------------------------------------------------ */

typedef struct damka_plugin {
    uint32_t struct_size;
    uint32_t abi_version; /* DAMKA_ABI_VERSION the plugin was built against */
    const char *name; /* library name: "Damka draughts family" (static) */
    const char *version; /* plugin version: "1.0.0" (static) */
    uint32_t variant_count;
    const damka_variant *const *variants; /* static array of variant_count tables */
} damka_plugin;

/* The entry point. `host_abi_version` is the host's DAMKA_ABI_VERSION. [handle]: a plugin
 * returns its static table, or NULL to refuse a host whose major version it cannot serve.
 * Called once, from one thread, right after loading; the table lives until the library is
 * unloaded (the host never unloads a plugin while the process runs). */
typedef const damka_plugin *(*damka_plugin_entry_fn)(uint32_t host_abi_version);

/* The exported entry symbol itself (DAMKA_ENTRY_SYMBOL), declared as CLAP declares
 * `clap_entry` (ABI 1.2): a plugin's definition with any other signature is a compile error
 * ("conflicting types"), not a crash at load time. A plugin defines it once:
 *   DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host_abi_version) { ... } */
DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host_abi_version);

/* ---- The plugin path (ABI 1.5, optional) ------------------------------------------------ */

/* A host of ABI 1.5 or later looks this symbol up after loading a library and, when it is
 * exported, calls it once, before damka_plugin_entry: `path->folders` are the folders the host
 * searches for plugins, in its order of search (with the library's own folder when it was
 * loaded by its file name). A plugin may read its own files there (the
 * draughts family reads its rules files, plugins/draughts/README.md) and build its table from
 * them. A file it refuses goes to `path->problem` — its path and the reason, naming the line
 * ("line 7: 'king' takes short, flying or flying-lands-behind, not 'long'") — called only during
 * this call; the host lists it as it lists a plugin it refused. Older hosts never call it: the
 * plugin then serves what it has without files. Everything is host-owned, valid during the
 * call only. A second call (another registry in the same process) may be ignored: the table
 * the entry point returned stays as it was. */
#define DAMKA_SEARCH_PATH_SYMBOL "damka_plugin_search_path"
typedef void (*damka_problem_fn)(void *ctx, const char *file, const char *reason);
typedef struct damka_search_path {
    uint32_t struct_size;
    uint32_t folder_count;
    const char *const *folders; /* folder_count UTF-8 paths */
    void *ctx;
    damka_problem_fn problem; /* may be NULL: problems are then dropped */
} damka_search_path;
DAMKA_EXPORT void damka_plugin_search_path(const damka_search_path *path);

#ifdef __cplusplus
}
#endif

#endif /* DAMKA_PLUGIN_API_H */
