// Strip draughts: a test plugin for the conformance kit's move-record check (README.md here).
// Built correct, and once per fault with one BROKEN_* define that spoils its move records the
// way a real bug would; the kit must pass the first and fail each other naming the fault.
//
// Rules: a strip of 12 cells; White's men (side 0) go right, Black's left. A man steps one cell
// forward into an empty cell, or jumps forward over an adjacent enemy piece into the empty cell
// beyond and goes on jumping while it can; a capture is compulsory. A man that ends its move on
// the far cell becomes a king, which only captures, jumping backwards. Every move advances a
// man or takes a piece, so a game ends: the side to move without a move loses.
#include <damka/sdk.hpp>

#include <algorithm>
#include <string>

namespace {

using namespace damka::sdk;

constexpr int kWidth = 12;

class StripDraughts final : public Game {
public:
    StripDraughts(std::string cells, int side) : cells_(std::move(cells)), side_(side) {}

    std::unique_ptr<Game> clone() const override { return std::make_unique<StripDraughts>(*this); }
    // Position string: the cells left to right (w, b men; W, B kings; '.' empty), a space, the
    // side to move (w or b).
    std::string position() const override { return cells_ + (side_ == 0 ? " w" : " b"); }
    int side_to_move() const override { return side_; }

    std::vector<Move> legal_moves() const override {
        std::vector<Move> captures, quiet;
        for (int i = 0; i < kWidth; ++i) {
            if (!own(cells_[i])) continue;
            const int dir = king(cells_[i]) ? -forward() : forward();
            Move m;
            m.from = i;
            m.path = {i};
            jumps(m, dir, captures);
            if (!king(cells_[i]) && inside(i + dir) && cells_[i + dir] == '.') quiet.push_back(step(i, i + dir));
        }
        std::vector<Move> moves = captures.empty() ? quiet : captures;
        for (Move &m : moves) spoil(m);
        return moves;
    }

    Move play(std::string_view text) override {
        for (const Move &m : legal_moves()) {
            if (m.notation != text) continue;
            // Squares from the notation: the records of a broken build are not to be trusted.
            const int from = std::stoi(m.notation) - 1, to = land(m);
            char piece = cells_[from];
            cells_[from] = '.';
            for (int s = from; s != to;) { // the squares jumped, recomputed: records may be broken
                const int dir = to > s ? 1 : -1;
                if (cells_[s + dir] != '.') {
                    cells_[s + dir] = '.';
                    s += 2 * dir;
                } else {
                    s += dir;
                }
            }
            if (!king(piece) && to == far_cell()) piece = side_ == 0 ? 'W' : 'B';
            cells_[to] = piece;
            side_ = 1 - side_;
            return m;
        }
        if (text.empty() || text.find_first_not_of("0123456789-x") != std::string_view::npos)
            invalid("'" + std::string(text) + "' is not a move: write e.g. 3-4 or 3x5x7 (cells 1-12)");
        illegal("'" + std::string(text) + "' is not legal here");
    }

    Status status() const override {
        if (legal_moves().empty())
            return Status::win(1 - side_, std::string(side_ == 0 ? "White" : "Black") + " has no move");
        return {};
    }

    std::string board_json() const override {
        std::vector<BoardSquare> squares;
        for (int i = 0; i < kWidth; ++i) {
            BoardSquare sq{i, std::to_string(i + 1), {}};
            const char c = cells_[i];
            if (c != '.') sq.pieces.push_back({own_side(c), king(c) ? "king" : "man", king(c) ? "king" : "man"});
            squares.push_back(sq);
        }
        BoardDrawing drawing;
        drawing.cells = make_cells(kWidth, 1, [](int, int) { return 'l'; });
        return damka::sdk::board_json(kWidth, 1, side_, squares, drawing);
    }

    static std::unique_ptr<Game> create(std::string_view setup) {
        if (setup.empty()) return std::make_unique<StripDraughts>("ww.w.w.b.b.b", 0);
        if (setup.size() != kWidth + 2 || setup[kWidth] != ' ' ||
            (setup[kWidth + 1] != 'w' && setup[kWidth + 1] != 'b'))
            invalid("a position is 12 cells of w, b, W, B or '.', a space and the side to move (w or b)");
        const std::string cells(setup.substr(0, kWidth));
        if (cells.find_first_not_of("wbWB.") != std::string::npos)
            invalid("a cell holds something else than w, b, W, B or '.'");
        return std::make_unique<StripDraughts>(cells, setup[kWidth + 1] == 'w' ? 0 : 1);
    }

private:
    static bool inside(int i) { return i >= 0 && i < kWidth; }
    static bool king(char c) { return c == 'W' || c == 'B'; }
    static int own_side(char c) { return c == 'w' || c == 'W' ? 0 : 1; }
    bool own(char c) const { return c != '.' && own_side(c) == side_; }
    bool enemy(char c) const { return c != '.' && own_side(c) != side_; }
    int forward() const { return side_ == 0 ? 1 : -1; }
    int far_cell() const { return side_ == 0 ? kWidth - 1 : 0; }
    static std::string cell(int i) { return std::to_string(i + 1); }
    // The destination, the notation's last cell.
    static int land(const Move &m) { return std::stoi(m.notation.substr(m.notation.find_last_of("-x") + 1)) - 1; }

