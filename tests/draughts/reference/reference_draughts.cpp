// The reference rules (see reference_draughts.hpp): rule settings per variant, then move
// generation (captures by recursive search, precedence filters, quiet moves), playing a move,
// the result, perft and FEN reading.
#include "reference_draughts.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <tuple>

namespace draughts_ref {

namespace {

// ---------------------------------------------------------------------------------------------
// Rule settings. Each field cites the rule text it comes from.

Rules make_international() {
    // FMJD: 10x10, 20 men on 4 rows, men capture backward, flying kings, majority rule, a man
    // passing the king row during a capture stays a man.
    return Rules{.id = "international"};
}

Rules make_italian() {
    return Rules{
        .id = "italian",
        .size = 8,
        .a1_dark = false, // FID art. 2.3: the bottom-right square is dark
        .men_rows = 3, // art. 2.4: men on 1-12 and 21-32
        .men_capture_backward = false, // art. 5.3a: men capture forward only
        .men_capture_kings = false, // art. 5.3b: men never take kings
        .king = KingRange::Short, // art. 5.8: kings move and take one square
        .precedence = Precedence::Italian, // art. 6.6-6.9 (federdama rules 5-9)
        .numbering = Numbering::Fid, // art. 2.4: 1 = a8 .. 32 = h1
    };
}

Rules make_spanish(const char *id) {
    return Rules{
        .id = id,
        .size = 8,
        .a1_dark = false, // FPD art. 6: the bottom-right corner is a playing square
        .men_rows = 3,
        .men_capture_backward = false, // FPD: men move and capture forward only
        .king = KingRange::Flying, // "dama" flies and takes at a distance
        .precedence = Precedence::PiecesThenKings, // law of quantity, then law of quality
        .numbering = Numbering::Fpd, // FPD art. 3: 1 = h1, right to left
    };
}

Rules make_czech() {
    return Rules{
        .id = "czech",
        .size = 8,
        .men_rows = 3,
        .men_capture_backward = false, // men move and capture forward only
        .king = KingRange::Flying,
        .precedence = Precedence::KingFirst, // "musí skákat dámou"; no majority rule
        .numbering = Numbering::TopLeft8,
    };
}

Rules make_thai() {
    return Rules{
        .id = "thai",
        .size = 8,
        .men_rows = 2, // 8 men on the two nearest rows
        .men_capture_backward = false,
        .king = KingRange::LandBehind, // lands on the square directly behind the piece taken
        .remove_at_once = true, // "as in Turkish": 180-degree turns allowed
        .precedence = Precedence::None, // any complete sequence
        .numbering = Numbering::TopLeft8,
    };
}

Rules make_frisian(const char *id, bool back_row_only) {
    Rules r = make_international();
    r.id = id;
    r.back_row_only = back_row_only; // Frysk!: W46-50, B1-5 (lidraughts Frysk.scala)
    r.orthogonal_captures = true; // Official Rules 2011 art. 7 (men), art. 9 (kings)
    r.precedence = Precedence::FrisianValue; // art. 11 value, art. 12 with a king
    r.three_king_moves = true; // art. 17
    return r;
}

Rules make_malaysian() {
    // Wikipedia "Malaysian/Singaporean Checkers": "follows the same rules as international
    // draughts, with exceptions being pieces not able to move backwards (towards the player),
    // the requirement to forfeit a capturing piece if the player fails to capture [the huff: not
    // modelled, capturing is simply compulsory], and a larger gameboard (12x12), and more checkers
    // per player (30)"; draughts.github.io/malaysian-singaporean-checkers.html.
    return Rules{
        .id = "malaysian",
        .size = 12,
        .a1_dark = true, // "The lower-leftmost square should be dark"
        .men_rows = 5, // "placed on the first five rows closest to the players"
        .men_capture_backward = false, // "multi-jumps, always diagonally forward"
        .men_capture_kings = true,
        .king = KingRange::Flying, // "moves like a chess bishop, and can capture a piece anywhere
        // along its line of movement" (international flying king)
        // "A turn must capture the maximum possible number of pieces"; "If more than one sequence
        // qualifies, the capture must be done with a king instead of a man".
        .precedence = Precedence::MajorityThenKing,
        .numbering = Numbering::TopLeftDark, // 1 = b12 .. 6 = l12, 7 = a11 .. 67 = a1, 72 = k1
    };
}

Rules make_sri_lankan() {
    // checkerschest.com "Sri Lanka Checkers": "resembles Canadian Checkers with international
    // rules but the checkerboard is inverted to the Canadian board"; "the player with the
    // lighter checkers begins" (White); men move one square diagonally forward and capture
    // forward and backward; "Maximum capture is mandatory" (pieces, kings and men alike);
    // flying kings; a man passing the far row during a capture stays a man (international).
    return Rules{
        .id = "sri-lankan",
        .size = 12,
        .a1_dark = false, // "a dark double corner is on the left and a dark single corner is on
        // the right of each player": l1 dark, a1 light
        .men_rows = 5, // 30 men on the dark squares of the first five rows
        .men_capture_backward = true,
        .king = KingRange::Flying,
        .precedence = Precedence::Majority,
        .numbering = Numbering::TopLeftDark, // 1 = a12 .. 6 = k12, 7 = b11 .. 67 = b1, 72 = l1
    };
}

Rules with(Rules r, const char *id, Goal goal, bool killer_halt) {
    r.id = id;
    r.goal = goal;
    r.killer_halt = killer_halt;
    return r;
}

const std::vector<Rules> &all_rules() {
    static const std::vector<Rules> all = {
        make_international(),
        make_italian(),
        make_spanish("spanish"),
        make_spanish("portuguese"), // dctl treats both as one rule set (FPD's text)
        make_czech(),
        make_thai(),
        make_frisian("frisian", false),
        make_frisian("frysk", true),
        with(make_international(), "antidraughts", Goal::NoMoveWins, false),
        with(make_international(), "breakthrough", Goal::FirstKingWins, false),
        with(make_international(), "killer", Goal::NoMoveLoses, true), // MindSports killer rules
        make_malaysian(),
        make_sri_lankan(),
    };
    return all;
}

// ---------------------------------------------------------------------------------------------
// Geometry.

struct Dir {
    int dx, dy;
    bool operator==(const Dir &) const = default;
};
constexpr Dir kDiagonal[4] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
// Frisian orthogonal lines run through the dark squares of a row or file: two cells a step.
constexpr Dir kOrthogonal[4] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}};

