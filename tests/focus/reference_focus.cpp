#include "reference_focus.hpp"

namespace focus_ref {
namespace {

bool is_square(const std::string &s) {
    static const std::set<std::string> all(squares().begin(), squares().end());
    return all.count(s) > 0;
}

std::string neighbour(const std::string &s, char dir) {
    std::string n = s;
    switch (dir) {
    case 'N': n[1] = char(n[1] + 1); break;
    case 'S': n[1] = char(n[1] - 1); break;
    case 'E': n[0] = char(n[0] + 1); break;
    default: n[0] = char(n[0] - 1); break;
    }
    return is_square(n) ? n : std::string();
}

// Every end square of a walk of `left` more steps from `at`.
void walk(const std::string &at, int left, bool turning, char dir, std::set<std::string> &ends) {
    if (left == 0) {
        ends.insert(at);
        return;
    }
    for (char d : std::string("NESW")) {
        if (!turning && dir && d != dir) continue;
        const std::string n = neighbour(at, d);
        if (!n.empty()) walk(n, left - 1, turning, d, ends);
    }
}

} // namespace

const std::vector<std::string> &squares() {
    static const std::vector<std::string> list = [] {
        const std::set<std::string> cut = {"a1", "b1", "a2", "g1", "h1", "h2", "a7", "a8", "b8", "h7", "g8", "h8"};
        std::vector<std::string> v;
        for (char r = '1'; r <= '8'; ++r)
            for (char f = 'a'; f <= 'h'; ++f)
                if (!cut.count(std::string{f, r})) v.push_back(std::string{f, r});
        return v;
    }();
    return list;
}

Position start() {
    // The digest's list of the first player's squares; the rest of b2..g7 is the second's.
    const std::set<std::string> white = {"b2", "c2", "f2", "g2", "d3", "e3", "b4", "c4", "f4",
                                         "g4", "d5", "e5", "b6", "c6", "f6", "g6", "d7", "e7"};
    Position p;
    for (char r = '2'; r <= '7'; ++r)
        for (char f = 'b'; f <= 'g'; ++f) {
            const std::string s{f, r};
            p.stacks[s] = white.count(s) ? "w" : "b";
        }
    return p;
}

std::set<Move> moves(const Position &p, bool turning) {
    std::set<Move> out;
    if (winner(p)) return out;
    for (const auto &[sq, stack] : p.stacks) {
        if (stack.back() != p.to_move) continue;
        for (int k = 1; k <= int(stack.size()); ++k) {
            std::set<std::string> ends;
            walk(sq, k, turning, 0, ends);
            for (const std::string &e : ends) out.insert({sq, k, e});
        }
    }
    if (p.reserve[p.to_move == 'w' ? 0 : 1] > 0)
        for (const std::string &s : squares()) out.insert({"@", 1, s});
    return out;
}

Position play(const Position &p, const Move &m, int *taken) {
    Position n = p;
    const auto &[from, k, to] = m;
    const int me = p.to_move == 'w' ? 0 : 1;
    std::string part;
    if (from == "@") {
        --n.reserve[me];
        part = std::string(1, p.to_move);
    } else {
        std::string &s = n.stacks[from];
        part = s.substr(s.size() - size_t(k));
        s.erase(s.size() - size_t(k));
        if (s.empty()) n.stacks.erase(from);
    }
    std::string dest = (n.stacks.count(to) ? n.stacks[to] : std::string()) + part;
    int enemy = 0;
    while (dest.size() > 5) {
        if (dest[0] == p.to_move)
            ++n.reserve[me];
        else
            ++enemy;
        dest.erase(0, 1);
    }
    n.stacks[to] = dest;
    n.to_move = p.to_move == 'w' ? 'b' : 'w';
    if (taken) *taken = enemy;
    return n;
}

char winner(const Position &p) {
    for (char side : {p.to_move, p.to_move == 'w' ? 'b' : 'w'}) {
        bool tower = false;
        for (const auto &[sq, stack] : p.stacks) tower = tower || stack.back() == side;
        const bool reserve = p.reserve[side == 'w' ? 0 : 1] > 0;
        if (!tower && (!p.sackson || !reserve)) return side == 'w' ? 'b' : 'w';
    }
    return 0;
}

uint64_t perft(const Position &p, bool turning, int depth, bool distinct) {
    if (depth == 0) return 1;
    uint64_t total = 0;
    std::set<std::tuple<std::string, std::string, bool>> seen;
    for (const Move &m : moves(p, turning)) {
        int taken = 0;
        const Position n = play(p, m, &taken);
        if (distinct && !seen.insert({std::get<0>(m), std::get<2>(m), taken > 0}).second) continue;
        total += perft(n, turning, depth - 1, distinct);
    }
    return total;
}

} // namespace focus_ref
