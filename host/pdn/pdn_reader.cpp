// PDN reader: a hand-written scanner over the decoded text, following the PDN 3.0 grammar
// (FMJD, pdn.fmjd.org, "PDN Grammars") with the leniencies of its reading grammar.
#include "pdn_reader.hpp"

#include "pdn_decode.hpp"

#include "core/bounded_read.hpp"
#include "core/message.hpp"
#include "core/qt_text.hpp"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

namespace damka::pdn {

bool PdnFile::has_errors() const {
    for (const ReadGame &g : games)
        if (g.error) return true;
    return false;
}

QString format_error(const QString &path, const ReadError &e) {
    return QStringLiteral("%1:%2:%3: %4")
        .arg(path.isEmpty() ? QStringLiteral("<pdn>") : path)
        .arg(e.where.line)
        .arg(e.where.column)
        .arg(e.message);
}

namespace {

// A word of the file quoted in a message: its start only when it is long (a 10 MB tag name).
QString shown(const QString &text) { return qs(excerpt(text.toStdString())); }

const QString results_expected = QStringLiteral("1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0 or *");
// Variations nest; a limit keeps a malicious file from exhausting the stack.
constexpr int max_variation_depth = 64;

struct SyntaxError {
    ReadError error;
    qsizetype resume; // where to look for the next game
    bool next_game_here; // `resume` is the '[' of the next game's first tag
};

QString quoted(QStringView s) {
    QString t = s.left(40).toString();
    if (s.size() > 40) t += QStringLiteral("...");
    return QLatin1Char('\'') + t + QLatin1Char('\'');
}

QString where_text(Location l) { return QStringLiteral("line %1, column %2").arg(l.line).arg(l.column); }

class Parser {
public:
    explicit Parser(const QString &text) : s_(text) {}

    std::vector<ReadGame> games() {
        std::vector<ReadGame> out;
        while (skip_blank(), !at_end()) {
            ReadGame g;
            const qsizetype start = pos_;
            depth_ = 0;
            g.game.where = here();
            warnings_ = &g.warnings;
            try {
                read_tags(g.game);
                read_body(g.game, g.game.moves, nullptr);
            } catch (const SyntaxError &e) {
                g.error = e.error;
                resync(std::max(e.resume, start + 1), e.next_game_here);
            }
            out.push_back(std::move(g));
        }
        return out;
    }

private:
    // Where the scanner is. What resync() asks about the current and the previous line is
    // kept up to date here, character by character, so that no question rescans a line
    // (rescanning made a line of 400k '[' take seconds).
    struct Cursor {
        qsizetype pos = 0;
        int line = 1;
        qsizetype line_start = 0;
        QChar line_first; // the current line's first non-blank character so far
        QChar previous_line_first; // that of the last line that held a non-blank character
    };
    const QString &s_;
    Cursor c_;
    qsizetype &pos_ = c_.pos;
    int &line_ = c_.line;
    qsizetype &line_start_ = c_.line_start;
    int depth_ = 0; // of the variation being read
    // A '{' at or after this position has no '}' after it (found once; saves rescanning the
    // rest of the file for every later unclosed comment).
    qsizetype unclosed_comment_from_ = -1;
    std::vector<Warning> *warnings_ = nullptr; // of the game being read

    bool at_end() const { return pos_ >= s_.size(); }
    QChar peek(qsizetype ahead = 0) const { return pos_ + ahead < s_.size() ? s_[pos_ + ahead] : QChar(); }
    Location here() const { return {line_, int(pos_ - line_start_ + 1)}; }

    void advance() {
        const QChar c = s_[pos_++];
        // LF, CRLF and a lone CR all end a line.
        if (c == u'\n' || (c == u'\r' && peek() != u'\n')) {
            ++line_;
            line_start_ = pos_;
            if (!c_.line_first.isNull()) c_.previous_line_first = c_.line_first;
            c_.line_first = QChar();
        } else if (c_.line_first.isNull() && !c.isSpace()) {
            c_.line_first = c;
        }
    }

    [[noreturn]] void fail(Location where, const QString &message) const {
        throw SyntaxError{{where, message}, pos_, false};
    }
    // An error found at the first tag of the next game (at `next_game`).
    [[noreturn]] void fail_before(qsizetype next_game, Location where, const QString &message) const {
        throw SyntaxError{{where, message}, next_game, true};
    }