int forward(int side) { return side == 0 ? 1 : -1; }

// The cell `k` steps from `cell` along `d`, or -1 off the board.
int step(const Position &p, int cell, Dir d, int k = 1) {
    const int n = p.size();
    const int x = cell % n + d.dx * k, y = cell / n + d.dy * k;
    return x < 0 || y < 0 || x >= n || y >= n ? -1 : y * n + x;
}

std::vector<Dir> capture_dirs(const Rules &r, bool king, int side) {
    std::vector<Dir> dirs;
    for (Dir d : kDiagonal)
        if (king || r.men_capture_backward || d.dy == forward(side)) dirs.push_back(d);
    if (r.orthogonal_captures) dirs.insert(dirs.end(), std::begin(kOrthogonal), std::end(kOrthogonal));
    return dirs;
}

bool on_crowning_row(const Position &p, int cell, int side) {
    return cell / p.size() == (side == 0 ? p.size() - 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Capture search. The capturing piece is lifted from its origin; pieces it jumps stay on the
// board (and block, and cannot be jumped twice) until the move ends, except under
// remove_at_once, where they leave at once.

struct CaptureSearch {
    Position board; // origin emptied; with remove_at_once, captured pieces removed
    int side;
    bool king;
    std::array<bool, kMaxCells> taken{};
    Move current;
    std::vector<Move> out;

    struct Step {
        Dir d;
        int victim;
        std::vector<int> landings; // in order of distance
    };

    bool enemy(int cell) const {
        const uint8_t q = board.cell[size_t(cell)];
        if (q == Empty || side_of(q) == side || taken[size_t(cell)]) return false;
        return king || board.rules->men_capture_kings || !is_king(q);
    }

    // The single captures possible from `from`.
    std::vector<Step> steps(int from) const {
        const Rules &r = *board.rules;
        std::vector<Step> result;
        for (Dir d : capture_dirs(r, king, side)) {
            int v = step(board, from, d);
            if (king && r.king != KingRange::Short)
                while (v >= 0 && board.cell[size_t(v)] == Empty) v = step(board, v, d);
            if (v < 0 || !enemy(v)) continue;
            Step s{d, v, {}};
            for (int l = step(board, v, d); l >= 0 && board.cell[size_t(l)] == Empty; l = step(board, l, d)) {
                s.landings.push_back(l);
                if (!king || r.king != KingRange::Flying) break; // men, short and Thai kings land behind
            }
            if (!s.landings.empty()) result.push_back(std::move(s));
        }
        return result;
    }

    void take(int victim, bool on) {
        taken[size_t(victim)] = on;
        if (on)
            current.captured.push_back(victim);
        else
            current.captured.pop_back();
    }

    // Extends the sequence standing on `from` after a capture along `last` (null for the first).
    void search(int from, const Dir *last, int last_landing_rank) {
        for (const Step &s : steps(from)) {
            // A king going on straight ahead makes one path, touching down on the first square
            // past the previous piece (dctl's "keep duplicates" tables count it so: Spanish and Czech
            // depth 10; plugins/draughts/README.md).
            if (last && s.d == *last && last_landing_rank != 0) continue;
            const uint8_t victim_piece = board.cell[size_t(s.victim)];
            take(s.victim, true);
            if (board.rules->remove_at_once) board.cell[size_t(s.victim)] = Empty;
            // The capture must go on when it can: only landing squares from which it continues.
            std::vector<size_t> going_on;
            for (size_t i = 0; i < s.landings.size(); ++i)
                if (!steps(s.landings[i]).empty()) going_on.push_back(i);
            if (!going_on.empty()) {
                for (size_t i : going_on) {
                    current.path.push_back(s.landings[i]);
                    search(s.landings[i], &s.d, int(i));
                    current.path.pop_back();
                }
            } else {
                size_t finals = s.landings.size();
                // Killer: a king whose capture ends by taking a king stops directly behind it.
                if (board.rules->killer_halt && king && is_king(victim_piece)) finals = 1;
                for (size_t i = 0; i < finals; ++i) {
                    current.path.push_back(s.landings[i]);
                    out.push_back(current);
                    current.path.pop_back();
                }
            }
            if (board.rules->remove_at_once) board.cell[size_t(s.victim)] = victim_piece;
            take(s.victim, false);
        }
    }
};

std::vector<Move> captures_from(const Position &p, int from) {
    CaptureSearch cs{p, p.to_move, is_king(p.cell[size_t(from)]), {}, {}, {}};
    cs.board.cell[size_t(from)] = Empty;
    cs.current.path = {from};
    cs.search(from, nullptr, 0);
    return std::move(cs.out);
}

// ---------------------------------------------------------------------------------------------
// Precedence: each rule keeps the sequences that are best under it.

struct Weight {
    int pieces = 0, kings = 0;
    bool with_king = false;
    std::vector<int> king_positions; // indices in capture order of the kings taken
};

Weight weight(const Position &p, const Move &m) {
    Weight w;
    w.with_king = is_king(p.cell[size_t(m.from())]);
    w.pieces = int(m.captured.size());
    for (size_t i = 0; i < m.captured.size(); ++i)
        if (is_king(p.cell[size_t(m.captured[i])])) {
            ++w.kings;
            w.king_positions.push_back(int(i));
        }
    return w;
}

// Keeps the moves whose score (compared with <) is greatest.
template <class Score>
std::vector<Move> keep_best(const Position &p, std::vector<Move> moves, Score score) {
    if (moves.empty()) return moves;
    auto best = score(weight(p, moves.front()));
    for (const Move &m : moves) best = std::max(best, score(weight(p, m)));
    std::erase_if(moves, [&](const Move &m) { return score(weight(p, m)) < best; });
    return moves;
}

std::vector<Move> apply_precedence(const Position &p, std::vector<Move> moves) {
    switch (p.rules->precedence) {
    case Precedence::None: return moves;
    case Precedence::Majority: return keep_best(p, std::move(moves), [](const Weight &w) { return w.pieces; });
    case Precedence::PiecesThenKings:
        return keep_best(p, std::move(moves), [](const Weight &w) { return std::pair(w.pieces, w.kings); });
    case Precedence::Italian:
        // FID 6.6 most pieces; 6.7 with the king; 6.8 most kings; 6.9 the kings met earliest:
        // the capture positions of the kings, compared in order, smaller first ((0,1) beats
        // (0,2) beats (1,2)); negated so that the greatest score wins.
        return keep_best(p, std::move(moves), [](const Weight &w) {
            std::vector<int> earliest;
            for (int i : w.king_positions) earliest.push_back(-i);
            return std::tuple(w.pieces, w.with_king, w.kings, earliest);
        });
    case Precedence::KingFirst:
        // Czech: when a king can capture, a king must; free choice among the captures left.
        return keep_best(p, std::move(moves), [](const Weight &w) { return w.with_king; });
    case Precedence::FrisianValue:
        // Art. 11: a king is worth more than a man and less than two: men + 2*kings first,
        // then fewer kings; art. 12: at equal value, with a king.
        return keep_best(p, std::move(moves),
                         [](const Weight &w) { return std::tuple(w.pieces + w.kings, -w.kings, w.with_king); });
    case Precedence::MajorityThenKing:
        // Malaysian: the most pieces; among the sequences taking that many, one made by a king
        // when there is one (free choice among those).
        return keep_best(p, std::move(moves), [](const Weight &w) { return std::pair(w.pieces, w.with_king); });
    }
    return moves;
}

bool has_king(const Position &p, int side) {
    for (uint8_t q : p.cell)
        if (q != Empty && is_king(q) && side_of(q) == side) return true;
    return false;
}

bool has_man(const Position &p, int side) {
    for (uint8_t q : p.cell)
        if (q != Empty && !is_king(q) && side_of(q) == side) return true;
    return false;
}

// Breakthrough: the game is over as soon as a side has a king.
bool decided_by_king(const Position &p) {
    return p.rules->goal == Goal::FirstKingWins && (has_king(p, 0) || has_king(p, 1));
}

// A decimal number, -1 when `text` is not one.
int number_of(std::string_view text) {
    if (text.empty() || text.size() > 4) return -1;
    int n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return -1;
        n = n * 10 + (c - '0');
    }
    return n;
}

// A square by number in the variant's numbering or by name ("c3"); -1 when there is none.
int parse_square(const Rules &r, std::string_view text) {
    if (text.size() >= 2 && text[0] >= 'a' && text[0] <= 'z') {
        const int x = text[0] - 'a', y = number_of(text.substr(1)) - 1;
        return x < r.size && y >= 0 && y < r.size ? y * r.size + x : -1;
    }
    const int n = number_of(text);
    return n < 0 ? -1 : square_of_number(r, n);
}

} // namespace

