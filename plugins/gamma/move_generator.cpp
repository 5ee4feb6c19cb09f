#include "move_generator.hpp"

#include <damka/plugin_api.h>

#include <array>
#include <deque>
#include <map>

namespace damka::gamma {
namespace {

// gamma seed 6 "в любом направлении ... произвольно менять направление движения, вплоть до
// противоположного": orthogonal steps (decision, README: the seed's analysis — two pieces of
// equal strength may never meet — holds for orthogonal steps, which keep or flip the colour of
// the square, and not for diagonal ones).
constexpr std::array<std::array<int, 2>, 4> kSteps{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};

int step(int square, int d) {
    const int x = square % kWidth + kSteps[size_t(d)][0];
    const int y = square / kWidth + kSteps[size_t(d)][1];
    if (x < 0 || y < 0 || x >= kWidth || y >= kHeight) return -1;
    const int n = square_of(x, y);
    return is_obstacle(n) ? -1 : n; // "ни одна шашка не может вступить или перешагнуть через черные поля"
}

bool has_enemy_below(const Stack &s, int side) {
    for (const Piece &p : s)
        if (p.side != side) return true;
    return false;
}

// Adds the moves of `count` pieces of `strength` points each lifted from the top of `from`.
void moves_of_unit(const Position &p, int from, int count, int strength, std::vector<GammaMove> &out) {
    const int side = p.side_to_move;
    const int length = count * strength; // "сила столбика равна сумме сил шашек"
    const bool origin_empties = count == int(p.squares[size_t(from)].size());
    auto passable = [&](int sq) { return p.squares[size_t(sq)].empty() || (sq == from && origin_empties); };
    // gamma seed 6 "Перепрыгивать через шашки ... нельзя. Можно только завершить ход на поле занятом шашкой":
    // walk `length` steps over empty squares; the last step may land on a piece.
    std::map<std::pair<int, int>, int> parent; // (square, steps) -> previous square
    std::deque<std::pair<int, int>> queue{{from, 0}};
    parent[{from, 0}] = from;
    std::map<int, std::vector<int32_t>> ends;
    while (!queue.empty()) {
        const auto [sq, steps] = queue.front();
        queue.pop_front();
        for (int d = 0; d < 4; ++d) {
            const int n = step(sq, d);
            if (n < 0) continue;
            if (steps + 1 < length) {
                if (passable(n) && parent.emplace(std::pair{n, steps + 1}, sq).second) queue.push_back({n, steps + 1});
                continue;
            }
            if (n == from || ends.count(n)) continue; // decision: a move changes the board
            const Stack &target = p.squares[size_t(n)];
            const bool own_life = is_life_square(n, side);
            bool ok;
            if (target.empty())
                ok = !own_life;
            else if (target.back().side == side) // "только при равном количестве точек шашек"
                ok = !own_life && target.back().strength == strength;
            else // "Завершать ход на поле занятом шашкой противника можно всегда"; on one's own
                // life square only to parry ("если это не необходимо для отражения захвата")
                ok = true;
            if (!ok) continue;
            std::vector<int32_t> back{n, sq};
            for (int at = sq, k = steps; k > 0; --k) {
                at = parent[{at, k}];
                back.push_back(at);
            }
            ends.emplace(n, std::vector<int32_t>(back.rbegin(), back.rend()));
        }
    }
    for (auto &[to, path] : ends) {
        GammaMove m{Kind::Move, from, to, count, strength, path, 0};
        const Stack &target = p.squares[size_t(to)];
        if (!target.empty() && target.back().side != side) m.flags |= DAMKA_MOVE_CAPTURE;
        if (!origin_empties) m.flags |= DAMKA_MOVE_TRANSFER;
        out.push_back(std::move(m));
    }
}

bool empty_start_square(const Position &p, int side) {
    for (int sq = 0; sq < kSquares; ++sq)
        if (is_start_square(sq, side) && p.squares[size_t(sq)].empty()) return true;
    return false;
}

void placements(const Position &p, const Counts &pool, std::vector<GammaMove> &out) {
    const int side = p.side_to_move;
    for (int s = kMaxStrength; s >= 1; --s) {
        if (!pool[size_t(s)]) continue;
        for (int sq = 0; sq < kSquares; ++sq)
            if (is_start_square(sq, side) && p.squares[size_t(sq)].empty())
                out.push_back(GammaMove{Kind::Place, -1, sq, 1, s, {sq}, DAMKA_MOVE_DROP});
    }
}

} // namespace

bool putting_back(const Position &p) {
    // gamma seed 6 "Свои снятые шашки игрок ставит на любые поля исходной позиции ... Это действие не
    // является ходом, и сняв шашки игрок выполняет ход любой шашкой на поле": the pieces a removal
    // sent to the reserve go back on empty starting squares, one record each, before the player
    // goes on with his turn. Decision: a piece finding no empty starting square waits in the
    // reserve and is put back, free, on the first of the player's turns when one is empty.
    const int side = p.side_to_move;
    return !p.options.entry_is_a_move && p.hand_empty(side) && !p.reserve_empty(side) && empty_start_square(p, side);
}

std::vector<GammaMove> generate_moves(const Position &p) {
    std::vector<GammaMove> out;
    const int side = p.side_to_move;
    // gamma seed 6 "В дебютной стадии игроки по очереди выставляют свои шашки ... только одну
    // шашку, на любое стартовое поле за исключением полей жизни".
    if (!p.hand_empty(side)) {
        placements(p, p.hand[size_t(side)], out);
        return out;
    }
    if (putting_back(p)) {
        placements(p, p.reserve[size_t(side)], out);
        return out;
    }
    for (int sq = 0; sq < kSquares; ++sq) {
        const Stack &s = p.squares[size_t(sq)];
        if (s.empty() || s.back().side != side) continue;
        // gamma seed 6 "любым последующим ходом захваченные шашки можно снять ... Это действие не является
        // ходом": a stack topped by the player with enemy pieces in it.
        if (has_enemy_below(s, side)) out.push_back(GammaMove{Kind::Removal, sq, sq, 0, 0, {sq}, DAMKA_MOVE_CAPTURE});
        // gamma seed 6 "Шашка, стоящая на вершине столбика может выполнить собственный ход"; a whole stack
        // moves when it is one side and one strength ("все шашки в столбике имеют одинаковую силу").
        const int top = s.back().strength;
        moves_of_unit(p, sq, 1, top, out);
        bool uniform = s.size() > 1;
        for (const Piece &piece : s) uniform = uniform && piece == s.back();
        if (uniform) moves_of_unit(p, sq, int(s.size()), top, out);
    }
    // Option `own pieces taken off: enter as a move`: gamma seed 6 "игрок, имеющий шашки в запасе может в
    // свою очередь хода выставить любую из них на любое стартовое поле", read as the turn's move.
    if (p.options.entry_is_a_move) placements(p, p.reserve[size_t(side)], out);
    return out;
}

Position apply(const Position &p, const GammaMove &m) {
    Position next = p;
    const int side = p.side_to_move;
    switch (m.kind) {
    case Kind::Place: {
        Counts &pool = p.hand_empty(side) ? next.reserve[size_t(side)] : next.hand[size_t(side)];
        --pool[size_t(m.strength)];
        next.squares[size_t(m.to)].push_back(Piece{uint8_t(side), uint8_t(m.strength)});
        if (putting_back(p)) return next; // "Это действие не является ходом": the same player goes on
        break;
    }
    case Kind::Move: {
        Stack &origin = next.squares[size_t(m.from)];
        const Stack moving(origin.end() - m.count, origin.end());
        origin.resize(origin.size() - size_t(m.count));
        Stack &target = next.squares[size_t(m.to)];
        target.insert(target.end(), moving.begin(), moving.end());
        break;
    }
    case Kind::Removal: {
        // gamma seed 6 "на поле остается одна верхняя шашка ... Срубленные шашки противника выбывают из игры,
        // собственные шашки забираются в запас"; on one's own life square "снимается весь
        // столбик, в том числе и верхняя шашка ... свои убираются в запас". From the reserve they are
        // put back at once (putting_back) unless the option makes entering them a move.
        Stack &s = next.squares[size_t(m.from)];
        const size_t keep = is_life_square(m.from, side) ? 0 : 1;
        for (size_t i = 0; i + keep < s.size(); ++i)
            if (s[i].side == side) ++next.reserve[size_t(side)][s[i].strength];
        s.erase(s.begin(), s.end() - long(keep));
        return next; // "не является ходом": the same player goes on
    }
    }
    next.side_to_move = 1 - side;
    return next;
}

} // namespace damka::gamma
