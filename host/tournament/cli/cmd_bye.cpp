// damka bye request|cancel — requested byes (HPB, FPB) and absences (ZPB) for unpaired rounds.
#include "cli/commands.hpp"
#include "event_cli.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;

int bye_action(const QStringList &args, bool request) {
    QCommandLineParser p;
    p.setApplicationDescription(
        request ? QStringLiteral("Requests a bye for a round not yet paired: HPB (half point), FPB "
                                 "(full point) or ZPB (absent, zero points; a temporary withdrawal).")
                : QStringLiteral("Cancels a requested bye."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The player's start number."));
    p.addOption({QStringLiteral("round"), QStringLiteral("The round (repeatable; default: the next round)."),
                 QStringLiteral("N")});
    if (request)
        p.addOption({QStringLiteral("kind"), QStringLiteral("HPB, FPB or ZPB."), QStringLiteral("KIND"),
                     QStringLiteral("HPB")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: ID: give one start number"));
        return BadInput;
    }
    const auto id = parse_count(QStringLiteral("ID"), p.positionalArguments().front());
    if (!id) return BadInput;
    ByeKind kind = ByeKind::ZPB;
    if (request) {
        const auto k = parse_bye(p.value(QStringLiteral("kind")).toStdString());
        if (!k) {
            err(QStringLiteral("damka: --kind: '%1' is not HPB, FPB or ZPB").arg(p.value(QStringLiteral("kind"))));
            return BadInput;
        }
        kind = *k;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    std::vector<int> rounds;
    for (const QString &r : p.values(QStringLiteral("round"))) {
        const auto n = parse_count(QStringLiteral("--round"), r);
        if (!n) return BadInput;
        rounds.push_back(*n);
    }
    if (rounds.empty()) rounds.push_back(ev->last_round() + 1);
    int worst = Ok;
    for (int r : rounds) {
        const int c = report(request ? ev->request_bye(*id, r, kind) : ev->cancel_bye(*id, r));
        if (c != Ok) worst = c;
    }
    return worst;
}

int run_bye(const QStringList &args) {
    return dispatch(QStringLiteral("bye"),
                    {{QStringLiteral("request"), QStringLiteral("Request a bye or an absence"),
                      [](const QStringList &a) { return bye_action(a, true); }},
                     {QStringLiteral("cancel"), QStringLiteral("Cancel a requested bye"),
                      [](const QStringList &a) { return bye_action(a, false); }}},
                    args);
}

} // namespace

int bye_command(const QStringList &args) { return storage_guarded(run_bye)(args); }
} // namespace damka::cli
