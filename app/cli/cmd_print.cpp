// damka print slips|checkin|wallchart — paper for the playing hall, as text, CSV or HTML
// (the HTML pages carry a print stylesheet: a slip never splits across pages).
#include "commands.hpp"
#include "event_cli.hpp"
#include "reports/print_aids.hpp"
#include "report_output.hpp"
#include "tournament/service/checkins.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;

// Options shared by the print actions; runs `build` on the event and round (0: no --round).
int print_action(
    const QStringList &args, const QString &description, bool with_round, bool next_round_default,
    const std::function<std::vector<reports::Table>(Event &, const EventData &, int, reports::Language)> &build) {
    QCommandLineParser p;
    p.setApplicationDescription(description);
    add_event_options(p);
    add_output_options(p);
    if (with_round)
        p.addOption({QStringLiteral("round"),
                     next_round_default ? QStringLiteral("The round (default: the next one to pair).")
                                        : QStringLiteral("The round (default: the latest)."),
                     QStringLiteral("N")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event_for_report(p, code);
    if (!ev) return code;
    const EventData e = ev->data();
    const auto lang = report_language(p, e);
    if (!lang) return BadInput;
    int round = 0;
    if (with_round) {
        const int last = ev->last_round();
        round = next_round_default ? last + 1 : last;
        if (!p.isSet(QStringLiteral("round")) && !next_round_default) {
            const auto latest = latest_paired_round(*ev);
            if (!latest) return BadInput;
        }
        if (p.isSet(QStringLiteral("round"))) {
            const auto r = parse_count(QStringLiteral("--round"), p.value(QStringLiteral("round")));
            if (!r) return BadInput;
            round = *r;
        }
        const int highest = next_round_default ? std::max(last + 1, e.info.rounds) : last;
        if (round < 1 || round > highest) {
            err(QStringLiteral("damka: --round: round %1 is not %2")
                    .arg(round)
                    .arg(next_round_default ? QStringLiteral("in the event") : QStringLiteral("paired")));
            return BadInput;
        }
    }
    return write_tables(p, build(*ev, e, round, *lang), *lang);
}

int run_slips(const QStringList &args) {
    return print_action(
        args,
        QStringLiteral("Result slips for a paired round: one per board (per game of a micro-match) with "
                       "both players, the result to circle and lines to sign."),
        true, false,
        [](Event &, const EventData &e, int r, reports::Language lang) { return reports::result_slips(e, r, lang); });
}

int run_checkin(const QStringList &args) {
    return print_action(args,
                        QStringLiteral("The check-in list: players expected at a round, by name, with columns to tick "
                                       "and sign (ticked for those checked in on the web); those not expected "
                                       "(byes, withdrawn, late entry) under it."),
                        true, true, [](Event &ev, const EventData &e, int r, reports::Language lang) {
                            // Who already checked in on the web (damka serve) is ticked.
                            return std::vector{reports::checkin_list(e, r, checked_in(ev.db(), r), lang)};
                        });
}

int run_wallchart(const QStringList &args) {
    return print_action(args,
                        QStringLiteral("The wall chart: every player by start number with a cell per round "
                                       "(opponent's start number, colour, points) and the score."),
                        false, false, [](Event &, const EventData &e, int, reports::Language lang) {
                            return std::vector{reports::wall_chart(e, lang)};
                        });
}

int run_print(const QStringList &args) {
    return dispatch(QStringLiteral("print"),
                    {{QStringLiteral("slips"), QStringLiteral("Result slips (board cards) of a round"), run_slips},
                     {QStringLiteral("checkin"), QStringLiteral("The check-in list of a round"), run_checkin},
                     {QStringLiteral("wallchart"), QStringLiteral("The wall chart"), run_wallchart}},
                    args);
}

} // namespace

int print_command(const QStringList &args) { return storage_guarded(run_print)(args); }
} // namespace damka::cli
