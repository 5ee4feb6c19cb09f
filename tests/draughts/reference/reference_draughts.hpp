// An independent reference implementation of the later draughts variants (issue 31), written
// from the rule texts only (FID Regolamento tecnico Capo I; FPD "Regras do jogo de Damas
// Clássicas" 2013; the Czech federation's rules; MindSports on Thai and Killer draughts; the
// Official Rules for Frisian Draughts 2011; lidraughts' Frysk!, Antidraughts and Breakthrough;
// for the 12x12 national games Wikipedia's "Malaysian/Singaporean Checkers" and "Draughts",
// draughts.github.io's Malaysian-Singaporean page and checkerschest.com's "Sri Lanka
// Checkers"), never from plugins/draughts. Simple and slow on purpose: a board is an array of cells in real
// coordinates, captures are found by a recursive search, and each precedence rule is an
// explicit filter over the complete sequences.
//
// Coordinates: cell index = y * size + x, x = 0 the a-file, y = 0 White's near rank; this is
// also the plugin ABI's square index, so moves compare index for index.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace draughts_ref {

enum class KingRange {
    Short, // one square (Italian, FID 5.8)
    Flying, // any distance, lands on any empty square beyond
    LandBehind, // any distance, lands on the square directly behind the piece taken (Thai)
};

enum class Precedence {
    None, // any complete sequence (Thai)
    Majority, // most pieces, kings and men alike (FMJD international)
    PiecesThenKings, // most pieces, then most kings (FPD "lei da quantidade", "lei da qualidade")
    Italian, // most pieces, with a king, most kings, kings met earliest (FID 6.6-6.9)
    KingFirst, // a king must capture when one can, free choice otherwise (Czech)
    FrisianValue, // men + 2*kings, then fewer kings, then with a king (Frisian art. 11, 12)
    MajorityThenKing, // most pieces, then a king's sequence over a man's (Malaysian)
};

enum class Goal {
    NoMoveLoses, // the side to move without a legal move loses
    NoMoveWins, // antidraughts (lidraughts Antidraughts.scala)
    FirstKingWins, // breakthrough: the first side to have a king wins (lidraughts)
};

// How a FEN names squares by number (PDN 3.0 GameType notation codes).
enum class Numbering {
    International, // 10x10, 1 = b10 at the top left, 46 = a1 (FMJD)
    Fid, // Italian 8x8, 1 = a8 top left .. 32 = h1 (FID art. 2.4, N2 inverted)
    Fpd, // Spanish/Portuguese 8x8, 1 = h1 bottom right .. 32 = a8 (FPD art. 3, N1)
    TopLeft8, // 8x8 with a1 dark, 1 = b8 top left (Thai N2, also the English-style layout)
    TopLeftDark, // any size, a1 dark or light: the dark squares of each row left to right, from
    // the top row (12x12: Malaysian 1 = b12 .. 72 = k1, Sri Lankan 1 = a12 .. 72 = l1)
};

struct Rules {
    std::string id;
    int size = 10;
    bool a1_dark = true; // false: the near-right corner dark (Italian, Spanish, Portuguese; Sri Lankan l1)
    int men_rows = 4; // rows of men each side at the start
    bool back_row_only = false; // Frysk!: 5 men on each side's first row
    bool men_capture_backward = true;
    bool men_capture_kings = true;
    bool orthogonal_captures = false; // Frisian art. 7, 9: also along rows and files
    KingRange king = KingRange::Flying;
    bool remove_at_once = false; // Thai: a captured piece leaves the board at once
    bool killer_halt = false; // Killer: stop directly behind a last-captured king
    Precedence precedence = Precedence::Majority;
    bool three_king_moves = false; // Frisian art. 17
    Goal goal = Goal::NoMoveLoses;
    Numbering numbering = Numbering::International;
};

// The rules of a variant id: the ten of issue 31, "international" (the family's base, for
// the published International perft) and the 12x12 national games "malaysian" and "sri-lankan". Throws std::invalid_argument for another id.
const Rules &rules(std::string_view id);

constexpr int kMaxCells = 144; // boards up to 12x12

enum Piece : uint8_t { Empty = 0, WhiteMan = 1, WhiteKing = 2, BlackMan = 3, BlackKing = 4 };
inline int side_of(uint8_t p) { return p >= BlackMan ? 1 : 0; }
inline bool is_king(uint8_t p) { return p == WhiteKing || p == BlackKing; }

struct Position {
    const Rules *rules = nullptr;
    std::array<uint8_t, kMaxCells> cell{}; // index y * size + x; light squares stay Empty
    int to_move = 0; // 0 White, 1 Black
    // Frisian art. 17, per side: the square of the king that made the last quiet moves and how
    // many consecutive quiet moves it made (-1, 0 when the last move was not a quiet king move).
    std::array<int, 2> king_square{-1, -1};
    std::array<int, 2> king_moves{0, 0};

    int size() const { return rules->size; }
    bool dark(int x, int y) const { return ((x + y) % 2 == 0) == rules->a1_dark; }
};

// A move as the plugin ABI writes it: path = origin then every landing square; captured =
// the squares of the pieces taken, in capture order.
struct Move {
    std::vector<int> path;
    std::vector<int> captured;

    int from() const { return path.front(); }
    int to() const { return path.back(); }
    bool is_capture() const { return !captured.empty(); }
};

// What two implementations must agree on: the path and the set of captured squares.
struct MoveKey {
    std::vector<int> path;
    std::vector<int> captured_sorted;
    auto operator<=>(const MoveKey &) const = default;
};
MoveKey key_of(const Move &m);

Position start(const Rules &r);
// The standard start with `rows` rows of men each (dctl's "Thai rules from the 12-man start").
Position start_with_rows(const Rules &r, int rows);
// A PDN FEN ("W:W31,K32:B1,2"): squares by number in the variant's numbering or by name
// ("a1"), K for a king, ranges "1-12". Throws std::invalid_argument on malformed text.
Position from_fen(const Rules &r, std::string_view fen);
// The square (cell index) of number `n` in the variant's numbering, -1 when out of range.
int square_of_number(const Rules &r, int n);
// "a1".."l12".
std::string square_name(const Position &p, int cell);
// A readable diagram and the side to move, for failure messages.
std::string describe(const Position &p);

// Every complete capture sequence of the side to move before any precedence rule (to see
// where a precedence rule decided).
std::vector<Move> capture_sequences(const Position &p);
// Every legal move (every capture path: the "keep" convention). Empty when the game is over.
std::vector<Move> legal_moves(const Position &p);
Position play(const Position &p, const Move &m);
// -1 while the game goes on, else the winning side (0 White, 1 Black).
int winner(const Position &p);
// Perft; keep_duplicates false counts captures with the same origin, destination and captured
// set once.
uint64_t perft(const Position &p, int depth, bool keep_duplicates);

} // namespace draughts_ref
