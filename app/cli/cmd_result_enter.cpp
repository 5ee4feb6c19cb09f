// damka result enter [FILE] — a whole round's results in one command, from a file, standard
// input, or typed board by board (--interactive); applied all together or not at all.
#include "event_cli.hpp"
#include "tournament/exchange/result_batch.hpp"
#include "tournament/exchange/result_lines.hpp"
#include "tool_commands.hpp"

#include <QFile>
#include <QTextStream>

namespace damka::cli {

using namespace damka::tournament;

namespace {

// Prompts for each board still without a result (every board with `all`); an empty answer
// skips the board, 'q' stops asking. Wrong answers are asked again.
std::vector<Numbered<ResultEntry>> ask_board_by_board(const EventData &e, int round, bool all) {
    std::vector<Numbered<ResultEntry>> answers;
    QTextStream in(stdin), prompt(stdout);
    for (const Round &r : e.rounds) {
        if (r.number != round) continue;
        for (const tournament::RoundGame &g : r.games) {
            if (g.result != tournament::BoardResult::Pending && !all) continue;
            const QString board = QString::number(g.board) +
                (e.info.games_per_pairing > 1 ? QStringLiteral(".%1").arg(g.game_no) : QString());
            for (;;) {
                prompt << QStringLiteral("board %1: %2 - %3%4 ? ")
                              .arg(board, qs(e.label(g.white)), qs(e.label(g.black)),
                                   g.result == tournament::BoardResult::Pending
                                       ? QString()
                                       : QStringLiteral(" [%1]").arg(qs(to_string(g.result))));
                prompt.flush();
                const QString answer = in.readLine();
                if (answer.isNull() || answer.trimmed() == QStringLiteral("q")) return answers;
                if (answer.trimmed().isEmpty()) break;
                Message why;
                auto entry = parse_result_words(answer.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts),
                                                e.info.scoring, why);
                if (!entry) {
                    prompt << QStringLiteral("  %1\n").arg(qs(why.english()));
                    continue;
                }
                entry->board = g.board;
                entry->game_no = g.game_no;
                answers.push_back({g.board, *entry});
                break;
            }
        }
    }
    return answers;
}

} // namespace

int run_result_enter(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Enters a round's results in one command, all or nothing. Reads lines 'BOARD RESULT [POINTS [TIE-BREAK]]' "
        "(e.g. '3 1-0', '7 +-', '2 1-0 17:7', '4.2 0-1' for game 2 of a micro-match; '#' starts a comment), or a "
        "round's CSV: the list of 'damka pairings --format csv' with its Result column filled in (rows without a "
        "result are left alone). Results are those of 'damka result set'. If any line is wrong, nothing is entered "
        "and every wrong line is named. --interactive asks board by board instead."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The results file; '-' or none: standard input."),
                            QStringLiteral("[FILE]"));
    p.addOption({QStringLiteral("round"),
                 QStringLiteral("The round (default: the current round, the latest published; never a draft)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("confirm"),
                 QStringLiteral("Correct results although later rounds were paired on the old ones (Swiss): "
                                "those pairings stand (FIDE C.04.2).")});
    p.addOption({QStringLiteral("interactive"),
                 QStringLiteral("Ask for each board without a result; an empty answer skips it, 'q' stops.")});
    p.addOption({QStringLiteral("all"),
                 QStringLiteral("With --interactive: ask for every board, also those with a result (corrections).")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    const QStringList pos = p.positionalArguments();
    if (pos.size() > 1) {
        err(QStringLiteral("damka: give at most one FILE"));
        return BadInput;
    }
    const bool interactive = p.isSet(QStringLiteral("interactive"));
    if (interactive && !pos.isEmpty()) {
        err(QStringLiteral("damka: --interactive reads the terminal, not FILE"));
        return BadInput;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    int round = current_round(ev->data());
    if (p.isSet(QStringLiteral("round"))) {
        const auto r = parse_count(QStringLiteral("--round"), p.value(QStringLiteral("round")));
        if (!r) return BadInput;
        round = *r;
    }
    std::vector<Numbered<ResultEntry>> entries;
    QString source = QStringLiteral("standard input");
    if (interactive) {
        entries = ask_board_by_board(ev->data(), round, p.isSet(QStringLiteral("all")));
        source = QStringLiteral("the terminal, board by board");
        if (entries.empty()) {
            out(QStringLiteral("no results typed; nothing entered"));
            return Ok;
        }
    } else {
        QByteArray text;
        if (pos.isEmpty() || pos[0] == QStringLiteral("-")) {
            QFile f;
            if (!f.open(stdin, QIODevice::ReadOnly)) {
                err(QStringLiteral("damka: standard input: %1").arg(f.errorString()));
                return FileAccess;
            }
            BoundedRead in = read_bounded(f, source, kInputFileBound);
            if (!in.error.isEmpty()) {
                err(QStringLiteral("damka: ") + in.error);
                return FileAccess;
            }
            text = std::move(in.bytes);
        } else {
            source = pos[0];
            const auto file = read_file(pos[0], code);
            if (!file) return code;
            text = *file;
        }
        const ResultLines lines = parse_result_text(QString::fromUtf8(text), ev->data().info.scoring);
        if (!lines.errors.empty()) {
            err(QStringLiteral("damka: nothing entered:"));
            for (const Message &e : lines.errors) err(qs(e.english()));
            return BadInput;
        }
        entries = lines.entries;
    }
    for (auto &n : entries) {
        n.item.round = round;
        n.item.confirm_later_rounds = p.isSet(QStringLiteral("confirm"));
    }
    return report(enter_results(*ev, entries, source.toStdString(),
                                interactive ? DAMKA_TR("Batch", "board %1: %2") : DAMKA_TR("Batch", "line %1: %2")));
}

} // namespace damka::cli
