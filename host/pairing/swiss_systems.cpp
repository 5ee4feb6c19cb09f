// The table of the individual Swiss systems (swiss_systems.hpp): one row a system.
#include "swiss_systems.hpp"

#include "core/translatable.hpp"
#include "pairing.hpp"

#include <algorithm>

namespace damka::pairing {

namespace {

constexpr SwissSystemInfo kSystems[] = {
    {.system = SwissSystem::Dutch,
     .flag = "dutch",
     .flag_help = "Use the FIDE Dutch system (C.04.3).",
     .handbook = "C.04.3 Dutch",
     .short_name = "Dutch",
     .engine_name = DAMKA_TRANSLATE_NOOP("Round", "the Dutch system"),
     .trf_type = "Swiss system",
     .ett26 = "FIDE_DUTCH",
     .provisional_code = nullptr,
     .acceleration = true,
     .no_acceleration_reason = nullptr,
     .two_game_matches = false,
     .colour_limits = true,
     .last_round = LastRoundColours::SystemMayAllow,
     .pair = pair_dutch,
     .check = check_absolute},
    {.system = SwissSystem::Dubov,
     .flag = "dubov",
     .flag_help = "Use the FIDE Dubov system (C.04.4.1).",
     .handbook = "C.04.4.1 Dubov",
     .short_name = "Dubov",
     .engine_name = DAMKA_TRANSLATE_NOOP("Round", "the Dubov system"),
     .trf_type = "Swiss system, Dubov (FIDE C.04.4.1)",
     .ett26 = "FIDE_DUBOV",
     .provisional_code = nullptr,
     .acceleration = true,
     .no_acceleration_reason = nullptr,
     .two_game_matches = false,
     .colour_limits = true,
     .last_round = LastRoundColours::NoException, // C.04.4.1 [C3]
     .pair = pair_dubov,
     .check = check_absolute_dubov},
    {.system = SwissSystem::Burstein,
     .flag = "burstein",
     .flag_help = "Use the FIDE Burstein system (C.04.4.2).",
     .handbook = "C.04.4.2 Burstein",
     .short_name = "Burstein",
     .engine_name = DAMKA_TRANSLATE_NOOP("Round", "the Burstein system"),
     .trf_type = "Swiss system, Burstein (FIDE C.04.4.2)",
     .ett26 = "FIDE_BURSTEIN",
     .provisional_code = nullptr,
     .acceleration = true,
     .no_acceleration_reason = nullptr,
     .two_game_matches = false,
     .colour_limits = true,
     .last_round = LastRoundColours::NoException, // C.04.4.2 [C3]
     .pair = pair_burstein,
     .check = check_absolute_burstein},
    {.system = SwissSystem::Lim,
     .flag = "lim",
     .flag_help = "Use the FIDE Lim system (C.04.4.3).",
     .handbook = "C.04.4.3 Lim",
     .short_name = "Lim",
     .engine_name = DAMKA_TRANSLATE_NOOP("Round", "the Lim system"),
     .trf_type = "Swiss system, Lim (FIDE C.04.4.3)",
     .ett26 = nullptr, // ETT26 has no Lim code
     .provisional_code = "FIDE_LIM",
     // Lim pairs around the Median Score-group (2.2) and its text knows no virtual points.
     .acceleration = false,
     .no_acceleration_reason = DAMKA_TRANSLATE_NOOP("Event",
                                                    "acceleration: the Lim system (FIDE C.04.4.3) pairs around the "
                                                    "Median Score-group and has no acceleration"),
     .two_game_matches = false,
     .colour_limits = true, // C.04.4.3 2.1: the same limits, part of compatibility
     .last_round = LastRoundColours::ArticleSixAllows,
     .pair = pair_lim,
     .check = check_absolute_lim},
    {.system = SwissSystem::DoubleSwiss,
     .flag = "double-swiss",
     .flag_help = "Use the FIDE Double-Swiss system (C.04.5): matches of two games.",
     .handbook = "C.04.5 Double-Swiss",
     .short_name = "Double-Swiss",
     .engine_name = DAMKA_TRANSLATE_NOOP("Round", "the Double-Swiss system"),
     .trf_type = "Double-Swiss system (FIDE C.04.5)",
     .ett26 = "FIDE_DOUBLESWISS",
     .provisional_code = nullptr,
     .acceleration = true,
     .no_acceleration_reason = nullptr,
     .two_game_matches = true, // C.04.5 Preface
     .colour_limits = false, // C.04.5 has no colour criterion: each match gives both colours
     .last_round = LastRoundColours::SystemMayAllow,
     .pair = pair_double_swiss,
     .check = check_absolute_double_swiss},
};

} // namespace

std::span<const SwissSystemInfo> swiss_systems() { return kSystems; }

const SwissSystemInfo &info(SwissSystem system) {
    for (const SwissSystemInfo &s : kSystems)
        if (s.system == system) return s;
    return kSystems[0];
}

const SwissSystemInfo *swiss_system_by_flag(std::string_view flag) {
    for (const SwissSystemInfo &s : kSystems)
        if (flag == s.flag) return &s;
    return nullptr;
}

Pairing pair_swiss(SwissSystem system, const std::vector<Player> &players, const Settings &settings) {
    return info(system).pair(players, settings);
}

std::vector<std::string> check_absolute(SwissSystem system, const std::vector<Player> &players,
                                        const Settings &settings, const Pairing &pairing) {
    return info(system).check(players, settings, pairing);
}

} // namespace damka::pairing
