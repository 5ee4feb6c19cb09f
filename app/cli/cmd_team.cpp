// damka team add|edit|list|lineup — the teams of a team event, their board orders and the
// captains' line-ups.
#include "commands.hpp"
#include "event_cli.hpp"
#include "tournament/model/system_rules.hpp"
#include "tournament/model/team.hpp"
#include "tournament/model/team_scoring.hpp"
#include "tool_commands.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;

// "3,1,7" -> start numbers; prints "damka: --OPTION: ..." and returns nullopt when bad.
std::optional<std::vector<int>> parse_players(const QString &option, const QString &text) {
    std::vector<int> out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto id = parse_count(QStringLiteral("--") + option, part.trimmed());
        if (!id) return std::nullopt;
        out.push_back(*id);
    }
    return out;
}

void add_team_fields(QCommandLineParser &p) {
    p.addOption({QStringLiteral("fed"), QStringLiteral("Federation code (3 letters)."), QStringLiteral("FED")});
    p.addOption({QStringLiteral("club"), QStringLiteral("Club."), QStringLiteral("CLUB")});
    p.addOption({QStringLiteral("captain"), QStringLiteral("The captain: one of the team's players (0: none)."),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("players"),
                 QStringLiteral("The board order: start numbers, board 1 first, then the "
                                "reserves, comma-separated (e.g. 3,1,7,2,9)."),
                 QStringLiteral("IDS")});
}

// --captain as a start number or 0; prints the error and returns nullopt when bad.
std::optional<int> parse_captain(const QCommandLineParser &p) {
    bool ok = false;
    const int id = p.value(QStringLiteral("captain")).toInt(&ok);
    if (!ok || id < 0) {
        err(QStringLiteral("damka: --captain: '%1' is not a start number (0: none)")
                .arg(p.value(QStringLiteral("captain"))));
        return std::nullopt;
    }
    return id;
}

// The one TEAM argument (a team number), or nothing, said.
std::optional<int> team_argument(const QCommandLineParser &p) {
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: TEAM: give one team number"));
        return std::nullopt;
    }
    return parse_count(QStringLiteral("TEAM"), p.positionalArguments().front());
}

int run_add(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Registers a team with its board order (before round 1 is paired). The "
                                               "first players fill the boards, the rest are reserves."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("The team's name."));
    add_team_fields(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: NAME: give the team's name as one argument (quote it)"));
        return BadInput;
    }
    if (!p.isSet(QStringLiteral("players"))) {
        err(QStringLiteral("damka: --players: give the team's board order"));
        return BadInput;
    }
    Team t;
    t.name = p.positionalArguments().front().trimmed().toStdString();
    t.federation = p.value(QStringLiteral("fed")).toUpper().toStdString();
    t.club = p.value(QStringLiteral("club")).toStdString();
    const auto order = parse_players(QStringLiteral("players"), p.value(QStringLiteral("players")));
    if (!order) return BadInput;
    t.board_order = *order;
    if (p.isSet(QStringLiteral("captain"))) {
        const auto captain = parse_captain(p);
        if (!captain) return BadInput;
        t.captain = *captain;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(ev->add_team(t));
}

