// Scheveningen tables: the published schedules of a match between two teams of n players in
// which every player of team A meets every player of team B once, with the colours balanced
// (each player has White as often as the table can give it). Plain data and a look-up.
#pragma once

#include <vector>

namespace damka::pairing {

// One game of a Scheveningen round: A's player on `a` against B's player on `b` (positions
// in the teams' line-ups, 1-based); `a_white` when A's player has White.
struct ScheveningenGame {
    int a = 0, b = 0;
    bool a_white = true;
    friend bool operator==(const ScheveningenGame &, const ScheveningenGame &) = default;
};

// The largest team the published tables cover.
inline constexpr int kScheveningenMaxBoards = 8;

// Round `round` (1..2 * boards) of a match on `boards` boards (1..kScheveningenMaxBoards),
// board 1 first (A's player on board k is always A's k-th). Rounds boards + 1 .. 2 * boards
// are the double Scheveningen's second cycle: the same games, colours reversed. Empty when
// there is no such round.
std::vector<ScheveningenGame> scheveningen_table_round(int boards, int round);

} // namespace damka::pairing