// ---------------------------------------------------------------------------------------------

const Rules &rules(std::string_view id) {
    for (const Rules &r : all_rules())
        if (r.id == id) return r;
    throw std::invalid_argument("the reference has no variant " + std::string(id));
}

MoveKey key_of(const Move &m) {
    MoveKey k{m.path, m.captured};
    std::sort(k.captured_sorted.begin(), k.captured_sorted.end());
    return k;
}

int square_of_number(const Rules &r, int n) {
    const int per_row = r.size / 2;
    if (n < 1 || n > per_row * r.size) return -1;
    const int row = (n - 1) / per_row, i = (n - 1) % per_row; // row 0 first in numbering order
    int x = 0, y = 0;
    switch (r.numbering) {
    case Numbering::International: // 1 = b10, 5 = j10, 6 = a9, 46 = a1
    case Numbering::TopLeft8: // 1 = b8, 4 = h8, 5 = a7, 29 = a1
        y = r.size - 1 - row;
        x = row % 2 == 0 ? 2 * i + 1 : 2 * i;
        break;
    case Numbering::Fid: // 1 = a8, 4 = g8, 5 = b7, 29 = b1, 32 = h1
        y = r.size - 1 - row;
        x = row % 2 == 0 ? 2 * i : 2 * i + 1;
        break;
    case Numbering::Fpd: // 1 = h1, 4 = b1, 5 = g2, 32 = a8
        y = row;
        x = row % 2 == 0 ? r.size - 1 - 2 * i : r.size - 2 - 2 * i;
        break;
    case Numbering::TopLeftDark: { // the i-th dark square from the left of the row-th row from the top
        y = r.size - 1 - row;
        const int first = (y % 2 == 0) == r.a1_dark ? 0 : 1; // is the a-file square of rank y dark?
        x = first + 2 * i;
        break;
    }
    }
    return y * r.size + x;
}

