// A game of one draughts variant: the SDK's Game on top of the generic generator.
#pragma once

#include "draw_rules.hpp"
#include "fen.hpp"
#include "king_runs.hpp"
#include "movegen.hpp"
#include "notation.hpp"
#include "perft.hpp"
#include "squares.hpp"

#include <damka/sdk.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace damka::draughts {

template <const Rules &R>
class DraughtsGame final : public sdk::Game {
public:
    using G = Geometry<board_size<R>>;
    using Bits = typename G::Bits;
    using Pos = Position<G>;

    static std::unique_ptr<sdk::Game> create(std::string_view setup) {
        auto g = std::make_unique<DraughtsGame>();
        if (setup.empty()) {
            g->pos_ = start_position();
        } else {
            const Setup s = parse_fen(setup, squares(), R.first, men_each(), R.same_king_moves > 0);
            g->pos_ = from_setup(s);
            for (Color c : {Color::White, Color::Black}) // Frisian art. 17: the runs the string carries
                if (const KingRun &run = s.runs[index(c)]; run.moves) {
                    g->runs_.king[index(c)] = G::one(run.square);
                    g->runs_.moves[index(c)] = std::min(run.moves, R.same_king_moves);
                }
        }
        g->history_.push_back(g->pos_);
        return g;
    }

    // "damka.board-setup/1": the position a player actually left on the board, for the arbiter
    // after an irregular move that stands (adiukh 8.8). One "man" or "king" per dark square.
    static std::unique_ptr<sdk::Game> from_pieces(const std::vector<sdk::PlacedPiece> &pieces, int side_to_move) {
        const Squares &sq = squares();
        Setup s;
        s.side = colour_of(side_to_move);
        s.cells.assign(G::squares, Cell{});
        for (const sdk::PlacedPiece &p : pieces) {
            const int at = sq.from_abi_index(p.square);
            if (at < 0) sdk::invalid("board index " + std::to_string(p.square) + " is not a dark square");
            if (s.cells[at].kind != Cell::Empty) sdk::invalid("two pieces on " + sq.name(at));
            if (p.label != "man" && p.label != "king") sdk::invalid("no piece '" + p.label + "' in draughts");
            if (p.side != 0 && p.side != 1) sdk::invalid("a side is 0 or 1");
            s.cells[at] = Cell{p.label == "king" ? Cell::King : Cell::Man, colour_of(p.side)};
        }
        auto g = std::make_unique<DraughtsGame>();
        g->pos_ = from_setup(s);
        g->history_.push_back(g->pos_);
        return g;
    }

    std::unique_ptr<sdk::Game> clone() const override { return std::make_unique<DraughtsGame>(*this); }
    std::string position() const override {
        Setup s = to_setup(pos_);
        for (Color c : {Color::White, Color::Black}) // Frisian art. 17: the legal moves depend on it
            if (runs_.moves[index(c)] && (pos_.kings_of(c) & runs_.king[index(c)]))
                s.runs[index(c)] = {G::square_of(runs_.king[index(c)]), runs_.moves[index(c)]};
        return format_fen(s, squares());
    }
    int side_to_move() const override { return side_index(pos_.side); }

    std::vector<sdk::Move> legal_moves() const override {
        std::vector<sdk::Move> out;
        for (const PathMove<R> &m : path_moves()) out.push_back(record(m));
        return out;
    }

    sdk::Move play(std::string_view text) override {
        const std::vector<PathMove<R>> moves = path_moves();
        std::vector<sdk::Move> records;
        std::vector<Candidate> candidates;
        records.reserve(moves.size());
        for (const PathMove<R> &m : moves) records.push_back(record(m));
        for (size_t i = 0; i < moves.size(); ++i)
            candidates.push_back({&moves[i].path, &moves[i].captured, &records[i].notation});
        if (moves.empty()) sdk::illegal("the game is over: " + status().why);
        const size_t i = match_move(text, candidates, squares(), capture_separator());
        runs_ = runs_.after(pos_, moves[i].bits);
        pos_ = make_move(pos_, moves[i].bits);
        history_.push_back(pos_);
        return records[i];
    }

