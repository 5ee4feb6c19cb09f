#include "system_rules.hpp"

namespace damka::tournament {

namespace {

constexpr SystemRules swiss{.name = "Swiss",
                            .rounds_from_entrants = false,
                            .rounds_source = "",
                            .fixed_pairings = false,
                            .absence_forfeits = false,
                            .manual_pairing = true,
                            .renumber_at_round_one = true,
                            .buchholz_tiebreaks = true,
                            .acceleration = true,
                            .drawing_of_lots = false,
                            .matches = false,
                            .third_place_match = false,
                            .ranked_by_tiebreaks = true};

constexpr SystemRules round_robin{.name = "round robin",
                                  .rounds_from_entrants = true,
                                  .rounds_source = "Berger table",
                                  .fixed_pairings = true,
                                  .absence_forfeits = true,
                                  .manual_pairing = true,
                                  .renumber_at_round_one = false,
                                  .buchholz_tiebreaks = false,
                                  .acceleration = false,
                                  .drawing_of_lots = true,
                                  .matches = false,
                                  .third_place_match = false,
                                  .ranked_by_tiebreaks = true};

constexpr SystemRules knockout{.name = "knockout",
                               .rounds_from_entrants = true,
                               .rounds_source = "bracket",
                               .fixed_pairings = true,
                               .absence_forfeits = true,
                               .manual_pairing = false,
                               .renumber_at_round_one = false,
                               .buchholz_tiebreaks = false,
                               .acceleration = false,
                               .drawing_of_lots = false,
                               .matches = true,
                               .third_place_match = true,
                               .ranked_by_tiebreaks = false};

} // namespace

int SystemRules::rounds_for(int entrants, System system) const {
    if (system == System::Knockout) { // a bracket of 2^k lines
        int rounds = 0;
        while ((1 << rounds) < entrants) ++rounds;
        return rounds;
    }
    // C.05 Annex 1: n - 1 rounds for an even n, n for an odd n (each player has one bye).
    const int single = entrants % 2 ? entrants : entrants - 1;
    return system == System::DoubleRoundRobin ? 2 * single : single;
}

const SystemRules &rules_of(System system) {
    switch (system) {
    case System::Swiss: return swiss;
    case System::RoundRobin:
    case System::DoubleRoundRobin: return round_robin;
    case System::Knockout: return knockout;
    }
    return swiss;
}

} // namespace damka::tournament
