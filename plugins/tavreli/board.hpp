// The Tavreli board: 8x8 squares holding towers of таврели (bottom to top), the side to move,
// the square a Ратник passed with its double step, and the Волхв-safety option.
#pragma once

#include "tavreli_rules.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace damka::tavreli {

inline constexpr int kSize = 8;
inline constexpr int kSquares = kSize * kSize;

inline std::string square_name(int square) { return {char('a' + square % kSize), char('1' + square / kSize)}; }
inline int file_of(int square) { return square % kSize; }
inline int rank_of(int square) { return square / kSize; }
// A Ратник's step forward (as a square-index offset) and the rank it promotes on.
inline int forward(int side) { return side == 0 ? kSize : -kSize; }
inline int last_rank(int side) { return side == 0 ? kSize - 1 : 0; }

// The таврели (tavreli seed 2 "Описания фигур"). Letters (README "Pieces"): chess letters for
// the chess-like pieces, Z for Желги, P for a Ратник.
enum class Kind : uint8_t { None, Volkhv, Knyaz, Ratoborets, Luchnik, Vsadnik, Zhelgi, Ratnik };

struct Piece {
    uint8_t side = 0; // 0 White (moves first), 1 Black
    Kind kind = Kind::None; // Ratnik for every Ратник, promoted or not
    Kind back = Kind::None; // a Ратник: the таврель on its back (tavreli seed 2 "знак той таврели, против которой")
    bool promoted = false; // a Ратник turned over: moves as `back`
    bool moved = false; // kept for a Ратник (double step), the Волхв and a Ратоборец (castling)
    Kind acts_as() const { return promoted ? back : kind; }
    bool operator==(const Piece &) const = default;
};

using Tower = std::vector<Piece>; // bottom to top; the top piece owns and moves it

struct Position {
    std::array<Tower, kSquares> squares{};
    int side_to_move = 0;
    int en_passant = -1; // the square a Ратник just passed with its double step, else -1
    Safety safety = Safety::Seed;
    bool operator==(const Position &) const = default;

    const Tower &at(int sq) const { return squares[size_t(sq)]; }
    Tower &at(int sq) { return squares[size_t(sq)]; }
    // Seed "Башня принадлежит тому игроку, чья таврель находится на самом верху": -1 when empty.
    int owner(int sq) const { return at(sq).empty() ? -1 : at(sq).back().side; }
};

} // namespace damka::tavreli
