// damka rules VARIANT moves|play|perft|board — ask a variant plugin the rule questions.
#include "commands.hpp"
#include "rules_command.hpp"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace damka::cli {

void add_position_options(QCommandLineParser &parser) {
    parser.addOption(
        {QStringLiteral("setup"), QStringLiteral("Start from this position string."), QStringLiteral("POS")});
    parser.addOption({QStringLiteral("moves"),
                      QStringLiteral("Play these moves first (space-separated; move numbers ignored)."),
                      QStringLiteral("MOVES")});
}

std::optional<Game> position_from_options(const Variant &variant, const QCommandLineParser &parser, int &exit_code,
                                          QStringList *played) {
    Expected<Game> game = variant.new_game(parser.value(QStringLiteral("setup")).toStdString());
    if (!game) {
        err(QStringLiteral("damka: %1: the set-up was refused: %2").arg(qs(variant.id()), qs(game.error())));
        exit_code = BadInput;
        return std::nullopt;
    }
    const QStringList moves = split_moves(parser.value(QStringLiteral("moves")));
    for (qsizetype i = 0; i < moves.size(); ++i) {
        Expected<MoveRecord> m = game->play(moves[i].toStdString());
        if (!m) {
            err(QStringLiteral("damka: %1: move %2 '%3' is refused: %4")
                    .arg(qs(variant.id()))
                    .arg(i + 1)
                    .arg(moves[i], qs(m.error())));
            exit_code = Illegal;
            return std::nullopt;
        }
        if (played) *played << qs(m->notation);
    }
    return std::move(game).value();
}

QString describe_result(const Variant &variant, const GameResult &r) {
    QString s;
    if (r.outcome == DAMKA_ONGOING) return QStringLiteral("ongoing");
    if (r.outcome == DAMKA_WIN)
        s = qs(variant.side_name(r.winner)) + QStringLiteral(" wins");
    else
        s = QStringLiteral("draw");
    s += QStringLiteral(" %1:%2").arg(r.points[0]).arg(r.points[1]);
    if (r.tiebreak[0] || r.tiebreak[1])
        s += QStringLiteral(", tie-break points %1:%2").arg(r.tiebreak[0]).arg(r.tiebreak[1]);
    if (!r.why.empty()) s += QStringLiteral(" (%1)").arg(qs(r.why));
    return s;
}

namespace {

QJsonObject move_json(const MoveRecord &m) {
    QJsonArray path, captured;
    for (int32_t s : m.path) path << s;
    for (int32_t s : m.captured) captured << s;
    return QJsonObject{{QStringLiteral("notation"), qs(m.notation)},
                       {QStringLiteral("from"), m.from},
                       {QStringLiteral("to"), m.to},
                       {QStringLiteral("path"), path},
                       {QStringLiteral("captured"), captured},
                       {QStringLiteral("flags"), qint64(m.flags)}};
}

QJsonObject result_json(const GameResult &r) {
    static const char *names[] = {"ongoing", "win", "draw"};
    QJsonObject o{
        {QStringLiteral("outcome"), QString::fromLatin1(names[r.outcome < 0 || r.outcome > 2 ? 0 : r.outcome])},
        {QStringLiteral("why"), qs(r.why)}};
    if (r.finished()) {
        o[QStringLiteral("winner")] = r.winner;
        o[QStringLiteral("points")] = QJsonArray{r.points[0], r.points[1]};
        o[QStringLiteral("tiebreak")] = QJsonArray{r.tiebreak[0], r.tiebreak[1]};
    }
    return o;
}

void print_json(const QJsonObject &o) {
    out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
}

} // namespace

int rules_moves(const Variant *found, const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Lists the legal moves, one per line in canonical notation (every distinct capture path)."));
    add_plugin_options(parser);
    add_position_options(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the structured move records as JSON.")});
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    if (!found) return BadInput; // only --help is answered without the variant
    const Variant &variant = *found;
    std::optional<Game> game = position_from_options(variant, parser, code);
    if (!game) return code;
    const std::vector<MoveRecord> moves = game->legal_moves();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray a;
        for (const MoveRecord &m : moves) a << move_json(m);
        out(QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        for (const MoveRecord &m : moves) out(qs(m.notation));
    }
    return Ok;
}

int rules_play(const Variant *found, const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Plays the moves (any notation the variant accepts) and prints the position string, the\n"
                       "side to move and the status or result. An illegal move stops with its number, the move\n"
                       "and the plugin's reason (exit code 2)."));
    add_plugin_options(parser);
    add_position_options(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    if (!found) return BadInput; // only --help is answered without the variant
    const Variant &variant = *found;
    if (!parser.isSet(QStringLiteral("moves"))) {
        err(QStringLiteral("damka: rules play needs --moves \"M1 M2 ...\""));
        return BadInput;
    }
    QStringList played;
    std::optional<Game> game = position_from_options(variant, parser, code, &played);
    if (!game) return code;
    const GameResult r = game->status();
    const int side = game->side_to_move();
    const std::vector<DrawClaim> claims = game->draw_claims();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray claim_list;
        for (const DrawClaim &c : claims)
            claim_list << QJsonObject{{QStringLiteral("rule"), qs(c.rule)}, {QStringLiteral("text"), qs(c.text)}};
        print_json(QJsonObject{{QStringLiteral("variant"), qs(variant.id())},
                               {QStringLiteral("moves"), QJsonArray::fromStringList(played)},
                               {QStringLiteral("position"), qs(game->position())},
                               {QStringLiteral("side_to_move"), side},
                               {QStringLiteral("side_to_move_name"), qs(variant.side_name(side))},
                               {QStringLiteral("status"), result_json(r)},
                               {QStringLiteral("draw_claims"), claim_list}});
        return Ok;
    }
    out(QStringLiteral("moves played: %1").arg(played.size()));
    out(QStringLiteral("position: ") + qs(game->position()));
    out(QStringLiteral("to move: ") + qs(variant.side_name(side)));
    out(QStringLiteral("status: ") + describe_result(variant, r));
    for (const DrawClaim &c : claims) out(QStringLiteral("draw claim available: %1 (%2)").arg(qs(c.text), qs(c.rule)));
    return Ok;
}

