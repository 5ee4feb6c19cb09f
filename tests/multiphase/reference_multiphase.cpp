#include "reference_multiphase.hpp"

#include <map>

namespace multiphase_ref {
namespace {

const int N = 11;

char at(const std::string &b, int f, int r) { return f < 0 || r < 0 || f >= N || r >= N ? '#' : b[size_t(r * N + f)]; }
char colour_of(int player) { return player == 0 ? 'b' : 'r'; }

// Labels every square not holding `fence` with a region number (orthogonal steps), -1 else.
std::vector<int> regions(const std::string &b, char fence, int *count) {
    std::vector<int> label(size_t(N * N), -1);
    int next = 0;
    for (int i = 0; i < N * N; ++i) {
        if (b[size_t(i)] == fence || label[size_t(i)] >= 0) continue;
        std::vector<int> todo{i};
        label[size_t(i)] = next;
        while (!todo.empty()) {
            const int s = todo.back();
            todo.pop_back();
            const int f = s % N, r = s / N;
            const int df[4] = {1, -1, 0, 0}, dr[4] = {0, 0, 1, -1};
            for (int k = 0; k < 4; ++k) {
                const char c = at(b, f + df[k], r + dr[k]);
                const int t = (r + dr[k]) * N + f + df[k];
                if (c != '#' && c != fence && label[size_t(t)] < 0) {
                    label[size_t(t)] = next;
                    todo.push_back(t);
                }
            }
        }
        ++next;
    }
    *count = next;
    return label;
}

std::set<int> members(const std::vector<int> &label, int region) {
    std::set<int> s;
    for (int i = 0; i < N * N; ++i)
        if (label[size_t(i)] == region) s.insert(i);
    return s;
}

bool goal(const Game &g, int player) {
    if (g.phase % 2 == 1) return apart(g.board, colour_of(player));
    return one_group(g.board, colour_of(1 - player));
}

void close_phase(Game &g, int winner_or_draw) {
    if (winner_or_draw >= 0)
        g.wins[winner_or_draw] += 1;
    else
        g.drawn += 1;
    const int second = 1 - g.first;
    g.extra = false;
    g.phase_plies = 0;
    if (g.wins[0] >= 2 || g.wins[1] >= 2) return;
    g.first = winner_or_draw >= 0 ? winner_or_draw : second;
    g.to_move = g.first;
    g.phase += 1;
}

} // namespace

std::string square(int file, int rank) { return std::string(1, char('a' + file)) + std::to_string(rank + 1); }

bool apart(const std::string &b, char piece) {
    for (int r = 0; r < N; ++r)
        for (int f = 0; f < N; ++f) {
            if (at(b, f, r) != piece) continue;
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr)
                    if ((df || dr) && at(b, f + df, r + dr) == piece) return false;
        }
    return true;
}

bool one_group(const std::string &b, char piece) {
    std::set<int> reached, todo;
    for (int i = 0; i < N * N && todo.empty(); ++i)
        if (b[size_t(i)] == piece) todo.insert(i);
    while (!todo.empty()) {
        const int s = *todo.begin();
        todo.erase(todo.begin());
        reached.insert(s);
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr) {
                const int f = s % N + df, r = s / N + dr;
                if (at(b, f, r) == piece && !reached.count(r * N + f)) todo.insert(r * N + f);
            }
    }
    int total = 0;
    for (char c : b) total += c == piece;
    return int(reached.size()) == total;
}

Game start() {
    Game g;
    g.board.assign(size_t(N * N), '.');
    for (int f = 0; f < N; ++f) {
        g.board[size_t(f)] = 'b';
        g.board[size_t(10 * N + f)] = 'r';
        if (f != 5) {
            g.board[size_t(N + f)] = 'b';
            g.board[size_t(9 * N + f)] = 'r';
        }
    }
    g.boards.push_back(g.board);
    return g;
}

Game setup(const std::string &board, int phase, int first, int to_move, int wins0, int wins1, int drawn,
           int phase_plies, int game_plies, bool extra) {
    Game g;
    g.board = board;
    g.phase = phase;
    g.first = first;
    g.to_move = to_move;
    g.wins[0] = wins0;
    g.wins[1] = wins1;
    g.drawn = drawn;
    g.phase_plies = phase_plies;
    g.game_plies = game_plies;
    g.extra = extra;
    g.boards.push_back(board);
    for (;;) { // a player without a legal move loses the phase
        if (winner(g) >= 0 || !moves(g).empty()) break;
        close_phase(g, 1 - g.to_move);
    }
    return g;
}