std::string square_name(const Position &p, int cell) {
    return std::string(1, char('a' + cell % p.size())) + std::to_string(cell / p.size() + 1);
}

std::string describe(const Position &p) {
    std::string s;
    for (int y = p.size() - 1; y >= 0; --y) {
        for (int x = 0; x < p.size(); ++x) s += p.dark(x, y) ? "-wWbB"[p.cell[size_t(y * p.size() + x)]] : ' ';
        s += '\n';
    }
    s += p.to_move == 0 ? "White to move" : "Black to move";
    for (int side = 0; side < 2; ++side)
        if (p.king_square[size_t(side)] >= 0)
            s += std::string(side == 0 ? "; White" : "; Black") + " king " +
                square_name(p, p.king_square[size_t(side)]) + " made " + std::to_string(p.king_moves[size_t(side)]) +
                " quiet moves";
    return s;
}

Position start_with_rows(const Rules &r, int rows) {
    Position p;
    p.rules = &r;
    for (int y = 0; y < r.size; ++y)
        for (int x = 0; x < r.size; ++x) {
            if (!p.dark(x, y)) continue;
            if (y < rows) p.cell[size_t(y * r.size + x)] = WhiteMan;
            if (y >= r.size - rows) p.cell[size_t(y * r.size + x)] = BlackMan;
        }
    return p;
}

