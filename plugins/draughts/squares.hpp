// Square names and numbers of a variant's board, and the ABI's square indices.
// Squares are numbered 0..n-1 in PDN order (bitboard.hpp); PDN shows them as 1..n.
#pragma once

#include "draughts_rules.hpp"

#include <string>
#include <string_view>

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
    Squares(int size, SquareNotation notation, Color first) : size_(size), notation_(notation), first_(first) {}

    int count() const { return size_ * size_ / 2; }
    bool algebraic() const { return notation_ == SquareNotation::Algebraic; }
    int size() const { return size_; }
    // Coordinates as White sees the board: x = 0 the a-file, y = 0 White's near rank.
    int x_of(int sq) const {
        const int row = sq / half();
        return 2 * (sq % half()) + (row % 2 == 0 ? 1 : 0);
    }
    int y_of(int sq) const { return size_ - 1 - sq / half(); }
    // The dark square at (x, y), or -1 for a light square or one off the board.
    int at(int x, int y) const;
    // plugin_api.h: index = y * width + x with y = 0 the near rank of sides[0], x = 0 its left.
    int abi_index(int sq) const;
    // The square of an ABI index, or -1.
    int from_abi_index(int index) const;

    std::string name(int sq) const; // "c3" or "21"
    std::string number(int sq) const { return std::to_string(sq + 1); }
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
};

} // namespace damka::draughts
