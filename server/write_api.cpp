// With api_json.cpp, the one file of server/ naming the model's result type (GameResult).
#include "write_api.hpp"

#include "access_tokens.hpp"
#include "board_rules.hpp"
#include "request_body.hpp"
#include "service_reply.hpp"
#include "tournament/service/message_json.hpp"
#include "storage/audit_log.hpp"
#include "tournament/model/result_notation.hpp"
#include "tournament/model/system_rules.hpp"
#include "web_clock.hpp"
#include "scoresheet.hpp"
#include "scoresheet_acts.hpp"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>

namespace damka::server {

using namespace damka::tournament;
using tournament::BoardResult; // not damka::GameResult (the plugin's status)

namespace {

using Kind = Role::Kind;

// The body every write takes (request_body.hpp): a JSON object's fields, else the 400 saying why.
using Body = std::variant<Fields, Reply>;

Reply no_plugins(const reports::Tr &tr) {
    return error_reply(503, QStringLiteral("no_plugins"),
                       words(tr.translate("Desk", "this server has no variant plugins")));
}

// The board's drawing seen from Black (?flip=1), as the page asked.
bool flip(const Call &c) { return c.query("flip") == QStringLiteral("1"); }

} // namespace

WriteApi::WriteApi(EventView &view, RateLimits limits, Plugins plugins, OuterTokens outer)
    : view_(view), limiter_(limits), plugins_(std::move(plugins)), outer_(std::move(outer)) {}

std::variant<Token, Reply> WriteApi::caller(const Request &request, const reports::Tr &tr) {
    auto limited = [&] {
        Reply r = error_reply(429, QStringLiteral("rate_limited"),
                              words(tr.translate("Api", "too many write requests; wait a moment")));
        r.headers.emplace_back("Retry-After", "1");
        return r;
    };
    // Every request with a token that is not one counts against its address (a client guessing
    // tokens is slowed down), and a known token's writes against that token: a hall's phones
    // behind one address, each with its board's token, send their results at once. A known
    // token's reads (who it is, the draft, the audit log) do not count.
    const bool read = request.method == "GET" || request.method == "HEAD";
    // RFC 6750 section 2.1: "Authorization: Bearer <token>".
    const QByteArray auth = request.authorization.trimmed();
    std::optional<Token> token =
        auth.startsWith("Bearer ") ? find_token(view_.event().db(), auth.mid(7).trimmed()) : std::nullopt;
    if (!token && outer_ && auth.startsWith("Bearer ")) token = outer_(auth.mid(7).trimmed());
    if (!token && !limiter_.allow(request.peer)) return limited();
    if (token && !read && !limiter_.allow(QStringLiteral("token ") + token->id)) return limited();
    if (!token) {
        // A known token no longer valid says why (its round over, revoked, expired).
        if (auth.startsWith("Bearer "))
            if (const std::optional<Token> stored = stored_token(view_.event().db(), auth.mid(7).trimmed()))
                return token_refused(*stored, view_.data(), view_.event().last_round(), tr);
        Reply r = error_reply(401, QStringLiteral("unauthorized"),
                              words(tr.translate("Api", "a valid bearer token is required (damka token create)")));
        r.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"damka\"");
        return r;
    }
    return *token;
}

std::optional<Reply> WriteApi::operator()(const Request &request) {
    const Dispatcher tokens{
        Dispatcher::Part::Token, view_, plugins_, nullptr, nullptr, [this](const Request &r, const reports::Tr &tr) {
            return caller(r, tr);
        }};
    return tokens(request);
}

// GET /api/v1/token: who the presented token is (the desk shows what it may do); a board's
// token whose round is over says so (`round_over`, in ?lang=).
Reply api_token(const Call &c) {
    const Token &t = *c.token;
    QJsonObject o{{QStringLiteral("id"), t.id},
                  {QStringLiteral("role"), role_name(t.role)},
                  {QStringLiteral("board"), t.role.board},
                  {QStringLiteral("team"), t.role.team},
                  {QStringLiteral("round"), t.round},
                  {QStringLiteral("current_round"), c.view.event().last_round()},
                  {QStringLiteral("expires_at"), t.expires_at}};
    if (const auto over = round_over(t, c.view.data(), c.view.event().last_round(), c.tr))
        o.insert(QStringLiteral("round_over"),
                 QJsonDocument::fromJson(over->body).object().value(QStringLiteral("error")));
    return json_reply(o);
}

Reply api_publish(const Call &c) {
    // No body is needed; one that is sent must still be a JSON object.
    if (Body body = read_body(c.request, c.tr, true); std::holds_alternative<Reply>(body)) return std::get<Reply>(body);
    return answer(c.view.event().publish_round(c.number(0)), c.tr);
}

// The board's token starts, presses and stops the clock (a player stops it to call the arbiter,
// FIDE Laws 6.12.b); restarting it and changing a side's time are the arbiter's.
Reply api_clock_act(const Call &c) {
    Body body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    Fields &o = std::get<Fields>(body);
    if (c.token->role.kind == Kind::Board && arbiter_only_action(o.object()))
        return error_reply(403, QStringLiteral("forbidden"),
                           words(c.tr.translate("Api", "a %1 token may not do this")).arg(role_name(c.token->role)));
    return clock_action(c.view, c.number(0), c.number(1), o, c.view.event().actor(), c.tr);
}

