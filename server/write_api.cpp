// With api_json.cpp, the one file of server/ naming the model's result type (GameResult).
#include "write_api.hpp"

#include "access_tokens.hpp"
#include "desk_api.hpp"
#include "pages.hpp" // parse_language
#include "service_reply.hpp"
#include "tournament/message_json.hpp"
#include "storage/audit_log.hpp"
#include "tournament/result_notation.hpp"
#include "tournament/system_rules.hpp"
#include "web_clock.hpp"
#include "scoresheet.hpp"

#include <QDateTime>
#include <QJsonObject>

namespace damka::server {

using namespace damka::tournament;
using tournament::BoardResult; // not damka::GameResult (the plugin's status)

namespace {

using Kind = Role::Kind;

} // namespace

WriteApi::WriteApi(EventView &view, RateLimits limits, Plugins plugins)
    : view_(view), limiter_(limits), plugins_(std::move(plugins)) {}

std::variant<Token, Reply> WriteApi::caller(const Request &request, const reports::Tr &tr) {
    auto limited = [&] {
        Reply r = error_reply(429, QStringLiteral("rate_limited"),
                              words(tr.translate("Api", "too many write requests; wait a moment")));
        r.headers.emplace_back("Retry-After", "1");
        return r;
    };
    // Every write counts, and every request with a token that is not one (a client guessing
    // tokens is slowed down); a known token's reads (who it is, the draft, the audit log) do
    // not: a hall's phones behind one address load their pages at once.
    const bool read = request.method == "GET" || request.method == "HEAD";
    if (!read && !limiter_.allow(request.peer)) return limited();
    // RFC 6750 section 2.1: "Authorization: Bearer <token>".
    const QByteArray auth = request.authorization.trimmed();
    const std::optional<Token> token =
        auth.startsWith("Bearer ") ? find_token(view_.event().db(), auth.mid(7).trimmed()) : std::nullopt;
    if (!token && read && !limiter_.allow(request.peer)) return limited();
    if (!token) {
        Reply r = error_reply(401, QStringLiteral("unauthorized"),
                              words(tr.translate("Api", "a valid bearer token is required (damka token create)")));
        r.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"damka\"");
        return r;
    }
    return *token;
}

