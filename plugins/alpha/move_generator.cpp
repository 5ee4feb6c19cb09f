#include "move_generator.hpp"

#include <damka/plugin_api.h>

#include <array>
#include <deque>
#include <map>
#include <tuple>

namespace damka::alpha {
namespace {

// The three directions of a move (dx, dy as seen by White): left, right, forward.
// alpha seed 5 "ход на одно поле, вправо, влево и вперед в направлении противника";
// alpha seed 5 "ходы в противоположном направлении от противника запрещены для столбика".
constexpr std::array<std::array<int, 2>, 3> kDirections{{{-1, 0}, {1, 0}, {0, 1}}};

// The square one step from `square` in direction `d` for `side`, or -1 off the board.
int neighbour(int square, int d, int side) {
    const int x = square % kSize + kDirections[size_t(d)][0];
    const int y = square / kSize + kDirections[size_t(d)][1] * forward_of(side);
    return x >= 0 && y >= 0 && x < kSize && y < kSize ? y * kSize + x : -1;
}

// A point of the search for one moving part. `chain` is -1 while the part walks (steps and
// jumps over enemy stacks, paying length), else the square its chain of jumps over its own
// pieces started from (the chain is free of length and ends the move).
struct State {
    int square;
    int left; // length still to go (walking only)
    int chain; // -1, or the chain's starting square
    auto operator<=>(const State &) const = default;
};

// Searches every way `count` pieces lifted from `from` can go and adds one move per result.
void moves_of_part(const Position &p, int from, int count, std::vector<AlphaMove> &out) {
    const int side = p.side_to_move;
    Position board = p; // the board with the moving part lifted off its origin
    board.squares[size_t(from)].height = uint8_t(board.squares[size_t(from)].height - count);
    auto own = [&](int sq) { return !board.squares[size_t(sq)].empty() && board.squares[size_t(sq)].side == side; };
    auto enemy = [&](int sq) { return !board.squares[size_t(sq)].empty() && board.squares[size_t(sq)].side != side; };
    auto empty = [&](int sq) { return board.squares[size_t(sq)].empty(); };

    std::map<State, State> parent; // breadth-first: the first route found to each state
    std::deque<State> queue;
    std::map<int, std::vector<int32_t>> ends; // destination (or -1 - edge square: exit) -> route
    auto route_to = [&](State s) {
        std::vector<int32_t> back{s.square};
        for (auto it = parent.find(s); it != parent.end() && !(it->second == s); it = parent.find(s)) {
            s = it->second;
            back.push_back(s.square);
        }
        return std::vector<int32_t>(back.rbegin(), back.rend());
    };
    auto reach = [&](State next, State prev) {
        if (parent.emplace(next, prev).second) queue.push_back(next);
    };
    const State start{from, count, -1};
    parent.emplace(start, start);
    queue.push_back(start);
    bool exited = false;
    while (!queue.empty()) {
        const State s = queue.front();
        queue.pop_front();
        // A move may end here: a walk that used its whole length ("обязан выполнить всю длину
        // хода"), or any point of a chain ("можно использовать, но это не обязательно"), on an
        // empty square or an own stack that stays at most 4 high; never back on its origin
        // (decision: that would be no move).
        const bool may_end = s.chain >= 0 || s.left == 0;
        if (may_end && s.square != from && !ends.count(s.square) &&
            (empty(s.square) || (own(s.square) && board.squares[size_t(s.square)].height + count <= kMaxHeight)))
            ends.emplace(s.square, route_to(s));
        if (s.chain < 0 && s.left == 0) continue;
        if (s.chain < 0 && s.square / kSize == last_row(side) && !exited) {
            // alpha seed 5 "можно вывести из игры, если разрешенной длины хода достаточно для
            // того, чтобы ... дойти до противоположного края доски и останется еще хотя бы
            // один ход для того, чтобы покинуть доску".
            exited = true;
            ends.emplace(-1 - s.square, route_to(s));
        }
        for (int d = 0; d < 3; ++d) {
            const int n = neighbour(s.square, d, side);
            if (n < 0) continue;
            const int beyond = neighbour(n, d, side);
            if (s.chain < 0) {
                // alpha seed 5 "Выполнять ход можно по своим шашкам и столбикам также как и по пустым полям".
                if (empty(n) || own(n)) reach({n, s.left - 1, -1}, s);
                // alpha seed 5 "из разрешенной длины его хода вычитается высота столбика противника ...
                // прыжок разрешен, если разность ... больше нуля"; the walk goes on after it.
                if (enemy(n) && beyond >= 0 && empty(beyond) && s.left - board.squares[size_t(n)].height > 0)
                    reach({beyond, s.left - board.squares[size_t(n)].height, -1}, s);
            }
            // A chain over one's own pieces ("может перепрыгнуть через одиночную шашку своего
            // цвета и столбик своего цвета"), optional to continue, and "нельзя ... пройти через
            // поле, с которого последовательность прыжков начиналась".
            const int chain_start = s.chain >= 0 ? s.chain : s.square;
            if (own(n) && beyond >= 0 && empty(beyond) && n != chain_start && beyond != chain_start)
                reach({beyond, 0, chain_start}, s);
        }
    }
    const bool partial = count < p.squares[size_t(from)].height;
    for (auto &[end, route] : ends) {
        AlphaMove m;
        m.kind = end < 0 ? Kind::Exit : Kind::Move;
        m.from = from;
        m.count = count;
        m.to = route.back();
        m.path = route;
        if (partial) m.flags |= DAMKA_MOVE_TRANSFER;
        if (m.kind == Kind::Exit) m.flags |= DAMKA_MOVE_REMOVAL;
        out.push_back(std::move(m));
    }
}

} // namespace

std::vector<AlphaMove> piece_moves(const Position &p) {
    std::vector<AlphaMove> moves;
    const int side = p.side_to_move;
    for (int from = 0; from < kSquares; ++from) {
        const Stack &s = p.squares[size_t(from)];
        if (s.empty() || s.side != side) continue;
        // alpha seed 5 "Если есть необходимость, можно выполнять ход частью столбика по описанным правилам".
        for (int count = 1; count <= s.height; ++count) moves_of_part(p, from, count, moves);
    }
    // alpha seed 5 "в свою очередь хода, он может поставить её на любое пустое поле или столбик высоты
    // менее 4, и это будет считаться ходом" (own stacks: README "Decisions").
    if (p.reserve[size_t(side)] > 0)
        for (int to = 0; to < kSquares; ++to) {
            const Stack &s = p.squares[size_t(to)];
            if (s.empty() || (s.side == side && s.height < kMaxHeight))
                moves.push_back(AlphaMove{Kind::Drop, -1, 1, to, {to}, DAMKA_MOVE_DROP});
        }
    return moves;
}

std::vector<AlphaMove> generate_moves(const Position &p) {
    std::vector<AlphaMove> moves = piece_moves(p);
    if (!moves.empty()) return moves;
    Position other = p;
    other.side_to_move = 1 - p.side_to_move;
    if (!piece_moves(other).empty()) moves.push_back(AlphaMove{Kind::Pass, -1, 0, -1, {}, DAMKA_MOVE_PASS});
    return moves;
}

Position apply(const Position &p, const AlphaMove &m) {
    Position next = p;
    const int side = p.side_to_move;
    switch (m.kind) {
    case Kind::Pass: break;
    case Kind::Drop:
        next.reserve[size_t(side)] = 0;
        next.squares[size_t(m.to)] = Stack{uint8_t(next.squares[size_t(m.to)].height + 1), uint8_t(side)};
        break;
    case Kind::Move:
    case Kind::Exit:
        next.squares[size_t(m.from)].height = uint8_t(next.squares[size_t(m.from)].height - m.count);
        if (next.squares[size_t(m.from)].height == 0) next.squares[size_t(m.from)] = Stack{};
        if (m.kind == Kind::Move) {
            next.squares[size_t(m.to)] = Stack{uint8_t(next.squares[size_t(m.to)].height + m.count), uint8_t(side)};
        } else {
            // alpha seed 5 "выведя хотя бы один столбик за пределы доски, игрок получает одну и только одну
            // запасную", "при условии, что запасной к этому моменту нет".
            next.reserve[size_t(side)] = 1;
        }
        break;
    }
    next.side_to_move = 1 - side;
    return next;
}

} // namespace damka::alpha
