#include "festival_pages.hpp"

#include "access_tokens.hpp"
#include "api_json.hpp"
#include "assets.hpp"
#include "desk_round.hpp"
#include "event_setup.hpp"
#include "festival_host.hpp"
#include "hall_page.hpp"
#include "html_form.hpp"
#include "mount.hpp"
#include "request_body.hpp"
#include "service_reply.hpp"

#include "reports/reports.hpp"
#include "tournament/model/system_rules.hpp"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace damka::server {

using reports::html_escape;

namespace {

std::string code_of(const FestivalCall &c) { return reports::language_code(c.tr.language()); }

// The page around `content`: the festival's title, its pages, the same page in the other
// languages (lang_switch.js keeps the query and the token's fragment).
std::string frame(FestivalCall &c, const std::string &here, const std::string &title, const std::string &content,
                  const char *script, bool live) {
    const reports::Tr &tr = c.tr;
    const std::string code = code_of(c);
    auto a = [&](const std::string &path, const std::string &text, const std::string &extra = {}) {
        return "<a href=\"" + code + html_escape(path) + "\"" + extra + ">" + html_escape(text) + "</a>";
    };
    std::string nav = a("/", tr.translate("Festival", "Tournaments")) + " " +
        a("/hall", tr.translate("Festival", "Hall screen")) + " " +
        a("/live", tr.translate("Festival", "Boards live")) + " " +
        a("/desk", tr.translate("Festival", "Desk"), " data-token-link");
    for (const Language &other : reports::known_languages())
        if (!(other == c.tr.language())) {
            const std::string oc = reports::language_code(other);
            nav += " <a href=\"" + oc + html_escape(here) + "\" data-lang-switch hreflang=\"" + oc + "\">" +
                html_escape(reports::Tr(other).translate("Pages", "English",
                                                         "the name of this language, in this language: Русский")) +
                "</a>";
        }
    const std::string s = script ? std::string(script) : std::string();
    return "<!DOCTYPE html>\n<html lang=\"" + code +
        "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, "
        "initial-scale=1\">\n" +
        base_element(QStringLiteral("/")) + "<title>" + html_escape(title) +
        "</title>\n<link rel=\"stylesheet\" href=\"assets/site.css\">\n" +
        (s == "desk.js" ? "<link rel=\"stylesheet\" href=\"assets/desk.css\">\n" : "") +
        (live ? "<script src=\"assets/live.js\" defer></script>\n" : "") +
        "<script src=\"assets/lang_switch.js\" defer></script>\n" +
        (s.empty() ? std::string() : "<script src=\"assets/" + s + "\" defer></script>\n") + "</head>\n<body>\n<nav>" +
        nav + "</nav>\n<main id=\"content\" data-version=\"" + std::to_string(c.festival.version()) + "\">\n" +
        content + "</main>\n</body>\n</html>\n";
}

// The page, or with ?part=main its content alone (live.js and desk.js fetch it again).
Reply page(FestivalCall &c, const std::string &here, const std::string &title, const std::string &content,
           const char *script, bool live) {
    if (c.request.query.queryItemValue(QStringLiteral("part")) == QStringLiteral("main")) return html_reply(content);
    return html_reply(frame(c, here, title, content, script, live));
}

std::string section_address(const ServedSection &s, const std::string &code) {
    return "t/" + s.slug.toStdString() + "/" + code + "/";
}

// The sections a hall or the live page shows: ?sections=a,b in that order, else every one.
std::vector<ServedSection *> chosen(FestivalCall &c) {
    std::vector<ServedSection *> out;
    const QString asked = c.request.query.queryItemValue(QStringLiteral("sections"));
    if (asked.isEmpty()) {
        for (const auto &s : c.festival.sections())
            if (s->view->has_event()) out.push_back(s.get());
        return out;
    }
    for (const QString &slug : asked.split(QLatin1Char(','), Qt::SkipEmptyParts))
        // Each once: hall.js tells the views apart by their keys.
        if (ServedSection *s = c.festival.section(slug.trimmed());
            s && s->view->has_event() && std::find(out.begin(), out.end(), s) == out.end())
            out.push_back(s);
    return out;
}

} // namespace

