#include "variant_names.hpp"

#include "core/variant_names.hpp"

namespace damka::reports {

std::string variant_label(const std::string &id, Language lang) {
    // English printouts keep the id, as they always showed it ("Variant: russian").
    if (lang == Language::English) return id;
    return loaded_variants::name(id, lang.code());
}

} // namespace damka::reports
