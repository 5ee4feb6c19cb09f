#include "notation.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_text.hpp>

#include <cctype>

namespace damka::gamma {
namespace {

struct Written {
    Kind kind = Kind::Move;
    int count = 0; // 0: not written (the whole stack)
    int strength = 0;
    int from = -1;
    int to = -1;
};

int square_or_throw(std::string_view name, const std::string &t) {
    const int sq = parse_square(name);
    if (sq < 0) sdk::invalid("'" + std::string(name) + "' in '" + t + "' is not a square of the 10x11 Gamma board");
    return sq;
}

Written parse(std::string_view raw) {
    const std::string t = sdk::text::compact_move_text(raw);
    if (t.empty()) sdk::invalid("no move given");
    if (t.size() > 16) sdk::invalid("'" + std::string(raw.substr(0, 20)) + "' is too long to be a Gamma move");
    Written w;
    if (t[0] == 'x') {
        w.kind = Kind::Removal;
        w.from = square_or_throw(std::string_view(t).substr(1), t);
        return w;
    }
    if (const size_t at = t.find('@'); at != std::string::npos) {
        if (at != 1 || t[0] < '1' || t[0] > '5')
            sdk::invalid("'" + t + "': a placement names the piece's points: 5@c2");
        w.kind = Kind::Place;
        w.strength = t[0] - '0';
        w.to = square_or_throw(std::string_view(t).substr(2), t);
        return w;
    }
    size_t i = 0;
    if (t[0] == '1' && t.size() > 1 && std::isalpha(static_cast<unsigned char>(t[1]))) { // `1c2-e4`: the top piece
        w.count = 1;
        i = 1;
    }
    const size_t dash = t.find('-', i);
    if (dash == std::string::npos) sdk::invalid("'" + t + "' is not a Gamma move (examples: 5@c2, c2-e4, 1c2-e4, xc5)");
    w.from = square_or_throw(std::string_view(t).substr(i, dash - i), t);
    w.to = square_or_throw(std::string_view(t).substr(dash + 1), t);
    return w;
}

} // namespace

int parse_square(std::string_view name) {
    if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] >= 'a' + kWidth) return -1;
    int rank = 0;
    for (char c : name.substr(1)) {
        if (c < '0' || c > '9') return -1;
        rank = rank * 10 + (c - '0');
    }
    if (name[1] == '0' || rank < 1 || rank > kHeight) return -1;
    return square_of(name[0] - 'a', rank - 1);
}

std::string move_notation(const Position &p, const GammaMove &m) {
    switch (m.kind) {
    case Kind::Place: return std::to_string(m.strength) + "@" + square_name(m.to);
    case Kind::Removal: return "x" + square_name(m.from);
    case Kind::Move: break;
    }
    const bool part = m.count < int(p.squares[size_t(m.from)].size());
    return (part ? "1" : "") + square_name(m.from) + "-" + square_name(m.to);
}

const GammaMove &find_move(const Position &p, const std::vector<GammaMove> &legal, std::string_view text) {
    const Written w = parse(text);
    const std::string shown(text);
    for (const GammaMove &m : legal) {
        if (m.kind != w.kind) continue;
        if (w.kind == Kind::Removal && m.from == w.from) return m;
        if (w.kind == Kind::Place && m.to == w.to && m.strength == w.strength) return m;
        if (w.kind == Kind::Move && m.from == w.from && m.to == w.to &&
            m.count == (w.count ? w.count : int(p.squares[size_t(w.from)].size())))
            return m;
    }
    if (putting_back(p))
        sdk::illegal(shown + " is not legal: the player first puts back his own pieces taken off (" +
                     pool_digits(p.reserve[size_t(p.side_to_move)]) +
                     "), each on an empty starting square (gamma seed 6 \"Свои снятые шашки игрок ставит на любые "
                     "поля исходной позиции\")");
    if (is_obstacle(w.kind == Kind::Move || w.kind == Kind::Place ? w.to : w.from))
        sdk::illegal(shown + " is not legal: obstacle squares cannot be entered (gamma seed 6)");
    switch (w.kind) {
    case Kind::Removal:
        sdk::illegal(shown + " is not legal: only a stack the player tops with enemy pieces in it can be cleared");
    case Kind::Place:
        sdk::illegal(shown +
                     " is not legal: a piece of that strength is placed from the hand (opening) or the "
                     "reserve, on an empty starting square that is not a life square (gamma seed 6)");
    case Kind::Move: break;
    }
    const Stack &s = p.squares[size_t(w.from)];
    if (s.empty() || s.back().side != p.side_to_move)
        sdk::illegal(shown + " is not legal: the player to move has no piece on top of " + square_name(w.from));
    sdk::illegal(shown +
                 " is not legal: a piece goes exactly its points in orthogonal steps over empty squares, "
                 "ending on an empty square, an own piece of equal points or an enemy piece (gamma seed 6)");
}

} // namespace damka::gamma
