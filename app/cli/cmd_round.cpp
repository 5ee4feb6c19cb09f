// damka round pair|publish|undo|explain — the round life cycle: a draft pairing, published,
// undone, and the reasons of a pairing (lots: cmd_lots.cpp).
#include "commands.hpp"
#include "event_cli.hpp"
#include "festival_cli.hpp"
#include "tournament/exchange/manual_pairs_text.hpp"
#include "tournament/model/system_rules.hpp"
#include "tool_commands.hpp"

#include <functional>

namespace damka::cli {
namespace {

using namespace damka::tournament;

int run_pair(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Pairs the next round as a draft (Berger tables for round robins, FIDE Dutch "
        "for Swiss events). A snapshot of the database is taken first. With --manual "
        "the arbiter's pairing is used and its differences from the engine's are shown; a Swiss pairing that "
        "breaks an absolute criterion (a rematch, a second bye, colours, a forbidden "
        "pair: FIDE C.04.1) is refused naming each one, unless --force. With --festival, a player who is "
        "paired in a round another section of the festival is still playing (the same FMJD id, national id, or "
        "name and birth year) is named in a warning."));
    add_event_options(p);
    p.addOption({QStringLiteral("festival"),
                 QStringLiteral("The festival's folder (its *.db files are its sections): warn of a player paired in "
                                "two sections at once."),
                 QStringLiteral("FOLDER")});
    p.addOption({QStringLiteral("manual"), QStringLiteral("The arbiter's pairing: 'W-B,W-B,ID-bye'."),
                 QStringLiteral("PAIRS")});
    p.addOption({QStringLiteral("force"),
                 QStringLiteral("With --manual: pair even though an absolute criterion is broken (audited).")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    std::optional<std::vector<ManualPair>> manual;
    if (p.isSet(QStringLiteral("manual"))) {
        Message why;
        manual = parse_manual_pairs(p.value(QStringLiteral("manual")), why);
        if (!manual) {
            err(QStringLiteral("damka: --manual: %1").arg(qs(why.english())));
            return BadInput;
        }
    }
    std::optional<std::vector<FestivalSection>> festival;
    if (p.isSet(QStringLiteral("festival"))) {
        festival = festival_sections(p.value(QStringLiteral("festival")), QStringLiteral("--festival"), code);
        if (!festival) return code;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    if (p.isSet(QStringLiteral("force")) && !manual) {
        err(QStringLiteral("damka: --force goes with --manual"));
        return BadInput;
    }
    const auto result = ev->pair_next_round(manual, p.isSet(QStringLiteral("force")));
    if (!result) {
        err(QStringLiteral("damka: ") + qs(result.error()));
        return result.error_kind() == ErrorKind::Refused ? int(Failure)
                                                         : exit_code(result.error_kind()); // no valid pairing: 1
    }
    report(result);
    // The pairing stands whatever the warnings say (issue 45 §2: the arbiter decides).
    return festival ? print_section_clashes(*ev, p.value(QStringLiteral("db")), ev->last_round(), *festival) : int(Ok);
}

// A command on one round, [ROUND] defaulting to the latest: parses, opens the event and runs
// `act`, or returns the exit code of what went wrong.
int on_round(const QStringList &args, const QString &what, storage::Access access,
             const std::function<int(Event &, int)> &act) {
    QCommandLineParser p;
    p.setApplicationDescription(what);
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("ROUND"), QStringLiteral("The round (default: the latest)."),
                            QStringLiteral("[ROUND]"));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, access);
    if (!ev) return code;
    const auto round = p.positionalArguments().isEmpty()
        ? latest_paired_round(*ev)
        : parse_count(QStringLiteral("ROUND"), p.positionalArguments().front());
    if (!round) return BadInput;
    return act(*ev, *round);
}

int run_publish(const QStringList &args) {
    return on_round(args, QStringLiteral("Publishes a draft round (default: the latest); results can then be entered."),
                    storage::Access::Write, [](Event &ev, int round) { return report(ev.publish_round(round)); });
}

int run_undo(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Undoes the latest round's pairing (draft or published). Refused when results "
                       "are entered unless --force; the audit log keeps the removed boards."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("ROUND"),
                            QStringLiteral("Optional: the round meant, checked to be the latest paired."),
                            QStringLiteral("[ROUND]"));
    p.addOption({QStringLiteral("force"), QStringLiteral("Undo even with results entered.")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    std::optional<int> meant;
    if (p.positionalArguments().size() > 1) {
        err(QStringLiteral("damka: ROUND: give at most one round"));
        return BadInput;
    }
    if (!p.positionalArguments().isEmpty()) {
        meant = parse_count(QStringLiteral("ROUND"), p.positionalArguments().front());
        if (!meant) return BadInput;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    // Only the latest round can be undone: `round undo 3` when round 5 is the latest would
    // otherwise remove round 5 (the number was ignored before issue 27).
    if (meant && ev->last_round() > 0 && *meant != ev->last_round()) {
        const std::string beyond = round_number_problem(ev->data(), *meant, "ROUND").english();
        err(QStringLiteral("damka: ") +
            (beyond.empty() ? QStringLiteral("ROUND: round %1 is not the latest paired round (%2); only the latest "
                                             "can be undone")
                                  .arg(*meant)
                                  .arg(ev->last_round())
                            : qs(beyond)));
        return BadInput;
    }
    return report(ev->undo_round(p.isSet(QStringLiteral("force"))));
}

int run_explain(const QStringList &args) {
    return on_round(args,
                    QStringLiteral("Explains a round's pairing as the engine decided it: score brackets, who floated "
                                   "and why, the colour rule of each board, why a player got the bye (FIDE C.04.3 "
                                   "articles); the Berger table or bracket line otherwise."),
                    storage::Access::Read, [](Event &ev, int round) {
                        const auto text = ev.pairing_explanation(round);
                        if (!text) {
                            err(QStringLiteral("damka: ") + qs(text.error()));
                            // A round not paired is the same mistake as `result set --round 12`: exit 3.
                            return exit_code(text.error_kind());
                        }
                        out(QStringLiteral("round %1 pairing:").arg(round));
                        out(text->empty() ? QStringLiteral("(no explanation was recorded)")
                                          : qs(text->english()).trimmed());
                        return int(Ok);
                    });
}

int run_round(const QStringList &args) {
    return dispatch(
        QStringLiteral("round"),
        {{QStringLiteral("pair"), QStringLiteral("Pair the next round (draft)"), run_pair},
         {QStringLiteral("publish"), QStringLiteral("Publish a draft round"), run_publish},
         {QStringLiteral("undo"), QStringLiteral("Undo the latest round's pairing"), run_undo},
         {QStringLiteral("explain"), QStringLiteral("Why the pairing is what it is"), run_explain},
         {QStringLiteral("lots"), QStringLiteral("Round robin: draw the start numbers by lot"), run_round_lots}},
        args);
}

} // namespace

int round_command(const QStringList &args) { return storage_guarded(run_round)(args); }
} // namespace damka::cli
