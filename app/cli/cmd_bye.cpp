// damka bye request|cancel|list — requested byes (HPB, FPB) and absences (ZPB) for unpaired
// rounds, and the list of them by round.
#include "commands.hpp"
#include "event_cli.hpp"
#include "tournament/model/records.hpp"

#include <algorithm>

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

// Every requested bye and absence (HPB, FPB, ZPB) by round, with names: the rounds paired and
// those ahead; a late entrant's missed rounds are marked as such (not requests).
int run_list(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Lists the requested byes and absences by round, with names; a late "
                                               "entrant's missed rounds are marked."));
    add_event_options(p);
    p.addOption({QStringLiteral("round"), QStringLiteral("Only this round."), QStringLiteral("N")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    std::optional<int> only;
    if (!parse_round_filter(p, only)) return BadInput;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    const EventData e = ev->data();
    std::vector<Bye> byes = e.future_byes;
    for (const Round &r : e.rounds)
        for (const Bye &b : r.byes)
            if (b.kind != ByeKind::PAB) byes.push_back(b); // the PAB is the pairing's, not requested
    std::sort(byes.begin(), byes.end(),
              [](const Bye &a, const Bye &b) { return std::pair(a.round, a.player) < std::pair(b.round, b.player); });
    int shown = 0;
    for (const Bye &b : byes) {
        if (only && b.round != *only) continue;
        const Player *pl = e.player(b.player);
        const bool missed = pl && b.round < pl->first_round;
        out(QStringLiteral("round %1: %2 %3 (%4)%5")
                .arg(b.round)
                .arg(qs(to_string(b.kind)), qs(e.label(b.player)), qs(points_phrase(bye_points(e.info.byes, b.kind))),
                     missed ? QStringLiteral(", late entry: a missed round") : QString()));
        ++shown;
    }
    if (shown == 0)
        out(only ? QStringLiteral("no byes requested for round %1").arg(*only) : QStringLiteral("no byes requested"));
    return Ok;
}

int run_bye(const QStringList &args) {
    return dispatch(QStringLiteral("bye"),
                    {{QStringLiteral("request"), QStringLiteral("Request a bye or an absence"),
                      [](const QStringList &a) { return bye_action(a, true); }},
                     {QStringLiteral("cancel"), QStringLiteral("Cancel a requested bye"),
                      [](const QStringList &a) { return bye_action(a, false); }},
                     {QStringLiteral("list"), QStringLiteral("List the requested byes by round"), run_list}},
                    args);
}

} // namespace

int bye_command(const QStringList &args) { return storage_guarded(run_bye)(args); }
} // namespace damka::cli