    // Whitespace and PDN 3.0 '%' line comments (which are not part of the game).
    void skip_blank() {
        while (!at_end()) {
            if (peek().isSpace() || peek() == u'\uFEFF') {
                advance();
            } else if (peek() == u'%') {
                while (!at_end() && peek() != u'\n' && peek() != u'\r') advance();
            } else {
                return;
            }
        }
    }

    // After an error: the first tag of the next game, i.e. the next line starting with '['
    // whose previous non-blank line is not a tag line of the broken game.
    void resync(qsizetype from, bool next_game_here) {
        while (!at_end() && pos_ < from) advance();
        if (next_game_here && peek() == u'[') return;
        while (!at_end()) {
            if (peek() == u'[' && c_.line_first.isNull() && c_.previous_line_first != u'[') return;
            advance();
        }
    }

    // ---- Tag pairs: PDN 3.0 "PdnTag : LBRACKET IDENTIFIER STRING RBRACKET" ----------------
    void read_tags(GameRecord &game) {
        QHash<QString, int> seen; // tag name -> its line (a linear search made 80k tags quadratic)
        int last_tag_line = 0;
        qsizetype last_tag_end = 0;
        while (skip_blank(), peek() == u'[') {
            const Cursor open_cursor = c_;
            const qsizetype open = pos_;
            const Location at = here();
            advance();
            skip_inline_space();
            const qsizetype name_start = pos_;
            if (!peek().isLetter()) fail(here(), QStringLiteral("expected a tag name after '['"));
            while (peek().isLetterOrNumber() || peek() == u'_') advance();
            const QString name = s_.mid(name_start, pos_ - name_start);
            if (const auto first = seen.constFind(name); first != seen.cend()) {
                // PDN 3.0 "Game : (GameHeader GameBody?) | GameBody": a header may stand
                // alone. A tag seen again after a blank line starts the next game.
                if (at.line > last_tag_line + 1 && blank_line_between(last_tag_end, open)) {
                    c_ = open_cursor;
                    return;
                }
                c_ = open_cursor; // the next game starts at this '[': resume reading there
                fail_before(open, at,
                            QStringLiteral("tag %1 appears a second time (first at line %2): the game "
                                           "before it has no result, or a tag is repeated")
                                .arg(shown(name))
                                .arg(*first));
            }
            seen.insert(name, at.line);
            skip_inline_space();
            if (peek() != u'"') fail(here(), QStringLiteral("expected the quoted value of tag %1").arg(shown(name)));
            const Location value_at = here();
            advance();
            QString value;
            for (;;) {
                if (at_end() || peek() == u'\n' || peek() == u'\r')
                    fail(value_at,
                         QStringLiteral("the value of tag %1 is not closed with '\"' on its line").arg(shown(name)));
                const QChar c = peek();
                advance();
                if (c == u'"') break;
                if (c == u'\\' && (peek() == u'"' || peek() == u'\\')) { // STRING: \" inside
                    value += peek();
                    advance();
                } else {
                    value += c;
                }
            }
            skip_inline_space();
            if (peek() != u']')
                fail(here(),
                     QStringLiteral("expected ']' to close tag %1 opened at %2").arg(shown(name), where_text(at)));
            advance();
            game.tags.push_back({name, value, at});
            last_tag_line = line_;
            last_tag_end = pos_;
        }
    }

    // An empty line (blanks only) between two positions on different lines.
    bool blank_line_between(qsizetype from, qsizetype to) const {
        bool line_blank = false;
        for (qsizetype i = from; i < to; ++i) {
            const QChar c = s_[i];
            if (c == u'\n' || c == u'\r') {
                if (line_blank) return true;
                if (c == u'\r' && i + 1 < to && s_[i + 1] == u'\n') ++i;
                line_blank = true;
            } else if (!c.isSpace()) {
                line_blank = false;
            }
        }
        return false;
    }

    void skip_inline_space() {
        while (!at_end() && (peek() == u' ' || peek() == u'\t')) advance();
    }

