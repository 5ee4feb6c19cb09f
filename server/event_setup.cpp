#include "event_setup.hpp"

#include "access_tokens.hpp"
#include "arbiter/time_control.hpp"
#include "html_form.hpp"
#include "mount.hpp"
#include "pages.hpp"
#include "request_body.hpp"
#include "service_reply.hpp"
#include "tiebreak_pick.hpp"
#include "web_server.hpp" // prepare_for_serving
#include "tournament/service/event_form.hpp"
#include "tournament/model/system_rules.hpp"

#include <QCryptographicHash>
#include <QJsonArray>

#include <string_view>

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

namespace {} // namespace

std::string setup_fields(const PluginRegistry &plugins, Language lang) {
    const reports::Tr tr(lang);
    std::vector<std::pair<std::string, std::string>> variants;
    // Each variant as its plugin names it in the page's language (ABI 1.4 "damka.names/1"); the
    // English page adds the id, the code `damka event create --variant` takes.
    for (const Variant &v : plugins.variants())
        variants.emplace_back(v.id(), lang == Language::English ? v.name() + " (" + v.id() + ")" : v.name(lang.code()));
    std::vector<std::pair<std::string, std::string>> systems;
    for (System s : all_systems()) systems.emplace_back(to_string(s), tr.data("System", to_string(s)));
    return form::input("name", tr.translate("Desk", "Event name"), {}, "text", "required") +
        form::input("place", tr.translate("Desk", "Place")) +
        form::input("from", tr.translate("Desk", "From"), {}, "date") +
        form::input("to", tr.translate("Desk", "To"), {}, "date") +
        form::input("chief-arbiter", tr.translate("Desk", "Chief arbiter")) +
        form::input("time-control", tr.translate("Desk", "Time control"), {}, "text", "placeholder=\"90+30\"") +
        form::select("language", tr.translate("Desk", "Printouts' language"),
                     {{"", tr.translate("Desk", "the reader's")}, {"en", "English"}, {"ru", "Русский"}},
                     reports::language_code(lang)) +
        form::select("variant", tr.translate("Desk", "Variant"), variants, "russian") +
        form::input("variant-options", tr.translate("Desk", "Variant options (see 'damka variants')")) +
        form::select("system", tr.translate("Desk", "System"), systems, "swiss") +
        form::input("rounds", tr.translate("Desk", "Rounds (a round robin: from the players)"), "0", "number",
                    "min=\"0\"") +
        form::select("scoring", tr.translate("Desk", "Scoring"),
                     {{"1-0.5-0", "1-½-0"},
                      {"2-1-0", "2-1-0"},
                      {"3-1-0", "3-1-0"},
                      {"variant", tr.translate("Desk", "the variant's own")}}) +
        "<p class=\"hint\">" + html_escape(tr.translate("Desk", "Tie-breaks: blank, the defaults of the system.")) +
        "</p>\n" + tiebreak_picks("tiebreak-", {}, std::nullopt, tr) +
        form::select("tiebreak-edition", tr.translate("Desk", "Tie-break rules (FIDE C.07)"),
                     {{"", tr.translate("Desk", "in force on the start date")}, {"2024", "2024"}, {"2026", "2026"}}) +
        form::input("pab", tr.translate("Desk", "Points of the pairing-allocated bye (blank: a win)")) +
        form::input("hpb", tr.translate("Desk", "Points of a half-point bye (blank: a draw)")) +
        form::input("fpb", tr.translate("Desk", "Points of a full-point bye (blank: a win)")) +
        form::input("max-hpb", tr.translate("Desk", "Half-point byes a player may request"), "2", "number",
                    "min=\"0\"") +
        form::input("hpb-closed", tr.translate("Desk", "No half-point byes in the last rounds"), "0", "number",
                    "min=\"0\"") +
        form::select("acceleration", tr.translate("Desk", "Acceleration"),
                     {{"", tr.translate("Desk", "none")}, {"baku", tr.translate("Desk", "Baku (FIDE C.04.5.1)")}}) +
        form::checkbox("micro-match", tr.translate("Desk", "Micro-matches: two games a pairing, colours reversed")) +
        form::checkbox("third-place", tr.translate("Desk", "A knockout's match for third place")) +
        form::input("boards", tr.translate("Desk", "Team events: boards a match")) +
        form::input("match-points", tr.translate("Desk", "Team events: match points (2-1-0 or 1-0.5-0)"));
}

namespace {

std::string setup_form(const PluginRegistry &plugins, Language lang) {
    const reports::Tr tr(lang);
    const std::string fields = setup_fields(plugins, lang) + form::button(tr.translate("Desk", "Create the event"));
    return "<div class=\"desk-page\" data-setup>\n<h1>" + html_escape(tr.translate("Desk", "A new event")) + "</h1>\n" +
        form::form("api/v1/event/new", fields, "data-then=\"" + std::string(reports::language_code(lang)) + "/desk\"") +
        "</div>\n";
}

} // namespace

EventSetup::EventSetup(EventView &view, QString file, QByteArray secret, Plugins plugins)
    : view_(view), file_(std::move(file)), secret_(std::move(secret)), plugins_(std::move(plugins)) {}

