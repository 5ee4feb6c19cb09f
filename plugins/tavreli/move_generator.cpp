#include "move_generator.hpp"

#include "attacks.hpp"
#include "geometry.hpp"

#include <damka/plugin_api.h>

namespace damka::tavreli {
namespace {

// The squares the top таврель of the tower on `from` may stand on by its pattern (tavreli seed 2
// "Описания фигур"), before the Волхв rules are applied.
std::vector<int> pattern_targets(const Position &p, int from) {
    const Piece &top = p.at(from).back();
    const Kind k = top.acts_as();
    std::vector<int> out;
    // tavreli seed 2 "при условии, что на его пути нет других фигур. Если на целевом поле стоит другая
    // таврель или башня, то он может встать наверх" — a slide stops on the first tower.
    auto slide = [&](const Step *steps, int n, bool far) {
        for (int i = 0; i < n; ++i)
            for (int sq = shifted(from, steps[i]); sq >= 0; sq = shifted(sq, steps[i])) {
                out.push_back(sq);
                if (!far || !p.at(sq).empty()) break;
            }
    };
    if (k == Kind::Volkhv) { // tavreli seed 2 "Может выполнить ход на любую соседнюю клетку"
        slide(kOrthogonal, 4, false);
        slide(kDiagonal, 4, false);
    }
    if (slides_orthogonally(k)) slide(kOrthogonal, 4, true);
    if (slides_diagonally(k)) slide(kDiagonal, 4, true);
    if (jumps(k)) slide(kKnight, 8, false); // tavreli seed 2 "Ходит как шахматный конь ... перепрыгнуть"
    return out;
}

// A tower may not be put on one's own Волхв (tavreli seed 2 "своим таврелям становится на волхва нельзя").
bool lands_on_own_volkhv(const Position &p, int to, int side) { return is_top(p, to, side, Kind::Volkhv); }

struct Generator {
    const Position &p;
    int side;
    std::vector<TavreliMove> moves;

    // All counts of one destination: tavreli seed 2 "с башни можно снять ее часть" — any number of
    // pieces from the top (igGameCenter "any number of top pieces").
    void add_counts(int from, int to, Special special, int taken) {
        const int height = int(p.at(from).size());
        for (int count = 1; count <= height; ++count) add(TavreliMove{from, count, to, special, taken, 0});
    }

    void add(TavreliMove m) {
        if (m.taken >= 0) m.flags |= DAMKA_MOVE_CAPTURE;
        if (m.count < int(p.at(m.from).size())) m.flags |= DAMKA_MOVE_TRANSFER;
        bool promotes = false;
        const Position next = apply(p, m, &promotes);
        const bool wins = volkhv_square(next, 1 - side) < 0;
        const bool volkhv_moves = p.at(m.from).back().kind == Kind::Volkhv;
        // tavreli seed 2 "ход на поле или столбик, находящийся под ударом запрещен" for the Волхв; a move
        // that covers the enemy Волхв ends the game at once, so it is never refused.
        if (!wins && (volkhv_moves || p.safety == Safety::Strict)) {
            const int v = volkhv_square(next, side);
            if (v >= 0 && attacked(next, v, 1 - side)) return;
        }
        if (promotes) m.flags |= DAMKA_MOVE_PROMOTION;
        moves.push_back(m);
    }

    void ratnik(int from) {
        const int f = forward(side);
        const int ahead = from + f;
        if (ahead < 0 || ahead >= kSquares) return;
        // tavreli seed 2 "Ратник может встать по своему ходу, на свою таврель и свою башню".
        auto may_step_onto = [&](int sq) { return p.owner(sq) != 1 - side && !lands_on_own_volkhv(p, sq, side); };
        if (may_step_onto(ahead)) add_counts(from, ahead, Special::None, -1);
        // tavreli seed 2 "Первым ходом, может пойти на два поля вперед"; igGameCenter: only over an empty
        // square, and not again once carried back to the second rank (the moved flag).
        const Piece &top = p.at(from).back();
        const int second_rank = side == 0 ? 1 : kSize - 2;
        if (!top.moved && rank_of(from) == second_rank && p.at(ahead).empty() && may_step_onto(ahead + f))
            add_counts(from, ahead + f, Special::DoubleStep, -1);
        // tavreli seed 2 "На башню или одиночную таврель противника он может запрыгнуть только в том
        // случае, если фигуры противника соседствуют с ним по диагонали" (forward, as a pawn).
        for (int dx : {-1, 1}) {
            const int to = shifted(from, Step{dx, side == 0 ? 1 : -1});
            if (to < 0) continue;
            if (p.owner(to) == 1 - side) add_counts(from, to, Special::None, to);
            // tavreli seed 2 "Ратник может запрыгнуть на вражеского ратника по шахматным правилам взятия
            // на проходе"; decision (README): it lands on the square passed, the enemy Ратник
            // is brought back under it there.
            else if (to == p.en_passant)
                add_counts(from, to, Special::EnPassant, to + forward(1 - side));
        }
    }

    void castle(int from) {
        // tavreli seed 2 "Один раз за игру можно сделать рокировку ... волхв перемещается по направлению
        // к ратоборцу через одну клетку, а ратоборец переносится через него и ставится рядом".
        const Piece &v = p.at(from).back();
        const int home = side == 0 ? 4 : kSquares - 4;
        if (v.moved || from != home) return;
        for (const bool short_side : {true, false}) {
            const int dir = short_side ? 1 : -1;
            const int corner = short_side ? home + 3 : home - 4;
            // tavreli seed 2 "если волхв и ратоборец ... уже ходили" — neither may have moved.
            if (!is_top(p, corner, side, Kind::Ratoborets) || p.at(corner).back().moved || p.at(corner).back().promoted)
                continue;
            bool clear = true; // tavreli seed 2: no таврель between the Волхв and the Ратоборец
            for (int sq = home + dir; sq != corner; sq += dir) clear = clear && p.at(sq).empty();
            // tavreli seed 2: not while the Волхв's square, the square it crosses or the square it takes
            // is attacked.
            for (int i = 0; i <= 2 && clear; ++i) clear = !attacked(p, home + i * dir, 1 - side);
            if (clear)
                add(TavreliMove{from, 1, home + 2 * dir, short_side ? Special::CastleShort : Special::CastleLong, -1,
                                0});
        }
    }

    void tower(int from) {
        const Piece &top = p.at(from).back();
        if (top.acts_as() == Kind::Ratnik) return ratnik(from);
        for (int to : pattern_targets(p, from)) {
            if (lands_on_own_volkhv(p, to, side)) continue;
            // tavreli seed 2: the Волхв "может становиться на любую башню"; the others stand on any
            // таврель or tower "как свою, так и противника".
            add_counts(from, to, Special::None, p.owner(to) == 1 - side ? to : -1);
        }
        if (top.kind == Kind::Volkhv) castle(from);
    }
};

} // namespace

std::vector<TavreliMove> generate_moves(const Position &p) {
    Generator g{p, p.side_to_move, {}};
    for (int from = 0; from < kSquares; ++from)
        if (p.owner(from) == p.side_to_move) g.tower(from);
    return std::move(g.moves);
}

} // namespace damka::tavreli
