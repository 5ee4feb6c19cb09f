// A variant's name in the printouts' language, as its plugin gives it (ABI 1.4 "damka.names/1",
// host/core/variant_names.hpp): the plugin's English name in a language it does not list, the id
// when no plugin of that id is loaded, the id in English (as the printouts always showed it).
#pragma once

#include "i18n.hpp"

#include <string>

namespace damka::reports {

// "russian" -> "russian" in English, «русские шашки» in Russian (the draughts plugin's name).
std::string variant_label(const std::string &id, Language lang);

} // namespace damka::reports
