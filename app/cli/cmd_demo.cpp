// damka demo [--variant ID] [--players N] [--rounds N] [--out DIR]
#include "commands.hpp"
#include "event_cli.hpp"
#include "output_file.hpp"
#include "reports/reports.hpp"
#include "tournament/service/demo_event.hpp"

#include <QDir>

namespace damka::cli {
namespace {

using namespace damka::tournament;

// The final standings and crosstable: printed, and written as HTML beside the event file.
int print_final_tables(const QString &database, const QString &html) {
    auto ev = Event::open(database, storage::Access::Read);
    if (!ev) {
        err(QStringLiteral("damka demo: ") + qs(ev.error()));
        return FileAccess;
    }
    const EventData e = ev->data();
    const Standings st = compute_standings(e, completed_rounds(e));
    const std::vector<reports::Table> tables = {reports::standings_table(e, st), reports::crosstable(e, st)};
    out(QString());
    out(qs(reports::render_all(tables, reports::Format::Text)));
    if (const QString why =
            write_output_file(html, QByteArray::fromStdString(reports::render_all(tables, reports::Format::Html)));
        !why.isEmpty()) {
        err(QStringLiteral("damka demo: ") + why);
        return FileAccess;
    }
    out(QStringLiteral("event database: %1").arg(database));
    out(QStringLiteral("HTML standings and crosstable: %1").arg(html));
    return Ok;
}

int run_demo_command(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Runs a complete Swiss of a variant: creates an SQLite event file, registers players, pairs and publishes each "
        "round, plays every game out with legal moves through the plugin, enters the results (with the variant's own "
        "points, checked by replaying the game) and prints the final standings and crosstable; the HTML goes to a file."));
    add_plugin_options(p);
    p.addOption({QStringLiteral("variant"),
                 QStringLiteral("russian (default), adiukh, ashtarashki or any loaded variant."), QStringLiteral("ID"),
                 QStringLiteral("russian")});
    p.addOption({QStringLiteral("players"), QStringLiteral("Number of players (default 11)."), QStringLiteral("N"),
                 QStringLiteral("11")});
    p.addOption({QStringLiteral("rounds"), QStringLiteral("Number of rounds (default 5)."), QStringLiteral("N"),
                 QStringLiteral("5")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder for the event file and the HTML (default damka-demo)."),
                 QStringLiteral("DIR"), QStringLiteral("damka-demo")});
    p.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the move lot (default 2026)."), QStringLiteral("N"),
                 QStringLiteral("2026")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    DemoOptions o;
    o.variant = p.value(QStringLiteral("variant")).toStdString();
    const auto players = parse_count(QStringLiteral("--players"), p.value(QStringLiteral("players")));
    const auto rounds = parse_count(QStringLiteral("--rounds"), p.value(QStringLiteral("rounds")));
    if (!players || !rounds) return BadInput;
    o.players = *players;
    o.rounds = *rounds;
    o.out_dir = p.value(QStringLiteral("out"));
    bool ok = false;
    o.seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok) {
        err(QStringLiteral("damka: --seed: not a number"));
        return BadInput;
    }
    PluginRegistry registry;
    load_plugins(p, registry, true);
    if (!registry.find(o.variant)) {
        find_variant(registry, p.value(QStringLiteral("variant")));
        return BadInput;
    }
    const auto database = run_demo(registry, o, [](const std::string &line) { out(qs(line)); });
    if (!database) {
        err(QStringLiteral("damka demo: ") + qs(database.error()));
        return database.error_kind() == ErrorKind::Storage ? int(FileAccess) : int(Failure);
    }
    const QString id = qs(registry.find(o.variant)->id());
    return print_final_tables(*database, QDir(o.out_dir).filePath(QStringLiteral("demo-%1.html").arg(id)));
}

} // namespace

int demo_command(const QStringList &args) { return run_demo_command(args); }
} // namespace damka::cli