Position start(const Rules &r) { return start_with_rows(r, r.back_row_only ? 1 : r.men_rows); }

Position from_fen(const Rules &r, std::string_view fen) {
    Position p;
    p.rules = &r;
    auto fail = [&](const std::string &why) {
        throw std::invalid_argument("FEN \"" + std::string(fen) + "\": " + why);
    };
    std::vector<std::string_view> fields;
    for (size_t at = 0;;) {
        const size_t colon = fen.find(':', at);
        fields.push_back(fen.substr(at, colon == std::string_view::npos ? std::string_view::npos : colon - at));
        if (colon == std::string_view::npos) break;
        at = colon + 1;
    }
    if (fields.size() < 3 || fields[0].size() != 1 || (fields[0][0] != 'W' && fields[0][0] != 'B'))
        fail("expected <W|B>:W<squares>:B<squares>");
    p.to_move = fields[0][0] == 'W' ? 0 : 1;
    for (size_t f = 1; f < 3; ++f) {
        std::string_view list = fields[f];
        if (list.empty() || (list[0] != 'W' && list[0] != 'B')) fail("a piece list must start with W or B");
        const int side = list[0] == 'W' ? 0 : 1;
        list.remove_prefix(1);
        while (!list.empty()) {
            const size_t comma = list.find(',');
            std::string_view item = list.substr(0, comma);
            list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
            if (item.empty()) continue;
            const bool king = item[0] == 'K';
            if (king) item.remove_prefix(1);
            const size_t dash = item.find('-');
            std::vector<int> cells;
            if (dash == std::string_view::npos) {
                cells.push_back(parse_square(r, item));
            } else { // a range of square numbers, "1-12"
                const int a = number_of(item.substr(0, dash)), b = number_of(item.substr(dash + 1));
                if (a < 1 || b < a) fail("bad range \"" + std::string(item) + "\"");
                for (int n = a; n <= b; ++n) cells.push_back(square_of_number(r, n));
            }
            for (int cell : cells) {
                if (cell < 0) fail("no square \"" + std::string(item) + "\"");
                if (!p.dark(cell % r.size, cell / r.size)) fail("a light square in \"" + std::string(item) + "\"");
                if (p.cell[size_t(cell)] != Empty) fail("two pieces on one square");
                p.cell[size_t(cell)] =
                    uint8_t(side == 0 ? (king ? WhiteKing : WhiteMan) : (king ? BlackKing : BlackMan));
            }
        }
    }
    return p;
}

std::vector<Move> capture_sequences(const Position &p) {
    std::vector<Move> captures;
    for (int c = 0; c < p.size() * p.size(); ++c) {
        const uint8_t q = p.cell[size_t(c)];
        if (q == Empty || side_of(q) != p.to_move) continue;
        std::vector<Move> from_here = captures_from(p, c);
        captures.insert(captures.end(), from_here.begin(), from_here.end());
    }
    return captures;
}

