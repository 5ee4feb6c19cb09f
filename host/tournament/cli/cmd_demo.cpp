// damka demo [--variant ID] [--players N] [--rounds N] [--out DIR]
#include "cli/commands.hpp"
#include "demo.hpp"
#include "event_cli.hpp"

namespace damka::cli {
namespace {

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
    auto files = run_demo(registry, o, [](const std::string &line) { out(qs(line)); });
    if (!files) {
        err(QStringLiteral("damka demo: ") + qs(files.error()));
        return files.error_kind() == ErrorKind::Storage ? int(FileAccess) : int(Failure);
    }
    out(QStringLiteral("event database: %1").arg(files->database));
    out(QStringLiteral("HTML standings and crosstable: %1").arg(files->html));
    return Ok;
}

} // namespace

int demo_command(const QStringList &args) { return run_demo_command(args); }
} // namespace damka::cli
