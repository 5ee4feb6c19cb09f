// Internal to the Dutch engine: one bracket decided exactly by weighted matching.
//
// The players still to be paired form one graph: the bracket (MDPs, then residents), the
// next scoregroup, everybody below, and a bye vertex when their number is odd. A perfect
// matching of that graph is a pairing of the whole rest of the round, so [C4] holds by
// construction. Each edge carries the quality criteria [C6]-[C21] of what it means for this
// bracket, packed into one exact wide integer, highest criterion highest; the heaviest
// perfect matching is therefore the best candidate. Among equally good candidates Article 4
// picks the earliest: its choices (MDP set, resident exchange: checked one by one; partners:
// settled by matchings steered by rank weights in the lowest bits) are each the first in the
// article's order for which a best candidate still exists. Matchings run on a sparse graph
// made exact by the dual certificate. The first matching's duals settle most partner choices
// without another matching: they exclude the partners no best candidate can have, and an
// alternating cycle of unchanged value, when a short search finds one, moves the best candidate
// to the partner Article 4 wants. No limit decides anything: where that search stops, a matching
// decides.
#pragma once

#include "dutch_state.hpp"

#include <string>
#include <vector>

namespace damka::pairing::dutch {

struct BracketInput {
    std::vector<const State *> players; // MDPs first (score, then pairing number), then residents
    std::size_t mdps = 0;
    std::vector<const State *> next; // the following scoregroup ([C8])
    std::vector<const State *> lower; // everybody below that
    bool odd = false; // one player of the round takes the PAB
    Points bye_score = 0; // [C5]: only bye-eligible players with this score take it
    // A pairing of all these players known to respect [C1]-[C3] (the previous bracket's
    // matching; nullptr: the PAB), so the first sparse matching always exists. May be empty.
    std::vector<std::pair<const State *, const State *>> hint;
};

struct BracketResult {
    bool ok = false;
    std::vector<std::pair<const State *, const State *>> pairs; // higher ranked first, in Article 4 order
    std::vector<const State *> floaters; // ranked (1.2)
    std::vector<Message> notes; // criteria not fully met, with articles
    std::vector<std::pair<const State *, const State *>> rest; // how the matching paired everybody else
};

BracketResult pair_bracket(const BracketInput &in, const Settings &s);

} // namespace damka::pairing::dutch
