#include "movegen.hpp"

namespace damka::ashtarashki {
namespace {

constexpr int kDx[2] = {-1, 1};

// Continues a capture of `me`, which now stands on `sq`. 3.3: after each capture the stone
// may take again from its new square, and once capturing it must go on while it can
// [decision, README]; 3.7: a capture that reaches the finish row ends there.
void extend_capture(Position &p, int sq, const Stone &me, RawMove &cur, std::vector<RawMove> &out) {
    bool extended = false;
    if (rank_of(sq) != finish_rank(me.side)) {
        for (int dy : {-1, 1}) { // 3.3: forward and backward
            for (int dx : kDx) {
                const int f = file_of(sq) + dx, r = rank_of(sq) + dy;
                if (!on_board(f, r)) continue;
                const int t = square_at(f, r);
                if (!can_take(me, p.board[t], t)) continue;
                const Stone taken = p.board[t];
                p.board[t] = me; // the taker moves onto the taken stone's square (3.3)
                p.board[sq] = Stone{};
                cur.path[cur.length++] = int8_t(t);
                extend_capture(p, t, me, cur, out);
                --cur.length;
                p.board[sq] = me;
                p.board[t] = taken;
                extended = true;
            }
        }
    }
    if (!extended && cur.length > 1) out.push_back(cur);
}

bool is_active(const Position &p, int sq, int side) {
    const Stone &s = p.board[sq];
    return s.side == side && !is_finished(s, sq); // 3.7: finished stones are out of play
}

void add_steps(const Position &p, int sq, int dy, MoveKind kind, std::vector<RawMove> &out) {
    for (int dx : kDx) {
        const int f = file_of(sq) + dx, r = rank_of(sq) + dy;
        if (!on_board(f, r) || !p.board[square_at(f, r)].empty()) continue;
        RawMove m;
        m.kind = kind;
        m.length = 2;
        m.path[0] = int8_t(sq);
        m.path[1] = int8_t(square_at(f, r));
        out.push_back(m);
    }
}

} // namespace

void generate(const Position &p, int side, std::vector<RawMove> &out) {
    out.clear();
    Position work = p;
    for (int sq = 0; sq < kSquares; ++sq) {
        if (!is_active(p, sq, side) || p.board[sq].state != State::M) continue; // 3.6.2: only M captures
        RawMove cur;
        cur.kind = MoveKind::Capture;
        cur.length = 1;
        cur.path[0] = int8_t(sq);
        extend_capture(work, sq, p.board[sq], cur, out);
    }
    if (!out.empty()) return; // 3.4: capturing is compulsory
    for (int sq = 0; sq < kSquares; ++sq) {
        if (!is_active(p, sq, side)) continue;
        add_steps(p, sq, forward(side), MoveKind::Forward, out); // 3.2
        // 3.2, 3.6.5: a retreat is always allowed and is the only move left when no stone
        // can go forward, even when it liquidates the stone.
        add_steps(p, sq, -forward(side), MoveKind::Retreat, out);
    }
}

bool has_move(const Position &p, int side) {
    std::vector<RawMove> moves;
    generate(p, side, moves);
    return !moves.empty();
}

void apply(Position &p, const RawMove &m) {
    Stone s = p.board[m.from()];
    p.board[m.from()] = Stone{};
    if (m.kind == MoveKind::Retreat) {
        if (retreat_liquidates(s.state)) { // 3.6.4: the third retreat removes the stone (Z)
            p.to_move = 1 - p.to_move;
            return;
        }
        s.state = after_retreat(s.state); // 3.6.2, 3.6.3
        if (s.state == State::W) s.group = 0; // 3.6.3: the number is covered
    }
    // 3.3: every square after the origin of a capture held a taken stone; a backward capture
    // is not a retreat, so the state stays (7.2).
    for (int i = 1; i < m.length; ++i) p.board[m.path[i]] = Stone{};
    p.board[m.to()] = s;
    p.to_move = 1 - p.to_move;
}

} // namespace damka::ashtarashki
