#include "notation.hpp"

#include <damka/sdk.hpp>

namespace damka::ashtarashki {
namespace {

// 6.4-6.6: a retreat is marked with the stone's new state, Z when it liquidates the stone.
std::optional<char> retreat_mark(const Position &p, const RawMove &m) {
    if (m.kind != MoveKind::Retreat) return std::nullopt;
    const State s = p.board[m.from()].state;
    return retreat_liquidates(s) ? 'Z' : char(after_retreat(s));
}

std::string with_mark(std::string text, std::optional<char> mark) {
    if (mark) text += *mark;
    return text;
}

// Reads a move left to right and reports the first thing that is wrong, with its position.
class MoveReader {
public:
    MoveReader(std::string_view original, std::string_view text) : original_(original), s_(text) {}

    MoveText read() {
        MoveText t;
        read_kind(t.kind);
        if (peek() == ':') { // short capture: M2:b6:c7 (6.2, 6.3)
            t.capture = true;
        } else {
            const int first = read_square("a square after the stone");
            if (peek() == '-') { // long quiet move or retreat: M1a3-b4 (6.1)
                ++i_;
                t.from = first;
                t.squares.push_back(read_square("the target square after '-'"));
            } else if (peek() == ':') { // long capture: M2c5:b6 (6.2)
                t.from = first;
                t.capture = true;
            } else { // short quiet move: M1b4 (6.1)
                t.squares.push_back(first);
            }
        }
        if (t.capture) {
            while (peek() == ':') {
                ++i_;
                t.squares.push_back(read_square("a square after ':'"));
            }
        } else if (peek() == 'V' || peek() == 'W' || peek() == 'Z') { // 6.4-6.6
            t.mark = s_[i_++];
        }
        if (i_ != s_.size())
            fail("unexpected '" + std::string(s_.substr(i_, 1)) + "' at character " + std::to_string(i_ + 1));
        return t;
    }

private:
    char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }

    [[noreturn]] void fail(const std::string &what) const {
        const std::string shown =
            original_.size() > 40 ? std::string(original_.substr(0, 40)) + "..." : std::string(original_);
        damka::sdk::invalid("'" + shown + "' is not an ashtarashki move: " + what +
                            " (write e.g. M1a3-b4, M1b4, M2c5:b6, M2:b6:c7, M1c5-b4V, Wa3-b2Z)");
    }

    void read_kind(Stone &kind) {
        const char c = peek();
        if (c == 'W') { // 6.5: a W carries no number
            kind.state = State::W;
            ++i_;
            return;
        }
        if (c == 'F') fail("an F stone stands on the finish row and does not move (3.7, 6.11)");
        if (c != 'M' && c != 'V') fail("it must start with the stone: M1, M2, M3, V1, V2, V3 or W");
        kind.state = State(c);
        ++i_;
        if (peek() < '1' || peek() > '3') fail(std::string("the stone ") + c + " needs its number 1, 2 or 3");
        kind.group = int8_t(peek() - '0');
        ++i_;
    }

    int read_square(const char *expected) {
        if (i_ + 1 >= s_.size() || s_[i_] < 'a' || s_[i_] > 'h' || s_[i_ + 1] < '1' || s_[i_ + 1] > '8')
            fail(std::string("expected ") + expected + " (a1..h8) at character " + std::to_string(i_ + 1));
        const int sq = square_at(s_[i_] - 'a', s_[i_ + 1] - '1');
        if (!is_dark(sq)) fail(square_name(sq) + " is a light square; stones stand on dark squares (3.1)");
        i_ += 2;
        return sq;
    }

    std::string_view original_;
    std::string_view s_; // the normalised text, owned by the caller
    size_t i_ = 0;
};

} // namespace

std::string long_form(const Position &p, const RawMove &m) {
    std::string text = kind_name(p.board[m.from()]) + square_name(m.from());
    if (m.kind == MoveKind::Capture) {
        for (int i = 1; i < m.length; ++i) text += ":" + square_name(m.path[i]);
        return text;
    }
    return with_mark(text + "-" + square_name(m.to()), retreat_mark(p, m));
}

std::string short_form(const Position &p, const RawMove &m) {
    std::string text = kind_name(p.board[m.from()]);
    if (m.kind == MoveKind::Capture) {
        for (int i = 1; i < m.length; ++i) text += ":" + square_name(m.path[i]);
        return text;
    }
    return with_mark(text + square_name(m.to()), retreat_mark(p, m));
}

std::string normalise(std::string_view text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const std::string_view rest = text.substr(i);
        if (rest.starts_with("\u2014") || rest.starts_with("\u2013")) { // — –
            out += '-';
            i += 2;
        } else if (rest.starts_with("\u041c")) { // Cyrillic М, as in the seed's 7.2
            out += 'M';
            i += 1;
        } else {
            out += text[i];
        }
    }
    return out;
}

MoveText parse_move(std::string_view text) {
    std::string s = normalise(text);
    const size_t first = s.find_first_not_of(" \t");
    if (first == std::string::npos) damka::sdk::invalid("no move given");
    s.erase(0, first);
    // Annotations and the end mark are not part of the move: "M2b4?", "M2:c1#" (6.9).
    while (!s.empty() && std::string_view(" \t!?#+").find(s.back()) != std::string_view::npos) s.pop_back();
    return MoveReader(text, s).read();
}

bool describes(const MoveText &t, const Position &p, const RawMove &m) {
    const Stone &st = p.board[m.from()];
    if (st.state != t.kind.state || st.group != t.kind.group) return false;
    if (t.from && *t.from != m.from()) return false;
    if (t.capture != (m.kind == MoveKind::Capture)) return false;
    if (t.capture) {
        if (t.squares.size() != size_t(m.length - 1)) return false;
        for (size_t i = 0; i < t.squares.size(); ++i)
            if (t.squares[i] != m.path[i + 1]) return false;
        return true;
    }
    if (t.squares.front() != m.to()) return false;
    // The retreat mark may be left out; when written it must be the right one.
    return !t.mark || t.mark == retreat_mark(p, m);
}

} // namespace damka::ashtarashki
