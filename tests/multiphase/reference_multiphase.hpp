// An independent reference implementation of Multiphase draughts, written from the rules
// (seed 003, the plugin README's decisions) and NOT from plugins/multiphase: the board is a
// string of 121 characters ('.', 'b', 'r'; a1 first, rank by rank), zones are found by
// labelling the grid, moves are notation strings. It is slow and plain on purpose; the tests
// compare the plugin's moves, phase bookkeeping and perft against it.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace multiphase_ref {

struct Game {
    std::string board; // 121 characters: '.', 'b' (Blue), 'r' (Red)
    int phase = 1; // odd: separation, even: connection
    int first = 0; // player who moved first in the phase (0 Blue, 1 Red)
    int to_move = 0;
    int wins[2] = {0, 0};
    int drawn = 0;
    bool extra = false; // the second player's compulsory extra move is due
    int phase_plies = 0;
    int game_plies = 0;
    // The set-up options: a phase nobody finishes in `phase_limit` plies is drawn (0: never, the
    // seed); `same_squares`: a standing zone must be the same squares (else the seed's size).
    int phase_limit = 0;
    bool same_squares = false;
    std::vector<std::string> boards; // every board since the start (or set-up), current last
};

std::string square(int file, int rank); // 0-based -> "a1"
Game start();
// A set-up: the board string and the phase state as given; earlier boards unknown.
Game setup(const std::string &board, int phase, int first, int to_move, int wins0, int wins1, int drawn,
           int phase_plies, int game_plies, bool extra);

std::set<std::string> moves(const Game &g); // "a2-a7" slides, "c3:h9" transfers
Game play(const Game &g, const std::string &move); // also settles a player without a move
int winner(const Game &g); // 0, 1, or -1 while the game goes on
uint64_t perft(const Game &g, int depth);

// Goal tests, exposed for the hand-computed tests.
bool apart(const std::string &board, char piece); // no two touch (8 directions)
bool one_group(const std::string &board, char piece); // one 8-connected group

} // namespace multiphase_ref
