// damka player add|import|withdraw|reenter|delete|sort|list (edit: cmd_edit.cpp, from-list: cmd_rating.cpp)
#include "commands.hpp"
#include "tournament/exchange/player_csv.hpp"
#include "event_cli.hpp"
#include "player_csv_options.hpp"
#include "tool_commands.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;

int run_add(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Registers a player. After round 1 is paired this is a late entry: "
                                               "the missed rounds count as --missed (ZPB or HPB)."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("The player's name."));
    p.addOption(
        {QStringLiteral("rating"), QStringLiteral("Rating (0: unrated)."), QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("title"), QStringLiteral("Title (GM, IM, ...)."), QStringLiteral("T")});
    p.addOption({QStringLiteral("fed"), QStringLiteral("Federation code (3 letters)."), QStringLiteral("FED")});
    p.addOption({QStringLiteral("club"), QStringLiteral("Club."), QStringLiteral("CLUB")});
    p.addOption({QStringLiteral("born"), QStringLiteral("Birth year."), QStringLiteral("YEAR"), QStringLiteral("0")});
    p.addOption({QStringLiteral("sex"), QStringLiteral("M or F (m/w, М/Ж also): women's and men's prize lists."),
                 QStringLiteral("SEX")});
    p.addOption({QStringLiteral("fmjd-id"), QStringLiteral("FMJD id."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("national-id"), QStringLiteral("National federation id."), QStringLiteral("ID")});
    add_missed_option(p);
    p.addOption({QStringLiteral("duplicate-ok"),
                 QStringLiteral("Register the player though the name or an id is a registered player's: another "
                                "person.")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: NAME: give the player's name as one argument (quote it)"));
        return BadInput;
    }
    Player pl;
    pl.name = p.positionalArguments().front().trimmed().toStdString();
    bool ok1 = false, ok2 = false;
    pl.rating = p.value(QStringLiteral("rating")).toInt(&ok1);
    pl.birth_year = p.value(QStringLiteral("born")).toInt(&ok2);
    if (!ok1) {
        err(QStringLiteral("damka: --rating: '%1' is not a whole number").arg(p.value(QStringLiteral("rating"))));
        return BadInput;
    }
    if (!ok2) {
        err(QStringLiteral("damka: --born: '%1' is not a year").arg(p.value(QStringLiteral("born"))));
        return BadInput;
    }
    pl.title = p.value(QStringLiteral("title")).toStdString();
    pl.federation = p.value(QStringLiteral("fed")).toUpper().toStdString();
    pl.club = p.value(QStringLiteral("club")).toStdString();
    pl.fmjd_id = p.value(QStringLiteral("fmjd-id")).toStdString();
    pl.national_id = p.value(QStringLiteral("national-id")).toStdString();
    pl.sex = p.value(QStringLiteral("sex")).toStdString();
    const auto missed = missed_rounds(p);
    if (!missed) return BadInput;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report_questioned(ev->add_player(pl, *missed, p.isSet(QStringLiteral("duplicate-ok"))));
}

int run_import(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Imports players from a CSV file with a header row: name (required), rating, "
                       "title, federation, club, birth_year, birth_date, fmjd_id, national_id (or the Russian "
                       "headers). UTF-8, UTF-16 or Windows-1251 (Excel's plain CSV). Every line is "
                       "checked first; any error imports nothing and names every problem of every refused line."));
    add_event_options(p);
    int code = Ok;
    PlayerCsvOptions options;
    const auto csv = read_player_csv_command(p, args, options, code);
    if (!csv) return code;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report_questioned(import_players_csv(*ev, csv->toStdString(), p.isSet(QStringLiteral("preview")), options));
}

