// damka token create|list|revoke — the write tokens of `damka serve`: made and printed once
// (the event keeps only their hashes), listed, revoked.
#include "server/access_tokens.hpp"
#include "commands.hpp"
#include "event_cli.hpp"

namespace damka::cli {
namespace {

int run_create(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Makes a token for writing through 'damka serve' (Authorization: Bearer TOKEN) and prints it once; only its "
        "SHA-256 is stored. Roles: chief (everything), arbiter (results, check-in), board:N (board N's result and "
        "clock in one round), checkin (player check-in), captain:T (team T's line-ups). Every token expires."));
    add_event_options(p);
    p.addOption({QStringLiteral("role"), QStringLiteral("chief, arbiter, board:N, checkin or captain:T."),
                 QStringLiteral("ROLE")});
    p.addOption({QStringLiteral("round"),
                 QStringLiteral("A board's token: the round it serves (default: the latest paired round)."),
                 QStringLiteral("R")});
    p.addOption({QStringLiteral("expires"),
                 QStringLiteral("When it stops working: '8h', '2d', '90m' from now, or a UTC date/time "
                                "(default: 1 day for a board's token, 7 days for the others)."),
                 QStringLiteral("WHEN")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    ev->db().migrate(server::server_migrations());
    const auto made =
        server::issue_token(ev->db(), ev->actor(), p.value(QStringLiteral("role")), p.value(QStringLiteral("round")),
                            p.value(QStringLiteral("expires")), ev->last_round());
    if (const auto *problem = std::get_if<server::TokenProblem>(&made)) {
        err(QStringLiteral("damka: --%1: %2").arg(problem->field, qs(problem->message.english())));
        return BadInput;
    }
    out(std::get<QString>(made));
    return Ok;
}

int run_list(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Lists the event's tokens, the newest first: id (the hash's first digits, for 'token revoke'), role, round, "
        "made when and by whom, until when, and whether revoked or expired. The tokens themselves are not kept."));
    add_event_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    ev->db().migrate(server::server_migrations());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const server::Token &t : server::list_tokens(ev->db())) {
        const QString state = !t.revoked_at.isEmpty() ? QStringLiteral("revoked %1").arg(t.revoked_at)
            : t.expires_at.isEmpty()                  ? QStringLiteral("in use, no expiry (made before expiries)")
            : QDateTime::fromString(t.expires_at, Qt::ISODate) <= now ? QStringLiteral("expired")
                                                                      : QStringLiteral("in use");
        out(QStringLiteral("%1  %2%3  made %4 by %5%6  %7")
                .arg(t.id, server::role_name(t.role),
                     t.role.kind == server::Role::Kind::Board && t.round ? QStringLiteral(" round %1").arg(t.round)
                                                                         : QString(),
                     t.created_at, t.created_by,
                     t.expires_at.isEmpty() ? QString() : QStringLiteral(", until %1").arg(t.expires_at), state));
    }
    return Ok;
}

int run_revoke(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Revokes a token at once: the server refuses it from its next request."));
    add_event_options(p);
    p.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The token's id, as 'damka token list' shows it."));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: ID: give the id of one token ('damka token list')"));
        return BadInput;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    ev->db().migrate(server::server_migrations());
    const QString id = p.positionalArguments().front().toLower();
    if (const auto why = server::revoke_token(ev->db(), id, ev->actor())) {
        err(QStringLiteral("damka: ") + qs(why->english()));
        return BadInput;
    }
    out(QStringLiteral("revoked token %1").arg(id));
    return Ok;
}

int run_token(const QStringList &args) {
    return dispatch(QStringLiteral("token"),
                    {{QStringLiteral("create"), QStringLiteral("Make a write token for damka serve"), run_create},
                     {QStringLiteral("list"), QStringLiteral("List the tokens made"), run_list},
                     {QStringLiteral("revoke"), QStringLiteral("Revoke a token"), run_revoke}},
                    args);
}

} // namespace

int token_command(const QStringList &args) { return storage_guarded(run_token)(args); }
} // namespace damka::cli
