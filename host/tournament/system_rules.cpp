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
                            .ranked_by_tiebreaks = true,
                            .teams = false,
                            .team_bye_scores_draw = false};

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
                                  .ranked_by_tiebreaks = true,
                                  .teams = false,
                                  .team_bye_scores_draw = false};

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
                               .ranked_by_tiebreaks = false,
                               .teams = false,
                               .team_bye_scores_draw = false};

// C.05 Annex 1: the teams meet by the Berger table, as players do in a round robin. Players
// are never paired individually, so there is no manual pairing of them and no drawing of
// their numbers; the team numbers are the order the teams were registered in.
constexpr SystemRules team_round_robin{.name = "team round robin",
                                       .rounds_from_entrants = true,
                                       .rounds_source = "Berger table of the teams",
                                       .fixed_pairings = true,
                                       .absence_forfeits = true,
                                       .manual_pairing = false,
                                       .renumber_at_round_one = false,
                                       .buchholz_tiebreaks = false,
                                       .acceleration = false,
                                       .drawing_of_lots = false,
                                       .matches = false,
                                       .third_place_match = false,
                                       .ranked_by_tiebreaks = true,
                                       .teams = true,
                                       .team_bye_scores_draw = false};

// FIDE C.04.6: teams paired by the Swiss Team Pairing System, the number of rounds declared
// beforehand (C.04.1 1). The TPNs are the team numbers, the order the teams were registered
// in (C.04.6 1.1.2 leaves it to the competition's rules; register the teams in that order).
// Players are never paired individually, so the player-level options stay closed as in a team
// round robin (`fixed_pairings`: no late player entries, no requested byes but an absence, no
// forbidden player pairs) and the pairing is the engine's.
constexpr SystemRules team_swiss{.name = "team Swiss",
                                 .rounds_from_entrants = false,
                                 .rounds_source = "Swiss Team Pairing System (FIDE C.04.6)",
                                 .fixed_pairings = true,
                                 .absence_forfeits = true,
                                 .manual_pairing = false,
                                 .renumber_at_round_one = false,
                                 .buchholz_tiebreaks = false,
                                 .acceleration = false,
                                 .drawing_of_lots = false,
                                 .matches = false,
                                 .third_place_match = false,
                                 .ranked_by_tiebreaks = true,
                                 .teams = true,
                                 .team_bye_scores_draw = true};

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
    case System::TeamRoundRobin: return team_round_robin;
    case System::TeamSwiss: return team_swiss;
    }
    return swiss;
}

} // namespace damka::tournament
