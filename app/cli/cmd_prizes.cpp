// damka prizes [show]|list|add|remove|settings — the event's prize list and its allocation
// (issue 45 §3): the workflow is host/tournament/service/prize_list.hpp's, the tables
// reports/prizes_report.hpp's.
#include "commands.hpp"
#include "event_cli.hpp"
#include "report_output.hpp"
#include "reports/prizes_report.hpp"
#include "tournament/service/prize_list.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;

// "yes" or "no" of --OPTION; nullopt when not given; `ok` false (the error printed) otherwise.
std::optional<bool> yes_no(const QCommandLineParser &p, const QString &name, bool &ok) {
    if (!p.isSet(name)) return std::nullopt;
    const QString v = p.value(name).toLower();
    if (v == QStringLiteral("yes")) return true;
    if (v == QStringLiteral("no")) return false;
    err(QStringLiteral("damka: --%1: '%2' is not yes or no").arg(name, p.value(name)));
    ok = false;
    return std::nullopt;
}

bool refuse(const Message &why) {
    err(QStringLiteral("damka: ") + qs(why.english()));
    return false;
}

int run_show(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("The prizes allocated over the standings: one prize per player, the larger first; each "
                       "award with the rule applied, then the prizes not awarded and why."));
    add_event_options(p);
    add_output_options(p);
    p.addOption({QStringLiteral("after"), QStringLiteral("After this round (default: the last complete round)."),
                 QStringLiteral("N")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event_for_report(p, code);
    if (!ev) return code;
    std::optional<int> after;
    if (p.isSet(QStringLiteral("after"))) {
        bool good = false;
        after = p.value(QStringLiteral("after")).toInt(&good);
        if (!good || *after < 0 || *after > ev->last_round()) {
            err(QStringLiteral("damka: --after: '%1' is not a paired round (0..%2)")
                    .arg(p.value(QStringLiteral("after")))
                    .arg(ev->last_round()));
            return BadInput;
        }
    }
    const auto prizes = event_prizes(*ev, after);
    if (!prizes) return report(Error{prizes.error_message(), prizes.error_kind()});
    const auto lang = report_language(p, prizes->event);
    if (!lang) return BadInput;
    return write_tables(
        p, {reports::prize_allocation_table(prizes->event, prizes->standings, prizes->list, prizes->allocation, *lang)},
        *lang);
}

int run_list(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("The prize list as entered, by number, with the allocation settings."));
    add_event_options(p);
    add_output_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event_for_report(p, code);
    if (!ev) return code;
    const auto list = prize_list(*ev);
    if (!list) return report(Error{list.error_message(), list.error_kind()});
    const EventData e = ev->data();
    const auto lang = report_language(p, e);
    if (!lang) return BadInput;
    return write_tables(p, {reports::prize_list_table(e, *list, *lang)}, *lang);
}

std::optional<Prize> no_prize(const Message &why) {
    refuse(why);
    return std::nullopt;
}

// The prize `add` describes, or nullopt after printing what is wrong.
std::optional<Prize> prize_from(const QCommandLineParser &p) {
    const auto value = [&](const char *name) { return p.value(QString::fromLatin1(name)).trimmed().toStdString(); };
    PrizeFields f{.place = value("place"), .amount = value("amount"), .name = value("name")};
    int kinds = 0;
    const auto given = [&](const char *name, const std::string &category) {
        if (!p.isSet(QString::fromLatin1(name))) return;
        ++kinds;
        f.category = category;
    };
    given("category", value("category"));
    given("women", "women");
    given("men", "men");
    given("under", "u" + value("under"));
    given("senior", "s" + value("senior"));
    given("rating", "rating");
    given("unrated", "unrated");
    given("club-top", "club");
    given("team-member", "team-member");
    f.rating = value("rating");
    f.club_top = value("club-top");
    if (kinds > 1)
        return no_prize(DAMKA_TR("Prizes", "prize: give one category (--women, --under, --rating, --club-top ...)"));
    Message why;
    const auto prize = read_prize(f, why);
    if (!prize) return no_prize(why);
    return prize;
}

