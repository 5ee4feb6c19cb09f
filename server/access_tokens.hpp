// Who may write through the server: a token per person or board, made by
// `damka token create`, shown once; the event keeps only its SHA-256 (module "server"
// migration 1), so a copy of the database gives no one write access.
#pragma once

#include "storage/database.hpp"

#include <QByteArray>
#include <QString>

#include <optional>

namespace damka::server {

// chief: every write; arbiter: results and check-in, not publishing a round; board:N: the
// result and the clock of board N; checkin: player check-in only.
struct Role {
    enum class Kind { Chief, Arbiter, Board, Checkin } kind = Kind::Checkin;
    int board = 0; // Board only
};
// "chief", "arbiter", "board:3", "checkin"; nullopt when malformed.
std::optional<Role> parse_role(const QString &text);
QString role_name(const Role &role);

// The server module's tables: access_tokens (hash, role, made, by whom), checkins, web_clocks.
storage::Migrations server_migrations();

// Makes a token of `role`, stores its hash with an audit entry (one transaction) and returns
// the token: 32 random bytes from the system's generator, base64url.
QString create_token(storage::Database &db, const Role &role, const QString &who);
// The role of a presented token, or nullopt when it is unknown.
std::optional<Role> find_token(storage::Database &db, const QByteArray &token);

} // namespace damka::server
