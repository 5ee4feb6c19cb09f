// Loads the draughts plugin from the build's plugin folder and starts games by variant id.
#pragma once

#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace damka::draughts_test {

inline const PluginRegistry &registry() {
    static const PluginRegistry *r = [] {
        auto *reg = new PluginRegistry; // lives as long as the process (plugins never unload)
        reg->load_directory(DAMKA_TEST_PLUGIN_DIR);
        return reg;
    }();
    return *r;
}

inline const Variant &variant(const std::string &id) {
    const Variant *v = registry().find(id);
    if (!v) throw std::runtime_error("variant " + id + " is not loaded");
    return *v;
}

// A game from a PDN FEN (empty: the start position); fails the test when it is refused.
inline Game game(const std::string &id, const std::string &fen = {}) {
    Expected<Game> g = variant(id).new_game(fen);
    if (!g) throw std::runtime_error("set-up refused: " + g.error());
    return std::move(g).value();
}

inline std::set<std::string> notations(const Game &g) {
    std::set<std::string> out;
    for (const MoveRecord &m : g.legal_moves()) out.insert(m.notation);
    return out;
}

} // namespace damka::draughts_test
