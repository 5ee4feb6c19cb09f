// damka rules VARIANT solve — search for a forced win of the side to move (see solver.hpp).
#include "commands.hpp"
#include "rules_command.hpp"
#include "solver/solver.hpp"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace damka::cli {
namespace {

// "1. a b 2. c d" when the attacker is the first side, "1... a 2. b c" otherwise.
QString numbered(const std::vector<std::string> &line, int first_side) {
    QString text;
    for (size_t i = 0; i < line.size(); ++i) {
        const size_t ply = i + size_t(first_side);
        if (ply % 2 == 0)
            text += QStringLiteral("%1%2. ").arg(i ? QStringLiteral(" ") : QString()).arg(ply / 2 + 1);
        else if (i == 0)
            text += QStringLiteral("1... ");
        else
            text += QStringLiteral(" ");
        text += qs(line[i]);
    }
    return text;
}

int int_option(const QCommandLineParser &parser, const QString &name, int low, int high, int fallback, bool &ok) {
    if (!parser.isSet(name)) return fallback;
    const int v = parser.value(name).toInt(&ok);
    if (!ok || v < low || v > high) {
        err(QStringLiteral("damka: solve needs --%1 from %2 to %3, not '%4'")
                .arg(name)
                .arg(low)
                .arg(high)
                .arg(parser.value(name)));
        ok = false;
    }
    return v;
}

} // namespace

int rules_solve(const Variant *found, const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Searches for a forced win of the side to move within N of its moves (at most 2N-1 plies):\n"
                       "whatever the opponent replies, the game ends with that side winning (the variant's own\n"
                       "result, with at least --points of its game points) by its N-th move. Draws and games still\n"
                       "going count against. Prints the shortest win's main line (the fastest win against the\n"
                       "longest defence) and every winning first move, or says that no forced win exists within N.\n"
                       "The search knows no rules: it asks the plugin for moves and results (AND-OR search with\n"
                       "iterative deepening and a transposition table keyed by the position string)."));
    add_plugin_options(parser);
    add_position_options(parser);
    parser.addOption(
        {QStringLiteral("depth"), QStringLiteral("N: moves of the side to move (1-40)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("points"),
                      QStringLiteral("Only wins worth at least K of the variant's game points (default 1)."),
                      QStringLiteral("K")});
    parser.addOption(
        {QStringLiteral("max-nodes"),
         QStringLiteral("Give up after this many moves played by the search (default 20000000; 0: no limit)."),
         QStringLiteral("M")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the answer as JSON.")});
    parser.addOption(
        {QStringLiteral("progress"), QStringLiteral("Report each depth searched without a win on stderr.")});
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    if (!found) return BadInput; // only --help is answered without the variant
    const Variant &variant = *found;
    if (!parser.isSet(QStringLiteral("depth"))) {
        err(QStringLiteral("damka: solve needs --depth N (moves of the side to move)"));
        return BadInput;
    }
    bool ok = true;
    solver::Options options;
    options.depth = int_option(parser, QStringLiteral("depth"), 1, 40, 1, ok);
    if (ok) options.min_points = int_option(parser, QStringLiteral("points"), 0, 1000000, 1, ok);
    if (!ok) return BadInput;
    const QString max_nodes = QStringLiteral("max-nodes");
    const qulonglong budget = parser.isSet(max_nodes) ? parser.value(max_nodes).toULongLong(&ok) : 20000000;
    if (!ok) {
        err(QStringLiteral("damka: solve needs --max-nodes as a whole number, not '%1'").arg(parser.value(max_nodes)));
        return BadInput;
    }
    options.max_nodes = budget;
    std::optional<Game> game = position_from_options(variant, parser, code);
    if (!game) return code;
    const GameResult now = game->status();
    if (now.finished()) {
        err(QStringLiteral("damka: nothing to solve, the game is over: ") + describe_result(variant, now));
        return Failure;
    }

    const int side = game->side_to_move();
    QElapsedTimer timer;
    timer.start();
    if (parser.isSet(QStringLiteral("progress")))
        options.progress = [&](int who_side, int n, uint64_t nodes) {
            err(QStringLiteral("no forced win for %1 within %2 moves (%3 nodes, %4 ms)")
                    .arg(qs(variant.side_name(who_side)))
                    .arg(n)
                    .arg(nodes)
                    .arg(timer.elapsed()));
        };
    solver::Solution s;
    try {
        s = solver::solve(*game, options);
    } catch (const std::exception &e) {
        err(QStringLiteral("damka: solve: ") + qs(e.what()));
        return Failure;
    }
    const qint64 ms = timer.elapsed();
    const QString who = qs(variant.side_name(side));

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray winning;
        for (const solver::WinningMove &w : s.winning_moves)
            winning << QJsonObject{{QStringLiteral("move"), qs(w.notation)}, {QStringLiteral("moves"), w.moves}};
        QJsonArray line;
        for (const std::string &m : s.line) line << qs(m);
        QJsonObject o{{QStringLiteral("variant"), qs(variant.id())},
                      {QStringLiteral("position"), qs(game->position())},
                      {QStringLiteral("side"), side},
                      {QStringLiteral("depth"), options.depth},
                      {QStringLiteral("win"), s.win},
                      {QStringLiteral("stopped"), s.stopped},
                      {QStringLiteral("nodes"), qint64(s.nodes)},
                      {QStringLiteral("ms"), ms}};
        if (s.win) {
            o[QStringLiteral("moves")] = s.moves;
            o[QStringLiteral("line")] = line;
            o[QStringLiteral("result")] = describe_result(variant, s.line_result);
            o[QStringLiteral("winning_moves")] = winning;
        } else {
            o[QStringLiteral("lost_in")] = s.lost_in;
        }
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
        return s.stopped ? Failure : Ok;
    }

    const QString opponent = qs(variant.side_name(1 - side));
    if (!s.win) {
        if (s.lost_in)
            out(QStringLiteral("no forced win for %1 within %2 moves: %3 wins within %4 of its moves whatever %1 plays")
                    .arg(who)
                    .arg(options.depth)
                    .arg(opponent)
                    .arg(s.lost_in));
        else if (s.stopped)
            out(QStringLiteral("no answer: the search stopped after %1 moves (--max-nodes)").arg(s.nodes));
        else
            out(QStringLiteral("no forced win for %1 within %2 moves, and %3 has none within %2 of its moves either")
                    .arg(who)
                    .arg(options.depth)
                    .arg(opponent));
        out(QStringLiteral("nodes: %1, %2 ms").arg(s.nodes).arg(ms));
        return s.stopped && !s.lost_in ? Failure : Ok;
    }
    out(QStringLiteral("forced win for %1 within %2 moves").arg(who).arg(s.moves));
    out(QStringLiteral("main line: ") + numbered(s.line, side));
    out(QStringLiteral("result: ") + describe_result(variant, s.line_result));
    QStringList firsts;
    for (const solver::WinningMove &w : s.winning_moves)
        firsts << QStringLiteral("%1 (%2)").arg(qs(w.notation)).arg(w.moves);
    out(QStringLiteral("winning first moves within %1 (moves to win): %2")
            .arg(options.depth)
            .arg(firsts.join(QStringLiteral(", "))));
    if (s.stopped)
        out(QStringLiteral("note: the node budget (--max-nodes) ran out after the win was proven; the line or the "
                           "list of first moves may be incomplete"));
    out(QStringLiteral("nodes: %1, %2 ms").arg(s.nodes).arg(ms));
    return s.stopped ? Failure : Ok;
}

} // namespace damka::cli
