#include "move_generator.hpp"

#include <damka/plugin_api.h>

namespace damka::column {
namespace {

bool forward(Direction d, int side) { return side == 0 ? d.dy > 0 : d.dy < 0; }

// A capture sequence in progress. The moving tower is lifted off its origin, so the origin is
// an empty square for the rest of the move; each victim loses its top checker at once.
struct Capture {
    Board board;
    Tower mover;
    int at = -1;
    bool king = false;
    bool started_king = false;
    bool crowned = false; // became a king during this move
    Direction last{0, 0};
    std::array<bool, kMaxSquares> jumped{}; // towers already taken (each tower only once)
    std::vector<int32_t> path, captured;
};

class Generator {
public:
    Generator(const Rules &rules, const Board &board, int side)
        : rules_(rules), geo_{rules.size}, board_(board), side_(side) {}

    std::vector<ColumnMove> run() const {
        std::vector<ColumnMove> moves;
        for (int sq = 0; sq < geo_.squares(); ++sq)
            if (board_.squares[sq].owner == side_) captures_of(sq, moves);
        if (!moves.empty()) return moves; // capturing is compulsory (adiukh 3.6)
        for (int sq = 0; sq < geo_.squares(); ++sq)
            if (board_.squares[sq].owner == side_) quiet_moves_of(sq, moves);
        return moves;
    }

private:
    // A square the moving tower may cross or land on.
    bool free(const Capture &c, int sq) const { return c.board.squares[sq].empty() && !c.jumped[sq]; }

    void captures_of(int from, std::vector<ColumnMove> &out) const {
        Capture c;
        c.board = board_;
        c.mover = board_.squares[from];
        c.board.squares[from] = Tower{};
        c.at = from;
        c.king = c.started_king = is_king(rules_, board_, from);
        c.path = {from};
        extend(c, out);
    }

    // Adds every capture sequence that continues `c`; returns whether there was one.
    bool extend(const Capture &c, std::vector<ColumnMove> &out) const {
        bool any = false;
        const bool flying = c.king && rules_.flying_kings; // adiukh 3.9, Russian draughts
        for (Direction d : kDirections) {
            // adiukh 3.14: the capture may not go on along the same diagonal backwards.
            if (rules_.recapture_towers && d == Direction{-c.last.dx, -c.last.dy}) continue;
            // adiukh 3.6 / Russian: men capture backwards too; Lasca soldiers only forwards.
            if (!c.king && !rules_.men_capture_backward && !forward(d, side_)) continue;
            int x = geo_.x(c.at) + d.dx, y = geo_.y(c.at) + d.dy;
            while (flying && geo_.inside(x, y) && free(c, geo_.at(x, y))) x += d.dx, y += d.dy;
            if (!geo_.inside(x, y)) continue;
            const int victim = geo_.at(x, y);
            const Tower &v = c.board.squares[victim];
            // Own towers are never taken (adiukh 3.6); a tower taken before in this move stays
            // in the way (seed 001: a tower is taken only once).
            if (v.empty() || v.owner == side_ || c.jumped[victim]) continue;
            std::vector<int> landings;
            for (x += d.dx, y += d.dy; geo_.inside(x, y) && free(c, geo_.at(x, y)); x += d.dx, y += d.dy) {
                landings.push_back(geo_.at(x, y));
                if (!flying) break; // a man or a short king lands right behind (adiukh 3.7)
            }
            if (landings.empty()) continue;
            any = true;
            // A king that can land where the capture goes on must do so (continuation is
            // compulsory, adiukh 3.10); otherwise any square behind the victim (adiukh 3.10).
            std::vector<ColumnMove> continued, ended;
            for (int land : landings) {
                Capture n = c;
                lose_top(n.board.squares[victim]);
                ++n.mover.other; // the taken checker goes under the capturer (adiukh 3.7)
                if (!rules_.recapture_towers) n.jumped[victim] = true;
                n.at = land;
                n.last = d;
                n.path.push_back(land);
                n.captured.push_back(victim);
                if (!n.king && geo_.y(land) == geo_.king_row(side_)) {
                    n.king = n.crowned = true;
                    if (!rules_.promotion_continues) { // English draughts: crowning ends the move
                        ended.push_back(finish(n));
                        continue;
                    }
                } // adiukh 3.11: a man crowned during a capture goes on as a king
                if (!extend(n, continued)) ended.push_back(finish(n));
            }
            for (ColumnMove &m : continued.empty() ? ended : continued) out.push_back(std::move(m));
        }
        return any;
    }

    ColumnMove finish(const Capture &c) const {
        ColumnMove m;
        m.from = c.path.front();
        m.to = c.at;
        m.path = c.path;
        m.captured = c.captured;
        m.flags = DAMKA_MOVE_CAPTURE;
        Tower mover = c.mover;
        // adiukh 3.12: the capturing king is a man again unless it ends on its king row.
        const bool ends_king = rules_.king_by_square ? geo_.y(c.at) == geo_.king_row(side_) : c.king;
        mover.king = rules_.king_by_square ? false : ends_king;
        if (c.crowned) m.flags |= DAMKA_MOVE_PROMOTION;
        if ((c.started_king || c.crowned) && !ends_king) m.flags |= DAMKA_MOVE_DEMOTION;
        m.after = c.board;
        m.after.squares[c.at] = mover;
        return m;
    }

    void quiet_moves_of(int from, std::vector<ColumnMove> &out) const {
        const bool king = is_king(rules_, board_, from);
        if (king && !rules_.kings_quiet_moves) return; // adiukh 3.5: a king only captures
        for (Direction d : kDirections) {
            if (!king && !forward(d, side_)) continue; // adiukh 3.4: men move forward only
            int x = geo_.x(from) + d.dx, y = geo_.y(from) + d.dy;
            for (; geo_.inside(x, y) && board_.squares[geo_.at(x, y)].empty(); x += d.dx, y += d.dy) {
                ColumnMove m;
                m.from = from;
                m.to = geo_.at(x, y);
                m.path = {from, m.to};
                m.after = board_;
                Tower t = board_.squares[from];
                m.after.squares[from] = Tower{};
                // adiukh 3.5 / draughts: a man reaching its king row is crowned (adiukh 3.13:
                // it captures as a king only from its next move).
                if (!king && y == geo_.king_row(side_)) {
                    m.flags |= DAMKA_MOVE_PROMOTION;
                    if (!rules_.king_by_square) t.king = true;
                }
                m.after.squares[m.to] = t;
                out.push_back(std::move(m));
                if (!(king && rules_.flying_kings)) break;
            }
        }
    }

    const Rules &rules_;
    Geometry geo_;
    const Board &board_;
    int side_;
};

} // namespace

bool is_king(const Rules &rules, const Board &board, int sq) {
    const Tower &t = board.squares[sq];
    if (t.empty()) return false;
    if (rules.king_by_square) return Geometry{rules.size}.y(sq) == Geometry{rules.size}.king_row(t.owner);
    return t.king;
}

std::vector<ColumnMove> generate_moves(const Rules &rules, const Board &board, int side) {
    return Generator(rules, board, side).run();
}

} // namespace damka::column
