// The append-only audit log: every arbiter action with who, when (UTC), what, and the state
// before and after as JSON. Rows are only ever inserted (the table has no UPDATE/DELETE path
// in the code, and triggers refuse them).
#pragma once

#include "database.hpp"
#include "migration.hpp"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace damka::storage {

struct AuditEntry {
    qint64 id = 0;
    QString at; // ISO 8601 UTC
    QString who;
    QString action; // "result.set", "round.pair", ...
    QString summary; // one human-readable line, in English
    // The same line as the event service's message, in the column's text form
    // (host/tournament/message_json.hpp), so a page renders it in the reader's language; empty
    // for entries written before migration 2.
    QString summary_message;
    QJsonObject before;
    QJsonObject after;
};

// The migration creating the audit table (module "audit").
Migrations audit_migrations();

// Appends one entry (inside the caller's transaction). `at` is filled with the current time.
// PostgreSQL: also notifies audit_channel() at commit.
void append_audit(Database &db, const QString &who, const QString &action, const QString &summary,
                  const QJsonObject &before, const QJsonObject &after, const QString &summary_message = {});

// PostgreSQL: the notification channel every appended entry notifies (LISTEN), with the
// event's schema as the payload.
inline QString audit_channel() { return QStringLiteral("damka_audit"); }

// The id of the latest entry (0 when none): every command writes one, so a change of it
// tells that another command changed the event.
qint64 last_audit_id(Database &db);

// Entries in order, optionally only those whose action starts with `prefix`.
std::vector<AuditEntry> read_audit(Database &db, const QString &prefix = {});
// The latest entry whose action is `action`, found by the index (not a read of the log).
std::optional<AuditEntry> latest_audit(Database &db, const QString &action);

// The acting arbiter: $DAMKA_ARBITER, else $USER, else "arbiter".
QString default_actor();

} // namespace damka::storage
