// The individual Swiss systems, each described once (as bbpPairings' swisssystems::Info): its
// engine and independent checker, its `damka pairing` flag, how TRF names it (TRF-16 092,
// TRF-26 192 ETT26 code) and the few rules the rest of Damka asks about. The CLI, the
// generator, the tournament check, TRF reading and writing and the events all read this table;
// a new system is its own files plus one row of swiss_systems.cpp (CONTRIBUTING.md).
#pragma once

#include "core/message.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace damka::pairing {

struct Player;
struct Settings;
struct Pairing;

enum class SwissSystem : std::int8_t { Dutch, Dubov, Burstein, Lim, DoubleSwiss };

// What a manual pairing that breaks the colour limits of C.04.1 6-7 is told in the last round.
enum class LastRoundColours : std::int8_t {
    SystemMayAllow, // C.04.1 6-7 allow exceptions in the last round (Dutch: C.04.3 1.8 topscorers)
    NoException, // C.04.4.1 [C3], C.04.4.2 [C3]: no topscorer exception
    ArticleSixAllows, // C.04.4.3 Article 6 lifts the limits of 2.1 in the last round
};

struct SwissSystemInfo {
    SwissSystem system;
    const char *flag; // `damka pairing --<flag>`; also Damka's TRF line `### damka pairing-system <flag>`
    const char *flag_help; // the flag's line in `damka pairing --help`
    const char *handbook; // the article and the name, for the help text: "C.04.4.2 Burstein"
    const char *short_name; // "Burstein", in the CLI's warnings
    const char *engine_name; // "the Burstein system", marked for translation (context "Round")
    // TRF-16 092, "type of tournament" (free text) of an event paired by this system.
    const char *trf_type;
    // TRF-26 192, the ETT26 code ("FIDE_BURSTEIN", with "_BAKU" under C.04.7); null when ETT26
    // has none: Damka then writes `192 CUSTOM_SWISS` and its own `### damka pairing-system` line.
    const char *ett26;
    // A code other programs write for it before ETT26 has one ("FIDE_LIM"); read, never written.
    const char *provisional_code;
    // C.04.7 Baku acceleration may be used; when not, the reason an event is refused with it.
    bool acceleration;
    const char *no_acceleration_reason; // marked for translation (context "Event")
    // Every pairing is a match of two games, colours reversed (C.04.5): the event has two games a
    // pairing, a match is forfeited only as a whole, its colour is game 1's when a game was played.
    bool two_game_matches;
    // C.04.1 6-7 colour limits apply to a manual pairing (C.04.5 has no colour criterion).
    bool colour_limits;
    LastRoundColours last_round;
    // The engine (pairs `settings.round`) and the absolute criteria recomputed apart from it.
    Pairing (*pair)(const std::vector<Player> &players, const Settings &settings);
    std::vector<std::string> (*check)(const std::vector<Player> &players, const Settings &settings,
                                      const Pairing &pairing);

    Message name() const { return Message::marked("Round", engine_name); }
};

// Every system, in the order the help lists them (Dutch first).
std::span<const SwissSystemInfo> swiss_systems();
const SwissSystemInfo &info(SwissSystem system);
// The system whose flag is `flag` ("burstein"); none when no system has it.
const SwissSystemInfo *swiss_system_by_flag(std::string_view flag);

Pairing pair_swiss(SwissSystem system, const std::vector<Player> &players, const Settings &settings);
std::vector<std::string> check_absolute(SwissSystem system, const std::vector<Player> &players,
                                        const Settings &settings, const Pairing &pairing);

} // namespace damka::pairing
