// A variant's name in the printouts' language. A plugin names its variant in English only
// (ABI 1.2 carries one name); the variants this project ships are named in every language of
// translations/ (context "Variant", the id as the source text); any other shows its id.
#pragma once

#include "i18n.hpp"

#include <string>

namespace damka::reports {

// "russian" -> "russian" in English (the id, as the printouts always showed it), «русские шашки» in Russian.
std::string variant_label(const std::string &id, Language lang);

} // namespace damka::reports