int run_add(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Adds a prize at the end of the list: a place (--place N), or a category's prize (its --place within the "
        "category, 1 by default). Each with an amount, a name (a cup), or both. Audited as prize.add."));
    add_event_options(p);
    p.addOption({QStringLiteral("place"), QStringLiteral("The place: overall, or within the category given."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("amount"), QStringLiteral("The money, in the event's currency: 500, 12.50."),
                 QStringLiteral("AMOUNT")});
    p.addOption({QStringLiteral("name"), QStringLiteral("What the prize is: cup, trophy."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("category"), QStringLiteral("women, men, uN or sN (as standings --category)."),
                 QStringLiteral("CATEGORY")});
    p.addOption({QStringLiteral("women"), QStringLiteral("The best woman.")});
    p.addOption({QStringLiteral("men"), QStringLiteral("The best man.")});
    p.addOption({QStringLiteral("under"), QStringLiteral("The best under N on 1 January of the event's year."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("senior"), QStringLiteral("The best aged N or older that year."), QStringLiteral("N")});
    p.addOption({QStringLiteral("rating"),
                 QStringLiteral("A rating band: MAX (up to MAX), MIN-MAX or MIN-: 1600, 1601-1800."),
                 QStringLiteral("BAND")});
    p.addOption({QStringLiteral("unrated"), QStringLiteral("The best unrated player.")});
    p.addOption({QStringLiteral("club-top"), QStringLiteral("The best club by the sum of its best K players' points."),
                 QStringLiteral("K")});
    p.addOption({QStringLiteral("team-member"), QStringLiteral("The best player on a team.")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    const auto prize = prize_from(p);
    if (!prize) return BadInput;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(add_prize(*ev, *prize));
}

int run_remove(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Removes a prize; the prizes after it move up one number. Audited as prize.remove."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("N"),
                            QStringLiteral("The prize's number, as 'damka prizes list' shows it."));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: N: give the number of one prize ('damka prizes list')"));
        return BadInput;
    }
    const auto n = parse_count(QStringLiteral("N"), p.positionalArguments().front());
    if (!n) return BadInput;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(remove_prize(*ev, *n));
}

int run_settings(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("How the prizes are allocated; options not given keep their value. Audited as prize.settings."));
    add_event_options(p);
    p.addOption({QStringLiteral("shared"),
                 QStringLiteral("Place money of players tied on points: tiebreaks (not shared), hort (half by the "
                                "tie-breaks, half shared equally) or equal (all shared equally)."),
                 QStringLiteral("tiebreaks|hort|equal")});
    p.addOption({QStringLiteral("unrated"), QStringLiteral("Whether unrated players may win rating-band prizes."),
                 QStringLiteral("yes|no")});
    p.addOption({QStringLiteral("withdrawn"), QStringLiteral("Whether withdrawn players may win prizes."),
                 QStringLiteral("yes|no")});
    p.addOption(
        {QStringLiteral("currency"), QStringLiteral("The currency of the amounts: EUR, RUB."), QStringLiteral("TEXT")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    PrizeSettingsEdit edit;
    bool ok = true;
    if (p.isSet(QStringLiteral("shared"))) {
        Message why;
        edit.shared = parse_shared_money(p.value(QStringLiteral("shared")).toStdString(), why);
        if (!edit.shared) ok = refuse(why);
    }
    edit.unrated_in_bands = yes_no(p, QStringLiteral("unrated"), ok);
    edit.withdrawn_eligible = yes_no(p, QStringLiteral("withdrawn"), ok);
    if (p.isSet(QStringLiteral("currency")))
        edit.currency = p.value(QStringLiteral("currency")).trimmed().toStdString();
    if (!ok) return BadInput;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(edit_prize_settings(*ev, edit));
}

int run_prizes(const QStringList &args) {
    // `damka prizes --db E ...`: the allocation, what the command is asked for most.
    if (args.size() >= 2 && args[1].startsWith(QStringLiteral("--")) && args[1] != QStringLiteral("--help"))
        return run_show(QStringList{QStringLiteral("damka prizes")} + args.mid(1));
    return dispatch(
        QStringLiteral("prizes"),
        {{QStringLiteral("show"), QStringLiteral("The prizes allocated, with the rule of each"), run_show},
         {QStringLiteral("list"), QStringLiteral("The prize list and its settings"), run_list},
         {QStringLiteral("add"), QStringLiteral("Add a place or category prize"), run_add},
         {QStringLiteral("remove"), QStringLiteral("Remove a prize"), run_remove},
         {QStringLiteral("settings"),
          QStringLiteral("Shared money (Hort, tie-breaks, equal), unrated and withdrawn players"), run_settings}},
        args);
}

} // namespace

int prizes_command(const QStringList &args) { return storage_guarded(run_prizes)(args); }

} // namespace damka::cli
