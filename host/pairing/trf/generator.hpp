// Random tournament generator (RTG) in the manner of the endorsed engines: a tournament is
// paired round by round with a Swiss system's engine (swiss_systems.hpp) and results drawn by lot
// from the ratings.
#pragma once

#include "core/expected.hpp"
#include "trf.hpp"

#include <cstdint>
#include <string_view>

namespace damka::pairing {

// The endorsed engines' configuration keys, one `Key=Value` a line ('#' starts a comment).
struct GeneratorConfig {
    int players = 0; // PlayersNumber (0: random 15..215)
    int rounds = 0; // RoundsNumber (0: random 5..15)
    int planned_rounds = 0; // rounds the event plans when more than `rounds` are generated (0: `rounds`)
    int draw_percentage = 30; // DrawPercentage: share of decided games drawn, in %
    int forfeit_rate = 0; // ForfeitRate: one game in N is forfeited (0: never)
    int retired_rate = 0; // RetiredRate: one player in N withdraws (0: never)
    int half_point_bye_rate = 0; // HalfPointByeRate: one player-round in N is a requested bye
    int highest_rating = 2600; // HighestRating
    int lowest_rating = 1400; // LowestRating
    Points win = 10; // PointsForWin
    Points draw = 5; // PointsForDraw
    bool maxi_tournament = false; // Lim (C.04.4.3 3.2.3): not a file key, set by --maxi-tournament
};

// Errors name the line, the key and the values it may take (every key is range-checked).
Expected<GeneratorConfig> parse_generator_config(std::string_view text);

// A finished tournament paired by `system`'s engine; fails only when the engine finds no valid
// pairing for a round. A tournament of any system but the Dutch names it as trf::name_system
// does (192 and its ETT26 code, or 192 CUSTOM_SWISS and Damka's `### damka pairing-system`
// line). A tournament of two-game matches (Double-Swiss, C.04.5) has `rounds` matches, two
// columns each (generator_double_swiss.cpp).
Expected<trf::Document> generate_tournament(const GeneratorConfig &config, std::uint64_t seed,
                                            SwissSystem system = SwissSystem::Dutch);
Expected<trf::Document> generate_double_swiss(const GeneratorConfig &config, std::uint64_t seed);

} // namespace damka::pairing
