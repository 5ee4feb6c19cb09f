#include "move_generator.hpp"

#include "zones.hpp"

#include <algorithm>

namespace damka::multiphase {
namespace {

constexpr int kOrthogonal[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

// multiphase Инвентарь "по вертикали или горизонтали в любом направлении, на любое количество
// клеток ..., не перепрыгивая через другие шашки, не толкая, и не сбивая их".
void add_slides(const Placement &p, int colour, std::vector<MpMove> &out) {
    const Squares occupied = p.occupied();
    for (int from = 0; from < kSquares; ++from) {
        if (!p.colour[size_t(colour)].test(size_t(from))) continue;
        for (const auto &d : kOrthogonal)
            for (int to = neighbour(from, d[0], d[1]); to >= 0 && !occupied.test(size_t(to));
                 to = neighbour(to, d[0], d[1]))
                out.push_back({from, to, false});
    }
}

// multiphase Дополнительное правило: may pieces of `colour` be carried out of `zone`?
bool may_leave(const Placement &p, const PhaseState &s, const Placement *previous, const Options &options, int colour,
               const Squares &zone) {
    // "В «фазе соединения» количество клеток в «зонах» считать не нужно."
    if (!s.separation()) return true;
    // "число клеток, входящих в «зону», ... меньше хотя бы на единицу, чем утроенное количество
    // находящихся в этой «зоне» его шашек" (and a lone piece in a zone of under three squares).
    const int pieces = int((zone & p.colour[size_t(colour)]).count());
    if (int(zone.count()) < kTransferFactor * pieces) return true;
    // "если размер «зоны» ... не изменится на втором и последующих ходах после её возникновения
    // (то есть игрок, своим ходом создавший «зону», в следующие свои ходы не передвинет какую-либо
    // свою шашку так, чтобы «зона» расширилась, сжалась, либо совсем исчезла) ..., вне
    // зависимости от числа клеток и шашек". Judged against the zones when this player was last
    // to move in the phase (README "Unchanged").
    if (!previous) return false;
    const std::vector<Squares> before = zones(*previous, colour);
    if (before.size() < 2) return false; // there was no zone then: it has just appeared
    // Option `unchanged zone: same squares` (the reading before issue 33): the same squares.
    if (options.same_squares) return std::find(before.begin(), before.end(), zone) != before.end();
    // Default, the seed's size: the zone is the one zone of then that shares a square with it
    // (a fence piece moved keeps its identity; a zone met by two of then is a merger, new), and
    // its size has not changed — it neither grew, shrank nor vanished.
    const Squares *same = nullptr;
    for (const Squares &old : before)
        if ((old & zone).any()) {
            if (same) return false;
            same = &old;
        }
    return same && same->count() == zone.count();
}

// multiphase Дополнительное правило "перенести одну свою шашку из одной «зоны» в другую (на
// любую пустую клетку)". Decision (README "Which pieces"): the pieces the player moves in the
// phase, fenced by the pieces his opponent moves.
void add_transfers(const Placement &p, const PhaseState &s, const Placement *previous, const Options &options,
                   int colour, std::vector<MpMove> &out) {
    const std::vector<Squares> all = zones(p, colour);
    if (all.size() < 2) return; // one region: "на поле нет «зон»" (figure 5)
    const Squares empty = ~p.occupied();
    for (const Squares &zone : all) {
        const Squares movers = zone & p.colour[size_t(colour)];
        if (movers.none() || !may_leave(p, s, previous, options, colour, zone)) continue;
        const Squares targets = empty & ~zone;
        for (int from = 0; from < kSquares; ++from) {
            if (!movers.test(size_t(from))) continue;
            for (int to = 0; to < kSquares; ++to)
                if (targets.test(size_t(to))) out.push_back({from, to, true});
        }
    }
}

} // namespace

std::vector<MpMove> candidate_moves(const Placement &p, const PhaseState &s, const Placement *previous,
                                    const Options &options) {
    std::vector<MpMove> out;
    if (s.winner() >= 0) return out;
    // "За один ход можно осуществить только одно действие: либо передвижение шашки, либо перенос."
    const int colour = s.colour_moved_by(s.to_move);
    add_slides(p, colour, out);
    add_transfers(p, s, previous, options, colour, out);
    return out;
}

Placement apply(const Placement &p, const PhaseState &s, const MpMove &m) {
    Placement next = p;
    Squares &mine = next.colour[size_t(s.colour_moved_by(s.to_move))];
    mine.reset(size_t(m.from));
    mine.set(size_t(m.to));
    return next;
}

} // namespace damka::multiphase
