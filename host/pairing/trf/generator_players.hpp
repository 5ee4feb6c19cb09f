// The random tournament generators' field (generator.cpp, generator_double_swiss.cpp): the
// players of a generated tournament, rated at random and numbered by rating.
#pragma once

#include "generator.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace damka::pairing::detail {

// Adds players 1..n to `doc`, each rated at random within the config's rating range (drawn from
// `rng` in turn); start numbers by rating, the highest first (C.04.2).
inline void add_random_players(trf::Document &doc, int n, const GeneratorConfig &config, std::mt19937_64 &rng) {
    std::vector<int> ratings;
    for (int i = 0; i < n; ++i)
        ratings.push_back(
            config.lowest_rating +
            static_cast<int>(rng() % static_cast<unsigned>(config.highest_rating - config.lowest_rating + 1)));
    std::sort(ratings.rbegin(), ratings.rend()); // C.04.2: start numbers by rating
    for (int i = 0; i < n; ++i) {
        trf::PlayerRecord p;
        p.start = i + 1;
        p.sex = 'm';
        p.name = "Player " + std::to_string(i + 1);
        p.rating = ratings[static_cast<std::size_t>(i)];
        doc.players.push_back(p);
    }
}

} // namespace damka::pairing::detail
