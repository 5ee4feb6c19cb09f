// Public API of the pairing engines: the input model a tournament hands over (what the
// pairing rules need to know about each player), and the pairing that comes back with its
// explanation. Plain C++ (no Qt); the tournament module and `damka pairing` both call it.
//
// Scores are integers in the tournament's own points (`Points` = tenths of a point, so FIDE
// 1-½-0 is 10-5-0 and draughts 2-1-0 is 20-10-0); the Dutch rules only compare scores.
#pragma once

#include "core/message.hpp"
#include "swiss_systems.hpp" // the systems by name: pair_swiss, check_absolute(SwissSystem, ...)

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace damka::pairing {

using Points = int; // tenths of a point
constexpr Points points(double p) { return static_cast<Points>(p * 10 + (p < 0 ? -0.5 : 0.5)); }

enum class Colour : std::int8_t { None = 0, White = 1, Black = -1 };
constexpr Colour opposite(Colour c) { return static_cast<Colour>(-static_cast<int>(c)); }

// FIDE C.04.3 1.4 (2025): a player floats down when paired with a lower score (or given the
// pairing-allocated bye), up when paired with a higher score.
enum class Float : std::int8_t { None = 0, Down, Up };

// How a player spent one past round.
enum class RoundKind : std::int8_t {
    Played, // a game over the board: counts as a meeting and for colours
    ForfeitWin, // paired but the opponent did not appear: not a game played, so the
    ForfeitLoss, //   colour is ignored and the two may be paired again (C.04.1, TRF '+'/'-')
    PairingBye, // the pairing-allocated bye (PAB, C.04.1 c)
    FullPointBye, // a full-point bye that is not the PAB (TRF 'F')
    HalfPointBye, // TRF 'H'
    ZeroPointBye, // absent, not paired (TRF 'Z' or '-' with opponent 0)
};

struct PastRound {
    RoundKind kind = RoundKind::ZeroPointBye;
    int opponent = 0; // start number; 0 when there was no opponent
    Colour colour = Colour::None; // colour actually played (None when no game was played)
    Float floated = Float::None; // filled by the caller or by `derive_floats()`
    Points points = 0; // points scored in this round (C.04.4.2 1.7.1 Sonneborn-Berger)
};

struct Player {
    int start = 0; // start (pairing) number, 1-based and unique
    Points score = 0; // score before the round being paired
    int rating = 0;
    std::vector<PastRound> rounds; // rounds 1 .. round-1, in order
    Points acceleration = 0; // virtual points for this round (C.04.5 Baku, TRFx XXA)
    bool available = true; // false: absent, withdrawn or on a requested bye this round
    bool withdrawn = false; // left the tournament (implies !available)

    // Derived from `rounds`.
    bool met(int other_start) const; // played a game against (C.04.1 b, C.04.3 C1)
    bool bye_ineligible() const; // had the PAB or a point without playing (C.04.3 C2)
    Points pairing_score() const { return score + acceleration; }
};

// Options of the tournament that affect pairing.
struct Settings {
    int round = 1; // the round being paired (1-based)
    int total_rounds = 0; // planned rounds: decides topscorers (C.04.3 1.8); 0 when unknown
    Colour first_colour = Colour::White; // colour of the top seed in round 1 (TRF-26 152, XXC)
    Points pab_points = 10; // points the pairing-allocated bye scores (TRF-26 / C.04.1 c)
    Points win_points = 10; // points for a win: topscorers (C.04.3 1.8), downfloater scores ([C7])
    Points draw_points = 5; // points for a draw: C.04.4.2 1.7.2 (zero-point byes counted as draws)
    std::vector<std::pair<int, int>> forbidden; // pairs that must not meet (C.04.1 f: same club/family)
    // Lim (C.04.4.3 3.2.3, 3.8, 5.7): the organiser declared a "Maxi-tournament" (the text does
    // not define one): floater and colour choices only among players rated within 100 points.
    bool maxi_tournament = false;
};

struct Pair {
    int white = 0;
    int black = 0;
    friend bool operator==(const Pair &, const Pair &) = default;
};

// Why the pairing is what it is: brackets in the order they were paired, who floated and why,
// the colour rule applied to each pair, and the reason for the bye.
struct BracketNote {
    Points score = 0; // the bracket's (resident) score
    std::vector<int> residents; // start numbers of the resident players
    std::vector<int> moved_down; // MDPs arriving from higher brackets (C.04.3 A.3); Dubov: upfloaters
    bool upfloaters = false; // Dubov (C.04.4.1 1.3.2): `moved_down` holds upfloaters from lower scoregroups
    // Lim (C.04.4.3 2.2): the group's title (score, direction, median); when set, `moved_down`
    // holds the floaters transferred into the group and `floaters` those it passes on.
    Message heading;
    std::vector<int> floaters; // players moved down to the next bracket
    std::vector<Message> notes; // criteria that could not be met, with article numbers
};

struct ColourNote {
    Pair pair;
    Message rule; // e.g. "C.04.3 5.2.5: initial colour by ranking" (context "Pairing")
};

// Message::joined for any number of parts: a pattern holds %1..%99, so a long list (an
// explanation of a large field) is joined in nested groups; the English is the same.
Message join_all(const std::vector<Message> &parts, const std::string &separator);

struct Explanation {
    Message preface; // a note on the whole round (Burstein: a seeding round paired by Dutch); may be empty
    std::vector<BracketNote> brackets;
    std::vector<ColourNote> colours;
    Message bye; // why this player received the PAB (empty when none)
    // All of the above, one line each (each line ends in a line break; empty when nothing),
    // translatable (core/message.hpp): the CLI prints its english(), the desk renders it.
    Message text() const;
};

enum class Failure : std::int8_t {
    None = 0,
    NoValidPairing, // the absolute criteria cannot all be met (CLI exit 1)
    InvalidInput, // inconsistent input (duplicate numbers, unknown opponent...)
};

struct Pairing {
    Failure failure = Failure::None;
    Message message; // the failure's reason, naming player/round
    std::vector<Pair> pairs; // board order (C.04.2 ... highest scores first)
    int bye = 0; // start number of the PAB receiver, 0 when none
    Explanation explanation;
    bool ok() const { return failure == Failure::None; }
};

// What every Swiss engine checks first: start numbers positive and used once, and each player
// with the rounds before `settings.round`. The refusal, or nothing.
std::optional<Message> invalid_swiss_input(const std::vector<Player> &players, const Settings &settings);

// FIDE C.04.3 Dutch system (2025 edition, in force from 1 Feb 2026): pairs `settings.round`.
Pairing pair_dutch(const std::vector<Player> &players, const Settings &settings);

// FIDE C.04.4.1 Dubov system (2026 edition): pairs `settings.round`. Every available player
// needs a rating (1.1); `settings.total_rounds` sets MaxT (1.8.2) and the last round ([C8]-[C10]).
Pairing pair_dubov(const std::vector<Player> &players, const Settings &settings);

// FIDE C.04.5 Double-Swiss system (2026): pairs match `settings.round`. Each PastRound is one
// match of two games: `Played` a match regularly played (a single forfeited game included),
// its colour the player's game-1 colour; ForfeitWin/ForfeitLoss a match ended by forfeit (a
// player forfeited both games: no meeting, no colour). Scores are game points;
// `settings.pab_points` is the PAB's value (a game won plus a game drawn, 1.4). Each Pair is a
// match: `white` has White in game 1, Black in game 2 (4.4).
Pairing pair_double_swiss(const std::vector<Player> &players, const Settings &settings);

// FIDE C.04.4.3 Lim system (2026 edition = the 1987/1999 text renumbered): pairs
// `settings.round`; `settings.total_rounds` marks the last round (Article 6 lifts the colour
// limits of 2.1), `settings.maxi_tournament` the organiser's Maxi-tournament (3.2.3, 3.8, 5.7).
Pairing pair_lim(const std::vector<Player> &players, const Settings &settings);

// FIDE C.04.4.2 Burstein system (2026 edition): pairs `settings.round`. The seeding rounds
// (1.6: the first min(total_rounds / 2, 4)) are Dutch rounds, so `settings.total_rounds` is
// required; later rounds rank each bracket by the Index (1.7-1.8), which reads the points of
// every past round (PastRound::points) and the opponents' current scores.
Pairing pair_burstein(const std::vector<Player> &players, const Settings &settings);

// Fills PastRound::floated from the opponents' scores at each round (C.04.3 1.4): needs the
// per-round scores, so it takes the score each player had before every round.
// `score_before[i][r]` = score of players[i] before round r+1.
void derive_floats(std::vector<Player> &players, const std::vector<std::vector<Points>> &score_before);

// The absolute criteria a finished pairing must satisfy (C.04.3 C1-C3, C.04.1 f forbidden
// pairs); returns one message per violation (empty when valid). Used by the checker.
std::vector<std::string> check_absolute(const std::vector<Player> &players, const Settings &settings,
                                        const Pairing &pairing);

// The absolute criteria of the Dubov system (C.04.4.1 [C1]-[C4]: no rematch, no second PAB
// nor a PAB after a win's points without playing, no two players with the same absolute colour
// preference with no topscorer exception, everybody paired once, C.04.1 prohibited pairs),
// recomputed from the raw input by code separate from the engine (dubov_checker.cpp).
std::vector<std::string> check_absolute_dubov(const std::vector<Player> &players, const Settings &settings,
                                              const Pairing &pairing);
// The absolute criteria of the Double-Swiss system (C.04.5 [C1] with the Preface's match-forfeit
// rule, [C2], [C3], C.04.1 prohibited pairs), recomputed from the raw input by code separate
// from the engine (double_swiss_checker.cpp). No colour criterion exists to check.
std::vector<std::string> check_absolute_double_swiss(const std::vector<Player> &players, const Settings &settings,
                                                     const Pairing &pairing);
// The absolute rules of the Lim system (C.04.4.3): no rematch (2.1), compatibility's colour
// limits - never the same colour in three successive rounds, never three more of one colour
// than the other (2.1, 5.1) - except in the last round (Article 6), the PAB by 1.1 and the
// Basic Rules (C.04.1 Art. 4), everybody paired once, prohibited pairs; recomputed from the
// raw input by code separate from the engine (lim_checker.cpp).
std::vector<std::string> check_absolute_lim(const std::vector<Player> &players, const Settings &settings,
                                            const Pairing &pairing);
// The absolute criteria of the Burstein system (C.04.4.2 [C1]-[C4]: the same four as Dubov's,
// with no topscorer exception to [C3]), recomputed from the raw input apart from the engine
// (burstein_checker.cpp).
std::vector<std::string> check_absolute_burstein(const std::vector<Player> &players, const Settings &settings,
                                                 const Pairing &pairing);
// ---- Round robin: FIDE C.05 Annex 1 (Berger tables) ----------------------------------------
struct RoundRobinRound {
    std::vector<Pair> pairs; // in the table's order
    int bye = 0; // odd n: the player paired with the dummy number n+1
};
// Rounds for n players (n >= 2; an odd n plays the table of n+1 and the partner of n+1
// rests). `cycles` = 2 repeats the table with colours reversed; C.05 Annex 1 recommends
// swapping the last two rounds of the first cycle then (`swap_last_two`).
std::vector<RoundRobinRound> berger_table(int players, int cycles = 1, bool swap_last_two = true);

// ---- Knockout (olympic system) -------------------------------------------------------------
// Bracket positions for `players` entrants seeded 1..n: the standard seeding (1 v 2^k, 2 v
// 2^k-1, seeds kept apart until the late rounds); entrants beyond n are byes (0).
std::vector<Pair> knockout_first_round(int players);
// The next round: the winners of the previous round's matches, in bracket order (0 for an
// empty line), meet pairwise; a player facing an empty line advances without playing.
std::vector<Pair> knockout_next_round(const std::vector<int> &winners);
// Colours of game g (0-based) of a match, `first` being game 0's colours: they alternate.
Pair match_game_colours(Pair first, int game);

// Micro-match: two games with colours reversed from one opening drawn by lot. `is_legal`
// asks the variant (plugin) whether an opening is playable; drawing skips refused openings.
struct MicroMatch {
    Pair game1, game2; // game2 = game1 with colours reversed
    std::string opening;
};
struct OpeningDraw {
    std::vector<std::string> openings; // the list the lot is drawn from
    std::uint64_t seed = 0; // reproducible lot
};
using OpeningCheck = std::function<bool(const std::string &opening)>;
// One micro-match per pair; the same opening is drawn for both games of a micro-match.
// Fails (no value) when no opening in the list passes `is_legal`.
std::optional<std::vector<MicroMatch>> draw_micro_matches(const std::vector<Pair> &pairs, const OpeningDraw &draw,
                                                          const OpeningCheck &is_legal);

} // namespace damka::pairing
