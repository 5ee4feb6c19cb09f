// `damka demo`: a complete Swiss of one variant run the way an arbiter would — an event file,
// players, rounds paired and published, every game played out with legal moves through the
// plugin and entered as a result with its PDN (so the host replays and checks it), then the
// final standings and crosstable (which `damka demo` prints and writes as HTML).
#pragma once

#include "core/expected.hpp"
#include "core/plugin_registry.hpp"

#include <QString>

#include <cstdint>
#include <functional>
#include <string>

namespace damka::tournament {

struct DemoOptions {
    std::string variant = "russian";
    int players = 11;
    int rounds = 5;
    QString out_dir = QStringLiteral("damka-demo");
    std::uint64_t seed = 2026;
    int max_plies = 300; // then the game ends by agreement (or resignation where draws do not exist)
};

// Runs the demo event in `options.out_dir` (the previous demo of the variant replaced);
// returns its database file. `say` receives a line per step and per game.
Expected<QString> run_demo(const PluginRegistry &registry, const DemoOptions &options,
                           const std::function<void(const std::string &)> &say);

} // namespace damka::tournament
