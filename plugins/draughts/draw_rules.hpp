// Draw claims from a game's history under a governing body's draw counters (DrawRules in
// rules.hpp, values and sources in variants.hpp). The game describes every position it went
// through; the counters count.
#pragma once

#include "draughts_rules.hpp"

#include <damka/sdk.hpp>

#include <vector>

namespace damka::draughts {

// What the draw rules need to know about one position.
struct Material {
    int men[2] = {0, 0}; // by Color
    int kings[2] = {0, 0};
    Color side = Color::White; // to move

    int pieces(Color c) const { return men[index(c)] + kings[index(c)]; }
    int total() const { return pieces(Color::White) + pieces(Color::Black); }
    bool operator==(const Material &) const = default;
};

struct GameRecord {
    std::vector<Material> positions; // from the set-up to the current position
    std::vector<bool> king_move; // per move: a king moved without capturing (no man moved)
    int repetitions = 1; // how often the current position (and side) has occurred
    bool move_repeats_third_time = false; // a legal move would make a position occur a third time
    bool capture_at_hand = false; // the side to move can take, or will be taken whatever it plays
};

std::vector<sdk::Claim> draw_claims(const DrawRules &rules, const GameRecord &record);

} // namespace damka::draughts