    sdk::Status status() const override {
        if (const int crowned = first_king(); crowned >= 0) // lidraughts Breakthrough.scala
            return sdk::Status::win(side_index(Color(crowned)),
                                    colour_name(Color(crowned)) + " has crowned a man: in breakthrough that wins");
        if (!path_moves().empty()) return {};
        const std::string who = colour_name(pos_.side);
        const std::string why = who + (pos_.pieces[index(pos_.side)] ? " has no legal move" : " has no pieces left");
        if (R.goal == Goal::Giveaway) // seed 002 «Поддавки»: the aim is to give away or block all one's pieces
            return sdk::Status::win(side_index(pos_.side), why + ": in giveaway that wins");
        return sdk::Status::win(side_index(opponent(pos_.side)), why); // seed 002: «Цель игры — ... »
    }

    std::string board_json() const override {
        std::vector<sdk::BoardSquare> out;
        const Squares &sq = squares();
        for (int s = 0; s < G::squares; ++s) {
            sdk::BoardSquare b{sq.abi_index(s), sq.name(s), {}};
            const Bits bit = G::one(s);
            for (Color c : {Color::White, Color::Black})
                if (pos_.pieces[index(c)] & bit) {
                    const char *kind = (pos_.kings & bit) ? "king" : "man";
                    b.pieces.push_back({side_index(c), kind, kind});
                }
            out.push_back(std::move(b));
        }
        // rules/draughts.md "Common to all": play on the dark squares, the near-left corner square dark
        // (a1; the half turn of the Black-first variants keeps it dark); FID 2.3 and FPD: the
        // near-right corner dark instead.
        sdk::BoardDrawing drawing;
        drawing.cells = R.a1_dark
            ? sdk::chequered_cells(R.size, R.size)
            : sdk::make_cells(R.size, R.size, [](int x, int y) { return (x + y) % 2 ? 'd' : 'l'; });
        return sdk::board_json(R.size, R.size, side_to_move(), out, drawing);
    }

    std::vector<sdk::Claim> draw_claims() const override {
        GameRecord record;
        for (size_t i = 0; i < history_.size(); ++i) {
            record.positions.push_back(material(history_[i]));
            if (i == 0) continue;
            const Pos &a = history_[i - 1], &b = history_[i];
            const Color mover = a.side;
            record.king_move.push_back(a.pieces[1 - index(mover)] == b.pieces[1 - index(mover)] &&
                                       a.men(mover) == b.men(mover));
        }
        record.repetitions = 0;
        for (const Pos &p : history_) record.repetitions += p == pos_;
        if (R.draws->king_v_king) record.capture_at_hand = capture_at_hand();
        if (R.draws->repetition_by_next_move) {
            BitMoveList<R> moves;
            Gen<R>::generate(pos_, moves);
            for (const auto &m : moves.moves) {
                const Pos next = make_move(pos_, m);
                int seen = 0;
                for (const Pos &p : history_) seen += p == next;
                record.move_repeats_third_time |= seen >= 2;
            }
        }
        return damka::draughts::draw_claims(*R.draws, record);
    }

    uint64_t perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const override {
        Perft<R> perft(flags & DAMKA_PERFT_KEEP_DUPLICATES);
        if (!divide) return perft.run(pos_, static_cast<int>(depth), runs_);
        if (depth == 0) return 1;
        // Divide: each root move's subtotal under its canonical notation; without
        // keep-duplicates only the first path of captures with equal origin, destination and
        // captured set is counted (perft.hpp).
        const bool keep = flags & DAMKA_PERFT_KEEP_DUPLICATES;
        std::vector<const PathMove<R> *> counted;
        uint64_t total = 0;
        const std::vector<PathMove<R>> root = path_moves();
        for (const PathMove<R> &m : root) {
            const auto same = [&](const PathMove<R> *o) {
                return o->bits.from == m.bits.from && o->bits.to == m.bits.to && o->bits.captured == m.bits.captured;
            };
            if (!keep && std::any_of(counted.begin(), counted.end(), same)) continue;
            counted.push_back(&m);
            const uint64_t n =
                perft.run(make_move(pos_, m.bits), static_cast<int>(depth) - 1, runs_.after(pos_, m.bits));
            (*divide)(record(m).notation, n);
            total += n;
        }
        return total;
    }

private:
    static int men_each() { return R.rows_of_men * R.size / 2; } // seed 002: 12, 20 or 30 men each

