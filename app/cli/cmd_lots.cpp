// damka round lots [--seed N] — a round robin's start numbers drawn by lot before round 1.
#include "tournament/service/drawing_lots.hpp"
#include "event_cli.hpp"
#include "tool_commands.hpp"

#include <QRandomGenerator>

namespace damka::cli {

int run_round_lots(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Round robin, before round 1: draws the start numbers by lot (the Berger tables pair by number). The seed is "
        "printed and kept in the audit log (players.lots), so anyone can repeat the draw; --seed draws from a given "
        "one (e.g. a number picked in front of the players)."));
    add_event_options(p);
    p.addOption(
        {QStringLiteral("seed"), QStringLiteral("The seed of the draw (default: a random one)."), QStringLiteral("N")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    quint64 seed = QRandomGenerator::system()->generate64();
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok) {
            err(QStringLiteral("damka: --seed: '%1' is not a whole number 0..2^64-1")
                    .arg(p.value(QStringLiteral("seed"))));
            return BadInput;
        }
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(tournament::draw_lots(*ev, seed));
}

} // namespace damka::cli