std::variant<Token, Reply> festival_caller(FestivalCall &c) {
    const QByteArray auth = c.request.authorization.trimmed();
    if (auth.startsWith("Bearer "))
        if (auto t = c.festival.festival_token(auth.mid(7).trimmed())) return *t;
    // An address guessing tokens is slowed down, as the sections' write API slows it.
    if (!c.festival.limiter().allow(c.request.peer))
        return error_reply(429, QStringLiteral("rate_limited"), QStringLiteral("too many requests; wait a moment"));
    Reply r = error_reply(401, QStringLiteral("unauthorized"),
                          words(c.tr.translate("Festival",
                                               "a festival chief's token is required (damka festival "
                                               "token)")));
    r.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"damka\"");
    return r;
}

Reply festival_root(FestivalCall &c) {
    const QByteArray to = "/" + QByteArray(reports::language_code(c.festival.language())) + "/";
    Reply r = html_reply("<a href=\"" + to.toStdString() + "\">" + to.toStdString() + "</a>\n", 302);
    r.headers.emplace_back("Location", to);
    return r;
}

reports::Table festival_table(const QString &title, const std::vector<ListedSection> &sections, Language lang) {
    const reports::Tr tr(lang);
    const std::string code = reports::language_code(lang);
    reports::Table t;
    t.title = title.toStdString();
    t.header = {tr.translate("Festival", "Address"), tr.translate("Festival", "Tournament"),
                tr.translate("Festival", "Variant and system"), tr.translate("Festival", "Players"),
                tr.translate("Festival", "Round")};
    t.numeric = {false, false, false, true, false};
    t.secondary = {true, false, true, false, false};
    for (const ListedSection &s : sections) {
        const tournament::EventData &e = s.view->data();
        const RoundWords w = round_words(e, round_in_hand(*s.view), tr);
        std::string lines;
        for (const std::string &l : reports::event_lines(e, lang)) lines += (lines.empty() ? "" : "; ") + l;
        t.links[{t.rows.size(), 1}] = {"t/" + s.slug.toStdString() + "/" + code + "/"};
        t.rows.push_back(
            {s.slug.toStdString(), e.info.name, lines, std::to_string(e.players.size()), w.round + ": " + w.state});
    }
    if (sections.empty())
        t.notes.push_back(tr.translate("Festival", "No tournament yet: make one on the festival's desk."));
    return t;
}

Reply festival_list_page(FestivalCall &c) {
    const reports::Tr &tr = c.tr;
    const QString title = c.festival.festival().title();
    std::vector<ListedSection> listed;
    for (const auto &s : c.festival.sections())
        if (s->view->has_event()) listed.push_back({s->slug, s->view.get()});
    std::string o =
        "<section class=\"festival\">\n" + reports::html_section(festival_table(title, listed, c.tr.language()));
    for (const auto &[slug, why] : c.festival.unavailable())
        o += "<p class=\"problem\" data-unavailable=\"" + html_escape(slug.toStdString()) + "\">" +
            html_escape(
                 tr.translate("Festival", "%1 is not served: %2").arg(slug.toStdString()).arg(why.toStdString())) +
            "</p>\n";
    return page(c, "/", title.toStdString(), o + "</section>\n", nullptr, true);
}

