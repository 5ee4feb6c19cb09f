#include "festival_desk.hpp"

#include "festival_host.hpp"
#include "request_body.hpp"
#include "service_reply.hpp"

#include "tournament/exchange/festival_csv.hpp"
#include "tournament/service/section_clash.hpp"
#include "tournament/service/section_move.hpp"

#include <QJsonArray>
#include <QJsonDocument>

namespace damka::server {

namespace {

// The sections as the services take them: every one served, with its event.
std::vector<tournament::SectionEvent> section_events(FestivalHost &festival) {
    std::vector<tournament::SectionEvent> out;
    for (const auto &s : festival.sections())
        if (s->view->has_event()) out.push_back({s->slug.toStdString(), &s->view->event()});
    return out;
}

// Every section's view read again: the festival's pages show a change made here at once.
void refresh_all(FestivalHost &festival) {
    for (const auto &s : festival.sections()) s->host->check_for_changes();
}

} // namespace

Reply festival_move(FestivalCall &c) {
    const auto caller = festival_caller(c);
    if (const auto *refused = std::get_if<Reply>(&caller)) return *refused;
    auto body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    Fields &f = std::get<Fields>(body);
    const auto player = f.whole("player", 1, 1000000);
    const QString from = f.text("from").value_or(QString()), to = f.text("to").value_or(QString());
    const QString missed = f.text("missed").value_or(QStringLiteral("ZPB"));
    const bool duplicate_ok = f.flag("duplicate_ok");
    if (f.bad()) return *f.bad();
    if (!player) return bad_field(QStringLiteral("player"), words(c.tr.translate("Festival", "a start number")));
    ServedSection *source = c.festival.section(from), *target = c.festival.section(to);
    if (!source || !source->view->has_event())
        return bad_field(QStringLiteral("from"),
                         words(c.tr.translate("Festival", "no tournament at /t/%1/").arg(from.toStdString())));
    if (!target || !target->view->has_event())
        return bad_field(QStringLiteral("to"),
                         words(c.tr.translate("Festival", "no tournament at /t/%1/").arg(to.toStdString())));
    tournament::PlayerMove move;
    move.player = *player;
    if (missed == QStringLiteral("HPB"))
        move.missed = tournament::ByeKind::HPB;
    else if (missed != QStringLiteral("ZPB"))
        return bad_field(QStringLiteral("missed"), QStringLiteral("ZPB or HPB"));
    move.duplicate_ok = duplicate_ok;
    const QString acting = QStringLiteral("web chief token %1").arg(std::get<Token>(caller).id);
    source->view->event().set_actor(acting);
    target->view->event().set_actor(acting);
    const auto moved = tournament::move_player({from.toStdString(), &source->view->event()},
                                               {to.toStdString(), &target->view->event()}, move);
    refresh_all(c.festival);
    return no_store(answer(moved, c.tr));
}

Reply festival_import(FestivalCall &c) {
    const auto caller = festival_caller(c);
    if (const auto *refused = std::get_if<Reply>(&caller)) return *refused;
    auto body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    Fields &f = std::get<Fields>(body);
    const QString encoded = f.text("csv_base64").value_or(QString());
    const bool preview = f.flag("preview");
    if (f.bad()) return *f.bad();
    // The file's bytes as the browser read them: a Windows-1251 file stays one (read_csv_text).
    const auto bytes = QByteArray::fromBase64Encoding(encoded.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!bytes || bytes.decoded.isEmpty())
        return bad_field(QStringLiteral("csv_base64"), words(c.tr.translate("Festival", "the CSV file's contents")));
    const QString acting = QStringLiteral("web chief token %1").arg(std::get<Token>(caller).id);
    const std::vector<tournament::SectionEvent> sections = section_events(c.festival);
    for (const tournament::SectionEvent &s : sections) s.event->set_actor(acting);
    const auto imported = tournament::import_festival_csv(sections, bytes.decoded.toStdString(), preview);
    if (!preview) refresh_all(c.festival);
    return no_store(answer(imported, c.tr));
}

std::vector<Message> festival_clashes(FestivalHost &festival, ServedSection &section, int round) {
    std::vector<tournament::SectionEvent> others = section_events(festival);
    return tournament::section_clashes({section.slug.toStdString(), &section.view->event()}, round, others);
}

Reply with_clash_warnings(FestivalHost &festival, ServedSection &section, const Request &request, Reply reply) {
    if (reply.status != 200 || request.method != "POST" ||
        request.path !=
            QStringList{QStringLiteral("api"), QStringLiteral("v1"), QStringLiteral("rounds"), QStringLiteral("pair")})
        return reply;
    const std::vector<Message> warnings = festival_clashes(festival, section, section.view->event().last_round());
    if (warnings.empty()) return reply;
    const reports::Tr tr(
        parse_language(request.query.queryItemValue(QStringLiteral("lang"))).value_or(festival.language()));
    QJsonObject o = QJsonDocument::fromJson(reply.body).object();
    QJsonArray changed = o.value(QStringLiteral("changed")).toArray();
    QJsonArray listed;
    for (const Message &m : warnings) {
        changed.append(QString::fromStdString(tr.render(m)));
        listed.append(QString::fromStdString(tr.render(m)));
    }
    o.insert(QStringLiteral("changed"), changed);
    o.insert(QStringLiteral("warnings"), listed);
    Reply out = json_reply(o);
    out.headers = reply.headers;
    return out;
}

} // namespace damka::server
