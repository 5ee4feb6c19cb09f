#include "notation.hpp"

#include <damka/sdk.hpp>

#include <algorithm>

namespace damka::draughts {
namespace {

using sdk::illegal;
using sdk::invalid;

// Does square `s` lie strictly between `a` and `b` on one straight line?
bool between(int a, int s, int b, const Squares &sq) {
    const int dx = sq.x_of(b) - sq.x_of(a), dy = sq.y_of(b) - sq.y_of(a);
    const int sx = sq.x_of(s) - sq.x_of(a), sy = sq.y_of(s) - sq.y_of(a);
    if (sx * dy != sy * dx) return false; // not on the line
    const int along = sx * dx + sy * dy, length = dx * dx + dy * dy;
    return along > 0 && along < length;
}

// Is `s`, written as the i-th landing square, the path's landing square `at`? A king that goes
// on straight ahead is listed as touching down on the first square past the piece
// (capture_search.hpp); a record may name any square of that line before the next piece.
bool lands_at(int s, const std::vector<int> &path, size_t at, const Squares &sq) {
    if (path[at] == s) return true;
    return at + 1 < path.size() && between(path[at - 1], path[at], path[at + 1], sq) &&
        between(path[at], s, path[at + 1], sq);
}

bool fits(const MoveText &m, const std::vector<int> &path, const Squares &sq) {
    if (path.front() != m.squares.front() || path.back() != m.squares.back()) return false;
    // The squares written in between must be landing squares of the path, in order.
    size_t at = 1;
    for (size_t i = 1; i + 1 < m.squares.size(); ++i) {
        while (at + 1 < path.size() && !lands_at(m.squares[i], path, at, sq)) ++at;
        if (at + 1 >= path.size()) return false;
        ++at;
    }
    return true;
}

// Do all these candidates take the same set of pieces?
bool same_pieces(const std::vector<Candidate> &moves, const std::vector<size_t> &which) {
    const auto set_of = [&](size_t i) {
        std::vector<int> s = *moves[i].captured;
        std::sort(s.begin(), s.end());
        return s;
    };
    const std::vector<int> first = set_of(which.front());
    return std::all_of(which.begin(), which.end(), [&](size_t i) { return set_of(i) == first; });
}

std::string list(const std::vector<Candidate> &moves, const std::vector<size_t> &which) {
    std::string out;
    for (size_t i = 0; i < which.size() && i < 12; ++i) out += (i ? ", " : "") + *moves[which[i]].notation;
    if (which.size() > 12) out += ", ... (" + std::to_string(which.size()) + " in all)";
    return out;
}

} // namespace

std::string format_move(const std::vector<int> &path, bool capture, const Squares &squares, char separator) {
    std::string out = squares.name(path.front());
    for (size_t i = 1; i < path.size(); ++i) {
        out += capture ? separator : '-';
        out += squares.name(path[i]);
    }
    return out;
}

MoveText parse_move(std::string_view text, const Squares &squares, char capture_separator) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    if (text.empty()) invalid("no move given");
    if (text.size() > 400) invalid("the move text is too long (" + std::to_string(text.size()) + " characters)");
    MoveText m;
    char separator = 0;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : 0;
        const bool sep = c == '-' || c == ':' || c == 'x' || c == 'X';
        if (i < text.size() && !sep) continue;
        if (sep) {
            const char kind = c == '-' ? '-' : ':';
            if (separator && separator != kind)
                invalid(quoted(text, 60) + " mixes '-' (a quiet move) with ':' or 'x' (a capture)");
            separator = kind;
        }
        std::string why;
        const std::string_view token = text.substr(start, i - start);
        if (token.empty()) invalid(quoted(text, 40) + " has a separator with no square next to it");
        const int sq = squares.parse(token, why);
        if (sq < 0) invalid("in move " + quoted(text, 40) + ": " + why);
        m.squares.push_back(sq);
        start = i + 1;
    }
    if (m.squares.size() < 2)
        invalid(quoted(text, 60) + " is not a move: write e.g. " + squares.name(squares.count() - 3) + "-" +
                squares.name(squares.count() - 3 - squares.size() / 2) + ", or a capture with " + capture_separator);
    m.capture = separator == ':';
    m.either = separator == '-' && capture_separator == '-';
    if (!m.capture && !m.either && m.squares.size() != 2)
        invalid(quoted(text, 60) + ": a quiet move names two squares; captures are written with " + capture_separator);
    return m;
}

size_t match_move(std::string_view text, const std::vector<Candidate> &legal, const Squares &squares, char separator) {
    const MoveText m = parse_move(text, squares, separator);
    std::vector<size_t> fitting, other_kind, captures;
    for (size_t i = 0; i < legal.size(); ++i) {
        if (legal[i].capture()) captures.push_back(i);
        if (!fits(m, *legal[i].path, squares)) continue;
        if (!m.either && legal[i].capture() != m.capture)
            other_kind.push_back(i);
        else if (*legal[i].path == m.squares)
            return i; // the full path, written out
        else
            fitting.push_back(i);
    }
    if (fitting.size() == 1 || (!fitting.empty() && same_pieces(legal, fitting))) return fitting.front();
    const std::string shown = quoted(text, 60);
    if (fitting.size() > 1)
        illegal(shown + " is ambiguous: it fits " + std::to_string(fitting.size()) +
                " capture paths: " + list(legal, fitting) + "; name the landing squares to choose");
    if (!other_kind.empty()) illegal(shown + " is written wrongly: the legal move is " + list(legal, other_kind));
    if (!captures.empty())
        illegal(shown + " is not legal: a capture is compulsory here (" + list(legal, captures) + ")");
    illegal(shown + " is not a legal move here");
}

} // namespace damka::draughts
