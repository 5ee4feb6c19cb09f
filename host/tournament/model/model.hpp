// The tournament as data: event settings, players, rounds, games and byes. Plain C++ (no Qt,
// no storage) so scoring, tie-breaks and the report renderers depend on this header only.
#pragma once

#include "prize_settings.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace damka::tournament {

// TeamRoundRobin: teams meet by the Berger table (FIDE C.05 Annex 1), each match N boards.
// TeamSwiss: teams paired by the Swiss Team Pairing System (FIDE C.04.6), each match N boards.
// Scheveningen: two teams, every player of one meets every player of the other (once, or twice).
// TeamMatch: two teams meet on the same boards every round, a declared number of rounds.
enum class System {
    RoundRobin,
    DoubleRoundRobin,
    Swiss,
    Knockout,
    TeamRoundRobin,
    TeamSwiss,
    Scheveningen,
    DoubleScheveningen,
    TeamMatch,
    Dubov, // FIDE C.04.4.1 Dubov system: a Swiss paired by host/pairing's pair_dubov
    DoubleSwiss, // FIDE C.04.5 Double-Swiss: every pairing a match of two games (pair_double_swiss)
    Lim, // FIDE C.04.4.3 Lim system: a Swiss paired by host/pairing's pair_lim
    Burstein // FIDE C.04.4.2 Burstein system: a Swiss paired by host/pairing's pair_burstein
};

// Game points (FIDE C.07 (2024) 5.1 "points"; draughts clubs use 2-1-0). With
// `variant_points` a played game scores the variant's own game points (Ashtarashki 2:0,
// Adiukh counts win/draw/loss and keeps 17:7 as tie-break points); unplayed results use
// win/draw/loss.
struct Scoring {
    double win = 1.0, draw = 0.5, loss = 0.0;
    bool variant_points = false;
};

// Values and eligibility of byes (FIDE C.04.1 c, C.04.2 "byes"): the pairing-allocated bye
// scores a win unless the regulations say otherwise; requested half-point byes are limited.
struct ByeRules {
    double pab = 1.0, hpb = 0.5, fpb = 1.0, zpb = 0.0;
    int max_hpb = 2; // requested half-point byes per player (0: none allowed)
    int hpb_closed_last_rounds = 0; // no HPB may be requested for the last N rounds
};

struct TieBreakSpec; // tiebreaks.hpp

struct TournamentInfo {
    std::string name, place, start_date, end_date, chief_arbiter, time_control;
    std::string variant = "russian";
    // Set-up options of the variant the arbiter chose for every game of the event (a
    // competition rule: clauses of the variant's position string, "phase limit: 200"; see
    // `damka variants`); empty for none.
    std::string variant_options;
    System system = System::Swiss;
    int rounds = 0;
    Scoring scoring;
    ByeRules byes;
    std::vector<std::string> tiebreaks; // codes in order, e.g. {"BH-C1", "BH", "SB", "DE"}
    // The list was changed once the event had begun (`event edit --tiebreaks` after round 1 was
    // paired: the regulations corrected): the rounds paired then, the list before, the date.
    // Read back from the audit log ("event.tiebreaks", the latest); the legend names it.
    struct TieBreakChange {
        int after_round = 0; // 0: never changed after round 1 was paired
        std::vector<std::string> before;
        std::string on; // YYYY-MM-DD (UTC)
    } tiebreaks_changed;
    // Micro-matches (Russian draughts practice): 2 games a pairing, colours reversed, one
    // opening drawn by lot for both from `openings` (checked legal by the plugin on loading).
    int games_per_pairing = 1;
    std::vector<std::string> openings;
    // Swiss: the Baku acceleration (FIDE C.04.5.1) adds virtual points in the first half.
    bool baku_acceleration = false;
    // The FIDE C.07 text the tie-breaks follow: "2024", "2026", or "" for the text in force on
    // the start date (tiebreak_context.hpp).
    std::string tiebreak_edition;
    // The language of the event's printouts: "en", "ru", or "" for the reader's (the CLI's
    // --lang, else LANG; reports/i18n.hpp).
    std::string language;
    // Knockout: the two semi-final losers play for third place in the final round (FMJD and
    // FIDE cup practice; an option, since many cups share third place instead).
    bool third_place_match = false;
    // Team events: the boards of every match (FIDE C.05 Annex 1 pairs the teams; each board
    // is a game). 0 for an individual event.
    int team_boards = 0;
    // Team events: the match points of a won, drawn and lost match (2-1-0 or 1-0.5-0);
    // `scoring` stays the game points of a board.
    Scoring match_points{2.0, 1.0, 0.0};
};

struct Player {
    int id = 0; // start number, 1-based, never reused
    std::string name;
    int rating = 0; // 0: unrated
    std::string title, federation, club, national_id, fmjd_id;
    int birth_year = 0;
    // "M", "F" or "" (not given): the women's and men's prize lists (standings --category).
    std::string sex;
    int first_round = 1; // late entry: the first round the player can be paired in
    int withdrawn_after = 0; // permanent withdrawal after this round (0: active)
    bool active_in(int round) const {
        return round >= first_round && (withdrawn_after == 0 || round <= withdrawn_after);
    }
};

// The result code of a board, as entered by the arbiter.
enum class BoardResult {
    Pending, // not yet entered
    WhiteWin, // 1-0
    BlackWin, // 0-1
    Draw, // ½-½
    WhiteForfeit, // +- : Black did not appear, White wins by forfeit
    BlackForfeit, // -+ : White did not appear
    DoubleForfeit // -- : neither appeared
};