std::vector<Move> legal_moves(const Position &p) {
    if (decided_by_king(p)) return {};
    const Rules &r = *p.rules;
    const int n = r.size;
    std::vector<Move> captures = capture_sequences(p);
    if (!captures.empty()) return apply_precedence(p, std::move(captures)); // capturing is compulsory

    // Frisian art. 17: with kings and men, at most three consecutive quiet moves by one king.
    const bool restricted = r.three_king_moves && p.king_moves[size_t(p.to_move)] >= 3 && has_man(p, p.to_move);
    std::vector<Move> quiet;
    for (int c = 0; c < n * n; ++c) {
        const uint8_t q = p.cell[size_t(c)];
        if (q == Empty || side_of(q) != p.to_move) continue;
        if (!is_king(q)) {
            // A man steps one square diagonally forward.
            for (Dir d : kDiagonal) {
                if (d.dy != forward(p.to_move)) continue;
                const int t = step(p, c, d);
                if (t >= 0 && p.cell[size_t(t)] == Empty) quiet.push_back({{c, t}, {}});
            }
            continue;
        }
        if (restricted && c == p.king_square[size_t(p.to_move)]) continue;
        // Kings make quiet moves along diagonals only (Frisian art. 9 too).
        for (Dir d : kDiagonal)
            for (int t = step(p, c, d); t >= 0 && p.cell[size_t(t)] == Empty; t = step(p, t, d)) {
                quiet.push_back({{c, t}, {}});
                if (r.king == KingRange::Short) break;
            }
    }
    return quiet;
}

Position play(const Position &p, const Move &m) {
    Position next = p;
    const int side = p.to_move;
    uint8_t piece = next.cell[size_t(m.from())];
    const bool was_king = is_king(piece);
    next.cell[size_t(m.from())] = Empty;
    for (int c : m.captured) next.cell[size_t(c)] = Empty; // lifted when the move ends
    // Crowned only when the move ends on the far row (Frisian art. 8; FMJD; the forward-only
    // variants cannot go on capturing from there anyway).
    if (!was_king && on_crowning_row(p, m.to(), side)) piece = side == 0 ? WhiteKing : BlackKing;
    next.cell[size_t(m.to())] = piece;
    // Frisian art. 17 count: quiet moves by the same king; anything else starts afresh.
    if (was_king && !m.is_capture()) {
        next.king_moves[size_t(side)] = p.king_square[size_t(side)] == m.from() ? p.king_moves[size_t(side)] + 1 : 1;
        next.king_square[size_t(side)] = m.to();
    } else {
        next.king_moves[size_t(side)] = 0;
        next.king_square[size_t(side)] = -1;
    }
    // A count whose king was taken is void.
    for (int s = 0; s < 2; ++s) {
        const int k = next.king_square[size_t(s)];
        if (k >= 0 && !(is_king(next.cell[size_t(k)]) && side_of(next.cell[size_t(k)]) == s)) {
            next.king_square[size_t(s)] = -1;
            next.king_moves[size_t(s)] = 0;
        }
    }
    next.to_move = 1 - side;
    return next;
}

int winner(const Position &p) {
    if (p.rules->goal == Goal::FirstKingWins) {
        if (has_king(p, 0)) return 0;
        if (has_king(p, 1)) return 1;
    }
    if (!legal_moves(p).empty()) return -1;
    return p.rules->goal == Goal::NoMoveWins ? p.to_move : 1 - p.to_move;
}

uint64_t perft(const Position &p, int depth, bool keep_duplicates) {
    if (depth == 0) return 1;
    std::vector<Move> moves = legal_moves(p);
    if (!keep_duplicates) {
        std::set<std::tuple<int, int, std::vector<int>>> seen;
        std::erase_if(moves, [&](const Move &m) {
            std::vector<int> set = m.captured;
            std::sort(set.begin(), set.end());
            return !seen.insert({m.from(), m.to(), set}).second;
        });
    }
    if (depth == 1) return moves.size();
    uint64_t n = 0;
    for (const Move &m : moves) n += perft(play(p, m), depth - 1, keep_duplicates);
    return n;
}

} // namespace draughts_ref
