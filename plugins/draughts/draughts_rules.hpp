// The rule settings of one draughts variant (Fairy-Stockfish style: variants are data).
// One move generator reads these settings; variants.hpp lists the eight variants.
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
};

struct Rules {
    int size; // the board is size x size
    int rows_of_men; // rows each side fills at the start
    bool flying_kings; // a king moves and captures along a whole diagonal
    bool men_capture_backward; // a man may capture backwards
    Color first; // who moves first
    bool majority; // a capture must take the greatest number of pieces
    CapturePromotion capture_promotion;
    bool giveaway; // the player who cannot move wins
    SquareNotation notation;
    const DrawRules *draws;
};

} // namespace damka::draughts
