#include "pdn_tags.hpp"

#include <QRegularExpression>

namespace damka::pdn {

namespace {

Error at_char(qsizetype index, const QString &what) {
    return Error{QStringLiteral("character %1: %2").arg(index + 1).arg(what).toStdString()};
}

// A small cursor over a tag value.
struct Cursor {
    QStringView s;
    qsizetype i = 0;
    bool at_end() const { return i >= s.size(); }
    QChar peek() const { return at_end() ? QChar() : s[i]; }
    bool take(QChar c) {
        if (peek() != c) return false;
        ++i;
        return true;
    }
    // Digits as a number; -1 when there are none.
    long long number() {
        const qsizetype b = i;
        while (peek() >= u'0' && peek() <= u'9' && i - b < 9) ++i;
        return i == b ? -1 : s.mid(b, i - b).toLongLong();
    }
};

QString found(const Cursor &c) {
    return c.at_end() ? QStringLiteral("found the end of the value") : QStringLiteral("found '%1'").arg(c.peek());
}

} // namespace

Expected<GameType> parse_gametype(QStringView value) {
    Cursor c{value.trimmed()};
    GameType t;
    const long long n = c.number();
    if (n < 0) return at_char(c.i, QStringLiteral("expected the game type number, ") + found(c));
    t.number = int(n);
    if (c.at_end()) return t;
    // PDN 3.0 GameType attributes: ,W|B,width,height,[ANS][0-3][,0|1]
    auto comma = [&]() { return c.take(u','); };
    if (!comma()) return at_char(c.i, QStringLiteral("expected ',' after the game type number, ") + found(c));
    t.extended = true;
    if (c.peek() != u'W' && c.peek() != u'B')
        return at_char(c.i, QStringLiteral("expected the start colour W or B, ") + found(c));
    t.start_colour = c.peek();
    ++c.i;
    if (!comma()) return at_char(c.i, QStringLiteral("expected ',' after the start colour, ") + found(c));
    const long long w = c.number();
    if (w <= 0) return at_char(c.i, QStringLiteral("expected the board width, ") + found(c));
    if (!comma()) return at_char(c.i, QStringLiteral("expected ',' after the board width, ") + found(c));
    const long long h = c.number();
    if (h <= 0) return at_char(c.i, QStringLiteral("expected the board height, ") + found(c));
    t.board_width = int(w);
    t.board_height = int(h);
    if (!comma()) return at_char(c.i, QStringLiteral("expected ',' after the board height, ") + found(c));
    if (c.peek() != u'A' && c.peek() != u'N' && c.peek() != u'S')
        return at_char(c.i, QStringLiteral("expected the notation A, N or S, ") + found(c));
    t.notation = c.peek();
    ++c.i;
    if (c.peek() < u'0' || c.peek() > u'3')
        return at_char(c.i, QStringLiteral("expected the notation's start corner 0..3, ") + found(c));
    t.notation_corner = c.peek().digitValue();
    ++c.i;
    if (comma()) {
        if (c.peek() != u'0' && c.peek() != u'1')
            return at_char(c.i, QStringLiteral("expected the invert flag 0 or 1, ") + found(c));
        t.invert = c.peek().digitValue();
        ++c.i;
    }
    if (!c.at_end()) return at_char(c.i, QStringLiteral("unexpected text after the game type, ") + found(c));
    return t;
}

QString plugin_fen(QStringView value) {
    QStringView v = value.trimmed();
    if (v.endsWith(u'.')) v.chop(1); // PDN 3.0 FEN grammar: DOT? — "No dot ... when writing"
    return v.trimmed().toString();
}

// Boards are at most 64 x 64 squares (the host refuses larger variants).
constexpr qsizetype max_fen_pieces = 64 * 64;

Expected<Fen> parse_fen(QStringView value) {
    // Offsets in messages count from the start of the tag value as written.
    const QStringView v = value.trimmed();
    const qsizetype lead = v.isEmpty() ? 0 : v.data() - value.data();
    Cursor c{v};
    auto err = [&](const QString &what) { return at_char(lead + c.i, what); };
    Fen fen;
    auto colour = [](QChar ch) { return ch == u'W' || ch == u'B' || ch == u'?'; };
    if (!colour(c.peek())) return err(QStringLiteral("expected the side to move W, B or ?, ") + found(c));
    fen.turn = c.peek();
    ++c.i;
    if (c.peek() != u':') return err(QStringLiteral("expected ':' after the side to move, ") + found(c));
    // PDN 3.0: NumericSquares : (COLON COLOR NumericSquareSequence)+; the FEN extensions allow a
    // colour with no pieces.
    while (c.take(u':')) {
        if (!colour(c.peek())) return err(QStringLiteral("expected the colour W, B or ? of a piece list, ") + found(c));
        const QChar side = c.peek();
        ++c.i;
        bool first = true;
        while (!c.at_end() && c.peek() != u':' && !(c.peek() == u'.' && c.i + 1 == v.size())) {
            if (!first && !c.take(u',')) return err(QStringLiteral("expected ',' between squares, ") + found(c));
            first = false;
            const bool king = c.take(u'K');
            if (qsizetype(fen.pieces.size()) >= max_fen_pieces)
                return err(QStringLiteral("more than %1 pieces: larger than any board").arg(max_fen_pieces));
            if (c.peek().isLower()) { // AlphaNumericSquares: KING? ALPHASQUARE
                const qsizetype b = c.i;
                ++c.i;
                if (c.number() < 0) return err(QStringLiteral("expected the rank digits of a square, ") + found(c));
                fen.pieces.push_back({side, king, v.mid(b, c.i - b).toString()});
                continue;
            }
            const long long from = c.number(); // NumericSquareRange : KING? NUMSQUARE (HYPHEN NUMSQUARE)?
            if (from < 0) return err(QStringLiteral("expected a square number, ") + found(c));
            long long to = from;
            if (c.take(u'-')) {
                to = c.number();
                if (to < 0) return err(QStringLiteral("expected the last square of a range, ") + found(c));
                if (to < from) return err(QStringLiteral("the range %1-%2 runs backwards").arg(from).arg(to));
                if (to - from > 1000)
                    return err(QStringLiteral("the range %1-%2 is larger than any board").arg(from).arg(to));
            }
            // Ranges multiply what is written: a bound on the whole keeps "1-1000," repeated
            // from growing a short tag into millions of pieces.
            if (qsizetype(fen.pieces.size()) + (to - from + 1) > max_fen_pieces)
                return err(QStringLiteral("more than %1 pieces: larger than any board").arg(max_fen_pieces));
            for (long long sq = from; sq <= to; ++sq) fen.pieces.push_back({side, king, QString::number(sq)});
        }
    }
    c.take(u'.');
    if (!c.at_end()) return err(QStringLiteral("unexpected text after the position, ") + found(c));
    return fen;
}

} // namespace damka::pdn
