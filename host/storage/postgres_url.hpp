// `--db postgresql://user:password@host:port/dbname?event=spring-open-2026`: where a shared
// PostgreSQL database is and which event (a schema of its own) a command works on.
#pragma once

#include <QString>

#include <optional>

namespace damka::storage {

struct PostgresLocation {
    QString host; // a host name, or a unix-socket folder (starts with '/'); empty: libpq's default
    int port = 0; // 0: libpq's default (5432)
    QString user; // empty: libpq's default (the login name)
    QString password; // empty: libpq finds it ($PGPASSWORD, ~/.pgpass) or none is needed
    QString database;
    QString event; // the event's schema
    QString options; // further libpq settings for QPSQL: "sslmode=require;connect_timeout=10"

    // The URL without the password, for messages and the audit log.
    QString display() const;
};

// True when `location` names a PostgreSQL database (postgresql:// or postgres://).
bool is_postgres_url(const QString &location);

// Parses a PostgreSQL URL (libpq's form: user, password, host and port in the authority or as
// `host=` / `port=` / `user=` parameters; `event=` names the event). Returns nullopt and sets
// `error` to what is wrong, naming the part of the URL (never the password).
std::optional<PostgresLocation> parse_postgres_url(const QString &url, QString &error);

// An event name usable as a PostgreSQL schema of its own: 1 to 32 characters, lower-case
// letters, digits, '-' and '_', starting with a letter or digit, without "__" (reserved for
// snapshots) and not a system schema. Returns the reason when not, else an empty string.
QString check_event_name(const QString &event);

// A double-quoted SQL identifier ("spring-open-2026"), quotes inside doubled.
QString quote_identifier(const QString &name);

} // namespace damka::storage
