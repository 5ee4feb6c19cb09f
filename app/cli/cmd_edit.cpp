// damka player edit ID, damka event edit — correct what was typed at registration.
#include "tool_commands.hpp"
#include "event_cli.hpp"
#include "report_output.hpp" // --language: a language translations/ has
#include "tournament/service/event_edit.hpp"
#include "tournament/exchange/player_csv.hpp"
#include "tournament/model/tiebreaks.hpp"

namespace damka::cli {

using namespace damka::tournament;

namespace {

// The option's text when given (possibly empty: clears the field).
std::optional<std::string> text(const QCommandLineParser &p, const QString &name) {
    return p.isSet(name) ? std::optional<std::string>(p.value(name).trimmed().toStdString()) : std::nullopt;
}

// A whole-number option when given; `ok` false (after printing why) when not a number.
std::optional<int> whole(const QCommandLineParser &p, const QString &name, bool &ok) {
    if (!p.isSet(name)) return std::nullopt;
    bool good = false;
    const int v = p.value(name).toInt(&good);
    if (!good) {
        err(QStringLiteral("damka: --%1: '%2' is not a whole number").arg(name, p.value(name)));
        ok = false;
    }
    return v;
}

} // namespace

int run_player_edit(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Corrects a player's record; options not given keep their value, an empty "
                       "value clears a text field. Audited as player.edit (before and after)."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The player's start number."));
    p.addOption({QStringLiteral("name"), QStringLiteral("Name."), QStringLiteral("NAME")});
    p.addOption({QStringLiteral("rating"), QStringLiteral("Rating (0: unrated)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("title"), QStringLiteral("Title."), QStringLiteral("T")});
    p.addOption({QStringLiteral("fed"), QStringLiteral("Federation code (3 letters)."), QStringLiteral("FED")});
    p.addOption({QStringLiteral("club"), QStringLiteral("Club."), QStringLiteral("CLUB")});
    p.addOption({QStringLiteral("born"), QStringLiteral("Birth year (0: unknown)."), QStringLiteral("YEAR")});
    p.addOption(
        {QStringLiteral("sex"), QStringLiteral("M or F (m/w, М/Ж also); empty: not given."), QStringLiteral("SEX")});
    p.addOption({QStringLiteral("fmjd-id"), QStringLiteral("FMJD id."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("national-id"), QStringLiteral("National federation id."), QStringLiteral("ID")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: ID: give one start number"));
        return BadInput;
    }
    const auto id = parse_count(QStringLiteral("ID"), p.positionalArguments().front());
    if (!id) return BadInput;
    PlayerEdit edit;
    bool ok = true;
    edit.name = text(p, QStringLiteral("name"));
    edit.title = text(p, QStringLiteral("title"));
    edit.federation = text(p, QStringLiteral("fed"));
    if (edit.federation)
        edit.federation = QString::fromStdString(*edit.federation).toUpper().toStdString(); // as `player add`
    edit.club = text(p, QStringLiteral("club"));
    edit.fmjd_id = text(p, QStringLiteral("fmjd-id"));
    edit.national_id = text(p, QStringLiteral("national-id"));
    edit.sex = text(p, QStringLiteral("sex"));
    if (edit.sex) edit.sex = sex_code(*edit.sex);
    edit.rating = whole(p, QStringLiteral("rating"), ok);
    edit.birth_year = whole(p, QStringLiteral("born"), ok);
    if (!ok) return BadInput;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(edit_player(*ev, *id, edit));
}

int run_event_edit(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Corrects the event's settings; options not given keep their value. The "
                       "tie-break list can change only before round 1 is paired; the number of "
                       "rounds of a Swiss not below the rounds paired. Audited as event.edit."));
    add_event_options(p);
    for (const auto &[n, d] : std::vector<std::pair<QString, QString>>{
             {QStringLiteral("name"), QStringLiteral("Tournament name.")},
             {QStringLiteral("place"), QStringLiteral("Where it is played.")},
             {QStringLiteral("from"), QStringLiteral("First day (YYYY-MM-DD).")},
             {QStringLiteral("to"), QStringLiteral("Last day (YYYY-MM-DD).")},
             {QStringLiteral("chief-arbiter"), QStringLiteral("The chief arbiter's name.")},
             {QStringLiteral("time-control"), QStringLiteral("Time control, e.g. '45+10'.")},
             {QStringLiteral("language"), QStringLiteral("The language of the event's printouts: en or ru.")}})
        p.addOption({n, d, QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("tiebreaks"),
                 QStringLiteral("Ordered tie-break codes, comma-separated (see 'damka event tiebreaks')."),
                 QStringLiteral("LIST")});
    p.addOption({QStringLiteral("rounds"), QStringLiteral("Number of rounds (a Swiss)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("third-place"),
                 QStringLiteral("A knockout: 'yes' to have the semi-finals' losers play for third "
                                "place in the final round, 'no' to let them share it (before the "
                                "final is paired)."),
                 QStringLiteral("yes|no")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    EventEdit edit;
    edit.name = text(p, QStringLiteral("name"));
    edit.place = text(p, QStringLiteral("place"));
    edit.start_date = text(p, QStringLiteral("from"));
    edit.end_date = text(p, QStringLiteral("to"));
    edit.chief_arbiter = text(p, QStringLiteral("chief-arbiter"));
    edit.time_control = text(p, QStringLiteral("time-control"));
    if (edit.time_control && !read_time_control(*edit.time_control)) return BadInput;
    edit.language = text(p, QStringLiteral("language"));
    if (edit.language && !edit.language->empty() && !known_language(*edit.language)) return BadInput;
    if (p.isSet(QStringLiteral("tiebreaks"))) {
        std::string why;
        const auto tbs = parse_tiebreak_list(p.value(QStringLiteral("tiebreaks")).toStdString(), why);
        if (!tbs) {
            err(QStringLiteral("damka: --tiebreaks: ") + qs(why));
            return BadInput;
        }
        edit.tiebreaks = *tbs;
    }
    if (p.isSet(QStringLiteral("third-place"))) {
        const QString v = p.value(QStringLiteral("third-place")).toLower();
        if (v != QStringLiteral("yes") && v != QStringLiteral("no")) {
            err(QStringLiteral("damka: --third-place: '%1' is not yes or no")
                    .arg(p.value(QStringLiteral("third-place"))));
            return BadInput;
        }
        edit.third_place_match = v == QStringLiteral("yes");
    }
    bool ok = true;
    edit.rounds = whole(p, QStringLiteral("rounds"), ok);
    if (!ok) return BadInput;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    return report(edit_event(*ev, edit));
}

} // namespace damka::cli
