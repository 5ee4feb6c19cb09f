// The plugin conformance kit: checks every variant must pass, whatever its rules. They use
// only the ABI (through damka_core), so they run unchanged against third-party plugins.
#pragma once

#include "core/variant.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace damka::conformance {

struct Options {
    uint32_t seed = 20261122; // random games are reproducible
    int games = 6; // random games per check
    int max_plies = 400; // a random game longer than this must offer a draw claim
};

struct Check {
    const char *name;
    const char *what;
    // Runs the check with GoogleTest assertions.
    void (*run)(const Variant &variant, const Options &options);
};

const std::vector<Check> &checks();

} // namespace damka::conformance
