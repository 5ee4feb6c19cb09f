#include "reference_tavreli.hpp"

#include <cctype>
#include <cstdlib>

namespace tavreli_ref {
namespace {

struct Sq {
    int x, y;
};

std::string name(int x, int y) { return {char('a' + x), char('1' + y)}; }
Sq at(const std::string &n) { return {n[0] - 'a', n[1] - '1'}; }
bool inside(int x, int y) { return x >= 0 && x < 8 && y >= 0 && y < 8; }

// Token accessors: '+' marks a turned-over Ратник, '*' a piece that has moved, case the side.
char side_of(const std::string &t) {
    return std::islower(static_cast<unsigned char>(t[t[0] == '+' ? 1 : 0])) ? 'b' : 'w';
}
bool turned(const std::string &t) { return t[0] == '+'; }
char letter(const std::string &t) { return char(std::toupper(static_cast<unsigned char>(t[turned(t) ? 1 : 0]))); }
bool moved(const std::string &t) { return t.back() == '*'; }
// How the piece moves: a turned Ратник as the таврель on its back.
char acts(const std::string &t) { return turned(t) ? char(std::toupper(static_cast<unsigned char>(t[2]))) : letter(t); }
std::string in_case(std::string s, char side) {
    for (char &c : s)
        c = char(side == 'w' ? std::toupper(static_cast<unsigned char>(c))
                             : std::tolower(static_cast<unsigned char>(c)));
    return s;
}
std::string without_star(std::string t) {
    if (moved(t)) t.pop_back();
    return t;
}
// After being carried: K, R and an unturned P remember it; nothing else does.
std::string carried(const std::string &t) {
    const std::string base = without_star(t);
    const char l = letter(base);
    return (l == 'K' || l == 'R' || (l == 'P' && !turned(base))) ? base + "*" : base;
}

char other(char s) { return s == 'w' ? 'b' : 'w'; }
int ahead(char s) { return s == 'w' ? 1 : -1; }

const std::string *top(const Position &p, int x, int y) {
    const auto &t = p.tower[x][y];
    return t.empty() ? nullptr : &t.back();
}
char owner(const Position &p, int x, int y) {
    const std::string *t = top(p, x, y);
    return t ? side_of(*t) : 0;
}

bool clear_between(const Position &p, Sq a, Sq b) {
    const int sx = (b.x > a.x) - (b.x < a.x), sy = (b.y > a.y) - (b.y < a.y);
    for (int x = a.x + sx, y = a.y + sy; x != b.x || y != b.y; x += sx, y += sy)
        if (!p.tower[x][y].empty()) return false;
    return true;
}

// The long-range and leaping patterns (seed "Описания фигур"), for any piece but a Ратник.
bool pattern(const Position &p, char piece, Sq a, Sq b) {
    const int dx = std::abs(b.x - a.x), dy = std::abs(b.y - a.y);
    if (dx == 0 && dy == 0) return false;
    const bool rook = (dx == 0 || dy == 0) && clear_between(p, a, b);
    const bool bishop = dx == dy && clear_between(p, a, b);
    const bool knight = (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
    switch (piece) {
    case 'K': return dx <= 1 && dy <= 1;
    case 'R': return rook;
    case 'B': return bishop;
    case 'Q': return rook || bishop;
    case 'N': return knight;
    case 'Z': return rook || bishop || knight;
    }
    return false;
}

// Does a tower of `by` threaten to stand on (x, y)? A Ратник threatens only diagonally forward.
bool threatened(const Position &p, int x, int y, char by) {
    for (int ax = 0; ax < 8; ++ax)
        for (int ay = 0; ay < 8; ++ay) {
            const std::string *t = top(p, ax, ay);
            if (!t || side_of(*t) != by) continue;
            if (acts(*t) == 'P') {
                if (std::abs(x - ax) == 1 && y - ay == ahead(by)) return true;
            } else if (pattern(p, acts(*t), {ax, ay}, {x, y})) {
                return true;
            }
        }
    return false;
}

// Where `side`'s Волхв stands on top, or {-1, -1} when it is covered.
Sq volkhv(const Position &p, char side) {
    for (int x = 0; x < 8; ++x)
        for (int y = 0; y < 8; ++y)
            if (const std::string *t = top(p, x, y); t && letter(*t) == 'K' && side_of(*t) == side) return {x, y};
    return {-1, -1};
}

// The Ратник rules: straight onto empty or own, first double step over an empty square from
// the second rank, diagonal onto enemy or en passant.
bool ratnik_reaches(const Position &p, const std::string &piece, Sq a, Sq b) {
    const char s = side_of(piece);
    const char there = owner(p, b.x, b.y);
    if (b.x == a.x && b.y - a.y == ahead(s)) return there != other(s);
    if (b.x == a.x && b.y - a.y == 2 * ahead(s))
        return !moved(piece) && a.y == (s == 'w' ? 1 : 6) && p.tower[a.x][a.y + ahead(s)].empty() && there != other(s);
    if (std::abs(b.x - a.x) == 1 && b.y - a.y == ahead(s)) return there == other(s) || name(b.x, b.y) == p.en_passant;
    return false;
}

bool is_castle(const Position &p, const Move &m) {
    const Sq a = at(std::get<0>(m)), b = at(std::get<2>(m));
    const std::string *t = top(p, a.x, a.y);
    return t && letter(*t) == 'K' && std::abs(b.x - a.x) == 2;
}

Position apply(const Position &p, const Move &m) {
    Position n = p;
    const auto &[from, count, to] = m;
    const Sq a = at(from), b = at(to);
    const char side = p.to_move;
    n.en_passant.clear();
    auto &src = n.tower[a.x][a.y];
    std::vector<std::string> part(src.end() - count, src.end());
    src.resize(src.size() - size_t(count));
    for (std::string &t : part) t = carried(t);
    auto &dst = n.tower[b.x][b.y];
    const bool en_passant = letter(part.back()) == 'P' && !turned(part.back()) && b.x != a.x && dst.empty();
    if (en_passant) { // the passed-over Ратник is set back onto the square it crossed
        auto &victim = n.tower[b.x][b.y - ahead(side)];
        dst = victim;
        victim.clear();
    }
    // A captured (enemy, top) turned Ратник is turned back: "опять становится обычным ратником".
    if (!dst.empty() && side_of(dst.back()) != side && turned(dst.back()))
        dst.back() = in_case("P" + std::string(1, char(std::toupper(static_cast<unsigned char>(dst.back()[2])))) + "*",
                             side_of(dst.back()));
    dst.insert(dst.end(), part.begin(), part.end());
    if (letter(part.back()) == 'P' && !turned(part.back()) && std::abs(b.y - a.y) == 2 && p.tower[b.x][b.y].empty())
        n.en_passant = name(a.x, a.y + ahead(side));
    std::vector<Sq> touched{a, b};
    if (is_castle(p, m)) { // the Ратоборец is carried over the Волхв and set beside it
        const int corner = b.x > a.x ? 7 : 0;
        auto &rook_home = n.tower[corner][a.y];
        n.tower[b.x > a.x ? 5 : 3][a.y].push_back(carried(rook_home.back()));
        rook_home.pop_back();
        touched.push_back({corner, a.y});
    }
    for (Sq s : touched) { // a Ратник on top on its last rank is turned over
        auto &t = n.tower[s.x][s.y];
        if (t.empty()) continue;
        const std::string tp = t.back();
        if (letter(tp) == 'P' && !turned(tp) && s.y == (side_of(tp) == 'w' ? 7 : 0))
            t.back() =
                in_case("+P" + std::string(1, char(std::toupper(static_cast<unsigned char>(tp[1])))), side_of(tp));
    }
    n.to_move = other(side);
    return n;
}

// Filters a pattern-legal move by the Волхв rules: never onto an attacked square (seed), and
// with `strict` nothing leaves one's Волхв attacked; covering the enemy Волхв is always allowed.
bool safe(const Position &p, const Move &m) {
    const Sq a = at(std::get<0>(m));
    if (!p.strict && letter(p.tower[a.x][a.y].back()) != 'K') return true;
    const Position n = apply(p, m);
    if (volkhv(n, other(p.to_move)).x < 0) return true;
    const Sq v = volkhv(n, p.to_move);
    return !threatened(n, v.x, v.y, other(p.to_move));
}

void add_castling(const Position &p, std::set<Move> &out) {
    const char s = p.to_move;
    const int y = s == 'w' ? 0 : 7;
    const std::string *k = top(p, 4, y);
    if (!k || letter(*k) != 'K' || side_of(*k) != s || moved(*k)) return;
    for (int corner : {0, 7}) {
        const std::string *r = top(p, corner, y);
        if (!r || *r != in_case("R", s)) continue; // unmoved, unturned Ратоборец of the mover
        if (!clear_between(p, {4, y}, {corner, y})) continue;
        const int dir = corner == 7 ? 1 : -1;
        bool ok = true;
        for (int i = 0; i <= 2; ++i) ok = ok && !threatened(p, 4 + i * dir, y, other(s));
        const Move m{name(4, y), 1, name(4 + 2 * dir, y)};
        if (ok && safe(p, m)) out.insert(m);
    }
}

} // namespace

Position start() {
    Position p;
    const std::string back = "RNBQKBNR";
    for (int x = 0; x < 8; ++x) {
        const std::string on_back = x == 4 ? "Z" : std::string(1, back[size_t(x)]);
        p.tower[x][0] = {std::string(1, back[size_t(x)])};
        p.tower[x][1] = {"P" + on_back};
        p.tower[x][7] = {in_case(std::string(1, back[size_t(x)]), 'b')};
        p.tower[x][6] = {in_case("P" + on_back, 'b')};
    }
    return p;
}

std::string format(const Position &p) {
    std::string list;
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x) {
            if (p.tower[x][y].empty()) continue;
            list += (list.empty() ? "" : ", ") + name(x, y);
            for (const std::string &t : p.tower[x][y]) list += " " + t;
        }
    std::string s = "towers: " + list + (p.to_move == 'w' ? "; white to move" : "; black to move");
    if (!p.en_passant.empty()) s += "; en passant: " + p.en_passant;
    if (p.strict) s += "; volkhv: strict";
    return s;
}

std::set<Move> moves(const Position &p) {
    std::set<Move> out;
    if (volkhv(p, 'w').x < 0 || volkhv(p, 'b').x < 0) return out;
    const char s = p.to_move;
    for (int fx = 0; fx < 8; ++fx)
        for (int fy = 0; fy < 8; ++fy) {
            const std::string *t = top(p, fx, fy);
            if (!t || side_of(*t) != s) continue;
            for (int tx = 0; tx < 8; ++tx)
                for (int ty = 0; ty < 8; ++ty) {
                    const bool reaches = acts(*t) == 'P' ? ratnik_reaches(p, *t, {fx, fy}, {tx, ty})
                                                         : pattern(p, acts(*t), {fx, fy}, {tx, ty});
                    if (!reaches) continue;
                    const std::string *d = top(p, tx, ty);
                    if (d && letter(*d) == 'K' && side_of(*d) == s) continue; // never onto one's own Волхв
                    for (int count = 1; count <= int(p.tower[fx][fy].size()); ++count) {
                        const Move m{name(fx, fy), count, name(tx, ty)};
                        if (safe(p, m)) out.insert(m);
                    }
                }
        }
    add_castling(p, out);
    return out;
}

Position play(const Position &p, const Move &m) { return apply(p, m); }

char result(const Position &p) {
    if (volkhv(p, 'w').x < 0) return 'b';
    if (volkhv(p, 'b').x < 0) return 'w';
    if (!moves(p).empty()) return 0;
    const Sq v = volkhv(p, p.to_move);
    return threatened(p, v.x, v.y, other(p.to_move)) ? other(p.to_move) : 'd';
}

std::string taken(const Position &p, const Move &m) {
    const Sq a = at(std::get<0>(m)), b = at(std::get<2>(m));
    if (owner(p, b.x, b.y) == other(p.to_move)) return std::get<2>(m);
    const std::string &piece = p.tower[a.x][a.y].back();
    if (acts(piece) == 'P' && b.x != a.x && p.tower[b.x][b.y].empty()) return name(b.x, b.y - ahead(p.to_move));
    return "";
}

uint64_t perft(const Position &p, int depth, bool distinct) {
    if (depth == 0) return 1;
    std::set<std::tuple<std::string, std::string, std::string>> seen;
    uint64_t n = 0;
    for (const Move &m : moves(p)) {
        if (distinct && !seen.emplace(std::get<0>(m), std::get<2>(m), taken(p, m)).second) continue;
        n += depth == 1 ? 1 : perft(play(p, m), depth - 1, distinct);
    }
    return n;
}

int height(const Position &p, const std::string &square) {
    const Sq s = at(square);
    return int(p.tower[s.x][s.y].size());
}

} // namespace tavreli_ref