    static const Squares &squares() {
        static const Squares s(R.size, R.notation, R.first, R.a1_dark);
        return s;
    }
    // rules/draughts.md Notation: "c3:e5:c7" on algebraic boards, "28x19x8" on numeric ones,
    // unless the variant writes them otherwise (Czech 'x', Thai '-': PDN 3.0 GameType table).
    static constexpr char capture_separator() {
        return R.capture_separator ? R.capture_separator : R.notation == SquareNotation::Algebraic ? ':' : 'x';
    }

    // Breakthrough: the colour that has a king, or -1.
    int first_king() const {
        if (R.goal != Goal::FirstKing) return -1;
        for (Color c : {Color::White, Color::Black})
            if (pos_.kings_of(c)) return index(c);
        return -1;
    }

    // Frisian art. 21: with one king each, is a capture at hand — the side to move can take,
    // or every move it has lets the other king take?
    bool capture_at_hand() const {
        const std::vector<PathMove<R>> moves = path_moves();
        if (moves.empty() || moves.front().bits.captured) return true;
        for (const PathMove<R> &m : moves) {
            BitMoveList<R> replies;
            Gen<R>::generate(make_move(pos_, m.bits), replies);
            if (replies.moves.empty() || !replies.moves.front().captured) return false;
        }
        return true;
    }
    static int side_index(Color c) { return c == R.first ? 0 : 1; }
    static Color colour_of(int side) { return side == 0 ? R.first : opponent(R.first); }
    static std::string colour_name(Color c) { return c == Color::White ? "White" : "Black"; }

    // seed 002: the men fill the dark squares of the rows nearest each player; White (from
    // PDN's point of view, at the bottom) on the high numbers.
    static Pos start_position() {
        Pos p;
        p.pieces[index(Color::Black)] = G::rows(0, R.rows_of_men);
        p.pieces[index(Color::White)] = G::rows(R.size - R.rows_of_men, R.rows_of_men);
        p.side = R.first;
        return p;
    }

    static Pos from_setup(const Setup &s) {
        Pos p;
        p.side = s.side;
        for (int sq = 0; sq < G::squares; ++sq) {
            const Cell &c = s.cells[sq];
            if (c.kind == Cell::Empty) continue;
            p.pieces[index(c.color)] |= G::one(sq);
            if (c.kind == Cell::King) p.kings |= G::one(sq);
        }
        return p;
    }

    static Setup to_setup(const Pos &p) {
        Setup s;
        s.side = p.side;
        s.cells.assign(G::squares, Cell{});
        for (int sq = 0; sq < G::squares; ++sq)
            for (Color c : {Color::White, Color::Black})
                if (p.pieces[index(c)] & G::one(sq))
                    s.cells[sq] = Cell{(p.kings & G::one(sq)) ? Cell::King : Cell::Man, c};
        return s;
    }

    static Material material(const Pos &p) {
        Material m;
        m.side = p.side;
        for (Color c : {Color::White, Color::Black}) {
            m.men[index(c)] = popcount(p.men(c));
            m.kings[index(c)] = popcount(p.kings_of(c));
        }
        return m;
    }

    std::vector<PathMove<R>> path_moves() const {
        if (first_king() >= 0) return {}; // Breakthrough: the game is over
        PathMoveList<R> list;
        Gen<R>::generate(pos_, list);
        if (const Bits king = runs_.barred(pos_))
            std::erase_if(list.moves, [&](const PathMove<R> &m) { return m.bits.from == king && !m.bits.captured; });
        return std::move(list.moves);
    }

    sdk::Move record(const PathMove<R> &m) const {
        const Squares &sq = squares();
        sdk::Move r;
        const bool capture = m.bits.captured != 0;
        r.notation = format_move(m.path, capture, sq, capture_separator());
        r.from = sq.abi_index(m.path.front());
        r.to = sq.abi_index(m.path.back());
        for (int s : m.path) r.path.push_back(sq.abi_index(s));
        for (int s : m.captured) r.captured.push_back(sq.abi_index(s));
        r.flags =
            (capture ? uint32_t{DAMKA_MOVE_CAPTURE} : 0u) | (m.bits.promotes ? uint32_t{DAMKA_MOVE_PROMOTION} : 0u);
        return r;
    }

    Pos pos_;
    std::vector<Pos> history_;
    KingRuns<R> runs_; // Frisian art. 17
};

} // namespace damka::draughts
