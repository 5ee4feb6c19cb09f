// damka event create|info|edit|audit — the event itself and its audit log (edit: cmd_edit.cpp).
#include "commands.hpp"
#include "storage/audit_log.hpp"
#include "arbiter/time_control.hpp" // arbiter/: the clock that reads --time-control
#include "event_cli.hpp"
#include "tournament/audit_numbers.hpp"
#include "report_output.hpp" // --language: a language translations/ has
#include "tournament/system_rules.hpp"
#include "tournament/team_standings.hpp"
#include "tournament/team_tiebreaks.hpp"
#include "tournament/tiebreaks.hpp"
#include "tool_commands.hpp"
#include "tournament/variant_scoring.hpp"
#include "tournament/event_variant.hpp"

#include <QFile>
#include <QJsonDocument>

#include <cmath>

namespace damka::cli {
namespace {

// Bounds on what an arbiter types: far above any real event, low enough that no count or
// score overflows downstream (a round is a TRF column; points are stored in tenths).
constexpr int max_rounds = 999;
constexpr double max_bye_points = 100;

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
    p.addOption(
        {QStringLiteral("system"),
         QStringLiteral(
             "swiss, round-robin (rr), double-round-robin (drr), knockout (olympic system; a match is 1 game, 2 with --micro-match), team-round-robin or team-swiss (FIDE C.04.6; teams of --boards players; 'damka team'), scheveningen or double-scheveningen (two teams, each player meets every player of the other team, once or twice), team-match (two teams on the same boards for --rounds rounds)."),
         QStringLiteral("SYSTEM"), QStringLiteral("swiss")});
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

