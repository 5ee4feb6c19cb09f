// PDN reader: a hand-written scanner over the decoded text, following the PDN 3.0 grammar
// (FMJD, pdn.fmjd.org, "PDN Grammars") with the leniencies of its reading grammar.
#include "pdn_reader.hpp"

#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>

namespace damka::pdn {

bool PdnFile::has_errors() const {
    for (const ReadGame &g : games)
        if (g.error) return true;
    return false;
}

QString decode_pdn(const QByteArray &bytes, QString *encoding) {
    static const QByteArray bom("\xEF\xBB\xBF");
    const bool has_bom = bytes.startsWith(bom);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
    QString text = utf8.decode(has_bom ? bytes.mid(bom.size()) : bytes);
    if (!utf8.hasError()) {
        if (encoding) *encoding = has_bom ? QStringLiteral("UTF-8 with BOM") : QStringLiteral("UTF-8");
        return text;
    }
    // Not valid UTF-8: older PDN files are Latin-1 (every byte is a character).
    if (encoding) *encoding = QStringLiteral("Latin-1");
    return QString::fromLatin1(bytes);
}

QString format_error(const QString &path, const ReadError &e) {
    return QStringLiteral("%1:%2:%3: %4").arg(path.isEmpty() ? QStringLiteral("<pdn>") : path).arg(e.where.line).arg(e.where.column).arg(e.message);
}

namespace {

const QString results_expected = QStringLiteral("1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0 or *");
// Variations nest; a limit keeps a malicious file from exhausting the stack.
constexpr int max_variation_depth = 64;

struct SyntaxError {
    ReadError error;
    qsizetype resume;  // where to look for the next game
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
    const QString &s_;
    qsizetype pos_ = 0;
    int line_ = 1;
    qsizetype line_start_ = 0;
    int depth_ = 0; // of the variation being read

    bool at_end() const { return pos_ >= s_.size(); }
    QChar peek(qsizetype ahead = 0) const {
        return pos_ + ahead < s_.size() ? s_[pos_ + ahead] : QChar();
    }
    Location here() const { return {line_, int(pos_ - line_start_ + 1)}; }

    void advance() {
        const QChar c = s_[pos_++];
        // LF, CRLF and a lone CR all end a line.
        if (c == u'\n' || (c == u'\r' && peek() != u'\n')) {
            ++line_;
            line_start_ = pos_;
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
            if (peek() == u'[' && s_.mid(line_start_, pos_ - line_start_).trimmed().isEmpty() &&
                !previous_line_is_tag())
                return;
            advance();
        }
    }

    bool previous_line_is_tag() const {
        qsizetype i = line_start_ - 1;
        while (i >= 0 && s_[i].isSpace()) --i;
        if (i < 0) return false;
        qsizetype b = i;
        while (b > 0 && s_[b - 1] != u'\n' && s_[b - 1] != u'\r') --b;
        while (b < i && s_[b].isSpace()) ++b;
        return s_[b] == u'[';
    }