int rules_perft(const Variant *found, const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Counts the move paths DEPTH plies deep. By default two captures with the same origin,\n"
                       "destination and set of captured pieces count once; --keep-duplicates counts every path."));
    add_plugin_options(parser);
    add_position_options(parser);
    parser.addPositionalArgument(QStringLiteral("DEPTH"), QStringLiteral("Plies to search (0-30)."));
    parser.addOption({QStringLiteral("divide"), QStringLiteral("Print the count below each root move.")});
    parser.addOption({QStringLiteral("keep-duplicates"), QStringLiteral("Count every capture path.")});
    parser.addOption({QStringLiteral("time"), QStringLiteral("Print the time and nodes per second on stderr.")});
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    if (!found) return BadInput; // only --help is answered without the variant
    const Variant &variant = *found;
    bool ok = false;
    const int depth = parser.positionalArguments().value(0).toInt(&ok);
    if (!ok || depth < 0 || depth > 30) {
        err(QStringLiteral("damka: perft needs a DEPTH from 0 to 30, not '%1'")
                .arg(parser.positionalArguments().value(0)));
        return BadInput;
    }
    std::optional<Game> game = position_from_options(variant, parser, code);
    if (!game) return code;
    Game::DivideFn divide;
    if (parser.isSet(QStringLiteral("divide")))
        divide = [](const std::string &m, uint64_t n) { out(QStringLiteral("%1 %2").arg(qs(m)).arg(n)); };
    QElapsedTimer timer;
    timer.start();
    const uint64_t nodes = game->perft(uint32_t(depth), parser.isSet(QStringLiteral("keep-duplicates")), divide);
    const qint64 ms = timer.elapsed();
    if (divide) out(QString());
    out(QString::number(nodes));
    if (parser.isSet(QStringLiteral("time")))
        err(QStringLiteral("%1 ms, %2 nodes/s")
                .arg(ms)
                .arg(ms > 0 ? double(nodes) * 1000.0 / double(ms) : 0.0, 0, 'f', 0));
    return Ok;
}

int rules_board(const Variant *found, const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Prints the generic board description (JSON) of the position."));
    add_plugin_options(parser);
    add_position_options(parser);
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    if (!found) return BadInput; // only --help is answered without the variant
    const Variant &variant = *found;
    std::optional<Game> game = position_from_options(variant, parser, code);
    if (!game) return code;
    out(qs(game->board_json()));
    return Ok;
}

namespace {

QStringList plugin_dirs_in(const QStringList &args) {
    QStringList dirs;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QStringLiteral("--plugins") && i + 1 < args.size())
            dirs << args[i + 1];
        else if (args[i].startsWith(QStringLiteral("--plugins=")))
            dirs << args[i].mid(10);
    }
    return dirs;
}

void rules_usage(const std::vector<RulesAction> &actions) {
    out(QStringLiteral("Usage: damka rules VARIANT ACTION [options]\n\nActions:"));
    for (const RulesAction &a : actions) out(QStringLiteral("  %1  %2").arg(a.name.leftJustified(8), a.summary));
    out(QStringLiteral("\nRun 'damka rules VARIANT ACTION --help' for an action's options; "
                       "'damka variants' lists the variant ids."));
}

} // namespace

int rules_command(const QStringList &args, const std::vector<RulesAction> &actions) {
    if (args.size() < 3 || (args.contains(QStringLiteral("--help")) && args.size() <= 3)) {
        rules_usage(actions);
        return args.size() < 3 && !args.contains(QStringLiteral("--help")) ? BadInput : Ok;
    }
    const QString id = args[1], action = args[2];
    auto it = std::find_if(actions.begin(), actions.end(), [&](const RulesAction &a) { return a.name == action; });
    if (it == actions.end()) {
        err(QStringLiteral("damka: unknown rules action '%1'").arg(action));
        rules_usage(actions);
        return BadInput;
    }
    PluginRegistry registry;
    std::vector<std::string> extra;
    for (const QString &d : plugin_dirs_in(args)) extra.push_back(d.toStdString());
    registry.load_default(extra);
    for (const PluginProblem &p : registry.problems()) err(QStringLiteral("damka: plugin refused: ") + qs(describe(p)));
    QStringList rest = args.mid(3);
    rest.prepend(QStringLiteral("damka rules %1 %2").arg(id, action));
    const Variant *variant = registry.find(id.toStdString());
    // An action's help needs no variant: `damka rules V perft --help` answers without V loaded.
    if (!variant &&
        (rest.contains(QStringLiteral("--help")) || rest.contains(QStringLiteral("-h")) ||
         rest.contains(QStringLiteral("--help-all")))) {
        if (const int code = it->run(nullptr, rest); code == Ok) return Ok;
    }
    if (!variant && !find_variant(registry, id)) return BadInput;
    return it->run(variant, rest);
}

} // namespace damka::cli