    // ---- Move text -------------------------------------------------------------------------
    // Reads elements into `line` until the game result (top level) or the ')' closing the
    // variation opened at `open` (nested).
    void read_body(GameRecord &game, std::vector<Element> &line, const Location *open) {
        int pending_number = 0;
        bool pending_ellipsis = false;
        bool any_move = false; // kept, not searched for: many variations made the search quadratic
        Location pending_at;
        auto no_pending = [&](const Location &at, const QString &what) {
            if (pending_number)
                fail(at,
                     QStringLiteral("move number %1 at %2 is followed by %3, expected a move")
                         .arg(pending_number)
                         .arg(where_text(pending_at), what));
        };
        for (bool first = true;; first = false) {
            skip_blank();
            const Location at = here();
            // A header with no move text (PDN 3.0: GameBody is optional) ends at the next
            // game's first tag or at the end of the file.
            if (first && !open && !game.tags.empty() && (at_end() || peek() == u'[')) return;
            if (at_end()) {
                if (open)
                    fail(at,
                         QStringLiteral("end of file inside the variation opened at %1: expected ')'")
                             .arg(where_text(*open)));
                // A file's last game often stops after its last move (PDN 3.0 wants a result):
                // read as "*", the unknown result, with a warning. A move number left waiting
                // for its move is a truncated file.
                if (any_move && !pending_number) {
                    warn(at, QStringLiteral("the file ends after the last move without a game result: read as '*'"));
                    game.result = QStringLiteral("*");
                    game.result_where = at;
                    return;
                }
                fail(at,
                     QStringLiteral("end of file before the game result: expected a move or %1").arg(results_expected));
            }
            const QChar c = peek();
            if (c == u'[') {
                if (open)
                    fail_before(
                        pos_, at,
                        QStringLiteral("'[' inside the variation opened at %1: expected ')'").arg(where_text(*open)));
                fail_before(pos_, at,
                            QStringLiteral(
                                "the move text ends without a game result before the next tag: expected a move or %1")
                                .arg(results_expected));
            }
            // A comment may stand between a move number and its move ("77. {time trouble} 27-21"),
            // as real files write it; the number stays waiting for the move.
            if (c == u'{') {
                line.push_back(read_brace_comment());
            } else if (c == u';') { // PDN 1.0 / PGN: a comment to the end of the line
                advance();
                const qsizetype b = pos_;
                while (!at_end() && peek() != u'\n' && peek() != u'\r') advance();
                line.push_back(located(Element::comment(s_.mid(b, pos_ - b).simplified()), at));
            } else if (c == u'(') {
                if (attach_bracketed_strength(line)) continue;
                no_pending(at, QStringLiteral("a variation"));
                if (!any_move)
                    fail(at, QStringLiteral("a variation '(' before any move: it must follow the move it replaces"));
                if (depth_ == max_variation_depth)
                    fail(at, QStringLiteral("variations nested deeper than %1 levels").arg(max_variation_depth));
                advance();
                Element v = located(Element::variation({}), at);
                ++depth_;
                read_body(game, v.line, &at);
                --depth_;
                line.push_back(std::move(v));
            } else if (c == u')') {
                no_pending(at, QStringLiteral("')'"));
                if (!open) fail(at, QStringLiteral("')' without a matching '('"));
                advance();
                if (!any_move) fail(*open, QStringLiteral("the variation opened here holds no move"));
                return;
            } else if (c == u'$') { // PDN 3.0 NAG : "\$[0-9]+"
                no_pending(at, QStringLiteral("a NAG"));
                advance();
                const qsizetype b = pos_;
                while (peek() >= u'0' && peek() <= u'9' && pos_ - b < 9) advance();
                if (pos_ == b) fail(here(), QStringLiteral("expected the digits of a NAG after '$'"));
                Element e = Element::nag(s_.mid(b, pos_ - b).toInt());
                line.push_back(located(std::move(e), at));
            } else if (c == u'/') { // PDN 3.0 SETUP : "\/[^\/]*\/"
                no_pending(at, QStringLiteral("a set-up"));
                advance();
                const qsizetype b = pos_;
                while (!at_end() && peek() != u'/') advance();
                if (at_end()) fail(at, QStringLiteral("the set-up opened with '/' is not closed with '/'"));
                line.push_back(located(Element::setup(s_.mid(b, pos_ - b).trimmed()), at));
                advance();
            } else if (c == u'!' || c == u'?') {
                no_pending(at, QStringLiteral("a move strength"));
                const qsizetype b = pos_;
                while (peek() == u'!' || peek() == u'?') advance();
                set_strength(line, s_.mid(b, pos_ - b), at);
            } else if (c == u'"' || c == u']' || c == u'}') {
                fail(at,
                     QStringLiteral("unexpected '%1' in the move text: expected a move or %2")
                         .arg(c)
                         .arg(results_expected));
            } else {
                const QString word = read_move_word();
                if (Result::is_result(word)) {
                    // Team-match files write a game that was not played (a default) as the
                    // first move number and the result, "1. 0-2" (wiegerw/pdn games/fail/
                    // mrdrcd07.pdn): read as a game without moves, with a warning. A number
                    // waiting for its move anywhere else is still an error.
                    if (pending_number == 1 && !pending_ellipsis && !open && !any_move) {
                        warn(pending_at,
                             qs(DAMKA_TR("Pdn",
                                         "move number 1 with no move before the result %1: "
                                         "read as a game that was not played")
                                    .arg(word.toStdString())
                                    .english()));
                        pending_number = 0;
                    }
                    no_pending(at, QStringLiteral("the result %1").arg(word));
                    if (open)
                        fail(at,
                             QStringLiteral("game result %1 inside the variation opened at %2: expected ')'")
                                 .arg(word, where_text(*open)));
                    // "½-½" is read as the PDN draw code.
                    game.result = word == QStringLiteral("\u00bd-\u00bd") ? QStringLiteral("1/2-1/2") : word;
                    game.result_where = at;
                    return;
                }
                read_word(line, word, at, pending_number, pending_ellipsis, pending_at);
                any_move = any_move || (!line.empty() && line.back().kind == Element::Kind::Move);
            }
        }
    }