Reply festival_desk_page(FestivalCall &c) {
    const reports::Tr &tr = c.tr;
    const std::string code = code_of(c);
    const std::string title = c.festival.festival().title().toStdString();
    std::string o = "<div class=\"desk-page\" data-section=\"festival\" data-says-none=\"" +
        html_escape(tr.translate("Festival", "Open the festival's desk with the link of a festival chief's token.")) +
        "\" data-says-chief=\"" + html_escape(tr.translate("Festival", "The festival chief's desk")) +
        "\" data-says-arbiter=\"\" data-says-captain=\"\" data-says-confirm=\"" +
        html_escape(tr.translate("Desk", "Confirm the correction")) + "\" data-says-link=\"" +
        html_escape(tr.translate("Desk", "Link (shown once):")) + "\">\n<h1>" + html_escape(title) +
        " <span class=\"page-name\">\xe2\x80\x93 " + html_escape(tr.translate("Festival", "Desk")) +
        "</span></h1>\n<p id=\"who\"></p>\n";
    o += "<section class=\"desk-part festival-part\" id=\"festival-sections\">\n<h2>" +
        html_escape(tr.translate("Festival", "The tournaments")) + "</h2>\n<ul class=\"festival-desks\">\n";
    for (const auto &s : c.festival.sections()) {
        if (!s->view->has_event()) continue;
        const RoundWords w = round_words(s->view->data(), round_in_hand(*s->view), tr);
        // The festival chief's token acts in every tournament: each desk opens with it.
        o += "<li data-section=\"" + html_escape(s->slug.toStdString()) + "\"><a data-token-link href=\"" +
            section_address(*s, code) + "desk\">" + html_escape(s->view->data().info.name) + "</a> <span>" +
            html_escape(w.round) + ": " + html_escape(w.state) + "</span></li>\n";
    }
    o += "</ul>\n</section>\n";
    // A new tournament: its address, then every setting of `damka event create`.
    const std::string fields =
        form::input("slug", tr.translate("Festival", "Address (/t/ADDRESS/: lower-case letters, digits, '-')"), {},
                    "text", "required pattern=\"[a-z0-9][a-z0-9_-]{0,31}\"") +
        setup_fields(c.festival.options().plugins(), c.tr.language()) +
        form::button(tr.translate("Festival", "Create the tournament"));
    // Across sections: a player moved, the start lists from one file with a section column.
    std::vector<std::pair<std::string, std::string>> slugs;
    for (const auto &s : c.festival.sections())
        if (s->view->has_event()) slugs.emplace_back(s->slug.toStdString(), s->view->data().info.name);
    if (!slugs.empty()) {
        o += "<section class=\"desk-part festival-part\" id=\"move-player\">\n<h2>" +
            html_escape(tr.translate("Festival", "A player to another tournament")) + "</h2>\n<p class=\"hint\">" +
            html_escape(
                 tr.translate("Festival",
                              "He keeps his record; until round 1 is published he leaves the first tournament's list, "
                              "after it he is withdrawn there and enters the other as a late entry.")) +
            "</p>\n" +
            form::form("api/v1/festival/move",
                       form::select("from", tr.translate("Festival", "From"), slugs) +
                           form::input("player", tr.translate("Festival", "Start number"), {}, "number",
                                       "min=\"1\" required") +
                           form::select("to", tr.translate("Festival", "To"), slugs) +
                           form::select("missed", tr.translate("Festival", "Rounds he missed count as"),
                                        {{"ZPB", tr.translate("Festival", "zero-point byes")},
                                         {"HPB", tr.translate("Festival", "half-point byes")}}) +
                           form::button(tr.translate("Festival", "Move the player")),
                       "id=\"move-form\"") +
            "</section>\n";
        o += "<section class=\"desk-part festival-part\" id=\"festival-import\">\n<h2>" +
            html_escape(tr.translate("Festival", "Start lists from one file")) + "</h2>\n<p class=\"hint\">" +
            html_escape(tr.translate("Festival",
                                     "A CSV file with a column «section» naming each player's tournament by its "
                                     "address; all or nothing.")) +
            "</p>\n" +
            form::form("api/v1/festival/import",
                       form::input("csv_base64", tr.translate("Festival", "CSV file"), {}, "file",
                                   "accept=\".csv,text/csv\" data-bytes required") +
                           form::button(tr.translate("Desk", "Preview"), "preview", "true") +
                           form::button(tr.translate("Desk", "Import"), "preview", "false"),
                       "id=\"festival-import-form\"") +
            "</section>\n";
    }
    o += "<section class=\"desk-part festival-part\" id=\"new-section\">\n<h2>" +
        html_escape(tr.translate("Festival", "A new tournament")) + "</h2>\n" +
        form::form("api/v1/festival/sections", fields,
                   "id=\"new-section-form\" data-then=\"t/{slug}/" + code + "/desk\"") +
        "</section>\n</div>\n";
    return page(c, "/desk", title + " \xe2\x80\x93 " + tr.translate("Festival", "Desk").str(), o, "desk.js", false);
}

