// The variant ids and PDN GameType numbers the loaded plugins take (`damka variants --ids`):
// what a plugin author checks a new variant against, read from the plugins themselves rather
// than from a list kept by hand. Plain C++, no Qt.
#pragma once

#include "plugin_registry.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace damka {

// PDN GameType numbers a third-party plugin takes for a variant PDN 3.0 has no number for
// (plugin-api/README.md "PDN GameType numbers"): above PDN 3.0's own (0-50; "51..: future
// expansion"), Damka's built-in plugins' (60-89) and lidraughts' (96-99), far enough above
// them that neither the standard nor those programs are likely to reach it.
constexpr uint32_t kThirdPartyGameTypeFirst = 1000;
constexpr uint32_t kThirdPartyGameTypeLast = 1999;

// One id a loaded plugin takes: a variant's id, or a former id it still accepts
// ("damka.aliases/1"; `former_id_of` then names the variant).
struct TakenVariantId {
    std::string id;
    uint32_t pdn_gametype = 0; // 0: none
    std::string plugin_file;
    std::string former_id_of; // "" for the variant's own id
};

// Every id the loaded plugins take, sorted by id.
std::vector<TakenVariantId> taken_variant_ids(const PluginRegistry &registry);

// A PDN GameType number other than 0 that several loaded variants declare: a PDN file with it
// is replayed as the first of them (host/pdn/pdn_variant.cpp), so the others cannot be read
// from PDN without --variant.
struct SharedGameType {
    uint32_t number = 0;
    std::vector<std::string> ids; // in loading order
};
std::vector<SharedGameType> shared_gametypes(const PluginRegistry &registry);

} // namespace damka
