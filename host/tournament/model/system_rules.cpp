#include "system_rules.hpp"

#include "core/translatable.hpp"

#include <algorithm>
#include <string>
#include <vector>

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

// A system with the rules of `base` and its own names and round count (a double round robin,
// a double Scheveningen, the other team systems).
constexpr SystemRules like(SystemRules base, const char *id, const char *name, const char *trf_type,
                           const char *rounds_source, int (*rounds_for)(int, const TournamentInfo &)) {
    base.id = id;
    base.name = name;
    base.trf_type = trf_type;
    base.rounds_source = rounds_source;
    base.rounds_for = rounds_for;
    return base;
}
constexpr SystemRules with_summary(SystemRules base, const char *summary) {
    base.summary = summary;
    return base;
}

constexpr SystemRules swiss{.id = DAMKA_TRANSLATE_NOOP("System", "swiss"),
                            .name = DAMKA_TRANSLATE_NOOP("Round", "Swiss"),
                            .trf_type = "",
                            .summary = "",
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
                            .rounds_for = nullptr};

// An individual Swiss paired by `engine` (FIDE C.04.3, C.04.4.x, C.04.5): a Swiss in every
// respect, with its engine's TRF type and acceleration rule (pairing/swiss_systems.cpp).
SystemRules swiss_paired_by(pairing::SwissSystem engine, const char *id, const char *name, const char *summary) {
    const pairing::SwissSystemInfo &row = pairing::info(engine);
    SystemRules r = like(swiss, id, name, row.trf_type, "", nullptr);
    r.summary = summary;
    r.acceleration = row.acceleration;
    r.engine = engine;
    return r;
}

