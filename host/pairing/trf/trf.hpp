// FIDE Tournament Report File: TRF-16 with the TRFx extensions of the endorsed pairing
// engines (XXR rounds, XXC initial colour, XXA accelerations, XXP prohibited pairs, XXS
// scoring) and the TRF-26 records that matter for pairing (142 rounds, 152 initial colour,
// 162 scoring, 240 byes, 250 accelerations, 260 prohibited pairings).
// Reading never throws: an error names the line and column (1-based) and what is wrong.
#pragma once

#include "core/expected.hpp"
#include "pairing/pairing.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace damka::pairing::trf {

// One round cell of a 001 record (TRF-16 columns 92-99, 102-109, ...).
struct Cell {
    int opponent = 0; // 0000 or blank: no opponent
    char colour = '-'; // 'w', 'b' or '-'
    char result = 'Z'; // one of - + W D L 1 = 0 H F U Z (upper-cased); blank = Z
    friend bool operator==(const Cell &, const Cell &) = default;
};

struct PlayerRecord { // 001 record
    int start = 0; // columns 5-8
    char sex = ' '; // column 10
    std::string title; // 11-13
    std::string name; // 15-47
    int rating = 0; // 49-52
    std::string federation; // 54-56
    std::string fide_id; // 58-68
    std::string birth; // 70-79
    Points points = 0; // 81-84
    int rank = 0; // 86-89
    std::vector<Cell> rounds; // from column 92, 10 columns a round
    int line = 0; // the line it was read from, for messages (0: made in memory); not compared
    friend bool operator==(const PlayerRecord &a, const PlayerRecord &b) {
        auto fields = [](const PlayerRecord &p) {
            return std::tie(p.start, p.sex, p.title, p.name, p.rating, p.federation, p.fide_id, p.birth, p.points,
                            p.rank, p.rounds);
        };
        return fields(a) == fields(b);
    }
};

// Points per result (TRF-26 162; TRFx XXS). Defaults are FIDE's 1-½-0.
struct Scoring {
    Points win = 10; // W: win OTB or by forfeit, full-point bye
    Points draw = 5; // D: draw OTB, half-point bye
    Points loss = 0; // L: loss OTB
    Points absence = 0; // A: zero-point bye, forfeit loss
    Points pab = 10; // P: pairing-allocated bye
    Points unknown = 5; // X: unknown result
    friend bool operator==(const Scoring &, const Scoring &) = default;
    Points of(char result) const; // points a TRF result code scores
};

struct Acceleration { // 250 record (and XXA, one player, one round each)
    Points points = 0;
    int first_round = 1, last_round = 1;
    int first_player = 1, last_player = 1;
    friend bool operator==(const Acceleration &, const Acceleration &) = default;
};

// "Every round": the largest round a 260 record's three-digit field holds, so a prohibition
// from an XXP line or an event is written as a 260 record that reads back the same.
inline constexpr int kAllRounds = 999;

struct Prohibited { // 260 record; XXP lines have rounds 1..all
    int first_round = 1, last_round = kAllRounds;
    std::vector<int> players; // no two of them may meet
    friend bool operator==(const Prohibited &, const Prohibited &) = default;
    std::vector<std::pair<int, int>> pairs() const; // every two of `players`, lower number first
};

struct Bye { // 240 record: requested byes for a round
    char type = 'H'; // F, H or Z
    int round = 1;
    std::vector<int> players;
    friend bool operator==(const Bye &, const Bye &) = default;
};

enum class Flavour { Trf16x, Trf26 };

struct Document {
    std::vector<std::string> header; // other tournament lines (012, 022, ..., ###) kept verbatim
    int total_rounds = 0; // 142 / XXR
    Colour initial_colour = Colour::None; // 152 / XXC white1|black1 (None: not given)
    Scoring scoring; // 162 / XXS
    std::vector<PlayerRecord> players;
    std::vector<Acceleration> accelerations;
    std::vector<Prohibited> prohibited;
    std::vector<Bye> byes;
    Flavour flavour = Flavour::Trf16x; // which record family carried the extras
    friend bool operator==(const Document &, const Document &) = default;

    const PlayerRecord *player(int start) const;
    int rounds_played() const; // highest round with a paired cell
};

Expected<Document> read(std::string_view text);
// TRF-26 record 192, "Encoded Type of Tournament" (an ETT26 code such as FIDE_DUTCH or
// FIDE_DUBOV or FIDE_BURSTEIN_BAKU), kept among the header lines; empty when the file has none.
std::string tournament_type(const Document &doc);
// How a file names its Swiss system (trf_system.cpp): TRF-26 192 with the system's ETT26 code
// (`FIDE_BURSTEIN`, `FIDE_DUBOV_BAKU` under C.04.7), or, for a system ETT26 has no code for
// (Lim, C.04.4.3), `192 CUSTOM_SWISS` and Damka's line `### damka pairing-system <flag>`
// (` maxi-tournament` appended when a Lim organiser declared one, C.04.4.3 3.2.3); a system's
// provisional code (`192 FIDE_LIM`) is read too. `name_system` replaces what the file said.
std::optional<SwissSystem> named_swiss_system(const Document &doc);
void name_system(Document &doc, SwissSystem system, bool baku = false, bool maxi_tournament = false);
bool lim_maxi_tournament(const Document &doc);
// The 001 points field (columns 81-84) holds -9.5 .. 99.5, and whole scores up to 9999.
bool fits_points_field(Points p);
std::string write(const Document &doc);

// The pairing input for `round` (1-based): history from cells of earlier rounds, scores from
// the scoring system, availability from cells/240 records of `round`, accelerations and
// prohibited pairs for `round`. Inconsistent histories (an opponent's cell that disagrees)
// are errors naming the players and the round.
struct RoundInput {
    std::vector<Player> players;
    Settings settings;
};
Expected<RoundInput> round_input(const Document &doc, int round);

// ---- Double-Swiss (C.04.5): a match is two round columns (trf_match.cpp) ----------------
// Record 192 says FIDE_DOUBLESWISS (or FIDE_DOUBLESWISS_BAKU).
bool is_double_swiss(const Document &doc);
// Matches with a paired column (an unfinished last match counts).
int matches_played(const Document &doc);
// What round column `r` scores for a player: the result's points, except that a PAB filling
// both columns of a Double-Swiss match is counted once (the match's PAB value, 162/XXS `P`).
Points column_points(const Document &doc, const PlayerRecord &p, int r);
// One match (1-based) of a player read from its two columns, or an error naming the player
// and the match when they disagree (other opponents, same colours, a bye in one column only).
Expected<PastRound> match_round(const Document &doc, const PlayerRecord &p, int match);
// The pairing input for Double-Swiss match `match`: one PastRound a match, game points,
// `settings.round` = the match, `total_rounds` = 142/XXR columns / 2.
Expected<RoundInput> match_input(const Document &doc, int match);

// The initial colour (C.04.3 5.2.5) when the file does not say it (no 152 / XXC): read from the
// first round in which colours were given, as the endorsed engines infer it. The lowest
// numbered player in that round's pairing had the initial colour when his pairing number was
// odd, counted among the players in the pairing (see effective_numbers() in dutch.cpp). White
// when no colour has been given yet.
Colour inferred_initial_colour(const Document &doc);

// The 001 points field (columns 81-84) against what the results score under the file's
// scoring, as the endorsed engines check it: the rounds paired, possibly with the cell
// already entered for the next round (a requested bye) and that round's acceleration. An
// error names the line and the player; an empty value when every record agrees.
std::string points_contradiction(const Document &doc);

} // namespace damka::pairing::trf
