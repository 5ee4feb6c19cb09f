#include "pdn_writer.hpp"

#include <QStringList>

namespace damka::pdn {

namespace {

// A word of the move text; `line_end` forces a line break after it (a ';' comment).
struct Word {
    QString text;
    bool line_end = false;
};

QString escape_tag_value(const QString &v) {
    // PDN 3.0 STRING : "\"([^\"]|\\\")*\"" — and a tag stays on one line.
    QString out;
    for (QChar c : v) {
        if (c == u'"' || c == u'\\') out += u'\\';
        out += (c == u'\n' || c == u'\r') ? QChar(u' ') : c;
    }
    return out;
}

void add_comment(std::vector<Word> &words, const QString &raw) {
    const QString text = raw.simplified();
    if (text.contains(u'}')) {
        // PDN 3.0 COMMENT cannot hold '}': use a comment to the end of the line.
        words.push_back({QStringLiteral("; ") + text, true});
        return;
    }
    const QStringList parts = text.split(u' ', Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        words.push_back({QStringLiteral("{}")});
        return;
    }
    for (qsizetype i = 0; i < parts.size(); ++i) {
        QString w = parts[i];
        if (i == 0) w.prepend(u'{');
        if (i == parts.size() - 1) w.append(u'}');
        words.push_back({w});
    }
}

void add_line(std::vector<Word> &words, const std::vector<Element> &line) {
    for (const Element &e : line) {
        switch (e.kind) {
        case Element::Kind::Move: {
            QString w;
            if (e.number > 0) // the number stays with its move: "12. 32-28"
                w = QString::number(e.number) + (e.ellipsis ? QStringLiteral("... ") : QStringLiteral(". "));
            words.push_back({w + e.text + e.strength});
            break;
        }
        case Element::Kind::Comment: add_comment(words, e.text); break;
        case Element::Kind::Nag: words.push_back({QStringLiteral("$") + QString::number(e.number)}); break;
        case Element::Kind::Setup: words.push_back({QStringLiteral("/") + e.text + QStringLiteral("/")}); break;
        case Element::Kind::Variation: {
            const size_t first = words.size();
            add_line(words, e.line);
            if (words.size() == first) break; // an empty variation says nothing
            words[first].text.prepend(u'(');
            if (words.back().line_end)
                words.push_back({QStringLiteral(")")});
            else
                words.back().text.append(u')');
            break;
        }
        }
    }
}

} // namespace

QString write_game(const GameRecord &game, const WriteOptions &options) {
    QString out;
    for (const Tag &t : game.tags)
        out += QLatin1Char('[') + t.name + QStringLiteral(" \"") + escape_tag_value(t.value) + QStringLiteral("\"]\n");
    if (!game.tags.empty()) out += u'\n';

    std::vector<Word> words;
    add_line(words, game.moves);
    QString result = game.result;
    if (result.isEmpty()) result = game.recorded_result();
    if (!Result::is_result(result)) result = QStringLiteral("*");
    words.push_back({result});

    qsizetype column = 0;
    bool break_now = false;
    for (const Word &w : words) {
        if (column > 0 && (break_now || column + 1 + w.text.size() > options.width)) {
            out += u'\n';
            column = 0;
        }
        if (column > 0) {
            out += u' ';
            ++column;
        }
        out += w.text;
        column += w.text.size();
        break_now = w.line_end;
    }
    out += u'\n';
    return out;
}

QString write_pdn(const std::vector<GameRecord> &games, const WriteOptions &options) {
    QString out;
    for (size_t i = 0; i < games.size(); ++i) {
        if (i) out += u'\n';
        out += write_game(games[i], options);
    }
    return out;
}

} // namespace damka::pdn