Reply EventSetup::operator()(const Request &request) {
    const QStringList &p = request.path;
    if (p == QStringList{QStringLiteral("api"), QStringLiteral("v1"), QStringLiteral("event"), QStringLiteral("new")}) {
        if (request.method != "POST") return method_not_allowed("POST");
        return create(request);
    }
    const auto lang = p.isEmpty() ? std::optional<Language>(Language::English) : parse_language(p[0]);
    if (!lang || (p.size() >= 1 && p[0] == QStringLiteral("api"))) {
        Reply r = error_reply(503, QStringLiteral("no_event"),
                              QStringLiteral("the event is not created yet: open the setup link damka serve printed"));
        r.headers.emplace_back("Retry-After", "10");
        return r;
    }
    const QStringList form_page{QString::fromLatin1(reports::language_code(*lang)), QStringLiteral("desk"),
                                QStringLiteral("new")};
    if (p != form_page) {
        // Every page leads to the form (a browser keeps the #token fragment across the redirect).
        return redirect_reply(request, std::string(reports::language_code(*lang)) + "/desk/new", 302);
    }
    if (request.method != "GET" && request.method != "HEAD") return method_not_allowed("GET, HEAD");
    return html_reply(
        page_document(view_, request.base, *lang, p.mid(1), setup_form(plugins_(), *lang), "desk.js", false));
}

Reply EventSetup::create(const Request &request) {
    const reports::Tr tr(
        parse_language(request.query.queryItemValue(QStringLiteral("lang"))).value_or(Language::English));
    // The secret printed at the start, compared by hash (no early exit on the first differing byte).
    const QByteArray auth = request.authorization.trimmed();
    const QByteArray given = auth.startsWith("Bearer ") ? auth.mid(7).trimmed() : QByteArray();
    if (QCryptographicHash::hash(given, QCryptographicHash::Sha256) !=
        QCryptographicHash::hash(secret_, QCryptographicHash::Sha256))
        return error_reply(401, QStringLiteral("unauthorized"),
                           words(tr.translate("Desk",
                                              "the setup link's token is required (damka serve --new "
                                              "printed it)")));
    auto body = read_body(request, tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    auto made = create_from_form(std::get<Fields>(body), file_, plugins_, view_.arbiter());
    if (auto *refusal = std::get_if<Reply>(&made)) return *refusal;
    MadeEvent &m = std::get<MadeEvent>(made);
    // The setup link is the chief's from now on, for the week a chief's token serves.
    const Role chief{Role::Kind::Chief};
    store_token(m.event.db(), secret_, chief, QStringLiteral("damka serve --new"), 0,
                QDateTime::currentDateTimeUtc().addSecs(default_lifetime_seconds(chief)));
    view_.attach(std::move(m.event));
    // The setup link's secret is now the chief's token: the answer to it is kept by no cache.
    return no_store(json_reply(QJsonObject{{QStringLiteral("changed"), QJsonArray{m.summary}}}));
}

std::variant<MadeEvent, Reply> create_from_form(Fields &fields, const QString &file, const EventSetup::Plugins &plugins,
                                                const QString &actor) {
    const reports::Tr &tr = fields.tr();
    // Read as `damka event create` reads its options: the form's fields have the options' names;
    // a field left blank is a setting not given. Names are JSON strings only ({"name": 5} is not
    // the name "5", request_body.hpp); the other settings a form may send as numbers.
    auto is_name = [](std::string_view field) {
        return field == "name" || field == "place" || field == "chief-arbiter";
    };
    EventForm form = read_event_form(
        [&](const char *name) -> std::optional<std::string> {
            const QString text = (is_name(name) ? fields.text(name) : fields.spelled(name)).value_or(QString());
            return text.isEmpty() ? std::nullopt : std::optional<std::string>(text.toStdString());
        },
        [&](const char *name) { return fields.flag(name); });
    if (const auto picked = picked_tiebreaks(fields, "tiebreak-")) form.tiebreaks = picked;
    if (fields.bad()) return *fields.bad();
    const auto tc = arbiter::normal_time_control(form.time_control); // as the clocks read it
    if (!tc) return bad_field(QStringLiteral("time-control"), QString::fromStdString(tr.render(tc.error_message())));
    if (!form.language.empty() && !reports::parse_language(form.language))
        return bad_field(QStringLiteral("language"), QString::fromStdString(reports::known_language_list()));
    form.time_control = *tc;
    const auto settled = settle_event_form(form, plugins);
    if (const auto *wrong = std::get_if<EventFormError>(&settled))
        return wrong->field.empty()
            ? error_reply(422, QStringLiteral("refused"), QString::fromStdString(tr.render(wrong->message)))
            : bad_field(QString::fromStdString(wrong->field), QString::fromStdString(tr.render(wrong->message)));
    const TournamentInfo &info = std::get<SettledEvent>(settled).info;
    auto made = Event::create(file, info, {}, actor);
    if (!made) return refused(made, tr);
    prepare_for_serving(*made);
    const QString summary = words(tr.translate("Desk", "created %1: %2, tie-breaks %3")
                                      .arg(file.toStdString())
                                      .arg(info.name)
                                      .arg(std::get<SettledEvent>(settled).tiebreak_list));
    return MadeEvent{std::move(*made), summary};
}

} // namespace damka::server
