#include "move_records.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <sstream>
#include <stdexcept>

namespace damka::conformance {
namespace {

// "man" or "king" as drawn (ABI 1.3 `glyph`); before 1.3, a label that is one of the two words.
std::string glyph(const QJsonObject &piece) {
    const QString g = piece.value(QStringLiteral("glyph")).toString();
    if (!g.isEmpty()) return g.toStdString();
    const QString label = piece.value(QStringLiteral("label")).toString();
    return label == QLatin1String("man") || label == QLatin1String("king") ? label.toStdString() : std::string();
}

// A board description (plugin-api/README.md "Board description") as the check needs it:
// each listed square's name and pieces, bottom to top.
struct Board {
    std::map<int32_t, QJsonArray> pieces;
    std::map<int32_t, std::string> names;

    std::string name(int32_t s) const {
        const auto it = names.find(s);
        return it != names.end() ? it->second : "square " + std::to_string(s);
    }
    QJsonArray at(int32_t s) const {
        const auto it = pieces.find(s);
        return it != pieces.end() ? it->second : QJsonArray();
    }
    QJsonObject top(int32_t s) const {
        const QJsonArray p = at(s);
        return p.isEmpty() ? QJsonObject() : p.last().toObject();
    }
    int top_side(int32_t s) const { return top(s).value(QStringLiteral("side")).toInt(-1); }
    // Pieces of `side` drawn as kings, stacks included.
    int kings(int side) const {
        int n = 0;
        for (const auto &[square, stack] : pieces)
            for (const QJsonValue &x : stack)
                n += x.toObject().value(QStringLiteral("side")).toInt(-1) == side && glyph(x.toObject()) == "king";
        return n;
    }
    bool holds_side(int32_t s, int side) const {
        const QJsonArray p = at(s);
        return std::any_of(p.begin(), p.end(), [&](const QJsonValue &x) {
            return x.toObject().value(QStringLiteral("side")).toInt(-1) == side;
        });
    }
};

Board read_board(const Game &g) {
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json()));
    // Without a board there is nothing to compare (BoardDescriptionIsValid says what is wrong).
    if (!doc.isObject()) throw std::runtime_error("the board description is not a JSON object at " + g.position());
    Board b;
    for (const QJsonValue &v : doc.object().value(QStringLiteral("squares")).toArray()) {
        const QJsonObject s = v.toObject();
        const int32_t i = s.value(QStringLiteral("index")).toInt(-1);
        b.names[i] = s.value(QStringLiteral("name")).toString().toStdString();
        b.pieces[i] = s.value(QStringLiteral("pieces")).toArray();
    }
    return b;
}

std::string describe(const QJsonObject &piece, int mover) {
    if (piece.isEmpty()) return "nothing";
    const int side = piece.value(QStringLiteral("side")).toInt(-1);
    return std::string(side == mover ? "the mover's own " : "a ") +
        piece.value(QStringLiteral("label")).toString().toStdString();
}

std::string squares_text(const Board &b, const std::vector<int32_t> &squares) {
    std::string s;
    for (int32_t q : squares) s += (s.empty() ? "" : " ") + b.name(q);
    return "[" + s + "]";
}

// Strictly between a and b on one rank, file or diagonal of a board `width` squares wide.
bool between(int32_t a, int32_t b, int32_t c, int width) {
    const int ax = a % width, ay = a / width, bx = b % width, by = b / width, cx = c % width, cy = c / width;
    const int dx = bx - ax, dy = by - ay;
    if (dx == 0 && dy == 0) return false;
    if (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy)) return false;
    const int steps = std::max(std::abs(dx), std::abs(dy));
    const int sx = dx / steps, sy = dy / steps;
    for (int k = 1; k < steps; ++k)
        if (ax + k * sx == cx && ay + k * sy == cy) return true;
    return false;
}

// The faults found, by kind; each kind is reported once with its first examples.
class Faults {
public:
    void add(const std::string &kind, const std::string &text) {
        Kind &k = kinds_[kind];
        if (k.examples.size() < 3) k.examples.push_back(text);
        ++k.count;
    }
    // Reported without a source location: a plugin author needs the move, not the kit's file.
    void report() const {
        for (const auto &[kind, k] : kinds_) {
            std::ostringstream out;
            for (const std::string &e : k.examples) out << e << "\n";
            if (k.count > k.examples.size()) out << "(" << k.count << " moves in all)\n";
            ADD_FAILURE_AT("damka-conformance", -1) << out.str();
        }
    }

private:
    struct Kind {
        std::vector<std::string> examples;
        size_t count = 0;
    };
    std::map<std::string, Kind> kinds_;
};

