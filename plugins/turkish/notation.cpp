#include "notation.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_text.hpp>

#include <algorithm>

namespace damka::turkish {
namespace {

using sdk::illegal;
using sdk::invalid;

struct MoveText {
    std::vector<int> squares; // origin, any landing squares written, destination
    bool capture = false;
};

MoveText parse_move(std::string_view raw) {
    if (raw.size() > 400) invalid("the move text is too long (" + std::to_string(raw.size()) + " characters)");
    const std::string text = sdk::text::compact_move_text(raw);
    if (text.empty()) invalid("no move given");
    MoveText m;
    char kind = 0;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : 0;
        const bool sep = c == '-' || c == ':' || c == 'x';
        if (i < text.size() && !sep) continue;
        if (sep) {
            const char k = c == '-' ? '-' : 'x';
            if (kind && kind != k) invalid(quoted(raw, 60) + " mixes '-' (a quiet move) with 'x' or ':' (a capture)");
            kind = k;
        }
        const std::string_view token = std::string_view(text).substr(start, i - start);
        if (token.empty()) invalid(quoted(raw, 40) + " has a separator with no square next to it");
        std::string why;
        const int sq = parse_square(token, why);
        if (sq < 0) invalid("in move " + quoted(raw, 40) + ": " + why);
        m.squares.push_back(sq);
        start = i + 1;
    }
    if (m.squares.size() < 2)
        invalid(quoted(raw, 60) + " is not a move: write e.g. d3-d4, or a capture with x (d4xd6)");
    m.capture = kind == 'x';
    if (!m.capture && m.squares.size() != 2)
        invalid(quoted(raw, 60) + ": a quiet move names two squares; captures are written with x (d4xd6xf6)");
    return m;
}

// Does the written move fit `path`: same origin and destination, and the squares written in
// between are landing squares of the path, in order?
bool fits(const MoveText &m, const std::vector<int> &path) {
    if (path.front() != m.squares.front() || path.back() != m.squares.back()) return false;
    size_t at = 1;
    for (size_t i = 1; i + 1 < m.squares.size(); ++i) {
        while (at + 1 < path.size() && path[at] != m.squares[i]) ++at;
        if (at + 1 >= path.size()) return false;
        ++at;
    }
    return true;
}

std::string list(const std::vector<Move> &moves, const std::vector<size_t> &which) {
    std::string out;
    for (size_t i = 0; i < which.size() && i < 12; ++i) out += (i ? ", " : "") + format_move(moves[which[i]]);
    if (which.size() > 12) out += ", ... (" + std::to_string(which.size()) + " in all)";
    return out;
}

// A step of the written move that is neither along a rank nor along a file.
bool diagonal(const MoveText &m) {
    for (size_t i = 1; i < m.squares.size(); ++i)
        if (x_of(m.squares[i]) != x_of(m.squares[i - 1]) && y_of(m.squares[i]) != y_of(m.squares[i - 1])) return true;
    return false;
}

} // namespace

std::string quoted(std::string_view s, size_t max) {
    std::string out(1, '\'');
    out.append(s.substr(0, max));
    out.append(s.size() > max ? "...'" : "'");
    return out;
}

std::string square_name(int sq) { return {char('a' + x_of(sq)), char('1' + y_of(sq))}; }

int parse_square(std::string_view token, std::string &why) {
    if (token.size() == 2 && token[0] >= 'a' && token[0] <= 'h' && token[1] >= '1' && token[1] <= '8')
        return (token[1] - '1') * kSize + (token[0] - 'a');
    why = quoted(token) + " is not a square: Turkish draughts names its 64 squares a1..h8";
    return -1;
}

std::vector<int> path_of(const Move &m) {
    std::vector<int> path{m.from};
    if (m.count == 0)
        path.push_back(m.to);
    else
        for (int i = 0; i < m.count; ++i) path.push_back(m.landing[i]);
    return path;
}

std::vector<int> captured_of(const Move &m) { return std::vector<int>(m.taken, m.taken + m.count); }

std::string format_move(const Move &m) {
    const std::vector<int> path = path_of(m);
    std::string out = square_name(path.front());
    for (size_t i = 1; i < path.size(); ++i) {
        out += m.count ? 'x' : '-';
        out += square_name(path[i]);
    }
    return out;
}

size_t match_move(std::string_view text, const std::vector<Move> &legal) {
    const MoveText m = parse_move(text);
    std::vector<size_t> fitting, other_kind, captures;
    for (size_t i = 0; i < legal.size(); ++i) {
        const bool capture = legal[i].count > 0;
        if (capture) captures.push_back(i);
        const std::vector<int> path = path_of(legal[i]);
        if (!fits(m, path)) continue;
        if (capture != m.capture)
            other_kind.push_back(i);
        else if (path == m.squares)
            return i; // the full path, written out
        else
            fitting.push_back(i);
    }
    // Several paths that take the same pieces lead to the same position: the first stands.
    const auto same_pieces = [&] {
        return std::all_of(fitting.begin(), fitting.end(),
                           [&](size_t i) { return legal[i].captured == legal[fitting.front()].captured; });
    };
    if (fitting.size() == 1 || (!fitting.empty() && same_pieces())) return fitting.front();
    const std::string shown = quoted(text, 60);
    if (fitting.size() > 1)
        illegal(shown + " is ambiguous: it fits " + std::to_string(fitting.size()) +
                " capture paths: " + list(legal, fitting) + "; name the landing squares to choose");
    if (!other_kind.empty()) illegal(shown + " is written wrongly: the legal move is " + list(legal, other_kind));
    // plugins/turkish/README.md: captures are compulsory and must take the most pieces (majority rule).
    if (!captures.empty() && m.capture)
        illegal(shown + " is not legal: the legal captures, taking the most pieces, are " + list(legal, captures));
    if (!captures.empty())
        illegal(shown + " is not legal: a capture is compulsory here, taking the most pieces (" +
                list(legal, captures) + ")");
    if (diagonal(m))
        illegal(shown +
                " is not legal: in Turkish draughts pieces move and capture along ranks and files, never "
                "diagonally");
    illegal(shown + " is not a legal move here");
}

} // namespace damka::turkish
