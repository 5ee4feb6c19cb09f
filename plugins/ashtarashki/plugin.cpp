// The Ashtarashki variant behind the Damka ABI: glue between the SDK and the rule files.
#include "movegen.hpp"
#include "notation.hpp"
#include "outcome.hpp"
#include "position_record.hpp"

#include <damka/sdk.hpp>

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

namespace damka::ashtarashki {
namespace {

using namespace damka::sdk;

const char *side_name(int side) { return side == kWhite ? "White" : "Black"; }

// Why a well-formed move matches no legal move, as precisely as we can say it.
std::string why_illegal(const MoveText &t, const Position &p, const std::vector<RawMove> &legal) {
    const std::string me = side_name(p.to_move);
    if (t.from) {
        const Stone &s = p.board[*t.from];
        const std::string at = square_name(*t.from);
        if (s.side != p.to_move) return "there is no " + me + " stone on " + at;
        if (kind_name(s) != kind_name(t.kind))
            return "the stone on " + at + " is " + kind_name(s) + ", not " + kind_name(t.kind);
        if (is_finished(s, *t.from))
            return "the stone on " + at + " is on the finish row and out of play (ashtarashki 3.7)";
    }
    if (t.capture && t.kind.state != State::M) return "only M stones capture (ashtarashki 3.6.2, 3.6.3)";
    const bool must_capture = !legal.empty() && legal.front().kind == MoveKind::Capture;
    std::string captures;
    for (const RawMove &m : legal) {
        if (m.kind != MoveKind::Capture) continue;
        captures += (captures.empty() ? "" : ", ") + long_form(p, m);
        // The written capture is the start of a longer legal one.
        if (t.capture && kind_name(p.board[m.from()]) == kind_name(t.kind) && (!t.from || *t.from == m.from()) &&
            t.squares.size() < size_t(m.length - 1) &&
            std::equal(t.squares.begin(), t.squares.end(), m.path.begin() + 1, [](int a, int8_t b) { return a == b; }))
            return "the capture must go on while it can (ashtarashki 3.3): " + long_form(p, m);
    }
    if (must_capture && !t.capture) return "a capture is compulsory (ashtarashki 3.4): " + captures;
    if (!must_capture && t.capture) return "there is no capture here";
    std::string list;
    for (size_t i = 0; i < legal.size() && i < 24; ++i) list += (i ? ", " : "") + long_form(p, legal[i]);
    if (legal.size() > 24) list += ", ...";
    return "not a legal move here; legal: " + list;
}

// A stone as a diagram draws it (README "Board description"): the number it shows (1.3: on
// both faces) as its mark, "V" before it for a stone turned over by a retreat (3.6.2 "его
// переворачивают (подобно дамке в традиционных шашках)"), so drawn as a king; "W" for a stone
// whose number is covered (3.6.3), turned over too; "F" for a finished stone of open state (6.11).
BoardPiece drawn(const Stone &s) {
    switch (s.state) {
    case State::M: return {s.side, kind_name(s), "man", std::string(1, char('0' + s.group))};
    case State::V: return {s.side, kind_name(s), "king", "V" + std::string(1, char('0' + s.group))};
    case State::W: return {s.side, kind_name(s), "king", "W"};
    case State::F: break;
    }
    return {s.side, kind_name(s), "man", "F"};
}

Move record(const Position &p, const RawMove &m) {
    Move r;
    r.notation = long_form(p, m);
    r.from = m.from();
    r.to = m.to();
    for (int i = 0; i < m.length; ++i) r.path.push_back(m.path[i]);
    if (m.kind == MoveKind::Capture) {
        r.flags |= DAMKA_MOVE_CAPTURE;
        r.captured.assign(r.path.begin() + 1, r.path.end());
    }
    const Stone &s = p.board[m.from()];
    if (m.kind == MoveKind::Retreat) // 3.6: a retreat demotes the stone, the third removes it
        r.flags |= DAMKA_MOVE_RETREAT | (retreat_liquidates(s.state) ? DAMKA_MOVE_REMOVAL : DAMKA_MOVE_DEMOTION);
    else if (rank_of(m.to()) == finish_rank(s.side)) // 3.7: a finished stone leaves active play
        r.flags |= DAMKA_MOVE_REMOVAL;
    return r;
}

// Leaf count with the SDK's duplicate convention (same origin, destination and captured set).
uint64_t count_leaves(const Position &p, uint32_t depth, uint32_t flags, const Divide *divide) {
    if (depth == 0) return 1;
    if (evaluate(p).over()) return 0; // a finished game has no move
    std::vector<RawMove> moves;
    generate(p, p.to_move, moves);
    std::set<std::tuple<int, int, std::vector<int8_t>>> seen;
    uint64_t total = 0;
    for (const RawMove &m : moves) {
        if (!(flags & DAMKA_PERFT_KEEP_DUPLICATES) && m.kind == MoveKind::Capture) {
            std::vector<int8_t> taken(m.path.begin() + 1, m.path.begin() + m.length);
            std::sort(taken.begin(), taken.end());
            if (!seen.emplace(m.from(), m.to(), std::move(taken)).second) continue;
        }
        Position next = p;
        apply(next, m);
        const uint64_t n = count_leaves(next, depth - 1, flags, nullptr);
        if (divide) (*divide)(long_form(p, m), n);
        total += n;
    }
    return total;
}

class Ashtarashki final : public Game {
public:
    explicit Ashtarashki(Position p) : p_(p) {}

