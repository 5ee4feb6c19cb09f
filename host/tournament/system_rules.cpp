#include "system_rules.hpp"

#include "core/translatable.hpp"

#include <algorithm>
#include <string>

namespace damka::tournament {

namespace {

// C.05 Annex 1: n - 1 rounds for an even n, n for an odd n (each player has one bye).
int berger_rounds(int entrants, const TournamentInfo &) { return entrants % 2 ? entrants : entrants - 1; }
int double_berger_rounds(int entrants, const TournamentInfo &info) { return 2 * berger_rounds(entrants, info); }
// A bracket of 2^k lines.
int bracket_rounds(int entrants, const TournamentInfo &) {
    int rounds = 0;
    while ((1 << rounds) < entrants) ++rounds;
    return rounds;
}
// Every player of one team meets every player of the other: one round a board (twice over,
// colours reversed, in a double Scheveningen).
int scheveningen_rounds(int, const TournamentInfo &info) { return info.team_boards; }
int double_scheveningen_rounds(int, const TournamentInfo &info) { return 2 * info.team_boards; }

// A system with the rules of `base` and its own name and round count (a double round robin,
// a double Scheveningen, the other team systems).
constexpr SystemRules like(SystemRules base, const char *name, const char *rounds_source,
                           int (*rounds_for)(int, const TournamentInfo &)) {
    base.name = name;
    base.rounds_source = rounds_source;
    base.rounds_for = rounds_for;
    return base;
}

constexpr SystemRules swiss{.name = DAMKA_TRANSLATE_NOOP("Round", "Swiss"),
                            .rounds_from_entrants = false,
                            .rounds_source = "",
                            .fixed_pairings = false,
                            .pairs_by_score = true,
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
                            .team_bye_scores_draw = false,
                            .rounds_for = nullptr,
                            .player_swiss = true};

// FIDE C.04.4.1: a Swiss with the Dubov system's pairing; everything else as a Swiss.
constexpr SystemRules dubov = like(swiss, DAMKA_TRANSLATE_NOOP("Round", "Dubov Swiss"), "", nullptr);
// FIDE C.04.5: a Swiss whose every pairing is a match of two games with colours reversed
// (games_per_pairing 2, settled by event_form.cpp); paired by the Double-Swiss engine.
constexpr SystemRules double_swiss = like(swiss, DAMKA_TRANSLATE_NOOP("Round", "Double-Swiss"), "", nullptr);

// FIDE C.04.4.3: a Swiss with the Lim system's pairing. No acceleration: Lim pairs around the
// Median Score-group (2.2) and its text knows no virtual points.
constexpr SystemRules lim_without_acceleration(SystemRules base) {
    base.acceleration = false;
    return base;
}
constexpr SystemRules lim =
    lim_without_acceleration(like(swiss, DAMKA_TRANSLATE_NOOP("Round", "Lim Swiss"), "", nullptr));
// FIDE C.04.4.2: a Swiss with the Burstein system's pairing; everything else as a Swiss.
constexpr SystemRules burstein = like(swiss, DAMKA_TRANSLATE_NOOP("Round", "Burstein Swiss"), "", nullptr);

constexpr SystemRules round_robin{.name = DAMKA_TRANSLATE_NOOP("Round", "round robin"),
                                  .rounds_from_entrants = true,
                                  .rounds_source = DAMKA_TRANSLATE_NOOP("Round", "Berger table"),
                                  .fixed_pairings = true,
                                  .pairs_by_score = false,
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
                                  .team_bye_scores_draw = false,
                                  .rounds_for = berger_rounds};

constexpr SystemRules double_round_robin = like(round_robin, DAMKA_TRANSLATE_NOOP("Round", "double round robin"),
                                                DAMKA_TRANSLATE_NOOP("Round", "Berger table"), double_berger_rounds);

constexpr SystemRules knockout{.name = DAMKA_TRANSLATE_NOOP("Round", "knockout"),
                               .rounds_from_entrants = true,
                               .rounds_source = DAMKA_TRANSLATE_NOOP("Round", "bracket"),
                               .fixed_pairings = true,
                               .pairs_by_score = false,
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
                               .team_bye_scores_draw = false,
                               .rounds_for = bracket_rounds};

// C.05 Annex 1: the teams meet by the Berger table, as players do in a round robin. Players
// are never paired individually, so there is no manual pairing of them and no drawing of
// their numbers; the team numbers are the order the teams were registered in.
constexpr SystemRules team_round_robin{.name = DAMKA_TRANSLATE_NOOP("Round", "team round robin"),
                                       .rounds_from_entrants = true,
                                       .rounds_source = DAMKA_TRANSLATE_NOOP("Round", "Berger table of the teams"),
                                       .fixed_pairings = true,
                                       .pairs_by_score = false,
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
                                       .team_bye_scores_draw = false,
                                       .rounds_for = berger_rounds};

// Scheveningen: two teams, every player of one meets every player of the other by the
// published tables (pairing/scheveningen.hpp); the rounds follow from the boards.
constexpr SystemRules scheveningen = like(team_round_robin, DAMKA_TRANSLATE_NOOP("Round", "Scheveningen match"),
                                          DAMKA_TRANSLATE_NOOP("Round", "one round a board"), scheveningen_rounds);

// The double Scheveningen: the table twice, colours reversed the second time.
constexpr SystemRules double_scheveningen =
    like(scheveningen, DAMKA_TRANSLATE_NOOP("Round", "double Scheveningen match"),
         DAMKA_TRANSLATE_NOOP("Round", "two rounds a board"), double_scheveningen_rounds);

// FIDE C.04.6: teams paired by the Swiss Team Pairing System, the number of rounds declared
// beforehand (C.04.1 1). The TPNs are the team numbers, the order the teams were registered
// in (C.04.6 1.1.2 leaves it to the competition's rules; register the teams in that order).
// Players are never paired individually, so the player-level options stay closed as in a team
// round robin (`fixed_pairings`: no late player entries, no requested byes but an absence, no
// forbidden player pairs) and the pairing is the engine's.
constexpr SystemRules team_swiss = [] {
    SystemRules r = like(team_round_robin, DAMKA_TRANSLATE_NOOP("Round", "team Swiss"),
                         DAMKA_TRANSLATE_NOOP("Round", "Swiss Team Pairing System (FIDE C.04.6)"), nullptr);
    r.rounds_from_entrants = false; // declared beforehand (C.04.1 1)
    r.team_bye_scores_draw = true; // C.04.6 1.4: the pairing-allocated bye scores a drawn match
    r.pairs_by_score = true; // C.04.6: by match points, then game points
    return r;
}();

// Two teams meet every round on the same boards, as many rounds as declared (C.04.1 1 in the
// sense of "declared beforehand"), the colours changing every round (team_pairing.hpp).
constexpr SystemRules team_match = [] {
    SystemRules r = like(team_round_robin, DAMKA_TRANSLATE_NOOP("Round", "match of two teams"),
                         DAMKA_TRANSLATE_NOOP("Round", "declared"), nullptr);
    r.rounds_from_entrants = false;
    return r;
}();

} // namespace

int round_one_entrants(const EventData &e) {
    if (rules_of(e.info.system).teams) return int(e.teams.size());
    int n = 0;
    for (const Player &p : e.players) n += p.first_round <= 1;
    return n;
}

int scheduled_rounds(const EventData &e) {
    const SystemRules &system = rules_of(e.info.system);
    if (e.info.rounds > 0 || !system.rounds_from_entrants || !system.rounds_for) return e.info.rounds;
    return system.rounds_for(round_one_entrants(e), e.info);
}

Message round_number_problem(const EventData &e, int round, const Message &what, bool allow_zero) {
    const int rounds = std::max(scheduled_rounds(e), int(e.rounds.size()));
    const int lowest = allow_zero ? 0 : 1;
    if (round >= lowest && round <= rounds) return {};
    if (rounds < lowest)
        return DAMKA_TR("Round", "%1: %2 is not a round of this event (it has no rounds yet)").arg(what).arg(round);
    return DAMKA_TR("Round", "%1: %2 is not a round of this event (%3..%4)")
        .arg(what)
        .arg(round)
        .arg(lowest)
        .arg(rounds);
}

Message system_name(System system) { return Message::marked("Round", rules_of(system).name); }

Message rounds_source(System system) {
    const char *source = rules_of(system).rounds_source;
    return *source ? Message::marked("Round", source) : Message();
}

const SystemRules &rules_of(System system) {
    switch (system) {
    case System::Swiss: return swiss;
    case System::RoundRobin: return round_robin;
    case System::DoubleRoundRobin: return double_round_robin;
    case System::Knockout: return knockout;
    case System::TeamRoundRobin: return team_round_robin;
    case System::TeamSwiss: return team_swiss;
    case System::Scheveningen: return scheveningen;
    case System::DoubleScheveningen: return double_scheveningen;
    case System::TeamMatch: return team_match;
    case System::Dubov: return dubov;
    case System::DoubleSwiss: return double_swiss;
    case System::Lim: return lim;
    case System::Burstein: return burstein;
    }
    return swiss;
}

} // namespace damka::tournament
