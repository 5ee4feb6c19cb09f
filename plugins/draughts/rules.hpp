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
    PassAsMan,      // goes on as a man; crowned only if the capture ends there (FMJD)
    EndsMove,       // crowning ends the move (English checkers)
};

enum class SquareNotation : uint8_t {
    Algebraic, // a1..h8, a1 = White's near-left corner
    Numeric,   // PDN numbers 1..n, left to right, top to bottom as White sees the board
};

// Whose draw rules apply (draw_rules.cpp holds each body's rules with citations).
enum class DrawCode : uint8_t {
    RussianFederation, // Правила вида спорта «шашки», русские шашки
    Fmjd,              // FMJD Official rules for international draughts, article 6
    Wcdf,              // WCDF rules of English draughts (checkers)
    Apca,              // American Pool Checkers Association
};

struct Rules {
    int size;                          // the board is size x size
    int rows_of_men;                   // rows each side fills at the start
    bool flying_kings;                 // a king moves and captures along a whole diagonal
    bool men_capture_backward;         // a man may capture backwards
    Color first;                       // who moves first
    bool majority;                     // a capture must take the greatest number of pieces
    CapturePromotion capture_promotion;
    bool giveaway;                     // the player who cannot move wins
    SquareNotation notation;
    DrawCode draws;
};

} // namespace damka::draughts
