// Helpers shared by the tests of one plugin library: every test goes through the C ABI
// (damka_core), exactly as the host uses the plugin.
#pragma once

#include "core/plugin_registry.hpp"

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

namespace damka::testing {

// A variant of the plugin library `file` in the build's plugin folder (loaded once per file).
inline const damka::Variant &plugin_variant(const std::string &file, const std::string &id) {
    // Never destroyed (games refer to the plugins to the end of the run), and reachable, so
    // LeakSanitizer does not count it.
    static auto *registries = new std::map<std::string, damka::PluginRegistry *>;
    damka::PluginRegistry *&r = (*registries)[file];
    if (!r) {
        r = new damka::PluginRegistry;
        r->load_file(std::string(DAMKA_TEST_PLUGIN_DIR) + "/" + file);
    }
    const damka::Variant *v = r->find(id);
    if (!v) throw std::runtime_error("variant " + id + " is not loaded from " DAMKA_TEST_PLUGIN_DIR "/" + file);
    return *v;
}

inline damka::Game new_game(const damka::Variant &v, std::string_view setup = {}) {
    damka::Expected<damka::Game> g = v.new_game(setup);
    if (!g) throw std::runtime_error("set-up refused: " + g.error());
    return std::move(g).value();
}

inline std::set<std::string> notations(const damka::Game &g) {
    std::set<std::string> n;
    for (const damka::MoveRecord &m : g.legal_moves()) n.insert(m.notation);
    return n;
}

inline damka::MoveRecord play(damka::Game &g, std::string_view move) {
    damka::Expected<damka::MoveRecord> r = g.play(move);
    if (!r) throw std::runtime_error("move " + std::string(move) + " refused: " + r.error());
    return *r;
}

} // namespace damka::testing
