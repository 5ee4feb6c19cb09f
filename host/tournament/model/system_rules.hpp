// What differs between the pairing systems, in one place: each event operation asks its
// system's rules instead of testing the system itself. A new system is one more row of the
// table in system_rules.cpp (an individual Swiss: one line naming its engine's row of
// pairing/swiss_systems.cpp, which says the rest).
#pragma once

#include "core/message.hpp"
#include "model.hpp"
#include "pairing/swiss_systems.hpp"

#include <optional>

#include <string>

namespace damka::tournament {

struct SystemRules {
    // The event's system as stored, typed (`event create --system`) and printed ("swiss",
    // "round-robin"; marked for translation, context "System"): to_string / parse_system.
    const char *id;
    const char *name; // in messages: "Swiss", "round robin", "knockout"
    // TRF-16 092, "type of tournament" (free text); an individual Swiss takes its engine's.
    const char *trf_type;
    const char *summary; // after the id in `event create --help` ("alias rr"); may be empty
    // The number of rounds follows from the entrants and is fixed when round 1 is paired
    // (C.05 Annex 1: the Berger table; a bracket of 2^k lines is k rounds) ...
    bool rounds_from_entrants;
    const char *rounds_source; // ... from this: "Berger table", "bracket"
    // The pairings follow from the start numbers, so nobody may enter late, request a bye
    // other than an absence, or be kept apart from another player.
    bool fixed_pairings;
    // Each round is paired by the scores so far (Swiss, team Swiss): a result corrected after a
    // later round was paired changes what that pairing stood on (swiss_correction.hpp).
    bool pairs_by_score;
    // An absent or withdrawn player's game stays on the board and is lost by forfeit
    // (a Swiss pairs the players present instead).
    bool absence_forfeits;
    bool manual_pairing; // the arbiter may give the pairing (Swiss, round robin)
    bool renumber_at_round_one; // C.04.2 B: pairing numbers by the initial order (Swiss)
    bool buchholz_tiebreaks; // C.07 8: Buchholz and its relatives are for Swiss events
    bool acceleration; // C.04.5.1 Baku acceleration (Swiss)
    bool drawing_of_lots; // C.05: numbers by lot (round robin)
    // A pairing is a match: a tied one is decided by more games, the winner goes on, and a
    // correction can move a bracket line (knockout_correction.hpp).
    bool matches;
    bool third_place_match; // the semi-finals' losers may play for third place
    bool ranked_by_tiebreaks; // else by the round reached (knockout_match.hpp)
    // Teams, not players, are paired; each pairing is a match of `team_boards` games
    // (team.hpp). The rounds follow from the number of teams.
    bool teams;
    // FIDE C.04.6 1.4: the team left without a match (odd number of teams) has the
    // pairing-allocated bye and scores a drawn match: the draw's match points and half the
    // boards' game points (a team round robin's free team scores nothing).
    bool team_bye_scores_draw;

    // The number of rounds for `entrants` players, or teams, of an event set up as `info`
    // (rounds_from_entrants only; null otherwise).
    int (*rounds_for)(int entrants, const TournamentInfo &info);
    // Players paired by one of host/pairing's individual Swiss engines (its row of
    // pairing/swiss_systems.cpp): a declared number of rounds, Buchholz-first tie-breaks, start
    // numbers by the initial order.
    std::optional<pairing::SwissSystem> engine = std::nullopt;

    bool player_swiss() const { return engine.has_value(); }
    // The engine's row (player_swiss() only).
    const pairing::SwissSystemInfo &swiss() const { return pairing::info(*engine); }
    // Every pairing a match of two games with colours reversed (C.04.5 Double-Swiss).
    bool two_game_matches() const { return engine && swiss().two_game_matches; }
};

const SystemRules &rules_of(System system);
// The event system paired by `engine`'s individual Swiss (the systems' table is one to one).
System system_paired_by(pairing::SwissSystem engine);
// Every system, in the order the set-up form and the help list them.
std::vector<System> all_systems();
// `event create --system`'s help: every id with its summary. `system_ids`: the ids alone.
std::string systems_help();
std::string system_ids();

// The entrants that fix the rounds of a round robin or knockout at round 1: the teams of a
// team event, else the players entered from round 1.
int round_one_entrants(const EventData &e);
// The rounds of the event: the number declared or fixed at round 1, or, for a round robin or
// knockout not yet paired, the number its entrants give now (so a bye or a line-up can be
// given for a round of it); 0 when neither is known.
int scheduled_rounds(const EventData &e);
// Issue 27 item 11: every round a command names (--round, --after, ROUND) is one of the
// event's: an empty message when 1 <= round <= scheduled_rounds(e) (or `allow_zero` and round
// 0, "before round 1"); else "<what>: N is not a round of this event (1..R)". `what` names the
// field: a translatable word, or an option's spelling ("--round") as it is.
Message round_number_problem(const EventData &e, int round, const Message &what = DAMKA_TR("Round", "round"),
                             bool allow_zero = false);

// SystemRules::name and rounds_source (marked for translation in the table, context "Round")
// as messages, for the messages that name them: "round robin", "Berger table".
Message system_name(System system);
Message rounds_source(System system);

} // namespace damka::tournament