int player_action(const QStringList &args, const QString &what, bool with_round,
                  const std::function<Expected<Change>(Event &, int, std::optional<int>)> &act) {
    QCommandLineParser p;
    p.setApplicationDescription(what);
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The player's start number."));
    if (with_round)
        p.addOption({QStringLiteral("after"),
                     QStringLiteral("The last round the player counts in (default: the latest published round)."),
                     QStringLiteral("ROUND")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: ID: give one start number"));
        return BadInput;
    }
    const auto id = parse_count(QStringLiteral("ID"), p.positionalArguments().front());
    if (!id) return BadInput;
    std::optional<int> round;
    if (with_round && p.isSet(QStringLiteral("after"))) {
        bool ok = false;
        round = p.value(QStringLiteral("after")).toInt(&ok);
        // 999: the most rounds an event may have (event create --rounds).
        if (!ok || *round < 0 || *round > 999) {
            err(QStringLiteral("damka: --after: not a round number (0..999)"));
            return BadInput;
        }
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(act(*ev, *id, round));
}

int run_withdraw(const QStringList &args) {
    return player_action(args,
                         QStringLiteral("Withdraws a player permanently: not paired after --after. "
                                        "For a temporary absence use 'damka bye request --kind ZPB'."),
                         true, [](Event &e, int id, std::optional<int> r) { return e.withdraw(id, r); });
}

int run_reenter(const QStringList &args) {
    return player_action(args, QStringLiteral("Re-enters a withdrawn player: paired again from the next round."), false,
                         [](Event &e, int id, std::optional<int>) { return e.reenter(id); });
}

int run_delete(const QStringList &args) {
    return player_action(args,
                         QStringLiteral("Deletes a player entered by mistake, until he is in a round (then "
                                        "'damka player withdraw'). Before round 1 the players after him move up one "
                                        "start number."),
                         false, [](Event &e, int id, std::optional<int>) { return e.delete_player(id); });
}

int run_sort(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Before round 1 of a Swiss: gives out the start numbers in the initial "
                                               "order now (FIDE C.04.2 B: rating, title, name), as pairing round 1 "
                                               "does; byes and forbidden pairings follow their players."));
    add_event_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(ev->sort_players());
}

int forbid_action(const QStringList &args, bool allow) {
    QCommandLineParser p;
    p.setApplicationDescription(
        allow ? QStringLiteral("Lets players meet again: removes the forbidden pairings among them.")
              : QStringLiteral("Forbids pairings: no two of the players are paired against each other "
                               "(family members, club mates as the regulations say). A Swiss "
                               "only; the Dutch engine treats it as an absolute criterion."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("Start numbers, at least two."),
                            QStringLiteral("ID ID [ID...]"));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    std::vector<int> ids;
    for (const QString &a : p.positionalArguments()) {
        const auto id = parse_count(QStringLiteral("ID"), a);
        if (!id) return BadInput;
        ids.push_back(*id);
    }
    if (ids.size() < 2) {
        err(QStringLiteral("damka: ID: give at least two start numbers"));
        return BadInput;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(ev->forbid_pairs(ids, allow));
}

int run_forbid(const QStringList &args) { return forbid_action(args, false); }
int run_allow(const QStringList &args) { return forbid_action(args, true); }

int run_list(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Lists the players by start number."));
    add_event_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    const EventData e = ev->data();
    for (const Player &pl : e.players) {
        QString status;
        if (pl.first_round > 1) status += QStringLiteral(" late entry from round %1").arg(pl.first_round);
        if (pl.withdrawn_after)
            status += QStringLiteral(" withdrawn after round %1").arg(std::max(pl.withdrawn_after, 0));
        out(QStringLiteral("%1  %2 %3 %4 %5 %6%7")
                .arg(pl.id, 4)
                .arg(qs(pl.name).leftJustified(28), QString::number(pl.rating).rightJustified(5),
                     qs(pl.title).leftJustified(3), qs(pl.federation).leftJustified(3), qs(pl.club), status));
    }
    if (!e.forbidden.empty()) {
        out(QStringLiteral("forbidden pairings:"));
        for (const auto &[a, b] : e.forbidden) out(QStringLiteral("  %1 - %2").arg(a).arg(b));
    }
    return Ok;
}

int run_player(const QStringList &args) {
    return dispatch(
        QStringLiteral("player"),
        {{QStringLiteral("add"), QStringLiteral("Register a player (late entry after round 1)"), run_add},
         {QStringLiteral("import"), QStringLiteral("Import players from CSV"), run_import},
         {QStringLiteral("edit"), QStringLiteral("Correct a player's name, rating, title, ids..."), run_player_edit},
         {QStringLiteral("from-list"),
          QStringLiteral("Register or update players from the FMJD or a national rating list"), run_player_from_list},
         {QStringLiteral("withdraw"), QStringLiteral("Withdraw a player"), run_withdraw},
         {QStringLiteral("reenter"), QStringLiteral("Re-enter a withdrawn player"), run_reenter},
         {QStringLiteral("delete"), QStringLiteral("Delete a player entered by mistake"), run_delete},
         {QStringLiteral("sort"), QStringLiteral("Start numbers in the initial order before round 1"), run_sort},
         {QStringLiteral("list"), QStringLiteral("List the players and the forbidden pairings"), run_list},
         {QStringLiteral("forbid"), QStringLiteral("Forbid pairings among players (family, club)"), run_forbid},
         {QStringLiteral("allow"), QStringLiteral("Remove forbidden pairings"), run_allow}},
        args);
}

} // namespace

int player_command(const QStringList &args) { return storage_guarded(run_player)(args); }
} // namespace damka::cli