    std::unique_ptr<Game> clone() const override { return std::make_unique<Ashtarashki>(*this); }
    std::string position() const override { return format_position(p_); }
    int side_to_move() const override { return p_.to_move; }

    std::vector<Move> legal_moves() const override {
        if (outcome().over()) return {};
        std::vector<RawMove> raw;
        generate(p_, p_.to_move, raw);
        std::vector<Move> moves;
        for (const RawMove &m : raw) moves.push_back(record(p_, m));
        return moves;
    }

    Move play(std::string_view text) override {
        const MoveText t = parse_move(text);
        if (outcome().over()) illegal("the game is over: " + explain(outcome()));
        std::vector<RawMove> raw;
        generate(p_, p_.to_move, raw);
        std::vector<const RawMove *> found;
        for (const RawMove &m : raw)
            if (describes(t, p_, m)) found.push_back(&m);
        if (found.empty()) illegal("'" + std::string(text) + "': " + why_illegal(t, p_, raw));
        if (found.size() > 1)
            invalid("'" + std::string(text) + "' is ambiguous: " + long_form(p_, *found[0]) + " or " +
                    long_form(p_, *found[1]) + "; write the origin square");
        const Move played = record(p_, *found.front());
        apply(p_, *found.front());
        outcome_.reset();
        return played;
    }

    Status status() const override {
        const Outcome &o = outcome();
        if (!o.over()) return {};
        Status s = Status::win(o.winner, explain(o), o.points);
        s.tiebreak[0] = o.balls[0];
        s.tiebreak[1] = o.balls[1];
        return s;
    }

    // A result entered by hand: no draws (4.5); the winner scores 1 (simple win) or 2 (clean
    // win), the loser 0 (4.6); balls are counted per stone and cannot be negative (5.2).
    Status check_entered(Status entered, bool with_tiebreak) const override {
        if (entered.outcome == DAMKA_DRAW) refused("ashtarashki 4.5: draws are impossible under any circumstances");
        const int won = entered.points[entered.winner], lost = entered.points[1 - entered.winner];
        if ((won != 1 && won != 2) || lost != 0)
            refused("a win scores 1:0 or 2:0 for the winner (ashtarashki 4.6), not " +
                    std::to_string(entered.points[0]) + ":" + std::to_string(entered.points[1]));
        if (with_tiebreak && (entered.tiebreak[0] < 0 || entered.tiebreak[1] < 0))
            refused("balls cannot be negative (ashtarashki 5.2)");
        return entered;
    }

    Status result_of(int32_t how, int32_t side) const override {
        const Outcome &o = outcome();
        switch (how) {
        case DAMKA_END_RESIGNATION:
        case DAMKA_END_TIME_FORFEIT: {
            if (o.over()) illegal("the game is already over: " + explain(o));
            // 4.4.3e: resignation ends the game, a simple win (4.2, 4.6: 1 point); 5.4: balls
            // as they stand. The seed is silent on time: a fallen flag counts as resignation
            // [decision, README].
            Status s = Status::win(1 - side,
                                   std::string(side_name(side)) +
                                       (how == DAMKA_END_RESIGNATION
                                            ? " resigned (ashtarashki 4.4.3e, 5.4)"
                                            : " lost on time, scored as resignation (ashtarashki 4.4.3e, 5.4)"));
            s.tiebreak[0] = o.balls[0];
            s.tiebreak[1] = o.balls[1];
            return s;
        }
        case DAMKA_END_AGREED_DRAW:
        case DAMKA_END_CLAIMED_DRAW: refused("ashtarashki 4.5: draws are impossible under any circumstances");
        case DAMKA_END_DOUBLE_FLAG:
            refused("ashtarashki 4.5: draws are impossible, so a double flag fall is for the arbiter to decide");
        default: invalid("unknown way of ending a game: " + std::to_string(how));
        }
    }