Reply api_move(const Call &c) {
    Body body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    if (!c.plugins) return no_plugins(c.tr);
    return record_move(c.view, c.plugins(), c.number(0), c.number(1), std::get<Fields>(body).object(),
                       c.view.event().actor(), c.tr, flip(c));
}

// The scoresheet's other acts (scoresheet_acts.hpp), as api_move calls record_move.
Reply api_undo(const Call &c) {
    if (Body body = read_body(c.request, c.tr, true); std::holds_alternative<Reply>(body)) return std::get<Reply>(body);
    if (!c.plugins) return no_plugins(c.tr);
    return undo_move(c.view, c.plugins(), c.number(0), c.number(1), c.view.event().actor(), c.tr, flip(c));
}

Reply api_end(const Call &c) {
    Body body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    if (!c.plugins) return no_plugins(c.tr);
    return end_game(c.view, c.plugins(), c.number(0), c.number(1), std::get<Fields>(body).object(),
                    c.view.event().actor(), c.tr, flip(c));
}

Reply api_decide(const Call &c) {
    Body body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    if (!c.plugins) return no_plugins(c.tr);
    return rule_on_claim(c.view, c.plugins(), c.number(0), c.number(1), std::get<Fields>(body).object(),
                         c.view.event().actor(), c.tr, flip(c));
}

Reply api_result(const Call &c) {
    Body body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    Fields &o = std::get<Fields>(body);
    const reports::Tr &tr = c.tr;
    ResultEntry entry;
    entry.round = c.number(0);
    entry.board = c.number(1);
    entry.game_no = o.whole("game", 1, std::numeric_limits<int>::max()).value_or(1);
    const std::string result = o.std_text("result").value_or("");
    // A correction after later rounds were paired, as `result set --confirm` (FIDE C.04.2:
    // the pairings already made stand).
    entry.confirm_later_rounds = o.flag("confirm");
    if (o.bad()) return *o.bad();
    // Read as `damka result set` reads it: with the event's scoring ("2-0" in a 2-1-0 event).
    Message why;
    const Scoring &scoring = c.view.data().info.scoring;
    const auto value = read_result(result, scoring, why);
    if (!value || *value == BoardResult::Pending)
        return bad_field(QStringLiteral("result"),
                         QString::fromStdString(tr.render(value ? accepted_results(scoring) : why)));
    entry.result = *value;
    // Issue 44: the board's players enter a played result, once; the rest is the arbiter's.
    if (auto refused = players_result_refused(*c.token, c.view.event().data(), entry, tr)) return *refused;
    // Variant points and game records are checked by the variant's plugin: the CLI's job.
    return answer(c.view.event().set_result(entry, nullptr), tr);
}

// Check-in: the player is here for the round.
Reply api_checkin(const Call &c) {
    Body body = read_body(c.request, c.tr);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    const reports::Tr &tr = c.tr;
    const int round = c.number(0);
    Fields &fields = std::get<Fields>(body);
    const auto player = fields.whole("player", 1, std::numeric_limits<int>::max());
    if (fields.bad()) return *fields.bad();
    if (!player) return bad_field(QStringLiteral("player"), words(tr.translate("Api", "a start number")));
    const EventData &e = c.view.data();
    const Player *who = e.player(*player);
    if (!who)
        return error_reply(404, QStringLiteral("not_found"),
                           words(tr.translate("Api", "no player with start number %1").arg(*player)));
    // The rounds the event has, also a round robin's before round 1 fixes them (the same check
    // as every command's --round).
    if (const Message beyond = round_number_problem(e, round); !beyond.empty())
        return error_reply(404, QStringLiteral("not_found"), QString::fromStdString(tr.render(beyond)));
    if (!who->active_in(round))
        return error_reply(422, QStringLiteral("refused"),
                           words(tr.translate("Api", "%1 does not play round %2").arg(e.label(*player)).arg(round)));
    Event &event = c.view.event();
    storage::Database &db = event.db();
    bool added = false;
    db.transaction([&] {
        if (db.scalar(QStringLiteral("SELECT 1 FROM checkins WHERE round = ? AND player = ?"), {round, *player})
                .isValid())
            return;
        db.exec(QStringLiteral("INSERT INTO checkins (round, player, at) VALUES (?, ?, ?)"),
                {round, *player, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
        tournament::append_audit(db, event.actor(), QStringLiteral("player.checkin"),
                                 DAMKA_TR("Api", "%1 checked in for round %2").arg(e.label(*player)).arg(round), {},
                                 QJsonObject{{QStringLiteral("round"), round}, {QStringLiteral("player"), *player}});
        added = true;
    });
    Change ch;
    ch.lines.push_back((added ? DAMKA_TR("Api", "%1 checked in for round %2")
                              : DAMKA_TR("Api", "%1 was already checked in for round %2"))
                           .arg(e.label(*player))
                           .arg(round));
    return changed(ch, tr);
}

} // namespace damka::server
