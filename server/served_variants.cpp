#include "served_variants.hpp"

#include "event_view.hpp"
#include "festival_host.hpp"

namespace damka::server {

std::vector<UnloadedVariant> unloaded_variants(const EventView &view, const PluginRegistry &registry) {
    if (!view.has_event()) return {};
    const std::string &id = view.data().info.variant;
    if (registry.find(id)) return {};
    return {{{}, id}};
}

std::vector<UnloadedVariant> unloaded_variants(const FestivalHost &host, const PluginRegistry &registry) {
    std::vector<UnloadedVariant> missing;
    for (const auto &section : host.sections())
        if (section->view)
            for (UnloadedVariant &u : unloaded_variants(*section->view, registry))
                missing.push_back({section->slug.toStdString(), std::move(u.variant)});
    return missing;
}

} // namespace damka::server