int run_edit(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Corrects a team: its name, federation, club, captain, or (before round 1 "
                       "is paired) its board order."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("TEAM"), QStringLiteral("The team's number."));
    p.addOption({QStringLiteral("name"), QStringLiteral("The team's name."), QStringLiteral("NAME")});
    add_team_fields(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    const auto id = team_argument(p);
    if (!id) return BadInput;
    TeamEdit edit;
    if (p.isSet(QStringLiteral("name"))) edit.name = p.value(QStringLiteral("name")).trimmed().toStdString();
    if (p.isSet(QStringLiteral("fed"))) edit.federation = p.value(QStringLiteral("fed")).toUpper().toStdString();
    if (p.isSet(QStringLiteral("club"))) edit.club = p.value(QStringLiteral("club")).toStdString();
    if (p.isSet(QStringLiteral("captain"))) {
        const auto captain = parse_captain(p);
        if (!captain) return BadInput;
        edit.captain = *captain;
    }
    if (p.isSet(QStringLiteral("players"))) {
        const auto order = parse_players(QStringLiteral("players"), p.value(QStringLiteral("players")));
        if (!order) return BadInput;
        edit.board_order = *order;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(ev->edit_team(*id, edit));
}

int run_list(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Lists the teams with their board orders: board, start number, name, rating; "
                       "'R' marks a reserve, 'C' the captain."));
    add_event_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    const EventData e = ev->data();
    for (const Team &t : e.teams) {
        QStringList where;
        if (!t.federation.empty()) where << qs(t.federation);
        if (!t.club.empty()) where << qs(t.club);
        out(QStringLiteral("%1  %2%3")
                .arg(t.id, 3)
                .arg(qs(t.name),
                     where.isEmpty() ? QString() : QStringLiteral("  ") + where.join(QStringLiteral(", "))));
        for (size_t k = 0; k < t.board_order.size(); ++k) {
            const Player *pl = e.player(t.board_order[k]);
            const bool reserve = int(k) >= e.info.team_boards;
            out(QStringLiteral("     %1 %2 %3  %4 %5")
                    .arg(reserve ? QStringLiteral("R") : QString::number(k + 1), 2)
                    .arg(pl->id, 4)
                    .arg(qs(pl->name).leftJustified(28), QString::number(pl->rating).rightJustified(5),
                         pl->id == t.captain ? QStringLiteral("C") : QString())
                    .trimmed()
                    .prepend(QStringLiteral("     ")));
        }
    }
    if (e.teams.empty()) out(QStringLiteral("no teams"));
    return Ok;
}