    TournamentInfo info;
    info.name = p.value(QStringLiteral("name")).toStdString();
    info.place = p.value(QStringLiteral("place")).toStdString();
    info.start_date = p.value(QStringLiteral("from")).toStdString();
    info.end_date = p.value(QStringLiteral("to")).toStdString();
    info.chief_arbiter = p.value(QStringLiteral("chief-arbiter")).toStdString();
    info.time_control = p.value(QStringLiteral("time-control")).toStdString();
    // The arbiter's clock reads this text (`damka arbiter log`): refused now, not on the day.
    if (!info.time_control.empty()) {
        if (const auto tc = arbiter::parse_time_control(info.time_control); !tc) {
            err(QStringLiteral("damka: --time-control: %1").arg(qs(tc.error())));
            return BadInput;
        }
    }
    info.tiebreak_edition = p.value(QStringLiteral("tiebreak-edition")).toStdString();
    info.language = p.value(QStringLiteral("language")).toStdString();
    if (!info.language.empty() && !known_language(info.language)) return BadInput;
    info.variant = p.value(QStringLiteral("variant")).toStdString();
    info.variant_options = p.value(QStringLiteral("variant-options")).trimmed().toStdString();
    if (!info.variant_options.empty()) { // checked by the variant's plugin now, not on the day
        PluginRegistry registry;
        load_plugins(p, registry, true);
        const Variant *v = find_variant(registry, qs(info.variant));
        if (!v) return Failure;
        if (const std::string why = variant_options_problem(*v, info.variant_options); !why.empty()) {
            err(QStringLiteral("damka: --variant-options: ") + qs(why));
            return BadInput;
        }
    }
    const auto system = parse_system(p.value(QStringLiteral("system")).toStdString());
    if (!system) {
        err(QStringLiteral(
                "damka: --system: '%1' is not swiss, round-robin, double-round-robin, knockout, team-round-robin, "
                "team-swiss, scheveningen, double-scheveningen or team-match")
                .arg(p.value(QStringLiteral("system"))));
        return BadInput;
    }
    info.system = *system;
    const bool teams = rules_of(info.system).teams;
    if (p.isSet(QStringLiteral("boards")) && !teams) {
        err(QStringLiteral("damka: --boards: only a team event has boards per match"));
        return BadInput;
    }
    if (teams) {
        const QString boards =
            p.isSet(QStringLiteral("boards")) ? p.value(QStringLiteral("boards")) : QStringLiteral("4");
        bool boards_ok = false;
        info.team_boards = boards.toInt(&boards_ok);
        if (!boards_ok) {
            err(QStringLiteral("damka: --boards: '%1' is not a number of boards").arg(boards));
            return BadInput;
        }
        if (p.isSet(QStringLiteral("match-points"))) {
            const QString mp = p.value(QStringLiteral("match-points"));
            const auto scale = parse_scoring(mp.toStdString());
            if (!scale || scale->variant_points || (scale->win != 2 && scale->win != 1) ||
                scale->win != 2 * scale->draw) {
                err(QStringLiteral("damka: --match-points: '%1' is not 2-1-0 or 1-0.5-0").arg(mp));
                return BadInput;
            }
            info.match_points = *scale;
        }
    } else if (p.isSet(QStringLiteral("match-points"))) {
        err(QStringLiteral("damka: --match-points: only a team event has match points"));
        return BadInput;
    }
    bool ok = false;
    info.rounds = p.value(QStringLiteral("rounds")).toInt(&ok);
    if (!ok || info.rounds < 0 || info.rounds > max_rounds) {
        err(QStringLiteral("damka: --rounds: '%1' is not a number of rounds (0..%2)")
                .arg(p.value(QStringLiteral("rounds")))
                .arg(max_rounds));
        return BadInput;
    }
    if (info.rounds == 0 && (info.system == System::Swiss || info.system == System::TeamSwiss)) {
        err(QStringLiteral("damka: --rounds: a Swiss event needs its number of rounds"));
        return BadInput;
    }
    const auto scoring = parse_scoring(p.value(QStringLiteral("scoring")).toStdString());
    if (!scoring) {
        err(QStringLiteral("damka: --scoring: '%1' is not 1-0.5-0, 2-1-0, 3-1-0 or variant")
                .arg(p.value(QStringLiteral("scoring"))));
        return BadInput;
    }
    info.scoring = *scoring;
    if (info.scoring.variant_points) {
        // Forfeits and byes on the variant's own scale (variant_scoring.hpp), not 1 / ½.
        PluginRegistry registry;
        load_plugins(p, registry, true);
        const Variant *v = find_variant(registry, qs(info.variant));
        if (!v) return Failure;
        const auto scale = variant_scoring(*v);
        if (!scale) {
            err(QStringLiteral("damka: --scoring variant: ") + qs(scale.error()));
            return Failure;
        }
        info.scoring = *scale;
    }
    if (p.isSet(QStringLiteral("third-place"))) {
        if (info.system != System::Knockout) {
            err(QStringLiteral("damka: --third-place: only a knockout has a match for third place"));
            return BadInput;
        }
        info.third_place_match = true;
    }
    if (p.isSet(QStringLiteral("acceleration"))) {
        if (p.value(QStringLiteral("acceleration")).toLower() != QStringLiteral("baku")) {
            err(QStringLiteral("damka: --acceleration: '%1' is not baku").arg(p.value(QStringLiteral("acceleration"))));
            return BadInput;
        }
        info.baku_acceleration = true;
    }
    // C.04.1 c: the PAB scores a win unless the regulations say otherwise; HPB a draw (in a
    // micro-match, of both games).
    info.games_per_pairing = p.isSet(QStringLiteral("micro-match")) ? 2 : 1;
    const double g = info.games_per_pairing;
    info.byes = {g * info.scoring.win, g * info.scoring.draw, g * info.scoring.win, 0.0, 2, 0};
    for (auto [name, field] :
         {std::pair{QStringLiteral("pab"), &info.byes.pab}, std::pair{QStringLiteral("hpb"), &info.byes.hpb},
          std::pair{QStringLiteral("fpb"), &info.byes.fpb}}) {
        if (!p.isSet(name)) continue;
        *field = p.value(name).toDouble(&ok);
        // QString::toDouble reads "inf" and "nan"; neither is a score.
        if (!ok || !std::isfinite(*field) || *field < 0 || *field > max_bye_points) {
            err(QStringLiteral("damka: --%1: '%2' is not a number of points (0..%3)")
                    .arg(name, p.value(name))
                    .arg(max_bye_points));
            return BadInput;
        }
    }
    info.byes.max_hpb = p.value(QStringLiteral("max-hpb")).toInt(&ok);
    if (!ok || info.byes.max_hpb < 0 || info.byes.max_hpb > max_rounds) {
        err(QStringLiteral("damka: --max-hpb: not a count (0..%1)").arg(max_rounds));
        return BadInput;
    }
    info.byes.hpb_closed_last_rounds = p.value(QStringLiteral("hpb-closed")).toInt(&ok);
    if (!ok || info.byes.hpb_closed_last_rounds < 0 || info.byes.hpb_closed_last_rounds > max_rounds) {
        err(QStringLiteral("damka: --hpb-closed: not a count (0..%1)").arg(max_rounds));
        return BadInput;
    }
    const bool rr = info.system != System::Swiss;
    std::string list = p.isSet(QStringLiteral("tiebreaks")) ? p.value(QStringLiteral("tiebreaks")).toStdString()
        : info.system == System::Knockout                   ? "" // ranked by the round reached
        : teams                                             ? join_tiebreaks(default_team_tiebreaks(info.system))
        : rr                                                ? "DE,SB,WIN,KS"
                                                            : "BH-C1,BH,SB,DE,WIN";
    std::string why;
    const auto tbs = parse_tiebreak_list(list, why);
    if (!tbs) {
        err(QStringLiteral("damka: --tiebreaks: ") + qs(why));
        return BadInput;
    }
    info.tiebreaks = *tbs;
    const QString file = p.value(QStringLiteral("db"));
    if (file.isEmpty()) {
        err(QStringLiteral("damka: --db: the event database file is required"));
        return BadInput;
    }
    auto ev = Event::create(file, info);
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
    QFile f(p.positionalArguments().front());
    if (!f.open(QIODevice::ReadOnly)) {
        err(QStringLiteral("damka: %1: %2").arg(f.fileName(), f.errorString()));
        return FileAccess;
    }
    std::vector<std::string> openings;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QString l = QString::fromUtf8(line).trimmed();
        if (!l.isEmpty() && !l.startsWith(QLatin1Char('#'))) openings.push_back(l.toStdString());
    }
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
