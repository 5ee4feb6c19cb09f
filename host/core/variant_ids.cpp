#include "variant_ids.hpp"

#include <algorithm>
#include <map>

namespace damka {

std::vector<TakenVariantId> taken_variant_ids(const PluginRegistry &registry) {
    std::vector<TakenVariantId> ids;
    for (const Variant &v : registry.variants()) {
        ids.push_back({v.id(), v.pdn_gametype(), v.plugin_file(), {}});
        for (const std::string &alias : v.aliases()) ids.push_back({alias, v.pdn_gametype(), v.plugin_file(), v.id()});
    }
    std::sort(ids.begin(), ids.end(), [](const TakenVariantId &a, const TakenVariantId &b) { return a.id < b.id; });
    return ids;
}

std::vector<SharedGameType> shared_gametypes(const PluginRegistry &registry) {
    std::map<uint32_t, std::vector<std::string>> by_number;
    for (const Variant &v : registry.variants())
        if (v.pdn_gametype() != 0) by_number[v.pdn_gametype()].push_back(v.id());
    std::vector<SharedGameType> shared;
    for (auto &[number, ids] : by_number)
        if (ids.size() > 1) shared.push_back({number, std::move(ids)});
    return shared;
}

} // namespace damka
