// Turkish draughts, reference implementation (see reference_turkish.hpp). Rules and their
// sources: plugins/turkish/README.md "Rules" and the sources it names (Wikipedia "Turkish draughts", kish
// RULES.md, damaturk.com) and the choices of plugins/turkish/README.md.
#include "reference_turkish.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <tuple>

namespace turkish_ref {

namespace {

// East, west, north, south: Turkish pieces move along ranks and files only.
constexpr int dx[4] = {1, -1, 0, 0};
constexpr int dy[4] = {0, 0, 1, -1};
constexpr int opposite[4] = {1, 0, 3, 2};

bool on_board(int x, int y) { return x >= 0 && x < 8 && y >= 0 && y < 8; }

// A man's forward direction: north for White, south for Black.
int forward_of(int side) { return side == 0 ? 2 : 3; }

// The far rank, where a man is crowned.
int last_rank(int side) { return side == 0 ? 7 : 0; }

struct Search {
    std::array<Piece, 64> board;
    int side;
    bool king;
    Reading reading;
    Move current;
    std::vector<Move> found;
    std::array<bool, 64> taken_mark{}; // lift_at_end: pieces taken, still on the board

    // Captures on from square (x, y) after the captures already in `current`; `banned` is
    // the direction that would be a 180-degree turn (-1 before the first capture).
    void from(int x, int y, int banned) {
        bool went_on = false;
        for (int d = 0; d < 4; ++d) {
            // No 180-degree turn between two captures (Wikipedia; kish 6.7).
            if (d == banned && !reading.half_turn) continue;
            // Men capture forward or sideways, never backward (Wikipedia: "Men capture by
            // a jump forward or sideways").
            if (!king && d == opposite[forward_of(side)]) continue;
            int cx = x + dx[d], cy = y + dy[d];
            // A king takes at any distance along its line, a man only the adjacent piece.
            if (king)
                while (on_board(cx, cy) && board[square(cx, cy)] == Piece::none) {
                    cx += dx[d];
                    cy += dy[d];
                }
            if (!on_board(cx, cy) || side_of(board[square(cx, cy)]) != 1 - side) continue;
            const int taken = square(cx, cy);
            if (taken_mark[taken]) continue;
            const Piece taken_piece = board[taken];
            // Captured pieces are removed at once (Wikipedia, kish 6.4): their
            // square may be crossed again later in the same move.
            if (reading.lift_at_end)
                taken_mark[taken] = true;
            else
                board[taken] = Piece::none;
            int lx = cx + dx[d], ly = cy + dy[d];
            while (on_board(lx, ly) && board[square(lx, ly)] == Piece::none) {
                went_on = true;
                current.path.push_back(square(lx, ly));
                current.captured.push_back(taken);
                // A man that reaches the far rank during the capture goes on as a man
                // (crowned only if the move ends there: plugins/turkish/README.md).
                const bool was_king = king;
                if (reading.crown_mid_capture && ly == last_rank(side)) king = true;
                from(lx, ly, opposite[d]);
                king = was_king;
                current.path.pop_back();
                current.captured.pop_back();
                if (!king) break; // a man lands on the square just behind
                lx += dx[d];
                ly += dy[d];
            }
            board[taken] = taken_piece;
            taken_mark[taken] = false;
        }
        if (!went_on && !current.captured.empty()) found.push_back(current);
    }
};

} // namespace

std::string name(int sq) { return {char('a' + sq % 8), char('1' + sq / 8)}; }

int side_of(Piece p) {
    switch (p) {
    case Piece::white_man:
    case Piece::white_king: return 0;
    case Piece::black_man:
    case Piece::black_king: return 1;
    case Piece::none: break;
    }
    return -1;
}

bool is_king(Piece p) { return p == Piece::white_king || p == Piece::black_king; }

Position start() {
    Position p;
    for (int x = 0; x < 8; ++x) {
        p.board[square(x, 1)] = p.board[square(x, 2)] = Piece::white_man;
        p.board[square(x, 5)] = p.board[square(x, 6)] = Piece::black_man;
    }
    return p;
}

std::vector<Move> moves(const Position &p) { return moves(p, Reading{}); }

std::vector<Move> moves(const Position &p, const Reading &reading) {
    // Captures first: capturing is compulsory.
    std::vector<Move> captures;
    for (int sq = 0; sq < 64; ++sq) {
        if (side_of(p.board[sq]) != p.to_move) continue;
        Search s{p.board, p.to_move, is_king(p.board[sq]), reading, Move{{sq}, {}}, {}};
        s.board[sq] = Piece::none; // the moving piece has left its square (a king may cross it)
        s.from(sq % 8, sq / 8, -1);
        captures.insert(captures.end(), s.found.begin(), s.found.end());
    }
    if (!captures.empty()) {
        if (reading.any_capture) return captures;
        // Majority: the most pieces, men and kings counted alike; free choice among those
        // (Wikipedia, damaturk.com rule 2).
        size_t most = 0;
        for (const Move &m : captures) most = std::max(most, m.captured.size());
        std::erase_if(captures, [most](const Move &m) { return m.captured.size() != most; });
        return captures;
    }
    std::vector<Move> quiet;
    for (int sq = 0; sq < 64; ++sq) {
        if (side_of(p.board[sq]) != p.to_move) continue;
        const bool king = is_king(p.board[sq]);
        for (int d = 0; d < 4; ++d) {
            // Men step one square forward or sideways; kings go like a rook.
            if (!king && d == opposite[forward_of(p.to_move)]) continue;
            int x = sq % 8 + dx[d], y = sq / 8 + dy[d];
            while (on_board(x, y) && p.board[square(x, y)] == Piece::none) {
                quiet.push_back(Move{{sq, square(x, y)}, {}});
                if (!king) break;
                x += dx[d];
                y += dy[d];
            }
        }
    }
    return quiet;
}

bool promotes(const Position &p, const Move &m) {
    const Piece piece = p.board[m.path.front()];
    return !is_king(piece) && m.path.back() / 8 == last_rank(side_of(piece));
}

Position play(const Position &p, const Move &m) {
    Position next = p;
    Piece piece = p.board[m.path.front()];
    if (promotes(p, m)) piece = side_of(piece) == 0 ? Piece::white_king : Piece::black_king;
    for (int sq : m.captured) next.board[sq] = Piece::none;
    next.board[m.path.front()] = Piece::none;
    next.board[m.path.back()] = piece;
    next.to_move = 1 - p.to_move;
    return next;
}

char result(const Position &p) {
    // A side that cannot move (no pieces, or all blocked) loses (Wikipedia; kish 8).
    if (!moves(p).empty()) return 0;
    return p.to_move == 0 ? 'b' : 'w';
}

namespace {

// One representative of each (origin, destination, captured set).
std::vector<Move> distinct(std::vector<Move> list) {
    std::set<std::tuple<int, int, std::vector<int>>> seen;
    std::vector<Move> kept;
    for (Move &m : list) {
        std::vector<int> set = m.captured;
        std::sort(set.begin(), set.end());
        if (seen.emplace(m.path.front(), m.path.back(), std::move(set)).second) kept.push_back(std::move(m));
    }
    return kept;
}

} // namespace

uint64_t perft(const Position &p, int depth, bool keep_duplicates) {
    if (depth == 0) return 1;
    std::vector<Move> list = moves(p);
    if (!keep_duplicates) list = distinct(std::move(list));
    if (depth == 1) return list.size();
    uint64_t n = 0;
    for (const Move &m : list) n += perft(play(p, m), depth - 1, keep_duplicates);
    return n;
}

Move straight_on_once(const Move &m) {
    Move c = m;
    // Landing i + 1 (path[i + 1]) follows capture i; the next capture goes straight on when
    // it is in the same direction as capture i.
    for (size_t i = 0; i + 1 < m.captured.size(); ++i) {
        const int from = c.path[i], taken = m.captured[i], next = m.captured[i + 1];
        const auto direction = [](int a, int b) {
            const int x = b % 8 - a % 8, y = b / 8 - a / 8;
            return std::pair{(x > 0) - (x < 0), (y > 0) - (y < 0)};
        };
        const auto [ax, ay] = direction(from, taken);
        if (direction(c.path[i + 1], next) == std::pair{ax, ay}) c.path[i + 1] = taken + ay * 8 + ax;
    }
    return c;
}

std::string fen(const Position &p) {
    std::string out = p.to_move == 0 ? "W" : "B";
    for (int side = 0; side < 2; ++side) {
        out += side == 0 ? ":W" : ":B";
        bool first = true;
        for (int sq = 0; sq < 64; ++sq) {
            if (side_of(p.board[sq]) != side) continue;
            if (!first) out += ',';
            first = false;
            if (is_king(p.board[sq])) out += 'K';
            out += name(sq);
        }
    }
    return out;
}

Position from_fen(const std::string &fen) {
    if (fen.size() < 2 || (fen[0] != 'W' && fen[0] != 'B') || fen[1] != ':')
        throw std::invalid_argument("FEN must start with W: or B: - " + fen);
    Position p;
    p.to_move = fen[0] == 'W' ? 0 : 1;
    int side = -1;
    std::string token;
    const auto place = [&] {
        if (token.empty()) return;
        const bool king = token[0] == 'K';
        const std::string sq = king ? token.substr(1) : token;
        if (side < 0 || sq.size() != 2 || sq[0] < 'a' || sq[0] > 'h' || sq[1] < '1' || sq[1] > '8')
            throw std::invalid_argument("bad FEN square " + token);
        const Piece piece =
            side == 0 ? (king ? Piece::white_king : Piece::white_man) : (king ? Piece::black_king : Piece::black_man);
        p.board[square(sq[0] - 'a', sq[1] - '1')] = piece;
        token.clear();
    };
    for (size_t i = 2; i < fen.size(); ++i) {
        const char c = fen[i];
        if (c == ':' || c == ',') {
            place();
        } else if (token.empty() && (c == 'W' || c == 'B') && (fen[i - 1] == ':')) {
            side = c == 'W' ? 0 : 1;
        } else {
            token += c;
        }
    }
    place();
    return p;
}

std::string text(const Move &m) {
    std::string out = name(m.path.front());
    for (size_t i = 1; i < m.path.size(); ++i) out += (m.captured.empty() ? "-" : "x") + name(m.path[i]);
    return out;
}

} // namespace turkish_ref
