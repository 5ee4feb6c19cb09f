#include "notation.hpp"

#include <damka/sdk.hpp>

#include <cctype>
#include <cstdlib>

namespace damka::focus {
namespace {

int manhattan(int a, int b) { return std::abs(a % kSize - b % kSize) + std::abs(a / kSize - b / kSize); }

bool adjacent(int a, int b) { return manhattan(a, b) == 1; }

// What a written move says: a drop on `squares[0]`, or the squares of a stack move (two:
// origin and destination; more: the full route) with an optional count prefix.
struct Written {
    bool drop = false;
    int count = 0; // 0: not written
    std::vector<int> squares;
};

Written parse(std::string_view raw) {
    std::string t;
    for (char c : raw)
        if (!std::isspace(static_cast<unsigned char>(c))) t += char(std::tolower(static_cast<unsigned char>(c)));
    while (!t.empty() && (t.back() == '!' || t.back() == '?' || t.back() == '.')) t.pop_back();
    if (t.empty()) sdk::invalid("no move given");
    if (t.size() > 64) sdk::invalid("'" + std::string(raw.substr(0, 20)) + "...' is too long to be a Focus move");
    Written w;
    size_t i = 0;
    if (t[0] == '@' || t[0] == '*') { // entry from the reserve
        w.drop = true;
        i = 1;
    } else if (std::isdigit(static_cast<unsigned char>(t[0]))) { // count prefix: `3d4-d5`
        w.count = t[0] - '0';
        i = 1;
        if (w.count < 1 || w.count > kMaxHeight)
            sdk::invalid("'" + t + "': a move takes 1 to 5 pieces (seed 4), not " + std::to_string(w.count));
    }
    for (;;) {
        if (i + 2 > t.size()) sdk::invalid("'" + t + "' is not a Focus move (examples: d3-d5, @e4, d4-d5-d6-d5)");
        const int sq = parse_square(std::string_view(t).substr(i, 2));
        if (sq < 0) sdk::invalid("'" + t.substr(i, 2) + "' in '" + t + "' is not a square of the Focus board");
        w.squares.push_back(sq);
        i += 2;
        if (i == t.size()) break;
        if (t[i] != '-' && t[i] != 'x' && t[i] != ':')
            sdk::invalid("'" + t + "': squares are joined by '-' (or 'x', ':')");
        ++i;
    }
    if (w.drop && w.squares.size() != 1) sdk::invalid("'" + t + "': a reserve piece is entered on one square: @d4");
    if (!w.drop && w.squares.size() < 2)
        sdk::invalid("'" + t + "' names no destination: d3-d5, or @d3 for a reserve piece");
    if (!w.drop && w.squares.size() > 2) {
        if (w.count && w.count != int(w.squares.size()) - 1)
            sdk::invalid("'" + t + "': the route has " + std::to_string(w.squares.size() - 1) + " steps, not " +
                         std::to_string(w.count));
        for (size_t j = 1; j < w.squares.size(); ++j)
            if (!adjacent(w.squares[j - 1], w.squares[j]))
                sdk::invalid("'" + t + "': a route goes one square at a time orthogonally (" +
                             square_name(w.squares[j - 1]) + " to " + square_name(w.squares[j]) + ")");
    }
    return w;
}

bool straight(const std::vector<int> &squares) {
    if (squares.size() < 3) return true;
    const int d = squares[1] - squares[0];
    for (size_t j = 2; j < squares.size(); ++j)
        if (squares[j] - squares[j - 1] != d) return false;
    return true;
}

} // namespace

int parse_square(std::string_view name) {
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return -1;
    const int sq = (name[1] - '1') * kSize + (name[0] - 'a');
    return on_board(sq) ? sq : -1;
}

std::string move_notation(const Rules &rules, const FocusMove &m) {
    if (m.drop()) return "@" + square_name(m.to);
    if (rules.turning && m.count != manhattan(m.from, m.to)) { // the count must be shown: the route
        std::string s;
        for (int32_t sq : m.path) s += (s.empty() ? "" : "-") + square_name(sq);
        return s;
    }
    return square_name(m.from) + "-" + square_name(m.to);
}

const FocusMove &find_move(const Rules &rules, const std::vector<FocusMove> &legal, std::string_view text) {
    const Written w = parse(text);
    const std::string shown(text);
    if (w.drop) {
        for (const FocusMove &m : legal)
            if (m.drop() && m.to == w.squares[0]) return m;
        sdk::illegal(shown +
                     " is not legal: no reserve piece to enter (seed 4: only a player with reserve pieces may)");
    }
    const int from = w.squares.front();
    const int to = w.squares.back();
    if (!rules.turning && !straight(w.squares))
        sdk::illegal(shown + " is not legal: in focus a stack moves in a straight line (Sackson)");
    // The count: written, or the route's length, or (two squares) the distance.
    const int count = w.count ? w.count : w.squares.size() > 2 ? int(w.squares.size()) - 1 : manhattan(from, to);
    if (count == 0)
        sdk::illegal(shown + ": a move back to its origin names its route (" + square_name(from) + "-...-" +
                     square_name(from) + ") or its count (2" + square_name(from) + "-" + square_name(from) + ")");
    for (const FocusMove &m : legal)
        if (!m.drop() && m.from == from && m.to == to && m.count == count) return m;
    bool own = false;
    for (const FocusMove &m : legal) own = own || (!m.drop() && m.from == from);
    if (!own) sdk::illegal(shown + " is not legal: there is no stack of the player to move on " + square_name(from));
    sdk::illegal(shown + " is not legal: moving " + std::to_string(count) + " piece" + (count == 1 ? "" : "s") +
                 " from " + square_name(from) + " to " + square_name(to) +
                 " needs a stack that high and exactly that many orthogonal steps (seed 4)");
}

} // namespace damka::focus
