// The Gamma board (README "Board"): 10 files by 11 ranks, 10 obstacle squares, two life squares
// and two starting rows per side; stacks of pieces of strength 1 to 5 (bottom to top), the
// pieces still to be placed (the hand), the reserves, the side to move.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace damka::gamma {

// gamma seed 6 "Игра ведется на доске 10x11". Decision: 10 files (a-j) across, 11 ranks (1-11)
// between the players: two starting rows of 10 less two life squares hold the 18 pieces.
inline constexpr int kWidth = 10;
inline constexpr int kHeight = 11;
inline constexpr int kSquares = kWidth * kHeight;
inline constexpr int kMaxStrength = 5;

// gamma seed 6 "5 точек – две шашки, 4 точки – две шашки, 3 точки – три шашки, 2 точки – четыре
// шашки, 1 точка – 7 шашек": pieces per strength (index = strength).
inline constexpr std::array<int, kMaxStrength + 1> kPieceSet{0, 7, 4, 3, 2, 2};
inline constexpr int kPiecesPerSide = 18;

constexpr int square_of(int x, int y) { return y * kWidth + x; }

// gamma seed 6 "десять черных играют роль преград". Decision (diagram lost): a broken line across
// the middle rank 6 (b6 c6 e6 f6 h6 i6, gaps at a, d, g, j) and d4 g4 d8 g8, symmetric under
// the half turn and the left-right mirror.
constexpr bool is_obstacle(int square) {
    const int x = square % kWidth, y = square / kWidth;
    if (y == 5) return x == 1 || x == 2 || x == 4 || x == 5 || x == 7 || x == 8;
    return (y == 3 || y == 7) && (x == 3 || x == 6);
}

// gamma seed 6 "У каждого игрока есть два поля жизни". Decision: on the back row, files c and h
// (White c1 h1, Black c11 h11) — inside the starting rows ("на любое стартовое поле за
// исключением полей жизни").
constexpr bool is_life_square(int square, int side) {
    const int x = square % kWidth, y = square / kWidth;
    return y == (side == 0 ? 0 : kHeight - 1) && (x == 2 || x == 7);
}

// gamma seed 6 "выставляют свои шашки на два стартовых ряда": White ranks 1-2, Black 10-11,
// less the life squares.
constexpr bool is_start_square(int square, int side) {
    const int y = square / kWidth;
    const bool row = side == 0 ? y <= 1 : y >= kHeight - 2;
    return square >= 0 && square < kSquares && row && !is_life_square(square, side);
}

inline std::string square_name(int square) {
    return std::string(1, char('a' + square % kWidth)) + std::to_string(square / kWidth + 1);
}

struct Piece {
    uint8_t side;
    uint8_t strength; // 1..5 points
    bool operator==(const Piece &) const = default;
};

using Stack = std::vector<Piece>; // bottom to top
using Counts = std::array<int, kMaxStrength + 1>; // pieces per strength (index 1..5)

// The set-up options (README "Options"), constant through a game and printed in its position
// string when not the default.
struct Options {
    // `own pieces taken off: enter as a move` (the reading before issue 33): a player's own pieces
    // taken off a captured stack wait in the reserve and enter one per turn, as the move. Default
    // `put back free`, the seed: "Свои снятые шашки игрок ставит на любые поля исходной позиции ...
    // Это действие не является ходом" (README "Own pieces taken off").
    bool entry_is_a_move = false;
    bool operator==(const Options &) const = default;
};

// A pool's pieces as their points, strongest first ("55443"; "" for none).
inline std::string pool_digits(const Counts &c) {
    std::string s;
    for (int k = kMaxStrength; k >= 1; --k) s.append(size_t(c[size_t(k)]), char('0' + k));
    return s;
}

struct Position {
    std::array<Stack, kSquares> squares{};
    std::array<Counts, 2> hand{}; // pieces still to be placed in the opening
    std::array<Counts, 2> reserve{}; // own pieces taken off a captured stack
    int side_to_move = 0;
    Options options;
    bool operator==(const Position &) const = default;

    // Pieces of `side` still in the game: on the board (anywhere in a stack), in hand, in reserve.
    int pieces(int side) const {
        int n = 0;
        for (int s = 1; s <= kMaxStrength; ++s) n += hand[size_t(side)][size_t(s)] + reserve[size_t(side)][size_t(s)];
        for (const Stack &st : squares)
            for (const Piece &p : st) n += p.side == side;
        return n;
    }
    bool hand_empty(int side) const { return empty(hand[size_t(side)]); }
    bool reserve_empty(int side) const { return empty(reserve[size_t(side)]); }
    static bool empty(const Counts &pool) {
        for (int s = 1; s <= kMaxStrength; ++s)
            if (pool[size_t(s)]) return false;
        return true;
    }
};

} // namespace damka::gamma
