#include "move_generator.hpp"

#include <damka/plugin_api.h>

#include <array>
#include <bitset>

namespace damka::focus {
namespace {

// Seed 4 "на одну клетку в любую сторону за исключением диагоналей": the four orthogonal steps.
constexpr std::array<std::array<int, 2>, 4> kSteps{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};

int step(int square, int dir) {
    const int x = square % kSize + kSteps[dir][0];
    const int y = square / kSize + kSteps[dir][1];
    return on_board(x, y) ? y * kSize + x : -1;
}

using Reach = std::bitset<kSquares>;

// reach[j]: squares reachable from `from` in exactly j steps over board squares.
std::array<Reach, kMaxHeight + 1> walks(int from, int count) {
    std::array<Reach, kMaxHeight + 1> reach{};
    reach[0].set(size_t(from));
    for (int j = 1; j <= count; ++j)
        for (int s = 0; s < kSquares; ++s)
            if (reach[j - 1].test(size_t(s)))
                for (int d = 0; d < 4; ++d)
                    if (const int n = step(s, d); n >= 0) reach[j].set(size_t(n));
    return reach;
}

// Seed 4: the top `count` pieces, order kept ("не нарушая их порядка"), put on `to`; stacks
// over five lose pieces from the bottom, "шашки противника считаются уничтоженными,
// собственные оправляются в запас".
void land(Position &p, int to, Stack moving, int mover, FocusMove &m) {
    Stack &t = p.squares[size_t(to)];
    int height = t.height + moving.height;
    unsigned sides = unsigned(t.sides) | (unsigned(moving.sides) << t.height);
    for (; height > kMaxHeight; --height, sides >>= 1) {
        if ((sides & 1u) == unsigned(mover))
            ++m.reserved;
        else
            ++m.captured;
    }
    t.height = uint8_t(height);
    t.sides = uint8_t(sides);
    p.reserve[size_t(mover)] += m.reserved;
}

} // namespace

std::vector<int32_t> route(bool turning, int from, int count, int to) {
    if (!on_board(from) || !on_board(to) || count < 1 || count > kMaxHeight) return {};
    if (!turning) { // Sackson: in a straight line
        for (int d = 0; d < 4; ++d) {
            std::vector<int32_t> path{from};
            int s = from;
            for (int j = 0; j < count && s >= 0; ++j)
                if ((s = step(s, d)) >= 0) path.push_back(s);
            if (s == to) return path;
        }
        return {};
    }
    // Turning (seed 4): any walk; reconstruct one backwards, trying the steps in a fixed order.
    const auto reach = walks(from, count);
    if (!reach[size_t(count)].test(size_t(to))) return {};
    std::vector<int32_t> back{to};
    int s = to;
    for (int j = count; j > 0; --j) {
        for (int d = 0; d < 4; ++d)
            if (const int n = step(s, d); n >= 0 && reach[size_t(j - 1)].test(size_t(n))) {
                s = n;
                break;
            }
        back.push_back(s);
    }
    return {back.rbegin(), back.rend()};
}

Position apply(const Position &p, const FocusMove &m, FocusMove *counts) {
    Position next = p;
    const int mover = p.side_to_move;
    FocusMove tally; // counts only
    Stack moving;
    if (m.drop()) { // seed 4 "любую шашку из запаса, поставить на любое поле"
        --next.reserve[size_t(mover)];
        moving = Stack{1, uint8_t(mover)};
    } else { // lift the top `count` pieces first: a move may end on its origin (seed 4)
        Stack &s = next.squares[size_t(m.from)];
        const int rest = s.height - m.count;
        moving = Stack{uint8_t(m.count), uint8_t(s.sides >> rest)};
        s.height = uint8_t(rest);
        s.sides = uint8_t(s.sides & ((1u << rest) - 1));
    }
    land(next, m.to, moving, mover, tally);
    next.side_to_move = 1 - mover;
    if (counts) *counts = tally;
    return next;
}

std::vector<FocusMove> generate_moves(const Rules &rules, const Position &p) {
    std::vector<FocusMove> moves;
    const int side = p.side_to_move;
    auto finish = [&](FocusMove m) {
        FocusMove tally;
        apply(p, m, &tally);
        m.captured = tally.captured;
        m.reserved = tally.reserved;
        if (m.drop())
            m.flags |= DAMKA_MOVE_DROP;
        else if (m.count < p.squares[size_t(m.from)].height)
            m.flags |= DAMKA_MOVE_TRANSFER;
        if (m.captured) m.flags |= DAMKA_MOVE_CAPTURE;
        moves.push_back(std::move(m));
    };
    for (int from = 0; from < kSquares; ++from) {
        const Stack &s = p.squares[size_t(from)];
        if (s.empty() || s.owner() != side) continue;
        // Seed 4 "За один ход можно переместить одну башню или её часть, взяв несколько шашек
        // сверху"; a part of k pieces moves exactly k squares (Sackson; seed's height-3 example).
        for (int count = 1; count <= s.height; ++count) {
            if (!rules.turning) {
                for (int d = 0; d < 4; ++d) {
                    FocusMove m{from, count, -1, {from}};
                    int sq = from;
                    for (int j = 0; j < count && sq >= 0; ++j)
                        if ((sq = step(sq, d)) >= 0) m.path.push_back(sq);
                    if (sq < 0) continue;
                    m.to = sq;
                    finish(std::move(m));
                }
            } else {
                const auto reach = walks(from, count);
                for (int to = 0; to < kSquares; ++to)
                    if (reach[size_t(count)].test(size_t(to)))
                        finish(FocusMove{from, count, to, route(true, from, count, to)});
            }
        }
    }
    // Seed 4 "Игрок, имеющий запасные шашки, может в свою очередь хода любую шашку из запаса,
    // поставить на любое поле и, на любую башню включая башню противника".
    if (p.reserve[size_t(side)] > 0)
        for (int to = 0; to < kSquares; ++to)
            if (on_board(to)) finish(FocusMove{-1, 1, to, {to}});
    return moves;
}

} // namespace damka::focus