std::optional<Reply> WriteApi::operator()(const Request &request) {
    const QStringList p = request.path.mid(2); // after api/v1
    // The refusals a page shows (the web clock's) in the page's language, ?lang=ru; the API's
    // words are English otherwise.
    const reports::Tr tr(
        parse_language(request.query.queryItemValue(QStringLiteral("lang"))).value_or(reports::Language::English));
    // GET /api/v1/token: who the presented token is (the desk shows what it may do).
    if (p == QStringList{QStringLiteral("token")}) {
        if (request.method != "GET" && request.method != "HEAD") return method_not_allowed("GET, HEAD");
        auto presented = caller(request, tr);
        if (auto *refusal = std::get_if<Reply>(&presented)) return *refusal;
        const Token &t = std::get<Token>(presented);
        return json_reply(QJsonObject{{QStringLiteral("id"), t.id},
                                      {QStringLiteral("role"), role_name(t.role)},
                                      {QStringLiteral("board"), t.role.board},
                                      {QStringLiteral("team"), t.role.team},
                                      {QStringLiteral("round"), t.round},
                                      {QStringLiteral("current_round"), view_.event().last_round()},
                                      {QStringLiteral("expires_at"), t.expires_at}});
    }
    // The desk's addresses (desk_api.hpp): the chief's, and the arbiters' round tools.
    if (is_desk_address(p, request.method)) {
        auto presented = caller(request, tr);
        if (auto *refusal = std::get_if<Reply>(&presented)) return *refusal;
        const Token &token = std::get<Token>(presented);
        view_.event().set_actor(QStringLiteral("web %1 token %2").arg(role_name(token.role), token.id));
        return desk_request(view_, token, request, p, plugins_);
    }
    if (p.size() < 3 || p[0] != QStringLiteral("rounds")) return std::nullopt;
    const bool result = p.size() == 5 && p[2] == QStringLiteral("boards") && p[4] == QStringLiteral("result");
    const bool publish = p.size() == 3 && p[2] == QStringLiteral("publish");
    const bool checkin = p.size() == 3 && p[2] == QStringLiteral("checkins");
    const bool clock = p.size() == 5 && p[2] == QStringLiteral("boards") && p[4] == QStringLiteral("clock");
    if (clock && (request.method == "GET" || request.method == "HEAD")) return std::nullopt; // the readings: Site
    const bool moves = p.size() == 5 && p[2] == QStringLiteral("boards") && p[4] == QStringLiteral("moves");
    if (!result && !publish && !checkin && !clock && !moves) return std::nullopt;
    if (request.method != "POST") return method_not_allowed("POST");
    auto presented = caller(request, tr);
    if (auto *refusal = std::get_if<Reply>(&presented)) return *refusal;
    const Token *token = &std::get<Token>(presented);
    const Role *role = &token->role;
    const auto round = positive_number(p[1]);
    if (!round)
        return error_reply(404, QStringLiteral("not_found"),
                           words(tr.translate("Api", "'%1' is not a round number").arg(p[1].toStdString())));
    // A board's token serves the round it was made for while that round is being played: not
    // an earlier round, and not its own once the next is paired (corrections are the arbiters').
    if (role->kind == Kind::Board) {
        const int current = view_.event().last_round();
        const int serves = token->round > 0 ? token->round : current; // made before rounds were kept
        if (serves != *round || serves != current)
            return error_reply(
                403, QStringLiteral("forbidden"),
                words(tr.translate("Api", "this board token serves round %1 while it is played, not round %2"))
                    .arg(serves)
                    .arg(*round));
    }
    auto forbidden = [&] {
        return error_reply(403, QStringLiteral("forbidden"),
                           words(tr.translate("Api", "a %1 token may not do this")).arg(role_name(*role)));
    };
    Event &event = view_.event();
    // The audit log names the token that acted, not only its role.
    event.set_actor(QStringLiteral("web %1 token %2").arg(role_name(*role), token->id));

    if (publish) {
        if (role->kind != Kind::Chief) return forbidden();
        // No body is needed; one that is sent must still be a JSON object.
        if (!request.body.trimmed().isEmpty())
            if (auto body = body_object(request); std::holds_alternative<Reply>(body)) return std::get<Reply>(body);
        const auto done = event.publish_round(*round);
        return answer(done, tr);
    }

    auto body = body_object(request);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    const QJsonObject o = std::get<QJsonObject>(body);

    if (clock || moves) {
        const auto board = positive_number(p[3]);
        if (!board)
            return error_reply(404, QStringLiteral("not_found"),
                               words(tr.translate("Api", "'%1' is not a board number").arg(p[3].toStdString())));
        // A board's clock and scoresheet are its players' (their board's token) and the arbiters'.
        if (role->kind == Kind::Checkin || role->kind == Kind::Captain ||
            (role->kind == Kind::Board && role->board != *board))
            return forbidden();
        if (clock) {
            // The board's token starts, presses and stops the clock (a player stops it to call the
            // arbiter, FIDE Laws 6.12.b); restarting it and changing a side's time are the arbiter's.
            if (role->kind == Kind::Board && arbiter_only_action(o)) return forbidden();
            return clock_action(view_, *round, *board, o, event.actor(), tr);
        }
        if (!plugins_)
            return error_reply(503, QStringLiteral("no_plugins"),
                               words(tr.translate("Desk", "this server has no variant plugins")));
        return record_move(view_, plugins_(), *round, *board, o, event.actor(), tr,
                           request.query.queryItemValue(QStringLiteral("flip")) == QStringLiteral("1"));
    }

    if (result) {
        const auto board = positive_number(p[3]);
        if (!board)
            return error_reply(404, QStringLiteral("not_found"),
                               words(tr.translate("Api", "'%1' is not a board number").arg(p[3].toStdString())));
        if (role->kind == Kind::Checkin || role->kind == Kind::Captain ||
            (role->kind == Kind::Board && role->board != *board))
            return forbidden();
        ResultEntry entry;
        entry.round = *round;
        entry.board = *board;
        const auto game = int_field(o, QStringLiteral("game"), 1);
        if (!game) return bad_field(QStringLiteral("game"), words(tr.translate("Api", "a positive whole number")));
        entry.game_no = *game;
        // Read as `damka result set` reads it: with the event's scoring ("2-0" in a 2-1-0 event).
        Message why;
        const Scoring &scoring = view_.data().info.scoring;
        const auto value = read_result(o.value(QStringLiteral("result")).toString().toStdString(), scoring, why);
        if (!value || *value == BoardResult::Pending)
            return bad_field(QStringLiteral("result"),
                             QString::fromStdString(tr.render(value ? accepted_results(scoring) : why)));
        entry.result = *value;
        // A correction after later rounds were paired, as `result set --confirm` (FIDE C.04.2:
        // the pairings already made stand).
        const QJsonValue confirm = o.value(QStringLiteral("confirm"));
        if (!confirm.isUndefined() && !confirm.isBool())
            return bad_field(QStringLiteral("confirm"), words(tr.translate("Api", "true or false")));
        entry.confirm_later_rounds = confirm.toBool(false);
        // Variant points and game records are checked by the variant's plugin: the CLI's job.
        const auto done = event.set_result(entry, nullptr);
        return answer(done, tr);
    }

    // Check-in: the player is here for `round`.
    if (role->kind == Kind::Board || role->kind == Kind::Captain) return forbidden();
    const auto player = int_field(o, QStringLiteral("player"), std::nullopt);
    if (!player) return bad_field(QStringLiteral("player"), words(tr.translate("Api", "a start number")));
    const EventData &e = view_.data();
    const Player *who = e.player(*player);
    if (!who)
        return error_reply(404, QStringLiteral("not_found"),
                           words(tr.translate("Api", "no player with start number %1").arg(*player)));
    // The rounds the event has, also a round robin's before round 1 fixes them (the same check
    // as every command's --round).
    if (const Message beyond = round_number_problem(e, *round); !beyond.empty())
        return error_reply(404, QStringLiteral("not_found"), QString::fromStdString(tr.render(beyond)));
    if (!who->active_in(*round))
        return error_reply(422, QStringLiteral("refused"),
                           words(tr.translate("Api", "%1 does not play round %2").arg(e.label(*player)).arg(*round)));
    storage::Database &db = event.db();
    bool added = false;
    db.transaction([&] {
        if (db.scalar(QStringLiteral("SELECT 1 FROM checkins WHERE round = ? AND player = ?"), {*round, *player})
                .isValid())
            return;
        db.exec(QStringLiteral("INSERT INTO checkins (round, player, at) VALUES (?, ?, ?)"),
                {*round, *player, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
        tournament::append_audit(db, event.actor(), QStringLiteral("player.checkin"),
                                 DAMKA_TR("Api", "%1 checked in for round %2").arg(e.label(*player)).arg(*round), {},
                                 QJsonObject{{QStringLiteral("round"), *round}, {QStringLiteral("player"), *player}});
        added = true;
    });
    Change c;
    c.lines.push_back((added ? DAMKA_TR("Api", "%1 checked in for round %2")
                             : DAMKA_TR("Api", "%1 was already checked in for round %2"))
                          .arg(e.label(*player))
                          .arg(*round));
    return changed(c, tr);
}

} // namespace damka::server
