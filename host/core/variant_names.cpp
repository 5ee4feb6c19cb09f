#include "variant_names.hpp"

#include "plugin_registry.hpp"

#include <mutex>
#include <optional>
#include <vector>

namespace damka {

// damka_core uses no Qt (host/README.md: plugin-api and Boost headers only), so the check of
// RFC 3629 is written here; the layers with Qt have QStringDecoder.
namespace {

// A name the plugin gave, if it is one: non-empty, well-formed UTF-8 (else the English stands).
const char *usable(const char *text) { return text && *text && valid_utf8(text) ? text : nullptr; }

// The plugin's names in `lang`, or nullptr ("damka.names/1", read as far as its struct_size goes).
const damka_language_names *names_in(const Variant &v, std::string_view lang) {
    const auto *ext = static_cast<const damka_names_ext *>(v.extension(DAMKA_EXT_NAMES));
    if (!ext || !DAMKA_HAS_FIELD(ext, damka_names_ext, languages) || !ext->languages) return nullptr;
    for (uint32_t i = 0; i < ext->count; ++i) {
        const damka_language_names *l = ext->languages[i];
        if (l && DAMKA_HAS_FIELD(l, damka_language_names, pieces) && l->language && lang == l->language) return l;
    }
    return nullptr;
}

std::mutex &catalogue_lock() {
    static auto *m = new std::mutex();
    return *m;
}
std::vector<Variant> &catalogue() {
    static auto *all = new std::vector<Variant>();
    return *all;
}

} // namespace

std::vector<Variant::Names> Variant::names() const {
    std::vector<Names> out;
    const auto *ext = static_cast<const damka_names_ext *>(extension(DAMKA_EXT_NAMES));
    if (!ext || !DAMKA_HAS_FIELD(ext, damka_names_ext, languages) || !ext->languages) return out;
    const auto text = [](const char *s) { return s ? std::string(s) : std::string(); };
    for (uint32_t i = 0; i < ext->count; ++i) {
        const damka_language_names *l = ext->languages[i];
        if (!l || !DAMKA_HAS_FIELD(l, damka_language_names, pieces)) continue;
        Names n{text(l->language), text(l->name), {text(l->sides[0]), text(l->sides[1])}, {}};
        for (uint32_t k = 0; l->pieces && k < l->piece_count; ++k)
            n.pieces.emplace_back(text(l->pieces[k].label), text(l->pieces[k].name));
        out.push_back(std::move(n));
    }
    return out;
}

std::string Variant::name(std::string_view lang) const {
    const damka_language_names *l = names_in(*this, lang);
    const char *given = l ? usable(l->name) : nullptr;
    return given ? given : name();
}

std::string Variant::side_name(int side, std::string_view lang) const {
    const damka_language_names *l = names_in(*this, lang);
    const char *given = l ? usable(l->sides[side & 1]) : nullptr;
    return given ? given : side_name(side);
}

std::string Variant::piece_name(const std::string &label, std::string_view lang) const {
    const damka_language_names *l = names_in(*this, lang);
    for (uint32_t k = 0; l && l->pieces && k < l->piece_count; ++k)
        if (l->pieces[k].label && label == l->pieces[k].label)
            if (const char *given = usable(l->pieces[k].name)) return given;
    return label;
}

namespace loaded_variants {

void remember(const Variant &variant) {
    const std::lock_guard<std::mutex> hold(catalogue_lock());
    for (Variant &v : catalogue())
        if (v.id() == variant.id()) {
            v = variant;
            return;
        }
    catalogue().push_back(variant);
}

std::optional<Variant> find(const std::string &id) {
    // A layer asking before any registry has loaded (a report printed from an event file, a page
    // rendered first): the plugins of the default search path, loaded once, as a command would.
    static std::once_flag defaults;
    std::call_once(defaults, [] {
        PluginRegistry registry; // its variants are remembered; the libraries stay loaded
        registry.load_default();
    });
    const std::lock_guard<std::mutex> hold(catalogue_lock());
    for (const Variant &v : catalogue())
        if (v.id() == id) return v;
    for (const Variant &v : catalogue())
        if (v.answers_to(id)) return v;
    return std::nullopt;
}

std::string name(const std::string &id, std::string_view lang) {
    const std::optional<Variant> v = find(id);
    return v ? v->name(lang) : id;
}

std::string side_name(const std::string &id, int side, const std::string &english, std::string_view lang) {
    const std::optional<Variant> v = find(id);
    return v ? v->side_name(side, lang) : english;
}

} // namespace loaded_variants
} // namespace damka
