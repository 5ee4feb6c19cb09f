#include "board_links.hpp"

#include "access_tokens.hpp"
#include "mount.hpp"
#include "qr_code.hpp"
#include "request_body.hpp"
#include "round_tokens.hpp"
#include "service_reply.hpp"

#include <QJsonArray>
#include <QJsonObject>
#include <QUrl>

namespace damka::server {

using namespace damka::tournament;

namespace {

// The boards of the round with a game between two players (a bye has no result to enter).
std::vector<int> played_boards(const Round &r) {
    std::vector<int> boards;
    for (const RoundGame &g : r.games)
        if (g.white && g.black && (boards.empty() || boards.back() != g.board)) boards.push_back(g.board);
    return boards;
}

Reply not_paired(const Call &c, int n) {
    return error_reply(404, QStringLiteral("not_found"),
                       words(c.tr.translate("Desk", "round %1 is not paired").arg(n)));
}

// The round the boards' links are for: the latest, published; else the 404/422 saying why.
std::variant<const Round *, Reply> round_to_link(const Call &c) {
    const int n = c.number(0), last = c.view.event().last_round();
    const Round *r = find_round(c.view.data(), n);
    if (!r) return not_paired(c, n);
    if (n != last)
        return error_reply(422, QStringLiteral("refused"),
                           words(c.tr.translate("Desk", "round %1 is over: round %2 is paired").arg(n).arg(last)));
    if (r->state == RoundState::Draft)
        return error_reply(422, QStringLiteral("refused"),
                           words(c.tr.translate("Desk", "round %1 is a draft: publish it first").arg(n)));
    return r;
}

Reply changed_line(const std::string &line) {
    return json_reply(QJsonObject{{QStringLiteral("changed"), QJsonArray{QString::fromStdString(line)}}});
}

} // namespace

std::string board_links_head() {
    return "<link rel=\"stylesheet\" href=\"assets/board_links.css\">\n"
           "<script src=\"assets/board_links.js\" defer></script>\n";
}

std::string with_board_link_slot(std::string slip, int board) {
    const std::string slot = "<div class=\"board-link\" data-board=\"" + std::to_string(board) + "\"></div>\n";
    const size_t end = slip.rfind("</section>");
    return end == std::string::npos ? slip + slot : slip.insert(end, slot);
}

Reply desk_board_tokens(const Call &c) {
    if (auto body = read_body(c.request, c.tr, true); std::holds_alternative<Reply>(body)) return std::get<Reply>(body);
    auto round = round_to_link(c);
    if (auto *refusal = std::get_if<Reply>(&round)) return *refusal;
    const Round &r = *std::get<const Round *>(round);
    storage::Database &db = c.view.event().db();
    const QString who = c.view.event().actor();
    revoke_round_tokens(db, who, 1, r.number - 1); // a later round is paired: theirs are over
    const int made =
        make_round_tokens(db, who, r.number, played_boards(r),
                          QDateTime::currentDateTimeUtc().addSecs(default_lifetime_seconds(Role{Role::Kind::Board})));
    const int in_use = int(round_board_secrets(db, r.number).size());
    return changed_line(
        made > 0
            ? c.tr.translate("Desk", "round %1: the links of %2 boards made, for the slips").arg(r.number).arg(in_use)
            : c.tr.translate("Desk", "round %1: every board has its link already").arg(r.number));
}

Reply desk_board_links(const Call &c) {
    const QUrl base(c.request.query.queryItemValue(QStringLiteral("base"), QUrl::FullyDecoded));
    if (!base.isValid() || (base.scheme() != QStringLiteral("http") && base.scheme() != QStringLiteral("https")) ||
        base.hasFragment() || base.host().isEmpty())
        return bad_field(QStringLiteral("base"), words(c.tr.translate("Desk", "an http(s) address without '#'")));
    const int n = c.number(0);
    const EventData &e = c.view.data();
    const Round *r = find_round(e, n);
    if (!r) return not_paired(c, n);
    // The page's origin (scheme, host, port) from the script; the event's mount is the server's
    // to add (Request::base, mount.hpp): a phone reading the slip's QR code opens the board's page
    // of this event, also in a festival ("http://host/t/a-open/en/board/3/7#token=...").
    QString origin = base.toString(QUrl::RemovePath | QUrl::RemoveQuery);
    while (origin.endsWith(QLatin1Char('/'))) origin.chop(1);
    const QString mount = QString::fromLatin1(encoded_base(c.request.base));
    const std::string code = reports::language_code(c.lang());
    QJsonArray links;
    for (const BoardSecret &s : round_board_secrets(c.view.event().db(), n)) {
        const auto g =
            std::find_if(r->games.begin(), r->games.end(), [&](const RoundGame &x) { return x.board == s.board; });
        if (g == r->games.end()) continue;
        // Joined, not QString::arg: a mount's percent-encoding ("%2F") reads as arg's "%2".
        const QString link = origin + mount + QString::fromStdString(code) + QStringLiteral("/board/") +
            QString::number(n) + QLatin1Char('/') + QString::number(s.board) + QStringLiteral("#token=") +
            QString::fromLatin1(s.secret);
        const std::string caption = c.tr.translate("Desk", "Round %1, board %2: %3 - %4")
                                        .arg(n)
                                        .arg(s.board)
                                        .arg(e.label(g->white))
                                        .arg(e.label(g->black));
        links.append(QJsonObject{{QStringLiteral("board"), s.board},
                                 {QStringLiteral("white"), g->white},
                                 {QStringLiteral("black"), g->black},
                                 {QStringLiteral("caption"), QString::fromStdString(caption)},
                                 {QStringLiteral("link"), link},
                                 {QStringLiteral("qr_svg"), QString::fromStdString(qr_svg(link))}});
    }
    return json_reply(QJsonObject{{QStringLiteral("round"), n}, {QStringLiteral("links"), links}});
}

Reply desk_close_round(const Call &c) {
    if (auto body = read_body(c.request, c.tr, true); std::holds_alternative<Reply>(body)) return std::get<Reply>(body);
    const int n = c.number(0);
    const Round *r = find_round(c.view.data(), n);
    if (!r) return not_paired(c, n);
    int missing = 0;
    for (const RoundGame &g : r->games) missing += g.white && g.black && g.result == BoardResult::Pending;
    if (missing > 0)
        return error_reply(
            422, QStringLiteral("refused"),
            words(c.tr.translate("Desk", "round %1 is not complete: %2 results to enter").arg(n).arg(missing)));
    const int revoked = revoke_round_tokens(c.view.event().db(), c.view.event().actor(), 1, n);
    return changed_line(c.tr.translate("Desk", "round %1 closed: %2 boards' tokens revoked").arg(n).arg(revoked));
}

} // namespace damka::server
