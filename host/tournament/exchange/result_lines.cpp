#include "result_lines.hpp"

#include "csv_record.hpp"
#include "tournament/model/result_notation.hpp"
#include "core/qt_text.hpp"

#include <QRegularExpression>

namespace damka::tournament {
namespace {

// "5" or "5.2" (board 5, game 2 of a micro-match, as the pairing list numbers them).
bool parse_board(const QString &text, ResultEntry &e) {
    const QStringList parts = text.split(QLatin1Char('.'));
    bool ok1 = false, ok2 = true;
    e.board = parts[0].toInt(&ok1);
    e.game_no = parts.size() == 2 ? parts[1].toInt(&ok2) : 1;
    return ok1 && ok2 && parts.size() <= 2 && e.board >= 1 && e.game_no >= 1;
}

} // namespace

std::optional<std::pair<int, int>> parse_pair(const QString &text) {
    const QStringList parts = text.split(QLatin1Char(':'));
    if (parts.size() != 2) return std::nullopt;
    bool ok1 = false, ok2 = false;
    const int a = parts[0].trimmed().toInt(&ok1), b = parts[1].trimmed().toInt(&ok2);
    // Game or tie-break points: far above any scoring, low enough that sums cannot overflow.
    if (!ok1 || !ok2 || a < 0 || b < 0 || a > 1000 || b > 1000) return std::nullopt;
    return std::make_pair(a, b);
}

std::optional<ResultEntry> parse_result_words(const QStringList &words, const Scoring &scoring, Message &why) {
    if (words.isEmpty() || words.size() > 3) {
        why = DAMKA_TR("Results", "give RESULT [POINTS W:B [TIE-BREAK W:B]], e.g. '1-0' or '1-0 17:7'");
        return std::nullopt;
    }
    ResultEntry e;
    const auto r = read_result(words[0].toStdString(), scoring, why);
    if (!r) return std::nullopt;
    e.result = *r;
    if (words.size() >= 2) {
        const auto pts = parse_pair(words[1]);
        if (!pts) {
            why = DAMKA_TR("Results", "points: '%1' is not W:B (whole numbers 0..1000)")
                      .arg(excerpt(words[1].toStdString()));
            return std::nullopt;
        }
        e.white_points = pts->first;
        e.black_points = pts->second;
    }
    if (words.size() == 3) {
        const auto tb = parse_pair(words[2]);
        if (!tb) {
            why = DAMKA_TR("Results", "tie-break: '%1' is not W:B (whole numbers 0..1000)")
                      .arg(excerpt(words[2].toStdString()));
            return std::nullopt;
        }
        e.white_tiebreak = tb->first;
        e.black_tiebreak = tb->second;
    }
    return e;
}

ResultLines parse_result_text(const QString &text, const Scoring &scoring) {
    ResultLines out;
    auto add = [&](int line, const QString &board, QStringList words) {
        Message why;
        auto e = parse_result_words(words, scoring, why);
        if (e && !parse_board(board, *e))
            why = DAMKA_TR("Results", "'%1' is not a board number (5, or 5.2 for game 2)")
                      .arg(excerpt(board.toStdString()));
        if (!why.empty())
            out.errors.push_back(DAMKA_TR("Results", "line %1: %2").arg(line).arg(why));
        else
            out.entries.push_back({line, *e});
    };
    const CsvTable csv = read_csv(text.toStdString());
    const std::vector<std::string> board_col{"bo", "board"}, result_col{"result"};
    if (csv.error.empty() && csv.has(board_col) && csv.has(result_col)) {
        for (const CsvRecord &r : csv.records) {
            const QString board = qs(csv.field(r, board_col)), result = qs(csv.field(r, result_col)).trimmed();
            if (board.isEmpty() || result.isEmpty()) continue;
            // The pairing list writes entered results as "1-0 (17:7)" or "1-0 (17:7, tie-break 9:6)".
            QStringList words{result.section(QLatin1Char(' '), 0, 0)};
            static const QRegularExpression pair(QStringLiteral("\\d+:\\d+"));
            for (auto m = pair.globalMatch(result.section(QLatin1Char(' '), 1)); m.hasNext();)
                words << m.next().captured();
            for (const char *extra : {"points", "tiebreak"})
                if (const QString v = qs(csv.field(r, {extra})); !v.isEmpty()) words << v;
            add(r.line, board, words);
        }
        return out;
    }
    int number = 0;
    for (const QString &raw : text.split(QLatin1Char('\n'))) {
        ++number;
        QString line = raw.trimmed();
        if (number == 1 && line.startsWith(QChar(0xfeff))) line.remove(0, 1);
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        QStringList words = line.split(QRegularExpression(QStringLiteral("\\s+")));
        const QString board = words.takeFirst();
        add(number, board, words);
    }
    return out;
}

} // namespace damka::tournament