    Move step(int from, int to) const {
        Move m;
        m.from = from;
        m.to = to;
        m.path = {from, to};
        m.notation = cell(from) + "-" + cell(to);
        if (to == far_cell()) m.flags |= DAMKA_MOVE_PROMOTION;
        return m;
    }

    // Extends the capture `m` (path so far, pieces taken) by jumps in `dir`; a capture that can
    // go on must (jumped pieces stay until the move ends, so none is jumped twice).
    void jumps(Move m, int dir, std::vector<Move> &out) const {
        const int at = m.path.back(), over = at + dir, to = at + 2 * dir;
        if (inside(to) && enemy(cells_[over]) && cells_[to] == '.') {
            m.path.push_back(to);
            m.captured.push_back(over);
            jumps(m, dir, out);
            return;
        }
        if (m.captured.empty()) return;
        m.to = at;
        m.flags = DAMKA_MOVE_CAPTURE;
        if (!king(cells_[m.from]) && at == far_cell()) m.flags |= DAMKA_MOVE_PROMOTION;
        m.notation = cell(m.from);
        for (size_t k = 1; k < m.path.size(); ++k) m.notation += "x" + cell(m.path[k]);
        out.push_back(m);
    }

    // The fault this build is made with: each spoils the records the way a real bug would.
    void spoil(Move &m) const {
        const bool capture = m.flags & DAMKA_MOVE_CAPTURE;
        (void)capture;
#if defined(BROKEN_EMPTY_CAPTURED) // a capture that lists nothing taken
        if (capture) m.captured.clear();
#elif defined(BROKEN_PATH_WITHOUT_LANDINGS) // the path only from origin to destination
        m.path = {m.from, m.to};
#elif defined(BROKEN_NO_PROMOTION_FLAG) // the promotion flag never set
        m.flags &= ~uint32_t(DAMKA_MOVE_PROMOTION);
#elif defined(BROKEN_CAPTURED_OWN_SQUARE) // the mover's own square as the first piece taken
        if (capture) m.captured.front() = m.from;
#elif defined(BROKEN_QUIET_CAPTURES) // a quiet move that names the square it steps onto
        if (!capture) m.captured = {m.to};
#elif defined(BROKEN_PATH_NOT_TO) // the path stops one landing short of the destination
        if (capture) m.path.pop_back();
#elif defined(BROKEN_PROMOTION_ALWAYS) // every move flagged as a promotion
        m.flags |= DAMKA_MOVE_PROMOTION;
#elif defined(BROKEN_CAPTURED_LANDING) // the landing square named instead of the piece jumped
        if (capture) m.captured.front() = m.path[1];
#elif defined(BROKEN_CAPTURED_BYSTANDER) // an enemy piece named that the move does not take
        for (int i = 0; capture && i < kWidth; ++i)
            if (enemy(cells_[i]) && std::find(m.captured.begin(), m.captured.end(), i) == m.captured.end())
                m.captured.back() = i;
#elif defined(BROKEN_NO_PATH) // no path at all
        m.path.clear();
#elif defined(BROKEN_PATH_NOT_FROM) // the path leaves out the origin
        m.path.erase(m.path.begin());
#elif defined(BROKEN_PATH_REPEATS) // the origin written twice
        m.path.insert(m.path.begin(), m.from);
#elif defined(BROKEN_ORIGIN_EMPTY) // a quiet move that says it starts on its (empty) destination
        if (!capture) m.from = m.path.front() = m.to;
#elif defined(BROKEN_LANDING_BEYOND) // each landing of a capture one cell too far
        const int dir = m.to > m.from ? 1 : -1;
        for (size_t k = 1; capture && k < m.path.size(); ++k)
            if (inside(m.path[k] + dir)) m.path[k] += dir;
#else
        (void)m;
#endif
    }

    std::string cells_;
    int side_;
};

const VariantDef kVariants[] = {
    {"strip-draughts",
     "Strip draughts (conformance test)",
     {"White", "Black"},
     "cells",
     kWidth,
     1,
     0,
     DAMKA_VARIANT_NO_DRAWS,
     &StripDraughts::create},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka conformance test: strip draughts", "1.0.0", kVariants)
