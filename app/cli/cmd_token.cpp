// damka token create --role chief|arbiter|board:N|checkin — a write token for `damka serve`,
// printed once; the event keeps only its hash.
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
        "clock), checkin (player check-in)."));
    add_event_options(p);
    p.addOption(
        {QStringLiteral("role"), QStringLiteral("chief, arbiter, board:N or checkin."), QStringLiteral("ROLE")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    const auto role = server::parse_role(p.value(QStringLiteral("role")));
    if (!role) {
        err(QStringLiteral("damka: --role: '%1' is not chief, arbiter, board:N or checkin")
                .arg(p.value(QStringLiteral("role"))));
        return BadInput;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    ev->db().migrate(server::server_migrations());
    out(server::create_token(ev->db(), *role, ev->actor()));
    return Ok;
}

int run_token(const QStringList &args) {
    return dispatch(QStringLiteral("token"),
                    {{QStringLiteral("create"), QStringLiteral("Make a write token for damka serve"), run_create}},
                    args);
}

} // namespace

int token_command(const QStringList &args) { return storage_guarded(run_token)(args); }
} // namespace damka::cli
