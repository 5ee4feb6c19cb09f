// What a reader sees of a variant in a language (ABI 1.4 "damka.names/1"): the Variant's names
// (variant.hpp: name(lang), side_name(side, lang), piece_name(label, lang)) and, for layers that
// hold only a variant's id (a report's "Variant: ..." line, a page's side names), the names of
// every variant the process has loaded. Plugins are loaded once and never unloaded, so their
// names are the process's, as the libraries are (plugin_registry.cpp `loaded_libraries`).
#pragma once

#include "variant.hpp"

#include <damka/sdk_utf8.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace damka {

// Is `text` well-formed UTF-8 (RFC 3629)? The SDK's check, shared with the plugins.
using sdk::valid_utf8;

namespace loaded_variants {

// Remembers a variant a registry loaded (the latest loaded under an id wins).
void remember(const Variant &variant);
// The variant loaded under `id` (or a former id of it), or nothing when no registry of this
// process has loaded one; the first call loads the default search path's plugins
// (PluginRegistry::load_default), so a layer that asks first still finds the installed ones.
std::optional<Variant> find(const std::string &id);
// The variant's name in `lang` ("ru"), else its English name; `id` itself when no plugin of
// that id is loaded.
std::string name(const std::string &id, std::string_view lang);
// A side's name (0 or 1) in `lang`, else English; `english` (the name a record carries) when no
// plugin of that id is loaded.
std::string side_name(const std::string &id, int side, const std::string &english, std::string_view lang);

} // namespace loaded_variants
} // namespace damka
