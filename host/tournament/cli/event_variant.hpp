// The variant an event plays, with the set-up options its arbiter chose (issue 33): every game
// of the event starts from the variant's start position under them.
#pragma once

#include "core/plugin_registry.hpp"
#include "tournament/model.hpp"

#include <optional>
#include <string>

namespace damka::cli {

// "" when `clauses` (option clauses of the variant's set-up, "; "-separated) name only options
// the variant offers ("damka.options/1") and its plugin accepts them; else the reason, naming
// the clause. An empty `clauses` is always right.
std::string variant_options_problem(const Variant &variant, const std::string &clauses);

// The event's variant (an id or a former id) with its options applied; nullopt after printing
// why (an unknown variant, options its plugin refuses).
std::optional<Variant> event_variant(const PluginRegistry &registry, const tournament::TournamentInfo &info);

} // namespace damka::cli
