#include "reference_gamma.hpp"

#include <functional>

namespace gamma_ref {
namespace {

const std::set<std::string> kObstacles{"b6", "c6", "e6", "f6", "h6", "i6", "d4", "g4", "d8", "g8"};
const std::array<std::set<std::string>, 2> kLife{{{"c1", "h1"}, {"c11", "h11"}}};

int idx(char side) { return side == 'w' ? 0 : 1; }
std::string name(int file, int rank) { return std::string(1, char('a' + file)) + std::to_string(rank); }
int file_of(const std::string &sq) { return sq[0] - 'a'; }
int rank_of(const std::string &sq) { return std::stoi(sq.substr(1)); }

bool on_board(int f, int r) { return f >= 0 && f < 10 && r >= 1 && r <= 11; }

std::vector<std::string> start_squares(char side) {
    std::vector<std::string> out;
    for (int r : side == 'w' ? std::array<int, 2>{1, 2} : std::array<int, 2>{10, 11})
        for (int f = 0; f < 10; ++f)
            if (!kLife[size_t(idx(side))].count(name(f, r))) out.push_back(name(f, r));
    return out;
}

int count_pieces(const Position &p, char side) {
    int n = int(p.hand[size_t(idx(side))].size() + p.reserve[size_t(idx(side))].size());
    for (const auto &[sq, st] : p.stacks)
        for (const auto &piece : st) n += piece.first == side;
    return n;
}

void place_moves(const Position &p, const std::multiset<int> &pool, std::set<Move> &out) {
    for (int pts : pool)
        for (const std::string &sq : start_squares(p.to_move))
            if (!p.stacks.count(sq)) out.insert({'P', "", 1, sq, pts});
}

} // namespace

bool is_obstacle(const std::string &sq) { return kObstacles.count(sq) > 0; }

Position start() {
    Position p;
    for (int s = 0; s < 2; ++s)
        for (auto [pts, n] : {std::pair{5, 2}, {4, 2}, {3, 3}, {2, 4}, {1, 7}})
            for (int i = 0; i < n; ++i) p.hand[size_t(s)].insert(pts);
    return p;
}

std::set<Move> moves(const Position &p) {
    std::set<Move> out;
    if (winner(p)) return out;
    const char side = p.to_move;
    if (!p.hand[size_t(idx(side))].empty()) {
        place_moves(p, p.hand[size_t(idx(side))], out);
        return out;
    }
    const std::multiset<int> &reserve = p.reserve[size_t(idx(side))];
    if (!p.entry_is_a_move) {
        // Seed: «Свои снятые шашки игрок ставит на любые поля исходной позиции ... Это действие не
        // является ходом, и сняв шашки игрок выполняет ход любой шашкой на поле» — the pieces go
        // back first; with no empty starting square they wait.
        place_moves(p, reserve, out);
        if (!out.empty()) return out;
    }
    for (const auto &[origin, st] : p.stacks) {
        const auto from = origin; // a named copy: lambdas below use it (clang 14 cannot capture a binding)
        if (st.back().first != side) continue;
        for (const auto &piece : st)
            if (piece.first != side) {
                out.insert({'X', from, 0, "", 0});
                break;
            }
        std::vector<int> counts{1};
        bool same = st.size() > 1;
        for (const auto &piece : st) same = same && piece == st.back();
        if (same) counts.push_back(int(st.size()));
        const int pts = st.back().second;
        for (int count : counts) {
            const int length = count * pts;
            const bool vacated = count == int(st.size());
            std::set<std::pair<std::string, int>> visited;
            std::function<void(const std::string &, int)> walk = [&](const std::string &sq, int done) {
                if (!visited.insert({sq, done}).second) return;
                const int df[4] = {1, -1, 0, 0}, dr[4] = {0, 0, 1, -1};
                for (int d = 0; d < 4; ++d) {
                    const int f = file_of(sq) + df[d], r = rank_of(sq) + dr[d];
                    if (!on_board(f, r)) continue;
                    const std::string n = name(f, r);
                    if (is_obstacle(n)) continue;
                    auto it = p.stacks.find(n);
                    const bool empty = it == p.stacks.end() || (n == from && vacated);
                    if (done + 1 < length) {
                        if (empty) walk(n, done + 1);
                        continue;
                    }
                    if (n == from) continue;
                    const bool own_life = kLife[size_t(idx(side))].count(n) > 0;
                    bool ok;
                    if (it == p.stacks.end())
                        ok = !own_life;
                    else if (it->second.back().first == side)
                        ok = !own_life && it->second.back().second == pts;
                    else
                        ok = true;
                    if (ok) out.insert({'M', from, count, n, pts});
                }
            };
            walk(from, 0);
        }
    }
    if (p.entry_is_a_move) place_moves(p, reserve, out); // «может в свою очередь хода выставить»: the move
    return out;
}

Position play(const Position &p, const Move &m) {
    Position n = p;
    const char side = p.to_move;
    const size_t s = size_t(idx(side));
    if (m.kind == 'X') {
        Stack &st = n.stacks[m.from];
        const bool life = kLife[s].count(m.from) > 0; // the whole stack, top included
        const size_t keep = life ? 0 : 1;
        for (size_t i = 0; i + keep < st.size(); ++i)
            if (st[i].first == side) n.reserve[s].insert(st[i].second);
        if (life)
            n.stacks.erase(m.from);
        else
            st = Stack{st.back()};
        return n; // the same player moves
    }
    if (m.kind == 'P') {
        const bool from_reserve = p.hand[s].empty();
        auto &pool = from_reserve ? n.reserve[s] : n.hand[s];
        pool.erase(pool.find(m.points));
        n.stacks[m.to].push_back({side, m.points});
        if (from_reserve && !p.entry_is_a_move) return n; // put back: not a move, the same player
    } else {
        Stack &src = n.stacks[m.from];
        Stack moving(src.end() - m.count, src.end());
        src.resize(src.size() - size_t(m.count));
        if (src.empty()) n.stacks.erase(m.from);
        Stack &dst = n.stacks[m.to];
        dst.insert(dst.end(), moving.begin(), moving.end());
    }
    n.to_move = side == 'w' ? 'b' : 'w';
    return n;
}

char winner(const Position &p) {
    for (char side : {'w', 'b'})
        if (count_pieces(p, side) == 0) return side == 'w' ? 'b' : 'w';
    const char mover = p.to_move, other = mover == 'w' ? 'b' : 'w';
    for (const std::string &sq : kLife[size_t(idx(other))]) {
        auto it = p.stacks.find(sq);
        if (it != p.stacks.end() && it->second.back().first == mover) return mover;
    }
    return 0;
}

uint64_t perft(const Position &p, int depth) {
    if (depth == 0) return 1;
    uint64_t n = 0;
    for (const Move &m : moves(p)) n += depth == 1 ? 1 : perft(play(p, m), depth - 1);
    return n;
}

} // namespace gamma_ref