constexpr SystemRules round_robin{.id = DAMKA_TRANSLATE_NOOP("System", "round-robin"),
                                  .name = DAMKA_TRANSLATE_NOOP("Round", "round robin"),
                                  .trf_type = "Round robin",
                                  .summary = "alias rr",
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

constexpr SystemRules double_round_robin =
    like(round_robin, DAMKA_TRANSLATE_NOOP("System", "double-round-robin"),
         DAMKA_TRANSLATE_NOOP("Round", "double round robin"), "Double round robin",
         DAMKA_TRANSLATE_NOOP("Round", "Berger table"), double_berger_rounds);
constexpr SystemRules double_round_robin_listed = with_summary(double_round_robin, "alias drr");

constexpr SystemRules knockout{.id = DAMKA_TRANSLATE_NOOP("System", "knockout"),
                               .name = DAMKA_TRANSLATE_NOOP("Round", "knockout"),
                               .trf_type = "Knockout (olympic system)",
                               .summary = "olympic system; a match is 1 game, 2 with --micro-match",
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
constexpr SystemRules team_round_robin{.id = DAMKA_TRANSLATE_NOOP("System", "team-round-robin"),
                                       .name = DAMKA_TRANSLATE_NOOP("Round", "team round robin"),
                                       .trf_type = "Team round robin",
                                       .summary = "teams of --boards players; 'damka team'",
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
constexpr SystemRules scheveningen =
    like(team_round_robin, DAMKA_TRANSLATE_NOOP("System", "scheveningen"),
         DAMKA_TRANSLATE_NOOP("Round", "Scheveningen match"), "Scheveningen team match",
         DAMKA_TRANSLATE_NOOP("Round", "one round a board"), scheveningen_rounds);
constexpr SystemRules scheveningen_listed =
    with_summary(scheveningen, "two teams, each player meets every player of the other team once");

// The double Scheveningen: the table twice, colours reversed the second time.
constexpr SystemRules double_scheveningen =
    like(scheveningen, DAMKA_TRANSLATE_NOOP("System", "double-scheveningen"),
         DAMKA_TRANSLATE_NOOP("Round", "double Scheveningen match"), "Double Scheveningen team match",
         DAMKA_TRANSLATE_NOOP("Round", "two rounds a board"), double_scheveningen_rounds);
constexpr SystemRules double_scheveningen_listed = with_summary(double_scheveningen, "the same, twice");

// FIDE C.04.6: teams paired by the Swiss Team Pairing System, the number of rounds declared
// beforehand (C.04.1 1). The TPNs are the team numbers, the order the teams were registered
// in (C.04.6 1.1.2 leaves it to the competition's rules; register the teams in that order).
// Players are never paired individually, so the player-level options stay closed as in a team
// round robin (`fixed_pairings`: no late player entries, no requested byes but an absence, no
// forbidden player pairs) and the pairing is the engine's.
constexpr SystemRules team_swiss = [] {
    SystemRules r = like(team_round_robin, DAMKA_TRANSLATE_NOOP("System", "team-swiss"),
                         DAMKA_TRANSLATE_NOOP("Round", "team Swiss"), "Team Swiss system (FIDE C.04.6)",
                         DAMKA_TRANSLATE_NOOP("Round", "Swiss Team Pairing System (FIDE C.04.6)"), nullptr);
    r.rounds_from_entrants = false; // declared beforehand (C.04.1 1)
    r.team_bye_scores_draw = true; // C.04.6 1.4: the pairing-allocated bye scores a drawn match
    r.pairs_by_score = true; // C.04.6: by match points, then game points
    r.summary = "FIDE C.04.6; teams of --boards players; 'damka team'";
    return r;
}();

// Two teams meet every round on the same boards, as many rounds as declared (C.04.1 1 in the
// sense of "declared beforehand"), the colours changing every round (team_pairing.hpp).
constexpr SystemRules team_match = [] {
    SystemRules r = like(team_round_robin, DAMKA_TRANSLATE_NOOP("System", "team-match"),
                         DAMKA_TRANSLATE_NOOP("Round", "match of two teams"), "Match of two teams over several rounds",
                         DAMKA_TRANSLATE_NOOP("Round", "declared"), nullptr);
    r.rounds_from_entrants = false;
    r.summary = "two teams on the same boards for --rounds rounds";
    return r;
}();

struct Row {
    System system;
    SystemRules rules;
};

// Every system of an event, once. Built on first use: the Swiss rows read their engines' rows.
const std::vector<Row> &rows() {
    static const std::vector<Row> table = {
        {System::Swiss,
         swiss_paired_by(pairing::SwissSystem::Dutch, DAMKA_TRANSLATE_NOOP("System", "swiss"),
                         DAMKA_TRANSLATE_NOOP("Round", "Swiss"), "FIDE C.04.3 Dutch system")},
        {System::RoundRobin, round_robin},
        {System::DoubleRoundRobin, double_round_robin_listed},
        {System::Knockout, knockout},
        {System::TeamSwiss, team_swiss},
        {System::TeamRoundRobin, team_round_robin},
        {System::Scheveningen, scheveningen_listed},
        {System::DoubleScheveningen, double_scheveningen_listed},
        {System::TeamMatch, team_match},
        {System::Dubov,
         swiss_paired_by(pairing::SwissSystem::Dubov, DAMKA_TRANSLATE_NOOP("System", "dubov"),
                         DAMKA_TRANSLATE_NOOP("Round", "Dubov Swiss"),
                         "FIDE C.04.4.1 Dubov system; every player needs a rating")},
        {System::Burstein,
         swiss_paired_by(pairing::SwissSystem::Burstein, DAMKA_TRANSLATE_NOOP("System", "burstein"),
                         DAMKA_TRANSLATE_NOOP("Round", "Burstein Swiss"), "FIDE C.04.4.2 Burstein system")},
        {System::Lim,
         swiss_paired_by(pairing::SwissSystem::Lim, DAMKA_TRANSLATE_NOOP("System", "lim"),
                         DAMKA_TRANSLATE_NOOP("Round", "Lim Swiss"), "FIDE C.04.4.3 Lim system")},
        {System::DoubleSwiss,
         swiss_paired_by(pairing::SwissSystem::DoubleSwiss, DAMKA_TRANSLATE_NOOP("System", "double-swiss"),
                         DAMKA_TRANSLATE_NOOP("Round", "Double-Swiss"),
                         "FIDE C.04.5 Double-Swiss: every pairing a match of two games with colours reversed, "
                         "openings drawn as for --micro-match")},
    };
    return table;
}

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
    for (const Row &row : rows())
        if (row.system == system) return row.rules;
    return rows().front().rules;
}

System system_paired_by(pairing::SwissSystem engine) {
    for (const Row &row : rows())
        if (row.rules.engine == engine) return row.system;
    return System::Swiss;
}

std::vector<System> all_systems() {
    std::vector<System> out;
    for (const Row &row : rows()) out.push_back(row.system);
    return out;
}

std::string systems_help() {
    std::string out;
    for (const Row &row : rows()) {
        out += (out.empty() ? "" : ", ") + std::string(row.rules.id);
        if (*row.rules.summary) out += std::string(" (") + row.rules.summary + ")";
    }
    return out + ".";
}

std::string system_ids() {
    std::string out;
    for (const Row &row : rows()) out += (out.empty() ? "" : ", ") + std::string(row.rules.id);
    return out;
}

// The system's id, also its name on a printout (translated there: "swiss" is «швейцарская»).
std::string to_string(System s) { return rules_of(s).id; }

std::optional<System> parse_system(const std::string &s) {
    for (const Row &row : rows())
        if (s == row.rules.id) return row.system;
    if (s == "rr") return System::RoundRobin;
    if (s == "drr") return System::DoubleRoundRobin;
    return std::nullopt;
}

} // namespace damka::tournament