int winner(const Game &g) { return g.wins[0] >= 2 ? 0 : g.wins[1] >= 2 ? 1 : -1; }

std::set<std::string> moves(const Game &g) {
    std::set<std::string> out;
    if (winner(g) >= 0) return out;
    const char mine = g.phase % 2 == 1 ? colour_of(g.to_move) : colour_of(1 - g.to_move);
    const char fence = mine == 'b' ? 'r' : 'b';
    std::set<std::string> earlier(g.boards.begin(), g.boards.end());
    auto add = [&](int from, int to, char sep) {
        std::string b = g.board;
        b[size_t(from)] = '.';
        b[size_t(to)] = mine;
        if (!earlier.count(b)) out.insert(square(from % N, from / N) + sep + square(to % N, to / N));
    };
    // Slides: any distance orthogonally over empty squares.
    for (int s = 0; s < N * N; ++s) {
        if (g.board[size_t(s)] != mine) continue;
        const int df[4] = {1, -1, 0, 0}, dr[4] = {0, 0, 1, -1};
        for (int k = 0; k < 4; ++k)
            for (int f = s % N + df[k], r = s / N + dr[k]; at(g.board, f, r) == '.'; f += df[k], r += dr[k])
                add(s, r * N + f, '-');
    }
    // Transfers between zones.
    int count = 0;
    const std::vector<int> label = regions(g.board, fence, &count);
    if (count < 2) return out;
    std::vector<std::set<int>> standing;
    if (g.phase_plies >= 2 && g.boards.size() >= 3) {
        int before_count = 0;
        const std::vector<int> before = regions(g.boards[g.boards.size() - 3], fence, &before_count);
        if (before_count >= 2)
            for (int z = 0; z < before_count; ++z) standing.push_back(members(before, z));
    }
    for (int z = 0; z < count; ++z) {
        const std::set<int> zone = members(label, z);
        int pieces = 0;
        for (int s : zone) pieces += g.board[size_t(s)] == mine;
        if (pieces == 0) continue;
        bool allowed = g.phase % 2 == 0 || int(zone.size()) < 3 * pieces;
        // Seed: "если размер «зоны» ... не изменится ... (то есть ... «зона» расширилась, сжалась,
        // либо совсем исчезла)": the zone of two plies back it overlaps, alone, of the same size.
        // The option `same squares`: that zone must be these very squares.
        int overlapping = 0;
        bool same_size = false, same_squares = false;
        for (const std::set<int> &old : standing) {
            bool shares = false;
            for (int s : zone) shares = shares || old.count(s) > 0;
            if (!shares) continue;
            ++overlapping;
            same_size = old.size() == zone.size();
            same_squares = old == zone;
        }
        if (g.phase % 2 == 1 && overlapping == 1) allowed = allowed || (g.same_squares ? same_squares : same_size);
        if (!allowed) continue;
        for (int from : zone) {
            if (g.board[size_t(from)] != mine) continue;
            for (int to = 0; to < N * N; ++to)
                if (g.board[size_t(to)] == '.' && label[size_t(to)] != z) add(from, to, ':');
        }
    }
    return out;
}

Game play(const Game &g, const std::string &move) {
    Game n = g;
    const size_t sep = move.find_first_of("-:");
    auto index = [](const std::string &s) { return (std::stoi(s.substr(1)) - 1) * N + (s[0] - 'a'); };
    const int from = index(move.substr(0, sep)), to = index(move.substr(sep + 1));
    n.board[size_t(to)] = n.board[size_t(from)];
    n.board[size_t(from)] = '.';
    n.boards.push_back(n.board);
    n.phase_plies += 1;
    n.game_plies += 1;
    const int mover = g.to_move;
    const bool reached = goal(n, mover);
    if (g.extra)
        close_phase(n, reached ? -1 : g.first);
    else if (reached && mover == g.first) {
        n.extra = true;
        n.to_move = 1 - mover;
    } else if (reached)
        close_phase(n, mover);
    else if (n.phase_limit > 0 && n.phase_plies >= n.phase_limit)
        close_phase(n, -1);
    else
        n.to_move = 1 - mover;
    while (winner(n) < 0 && moves(n).empty()) close_phase(n, 1 - n.to_move);
    return n;
}

uint64_t perft(const Game &g, int depth) {
    if (depth == 0) return 1;
    const std::set<std::string> all = moves(g);
    if (depth == 1) return all.size();
    uint64_t n = 0;
    for (const std::string &m : all) n += perft(play(g, m), depth - 1);
    return n;
}

} // namespace multiphase_ref