    // A word of move text. Square numbers padded to two columns ("1- 7", "17x 8": tables
    // printed in fixed columns) are joined across the blanks after a separator. PDN 3.0
    // "PDN 3.0 Restrictions" 1 forbids spaces in a move when writing; its reading grammar
    // is meant to be more liberal.
    QString read_move_word() {
        auto is_word = [&] { return !at_end() && !peek().isSpace() && !QStringView(u"{}()[];%$\"").contains(peek()); };
        QString word;
        for (;;) {
            const qsizetype b = pos_;
            while (is_word()) advance();
            word += QStringView(s_).mid(b, pos_ - b);
            if (word.isEmpty() || !QStringView(u"-x:X").contains(word.back())) return word;
            qsizetype n = 0;
            while (peek(n) == u' ' || peek(n) == u'\t') ++n;
            if (n == 0 || !peek(n).isDigit()) return word;
            for (qsizetype i = 0; i < n; ++i) advance();
        }
    }

    void warn(Location where, QString message) {
        if (warnings_) warnings_->push_back({where, std::move(message)});
    }

    template <class E>
    static E located(E e, Location at) {
        e.where = at;
        return e;
    }

    Element read_brace_comment() {
        // PDN 3.0 COMMENT : "\{[^}]*\}" — comments do not nest.
        const Location at = here();
        advance();
        const Cursor b_cursor = c_;
        const qsizetype b = pos_;
        auto unclosed = [&] {
            // Look for the next game inside the runaway comment.
            unclosed_comment_from_ = unclosed_comment_from_ < 0 ? b : std::min(unclosed_comment_from_, b);
            c_ = b_cursor;
            fail(at, QStringLiteral("the comment opened with '{' is not closed with '}'"));
        };
        if (unclosed_comment_from_ >= 0 && b >= unclosed_comment_from_) unclosed();
        while (!at_end() && peek() != u'}') advance();
        if (at_end()) unclosed();
        Element e = located(Element::comment(s_.mid(b, pos_ - b).simplified()), at);
        advance();
        return e;
    }

    // PDN 3.0 MOVESTRENGTH "(\([\!\?]+\))": "(!)" right after a move is a strength, not a variation.
    // Scanned by hand: a regular expression matched at pos_ checks the whole text each time.
    bool attach_bracketed_strength(std::vector<Element> &line) {
        if (line.empty() || line.back().kind != Element::Kind::Move) return false;
        qsizetype n = 1;
        while (peek(n) == u'!' || peek(n) == u'?') ++n;
        if (n == 1 || peek(n) != u')') return false;
        const Location at = here();
        const QString strength = s_.mid(pos_, n + 1);
        for (qsizetype i = 0; i <= n; ++i) advance();
        set_strength(line, strength, at);
        return true;
    }

    void set_strength(std::vector<Element> &line, const QString &strength, Location at) {
        if (line.empty() || line.back().kind != Element::Kind::Move)
            fail(at, QStringLiteral("move strength '%1' without a move before it").arg(shown(strength)));
        if (!line.back().strength.isEmpty())
            fail(at,
                 QStringLiteral("a second move strength '%1' after '%2'")
                     .arg(shown(strength), shown(line.back().strength)));
        line.back().strength = strength;
    }