int run_lineup(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Gives the captain's line-up of a round not yet paired, board 1 first. The "
                       "board order is kept: a reserve may move up into a gap, players never swap. "
                       "Without --players, shows the round's line-up; --default drops the "
                       "captain's, so the team fields the first available players of its board order."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("TEAM"), QStringLiteral("The team's number."));
    p.addOption({QStringLiteral("round"), QStringLiteral("The round (required)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("players"), QStringLiteral("Start numbers, board 1 first, comma-separated."),
                 QStringLiteral("IDS")});
    p.addOption({QStringLiteral("default"), QStringLiteral("Drop the captain's line-up: the default one applies.")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    const auto id = team_argument(p);
    if (!id) return BadInput;
    if (!p.isSet(QStringLiteral("round"))) {
        err(QStringLiteral("damka: --round: give the round"));
        return BadInput;
    }
    const auto round = parse_count(QStringLiteral("--round"), p.value(QStringLiteral("round")));
    if (!round) return BadInput;
    if (p.isSet(QStringLiteral("players")) && p.isSet(QStringLiteral("default"))) {
        err(QStringLiteral("damka: --players and --default: give one of them"));
        return BadInput;
    }
    if (p.isSet(QStringLiteral("players")) || p.isSet(QStringLiteral("default"))) {
        std::vector<int> players;
        if (p.isSet(QStringLiteral("players"))) {
            const auto given = parse_players(QStringLiteral("players"), p.value(QStringLiteral("players")));
            if (!given) return BadInput;
            if (given->empty()) {
                err(QStringLiteral("damka: --players: give the line-up's start numbers"));
                return BadInput;
            }
            players = *given;
        }
        auto ev = open_event(p, code, storage::Access::Write);
        if (!ev) return code;
        return report(ev->set_lineup(*id, *round, players));
    }
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    const EventData e = ev->data();
    const Team *t = e.team(*id);
    if (!t) {
        err(QStringLiteral("damka: team: no team with number %1").arg(*id));
        return BadInput;
    }
    out(QStringLiteral("%1, round %2 (%3):")
            .arg(qs(t->name))
            .arg(*round)
            .arg(captain_gave_lineup(e, *id, *round) ? QStringLiteral("the captain's line-up")
                                                     : QStringLiteral("the default line-up")));
    const std::vector<int> lineup = lineup_for(e, *t, *round);
    for (size_t b = 0; b < lineup.size(); ++b)
        out(QStringLiteral("  board %1: %2").arg(b + 1).arg(qs(e.label(lineup[b]))));
    for (int b = int(lineup.size()); b < e.info.team_boards; ++b)
        out(QStringLiteral("  board %1: nobody (lost by forfeit)").arg(b + 1));
    return Ok;
}

// "1.5 : 0.5", or "-" while a board has no result.
QString score_text(double a, double b, bool complete) {
    return complete ? QStringLiteral("%1 : %2").arg(qs(format_points(a)), qs(format_points(b)))
                    : QStringLiteral("(in play)");
}

int run_matches(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("The team matches with every board: the players (the first-named team's "
                       "first), colours, results, the game points of each team and the match points."));
    add_event_options(p);
    p.addOption({QStringLiteral("round"), QStringLiteral("Only this round (default: every paired round)."),
                 QStringLiteral("N")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    std::optional<int> only;
    if (!parse_round_filter(p, only)) return BadInput;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    const EventData e = ev->data();
    if (e.info.team_boards == 0) {
        err(QStringLiteral("damka: this is not a team event"));
        return BadInput;
    }
    if (only && !find_round(e, *only)) {
        const std::string beyond = round_number_problem(e, *only, "--round").english();
        err(QStringLiteral("damka: ") +
            (beyond.empty() ? QStringLiteral("--round: round %1 is not paired").arg(*only) : qs(beyond)));
        return BadInput;
    }
    for (const Round &r : e.rounds) {
        if (only && r.number != *only) continue;
        out(QStringLiteral("round %1%2")
                .arg(r.number)
                .arg(r.state == RoundState::Draft ? QStringLiteral(" (draft)") : QString()));
        const TeamRound *tr = find_team_round(e, r.number);
        if (!tr) continue;
        for (const TeamMatch &m : tr->matches) {
            const MatchScore s = score_match(e, r, m);
            out(QStringLiteral("  match %1: %2 - %3  %4%5")
                    .arg(m.number)
                    .arg(qs(e.team(m.white_team)->name), qs(e.team(m.black_team)->name),
                         score_text(s.first_points, s.second_points, s.complete),
                         s.complete ? QStringLiteral("  match points %1")
                                          .arg(score_text(s.first_match_points, s.second_match_points, true)) +
                                 (s.forfeited ? QStringLiteral(" (forfeited)") : QString())
                                    : QString()));
            for (const TeamBoard &b : s.boards) {
                if (!b.game) continue;
                const int first = b.first_team_white ? b.game->white : b.game->black;
                const int second = b.first_team_white ? b.game->black : b.game->white;
                const QString colour = b.first_team_white ? QStringLiteral("W") : QStringLiteral("B");
                const QString result = b.game->result == BoardResult::Pending
                    ? QStringLiteral("...")
                    : score_text(b.first_points, b.second_points, true) + QStringLiteral("  (") +
                        qs(to_string(b.game->result)) + QStringLiteral(")");
                out(QStringLiteral("    board %1 %2: %3 - %4  %5")
                        .arg(b.board)
                        .arg(colour, qs(e.label(first)), qs(e.label(second)), result));
            }
        }
        if (tr->free_team)
            out((rules_of(e.info.system).team_bye_scores_draw
                     ? QStringLiteral("  pairing-allocated bye (a drawn match, FIDE C.04.6 1.4): %1")
                     : QStringLiteral("  no match: %1"))
                    .arg(qs(e.team(tr->free_team)->name)));
    }
    return Ok;
}

int run_team(const QStringList &args) {
    return dispatch(QStringLiteral("team"),
                    {{QStringLiteral("add"), QStringLiteral("Register a team with its board order"), run_add},
                     {QStringLiteral("edit"),
                      QStringLiteral("Correct a team's name, federation, club, captain, board order"), run_edit},
                     {QStringLiteral("list"), QStringLiteral("List the teams and their board orders"), run_list},
                     {QStringLiteral("lineup"), QStringLiteral("Give or show a round's line-up"), run_lineup},
                     {QStringLiteral("matches"), QStringLiteral("The team matches with every board"), run_matches}},
                    args);
}

} // namespace

int team_command(const QStringList &args) { return storage_guarded(run_team)(args); }
} // namespace damka::cli