Reply festival_hall_page(FestivalCall &c) {
    HallOptions options = hall_options(c.request.query);
    const Language lang = c.tr.language();
    std::string views;
    for (ServedSection *s : chosen(c)) {
        options.section = s->slug.toStdString();
        views += hall_views(*s->view, s->host->site().games(), lang, options);
    }
    if (views.empty())
        views = "<section class=\"view\" data-view=\"festival\">\n<h1>" +
            html_escape(c.festival.festival().title().toStdString()) + "</h1>\n<p>" +
            html_escape(c.tr.translate("Pages", "No round is published yet.").str()) + "</p>\n</section>\n";
    if (c.request.query.queryItemValue(QStringLiteral("part")) == QStringLiteral("main")) return html_reply(views);
    const std::string code = code_of(c);
    QUrlQuery part = c.request.query;
    part.removeAllQueryItems(QStringLiteral("part"));
    part.addQueryItem(QStringLiteral("part"), QStringLiteral("main"));
    const std::string data_part = html_escape(code + "/hall?" + part.toString(QUrl::FullyEncoded).toStdString());
    return html_reply(hall_frame(QStringLiteral("/"), lang, c.festival.festival().title().toStdString(), options,
                                 data_part, c.festival.version(), views));
}

Reply festival_live_page(FestivalCall &c) {
    const reports::Tr &tr = c.tr;
    const std::string code = code_of(c);
    std::string o = "<section class=\"festival-live\">\n<h1>" +
        html_escape(tr.translate("Festival", "%1: the boards being recorded")
                        .arg(c.festival.festival().title().toStdString())) +
        "</h1>\n";
    int shown = 0;
    for (ServedSection *s : chosen(c)) {
        EventView &view = *s->view;
        const int round = tournament::current_round(view.data());
        if (!published_round(view.data(), round)) continue;
        Reply doc = s->host->site().live().json(
            view, s->host->site().plugins() ? &s->host->site().plugins()() : nullptr, round, c.tr.language());
        const QJsonArray boards = QJsonDocument::fromJson(doc.body).object().value(QStringLiteral("boards")).toArray();
        std::string items;
        for (const QJsonValue &b : boards) {
            const QJsonObject d = b.toObject();
            if (!d.value(QStringLiteral("recorded")).toBool()) continue; // "not recorded": nobody keeps its moves
            const QJsonArray players = d.value(QStringLiteral("players")).toArray();
            auto label = [&](int side) {
                return html_escape(players.at(side).toObject().value(QStringLiteral("label")).toString().toStdString());
            };
            const std::string bo = std::to_string(d.value(QStringLiteral("board")).toInt());
            const QString result = d.value(QStringLiteral("result")).toString();
            items += "<li class=\"live-board\" data-section=\"" + html_escape(s->slug.toStdString()) +
                "\" data-board=\"" + bo + "\"><a href=\"" + section_address(*s, code) + "game/" +
                std::to_string(round) + "/" + bo + "\"><b class=\"bo\">" + bo + "</b> " + label(0) + " \xe2\x80\x93 " +
                label(1) + "</a> <span class=\"last\">" +
                html_escape(d.value(QStringLiteral("last_shown")).toString().toStdString()) + "</span>" +
                (result.isEmpty() ? "" : " <b class=\"result\">" + html_escape(result.toStdString()) + "</b>") +
                "</li>\n";
            ++shown;
        }
        if (items.empty()) continue;
        o += "<h2><a href=\"" + section_address(*s, code) + "live/" + std::to_string(round) + "\">" +
            html_escape(tr.translate("Live", "%1 - round %2: the boards live").arg(view.data().info.name).arg(round)) +
            "</a></h2>\n<ul class=\"festival-live-boards\">\n" + items + "</ul>\n";
    }
    if (shown == 0) o += "<p>" + html_escape(tr.translate("Festival", "No board is being recorded now.")) + "</p>\n";
    return page(c, "/live", tr.translate("Festival", "Boards live").str(), o + "</section>\n", nullptr, true);
}

