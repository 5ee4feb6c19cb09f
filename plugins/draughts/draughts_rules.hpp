// The rule settings of one draughts variant (Fairy-Stockfish style: variants are data).
// One move generator reads these settings; variants.hpp lists the variants.
#pragma once

#include <cstdint>

namespace damka::draughts {

enum class Color : uint8_t { White = 0, Black = 1 };
constexpr Color opponent(Color c) { return c == Color::White ? Color::Black : Color::White; }
constexpr int index(Color c) { return static_cast<int>(c); }

// What happens when a man reaches the far row in the middle of a capture.
enum class CapturePromotion : uint8_t {
    ContinueAsKing, // crowned at once, the capture goes on by the king's rules (Russian)
    PassAsMan, // goes on as a man; crowned only if the capture ends there (FMJD)
    EndsMove, // crowning ends the move (English checkers)
};

enum class SquareNotation : uint8_t {
    Algebraic, // a1..h8, a1 = White's near-left corner
    Numeric, // PDN numbers 1..n, left to right, top to bottom as White sees the board
    NumericFromBottomRight, // 1 = White's near-right corner, right to left, bottom to top (FPD art. 3)
};

// How far a king goes.
enum class KingRange : uint8_t {
    Short, // one square, moving and capturing (English, Italian)
    Flying, // a whole diagonal; lands on any empty square beyond the piece it takes
    FlyingLandsBehind, // flies on quiet moves; a capture lands on the square just behind (Thai)
};

// Which capture the player must choose when several exist.
enum class Precedence : uint8_t {
    Free, // any capture (it must be completed)
    Majority, // the most pieces, kings and men alike
    MajorityThenKings, // the most pieces, then the most kings (FPD «lei da quantidade, da qualidade»)
    Italian, // the most pieces, then with a king, then the most kings, then the kings met first (FID)
    KingFirst, // a king must take when one can (Czech federation)
    FrisianValue, // the highest value, a king worth more than a man but less than two; then with a king
    // The most pieces, then a king's capture before a man's (Malaysian draughts; Wikipedia
    // "Draughts", variant table: "the capture must be done with a king instead of a man").
    MajorityThenKing,
};

// What ends the game besides a player who cannot move (who loses).
enum class Goal : uint8_t {
    Normal,
    Giveaway, // the player who cannot move wins
    FirstKing, // the first player to crown a man wins (Breakthrough)
};

// The draw counters of a governing body (variants.hpp gives each body's values with sources;
// draw_rules.cpp turns them into claims). A move is one player's move; 0 switches a rule off.
struct DrawRules {
    const char *body; // named in every claim: "FMJD art. 6"
    bool repetition_by_next_move; // a player may claim when his next move makes a third repetition
    int kings_only_moves; // moves each with only kings moving, no man moved, no capture
    const char *kings_only_name; // how the body calls that rule
    int three_kings_v_one; // moves of the side with three kings to take a lone king
    int balance_4_5, balance_6_7; // moves each, kings on both sides, no capture, no crowning
    int lone_king_v_3, lone_king_v_2; // moves each: 3 (or at most 2) pieces with a king v a king
    int repetitions = 3; // the same position this often draws; 0: repetition is no draw
    int two_kings_v_one = 0; // moves of the side with two kings to take a lone king
    bool king_v_king = false; // one king each draws unless a capture is at hand (Frisian art. 21)
};

// The fields after `draws` are the ones the later variants (issue 31) added: their defaults
// are what the first eight variants play.
struct Rules {
    int size; // the board is size x size
    int rows_of_men; // rows each side fills at the start
    KingRange king_range;
    bool men_capture_backward; // a man may capture backwards
    Color first; // who moves first
    Precedence precedence;
    CapturePromotion capture_promotion;
    Goal goal;
    SquareNotation notation;
    const DrawRules *draws;
    bool a1_dark = true; // false: the near-right corner is dark, a1 light (Italian, Spanish, Portuguese)
    char capture_separator = 0; // 0: ':' on algebraic boards, 'x' on numeric ones
    bool men_capture_kings = true; // false: a man may take only men (FID art. 5.3b)
    bool remove_at_once = false; // taken pieces leave at once: squares reopen, a king may turn back (Thai)
    bool orthogonal_captures = false; // pieces also take along rows and files (Frisian art. 7, 9)
    bool king_halts_after_king = false; // a capture ending on a king stops just behind it (Killer)
    int same_king_moves = 0; // quiet moves in a row with one king while men remain (Frisian art. 17)
};

constexpr bool flying(const Rules &r) { return r.king_range != KingRange::Short; }

// The board size as a compile-time constant, which the bitboard geometry needs (bitboard.hpp).
// A built-in variant's Rules value is itself constant; a rules file's settings are read at load
// into a slot whose size alone is fixed when the plugin is built (file_slots.hpp specialises
// this for each slot). Every other setting is read where it is used: a plain `if` on a constant
// value compiles to the branch it takes, so the built-in variants lose no speed.
template <const Rules &R>
inline constexpr int board_size = R.size;

} // namespace damka::draughts