    std::string board_json() const override {
        std::vector<BoardSquare> squares;
        for (int sq = 0; sq < kSquares; ++sq) {
            if (!is_dark(sq)) continue;
            BoardSquare b{sq, square_name(sq), {}};
            if (!p_.board[sq].empty()) b.pieces.push_back(drawn(p_.board[sq]));
            squares.push_back(std::move(b));
        }
        damka::sdk::BoardDrawing drawing; // 1.1, 3.1: the ordinary board, stones on the dark squares, a1 dark
        drawing.cells = damka::sdk::chequered_cells(kSize, kSize);
        return damka::sdk::board_json(kSize, kSize, p_.to_move, squares, drawing);
    }

    uint64_t perft(uint32_t depth, uint32_t flags, const Divide *divide) const override {
        return count_leaves(p_, depth, flags, divide);
    }

    static std::unique_ptr<Game> create(std::string_view setup) {
        if (setup.find_first_not_of(" \t\r\n") == std::string_view::npos)
            return std::make_unique<Ashtarashki>(start_position());
        return std::make_unique<Ashtarashki>(parse_position(setup));
    }

private:
    // Sections 4-5 for the current position, worked out once: status(), legal_moves() and
    // play() all need it (a game handle is used by one thread at a time).
    const Outcome &outcome() const {
        if (!outcome_) outcome_ = evaluate(p_);
        return *outcome_;
    }

    Position p_;
    mutable std::optional<Outcome> outcome_;
};

// An event of Ashtarashki counts its points, 1 for a simple win and 2 for a clean one (4.6), and
// balls decide between equal points "like goal difference in football" (5.1): the ball
// difference first, then the balls scored ("damka.tiebreaks/1").
const char *const kTiebreaks[] = {"VTB-D", "VTB", "BH-C1", "BH", nullptr};

// The names a Russian reader sees ("damka.names/1", ABI 1.4): seed 000's
// (/work/shared/seeds/000_83b54d7d861b9a2d.txt): "Аштарашки", the stones' groups "1 (единицы),
// 2 (двойки) и 3 (тройки)" (1.3), full stones "M" (3.6.1 "полноправными"), "V" retreated once
// (3.6.2 "отступившим"), "W" twice (3.6.3 "дважды отступивший").
const damka::sdk::PieceName kRussianPieces[] = {
    {"M1", "полноправная единица"},       {"M2", "полноправная двойка"},
    {"M3", "полноправная тройка"},        {"V1", "отступившая единица"},
    {"V2", "отступившая двойка"},         {"V3", "отступившая тройка"},
    {"W1", "дважды отступившая единица"}, {"W2", "дважды отступившая двойка"},
    {"W3", "дважды отступившая тройка"},  {nullptr, nullptr}};
const damka::sdk::LanguageNames kNames[] = {{"ru", "аштарашки", {"белые", "чёрные"}, kRussianPieces}, {}};

const VariantDef kVariants[] = {
    {.id = "ashtarashki",
     .name = "Ashtarashki",
     .sides = {"White", "Black"},
     .notation = "ashtarashki",
     .board_width = kSize,
     .board_height = kSize,
     .pdn_gametype = 65,
     .flags = DAMKA_VARIANT_NO_DRAWS,
     .create = &Ashtarashki::create,
     .rulebook = "ashtarashki",
     .rulebook_title = "Аштарашки, правила игры (Ю. К. Халафян, 2011; seed 000)",
     .tiebreaks = kTiebreaks,
     .tiebreak_scoring = "variant",
     .names = kNames},
};

} // namespace
} // namespace damka::ashtarashki

DAMKA_DEFINE_PLUGIN("Damka Ashtarashki", "1.0.0", damka::ashtarashki::kVariants)
