// Internal to the Dutch engine: what the pairing rules derive from a player's history.
#pragma once

#include "pairing.hpp"

#include <string>
#include <vector>

namespace damka::pairing::dutch {

// C.04.3 1.7: colour preference strengths.
enum Strength : int { NoPreference = 0, Mild = 1, Strong = 2, Absolute = 3 };

struct State {
    const Player *player = nullptr;
    int start = 0;
    int number = 0; // the pairing number 5.2.5 reads: see effective_numbers() in dutch.cpp
    Points score = 0; // pairing score (with acceleration)
    int cd = 0; // colour difference: whites minus blacks played (1.6)
    std::vector<Colour> colours; // colours of played games, oldest first
    Colour pref = Colour::None; // preferred colour
    Strength strength = NoPreference;
    bool topscorer = false; // 1.8: over 50% of the maximum score, final round only
    bool bye_ineligible = false;
    Float float1 = Float::None; // float received in the previous round
    Float float2 = Float::None; // ... two rounds before
    std::vector<int> played; // opponents met over the board, sorted
};

State make_state(const Player &p, const Settings &s);
bool compatible(const State &a, const State &b, const Settings &s); // [C1], [C3], forbidden pairs

// The article of C.04.3 5.2 that decided a pair's colours.
enum class ColourRule : std::int8_t {
    BothPreferences, // 5.2.1
    OnlyPreference, // 5.2.1
    StrongerPreference, // 5.2.2
    WiderDifference, // 5.2.2
    Alternated, // 5.2.3
    HigherRanked, // 5.2.4
    InitialColour // 5.2.5
};
// The rule as the explanation names it ("C.04.3 5.2.5: initial colour by ranking").
Message colour_rule_text(ColourRule rule);

// C.04.3 5.2: colours for a pair; `a` ranks higher (score, then pairing number). Sets `rule`.
Pair allocate_colours(const State &a, const State &b, const Settings &s, ColourRule &rule);

// C.04.3 [C4] completion: can `players` all be paired (one bye-eligible player may be left over
// when their number is odd)?
bool can_complete(const std::vector<const State *> &players, const Settings &s);
} // namespace damka::pairing::dutch
