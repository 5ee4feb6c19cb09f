// FIDE C.04.6 Swiss Team Pairing System (approved 28/10/2025, applied from 1 February 2026):
// the teams of one round paired bracket by bracket (3.3), the pairing-allocated bye first
// (3.4), each bracket the top scoregroup plus the chosen upfloaters (3.5) paired by the
// first identifier in lexicographic order (3.6), then the colour of each match (4). Plain C++
// (no Qt); the tournament module turns an event's history into `SwissTeam`s.
#pragma once

#include "pairing.hpp"

#include <string>
#include <vector>

namespace damka::pairing {

// C.04.6 1.7: Type A by default; Type B or no colour preferences when the rules say so.
enum class TeamPreferenceType : std::int8_t { A, B, None };

// What the pairing needs to know about one team before the round.
struct SwissTeam {
    int tpn = 0; // C.04.6 1.1: 1..number of teams, unique
    Points score = 0; // C.04.6 1.2: the primary score (match points by default)
    Points secondary = 0; // C.04.6 1.2, 4.2.2: the secondary score (game points by default)
    // Opponents of the matches actually played (C1; C.04.2 3.5: an unplayed match may be
    // paired again).
    std::vector<int> met;
    // C.04.6 1.6.1: the colour on board 1 of each match actually played, in round order with
    // the unplayed rounds left out (C.04.2 3.4).
    std::vector<Colour> colours;
    // C.04.6 [C2]: had the pairing-allocated bye, won a match by forfeit or a full-point bye.
    bool bye_barred = false;
    // C.04.6 1.5: played the previous round against an opponent with a different score.
    bool floated_last_round = false;
};

struct TeamSwissSettings {
    int round = 1; // the round being paired
    int total_rounds = 0; // C.04.1 1; 0 when unknown (then no round counts as one of the last two)
    TeamPreferenceType preference = TeamPreferenceType::A;
    bool colour_by_secondary = true; // C.04.6 4.2.2 (unless the rules say not to use it)
    Colour initial_colour = Colour::White; // C.04.6 4.1: drawn by lot before round 1
    // The search bound: 3.5 considers every set of upfloaters of a size; more sets than this
    // for one size of set is refused (the Chief Arbiter decides, 3.3.3) rather than guessed.
    long long max_upfloater_sets = 200000;
};

struct TeamColourPreference {
    Colour colour = Colour::None;
    bool strong = false; // Type B: strong (else mild); Type A preferences are all "simple"
};

// C.04.6 1.6.2 and 1.7: the team's colour preference for the round.
TeamColourPreference team_colour_preference(const SwissTeam &team, const TeamSwissSettings &settings);

// C.04.6 4: the colours of a pair (`white` is the team with White on board 1) and the article
// that decided them ("C.04.6 4.3.5").
struct TeamColours {
    Pair pair;
    std::string rule;
};
TeamColours allocate_team_colours(const SwissTeam &a, const SwissTeam &b, const TeamSwissSettings &settings);

struct TeamSwissPairing {
    Failure failure = Failure::None;
    Message message; // why no pairing (3.3.3: the Chief Arbiter decides)
    std::vector<Pair> pairs; // bracket by bracket, top scoregroup first; TPNs
    int bye = 0; // the TPN with the pairing-allocated bye, 0 when none
    std::vector<Message> notes; // the bye, each bracket with its upfloaters, each colour rule
    bool ok() const { return failure == Failure::None; }
};

// Pairs `settings.round` of the teams (every team is paired; a team that does not play the
// round is left out by the caller).
TeamSwissPairing pair_team_swiss(const std::vector<SwissTeam> &teams, const TeamSwissSettings &settings);

} // namespace damka::pairing
