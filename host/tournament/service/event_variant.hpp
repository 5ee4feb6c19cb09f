// The variant an event plays, with the set-up options its arbiter chose (issue 33): every game
// of the event starts from the variant's start position under them.
#pragma once

#include "core/expected.hpp"
#include "core/plugin_registry.hpp"
#include "tournament/model/model.hpp"

#include <string>

namespace damka::tournament {

// Empty when `clauses` (option clauses of the variant's set-up, "; "-separated) name only options
// the variant offers ("damka.options/1") and its plugin accepts them; else the reason, naming
// the clause. An empty `clauses` is always right.
Message variant_options_problem(const Variant &variant, const std::string &clauses);

// The loaded variant `id`, or the error naming the variants that are loaded.
Expected<const Variant *> loaded_variant(const PluginRegistry &registry, const std::string &id);

// The event's variant (an id or a former id) with its options applied; the error says why not
// (an unknown variant, options its plugin refuses).
Expected<Variant> event_variant(const PluginRegistry &registry, const TournamentInfo &info);

} // namespace damka::tournament
