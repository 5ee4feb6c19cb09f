// damka pdn check FILE... — replay every game of PDN files through the variant plugins.
#include "commands.hpp"
#include "cli.hpp"
#include "rules_command.hpp"
#include "pdn/pdn_hint.hpp"
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_replay.hpp"
#include "pdn/pdn_variant.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace damka::cli {
namespace {

using namespace damka::pdn;

QJsonObject location_json(const QString &path, Location l) {
    return {{QStringLiteral("file"), path}, {QStringLiteral("line"), l.line}, {QStringLiteral("column"), l.column}};
}

QString at(const QString &path, Location l) { return QStringLiteral("%1:%2:%3").arg(path).arg(l.line).arg(l.column); }

struct Totals {
    int games = 0;
    int ok = 0;
    bool file_access = false; // a file could not be read
    bool unreadable = false; // a file is not readable PDN (syntax errors, no game)
    bool failed = false; // a game does not replay or its result disagrees
};

// The text and JSON of a replay problem.
QString describe_problem(const QString &path, const ReplayProblem &p, QJsonObject &pj) {
    static const char *kinds[] = {"bad_setup", "illegal_move", "result_mismatch"};
    pj = QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(kinds[p.kind])},
                     {QStringLiteral("message"), p.message},
                     {QStringLiteral("at"), location_json(path, p.where)}};
    switch (p.kind) {
    case ReplayProblem::IllegalMove:
        pj[QStringLiteral("ply")] = p.ply;
        pj[QStringLiteral("move")] = p.move;
        pj[QStringLiteral("in_variation")] = p.in_variation;
        return QStringLiteral("illegal move at ply %1 '%2'%3 (%4): %5")
            .arg(p.ply)
            .arg(p.move, p.in_variation ? QStringLiteral(" in a variation") : QString(), at(path, p.where), p.message);
    case ReplayProblem::BadSetup: return QStringLiteral("bad set-up (%1): %2").arg(at(path, p.where), p.message);
    case ReplayProblem::ResultMismatch: break;
    }
    return QStringLiteral("result (%1): %2").arg(at(path, p.where), p.message);
}

// Checks one game; prints its line (text mode) and returns its JSON report.
QJsonObject check_game(const PdnFile &file, int number, const ReadGame &rg, const PluginRegistry &registry,
                       const QString &variant_id, bool json, Totals &totals,
                       std::map<QString, std::vector<int>> &notes) {
    const pdn::GameRecord &g = rg.game;
    QJsonObject o{{QStringLiteral("number"), number},   {QStringLiteral("line"), g.where.line},
                  {QStringLiteral("white"), g.white()}, {QStringLiteral("black"), g.black()},
                  {QStringLiteral("event"), g.event()}, {QStringLiteral("result"), g.recorded_result()}};
    QString head = QStringLiteral("  game %1 (line %2): %3").arg(number).arg(g.where.line).arg(g.title());
    QString verdict;
    bool good = false;
    std::vector<Warning> warnings = rg.warnings; // the reader's, then the replay's
    if (rg.error) {
        totals.unreadable = true;
        o[QStringLiteral("syntax_error")] =
            QJsonObject{{QStringLiteral("message"), rg.error->message},
                        {QStringLiteral("at"), location_json(file.path, rg.error->where)}};
        verdict = QStringLiteral("syntax error: ") + format_error(file.path, *rg.error);
    } else if (Expected<VariantChoice> choice = choose_variant(g, registry, variant_id); !choice) {
        totals.failed = true;
        o[QStringLiteral("variant_error")] = qs(choice.error());
        verdict = QStringLiteral("cannot choose a variant: ") + qs(choice.error());
    } else {
        const Variant &v = *choice->variant;
        if (!choice->note.empty()) notes[qs(choice->note.english())].push_back(number);
        o[QStringLiteral("variant")] = qs(v.id());
        const Replay r = replay(g, v);
        o[QStringLiteral("plies")] = r.plies;
        head += QStringLiteral(": %1, %2 %3")
                    .arg(qs(v.id()))
                    .arg(r.plies)
                    .arg(r.plies == 1 ? QStringLiteral("ply") : QStringLiteral("plies"));
        if (r.final && r.final_status.finished()) o[QStringLiteral("final")] = qs(r.final_status.why);
        if (r.ok()) {
            good = true;
            verdict = QStringLiteral("ok");
            if (r.final_status.finished()) {
                const Result::Outcome recorded = Result::outcome(g.recorded_result());
                verdict += QStringLiteral(" (final position: %1; %2 %3)")
                               .arg(describe_result(v, r.final_status),
                                    recorded == Result::Unknown || recorded == Result::BothLose
                                        ? QStringLiteral("not compared with the recorded")
                                        : QStringLiteral("agrees with the recorded"),
                                    g.recorded_result());
            }
        } else {
            totals.failed = true;
            QJsonObject pj;
            verdict = describe_problem(file.path, *r.problem, pj);
            o[QStringLiteral("problem")] = pj;
            const std::optional<Message> hint =
                variant_id.isEmpty() ? other_variant_hint(g, v, *r.problem, registry) : std::nullopt;
            if (hint) {
                verdict += QStringLiteral("\n    hint: ") + qs(hint->english());
                o[QStringLiteral("hint")] = qs(hint->english());
            }
        }
        warnings.insert(warnings.end(), r.warnings.begin(), r.warnings.end());
    }
    o[QStringLiteral("ok")] = good;
    ++totals.games;
    if (good) ++totals.ok;
    QJsonArray warnings_json;
    for (const Warning &w : warnings) {
        warnings_json << QJsonObject{{QStringLiteral("message"), w.message},
                                     {QStringLiteral("at"), location_json(file.path, w.where)}};
        verdict += QStringLiteral("\n    warning: %1: %2").arg(at(file.path, w.where), w.message);
    }
    if (!warnings.empty()) o[QStringLiteral("warnings")] = warnings_json;
    if (!json) out(head + QStringLiteral(": ") + verdict);
    return o;
}

