#include "reference_alpha.hpp"

#include <tuple>

namespace alpha_ref {
namespace {

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
std::string name(int file, int rank) { return {char('a' + file), char('1' + rank)}; }

struct Search {
    const Position *p;
    std::map<std::string, Stack> board; // with the moving part lifted
    char side;
    std::string origin;
    int count;
    std::set<std::tuple<int, int, int, int, int>> visited; // file, rank, left, chain file, chain rank
    std::set<std::string> ends;

    const Stack *at(int f, int r) const {
        auto it = board.find(name(f, r));
        return it == board.end() ? nullptr : &it->second;
    }
    bool is_empty(int f, int r) const { return at(f, r) == nullptr; }
    bool is_own(int f, int r) const { return at(f, r) && at(f, r)->side == side; }
    bool is_enemy(int f, int r) const { return at(f, r) && at(f, r)->side != side; }

    // chain_f < 0: walking; else in a chain of own jumps started at (chain_f, chain_r).
    void visit(int f, int r, int left, int chain_f, int chain_r) {
        if (!visited.insert({f, r, chain_f < 0 ? left : 0, chain_f, chain_r}).second) return;
        const bool can_stop = chain_f >= 0 || left == 0;
        if (can_stop && name(f, r) != origin && (is_empty(f, r) || (is_own(f, r) && at(f, r)->height + count <= 4)))
            ends.insert(name(f, r));
        if (chain_f < 0 && left == 0) return;
        const int fwd = side == 'w' ? 1 : -1;
        if (chain_f < 0 && r == (side == 'w' ? 7 : 0)) ends.insert("off");
        const int dirs[3][2] = {{-1, 0}, {1, 0}, {0, fwd}};
        for (const auto &d : dirs) {
            const int nf = f + d[0], nr = r + d[1], bf = nf + d[0], br = nr + d[1];
            if (!on_board(nf, nr)) continue;
            const bool beyond_empty = on_board(bf, br) && is_empty(bf, br);
            if (chain_f < 0) {
                if (is_empty(nf, nr) || is_own(nf, nr)) visit(nf, nr, left - 1, -1, -1);
                if (is_enemy(nf, nr) && beyond_empty && left > at(nf, nr)->height)
                    visit(bf, br, left - at(nf, nr)->height, -1, -1);
            }
            const int sf = chain_f < 0 ? f : chain_f, sr = chain_f < 0 ? r : chain_r;
            const bool through_start = (nf == sf && nr == sr) || (bf == sf && br == sr);
            if (is_own(nf, nr) && beyond_empty && !through_start) visit(bf, br, 0, sf, sr);
        }
    }
};

std::set<Move> piece_moves(const Position &p) {
    std::set<Move> out;
    const char side = p.to_move;
    for (const auto &[sq, st] : p.stacks) {
        if (st.side != side) continue;
        for (int k = 1; k <= st.height; ++k) {
            Search s{&p, p.stacks, side, sq, k, {}, {}};
            if (st.height == k)
                s.board.erase(sq);
            else
                s.board[sq].height -= k;
            s.visit(sq[0] - 'a', sq[1] - '1', k, -1, -1);
            for (const std::string &e : s.ends) out.insert({sq, k, e});
        }
    }
    if (p.reserve[side == 'w' ? 0 : 1])
        for (int f = 0; f < 8; ++f)
            for (int r = 0; r < 8; ++r) {
                auto it = p.stacks.find(name(f, r));
                if (it == p.stacks.end() || (it->second.side == side && it->second.height < 4))
                    out.insert({"@", 1, name(f, r)});
            }
    return out;
}

int pieces(const Position &p, char side) {
    int n = 0;
    for (const auto &[sq, st] : p.stacks)
        if (st.side == side) n += st.height;
    return n;
}

} // namespace

Position start() {
    Position p;
    for (int f = 0; f < 8; ++f) {
        p.stacks[name(f, 0)] = p.stacks[name(f, 1)] = {'w', 1};
        p.stacks[name(f, 6)] = p.stacks[name(f, 7)] = {'b', 1};
    }
    return p;
}

std::set<Move> moves(const Position &p) {
    if (pieces(p, 'w') == 0 || pieces(p, 'b') == 0) return {};
    std::set<Move> own = piece_moves(p);
    if (!own.empty()) return own;
    Position other = p;
    other.to_move = p.to_move == 'w' ? 'b' : 'w';
    if (!piece_moves(other).empty()) return {{"pass", 0, ""}};
    return {};
}

Position play(const Position &p, const Move &m) {
    Position n = p;
    const int s = p.to_move == 'w' ? 0 : 1;
    n.to_move = p.to_move == 'w' ? 'b' : 'w';
    if (m.from == "pass") return n;
    if (m.from == "@") {
        n.reserve[s] = 0;
        auto it = n.stacks.find(m.to);
        if (it == n.stacks.end())
            n.stacks[m.to] = {p.to_move, 1};
        else
            ++it->second.height;
        return n;
    }
    if ((n.stacks[m.from].height -= m.count) == 0) n.stacks.erase(m.from);
    if (m.to == "off") {
        n.reserve[s] = 1; // one reserve piece at most, earned by an exit when none is held
        return n;
    }
    auto it = n.stacks.find(m.to);
    if (it == n.stacks.end())
        n.stacks[m.to] = {p.to_move, m.count};
    else
        it->second.height += m.count;
    return n;
}

char result(const Position &p) {
    if (pieces(p, 'w') == 0) return 'w';
    if (pieces(p, 'b') == 0) return 'b';
    return moves(p).empty() ? 'd' : 0;
}

uint64_t perft(const Position &p, int depth) {
    if (depth == 0) return 1;
    uint64_t n = 0;
    for (const Move &m : moves(p)) n += depth == 1 ? 1 : perft(play(p, m), depth - 1);
    return n;
}

} // namespace alpha_ref