    // ---- Tag pairs: PDN 3.0 "PdnTag : LBRACKET IDENTIFIER STRING RBRACKET" ----------------
    void read_tags(Game &game) {
        while (skip_blank(), peek() == u'[') {
            const qsizetype open = pos_;
            const Location at = here();
            advance();
            skip_inline_space();
            const qsizetype name_start = pos_;
            if (!peek().isLetter()) fail(here(), QStringLiteral("expected a tag name after '['"));
            while (peek().isLetterOrNumber() || peek() == u'_') advance();
            const QString name = s_.mid(name_start, pos_ - name_start);
            if (const Tag *t = game.find_tag(name))
                fail_before(open, at,
                     QStringLiteral("tag %1 appears a second time (first at line %2): the game "
                                    "before it has no result, or a tag is repeated")
                         .arg(name)
                         .arg(t->where.line));
            skip_inline_space();
            if (peek() != u'"') fail(here(), QStringLiteral("expected the quoted value of tag %1").arg(name));
            const Location value_at = here();
            advance();
            QString value;
            for (;;) {
                if (at_end() || peek() == u'\n' || peek() == u'\r')
                    fail(value_at, QStringLiteral("the value of tag %1 is not closed with '\"' on its line").arg(name));
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
            if (peek() != u']') fail(here(), QStringLiteral("expected ']' to close tag %1 opened at %2").arg(name, where_text(at)));
            advance();
            game.tags.push_back({name, value, at});
        }
    }

    void skip_inline_space() {
        while (!at_end() && (peek() == u' ' || peek() == u'\t')) advance();
    }

    // ---- Move text -------------------------------------------------------------------------
    // Reads elements into `line` until the game result (top level) or the ')' closing the
    // variation opened at `open` (nested).
    void read_body(Game &game, std::vector<Element> &line, const Location *open) {
        int pending_number = 0;
        bool pending_ellipsis = false;
        Location pending_at;
        auto no_pending = [&](const Location &at, const QString &what) {
            if (pending_number)
                fail(at, QStringLiteral("move number %1 at %2 is followed by %3, expected a move")
                             .arg(pending_number)
                             .arg(where_text(pending_at), what));
        };
        for (;;) {
            skip_blank();
            const Location at = here();
            if (at_end()) {
                if (open) fail(at, QStringLiteral("end of file inside the variation opened at %1: expected ')'").arg(where_text(*open)));
                fail(at, QStringLiteral("end of file before the game result: expected a move or %1").arg(results_expected));
            }
            const QChar c = peek();
            if (c == u'[') {
                if (open) fail_before(pos_, at, QStringLiteral("'[' inside the variation opened at %1: expected ')'").arg(where_text(*open)));
                fail_before(pos_, at, QStringLiteral("the move text ends without a game result before the next tag: expected a move or %1").arg(results_expected));
            }
            if (c == u'{') {
                no_pending(at, QStringLiteral("a comment"));
                line.push_back(read_brace_comment());
            } else if (c == u';') { // PDN 1.0 / PGN: a comment to the end of the line
                no_pending(at, QStringLiteral("a comment"));
                advance();
                const qsizetype b = pos_;
                while (!at_end() && peek() != u'\n' && peek() != u'\r') advance();
                line.push_back(located(Element::comment(s_.mid(b, pos_ - b).simplified()), at));
            } else if (c == u'(') {
                if (attach_bracketed_strength(line)) continue;
                no_pending(at, QStringLiteral("a variation"));
                if (!has_move(line)) fail(at, QStringLiteral("a variation '(' before any move: it must follow the move it replaces"));
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
                if (!has_move(line)) fail(*open, QStringLiteral("the variation opened here holds no move"));
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
                fail(at, QStringLiteral("unexpected '%1' in the move text: expected a move or %2").arg(c).arg(results_expected));
            } else {
                const qsizetype b = pos_;
                while (!at_end() && !peek().isSpace() && !QStringView(u"{}()[];%$\"").contains(peek())) advance();
                const QString word = s_.mid(b, pos_ - b);
                if (Result::is_result(word)) {
                    no_pending(at, QStringLiteral("the result %1").arg(word));
                    if (open) fail(at, QStringLiteral("game result %1 inside the variation opened at %2: expected ')'").arg(word, where_text(*open)));
                    // "½-½" is read as the PDN draw code.
                    game.result = word == QStringLiteral("\u00bd-\u00bd") ? QStringLiteral("1/2-1/2") : word;
                    game.result_where = at;
                    return;
                }
                read_word(line, word, at, pending_number, pending_ellipsis, pending_at);
            }
        }
    }

    static bool has_move(const std::vector<Element> &line) {
        for (const Element &e : line)
            if (e.kind == Element::Kind::Move) return true;
        return false;
    }

    template <class E> static E located(E e, Location at) {
        e.where = at;
        return e;
    }

    Element read_brace_comment() {
        // PDN 3.0 COMMENT : "\{[^}]*\}" — comments do not nest.
        const Location at = here();
        advance();
        const qsizetype b = pos_;
        const int b_line = line_;
        const qsizetype b_line_start = line_start_;
        while (!at_end() && peek() != u'}') advance();
        if (at_end()) {
            // Look for the next game inside the runaway comment.
            pos_ = b;
            line_ = b_line;
            line_start_ = b_line_start;
            fail(at, QStringLiteral("the comment opened with '{' is not closed with '}'"));
        }
        Element e = located(Element::comment(s_.mid(b, pos_ - b).simplified()), at);
        advance();
        return e;
    }

    // PDN 3.0 MOVESTRENGTH "(\([\!\?]+\))": "(!)" right after a move is a strength, not a variation.
    bool attach_bracketed_strength(std::vector<Element> &line) {
        static const QRegularExpression re(QStringLiteral("\\G\\([!?]+\\)"));
        const QRegularExpressionMatch m = re.match(s_, pos_);
        if (!m.hasMatch() || line.empty() || line.back().kind != Element::Kind::Move) return false;
        const Location at = here();
        for (qsizetype i = 0; i < m.capturedLength(); ++i) advance();
        set_strength(line, m.captured(), at);
        return true;
    }

    void set_strength(std::vector<Element> &line, const QString &strength, Location at) {
        if (line.empty() || line.back().kind != Element::Kind::Move)
            fail(at, QStringLiteral("move strength '%1' without a move before it").arg(strength));
        if (!line.back().strength.isEmpty())
            fail(at, QStringLiteral("a second move strength '%1' after '%2'").arg(strength, line.back().strength));
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
                fail(at, QStringLiteral("move number %1 at %2 is followed by another move number %3")
                             .arg(pending_number)
                             .arg(where_text(pending_at), m.captured(0)));
            pending_number = m.captured(1).toInt();
            pending_ellipsis = m.capturedLength(2) > 1;
            pending_at = at;
            rest = rest.mid(m.capturedLength(0));
            move_at.column += int(m.capturedLength(0));
            if (rest.isEmpty()) return;
        }
        const QRegularExpressionMatch m = move_re.match(rest.toString());
        if (!m.hasMatch())
            fail(move_at, QStringLiteral("expected a move, a move number or a game result (%1); found %2")
                              .arg(results_expected, quoted(rest)));
        const qsizetype strength_len = m.capturedLength(3);
        Element e = Element::move(rest.left(rest.size() - strength_len).toString(), pending_number, pending_ellipsis);
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
    QString encoding;
    const QString text = decode_pdn(bytes, &encoding);
    PdnFile f = read_pdn_text(text, path);
    f.encoding = encoding;
    return f;
}

Expected<PdnFile> read_pdn_file(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()).toStdString()};
    return read_pdn(file.readAll(), path);
}

} // namespace damka::pdn