class RecordCheck {
public:
    // `position` and `side_to_move` are the game's before the move.
    RecordCheck(const Variant &v, const std::string &position, int side_to_move, const Board &before,
                const MoveRecord &m, const Board &after, Faults &faults)
        : v_(v), b_(before), a_(after), m_(m), faults_(faults),
          where_(v.id() + ": at " + position + ": move '" + m.notation + "' "),
          mover_(m.from >= 0 && before.top_side(m.from) >= 0 ? before.top_side(m.from) : side_to_move) {}

    void run() {
        if (m_.flags & DAMKA_MOVE_PASS) { // no piece moves: nothing to compare but the capture
            capture_flag();
            return;
        }
        if (m_.from >= 0 && b_.at(m_.from).isEmpty())
            fault("empty origin", "starts from " + b_.name(m_.from) + ", which is empty before the move");
        capture_flag();
        captured_squares();
        path();
        promotion();
    }

private:
    void fault(const std::string &kind, const std::string &text) { faults_.add(kind, where_ + text); }

    // plugin_api.h: CAPTURE "takes one or more enemy pieces"; `captured` lists them.
    void capture_flag() {
        const bool flag = m_.flags & DAMKA_MOVE_CAPTURE;
        if (flag && m_.captured.empty())
            fault("capture without captured", "captures (flag set) but lists no captured square");
        if (!flag && !m_.captured.empty())
            fault("quiet with captured",
                  "is a quiet move (no capture flag) but lists captured squares " + squares_text(b_, m_.captured));
    }

    // Each taken piece (or tower) stood on its square before the move and belonged to the other
    // side (a tower: held one of its pieces); the square is not the origin the mover leaves
    // (Gamma's piece takes the stack under it in place: from = to), and it is empty or changed
    // after, unless the mover lands on it (Focus: a stack can look the same after a capture).
    void captured_squares() {
        for (int32_t c : m_.captured) {
            const std::string name = b_.name(c);
            if (c == m_.from && m_.from != m_.to)
                fault("captures own origin", "lists its own origin " + name + " as captured");
            if (!b_.holds_side(c, 1 - mover_))
                fault("captured not the opponent's",
                      "lists " + name + " as captured, but " + name + " held " + describe(b_.top(c), mover_) +
                          " before the move");
            if (c != m_.to && b_.at(c) == a_.at(c))
                fault("captured unchanged",
                      "lists " + name + " as captured, but " + name + " is unchanged after the move");
        }
    }

    // plugin_api.h: the path is "every square the piece stands on, origin first, final last".
    // So it starts at `from` (unless a drop), ends at `to`, has no square twice in a row, and
    // in a capture of several pieces each piece is taken by its own step of the path, in
    // capture order: the step lands on it (displacement) or jumps over it (a straight step with
    // the piece strictly between its two squares). A step that jumps lands on an empty square
    // (or the origin, or a square emptied by an earlier capture of the move).
    void path() {
        const std::vector<int32_t> &p = m_.path;
        if (p.empty()) {
            fault("no path", "has no path (the ABI's path lists at least the destination)");
            return;
        }
        if (m_.from >= 0 && p.front() != m_.from)
            fault("path start",
                  "has a path " + squares_text(b_, p) + " that does not start at its origin " + b_.name(m_.from));
        if (p.back() != m_.to)
            fault("path end",
                  "has a path " + squares_text(b_, p) + " that does not end at its destination " + b_.name(m_.to));
        for (size_t k = 1; k < p.size(); ++k)
            if (p[k] == p[k - 1])
                fault("path repeats", "has a path that stands on " + b_.name(p[k]) + " twice in a row");
        const int width = int(v_.board_width());
        size_t step = 1;
        for (size_t i = 0; i < m_.captured.size(); ++i) {
            const int32_t c = m_.captured[i];
            if (!b_.holds_side(c, 1 - mover_)) continue; // captured_squares() names it
            size_t k = step;
            while (k < p.size() && p[k] != c && !between(p[k - 1], p[k], c, width)) ++k;
            if (k == p.size()) {
                // One piece taken off the path (en passant) leaves no landing to miss.
                if (m_.captured.size() > 1)
                    fault("path misses landings",
                          "takes " + std::to_string(m_.captured.size()) + " pieces but its path " +
                              squares_text(b_, p) + " has no step of its own for " + b_.name(c) + " (capture " +
                              std::to_string(i + 1) + "): a landing square is missing");
                break;
            }
            if (p[k] != c) { // a jump: its landing was free
                const bool freed = std::find(m_.captured.begin(), m_.captured.begin() + long(i), p[k]) !=
                    m_.captured.begin() + long(i);
                if (p[k] != m_.from && !freed && !b_.at(p[k]).isEmpty())
                    fault("lands on occupied",
                          "jumps " + b_.name(c) + " and lands on " + b_.name(p[k]) + ", which holds " +
                              describe(b_.top(p[k]), mover_) + " before the move");
            }
            step = k + 1;
        }
    }

