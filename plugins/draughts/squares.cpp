#include "squares.hpp"

#include <charconv>

namespace damka::draughts {

Squares::Squares(int size, SquareNotation notation, Color first, bool a1_dark)
    : size_(size), notation_(notation), first_(first), a1_dark_(a1_dark), number_of_(count()), square_of_(count()) {
    for (int sq = 0; sq < count(); ++sq) {
        const int x = x_of(sq), y = y_of(sq);
        const int n = notation == SquareNotation::NumericFromBottomRight ? y * half() + (size - 1 - x) / 2
                                                                         : (size - 1 - y) * half() + x / 2;
        number_of_[sq] = n + 1;
        square_of_[n] = sq;
    }
}

int Squares::at(int x, int y) const {
    if (x < 0 || y < 0 || x >= size_ || y >= size_) return -1;
    if ((x + y) % 2 != (a1_dark_ ? 0 : 1)) return -1; // a light square
    const int row = size_ - 1 - y;
    return row * half() + (a1_dark_ ? x : size_ - 1 - x) / 2;
}

int Squares::abi_index(int sq) const {
    const int x = x_of(sq), y = y_of(sq);
    if (first_ == Color::White) return y * size_ + x;
    return (size_ - 1 - y) * size_ + (size_ - 1 - x); // seen from Black's side
}

int Squares::from_abi_index(int index) const {
    if (index < 0 || index >= size_ * size_) return -1;
    int x = index % size_, y = index / size_;
    if (first_ != Color::White) {
        x = size_ - 1 - x;
        y = size_ - 1 - y;
    }
    return at(x, y);
}

std::string Squares::algebraic_name(int sq) const {
    std::string s(1, static_cast<char>('a' + x_of(sq)));
    return s + std::to_string(y_of(sq) + 1);
}

std::string Squares::name(int sq) const { return algebraic() ? algebraic_name(sq) : number(sq); }

std::string Squares::range_text() const {
    const std::string numbers = "1.." + std::to_string(count());
    if (!algebraic()) return numbers;
    return std::string("a1..") + static_cast<char>('a' + size_ - 1) + std::to_string(size_) + " or " + numbers;
}

int Squares::parse(std::string_view token, std::string &why) const {
    const std::string shown = quoted(token, 20);
    if (token.empty()) {
        why = "a square is missing";
        return -1;
    }
    if (token[0] >= '0' && token[0] <= '9') {
        int n = 0;
        const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), n);
        if (ec != std::errc() || end != token.data() + token.size() || n < 1 || n > count()) {
            why = shown + " is not a square: squares are " + range_text();
            return -1;
        }
        return square_of_[n - 1];
    }
    if (algebraic() && token.size() >= 2 && token[0] >= 'a' && token[0] < 'a' + size_) {
        int rank = 0;
        const auto [end, ec] = std::from_chars(token.data() + 1, token.data() + token.size(), rank);
        if (ec == std::errc() && end == token.data() + token.size() && rank >= 1 && rank <= size_) {
            const int sq = at(token[0] - 'a', rank - 1);
            if (sq < 0) why = shown + " is a light square: play is on the dark squares only";
            return sq;
        }
    }
    why = shown + " is not a square: squares are " + range_text();
    return -1;
}

} // namespace damka::draughts
