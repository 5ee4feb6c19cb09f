// Who may write through the server: a token per person or board, made by
// `damka token create`, shown once; the event keeps only its SHA-256 (module "server"
// migration 1), so a copy of the database gives no one write access. Every token expires; a
// board's token serves the round it was made for only (migration 2); the chief lists and
// revokes them, and the audit log names the token that acted by its hash's first characters.
#pragma once

#include "core/message.hpp"
#include "storage/database.hpp"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace damka::server {

// chief: every write; arbiter: results and check-in, not publishing a round; board:N: the
// result and the clock of board N in its round; checkin: player check-in only; captain:T: the
// line-ups of team T (a team event's captain, FIDE C.05 Annex 1).
struct Role {
    enum class Kind { Chief, Arbiter, Board, Checkin, Captain } kind = Kind::Checkin;
    int board = 0; // Board only
    int team = 0; // Captain only
};
// "chief", "arbiter", "board:3", "checkin", "captain:2"; nullopt when malformed.
std::optional<Role> parse_role(const QString &text);
QString role_name(const Role &role);

// A stored token, as the server checks it and `damka token list` shows it.
struct Token {
    Role role;
    int round = 0; // a board's token: the round it serves (0: a token made before rounds were kept)
    QString id; // the first 8 hex digits of its hash: names it in the audit log, and to revoke it
    QString created_at, created_by, expires_at, revoked_at; // UTC, ISO 8601; empty when not set
};

// The SHA-256 of a token, in hex: what the event keeps of it; its first 8 digits are its id.
QString token_hash(const QByteArray &token);
// Whom a token serves, for the audit log ("the players of board 3").
Message role_words(const Role &role);

// The server module's tables: access_tokens (hash, role, made, by whom, round, expiry,
// revocation), checkins, web_clocks.
storage::Migrations server_migrations();
// The tokens' table alone, for a database of tokens and no event (a festival's own,
// festival_host.hpp): server_migrations' check-ins refer to an event's players, which
// PostgreSQL refuses to create without them. `IF NOT EXISTS`: a festival's database that
// server_migrations made (on SQLite) has the table already.
storage::Migrations token_migrations();

// How long a token of `role` serves unless told otherwise: a board's for its round's day, the
// others for a weekend event and its week.
qint64 default_lifetime_seconds(const Role &role);

// Makes a token of `role` (a board's for `round`) valid until `expires` (UTC), stores its hash
// with an audit entry (one transaction) and returns the token: 32 random bytes from the
// system's generator, base64url.
QString create_token(storage::Database &db, const Role &role, const QString &who, int round, const QDateTime &expires);
// 32 random bytes from the system's generator, base64url: a token not stored yet.
QByteArray new_secret();
// Stores `token` (its hash) as create_token does: the setup link of a new event (event_setup.hpp)
// becomes its chief's token.
void store_token(storage::Database &db, const QByteArray &token, const Role &role, const QString &who, int round,
                 const QDateTime &expires);
// The presented token, or nullopt when it is unknown, revoked or expired at `now`.
std::optional<Token> find_token(storage::Database &db, const QByteArray &token,
                                const QDateTime &now = QDateTime::currentDateTimeUtc());
// The stored token `token` whatever its state (revoked, expired): why a known token is refused
// is told apart from an unknown one (issue 44: "a revoked token says it was revoked").
std::optional<Token> stored_token(storage::Database &db, const QByteArray &token);
// What `damka token create` and the desk's form ask for, as typed: the role ("board:3"), a
// board's round (empty: the latest paired, `last_round`), the expiry ("8h", "2d", "90m" from
// now, or a UTC date or date and time; empty: default_lifetime_seconds). The token made, or
// the field at fault ("role", "round", "expires") and why.
struct TokenProblem {
    QString field;
    Message message;
};
std::variant<QString, TokenProblem> issue_token(storage::Database &db, const QString &who, const QString &role,
                                                const QString &round, const QString &expires, int last_round);
// "8h", "2d", "90m" from `now`, or a UTC date and time ("2026-12-01T18:00:00Z"; a date alone:
// to the day's end); nullopt when malformed or not after `now`.
std::optional<QDateTime> parse_expiry(const QString &text, const QDateTime &now);
// "in use", "expired", "revoked", "no expiry" (made before expiries were kept) at `now`.
QString token_state(const Token &t, const QDateTime &now);

// Every token, the newest first.
std::vector<Token> list_tokens(storage::Database &db);
// Revokes the token whose id (hash prefix, 8 hex digits or more) is `id`, with an audit entry;
// the error when no single unrevoked token has it.
std::optional<Message> revoke_token(storage::Database &db, const QString &id, const QString &who);

} // namespace damka::server
