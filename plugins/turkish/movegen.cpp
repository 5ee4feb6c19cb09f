#include "movegen.hpp"

#include <cstddef>

namespace damka::turkish {
namespace {

// The depth-first search of one piece's capture sequences. The captured pieces leave the
// board at once (plugins/turkish/README.md, kish RULES.md 6.4): their squares are empty for the rest of the
// move, may be crossed again and open new captures. The capturing piece's own origin is empty
// too. `best` is the most pieces a sequence has taken so far in this position: a shorter
// sequence is dropped (majority rule, kish 6.6; men and kings count alike), a longer one
// clears the list.
class CaptureSearch {
public:
    CaptureSearch(const Position &p, MoveList &out, int &best)
        : side_(p.side), enemy_(p.pieces[1 - p.side]), empty_(~p.occupied()), out_(out), best_(best) {}

    void run(int from, bool king) {
        origin_ = from;
        king_ = king;
        const Bits self = one(from);
        empty_ |= self; // the piece has left its square
        search(from, -1);
        empty_ &= ~self;
    }

private:
    // From `at`, the last capture made along `came` (-1 before the first).
    void search(int at, int came) {
        const size_t before = depth_;
        bool went_on = false;
        if (king_) {
            for (Dir d : kAllDirs) {
                if (came >= 0 && d == opposite(Dir(came))) continue; // kish 6.7: no 180-degree turn
                // plugins/turkish/README.md: a king takes a piece at any distance along a rank or file, over
                // empty squares, and lands on any empty square beyond it.
                int sq = kStep[at][d];
                while (sq >= 0 && (empty_ & one(sq))) sq = kStep[sq][d];
                if (sq < 0 || !(enemy_ & one(sq))) continue;
                for (int land = kStep[sq][d]; land >= 0 && (empty_ & one(land)); land = kStep[land][d]) {
                    take(sq, land, d);
                    went_on = true;
                }
            }
        } else {
            for (Dir d : man_dirs(side_)) {
                if (came >= 0 && d == opposite(Dir(came))) continue; // kish 6.7: left then right is a 180-degree turn
                // plugins/turkish/README.md: a man jumps an adjacent enemy piece forward or sideways onto the
                // empty square behind it. On the far row mid-capture it goes on as a man (kish 7.2).
                const int over = kStep[at][d];
                if (over < 0 || !(enemy_ & one(over))) continue;
                const int land = kStep[over][d];
                if (land < 0 || !(empty_ & one(land))) continue;
                take(over, land, d);
                went_on = true;
            }
        }
        if (!went_on && before > 0) emit(at);
    }

    void take(int over, int land, Dir d) {
        const Bits b = one(over);
        enemy_ &= ~b;
        empty_ |= b; // removed at once
        captured_ |= b;
        landing_[depth_] = int8_t(land);
        taken_[depth_] = int8_t(over);
        ++depth_;
        search(land, d);
        --depth_;
        captured_ &= ~b;
        empty_ &= ~b;
        enemy_ |= b;
    }

    void emit(int at) {
        const int n = int(depth_);
        if (n < best_) return;
        if (n > best_) {
            out_.clear();
            best_ = n;
        }
        Move m;
        m.from = int8_t(origin_);
        m.to = int8_t(at);
        m.captured = captured_;
        m.count = uint8_t(n);
        // kish 7.2: a man is crowned only when the move ends on its promotion row.
        m.promotes = !king_ && (promotion_row(side_) & one(at)) != 0;
        for (int i = 0; i < n; ++i) {
            m.landing[i] = landing_[i];
            m.taken[i] = taken_[i];
        }
        out_.push_back(m);
    }

    int side_;
    Bits enemy_, empty_;
    Bits captured_ = 0;
    int origin_ = 0;
    bool king_ = false;
    size_t depth_ = 0;
    int8_t landing_[kPiecesEach] = {};
    int8_t taken_[kPiecesEach] = {};
    MoveList &out_;
    int &best_;
};

Move quiet(int from, int to, bool promotes) {
    Move m;
    m.from = int8_t(from);
    m.to = int8_t(to);
    m.promotes = promotes;
    m.landing[0] = int8_t(to);
    return m;
}

// Does a king on `at` find an enemy piece along `d` with an empty square right behind it?
bool king_takes(int at, Dir d, Bits enemy, Bits empty) {
    int sq = kStep[at][d];
    while (sq >= 0 && (empty & one(sq))) sq = kStep[sq][d];
    if (sq < 0 || !(enemy & one(sq))) return false;
    const int land = kStep[sq][d];
    return land >= 0 && (empty & one(land));
}

} // namespace

void generate_captures(const Position &p, MoveList &out) {
    out.clear();
    int best = 1; // plugins/turkish/README.md: captures are compulsory; a sequence takes at least one piece
    CaptureSearch search(p, out, best);
    for (Bits b = p.pieces[p.side]; b; b &= b - 1) {
        const int sq = lowest(b);
        search.run(sq, (p.kings & one(sq)) != 0);
    }
}

void generate_quiet(const Position &p, MoveList &out) {
    out.clear();
    const Bits empty = ~p.occupied();
    for (Bits b = p.pieces[p.side]; b; b &= b - 1) {
        const int from = lowest(b);
        if (p.kings & one(from)) {
            // plugins/turkish/README.md: a king moves like a rook, any distance along a rank or file.
            for (Dir d : kAllDirs)
                for (int to = kStep[from][d]; to >= 0 && (empty & one(to)); to = kStep[to][d])
                    out.push_back(quiet(from, to, false));
        } else {
            // plugins/turkish/README.md: a man steps one square forward or sideways; on the far row it is crowned.
            for (Dir d : man_dirs(p.side)) {
                const int to = kStep[from][d];
                if (to >= 0 && (empty & one(to)))
                    out.push_back(quiet(from, to, (promotion_row(p.side) & one(to)) != 0));
            }
        }
    }
}

void generate(const Position &p, MoveList &out) {
    if (can_capture(p))
        generate_captures(p, out);
    else
        generate_quiet(p, out);
}

bool can_capture(const Position &p) {
    const int s = p.side;
    const Bits enemy = p.pieces[1 - s], empty = ~p.occupied(), men = p.men(s);
    for (Dir d : man_dirs(s))
        if (shift(shift(men, d) & enemy, d) & empty) return true;
    for (Bits k = p.kings_of(s); k; k &= k - 1) {
        const int at = lowest(k);
        const Bits free = empty | one(at);
        for (Dir d : kAllDirs)
            if (king_takes(at, d, enemy, free)) return true;
    }
    return false;
}

uint64_t count_quiet(const Position &p) {
    const int s = p.side;
    const Bits empty = ~p.occupied(), men = p.men(s);
    uint64_t n = 0;
    for (Dir d : man_dirs(s)) n += uint64_t(popcount(shift(men, d) & empty));
    for (Bits k = p.kings_of(s); k; k &= k - 1) {
        const int at = lowest(k);
        for (Dir d : kAllDirs)
            for (int to = kStep[at][d]; to >= 0 && (empty & one(to)); to = kStep[to][d]) ++n;
    }
    return n;
}

} // namespace damka::turkish
