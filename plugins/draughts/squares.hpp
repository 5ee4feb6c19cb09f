// Square names and numbers of a variant's board, and the ABI's square indices.
// Squares are numbered 0..n-1 in PDN order (bitboard.hpp); PDN shows them as 1..n.
#pragma once

#include "draughts_rules.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::draughts {

// A token quoted for an error message, cut after `max` characters.
inline std::string quoted(std::string_view s, size_t max = 30) {
    std::string out(1, '\'');
    out.append(s.substr(0, max));
    out.append(s.size() > max ? "...'" : "'");
    return out;
}

class Squares {
public:
    // `a1_dark` false: the near-right corner is dark and a1 light (Italian, Spanish, Portuguese);
    // the squares are then the mirror image of the bitboard's (bitboard.hpp).
    Squares(int size, SquareNotation notation, Color first, bool a1_dark = true);

    int count() const { return size_ * size_ / 2; }
    bool algebraic() const { return notation_ == SquareNotation::Algebraic; }
    int size() const { return size_; }
    bool a1_dark() const { return a1_dark_; }
    // Coordinates as White sees the board: x = 0 the a-file, y = 0 White's near rank.
    int x_of(int sq) const {
        const int row = sq / half();
        const int x = 2 * (sq % half()) + (row % 2 == 0 ? 1 : 0);
        return a1_dark_ ? x : size_ - 1 - x;
    }
    int y_of(int sq) const { return size_ - 1 - sq / half(); }
    // The dark square at (x, y), or -1 for a light square or one off the board.
    int at(int x, int y) const;
    // plugin_api.h: index = y * width + x with y = 0 the near rank of sides[0], x = 0 its left.
    int abi_index(int sq) const;
    // The square of an ABI index, or -1.
    int from_abi_index(int index) const;

    std::string name(int sq) const; // "c3" or "21"
    // The PDN number: from the top left as White sees the board (FMJD 2.6, FID 2.4), or from
    // White's near-right corner, right to left (FPD art. 3).
    std::string number(int sq) const { return std::to_string(number_of_[sq]); }
    int number_of(int sq) const { return number_of_[sq]; }
    int square_of_number(int n) const { return square_of_[n - 1]; } // n in 1..count()
    std::string algebraic_name(int sq) const;
    // A square from a token ("c3", or a PDN number; algebraic names only on algebraic boards).
    // Returns -1 and sets `why` when the token is not a square of this board.
    int parse(std::string_view token, std::string &why) const;
    std::string range_text() const; // "a1..h8 or 1..32", for messages

private:
    int half() const { return size_ / 2; }
    int size_;
    SquareNotation notation_;
    Color first_;
    bool a1_dark_;
    std::vector<int> number_of_; // by square
    std::vector<int> square_of_; // by PDN number - 1
};

} // namespace damka::draughts
