// An independent reference implementation of the three column games (russian-column, lasca,
// adiukh), written from the rule texts (seed 001 games 1 and 3, seed 004 section 3, the
// digests column-games.md, adiukh.md, draughts.md and the plugin README's documented
// decisions) and NOT from plugins/column. Towers are strings of 'w'/'b' bottom to top; a
// capture is found by trying every jump from every square reached. Slow and plain on purpose;
// the tests compare the plugin's moves, resulting positions and perft counts against it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace column_ref {

enum class Game { russian_column, lasca, adiukh };

Game game_of(std::string_view variant_id);

struct Square {
    std::string tower; // bottom to top, 'w' or 'b'; empty for an empty square
    bool king = false; // the top checker is a king (russian-column, lasca); unused in adiukh
};

struct Position {
    Game game = Game::russian_column;
    int size = 8;
    std::vector<Square> squares; // index = rank * size + file, as the plugin's squares
    char to_move = 'w';
};

struct Move {
    std::vector<int> path; // every square the tower stands on, origin first, final last
    std::vector<int> captured; // the square of each tower jumped, in order
    Position after;
};

Position start(Game game);

// Reads the adiukh 7.2 record as the plugin prints it:
//   white: c3-1, Ke5-2/1; black: none; black to move
// (towers of one side, `K`/`O` king marks, `none`, the side-to-move clause). Throws on a bad one.
Position parse(Game game, std::string_view record);

// Prints the record in the plugin's canonical form (squares in name order, "none").
std::string format(const Position &p);

std::vector<Move> moves(const Position &p);

// Leaf counts; `distinct` counts two captures with the same origin, destination and multiset
// of captured squares once (the plugin-api perft convention).
uint64_t perft(const Position &p, int depth, bool distinct);

std::string square_name(int index, int size);

} // namespace column_ref
