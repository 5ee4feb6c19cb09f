// The variants of the events a server serves that no loaded plugin provides: `damka serve`
// warns of them at start, since their games cannot be replayed, drawn on a board or checked
// there (results are still entered, pages still shown).
#pragma once

#include "core/plugin_registry.hpp"

#include <string>
#include <vector>

namespace damka::server {

class EventView;
class FestivalHost;

struct UnloadedVariant {
    std::string section; // the festival section's name; "" for a single event
    std::string variant; // the event's variant id
};

// The event's variant when no plugin in `registry` provides it (none for a view without an
// event: `serve --new`).
std::vector<UnloadedVariant> unloaded_variants(const EventView &view, const PluginRegistry &registry);
// Every section of the festival whose variant no plugin in `registry` provides.
std::vector<UnloadedVariant> unloaded_variants(const FestivalHost &host, const PluginRegistry &registry);

} // namespace damka::server
