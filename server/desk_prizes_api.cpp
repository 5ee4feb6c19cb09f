#include "desk_prizes_api.hpp"

#include "pages.hpp"
#include "prize_pages.hpp"
#include "request_body.hpp"
#include "service_reply.hpp"
#include "site.hpp" // spreadsheet_download
#include "reports/prizes_report.hpp"
#include "tournament/service/prize_list.hpp"

#include <QJsonArray>

namespace damka::server {

using namespace damka::tournament;

namespace {

// The category a kind names: "women", "men", the desk's "under"/"senior" with the age, or
// "category" with its code as `damka prizes add --category` takes it; nullopt with `f` refused.
std::optional<PrizeCategory> category_of(const std::string &kind, Fields &f, const reports::Tr &tr) {
    std::string code = kind;
    const auto age = f.whole("age", 1, 99);
    const auto given = f.std_text("category");
    if (f.bad()) return std::nullopt;
    if (kind == "under" || kind == "senior") {
        if (!age) {
            f.refuse(QStringLiteral("age"), words(tr.translate("Desk", "the category's age is required")));
            return std::nullopt;
        }
        code = (kind == "under" ? "u" : "s") + std::to_string(*age);
    } else if (kind == "category") {
        code = given.value_or("");
    }
    Message why;
    auto category = parse_prize_category(code, why);
    if (!category)
        f.refuse(kind == "category" ? QStringLiteral("category") : QStringLiteral("kind"),
                 QString::fromStdString(tr.render(why)));
    return category;
}

// check_prize's refusal names the field first, as `damka prizes add` prints it ("rating: the
// band 1800-1600 is reversed"): here a refusal of the desk's field of that name (a club's K is
// club_top), so the form names it by its label; the service checks it again as it stores it.
std::optional<Reply> checked(Event &event, const Prize &p, const reports::Tr &tr) {
    const Message why = check_prize(p, load_prize_list(event.db()).prizes);
    if (why.empty()) return std::nullopt;
    const std::string english = why.english(), key = english.substr(0, english.find(':'));
    std::string reason = tr.render(why);
    if (const auto colon = reason.find(": "); colon != std::string::npos) reason = reason.substr(colon + 2);
    return bad_field(QString::fromStdString(key == "club" ? "club_top" : key), QString::fromStdString(reason));
}

// POST /prizes: the prize the fields describe, checked field by field before the service's
// own check (check_prize) sees it.
Reply add(Event &event, Fields &f, const reports::Tr &tr) {
    const std::string kind = f.std_text("kind").value_or("place");
    Prize p;
    p.place = f.whole("place", 1, 10000).value_or(1);
    p.name = f.std_text("name").value_or("");
    // A JSON number or the form's text ("1 500,50": parse_money reads what organisers type).
    const std::string amount = f.spelled("amount").value_or(QString()).toStdString();
    const std::string band = f.std_text("rating").value_or("");
    const auto club_top = f.whole("club_top", 1, 10000);
    if (f.bad()) return *f.bad();
    const bool categorised = kind == "women" || kind == "men" || kind == "under" || kind == "senior";
    if (categorised || kind == "category") {
        p.kind = PrizeKind::Category;
        const auto category = category_of(kind, f, tr);
        if (f.bad()) return *f.bad();
        p.category = *category;
    } else if (const auto known = parse_prize_kind(kind)) {
        p.kind = *known;
    } else {
        return bad_field(QStringLiteral("kind"), words(tr.translate("Desk", "'%1' is not a kind of prize").arg(kind)));
    }
    Message why;
    if (p.kind == PrizeKind::RatingBand && !parse_rating_band(band, p.rating_min, p.rating_max, why))
        return bad_field(QStringLiteral("rating"), QString::fromStdString(tr.render(why)));
    if (p.kind == PrizeKind::Club) {
        if (!club_top)
            return bad_field(QStringLiteral("club_top"),
                             words(tr.translate("Desk", "how many of a club's best players count is required")));
        p.club_top = *club_top;
    }
    if (!amount.empty()) {
        p.amount = parse_money(amount, "amount", why);
        if (!p.amount) return bad_field(QStringLiteral("amount"), QString::fromStdString(tr.render(why)));
    }
    if (auto refusal = checked(event, p, tr)) return *refusal;
    return answer(add_prize(event, p), tr);
}

// POST /prizes/settings: a field not sent keeps its value (PrizeSettingsEdit).
Reply settings(Event &event, Fields &f, const reports::Tr &tr) {
    PrizeSettingsEdit edit;
    const auto shared = f.std_text("shared");
    if (f.object().contains(QStringLiteral("unrated_in_bands"))) edit.unrated_in_bands = f.flag("unrated_in_bands");
    if (f.object().contains(QStringLiteral("withdrawn_eligible")))
        edit.withdrawn_eligible = f.flag("withdrawn_eligible");
    edit.currency = f.std_text("currency");
    if (f.bad()) return *f.bad();
    if (shared && !shared->empty()) {
        Message why;
        edit.shared = parse_shared_money(*shared, why);
        if (!edit.shared) return bad_field(QStringLiteral("shared"), QString::fromStdString(tr.render(why)));
    }
    return answer(edit_prize_settings(event, edit), tr);
}

QJsonObject prize_json(const Prize &p) {
    QJsonObject o{{QStringLiteral("number"), p.number},
                  {QStringLiteral("kind"), QString::fromStdString(to_string(p.kind))},
                  {QStringLiteral("place"), p.place},
                  {QStringLiteral("title"), QString::fromStdString(reports::prize_title(p))}};
    if (p.amount) o.insert(QStringLiteral("amount"), QString::fromStdString(format_money(*p.amount)));
    if (!p.name.empty()) o.insert(QStringLiteral("name"), QString::fromStdString(p.name));
    if (p.kind == PrizeKind::Category) o.insert(QStringLiteral("category"), QString::fromStdString(p.category.code));
    if (p.kind == PrizeKind::RatingBand) {
        o.insert(QStringLiteral("rating_min"), p.rating_min);
        o.insert(QStringLiteral("rating_max"), p.rating_max);
    }
    if (p.kind == PrizeKind::Club) o.insert(QStringLiteral("club_top"), p.club_top);
    return o;
}

QJsonObject award_json(const Award &a, const EventData &e) {
    QJsonObject o{{QStringLiteral("prize"), a.prize},
                  {QStringLiteral("amount"), QString::fromStdString(format_money(a.amount))},
                  {QStringLiteral("rule"), QString::fromStdString(a.rule.english())}};
    if (a.player > 0) {
        o.insert(QStringLiteral("player"), a.player);
        if (const Player *p = e.player(a.player)) o.insert(QStringLiteral("name"), QString::fromStdString(p->name));
    }
    if (!a.club.empty()) o.insert(QStringLiteral("club"), QString::fromStdString(a.club));
    return o;
}

} // namespace

Reply desk_add_prize(const Call &c) {
    return with_body(c.request, c.tr, [&](Fields &f) { return add(c.view.event(), f, c.tr); });
}

Reply desk_remove_prize(const Call &c) {
    return with_body(c.request, c.tr,
                     [&](Fields &) { return answer(remove_prize(c.view.event(), c.number(0)), c.tr); });
}

Reply desk_prize_settings(const Call &c) {
    return with_body(c.request, c.tr, [&](Fields &f) { return settings(c.view.event(), f, c.tr); });
}

Reply api_prizes(const Call &c) {
    const PrizesNow now = prizes_now(c.view);
    const PrizeSettings &s = now.list.settings;
    QJsonArray prizes, awards, not_awarded;
    for (const Prize &p : now.list.prizes) prizes.append(prize_json(p));
    for (const Award &a : now.allocation.awards) awards.append(award_json(a, c.view.data()));
    for (const NotAwarded &n : now.allocation.not_awarded)
        not_awarded.append(QJsonObject{{QStringLiteral("prize"), n.prize},
                                       {QStringLiteral("reason"), QString::fromStdString(n.reason.english())}});
    const QJsonObject settings{{QStringLiteral("shared"), QString::fromStdString(to_string(s.shared))},
                               {QStringLiteral("unrated_in_bands"), s.unrated_in_bands},
                               {QStringLiteral("withdrawn_eligible"), s.withdrawn_eligible},
                               {QStringLiteral("currency"), QString::fromStdString(s.currency)}};
    return json_reply(QJsonObject{{QStringLiteral("settings"), settings},
                                  {QStringLiteral("rules"), QString::fromStdString(reports::prize_rules_line(s))},
                                  {QStringLiteral("prizes"), prizes},
                                  {QStringLiteral("awards"), awards},
                                  {QStringLiteral("not_awarded"), not_awarded}});
}

Reply api_prizes_csv(const Call &c) {
    const PrizesNow now = prizes_now(c.view);
    return spreadsheet_download(
        c, {reports::prize_allocation_table(c.view.data(), c.view.standings(), now.list, now.allocation, c.lang())},
        QStringLiteral("prizes.csv"));
}

Reply page_prizes(const Call &c) {
    const QStringList path = c.request.path.mid(1);
    const auto content = public_prizes_content(c.view, c.lang());
    if (!content) return html_reply(page_document(c.view, c.request.base, c.lang(), path, "<p>404</p>\n"), 404);
    if (c.query("part") == QStringLiteral("main")) return html_reply(*content); // live.js
    return html_reply(page_document(c.view, c.request.base, c.lang(), path, *content));
}

} // namespace damka::server
