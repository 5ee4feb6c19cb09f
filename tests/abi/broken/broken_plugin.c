/* Deliberately broken plugins, written in plain C against plugin_api.h. One source, one
 * BROKEN_* define per library (tests/abi/CMakeLists.txt); the registry must refuse each one
 * with a clear reason and keep loading the others. */
#include <damka/plugin_api.h>

#include <stddef.h>

static damka_game *create(const damka_variant *v, const char *setup, const damka_sink *e) {
    (void)v;
    (void)setup;
    (void)e;
    return NULL;
}
static void destroy(damka_game *g) { (void)g; }
static damka_game *clone_game(const damka_game *g) {
    (void)g;
    return NULL;
}
static int32_t position(const damka_game *g, const damka_sink *o) {
    (void)g;
    (void)o;
    return 0;
}
static int32_t side(const damka_game *g) {
    (void)g;
    return 0;
}
static int32_t moves(const damka_game *g, damka_move_fn f, void *c) {
    (void)g;
    (void)f;
    (void)c;
    return 0;
}
static int32_t play(damka_game *g, const char *m, damka_move_fn f, void *c, const damka_sink *r) {
    (void)g;
    (void)m;
    (void)f;
    (void)c;
    (void)r;
    return DAMKA_ERR_ILLEGAL;
}
static int32_t status(const damka_game *g, damka_status *o, const damka_sink *w) {
    (void)g;
    (void)o;
    (void)w;
    return 0;
}
static int32_t result_of(const damka_game *g, int32_t h, int32_t s, damka_status *o, const damka_sink *r) {
    (void)g;
    (void)h;
    (void)s;
    (void)o;
    (void)r;
    return DAMKA_ERR_REFUSED;
}
static int32_t claims(const damka_game *g, damka_claim_fn f, void *c) {
    (void)g;
    (void)f;
    (void)c;
    return 0;
}
static int32_t board(const damka_game *g, const damka_sink *o) {
    (void)g;
    (void)o;
    return 0;
}
static const void *extension(const damka_variant *v, const char *id) {
    (void)v;
    (void)id;
    return NULL;
}
static int32_t last_error(const damka_game *g, const damka_sink *o) {
    (void)g;
    (void)o;
    return 0;
}

#ifndef BROKEN_VARIANT_ID
#define BROKEN_VARIANT_ID "broken-variant"
#endif

static const damka_variant variant = {
#ifdef BROKEN_SMALL_VARIANT
    16,
#else
    sizeof(damka_variant),
#endif
    BROKEN_VARIANT_ID,
    "Broken test variant",
    {"White", "Black"},
    "none",
    8,
    8,
    0,
    0,
    create,
    destroy,
    clone_game,
    position,
    side,
    moves,
#ifdef BROKEN_MISSING_FUNCTION
    NULL,
#else
    play,
#endif
    status,
    result_of,
    claims,
    board,
    extension,
    last_error};

#if defined(BROKEN_NULL_VARIANT)
static const damka_variant *const variants[] = {NULL};
#elif defined(BROKEN_TWICE_IN_ONE_LIBRARY)
static const damka_variant *const variants[] = {&variant, &variant};
#else
static const damka_variant *const variants[] = {&variant};
#endif

#ifndef BROKEN_ABI_VERSION
#define BROKEN_ABI_VERSION DAMKA_ABI_VERSION
#endif

static const damka_plugin plugin = {sizeof(damka_plugin),
                                    BROKEN_ABI_VERSION,
                                    "Broken test plugin",
                                    "0.0.1",
                                    sizeof variants / sizeof variants[0],
                                    variants};

#ifdef BROKEN_NO_ENTRY
DAMKA_EXPORT const damka_plugin *some_other_symbol(uint32_t host);
DAMKA_EXPORT const damka_plugin *some_other_symbol(uint32_t host) {
    (void)host;
    return &plugin;
}
#else
DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host);
DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host) {
#if defined(BROKEN_REFUSES_HOST)
    (void)host;
    return NULL;
#elif defined(BROKEN_NULL_VARIANT) || defined(BROKEN_WRONG_ABI)
    (void)host;
    return &plugin;
#else
    return DAMKA_ABI_MAJOR_OF(host) == DAMKA_ABI_VERSION_MAJOR ? &plugin : NULL;
#endif
}
#endif
