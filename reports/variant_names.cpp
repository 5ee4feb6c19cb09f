#include "variant_names.hpp"

namespace damka::reports {

namespace {

// The shipped variants' ids, marked for lupdate; translations/*.ts names each.
[[maybe_unused]] constexpr const char *kShippedVariants[] = {
    DAMKA_TRANSLATE_NOOP("Variant", "russian"),
    DAMKA_TRANSLATE_NOOP("Variant", "international"),
    DAMKA_TRANSLATE_NOOP("Variant", "brazilian"),
    DAMKA_TRANSLATE_NOOP("Variant", "canadian"),
    DAMKA_TRANSLATE_NOOP("Variant", "english"),
    DAMKA_TRANSLATE_NOOP("Variant", "pool"),
    DAMKA_TRANSLATE_NOOP("Variant", "giveaway-russian"),
    DAMKA_TRANSLATE_NOOP("Variant", "giveaway-international"),
    DAMKA_TRANSLATE_NOOP("Variant", "russian-column"),
    DAMKA_TRANSLATE_NOOP("Variant", "lasca"),
    DAMKA_TRANSLATE_NOOP("Variant", "adiukh"),
    DAMKA_TRANSLATE_NOOP("Variant", "ashtarashki"),
    DAMKA_TRANSLATE_NOOP("Variant", "tavreli"),
    DAMKA_TRANSLATE_NOOP("Variant", "focus"),
    DAMKA_TRANSLATE_NOOP("Variant", "focus-straight"),
    DAMKA_TRANSLATE_NOOP("Variant", "alpha"),
    DAMKA_TRANSLATE_NOOP("Variant", "gamma"),
    DAMKA_TRANSLATE_NOOP("Variant", "multiphase"),
};

} // namespace

std::string variant_label(const std::string &id, Language lang) { return Tr(lang).data("Variant", id); }

} // namespace damka::reports
