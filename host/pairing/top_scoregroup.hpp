// The pairing process shared word for word by FIDE C.04.5 (Double-Swiss, 3.3-3.6) and C.04.6
// (Swiss team, 3.3-3.6), both applied from 1 February 2026: the pairing-allocated bye first
// (3.4), then repeatedly the top scoregroup of the entrants still unpaired with the upfloaters
// of 3.5 as one bracket, paired by the first identifier of 3.6. What differs between the two
// systems is a parameter: the quality cost of a pair (team: colour criteria and [C10];
// Double-Swiss: [C8] only) and the rounds in which the float criterion [C7] lapses. Colours
// are each system's own (after the whole round is paired). Entrants are indices into the
// caller's list throughout.
#pragma once

#include "pairing.hpp"
#include "top_scoregroup_bracket.hpp"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace damka::pairing::top_scoregroup {

// A player (C.04.5) or team (C.04.6) as the procedure sees it.
struct Entrant {
    int tpn = 0; // 1.1: unique, from 1
    Points score = 0; // the score the scoregroups are made of
    int matches_played = 0; // 3.4.3
    bool bye_barred = false; // [C2]
    bool floated_last_round = false; // 1.5, for [C7]
};

// Quality cost of a pair of the bracket: `up_a`/`up_b` say whether each is an upfloater.
using BracketCost = std::function<long long(int a, int b, bool up_a, bool up_b)>;

struct Rules {
    MayMeet may_meet; // [C1] (and prohibited pairs)
    BracketCost cost; // 3.6.4's quality criteria after [C1], added over the pairs
    bool floats_count = true; // [C7] applies this round (it lapses near the end)
    // The search bound: more than this many upfloater sets tried for one size is refused (the
    // Chief Arbiter decides, 3.3.3) rather than guessed.
    long long max_upfloater_sets = 200000;
};

struct Bracket {
    std::vector<int> residents; // the top scoregroup (TPN order)
    std::vector<int> upfloaters; // 3.5: chosen from lower scoregroups (3.5.3 order)
    bool c6 = true; // [C6] met
    int c7 = 0; // [C7]: upfloaters who floated last round (0 when it lapses)
    long long cost = 0; // the least total cost of 3.6.4 among the bracket's pairings
    std::vector<std::pair<int, int>> pairs; // (top member, bottom member), 3.6.1
};

enum class Stop : std::int8_t {
    None = 0,
    NoBye, // 3.4: no entrant can have the PAB and leave the others a legal pairing
    NotPairable, // 3.3.1: an even field that cannot be paired without a rematch
    NoUpfloaters, // 3.5: no set pairs the top scoregroup legally
    SearchBound, // 3.5: more sets than Rules::max_upfloater_sets
};

struct RoundResult {
    Stop stop = Stop::None;
    std::size_t stop_size = 0; // SearchBound: the size of set; NoUpfloaters: the bracket index
    std::vector<int> stuck; // NoUpfloaters: the residents that could not be paired
    int bye = -1; // the entrant with the PAB, -1 when none
    std::vector<Bracket> brackets; // top scoregroup first
    bool ok() const { return stop == Stop::None; }
};

RoundResult pair_round(const std::vector<Entrant> &entrants, const Rules &rules);

// 3.5.3-3.5.4 with [C4]/[C5]: the sets of `k` upfloaters from `pool` (indices into
// `entrants`), in the order 3.5.5 considers them: by [C5] (the scores taken in ascending
// order, the greatest first), then, among sets of equal scores, each set listed by descending
// score then ascending TPN and the sets compared lexicographically. Lazy: a set is made only
// when asked for.
class UpfloaterSets {
public:
    UpfloaterSets(const std::vector<Entrant> &entrants, const std::vector<int> &pool, std::size_t k);
    // The next set; `new_class` tells whether its [C5] scores differ from the previous set's.
    std::optional<std::vector<int>> next(bool &new_class);

private:
    std::vector<std::vector<int>> levels_; // pool members by score (highest first), by TPN
    std::vector<std::vector<std::size_t>> profiles_; // how many from each level, [C5] order
    std::size_t profile_ = 0;
    std::vector<std::vector<std::size_t>> pick_; // per level: positions chosen
    bool fresh_ = true;
    bool start_profile();
};

// 3.6.2: the Pairing Identifier of a pairing given as TPN pairs in any order.
std::vector<int> pairing_identifier(const std::vector<std::pair<int, int>> &pairs);

} // namespace damka::pairing::top_scoregroup