    // A move number ("12.", "12...", glued to a move or not) and/or a move.
    void read_word(std::vector<Element> &line, const QString &word, Location at, int &pending_number,
                   bool &pending_ellipsis, Location &pending_at) {
        // PDN 3.0 MOVENUMBER : "[0-9]+\.(\.\.)?"; older files also write "12.." or glue the move.
        static const QRegularExpression number_re(QStringLiteral("^(\\d+)(\\.+)"));
        // PDN 3.0 Move: squares "[a-h][1-8]" or numbers, joined by '-' or 'x'; Russian files
        // write captures with ':'. MOVESTRENGTH "[\!\?]+", and '*' for a forced move.
        static const QRegularExpression move_re(
            QStringLiteral("^([a-z]?\\d+)(?:[-x:X]([a-z]?\\d+))+([!?]+|\\([!?]+\\)|\\*)?$"));
        QStringView rest = word;
        Location move_at = at;
        if (const QRegularExpressionMatch m = number_re.match(word); m.hasMatch()) {
            if (pending_number)
                fail(at,
                     QStringLiteral("move number %1 at %2 is followed by another move number %3")
                         .arg(pending_number)
                         .arg(where_text(pending_at), m.captured(0)));
            bool whole = false;
            pending_number = m.captured(1).toInt(&whole);
            // Moves are numbered from 1 (PDN 3.0 MOVENUMBER); 0 also means "no number" here.
            if (!whole || pending_number < 1)
                fail(at, QStringLiteral("move number %1 is not a move number (1 or more)").arg(m.captured(1)));
            pending_ellipsis = m.capturedLength(2) > 1;
            pending_at = at;
            rest = rest.mid(m.capturedLength(0));
            move_at.column += int(m.capturedLength(0));
            if (rest.isEmpty()) return;
        }
        // "27. ... 18-23": the ellipsis written apart from the number (the second side moves).
        static const QRegularExpression ellipsis_re(QStringLiteral("^(\\.{2,}|\u2026)$"));
        if (pending_number && !pending_ellipsis && rest.size() == word.size() &&
            ellipsis_re.match(rest.toString()).hasMatch()) {
            pending_ellipsis = true;
            return;
        }
        QString text = rest.toString();
        // "a3b4": algebraic squares with no separator; read as a quiet move (the replay
        // accepts a capture written so, with a warning).
        static const QRegularExpression glued_re(QStringLiteral("^(?:[a-z]\\d{1,2}){2,}([!?]+|\\([!?]+\\)|\\*)?$"));
        if (!move_re.match(text).hasMatch() && glued_re.match(text).hasMatch()) {
            static const QRegularExpression square_re(QStringLiteral("[a-z]\\d{1,2}"));
            QStringList squares;
            for (const QRegularExpressionMatch &sq : square_re.globalMatch(text)) squares << sq.captured();
            const QString joined = squares.join(u'-') + glued_re.match(text).captured(1);
            warn(move_at,
                 QStringLiteral("move '%1' has no separator between its squares: read as %2")
                     .arg(shown(text), shown(joined)));
            text = joined;
        }
        const QRegularExpressionMatch m = move_re.match(text);
        if (!m.hasMatch())
            fail(move_at,
                 QStringLiteral("expected a move, a move number or a game result (%1); found %2")
                     .arg(results_expected, quoted(rest)));
        const qsizetype strength_len = m.capturedLength(3);
        Element e = Element::move(text.left(text.size() - strength_len), pending_number, pending_ellipsis);
        e.strength = m.captured(3);
        line.push_back(located(std::move(e), move_at));
        pending_number = 0;
        pending_ellipsis = false;
    }
};

} // namespace

PdnFile read_pdn_text(const QString &text, const QString &path) {
    PdnFile f;
    f.path = path;
    f.encoding = QStringLiteral("UTF-8");
    f.games = Parser(text).games();
    return f;
}

PdnFile read_pdn(const QByteArray &bytes, const QString &path) {
    DecodedPdn d = decode_pdn_games(bytes);
    PdnFile f = read_pdn_text(d.text, path);
    f.encoding = d.encoding;
    f.notes = std::move(d.notes);
    return f;
}

Expected<PdnFile> read_pdn_file(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()).toStdString()};
    const BoundedRead r = read_bounded(file, path, kPdnFileBound);
    if (!r.error.isEmpty()) return Error{r.error.toStdString()};
    return read_pdn(r.bytes, path);
}

} // namespace damka::pdn
