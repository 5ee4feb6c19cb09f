#include "reference_ashtarashki.hpp"

#include <stdexcept>
#include <tuple>

namespace ashtarashki_ref {
namespace {

int file_of(int sq) { return sq % 8; }
int rank_of(int sq) { return sq / 8; }

// The square one diagonal step from `sq`, or -1 off the board.
int step(int sq, int dx, int dy) {
    const int x = file_of(sq) + dx, y = rank_of(sq) + dy;
    return x < 0 || x > 7 || y < 0 || y > 7 ? -1 : y * 8 + x;
}

// Forward is up the board for White, down for Black (digest; the finish row is the other
// side's back rank, 4.1).
int forward(char side) { return side == 'w' ? 1 : -1; }
int finish_rank(char side) { return side == 'w' ? 7 : 0; }
char other(char side) { return side == 'w' ? 'b' : 'w'; }

// 3.7: a stone on its finish row is out of play: it neither moves, takes nor is taken.
bool home(const Position &p, int sq) { return rank_of(sq) == finish_rank(p.board[sq].side); }

// 3.5: 1 beats 3, 3 beats 2, 2 beats 1. 3.6.2: a V stone is taken only by the M stone that
// beats its number; 3.6.3: a W stone by any M stone.
bool beats(int attacker_group, const Stone &target) {
    if (target.state == 'W') return true;
    const int prey = attacker_group == 1 ? 3 : attacker_group == 3 ? 2 : 1;
    return target.group == prey;
}

// The stone's name in a record or a move: M1, V3, W (no number, 3.6.3), F (6.11).
std::string label(const Stone &s) {
    return s.state == 'W' || s.state == 'F' ? std::string(1, s.state) : std::string(1, s.state) + char('0' + s.group);
}

// 3.3: the M stone at `at` (already lifted off `origin`) takes diagonally, forward or back,
// onto the taken stone's square; it goes on while it can (digest decision) and stops on its
// finish row (3.7). `b` is the board with the stones taken so far removed.
void chains(Position b, const Stone &mover, int at, Move so_far, std::vector<Move> &out) {
    bool went_on = false;
    if (rank_of(at) != finish_rank(mover.side)) {
        for (int dx : {-1, 1})
            for (int dy : {-1, 1}) {
                const int n = step(at, dx, dy);
                if (n < 0) continue;
                const Stone target = b.board[n];
                if (target.side != other(mover.side) || home(b, n) || !beats(mover.group, target)) continue;
                went_on = true;
                Position next = b;
                next.board[n] = Stone{};
                Move m = so_far;
                m.notation += ":" + square_name(n);
                m.path.push_back(n);
                m.captured.push_back(n);
                chains(next, mover, n, m, out);
            }
    }
    if (!went_on && !so_far.captured.empty()) out.push_back(so_far);
}

// 3.2, 3.6: one step to an empty square; a step back turns M into V, V into W, and takes W
// off the board (Z). The square named by the W's retreat must be empty too (plugin decision).
void steps(const Position &p, int sq, std::vector<Move> &out) {
    const Stone &s = p.board[sq];
    for (int dy : {forward(s.side), -forward(s.side)})
        for (int dx : {-1, 1}) {
            const int n = step(sq, dx, dy);
            if (n < 0 || p.board[n].side) continue;
            std::string text = label(s) + square_name(sq) + "-" + square_name(n);
            if (dy != forward(s.side)) text += s.state == 'M' ? "V" : s.state == 'V' ? "W" : "Z";
            out.push_back(Move{text, {sq, n}, {}});
        }
}

} // namespace

std::string square_name(int sq) { return std::string{char('a' + file_of(sq)), char('1' + rank_of(sq))}; }

Position start() {
    return parse("White: M1 - b2, c1, e1, h2; M2 - a3, d2, f2, g3; M3 - a1, c3, e3, g1. " // 2.1
                 "Black: M1 - a7, d8, f8, g7; M2 - b6, c7, e7, h6; M3 - b8, d6, f6, h8."); // 2.2
}

Position parse(const std::string &record) {
    const size_t w = record.find("White:"), b = record.find("Black:");
    if (w == std::string::npos || b == std::string::npos || b < w) throw std::invalid_argument(record);
    Position p;
    p.to_move = record.find("Black to move") != std::string::npos ? 'b' : 'w';
    const size_t end = std::min(record.find(" to move"), record.size());
    for (const auto &[side, from, to] : {std::tuple{'w', w + 6, b}, std::tuple{'b', b + 6, end}}) {
        Stone current;
        for (size_t i = from; i < to; ++i) {
            const char c = record[i];
            if ((c == 'M' || c == 'V') && i + 1 < to && record[i + 1] >= '1' && record[i + 1] <= '3') {
                current = Stone{side, c, record[i + 1] - '0'};
                ++i;
            } else if (c == 'W' || c == 'F') {
                current = Stone{side, c, 0};
            } else if (c >= 'a' && c <= 'h' && i + 1 < to && record[i + 1] >= '1' && record[i + 1] <= '8') {
                const int sq = (record[i + 1] - '1') * 8 + (c - 'a');
                if (!current.side || (file_of(sq) + rank_of(sq)) % 2 || p.board[sq].side)
                    throw std::invalid_argument(record + ": bad square " + square_name(sq));
                p.board[sq] = current;
                ++i;
            }
        }
    }
    return p;
}

bool over(const Position &p) {
    for (char side : {'w', 'b'}) {
        int stones = 0, finished = 0;
        for (int sq = 0; sq < 64; ++sq)
            if (p.board[sq].side == side) {
                ++stones;
                finished += home(p, sq);
            }
        if (finished >= 4 || finished == stones) return true; // 4.4.3 a, c, d
    }
    return false;
}

std::string record(const Position &p) {
    std::string out;
    for (char side : {'w', 'b'}) {
        out += side == 'w' ? "White: " : " Black: ";
        std::string groups;
        for (const Stone kind : {Stone{side, 'M', 1}, Stone{side, 'M', 2}, Stone{side, 'M', 3}, Stone{side, 'V', 1},
                                 Stone{side, 'V', 2}, Stone{side, 'V', 3}, Stone{side, 'W', 0}, Stone{side, 'F', 0}}) {
            std::vector<std::string> at;
            for (int x = 0; x < 8; ++x) // 6.10: by file, then by rank
                for (int y = 0; y < 8; ++y)
                    if (p.board[y * 8 + x] == kind) at.push_back(square_name(y * 8 + x));
            if (at.empty()) continue;
            groups += (groups.empty() ? "" : "; ") + label(kind);
            groups += at.size() == 1 ? at[0] : " - " + at[0];
            for (size_t i = 1; i < at.size(); ++i) groups += ", " + at[i];
        }
        out += (groups.empty() ? "none" : groups) + ".";
    }
    return out + (p.to_move == 'w' ? " White to move." : " Black to move.");
}

std::vector<Move> moves(const Position &p) {
    std::vector<Move> captures, quiet;
    if (over(p)) return captures;
    for (int sq = 0; sq < 64; ++sq) {
        const Stone s = p.board[sq];
        if (s.side != p.to_move || home(p, sq)) continue;
        if (s.state == 'M') { // 3.6.2: only full-rights stones take
            Position lifted = p;
            lifted.board[sq] = Stone{};
            chains(lifted, s, sq, Move{label(s) + square_name(sq), {sq}, {}}, captures);
        }
        steps(p, sq, quiet);
    }
    return captures.empty() ? quiet : captures; // 3.4: taking is compulsory
}

Position play(const Position &p, const Move &m) {
    Position n = p;
    const int from = m.path.front(), to = m.path.back();
    Stone s = n.board[from];
    n.board[from] = Stone{};
    for (int sq : m.captured) n.board[sq] = Stone{};
    const bool retreat = m.captured.empty() && rank_of(to) - rank_of(from) != forward(s.side);
    if (retreat && s.state == 'W')
        s = Stone{}; // 3.6.4: liquidated
    else if (retreat && s.state == 'V')
        s = Stone{s.side, 'W', 0};
    else if (retreat)
        s.state = 'V';
    if (s.side) n.board[to] = s;
    n.to_move = other(p.to_move);
    return n;
}

uint64_t perft(const Position &p, int depth, bool distinct) {
    if (depth == 0) return 1;
    uint64_t total = 0;
    std::set<std::tuple<int, int, std::set<int>>> seen;
    for (const Move &m : moves(p)) {
        const std::set<int> taken(m.captured.begin(), m.captured.end());
        if (distinct && !seen.insert({m.path.front(), m.path.back(), taken}).second) continue;
        total += perft(play(p, m), depth - 1, distinct);
    }
    return total;
}

} // namespace ashtarashki_ref