// Unplayed rounds of one player (C.04.1 c, C.04.2; TRF-16 codes U, H, F, Z).
enum class ByeKind { PAB, HPB, FPB, ZPB };

// One game of a round on a board, as the event records it (not a game in play: that is
// damka::Game, the plugin's view; not a PDN record: pdn::GameRecord).
struct RoundGame {
    int round = 0, board = 0;
    int white = 0, black = 0;
    BoardResult result = BoardResult::Pending;
    // The variant's own points and tie-break points, when entered or replayed.
    std::optional<int> white_points, black_points, white_tiebreak, black_tiebreak;
    std::string pdn; // attached game record (may be empty)
    int game_no = 1; // micro-match: 1 or 2
    std::string opening; // micro-match: the opening drawn for the pairing
};

// A team of a team event (team.hpp checks line-ups against it).
struct Team {
    int id = 0; // team number, 1-based, never reused
    std::string name, federation, club;
    int captain = 0; // a player's start number, 0: none named
    // The players in the captain's board order: the first `team_boards` are the regular
    // boards, the rest reserves, in order. The order is fixed for the whole event.
    std::vector<int> board_order;
};

// The players a captain fields in one round, board 1 first.
struct Lineup {
    int round = 0, team = 0;
    std::vector<int> players;
};

// One team match of a round: the first-named team is `white_team` (White on board 1). The
// boards of match m are the round's boards (m - 1) * team_boards + 1 .. m * team_boards.
struct TeamMatch {
    int number = 0;
    int white_team = 0, black_team = 0;
};

struct Bye {
    int round = 0, player = 0;
    ByeKind kind = ByeKind::ZPB;
};

enum class RoundState { Draft, Published };

struct Round {
    int number = 0;
    RoundState state = RoundState::Draft;
    std::vector<RoundGame> games; // by board
    std::vector<Bye> byes; // this round's byes (PAB and requested ones)
};

// Team events: a paired round's matches (its games are their boards).
struct TeamRound {
    int number = 0;
    std::vector<TeamMatch> matches; // by number
    int free_team = 0; // the team without a match (odd number of teams), 0: none
};

// Everything the standings need. Byes requested for rounds not yet paired live in
// `future_byes`.
struct EventData {
    TournamentInfo info;
    std::vector<Player> players; // by id
    std::vector<Round> rounds; // 1..n in order
    std::vector<Bye> future_byes;
    // Pairs that must not meet (family, club mates as the regulations say): (lower, higher).
    std::vector<std::pair<int, int>> forbidden;
    std::vector<Team> teams; // by id (team events)
    std::vector<Lineup> lineups; // the line-ups the captains gave, by round and team
    std::vector<TeamRound> team_rounds; // the matches of the paired rounds, by round
    // The allocation settings when the event has a prize list (prizes.hpp), else nothing: the
    // standings' legend names the prize rules then.
    std::optional<PrizeSettings> prize_rules;
    const Player *player(int id) const;
    const Team *team(int id) const;
    // How messages name a player: "Name (12)", or "#12" for an unknown start number.
    std::string label(int id) const;
};

// Round `n` of the event, or nothing when it has not been paired.
inline const Round *find_round(const EventData &e, int n) {
    for (const Round &r : e.rounds)
        if (r.number == n) return &r;
    return nullptr;
}

// The round a result goes to when none is named: the latest published round — a draft is not
// played yet, so while the next round is a draft the current one is still the round before it
// (its results are corrections then: swiss_correction.hpp). The latest round when none is
// published (0: none paired).
inline int current_round(const EventData &e) {
    for (auto r = e.rounds.rbegin(); r != e.rounds.rend(); ++r)
        if (r->state == RoundState::Published) return r->number;
    return e.rounds.empty() ? 0 : e.rounds.back().number;
}

// The matches of round `n` of a team event, or nothing when it has not been paired.
inline const TeamRound *find_team_round(const EventData &e, int n) {
    for (const TeamRound &r : e.team_rounds)
        if (r.number == n) return &r;
    return nullptr;
}

// Text forms used by the CLI, storage, TRF and reports. A system's id is its row's in the table
// of system_rules.cpp ("swiss", "round-robin"; "rr" and "drr" are read too).
std::string to_string(System s);
std::optional<System> parse_system(const std::string &s);
std::string to_string(BoardResult r); // "1-0" "0-1" "1/2" "+-" "-+" "--" ""
std::optional<BoardResult> parse_result(const std::string &s); // also "½-½", "=", "0.5-0.5"
std::string to_string(ByeKind k); // "PAB" "HPB" "FPB" "ZPB"
std::optional<ByeKind> parse_bye(const std::string &s);
std::string to_string(RoundState s); // "draft" "published"
// ISO 639 form: two or three small letters ("ru"), as TournamentInfo::language holds it.
bool is_language_code(const std::string &s);
std::string scoring_name(const Scoring &s); // "1-0.5-0", "2-1-0", "3-1-0", "variant"
std::optional<Scoring> parse_scoring(const std::string &s);
// "1", "0.5", "1.5", "17" — shortest exact decimal of a score.
std::string format_points(double p);
// "1 point", "0 points", "1.5 points": a count in words, singular for exactly one.
std::string points_phrase(double p);

} // namespace damka::tournament
