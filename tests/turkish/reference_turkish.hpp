// An independent reference implementation of Turkish draughts (Dama), written from the rule
// text only (plugins/turkish/README.md "Rules": the sources it names and its choices) and not from
// the plugin's code, for differential testing of plugins/turkish. Kept deliberately plain: an
// 8x8 array in real coordinates (x = 0 the a-file, y = 0 White's near rank, index y*8 + x as
// the plugin ABI numbers squares), a recursive capture search that lifts each captured piece
// at once, then the majority filter.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

namespace turkish_ref {

enum class Piece : std::uint8_t { none, white_man, white_king, black_man, black_king };

struct Position {
    std::array<Piece, 64> board{}; // index y*8 + x
    int to_move = 0; // 0 White, 1 Black
    bool operator==(const Position &) const = default;
};

// A move as the ABI records it: `path` the origin then every square the piece stands on,
// `captured` the squares of the pieces taken, in capture order (empty for a quiet move).
struct Move {
    std::vector<int> path;
    std::vector<int> captured;
    auto operator<=>(const Move &) const = default;
};

constexpr int square(int x, int y) { return y * 8 + x; }
// "a1".."h8".
std::string name(int square);
// -1 for an empty square, else 0 White, 1 Black.
int side_of(Piece p);
bool is_king(Piece p);

// 16 men each: White on ranks 2-3, Black on ranks 6-7, White to move.
Position start();
// Every legal move, every capture path of the longest captures listed once (a flying king's
// landings on one line each give a path of their own).
std::vector<Move> moves(const Position &p);
// Other readings of the rules some sources give (plugins/turkish/README.md), each one setting away
// from the Turkish draughts of plugins/turkish/README.md, so that tests can show a position decides between
// them. Only moves() follows them; play() and the rest keep those rules.
struct Reading {
    bool half_turn = false; // the 180-degree turn allowed
    bool lift_at_end = false; // captured pieces stay until the move ends (no crossing)
    bool crown_mid_capture = false; // a man reaching the far rank goes on as a king
    bool any_capture = false; // no majority rule: any complete capture
};
std::vector<Move> moves(const Position &p, const Reading &reading);
// The position after `m` (one of moves(p)).
Position play(const Position &p, const Move &m);
// Does `m` crown its man (a man whose move ends on the far rank)?
bool promotes(const Position &p, const Move &m);
// 'w' or 'b' when the side to move has no legal move (the other side wins), else 0.
char result(const Position &p);
// Leaf count at `depth`: every capture path (keep_duplicates, kish's convention), or captures
// with the same origin, destination and set of captured squares once.
uint64_t perft(const Position &p, int depth, bool keep_duplicates);
// The move with every "straight on" landing moved to the square just past the piece taken:
// a flying king that takes and goes on in the same direction to take again makes one path
// (the draughts family's convention, plugins/draughts/README.md), so two paths differing only there compare equal.
Move straight_on_once(const Move &m);
// The plugin's FEN: "W:Wa2,b2,Kd4:Bh7" (side to move, then each side's squares, K a king).
std::string fen(const Position &p);
// The position a FEN of that form describes (throws std::invalid_argument on a bad token).
Position from_fen(const std::string &fen);
// A move as text, "c3-c4" or "c6xc8xe8".
std::string text(const Move &m);

} // namespace turkish_ref
