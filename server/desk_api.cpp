#include "desk_api.hpp"

#include "api_json.hpp"
#include "arbiter/time_control.hpp"
#include "qr_code.hpp"
#include "round_tokens.hpp"
#include "request_body.hpp"
#include "service_reply.hpp"
#include "tiebreak_pick.hpp"
#include "storage/audit_log.hpp"
#include "tournament/service/audit_numbers.hpp"
#include "tournament/service/message_json.hpp"
#include "tournament/service/drawing_lots.hpp"
#include "tournament/service/event_edit.hpp"
#include "tournament/service/event_form.hpp" // max_rounds
#include "tournament/service/event_variant.hpp"
#include "tournament/exchange/manual_pairs_text.hpp"
#include "tournament/exchange/openings_text.hpp"
#include "tournament/exchange/result_batch.hpp"
#include "tournament/exchange/result_lines.hpp"
#include "tournament/model/system_rules.hpp"
#include "tournament/model/team.hpp"
#include "tournament/model/tiebreaks.hpp"
#include "reports/dates.hpp"
#include "reports/reports.hpp"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrl>

#include <variant>

namespace damka::server {

using namespace damka::tournament;

namespace {

// POST /players: `damka player add`.
Reply add_player(Event &event, Fields &f, const reports::Tr &tr) {
    Player p;
    p.name = f.std_text("name").value_or("");
    p.rating = f.whole("rating", 0, max_rating).value_or(0);
    p.birth_year = f.whole("birth_year", 0, 2100).value_or(0);
    p.title = f.std_text("title").value_or("");
    p.federation = QString::fromStdString(f.std_text("federation").value_or("")).toUpper().toStdString(); // as the CLI
    p.club = f.std_text("club").value_or("");
    p.fmjd_id = f.std_text("fmjd_id").value_or("");
    p.national_id = f.std_text("national_id").value_or("");
    p.sex = f.std_text("sex").value_or("");
    const std::string missed_text = f.std_text("missed").value_or("ZPB");
    const bool duplicate_ok = f.flag("confirm"); // a likely duplicate confirmed as another person
    if (f.bad()) return *f.bad();
    if (p.name.empty())
        return bad_field(QStringLiteral("name"), words(tr.translate("Desk", "the player's name is required")));
    const auto missed = parse_bye(missed_text.empty() ? "ZPB" : missed_text);
    if (!missed || (*missed != ByeKind::ZPB && *missed != ByeKind::HPB))
        return bad_field(QStringLiteral("missed"), words(tr.translate("Desk", "ZPB or HPB")));
    return answer(event.add_player(p, *missed, duplicate_ok), tr);
}

// POST /players/N: `damka player edit N`; a field sent empty clears it, one not sent is kept.
Reply edit_player(Event &event, int id, Fields &f, const reports::Tr &tr) {
    PlayerEdit edit;
    edit.name = f.std_text("name");
    edit.title = f.std_text("title");
    edit.federation = f.std_text("federation");
    if (edit.federation) edit.federation = QString::fromStdString(*edit.federation).toUpper().toStdString();
    edit.club = f.std_text("club");
    edit.fmjd_id = f.std_text("fmjd_id");
    edit.national_id = f.std_text("national_id");
    edit.sex = f.std_text("sex");
    if (edit.sex) edit.sex = sex_code(*edit.sex);
    edit.rating = f.whole("rating", 0, max_rating);
    edit.birth_year = f.whole("birth_year", 0, 2100);
    if (f.bad()) return *f.bad();
    return answer(tournament::edit_player(event, id, edit), tr);
}

// POST /event: `damka event edit`.
Reply edit_event(Event &event, Fields &f, const reports::Tr &tr) {
    EventEdit edit;
    edit.name = f.std_text("name");
    edit.place = f.std_text("place");
    edit.start_date = f.std_text("start_date");
    edit.end_date = f.std_text("end_date");
    edit.chief_arbiter = f.std_text("chief_arbiter");
    edit.time_control = f.std_text("time_control");
    if (edit.time_control) { // stored as the clocks read it (arbiter::normal_time_control)
        const auto tc = arbiter::normal_time_control(*edit.time_control);
        if (!tc)
            return bad_field(QStringLiteral("time_control"), QString::fromStdString(tr.render(tc.error_message())));
        edit.time_control = *tc;
    }
    edit.language = f.std_text("language");
    if (edit.language && !edit.language->empty() && !reports::parse_language(*edit.language))
        return bad_field(
            QStringLiteral("language"),
            words(tr.translate("Desk", "'%1' is not %2").arg(*edit.language).arg(reports::known_language_list())));
    // The picks of the desk's selects (tiebreak_pick.hpp), or a code list as `event edit` takes.
    if (const auto list = picked_tiebreaks(f, "tiebreak_").value_or(f.std_text("tiebreaks").value_or(""));
        !list.empty()) {
        Message why;
        const auto tbs = parse_tiebreak_list(list, why);
        if (!tbs) return bad_field(QStringLiteral("tiebreaks"), QString::fromStdString(tr.render(why)));
        edit.tiebreaks = *tbs;
    }
    if (const auto third = f.std_text("third_place"); third && !third->empty()) {
        if (*third != "yes" && *third != "no")
            return bad_field(QStringLiteral("third_place"), words(tr.translate("Desk", "yes or no")));
        edit.third_place_match = *third == "yes";
    }
    edit.rounds = f.whole("rounds", 1, max_rounds);
    if (f.bad()) return *f.bad();
    return answer(tournament::edit_event(event, edit), tr);
}

// POST /players/N/bye: `damka bye request|cancel`.
Reply bye(Event &event, int id, Fields &f, const reports::Tr &tr) {
    const auto round = f.whole("round", 1, max_rounds);
    const bool cancel = f.flag("cancel");
    const std::string kind_text = f.std_text("kind").value_or("");
    if (f.bad()) return *f.bad();
    if (!round)
        return bad_field(QStringLiteral("round"), words(tr.translate("Desk", "the round of the bye is required")));
    if (cancel) return answer(event.cancel_bye(id, *round), tr);
    const auto kind = parse_bye(QString::fromStdString(kind_text).toUpper().toStdString());
    if (!kind || *kind == ByeKind::PAB)
        return bad_field(QStringLiteral("kind"),
                         words(tr.translate("Desk", "HPB, FPB or ZPB (the PAB is the pairing's)")));
    return answer(event.request_bye(id, *round, *kind), tr);
}

// "3,1,7" or "3 1 7": start numbers in order; nullopt when one is not (refused in `f`).
std::optional<std::vector<int>> start_numbers(Fields &f, const char *key, const reports::Tr &tr) {
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    std::vector<int> ids;
    for (const QString &item : f.spelled(key).value_or(QString()).split(separators, Qt::SkipEmptyParts)) {
        const auto id = positive_number(item);
        if (!id) {
            f.refuse(QString::fromLatin1(key),
                     words(tr.translate("Desk", "'%1' is not a start number").arg(item.toStdString())));
            return std::nullopt;
        }
        ids.push_back(*id);
    }
    return ids;
}

// POST /forbidden: `damka player forbid|allow ID ID...`.
Reply forbid(Event &event, Fields &f, const reports::Tr &tr) {
    const auto ids = start_numbers(f, "players", tr);
    const bool allow = f.flag("allow");
    if (f.bad()) return *f.bad();
    if (ids->size() < 2)
        return bad_field(QStringLiteral("players"), words(tr.translate("Desk", "give at least two start numbers")));
    return answer(event.forbid_pairs(*ids, allow), tr);
}

// POST /rounds/N/results: `damka result enter --round N`, the text in the file's form.
Reply enter_round_results(Event &event, const EventData &e, int round, Fields &f, const reports::Tr &tr) {
    const ResultLines lines = parse_result_text(f.text("text").value_or(QString()), e.info.scoring);
    const bool confirm = f.flag("confirm");
    if (f.bad()) return *f.bad();
    if (!lines.errors.empty()) {
        std::vector<Message> all{DAMKA_TR("Batch", "nothing entered:")};
        all.insert(all.end(), lines.errors.begin(), lines.errors.end());
        return error_reply(400, QStringLiteral("bad_field"), QString::fromStdString(tr.render(Message::lines(all))));
    }
    if (lines.entries.empty()) return bad_field(QStringLiteral("text"), words(tr.translate("Desk", "no result lines")));
    std::vector<Numbered<ResultEntry>> entries = lines.entries;
    for (auto &n : entries) {
        n.item.round = round;
        n.item.confirm_later_rounds = confirm;
    }
    return answer(enter_results(event, entries, DAMKA_TR("Batch", "the desk")), tr);
}

// A captain named by start number, 0 for none; absent or blank -> nullopt.
std::optional<int> captain_field(Fields &f, const reports::Tr &tr) {
    const auto text = f.spelled("captain");
    if (!text || text->isEmpty()) return std::nullopt;
    bool ok = false;
    const int id = text->toInt(&ok);
    if (!ok || id < 0) f.refuse(QStringLiteral("captain"), words(tr.translate("Desk", "a start number (0: none)")));
    return id;
}

// POST /teams: `damka team add NAME --players ... [--fed --club --captain]`.
Reply add_team(Event &event, Fields &f, const reports::Tr &tr) {
    Team t;
    t.name = f.std_text("name").value_or("");
    t.federation = QString::fromStdString(f.std_text("federation").value_or("")).toUpper().toStdString();
    t.club = f.std_text("club").value_or("");
    const auto order = start_numbers(f, "players", tr);
    const auto captain = captain_field(f, tr);
    if (f.bad()) return *f.bad();
    if (t.name.empty())
        return bad_field(QStringLiteral("name"), words(tr.translate("Desk", "the team's name is required")));
    if (order->empty())
        return bad_field(QStringLiteral("players"), words(tr.translate("Desk", "the team's board order")));
    t.board_order = *order;
    t.captain = captain.value_or(0);
    return answer(event.add_team(t), tr);
}

// POST /teams/N: `damka team edit N`; fields not sent are kept.
Reply edit_team(Event &event, int team, Fields &f, const reports::Tr &tr) {
    TeamEdit edit;
    edit.name = f.std_text("name");
    if (const auto fed = f.std_text("federation"))
        edit.federation = QString::fromStdString(*fed).toUpper().toStdString();
    edit.club = f.std_text("club");
    edit.captain = captain_field(f, tr);
    if (!f.spelled("players").value_or(QString()).isEmpty()) edit.board_order = start_numbers(f, "players", tr);
    if (f.bad()) return *f.bad();
    return answer(event.edit_team(team, edit), tr);
}

// POST /teams/N/lineup: `damka team lineup N --round R --players ...|--default`.
Reply lineup(Event &event, int team, Fields &f, const reports::Tr &tr) {
    const auto round = f.whole("round", 1, max_rounds);
    auto players = start_numbers(f, "players", tr);
    const bool by_default = f.flag("default");
    if (f.bad()) return *f.bad();
    if (!round)
        return bad_field(QStringLiteral("round"), words(tr.translate("Desk", "the round of the line-up is required")));
    if (by_default)
        players->clear(); // the default line-up applies
    else if (players->empty())
        return bad_field(QStringLiteral("players"),
                         words(tr.translate("Desk", "start numbers, board 1 first (or the default)")));
    return answer(event.set_lineup(team, *round, *players), tr);
}

// POST /rounds/N/matches/M/forfeit: `damka result set all +-|-+|-- --match M`, read from the
// first-named team's side.
Reply match_forfeit(Event &event, int round, int match, Fields &f, const reports::Tr &tr) {
    const QString r = f.text("result").value_or(QString());
    const bool confirm = f.flag("confirm");
    if (f.bad()) return *f.bad();
    const std::optional<BoardResult> view = r == QStringLiteral("+-") ? BoardResult::WhiteForfeit
        : r == QStringLiteral("-+")                                   ? BoardResult::BlackForfeit
        : r == QStringLiteral("--")                                   ? BoardResult::DoubleForfeit
                                                                      : std::optional<BoardResult>();
    if (!view) return bad_field(QStringLiteral("result"), words(tr.translate("Desk", "+-, -+ or --")));
    return answer(event.forfeit_match(round, match, *view, confirm), tr);
}

// GET /rounds/N/draft: the round as the engine or the arbiter paired it, published or not,
// with the engine's reasons and the pairs as the manual field takes them ("1-5, 7-bye").
Reply draft_round(Event &event, const EventData &e, int n, const reports::Tr &tr) {
    const Round *r = find_round(e, n);
    if (!r)
        return error_reply(404, QStringLiteral("not_found"),
                           words(tr.translate("Desk", "round %1 is not paired").arg(n)));
    QJsonObject o = round_json(e, *r);
    o.insert(QStringLiteral("state"),
             r->state == RoundState::Draft ? QStringLiteral("draft") : QStringLiteral("published"));
    const reports::Table pairings = reports::pairings_by_board(e, n, tr.language());
    o.insert(QStringLiteral("pairings"), table_json(pairings));
    // The same table as the public pages draw it (a phone folds it the same way).
    o.insert(QStringLiteral("html"), QString::fromStdString(reports::html_section(pairings)));
    QStringList pairs;
    for (const RoundGame &g : r->games)
        if (g.game_no == 1 && g.white)
            pairs << (g.black ? QStringLiteral("%1-%2").arg(g.white).arg(g.black)
                              : QStringLiteral("%1-bye").arg(g.white));
    o.insert(QStringLiteral("manual"), pairs.join(QStringLiteral(", ")));
    const auto why = event.pairing_explanation(n);
    o.insert(QStringLiteral("explanation"), why ? QString::fromStdString(tr.render(*why)).trimmed() : QString());
    return json_reply(o);
}

// GET /players/N/record: every field `player edit` corrects, for the desk's form (the public
// player document leaves out the birth year, sex and ids).
Reply player_record(const EventData &e, int id, const reports::Tr &tr) {
    const Player *p = e.player(id);
    if (!p)
        return error_reply(404, QStringLiteral("not_found"),
                           words(tr.translate("Desk", "no player with start number %1").arg(id)));
    auto q = [](const std::string &s) { return QString::fromStdString(s); };
    return json_reply(QJsonObject{{QStringLiteral("id"), p->id},
                                  {QStringLiteral("name"), q(p->name)},
                                  {QStringLiteral("rating"), p->rating},
                                  {QStringLiteral("title"), q(p->title)},
                                  {QStringLiteral("federation"), q(p->federation)},
                                  {QStringLiteral("club"), q(p->club)},
                                  {QStringLiteral("birth_year"), p->birth_year},
                                  {QStringLiteral("sex"), q(p->sex)},
                                  {QStringLiteral("fmjd_id"), q(p->fmjd_id)},
                                  {QStringLiteral("national_id"), q(p->national_id)}});
}

// GET /audit: `damka event audit`, players by their current numbers.
Reply audit(Event &event, const EventData &e, const reports::Tr &tr) {
    QJsonArray out;
    const auto entries = audit_with_current_numbers(event.db(), e, {});
    for (auto it = entries.rbegin(); it != entries.rend(); ++it)
        out.append(QJsonObject{{QStringLiteral("id"), it->id},
                               {QStringLiteral("at"), it->at},
                               // In the page's language and the event's local time (reports/dates.hpp).
                               {QStringLiteral("at_text"),
                                QString::fromStdString(reports::moment_text(it->at.toStdString(), tr.language()))},
                               {QStringLiteral("who"), it->who},
                               {QStringLiteral("action"), it->action},
                               {QStringLiteral("summary"), QString::fromStdString(tr.render(audit_summary(*it)))}});
    return json_reply(QJsonObject{{QStringLiteral("entries"), out}});
}

QJsonObject token_json(const Token &t, const QDateTime &now, const reports::Language &lang) {
    // Made and expiring, in the page's language and the event's local time (reports/dates.hpp).
    const auto local = [&](const QString &at) {
        return QString::fromStdString(reports::moment_text(at.toStdString(), lang));
    };
    return {{QStringLiteral("id"), t.id},
            {QStringLiteral("created_text"), local(t.created_at)},
            {QStringLiteral("expires_text"), local(t.expires_at)},
            {QStringLiteral("role"), role_name(t.role)},
            {QStringLiteral("round"), t.round},
            {QStringLiteral("created_at"), t.created_at},
            {QStringLiteral("created_by"), t.created_by},
            {QStringLiteral("expires_at"), t.expires_at},
            {QStringLiteral("revoked_at"), t.revoked_at},
            {QStringLiteral("state"), token_state(t, now)}};
}

// POST /tokens: `damka token create`; the secret is shown once, with the page it opens as a
// link and a QR code to scan when the desk sends `link_base`.
Reply create_token(Event &event, Fields &f, const reports::Tr &tr) {
    // Checked before anything is made.
    const QUrl base(f.text("link_base").value_or(QString()));
    if (f.bad()) return *f.bad();
    if (!base.isEmpty() &&
        (!base.isValid() || (base.scheme() != QStringLiteral("http") && base.scheme() != QStringLiteral("https")) ||
         base.hasFragment()))
        return bad_field(QStringLiteral("link_base"), words(tr.translate("Desk", "an http(s) address without '#'")));
    // The desk's form names a board's role "board", with the board in a field of its own.
    QString role = f.text("role").value_or(QString());
    if (role == QStringLiteral("board")) role += QLatin1Char(':') + f.spelled("board").value_or(QString());
    if (role == QStringLiteral("captain")) role += QLatin1Char(':') + f.spelled("team").value_or(QString());
    const QString round = f.spelled("round").value_or(QString()), expires = f.text("expires").value_or(QString());
    if (f.bad()) return *f.bad();
    const auto made = issue_token(event.db(), event.actor(), role, round, expires, event.last_round());
    if (const auto *problem = std::get_if<TokenProblem>(&made))
        return bad_field(problem->field, QString::fromStdString(tr.render(problem->message)));
    const QByteArray secret = std::get<QString>(made).toLatin1();
    const auto t = find_token(event.db(), secret);
    QJsonObject out = t ? token_json(*t, QDateTime::currentDateTimeUtc(), tr.language()) : QJsonObject{};
    out.insert(QStringLiteral("token"), QString::fromLatin1(secret)); // shown once
    if (!base.isEmpty()) {
        const QString link = base.toString() + QStringLiteral("#token=") + QString::fromLatin1(secret);
        out.insert(QStringLiteral("link"), link);
        out.insert(QStringLiteral("qr_svg"), QString::fromStdString(qr_svg(link)));
    }
    return json_reply(out);
}

// The desk's writes take a JSON object's fields (request_body.hpp); an empty body is an empty
// one (undo, re-enter).
template <class F>
Reply with_object(const Call &c, F &&answer) {
    auto body = read_body(c.request, c.tr, true);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    return answer(std::get<Fields>(body));
}

Reply no_plugins(const reports::Tr &tr) {
    return error_reply(503, QStringLiteral("no_plugins"),
                       words(tr.translate("Desk", "this server has no variant plugins")));
}

} // namespace

Reply desk_event(const Call &c) {
    return with_object(c, [&](Fields &f) { return edit_event(c.view.event(), f, c.tr); });
}

Reply desk_audit(const Call &c) { return audit(c.view.event(), c.view.data(), c.tr); }

Reply desk_add_player(const Call &c) {
    return with_object(c, [&](Fields &f) { return add_player(c.view.event(), f, c.tr); });
}

Reply desk_edit_player(const Call &c) {
    return with_object(c, [&](Fields &f) { return edit_player(c.view.event(), c.number(0), f, c.tr); });
}

Reply desk_player_record(const Call &c) { return player_record(c.view.data(), c.number(0), c.tr); }

Reply desk_withdraw(const Call &c) {
    return with_object(c, [&](Fields &f) {
        const auto after = f.whole("after", 0, max_rounds); // blank: the latest published round
        if (f.bad()) return *f.bad();
        return answer(c.view.event().withdraw(c.number(0), after), c.tr);
    });
}

Reply desk_reenter(const Call &c) {
    return with_object(c, [&](Fields &) { return answer(c.view.event().reenter(c.number(0)), c.tr); });
}

Reply desk_bye(const Call &c) {
    return with_object(c, [&](Fields &f) { return bye(c.view.event(), c.number(0), f, c.tr); });
}

Reply desk_openings(const Call &c) {
    return with_object(c, [&](Fields &f) {
        const auto text = f.text("text");
        if (f.bad()) return *f.bad();
        if (!c.plugins) return no_plugins(c.tr);
        const Expected<Variant> variant = event_variant(c.plugins(), c.view.data().info);
        if (!variant) return refused(variant, c.tr);
        const auto openings = opening_lines(text.value_or(QString()));
        if (openings.empty())
            return bad_field(QStringLiteral("text"), words(c.tr.translate("Desk", "one opening a line")));
        return answer(c.view.event().load_openings(openings, *variant), c.tr);
    });
}

Reply desk_forbidden(const Call &c) {
    return with_object(c, [&](Fields &f) { return forbid(c.view.event(), f, c.tr); });
}

Reply desk_lots(const Call &c) {
    return with_object(c, [&](Fields &f) {
        quint64 seed = QRandomGenerator::system()->generate64();
        const auto given = f.spelled("seed");
        if (f.bad()) return *f.bad();
        if (given && !given->isEmpty()) {
            bool ok = false;
            seed = given->toULongLong(&ok);
            if (!ok)
                return bad_field(QStringLiteral("seed"), words(c.tr.translate("Desk", "a whole number 0..2^64-1")));
        }
        return answer(draw_lots(c.view.event(), seed), c.tr);
    });
}

Reply desk_pair(const Call &c) {
    return with_object(c, [&](Fields &f) {
        std::optional<std::vector<ManualPair>> manual;
        const auto text = f.text("manual");
        const bool force = f.flag("force");
        if (f.bad()) return *f.bad();
        if (text && !text->isEmpty()) {
            Message why;
            manual = parse_manual_pairs(*text, why);
            if (!manual) return bad_field(QStringLiteral("manual"), QString::fromStdString(c.tr.render(why)));
        }
        if (force && !manual)
            return bad_field(QStringLiteral("force"),
                             words(c.tr.translate("Desk", "goes with a pairing made by hand")));
        auto paired = c.view.event().pair_next_round(manual, force);
        // The board tokens of the rounds before serve no more (routes.cpp): revoked, their
        // links forgotten (round_tokens.hpp), at the latest now.
        if (paired)
            revoke_round_tokens(c.view.event().db(), c.view.event().actor(), 1, c.view.event().last_round() - 1);
        return answer(paired, c.tr);
    });
}

Reply desk_undo(const Call &c) {
    return with_object(c, [&](Fields &f) {
        const bool force = f.flag("force");
        if (f.bad()) return *f.bad();
        return answer(c.view.event().undo_round(force), c.tr);
    });
}

Reply desk_draft(const Call &c) { return draft_round(c.view.event(), c.view.data(), c.number(0), c.tr); }

Reply desk_results(const Call &c) {
    return with_object(
        c, [&](Fields &f) { return enter_round_results(c.view.event(), c.view.data(), c.number(0), f, c.tr); });
}

Reply desk_forfeit(const Call &c) {
    return with_object(c, [&](Fields &f) { return match_forfeit(c.view.event(), c.number(0), c.number(1), f, c.tr); });
}

Reply desk_add_team(const Call &c) {
    return with_object(c, [&](Fields &f) { return add_team(c.view.event(), f, c.tr); });
}

Reply desk_edit_team(const Call &c) {
    return with_object(c, [&](Fields &f) { return edit_team(c.view.event(), c.number(0), f, c.tr); });
}

Reply desk_lineup(const Call &c) {
    return with_object(c, [&](Fields &f) { return lineup(c.view.event(), c.number(0), f, c.tr); });
}

Reply desk_tokens(const Call &c) {
    QJsonArray out;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const Token &t : list_tokens(c.view.event().db())) out.append(token_json(t, now, c.tr.language()));
    return json_reply(QJsonObject{{QStringLiteral("tokens"), out}});
}

Reply desk_create_token(const Call &c) {
    return with_object(c, [&](Fields &f) { return create_token(c.view.event(), f, c.tr); });
}

Reply desk_revoke_token(const Call &c) {
    return with_object(c, [&](Fields &f) {
        const reports::Tr &tr = c.tr;
        const QString &id = c.args[0];
        const bool own = f.flag("own");
        if (f.bad()) return *f.bad();
        // The token this desk runs with is revoked only when asked for by name (issue 44 §2).
        if (!own && c.token && id.toLower().left(8) == c.token->id)
            return error_reply(
                409, QStringLiteral("own_token"),
                words(tr.translate("Desk", "token %1 is the one in use here: confirm that it is to be revoked")
                          .arg(id.toStdString())));
        if (const auto why = revoke_token(c.view.event().db(), id.toLower(), c.view.event().actor()))
            return error_reply(422, QStringLiteral("refused"), QString::fromStdString(tr.render(*why)));
        return json_reply(
            QJsonObject{{QStringLiteral("changed"),
                         QJsonArray{words(tr.translate("Desk", "revoked token %1").arg(id.toStdString()))}}});
    });
}

} // namespace damka::server