    // plugin_api.h: PROMOTION "the moving piece is promoted by this move". Counted per side over
    // the whole board, stacks included, so a promotion where the variant puts it counts too
    // (Tavreli: a Ратник the move uncovers on its last rank is promoted, even the opponent's):
    // a move after which a side has more pieces drawn as kings carries the flag, and a move
    // with the flag leaves a side more kings. A move flagged DEMOTION is exempt both ways:
    // Ashtarashki's crown marks a stone turned over, a lower rank; an Adiukh man crowned during
    // a capture is a man again at its end (adiukh 3.12).
    void promotion() {
        if (m_.flags & DAMKA_MOVE_DEMOTION) return;
        const bool crowned = a_.kings(mover_) > b_.kings(mover_) || a_.kings(1 - mover_) > b_.kings(1 - mover_);
        const bool flag = m_.flags & DAMKA_MOVE_PROMOTION;
        const QJsonObject landed = a_.top(m_.to);
        if (crowned && !flag)
            fault("promotion not flagged",
                  "makes a man a king (" + describe(landed, mover_) + " on " + a_.name(m_.to) +
                      " after) without the promotion flag");
        if (flag && !crowned)
            fault("promotion flag without promotion",
                  "sets the promotion flag, but no man becomes a king (" + describe(landed, mover_) + " on " +
                      a_.name(m_.to) + " after)");
    }

    const Variant &v_;
    const Board &b_, &a_;
    const MoveRecord &m_;
    Faults &faults_;
    const std::string where_;
    const int mover_;
};

} // namespace

// Every played move of `games` random games, and every listed move at each position of the first
// half of them up to ply 120 (as LegalMovesPlayConsistently: the slow variants list many moves).
void move_records_match_the_board(const Variant &v, const Options &o) {
    Faults faults;
    std::mt19937 rng(o.seed + 2);
    const int all_moves_games = std::max(1, o.games / 2), all_moves_plies = std::min(o.max_plies, 120);
    for (int game = 0; game < o.games; ++game) {
        Expected<Game> started = v.new_game();
        ASSERT_TRUE(started.has_value()) << v.id() << ": the start position was refused: " << started.error();
        Game g = std::move(started).value();
        Board before = read_board(g);
        for (int ply = 0; ply <= o.max_plies; ++ply) {
            const std::vector<MoveRecord> moves = g.legal_moves();
            if (moves.empty() || g.status().finished()) break;
            const std::string position = g.position();
            const int side = g.side_to_move();
            const size_t chosen = std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng);
            if (game < all_moves_games && ply < all_moves_plies) {
                for (size_t i = 0; i < moves.size(); ++i) {
                    if (i == chosen) continue;
                    Game next = g.clone();
                    if (!next.play(moves[i].notation)) continue; // LegalMovesPlayConsistently names it
                    RecordCheck(v, position, side, before, moves[i], read_board(next), faults).run();
                }
            }
            if (!g.play(moves[chosen].notation)) break;
            Board after = read_board(g);
            RecordCheck(v, position, side, before, moves[chosen], after, faults).run();
            before = std::move(after);
        }
    }
    faults.report();
}

} // namespace damka::conformance
