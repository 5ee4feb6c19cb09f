// FIDE C.04.5 Double-Swiss system (approved 28/10/2025, applied from 1 February 2026): every
// pairing is a match of two games with alternating colours, scores are game points. The
// pairing process (3.3-3.6) is C.04.6's word for word and runs on the shared top-scoregroup
// procedure (top_scoregroup.*); this module supplies the Double-Swiss facts (1.4-1.6, [C1],
// [C2], [C7]/[C8] lapsing in the last round only) and the colours of Article 4.
#pragma once

#include "pairing.hpp"

#include <vector>

namespace damka::pairing::double_swiss {

// What Article 4 reads of one player: his played matches' colours (the game-1 colour of each
// match with at least one game played, 1.6), his rank (4.2) and TPN.
struct ColourFacts {
    int tpn = 0;
    Points score = 0;
    std::vector<Colour> colours; // in round order, unplayed matches left out (C.04.2 3.4)
};
ColourFacts colour_facts(const Player &p);

// C.04.5 Article 4: the colours of a match (`white` plays game 1 with White, 4.4) and the rule
// that decided them.
Pair allocate_colours(const ColourFacts &a, const ColourFacts &b, Colour initial_colour, Message &rule);

} // namespace damka::pairing::double_swiss