Reply festival_asset(FestivalCall &c) {
    if (auto r = asset_reply(c.args.value(0))) return *r;
    return error_reply(404, QStringLiteral("not_found"), QStringLiteral("no such file"));
}

Reply festival_stream_head(FestivalCall &) {
    Reply r; // as a one-event server's (site.cpp): the stream's headers, no body
    r.content_type = "text/event-stream";
    r.headers.emplace_back("Cache-Control", "no-cache");
    return r;
}

Reply festival_document(FestivalCall &c) {
    QJsonArray sections;
    for (const auto &s : c.festival.sections()) {
        if (!s->view->has_event()) continue;
        const tournament::EventData &e = s->view->data();
        const RoundInHand hand = round_in_hand(*s->view);
        sections.append(
            QJsonObject{{QStringLiteral("slug"), s->slug},
                        {QStringLiteral("name"), QString::fromStdString(e.info.name)},
                        {QStringLiteral("variant"), QString::fromStdString(e.info.variant)},
                        {QStringLiteral("system"), QString::fromStdString(tournament::to_string(e.info.system))},
                        {QStringLiteral("players"), int(e.players.size())},
                        {QStringLiteral("rounds"), e.info.rounds},
                        {QStringLiteral("round"), hand.round},
                        {QStringLiteral("stage"), QString::fromLatin1(stage_code(hand.stage))},
                        {QStringLiteral("version"), s->view->version()},
                        {QStringLiteral("address"), QStringLiteral("/t/%1/").arg(s->slug)}});
    }
    QJsonArray unavailable;
    for (const auto &[slug, why] : c.festival.unavailable())
        unavailable.append(QJsonObject{{QStringLiteral("slug"), slug}, {QStringLiteral("reason"), why}});
    return json_reply(QJsonObject{{QStringLiteral("title"), c.festival.festival().title()},
                                  {QStringLiteral("version"), c.festival.version()},
                                  {QStringLiteral("sections"), sections},
                                  {QStringLiteral("unavailable"), unavailable}});
}

Reply festival_who(FestivalCall &c) {
    const auto caller = festival_caller(c);
    if (const auto *refused = std::get_if<Reply>(&caller)) return *refused;
    const Token *t = &std::get<Token>(caller);
    return no_store(json_reply(QJsonObject{{QStringLiteral("id"), t->id},
                                           {QStringLiteral("role"), role_name(t->role)},
                                           {QStringLiteral("festival"), true},
                                           {QStringLiteral("expires_at"), t->expires_at}}));
}

Reply festival_new_section(FestivalCall &c) {
    const auto caller = festival_caller(c);
    if (const auto *refused = std::get_if<Reply>(&caller)) return *refused;
    const Token *t = &std::get<Token>(caller);
    auto body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    Fields &fields = std::get<Fields>(body);
    const QString slug = fields.text("slug").value_or(QString());
    if (fields.bad()) return *fields.bad();
    if (const QString why = festival::check_slug(slug); !why.isEmpty())
        return bad_field(QStringLiteral("slug"),
                         QString::fromStdString(
                             c.tr.translate("Festival", "not usable as an address: %1").arg(why.toStdString()).str()));
    const QString locator = c.festival.festival().locator(slug);
    if (c.festival.section(slug) || (!c.festival.festival().postgres() && QFileInfo::exists(locator)))
        return bad_field(
            QStringLiteral("slug"),
            QString::fromStdString(c.tr.translate("Festival", "the festival already has a tournament at /t/%1/")
                                       .arg(slug.toStdString())
                                       .str()));
    const QString actor = QStringLiteral("web chief token %1").arg(t->id);
    auto made = create_from_form(fields, locator, c.festival.options().plugins, actor);
    if (auto *refusal = std::get_if<Reply>(&made)) return *refusal;
    MadeEvent &m = std::get<MadeEvent>(made);
    c.festival.serve(slug, locator, std::move(m.event));
    return no_store(json_reply(QJsonObject{{QStringLiteral("changed"), QJsonArray{m.summary}},
                                           {QStringLiteral("address"), QStringLiteral("/t/%1/").arg(slug)}}));
}

} // namespace damka::server
