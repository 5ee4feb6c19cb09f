// damka player from-list FILE — register or update players from the FMJD or a national rating
// list; damka ratings — the rating change of each rated player after the event.
#include "commands.hpp"
#include "event_cli.hpp"
#include "tournament/service/event_edit.hpp"
#include "reports/rating_change.hpp"
#include "tournament/exchange/rating_list.hpp"
#include "report_output.hpp"
#include "tool_commands.hpp"

#include <map>

namespace damka::cli {

using namespace damka::tournament;

int run_player_from_list(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Registers the players with the given ids from a rating list, or with --update brings the rating, title and "
        "federation of every registered player found in the list up to date. --list fmjd reads the FMJD list "
        "(columns fmjd_id, name or surname + first name, title, federation, rating, birth_year), --list national a "
        "national list (national_id, name, club, rating, ...); see host/tournament/README.md. All or nothing."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The rating list (CSV: ',' ';' or tab)."));
    p.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("Ids in the list of the players to register."),
                            QStringLiteral("[ID...]"));
    p.addOption({QStringLiteral("list"), QStringLiteral("fmjd (default) or national."), QStringLiteral("KIND"),
                 QStringLiteral("fmjd")});
    p.addOption({QStringLiteral("update"), QStringLiteral("Update the registered players found in the list instead.")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    const QString kind_name = p.value(QStringLiteral("list"));
    if (kind_name != QStringLiteral("fmjd") && kind_name != QStringLiteral("national")) {
        err(QStringLiteral("damka: --list: fmjd or national"));
        return BadInput;
    }
    const RatingListKind kind = kind_name == QStringLiteral("fmjd") ? RatingListKind::Fmjd : RatingListKind::National;
    QStringList pos = p.positionalArguments();
    const bool update = p.isSet(QStringLiteral("update"));
    if (pos.isEmpty() || (pos.size() == 1) != update) {
        err(QStringLiteral("damka: give FILE and the ids to register, or FILE --update"));
        return BadInput;
    }
    const QString file = pos.takeFirst();
    const auto text = read_file(file, code);
    if (!text) return code;
    const RatingList list = read_rating_list(text->toStdString(), kind);
    // A national list holds thousands of lines: one bad line elsewhere must not block the
    // players asked for, but it is never skipped silently.
    for (const Message &e : list.errors) err(QStringLiteral("damka: %1: skipped %2").arg(file, qs(e.english())));
    std::map<std::string, const Numbered<Player> *> by_id;
    for (const auto &n : list.players) by_id.emplace(list_id(n.item, kind), &n);
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    if (!update) {
        std::vector<Numbered<Player>> chosen;
        QStringList missing;
        for (const QString &id : pos) {
            const auto it = by_id.find(id.toStdString());
            if (it == by_id.end())
                missing << id;
            else
                chosen.push_back(*it->second);
        }
        if (!missing.isEmpty()) {
            err(QStringLiteral("damka: nothing registered: not in %1: %2")
                    .arg(file, missing.join(QStringLiteral(", "))));
            return BadInput;
        }
        return report(all_or_nothing(
            *ev, chosen, DAMKA_TR("Batch", "nothing registered:"), [&](const Player &pl) { return ev->add_player(pl); },
            [](Change &) {}));
    }
    std::vector<Numbered<std::pair<int, PlayerEdit>>> edits;
    for (const Player &pl : ev->data().players) {
        const auto it = by_id.find(list_id(pl, kind));
        if (list_id(pl, kind).empty() || it == by_id.end()) continue;
        const Player &listed = it->second->item;
        PlayerEdit e;
        e.rating = listed.rating;
        if (!listed.title.empty()) e.title = listed.title;
        if (!listed.federation.empty()) e.federation = listed.federation;
        edits.push_back({it->second->line, {pl.id, e}});
    }
    if (edits.empty()) {
        out(QStringLiteral("no registered player has an id in %1").arg(file));
        return Ok;
    }
    return report(all_or_nothing(
        *ev, edits, DAMKA_TR("Batch", "nothing updated:"),
        [&](const std::pair<int, PlayerEdit> &e) { return edit_player(*ev, e.first, e.second); }, [](Change &) {}));
}

namespace {

int run_ratings(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "The rating change of each rated player: dR = K * (W - We), We from the logistic curve over the games played "
        "against rated opponents (forfeits and byes do not count). K is the development factor of FMJD's rating "
        "regulations (Annex 9, art. 3.2.3) for the player; see host/tournament/README.md for what could be checked."));
    add_event_options(p);
    add_output_options(p);
    p.addOption({QStringLiteral("k"), QStringLiteral("The development factor K (required)."), QStringLiteral("K")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    bool ok = false;
    const double k = p.value(QStringLiteral("k")).toDouble(&ok);
    if (!p.isSet(QStringLiteral("k")) || !ok || !(k > 0 && k <= 100)) {
        err(QStringLiteral("damka: --k: give the development factor, a number above 0 and at most 100"));
        return BadInput;
    }
    auto ev = open_event_for_report(p, code);
    if (!ev) return code;
    const tournament::EventData e = ev->data();
    const auto lang = report_language(p, e);
    if (!lang) return BadInput;
    return write_tables(p, {reports::rating_change_table(e, k, *lang)}, *lang);
}

} // namespace

int ratings_command(const QStringList &args) { return storage_guarded(run_ratings)(args); }
} // namespace damka::cli
