#include "outcome.hpp"

#include "movegen.hpp"

#include <algorithm>

namespace damka::ashtarashki {
namespace {

constexpr int kFinishSquares = 4; // 4.1: four dark squares on the last rank

const char *side_name(int side) { return side == kWhite ? "White" : "Black"; }

struct Census {
    std::array<int, 2> stones{};
    std::array<int, 2> finished{};
};

Census count(const Position &p) {
    Census c;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Stone &s = p.board[sq];
        if (s.empty()) continue;
        ++c.stones[s.side];
        if (is_finished(s, sq)) ++c.finished[s.side];
    }
    return c;
}

Outcome decided(Outcome o, Ending ending, int winner) {
    o.ending = ending;
    o.winner = winner;
    o.points = o.stones[1 - winner] == 0 ? 2 : 1; // 4.3: taking every stone is a clean win
    return o;
}

} // namespace

std::array<int, 2> balls(const Position &p) {
    std::array<int, 2> b{};
    for (int sq = 0; sq < kSquares; ++sq)
        if (is_finished(p.board[sq], sq)) b[p.board[sq].side] += balls_of(p.board[sq].state);
    return b;
}

Outcome evaluate(const Position &p) {
    const Census c = count(p);
    Outcome o;
    o.stones = c.stones;
    o.balls = balls(p);
    // 4.1.3, 4.4.3c: all stones taken; 3.6.4: a liquidated stone counts as taken, so 4.4.3d
    // with nothing left on the finish row lands here too.
    for (int side : {kWhite, kBlack})
        if (c.stones[side] == 0) return decided(o, Ending::AllTaken, 1 - side);

    // 4.4.3a, 4.4.3d: a side has its 4th stone, or all its stones when it has fewer than four,
    // on the finish row. A side left with only finished stones has "all" of them there.
    std::array<bool, 2> home{};
    for (int side : {kWhite, kBlack}) home[side] = c.finished[side] >= std::min(kFinishSquares, c.stones[side]);
    if (home[kWhite] || home[kBlack]) {
        const int mover = 1 - p.to_move;
        // Both at once only by the mover's own move (his capture left the opponent with
        // finished stones only): the mover brought his stones, so he counts as first
        // [decision, README].
        const int finisher = home[kWhite] && home[kBlack] ? mover : (home[kWhite] ? kWhite : kBlack);
        if (c.stones[kWhite] >= kFinishSquares && c.stones[kBlack] >= kFinishSquares)
            return decided(o, Ending::FourFinished, finisher); // 4.1.1
        if (c.stones[kWhite] == c.stones[kBlack]) return decided(o, Ending::AllHomeFirst, finisher); // 4.4.1
        const int larger = c.stones[kWhite] > c.stones[kBlack] ? kWhite : kBlack;
        // 4.4.2: more stones win "if they are not blocked"; a blocked larger side loses (4.1.2).
        if (larger != finisher && !home[larger] && !has_move(p, larger))
            return decided(o, Ending::LargerBlocked, finisher);
        return decided(o, Ending::MoreStones, larger);
    }
    // 4.1.2, 4.4.3b: the side to move cannot move forward or back. With fewer than four
    // stones the blocked side loses too: 4.4.1 names blocking, and 4.4.2 gives the larger side
    // the win only when it is not blocked.
    if (!has_move(p, p.to_move)) return decided(o, Ending::Blocked, 1 - p.to_move);
    return o;
}

std::string explain(const Outcome &o) {
    if (!o.over()) return {};
    const std::string w = side_name(o.winner), l = side_name(1 - o.winner);
    const std::string counts = std::to_string(o.stones[o.winner]) + ":" + std::to_string(o.stones[1 - o.winner]);
    switch (o.ending) {
    case Ending::AllTaken: return "clean win: " + l + " has no stone left (ashtarashki 4.1.3, 4.3, 4.4.3c)";
    case Ending::FourFinished: return w + " brought a 4th stone to the finish row first (ashtarashki 4.1.1, 4.4.3a)";
    case Ending::AllHomeFirst:
        return w + " has all its stones on the finish row first, equal counts " + counts +
            " (ashtarashki 4.4.1, 4.4.3a, d)";
    case Ending::MoreStones:
        return w + " has more stones, " + counts + ", when the game ends (ashtarashki 4.4.2, 4.4.3a, d)";
    case Ending::LargerBlocked: return l + " has more stones but is blocked (ashtarashki 4.4.2, 4.1.2)";
    case Ending::Blocked: return l + " is blocked: no move forward or back (ashtarashki 4.1.2, 4.4.3b)";
    case Ending::None: break;
    }
    return {};
}

} // namespace damka::ashtarashki