// "1-3, 7" from sorted game numbers.
QString ranges(const std::vector<int> &n) {
    QStringList parts;
    for (size_t i = 0; i < n.size();) {
        size_t j = i;
        while (j + 1 < n.size() && n[j + 1] == n[j] + 1) ++j;
        parts << (i == j ? QString::number(n[i]) : QStringLiteral("%1-%2").arg(n[i]).arg(n[j]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

int run_check(const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Replays every game of the PDN files through the variant plugins and reports, per game,\n"
                       "the moves replayed, the first illegal move (ply, move, the plugin's reason, line:column)\n"
                       "and whether a finished final position agrees with the recorded result.\n"
                       "The variant comes from the GameType tag (see host/pdn/README.md); without one, algebraic\n"
                       "moves mean russian and anything else PDN's default International.\n"
                       "Exit codes: 0 all games ok, 2 a game failed, 3 a file is not readable PDN, 5 a file\n"
                       "cannot be read."));
    add_plugin_options(parser);
    parser.addOption(
        {QStringLiteral("variant"), QStringLiteral("Replay every game as this variant id."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the report as JSON.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("PDN files to check."),
                                 QStringLiteral("FILE..."));
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        err(QStringLiteral("damka: pdn check needs at least one FILE; try 'damka pdn check --help'"));
        return BadInput;
    }
    PluginRegistry registry;
    load_plugins(parser, registry);
    const QString variant_id = parser.value(QStringLiteral("variant"));
    if (!variant_id.isEmpty() && !find_variant(registry, variant_id)) return BadInput;
    const bool json = parser.isSet(QStringLiteral("json"));

    Totals totals;
    QJsonArray files_json;
    for (const QString &path : files) {
        Expected<PdnFile> file = read_pdn_file(path);
        if (!file) {
            totals.file_access = true;
            err(QStringLiteral("damka: ") + qs(file.error()));
            files_json << QJsonObject{{QStringLiteral("path"), path}, {QStringLiteral("error"), qs(file.error())}};
            continue;
        }
        if (!json) out(QStringLiteral("%1 (%2): %3 games").arg(path, file->encoding).arg(file->games.size()));
        if (file->games.empty()) {
            totals.unreadable = true;
            err(QStringLiteral("damka: %1: no PDN game found").arg(path));
        }
        std::map<QString, std::vector<int>> notes;
        QJsonArray games_json;
        for (size_t i = 0; i < file->games.size(); ++i)
            games_json << check_game(*file, int(i) + 1, file->games[i], registry, variant_id, json, totals, notes);
        QJsonArray notes_json;
        for (const QString &decoding : file->notes) {
            const QString line = QStringLiteral("note: %1: %2").arg(path, decoding);
            notes_json << line;
            if (!json) out(line);
        }
        for (const auto &[note, numbers] : notes) {
            const QString line = QStringLiteral("note: %1: %2 (games %3)").arg(path, note, ranges(numbers));
            notes_json << line;
            if (!json) out(line);
        }
        files_json << QJsonObject{{QStringLiteral("path"), path},
                                  {QStringLiteral("encoding"), file->encoding},
                                  {QStringLiteral("notes"), notes_json},
                                  {QStringLiteral("games"), games_json}};
    }
    const QString summary = QStringLiteral("%1 games: %2 ok, %3 with errors")
                                .arg(totals.games)
                                .arg(totals.ok)
                                .arg(totals.games - totals.ok);
    if (json) {
        const QJsonObject doc{{QStringLiteral("files"), files_json},
                              {QStringLiteral("summary"),
                               QJsonObject{{QStringLiteral("games"), totals.games},
                                           {QStringLiteral("ok"), totals.ok},
                                           {QStringLiteral("errors"), totals.games - totals.ok}}}};
        out(QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(summary);
    }
    if (totals.file_access) return FileAccess;
    if (totals.unreadable) return BadInput;
    return totals.failed ? Illegal : Ok;
}

void pdn_usage() {
    out(QStringLiteral("Usage: damka pdn ACTION [options]\n\nActions:\n"
                       "  check     replay every game of PDN files and report problems\n\n"
                       "Run 'damka pdn ACTION --help' for an action's options."));
}

int run_pdn(const QStringList &args) {
    if (args.size() < 2 || args[1] == QStringLiteral("--help") || args[1] == QStringLiteral("-h")) {
        pdn_usage();
        return args.size() < 2 ? BadInput : Ok;
    }
    if (args[1] == QStringLiteral("check")) {
        QStringList rest = args.mid(2);
        rest.prepend(QStringLiteral("damka pdn check"));
        return run_check(rest);
    }
    err(QStringLiteral("damka: unknown pdn action '%1'").arg(args[1]));
    pdn_usage();
    return BadInput;
}

} // namespace

int pdn_command(const QStringList &args) { return run_pdn(args); }
} // namespace damka::cli
