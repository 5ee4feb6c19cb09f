#include "notation.hpp"

#include <damka/sdk.hpp>

#include <algorithm>

namespace damka::column {
namespace {

std::string list(const std::vector<const ColumnMove *> &moves, const Rules &rules) {
    std::string s;
    for (const ColumnMove *m : moves) s += (s.empty() ? "" : ", ") + move_notation(rules, *m);
    return s;
}

// Is `inner` (turning squares written between origin and end) a subsequence of the move's
// intermediate landing squares?
bool fits(const ColumnMove &m, const std::vector<int> &squares) {
    if (m.from != squares.front() || m.to != squares.back()) return false;
    size_t i = 1;
    for (size_t p = 1; p + 1 < m.path.size() && i + 1 < squares.size(); ++p)
        if (m.path[p] == squares[i]) ++i;
    return i + 1 == squares.size();
}

bool is_separator(char c) { return c == '-' || c == ':' || c == 'x' || c == 'X'; }

[[noreturn]] void explain_no_match(const Rules &rules, const Board &board, int side,
                                   const std::vector<ColumnMove> &legal, std::string_view text, int from) {
    const std::string what = "'" + std::string(text) + "' is not legal here: ";
    const Tower &t = board.squares[from];
    if (t.owner != side)
        sdk::illegal(what + "there is no " + side_name(side) + " tower on " + square_name(rules, from));
    std::vector<const ColumnMove *> own;
    for (const ColumnMove &m : legal)
        if (m.from == from) own.push_back(&m);
    const bool captures = !legal.empty() && (legal.front().flags & DAMKA_MOVE_CAPTURE);
    const std::string where = square_name(rules, from);
    if (own.empty()) {
        if (captures) {
            std::vector<const ColumnMove *> all;
            for (const ColumnMove &m : legal) all.push_back(&m);
            sdk::illegal(what + "a capture is compulsory (" + rules.capture_rule + "): " + list(all, rules));
        }
        if (rules.king_by_square && !rules.kings_quiet_moves && is_king(rules, board, from))
            sdk::illegal(what + "the king on " + where +
                         " has nothing to capture and a king cannot "
                         "make a quiet move (adiukh 3.5)");
        sdk::illegal(what + "the tower on " + where + " has no legal move");
    }
    sdk::illegal(what + "the tower on " + where + " can play " + list(own, rules));
}

} // namespace

std::string square_name(const Rules &rules, int sq) { return Geometry{rules.size}.name(sq); }

std::optional<int> parse_square(const Rules &rules, std::string_view token) {
    const Geometry geo{rules.size};
    if (rules.numeric_squares && !token.empty() && token.size() <= 3 &&
        std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        int number = std::stoi(std::string(token)), seen = 0; // Lasker: 1 = a1, row by row
        for (int sq = 0; sq < geo.squares(); ++sq)
            if (geo.dark(sq) && ++seen == number) return sq;
        return std::nullopt;
    }
    if (token.size() != 2) return std::nullopt;
    const int x = token[0] - 'a', y = token[1] - '1';
    if (!geo.inside(x, y) || !geo.dark(geo.at(x, y))) return std::nullopt;
    return geo.at(x, y);
}

std::string move_notation(const Rules &rules, const ColumnMove &move) {
    const char sep = (move.flags & DAMKA_MOVE_CAPTURE) ? rules.capture_separator : '-';
    std::string s;
    for (int32_t sq : move.path) {
        if (!s.empty()) s += sep;
        s += square_name(rules, sq);
    }
    return s;
}

const ColumnMove &find_move(const Rules &rules, const Board &board, int side, const std::vector<ColumnMove> &legal,
                            std::string_view text) {
    std::string_view t = text;
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
    // Trailing remarks of a game record: "15. d8:a5." and "=" (a draw offer, adiukh 6.1.3.2).
    while (!t.empty() && std::string_view(" \t.!?=+").find(t.back()) != std::string_view::npos) t.remove_suffix(1);
    if (t.empty()) sdk::invalid("no move given");
    if (t.size() > 200) sdk::invalid("a move of " + std::to_string(t.size()) + " characters is not a move");
    const Geometry geo{rules.size};
    const std::string shown = "'" + std::string(text) + "'";
    std::vector<const ColumnMove *> candidates;

    const bool short_form = t.size() == 3 && t[0] >= 'a' && t[0] < 'a' + rules.size && !is_separator(t[1]);
    if (short_form) { // adiukh 7.2: origin file, then the destination square ("cb4")
        const std::optional<int> to = parse_square(rules, t.substr(1));
        if (!to) sdk::invalid(shown + ": '" + std::string(t.substr(1)) + "' is not a dark square of the board");
        for (const ColumnMove &m : legal)
            if (geo.x(m.from) == t[0] - 'a' && m.to == *to) candidates.push_back(&m);
        if (candidates.empty())
            sdk::illegal(shown + " is not legal here: no tower on the " + std::string(1, t[0]) + "-file can reach " +
                         square_name(rules, *to));
    } else {
        std::vector<int> squares;
        size_t start = 0;
        for (size_t i = 0; i <= t.size(); ++i) {
            if (i < t.size() && !is_separator(t[i])) continue;
            const std::string_view token = t.substr(start, i - start);
            if (token.empty())
                sdk::invalid(shown + " is not a move: write squares joined by '-' or '" +
                             std::string(1, rules.capture_separator) + "', e.g. c3-d4");
            const std::optional<int> sq = parse_square(rules, token);
            if (!sq)
                sdk::invalid(shown + ": '" + std::string(token) + "' is not a dark square of the " +
                             std::to_string(rules.size) + "x" + std::to_string(rules.size) + " board");
            squares.push_back(*sq);
            start = i + 1;
        }
        if (squares.size() < 2) sdk::invalid(shown + " is not a move: it names one square only");
        for (const ColumnMove &m : legal)
            if (m.path == std::vector<int32_t>(squares.begin(), squares.end())) return m; // full path
        for (const ColumnMove &m : legal)
            if (fits(m, squares)) candidates.push_back(&m);
        if (candidates.empty()) explain_no_match(rules, board, side, legal, text, squares.front());
    }
    if (candidates.size() > 1)
        sdk::invalid(shown + " is ambiguous: write every turning square (" + std::string(rules.id) +
                     (rules.score_24 ? " 3.16" : "") + "): " + list(candidates, rules));
    return *candidates.front();
}

} // namespace damka::column
