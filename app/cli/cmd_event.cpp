// damka event create|info|edit|audit — the event itself and its audit log (edit: cmd_edit.cpp).
#include "commands.hpp"
#include "storage/audit_log.hpp"
#include "event_cli.hpp"
#include "tournament/service/audit_numbers.hpp"
#include "report_output.hpp" // --language: a language translations/ has
#include "tournament/model/system_rules.hpp"
#include "tournament/model/team_standings.hpp"
#include "tournament/model/team_tiebreaks.hpp"
#include "tournament/model/tiebreaks.hpp"
#include "tool_commands.hpp"
#include "tournament/service/variant_scoring.hpp"
#include "tournament/service/event_form.hpp"
#include "tournament/exchange/openings_text.hpp"
#include "tournament/service/event_variant.hpp"

#include <QJsonDocument>

namespace damka::cli {
namespace {

using namespace damka::tournament;

int run_create(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Creates a new event database (SQLite) with the tournament's settings."));
    add_event_options(p);
    const std::vector<std::pair<QString, QString>> text_options = {
        {QStringLiteral("name"), QStringLiteral("Tournament name (required).")},
        {QStringLiteral("place"), QStringLiteral("Where it is played.")},
        {QStringLiteral("from"), QStringLiteral("First day (YYYY-MM-DD).")},
        {QStringLiteral("to"), QStringLiteral("Last day (YYYY-MM-DD).")},
        {QStringLiteral("chief-arbiter"), QStringLiteral("The chief arbiter's name.")},
        {QStringLiteral("time-control"),
         QStringLiteral("Time control as the arbiter's clock reads it: '3m+2s', '90m+30s', "
                        "'40/2h, 30m+30s', '5m d5s' (delay) or a preset ('damka arbiter controls').")},
        {QStringLiteral("tiebreak-edition"),
         QStringLiteral("The FIDE C.07 text the tie-breaks follow: 2024 or 2026 "
                        "(default: the text in force on the first day).")},
        {QStringLiteral("language"),
         QStringLiteral("The language of the event's printouts and reports: en or ru (default: the reader's, "
                        "--lang or LANG).")},
    };
    for (auto &[n, d] : text_options) p.addOption({n, d, QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("variant"), QStringLiteral("Variant id (default russian)."), QStringLiteral("ID"),
                 QStringLiteral("russian")});
    p.addOption({QStringLiteral("variant-options"),
                 QStringLiteral("Set-up options of the variant for every game of the event (a competition rule), "
                                "'; '-separated clauses as 'damka variants' lists them: 'phase limit: 200'."),
                 QStringLiteral("CLAUSES")});
    p.addOption({QStringLiteral("system"), QString::fromStdString(systems_help()), QStringLiteral("SYSTEM"),
                 QStringLiteral("swiss")});
    p.addOption({QStringLiteral("boards"), QStringLiteral("A team event: the boards of every team match (default 4)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("match-points"),
                 QStringLiteral("A team event: match points of a won, drawn, lost match: 2-1-0 (default) or 1-0.5-0."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("rounds"),
                 QStringLiteral("Number of rounds (round robins: set from the players when 0)."), QStringLiteral("N"),
                 QStringLiteral("0")});
    p.addOption({QStringLiteral("scoring"),
                 QStringLiteral("1-0.5-0, 2-1-0, 3-1-0 or variant (the variant's own game points; "
                                "forfeits and byes on the variant's scale, asked of its plugin: "
                                "Adiukh 24-12-0)."),
                 QStringLiteral("S"), QStringLiteral("1-0.5-0")});
    add_plugin_options(p);
    p.addOption({QStringLiteral("tiebreaks"),
                 QStringLiteral("Ordered tie-break codes, comma-separated (see 'damka event tiebreaks')."),
                 QStringLiteral("LIST")});
    p.addOption({QStringLiteral("pab"), QStringLiteral("Points of the pairing-allocated bye (default: a win)."),
                 QStringLiteral("P")});
    p.addOption({QStringLiteral("hpb"), QStringLiteral("Points of a requested half-point bye (default: a draw)."),
                 QStringLiteral("P")});
    p.addOption(
        {QStringLiteral("fpb"), QStringLiteral("Points of a full-point bye (default: a win)."), QStringLiteral("P")});
    p.addOption({QStringLiteral("max-hpb"), QStringLiteral("Half-point byes a player may request (default 2)."),
                 QStringLiteral("N"), QStringLiteral("2")});
    p.addOption({QStringLiteral("micro-match"),
                 QStringLiteral("Each pairing plays two games with colours reversed from one "
                                "opening drawn by lot ('damka event openings' loads the list).")});
    p.addOption({QStringLiteral("acceleration"),
                 QStringLiteral("Swiss: 'baku' for the Baku acceleration (FIDE C.04.5.1): "
                                "virtual points for the stronger half in the first half "
                                "of the rounds."),
                 QStringLiteral("METHOD")});
    p.addOption({QStringLiteral("third-place"),
                 QStringLiteral("A knockout: the semi-finals' losers play a match for third place "
                                "in the final round (otherwise they share third place).")});
    p.addOption({QStringLiteral("hpb-closed"), QStringLiteral("No half-point byes in the last N rounds (default 0)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    int code = Ok;
    if (!parse(p, args, code)) return code;

    // Options with a default (--rounds 0, --scoring, --max-hpb...) give it when not set.
    EventForm form = read_event_form(
        [&](const char *name) -> std::optional<std::string> {
            const QString option = QString::fromLatin1(name);
            const QString v = p.value(option);
            return p.isSet(option) || !v.isEmpty() ? std::optional<std::string>(v.toStdString()) : std::nullopt;
        },
        [&](const char *name) { return p.isSet(QString::fromLatin1(name)); });
    // The arbiter's clock reads this text (`damka arbiter log`): refused now, not on the day.
    if (!read_time_control(form.time_control)) return BadInput;
    if (!form.language.empty() && !known_language(form.language)) return BadInput;
    PluginRegistry registry;
    bool loaded = false;
    const auto settled = settle_event_form(form, [&]() -> const PluginRegistry & {
        if (!std::exchange(loaded, true)) load_plugins(p, registry, true);
        return registry;
    });
    if (const auto *wrong = std::get_if<EventFormError>(&settled)) {
        err(QStringLiteral("damka: ") +
            (wrong->field.empty() ? QString() : QStringLiteral("--%1: ").arg(qs(wrong->field))) +
            qs(wrong->message.english()));
        return wrong->plugin ? Failure : BadInput;
    }
    const TournamentInfo &info = std::get<SettledEvent>(settled).info;
    const std::string &list = std::get<SettledEvent>(settled).tiebreak_list;
    const QString file = p.value(QStringLiteral("db"));
    if (file.isEmpty()) {
        err(QStringLiteral("damka: --db: the event database file is required"));
        return BadInput;
    }
    auto ev = Event::create(file, info, {}, p.value(QStringLiteral("arbiter")));
    if (!ev) {
        err(QStringLiteral("damka: ") + qs(ev.error()));
        return exit_code(ev.error_kind());
    }
    out(QStringLiteral("created %1: %2, %3, %4, scoring %5, tie-breaks %6")
            .arg(ev->db().file(), qs(info.name), qs(to_string(info.system)),
                 info.rounds == 0
                     ? QStringLiteral("rounds from the ") + QString::fromUtf8(rules_of(info.system).rounds_source)
                     : QStringLiteral("%1 rounds").arg(info.rounds),
                 qs(scoring_name(info.scoring)), qs(list)));
    return Ok;
}

int run_info(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Shows the event's settings, players, rounds and schema version."));
    add_event_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    const EventData e = ev->data();
    out(qs(e.info.name));
    // Only the fields that are set: an empty place or date printed as "place , .. ," before.
    QStringList where;
    if (!e.info.place.empty()) where << QStringLiteral("place ") + qs(e.info.place);
    if (!e.info.start_date.empty())
        where << qs(e.info.start_date) +
                (e.info.end_date.empty() || e.info.end_date == e.info.start_date
                     ? QString()
                     : QStringLiteral(" .. ") + qs(e.info.end_date));
    if (!e.info.chief_arbiter.empty()) where << QStringLiteral("chief arbiter ") + qs(e.info.chief_arbiter);
    if (!where.isEmpty()) out(QStringLiteral("  ") + where.join(QStringLiteral(", ")));
    out(QStringLiteral("  variant %1, system %2, rounds %3%4")
            .arg(qs(e.info.variant), qs(to_string(e.info.system)))
            .arg(e.info.rounds)
            .arg(e.info.time_control.empty() ? QString()
                                             : QStringLiteral(", time control ") + qs(e.info.time_control)));
    if (!e.info.variant_options.empty())
        out(QStringLiteral("  variant options %1 (every game of the event)").arg(qs(e.info.variant_options)));
    out(QStringLiteral("  scoring %1; byes PAB %2 HPB %3 FPB %4 ZPB %5; at most %6 HPB%7")
            .arg(qs(scoring_name(e.info.scoring)), qs(format_points(e.info.byes.pab)),
                 qs(format_points(e.info.byes.hpb)), qs(format_points(e.info.byes.fpb)),
                 qs(format_points(e.info.byes.zpb)))
            .arg(e.info.byes.max_hpb)
            .arg(e.info.byes.hpb_closed_last_rounds == 0 ? QString()
                     : e.info.byes.hpb_closed_last_rounds == 1
                     ? QStringLiteral(", none in the last round")
                     : QStringLiteral(", none in the last %1 rounds").arg(e.info.byes.hpb_closed_last_rounds)));
    QStringList tb;
    for (const std::string &c : e.info.tiebreaks) tb << qs(c);
    // A team event ranks teams (team_tiebreaks.hpp) after its primary score.
    if (e.info.team_boards > 0)
        out(QStringLiteral("  team tie-breaks after %1: %2 ('damka standings' legend)")
                .arg(game_points_rank_first(e.info.system) ? QStringLiteral("game points")
                                                           : QStringLiteral("match points"))
                .arg(qs(join_tiebreaks(team_tiebreaks_of(e.info), ", "))));
    else
        out(QStringLiteral("  tie-breaks %1")
                .arg(tb.isEmpty() ? QStringLiteral("none") : tb.join(QStringLiteral(", "))));
    out(QStringLiteral("  tie-break rules %1").arg(qs(edition_text(e.info))));
    if (!e.info.language.empty()) out(QStringLiteral("  printouts in %1").arg(qs(e.info.language)));
    if (e.info.baku_acceleration) out(QStringLiteral("  Baku acceleration (FIDE C.04.5.1)"));
    if (e.info.team_boards > 0)
        out(QStringLiteral("  team matches of %1 boards, match points %2; %3 teams ('damka team list' shows them)")
                .arg(e.info.team_boards)
                .arg(qs(scoring_name(e.info.match_points)))
                .arg(e.teams.size()));
    if (e.info.third_place_match)
        out(QStringLiteral("  a match for third place between the semi-finals' losers, in the final round"));
    if (!e.forbidden.empty())
        out(QStringLiteral("  %1 forbidden pairings ('damka player list' shows them)").arg(e.forbidden.size()));
    if (e.info.games_per_pairing > 1) {
        out(QStringLiteral("  micro-matches: %1 games a pairing, colours reversed; %2 openings loaded")
                .arg(e.info.games_per_pairing)
                .arg(e.info.openings.size()));
        for (size_t k = 0; k < e.info.openings.size(); ++k)
            out(QStringLiteral("    %1. %2").arg(k + 1).arg(qs(e.info.openings[k])));
    }
    // "1 round", never "1 rounds".
    const auto count = [](qsizetype n, const char *one,
                          const char *many) -> QString { // not a QStringBuilder of temporaries
        return QString::number(n) + QLatin1Char(' ') + QLatin1String(n == 1 ? one : many);
    };
    out(QStringLiteral("  %1, %2 paired, schema version %3")
            .arg(count(e.players.size(), "player", "players"), count(e.rounds.size(), "round", "rounds"))
            .arg(ev->db().schema_version(QStringLiteral("tournament"))));
    for (const Round &r : e.rounds)
        out(QStringLiteral("  round %1: %2, %3")
                .arg(r.number)
                .arg(qs(to_string(r.state)), count(r.games.size(), "game", "games")));
    return Ok;
}

int run_audit(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Prints the audit log: every arbiter action with who, when, what, before and after. Players "
                       "are named with their current start number (a Swiss renumbers them when round 1 is paired); "
                       "--json shows the records as written."));
    add_event_options(p);
    p.addOption({QStringLiteral("action"), QStringLiteral("Only actions starting with this (e.g. result)."),
                 QStringLiteral("PREFIX")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print before/after states as JSON.")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    // Summaries name players by their current start number (audit_numbers.hpp: C.04.2 renumbers at round 1).
    for (const storage::AuditEntry &a :
         audit_with_current_numbers(ev->db(), ev->data(), p.value(QStringLiteral("action")))) {
        out(QStringLiteral("%1  %2  %3  %4  %5").arg(a.id).arg(a.at, a.who, a.action, a.summary));
        if (p.isSet(QStringLiteral("json"))) {
            if (!a.before.isEmpty())
                out(QStringLiteral("    before: ") +
                    QString::fromUtf8(QJsonDocument(a.before).toJson(QJsonDocument::Compact)));
            if (!a.after.isEmpty())
                out(QStringLiteral("    after:  ") +
                    QString::fromUtf8(QJsonDocument(a.after).toJson(QJsonDocument::Compact)));
        }
    }
    return Ok;
}

int run_tiebreaks(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Lists the tie-break codes --tiebreaks accepts."));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    for (const TieBreakSpec &t : tiebreak_catalogue())
        out(QStringLiteral("%1 %2  %3").arg(qs(t.code).leftJustified(8), qs(t.name).leftJustified(38), qs(t.rule)));
    return Ok;
}

int run_openings(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Loads the micro-match openings, one a line (e.g. '1. c3-d4 d6-c5 2. b2-c3'); "
                       "the variant plugin replays each and an illegal move is refused with its line."));
    add_event_options(p);
    add_plugin_options(p);
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The openings file ('#' starts a comment line)."));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: FILE: give one openings file"));
        return BadInput;
    }
    const auto text = read_file(p.positionalArguments().front(), code);
    if (!text) return code;
    const std::vector<std::string> openings = opening_lines(QString::fromUtf8(*text));
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    PluginRegistry registry;
    load_plugins(p, registry, true);
    const Expected<Variant> variant = event_variant(registry, ev->data().info);
    if (!variant) {
        err(QStringLiteral("damka: ") + qs(variant.error()));
        return Failure;
    }
    return report(ev->load_openings(openings, *variant));
}

int run_event(const QStringList &args) {
    return dispatch(QStringLiteral("event"),
                    {{QStringLiteral("create"), QStringLiteral("Create an event database"), run_create},
                     {QStringLiteral("info"), QStringLiteral("Show the event's settings"), run_info},
                     {QStringLiteral("edit"), QStringLiteral("Correct the event's name, dates, tie-breaks, rounds..."),
                      run_event_edit},
                     {QStringLiteral("audit"), QStringLiteral("Print the audit log"), run_audit},
                     {QStringLiteral("openings"), QStringLiteral("Load micro-match openings"), run_openings},
                     {QStringLiteral("tiebreaks"), QStringLiteral("List the known tie-breaks"), run_tiebreaks}},
                    args);
}

} // namespace

int event_command(const QStringList &args) { return storage_guarded(run_event)(args); }
} // namespace damka::cli
