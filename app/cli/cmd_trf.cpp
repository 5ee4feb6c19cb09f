// damka trf export|import — the event as a FIDE Tournament Report File.
#include "commands.hpp"
#include "event_cli.hpp"
#include "tournament/model/standings.hpp"
#include "tournament/exchange/trf_exchange.hpp"
#include "tournament/model/tiebreaks.hpp"

#include "output_file.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;

int run_export(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Writes the event as TRF-16 (with XXR/XXS, TRF-26 240 for byes requested ahead, and the TRF-26 "
                       "team records of a team event): "
                       "header, players, every completed round's cells (each game of a match its own "
                       "column), points and ranks, and '### damka' lines for what TRF cannot hold "
                       "(see host/pairing/README.md)."));
    add_event_options(p);
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 QStringLiteral("Write to FILE (default: the terminal)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("after"), QStringLiteral("After this round (default: the last complete round)."),
                 QStringLiteral("N")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    // A TRF goes to the federation's rating officer, on screen or in a file: always checked whole.
    auto ev = open_event_to_export(p, code);
    if (!ev) return code;
    const EventData e = ev->data();
    int after = completed_rounds(e);
    if (p.isSet(QStringLiteral("after"))) {
        bool ok = false;
        after = p.value(QStringLiteral("after")).toInt(&ok);
        if (!ok || after < 0 || after > completed_rounds(e)) {
            err(QStringLiteral("damka: --after: '%1' is not a completed round (0..%2)")
                    .arg(p.value(QStringLiteral("after")))
                    .arg(completed_rounds(e)));
            return BadInput;
        }
    }
    auto text = export_trf(e, after);
    if (!text) {
        err(QStringLiteral("damka: ") + qs(text.error()));
        return Failure;
    }
    if (!p.isSet(QStringLiteral("output"))) {
        std::fwrite(text->data(), 1, text->size(), stdout);
        return Ok;
    }
    const QString file = p.value(QStringLiteral("output"));
    if (const QString why = write_output_file(file, QByteArray::fromStdString(*text)); !why.isEmpty()) {
        err(QStringLiteral("damka: ") + why);
        return FileAccess;
    }
    out(QStringLiteral("written %1 (%2 players, %3 rounds)").arg(file).arg(e.players.size()).arg(after));
    return Ok;
}

int run_import(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Creates a new event database from a TRF file: players and every round's "
                       "results (published). A file written by 'damka trf export' brings its own "
                       "variant, system, tie-breaks and matches; another program's file needs --system."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The TRF file."));
    p.addOption({QStringLiteral("variant"), QStringLiteral("Variant id (another program's file: default russian)."),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("system"),
                 QStringLiteral("swiss, round-robin or double-round-robin (another program's file: default swiss)."),
                 QStringLiteral("SYSTEM")});
    p.addOption({QStringLiteral("tiebreaks"),
                 QStringLiteral("Ordered tie-break codes (default: the file's, or BH-C1,BH,SB,DE,WIN)."),
                 QStringLiteral("LIST")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: FILE: give one TRF file"));
        return BadInput;
    }
    if (p.value(QStringLiteral("db")).isEmpty()) {
        err(QStringLiteral("damka: --db: the new event database file is required"));
        return BadInput;
    }
    TrfImportOptions options;
    if (p.isSet(QStringLiteral("variant"))) options.variant = p.value(QStringLiteral("variant")).toStdString();
    if (p.isSet(QStringLiteral("system"))) {
        options.system = parse_system(p.value(QStringLiteral("system")).toStdString());
        if (!options.system) {
            err(QStringLiteral("damka: --system: swiss, round-robin, double-round-robin or knockout"));
            return BadInput;
        }
    }
    if (p.isSet(QStringLiteral("tiebreaks"))) {
        std::string why;
        options.tiebreaks = parse_tiebreak_list(p.value(QStringLiteral("tiebreaks")).toStdString(), why);
        if (!options.tiebreaks) {
            err(QStringLiteral("damka: --tiebreaks: ") + qs(why));
            return BadInput;
        }
    }
    const QString path = p.positionalArguments().front();
    const auto file = read_file(path, code);
    if (!file) return code;
    const std::string text = file->toStdString();
    auto ev = import_trf(p.value(QStringLiteral("db")), text, options);
    if (!ev) {
        // What is wrong in the file is said of the file; a storage error names the event's.
        const bool in_file = ev.error_kind() == ErrorKind::Refused;
        err(QStringLiteral("damka: ") + (in_file ? path + QStringLiteral(": ") : QString()) + qs(ev.error()));
        return exit_code(ev.error_kind());
    }
    const EventData e = ev->data();
    out(QStringLiteral("created %1 from %2: %3 players, %4 rounds")
            .arg(p.value(QStringLiteral("db")), path)
            .arg(e.players.size())
            .arg(e.rounds.size()));
    return Ok;
}

int run_trf(const QStringList &args) {
    return dispatch(QStringLiteral("trf"),
                    {{QStringLiteral("export"), QStringLiteral("Write the event as TRF"), run_export},
                     {QStringLiteral("import"), QStringLiteral("Create an event from TRF"), run_import}},
                    args);
}

} // namespace

int trf_command(const QStringList &args) { return storage_guarded(run_trf)(args); }
} // namespace damka::cli
