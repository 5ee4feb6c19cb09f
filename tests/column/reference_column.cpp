#include "reference_column.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>

namespace column_ref {
namespace {

struct Dir {
    int df, dr;
};
constexpr Dir kDirs[4] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
int opposite(int d) { return 3 - d; } // (1,1)<->(-1,-1), (-1,1)<->(1,-1)

char other(char side) { return side == 'w' ? 'b' : 'w'; }
int forward(char side) { return side == 'w' ? 1 : -1; } // White plays up the board (rank 1 first)
// The rank where a man of `side` becomes a king: the opponent's back rank (adiukh 1.3, 3.5;
// Russian draughts; Lasca as English draughts).
int king_rank(const Position &p, char side) { return side == 'w' ? p.size - 1 : 0; }

bool on_board(const Position &p, int f, int r) { return f >= 0 && r >= 0 && f < p.size && r < p.size; }
char top(const Square &s) { return s.tower.empty() ? 0 : s.tower.back(); }

// adiukh 3.5, 3.12: no king marker, a tower on the opponent's king row is a king. The other
// games keep the mark on the square (only the top checker can be a king, seed 001).
bool is_king(const Position &p, int index) {
    const Square &s = p.squares[index];
    if (p.game != Game::adiukh) return s.king;
    return index / p.size == king_rank(p, top(s));
}

// A capture under way: the moving tower is lifted off its origin (the origin is empty during
// the move), `jumped` marks the squares it has jumped.
struct Walk {
    Position board;
    std::string mover;
    bool king = false;
    int at = -1;
    int last_dir = -1;
    bool ended = false; // lasca: a soldier crowned during a capture ends its move
    std::vector<int> path, captured;
    std::vector<bool> jumped;
};

// column-games: "Столбик можно рубить только один раз" — in russian-column and lasca a jumped
// tower is taken once and stays in the way until the move ends (the Turkish-strike decision
// of the plugin README), even when its only checker was taken. Adiukh has no such rule: the
// same tower may be taken again (3.14) and an emptied square is empty at once (Figure 27).
bool blocked(const Walk &w, int index) { return w.board.game != Game::adiukh && w.jumped[index]; }

Walk jump(const Walk &w, int dir, int over, int land) {
    Walk n = w;
    Square &taken = n.board.squares[over];
    // column-games, adiukh 3.7: only the top checker is taken, and it goes under the capturer;
    // a captured king is turned over (seed 001), so the rest of the tower is topped by a man.
    n.mover = std::string(1, taken.tower.back()) + n.mover;
    taken.tower.pop_back();
    taken.king = false;
    n.jumped[over] = true;
    n.at = land;
    n.last_dir = dir;
    n.path.push_back(land);
    n.captured.push_back(over);
    const char side = w.mover.back();
    if (!n.king && land / n.board.size == king_rank(n.board, side)) {
        // Russian draughts and adiukh 3.11: crowned during a capture, it goes on as a king;
        // lasca (English draughts): the crowning ends the move.
        n.king = true;
        n.ended = n.board.game == Game::lasca;
    }
    return n;
}

// Every single jump from where the walk stands, with its landing squares.
std::vector<Walk> next_jumps(const Walk &w) {
    const Position &b = w.board;
    const char side = w.mover.back();
    // Kings fly in russian-column (Russian draughts) and adiukh (3.9); lasca's officer steps.
    const bool flying = w.king && b.game != Game::lasca;
    std::vector<Walk> out;
    for (int d = 0; d < 4; ++d) {
        // adiukh 3.14: the capture may not go on along the same diagonal backwards.
        if (b.game == Game::adiukh && w.last_dir >= 0 && d == opposite(w.last_dir)) continue;
        // lasca: soldiers capture forward only; men of the other two capture backwards too
        // (Russian draughts; adiukh 3.6).
        if (b.game == Game::lasca && !w.king && kDirs[d].dr != forward(side)) continue;
        int f = w.at % b.size + kDirs[d].df, r = w.at / b.size + kDirs[d].dr;
        if (flying)
            while (on_board(b, f, r) && b.squares[r * b.size + f].tower.empty() && !blocked(w, r * b.size + f)) {
                f += kDirs[d].df;
                r += kDirs[d].dr;
            }
        if (!on_board(b, f, r)) continue;
        const int over = r * b.size + f;
        if (blocked(w, over) || top(b.squares[over]) != other(side)) continue; // own towers are not taken (adiukh 3.6)
        std::vector<Walk> landings;
        for (f += kDirs[d].df, r += kDirs[d].dr; on_board(b, f, r); f += kDirs[d].df, r += kDirs[d].dr) {
            const int land = r * b.size + f;
            if (!b.squares[land].tower.empty() || blocked(w, land)) break;
            landings.push_back(jump(w, d, over, land));
            if (!flying) break; // a man (and lasca's officer) lands right behind
        }
        // A flying king with several landing squares must take one from which the capture goes
        // on, when there is one (draughts.md; adiukh 3.10: continuation is compulsory).
        std::vector<Walk> going_on;
        for (const Walk &l : landings)
            if (!l.ended && !next_jumps(l).empty()) going_on.push_back(l);
        for (Walk &l : going_on.empty() ? landings : going_on) out.push_back(std::move(l));
    }
    return out;
}

Move finish(const Walk &w) {
    Move m{w.path, w.captured, w.board};
    Square &s = m.after.squares[w.at];
    s.tower = w.mover;
    s.king = w.board.game != Game::adiukh && w.king; // adiukh 3.12: the square decides
    m.after.to_move = other(m.after.to_move);
    return m;
}

// Continuation is compulsory (Russian draughts; adiukh 3.8, 3.10): the capture ends only where
// no further jump exists, or where lasca crowns a soldier.
void continue_capture(const Walk &w, std::vector<Move> &out) {
    const std::vector<Walk> next = w.ended ? std::vector<Walk>{} : next_jumps(w);
    if (next.empty()) {
        if (!w.captured.empty()) out.push_back(finish(w));
        return;
    }
    for (const Walk &n : next) continue_capture(n, out);
}

std::vector<Move> quiet_moves(const Position &p, int from) {
    std::vector<Move> out;
    const char side = top(p.squares[from]);
    const bool king = is_king(p, from);
    if (king && p.game == Game::adiukh) return out; // adiukh 3.5: a king never moves without capturing
    for (int d = 0; d < 4; ++d) {
        if (!king && kDirs[d].dr != forward(side)) continue; // men move forward only (adiukh 3.4)
        int f = from % p.size, r = from / p.size;
        while (true) {
            f += kDirs[d].df;
            r += kDirs[d].dr;
            if (!on_board(p, f, r) || !p.squares[r * p.size + f].tower.empty()) break;
            const int to = r * p.size + f;
            Move m{{from, to}, {}, p};
            m.after.squares[to] = p.squares[from];
            m.after.squares[from] = Square{};
            // A man reaching the far row is crowned (Russian draughts, lasca; adiukh 3.5 by square).
            if (r == king_rank(p, side)) m.after.squares[to].king = p.game != Game::adiukh;
            m.after.to_move = other(side);
            out.push_back(std::move(m));
            if (!king || p.game != Game::russian_column) break; // only russian-column kings fly
        }
    }
    return out;
}

} // namespace

Game game_of(std::string_view id) {
    if (id == "russian-column") return Game::russian_column;
    if (id == "lasca") return Game::lasca;
    if (id == "adiukh") return Game::adiukh;
    throw std::invalid_argument("unknown column game " + std::string(id));
}

std::string square_name(int index, int size) {
    return std::string{char('a' + index % size)} + std::to_string(index / size + 1);
}

Position start(Game game) {
    // 8x8, three rows of men each (adiukh 7.2, Russian draughts); lasca 7x7, three rows each
    // with the middle row empty (column-games.md). a1 is dark: file + rank even.
    Position p;
    p.game = game;
    p.size = game == Game::lasca ? 7 : 8;
    p.squares.assign(size_t(p.size * p.size), Square{});
    for (int r = 0; r < p.size; ++r)
        for (int f = 0; f < p.size; ++f) {
            if ((f + r) % 2) continue;
            if (r < 3) p.squares[size_t(r * p.size + f)].tower = "w";
            if (r >= p.size - 3) p.squares[size_t(r * p.size + f)].tower = "b";
        }
    return p;
}

Position parse(Game game, std::string_view record) {
    Position p = start(game);
    for (Square &s : p.squares) s = Square{};
    std::string text(record);
    auto trim = [](std::string s) {
        while (!s.empty() && s.front() == ' ') s.erase(s.begin());
        while (!s.empty() && (s.back() == ' ' || s.back() == '.')) s.pop_back();
        return s;
    };
    size_t begin = 0;
    while (begin <= text.size()) {
        const size_t end = std::min(text.find(';', begin), text.size());
        const std::string clause = trim(text.substr(begin, end - begin));
        begin = end + 1;
        if (clause.empty()) continue;
        if (clause == "white to move" || clause == "black to move") {
            p.to_move = clause[0];
            continue;
        }
        const size_t colon = clause.find(':');
        if (colon == std::string::npos) throw std::invalid_argument("clause " + clause);
        const std::string who = clause.substr(0, colon);
        if (who != "white" && who != "black") throw std::invalid_argument("side " + who);
        const char side = who[0];
        std::string list = clause.substr(colon + 1);
        size_t at = 0;
        while (at <= list.size()) {
            const size_t comma = std::min(list.find(',', at), list.size());
            std::string item = trim(list.substr(at, comma - at));
            at = comma + 1;
            if (item.empty() || item == "none") continue;
            bool king = false;
            if (item[0] == 'K' || item[0] == 'O') {
                king = true;
                item.erase(item.begin());
            }
            const int f = item[0] - 'a', r = std::stoi(item.substr(1)) - 1;
            const size_t dash = item.find('-');
            int own = 1, below = 0;
            if (dash != std::string::npos) {
                own = std::stoi(item.substr(dash + 1));
                const size_t slash = item.find('/');
                if (slash != std::string::npos) below = std::stoi(item.substr(slash + 1));
            }
            if (!on_board(p, f, r)) throw std::invalid_argument("square " + item);
            Square &s = p.squares[size_t(r * p.size + f)];
            s.tower = std::string(size_t(below), other(side)) + std::string(size_t(own), side);
            s.king = king;
        }
    }
    return p;
}

std::string format(const Position &p) {
    std::map<std::string, int> by_name; // the plugin lists towers in square-name order
    for (int i = 0; i < p.size * p.size; ++i)
        if (!p.squares[size_t(i)].tower.empty()) by_name[square_name(i, p.size)] = i;
    std::string out;
    for (char side : {'w', 'b'}) {
        out += side == 'w' ? "white:" : "; black:";
        bool first = true;
        for (const auto &[name, i] : by_name) {
            const Square &s = p.squares[size_t(i)];
            if (top(s) != side) continue;
            size_t own = 0; // the owner's run on top, then the other colour below
            while (own < s.tower.size() && s.tower[s.tower.size() - 1 - own] == side) ++own;
            const size_t below = s.tower.size() - own;
            // A tower is at most two runs (adiukh.md invariant): the record cannot say more.
            if (s.tower.find(side) < below) throw std::logic_error("three runs on " + name);
            out += first ? " " : ", ";
            first = false;
            if (s.king && p.game != Game::adiukh) out += p.game == Game::lasca ? "O" : "K";
            out += name + "-" + std::to_string(own);
            if (below) out += "/" + std::to_string(below);
        }
        if (first) out += " none";
    }
    return out + (p.to_move == 'w' ? "; white to move" : "; black to move");
}

std::vector<Move> moves(const Position &p) {
    std::vector<Move> captures;
    for (int i = 0; i < p.size * p.size; ++i) {
        if (top(p.squares[size_t(i)]) != p.to_move) continue;
        Walk w;
        w.board = p;
        w.board.squares[size_t(i)] = Square{};
        w.mover = p.squares[size_t(i)].tower;
        w.king = is_king(p, i);
        w.at = i;
        w.path = {i};
        w.jumped.assign(p.squares.size(), false);
        continue_capture(w, captures);
    }
    if (!captures.empty()) return captures; // captures are compulsory (adiukh 3.4, 3.6)
    std::vector<Move> quiet;
    for (int i = 0; i < p.size * p.size; ++i)
        if (top(p.squares[size_t(i)]) == p.to_move)
            for (Move &m : quiet_moves(p, i)) quiet.push_back(std::move(m));
    return quiet;
}

uint64_t perft(const Position &p, int depth, bool distinct) {
    if (depth == 0) return 1;
    uint64_t total = 0;
    std::set<std::tuple<int, int, std::vector<int>>> seen;
    for (const Move &m : moves(p)) {
        std::vector<int> taken = m.captured;
        std::sort(taken.begin(), taken.end());
        if (distinct && !seen.emplace(m.path.front(), m.path.back(), taken).second) continue;
        total += perft(m.after, depth - 1, distinct);
    }
    return total;
}

} // namespace column_ref
