#include "audit_log.hpp"

#include <QDateTime>
#include <QJsonDocument>

namespace damka::storage {
namespace {

QString to_json(const QJsonObject &o) {
    return o.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject from_json(const QString &s) {
    return s.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(s.toUtf8()).object();
}

// The row `q` is on, selected as id, at, who, action, summary, before_state, after_state,
// summary_message.
AuditEntry entry_at(const QSqlQuery &q) {
    return {q.value(0).toLongLong(),
            q.value(1).toString(),
            q.value(2).toString(),
            q.value(3).toString(),
            q.value(4).toString(),
            q.value(7).toString(),
            from_json(q.value(5).toString()),
            from_json(q.value(6).toString())};
}

} // namespace

Migrations audit_migrations() {
    Migration m{QStringLiteral("audit"),
                1,
                QStringLiteral("append-only audit log"),
                {QStringLiteral("CREATE TABLE audit_log ("
                                " id INTEGER PRIMARY KEY, at VARCHAR(32) NOT NULL, who TEXT NOT NULL,"
                                " action VARCHAR(64) NOT NULL, summary TEXT NOT NULL,"
                                " before_state TEXT, after_state TEXT)")}};
    // Append-only: the database itself refuses edits, in each driver's trigger language.
    m.sqlite = {QStringLiteral("CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log"
                               " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END"),
                QStringLiteral("CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log"
                               " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END")};
    // The function lives in the event's schema (the connection's search_path).
    m.postgres = {QStringLiteral("CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS"
                                 " $$ BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$"),
                  QStringLiteral("CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log"
                                 " FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()"),
                  QStringLiteral("CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log"
                                 " FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()")};
    // The summary as a message a page can render in its reader's language.
    Migration words{QStringLiteral("audit"),
                    2,
                    QStringLiteral("audit summaries as translatable messages"),
                    {QStringLiteral("ALTER TABLE audit_log ADD COLUMN summary_message TEXT")}};
    // The latest entry of an action (latest_audit) found without reading the log: every event
    // load asks for the latest tie-break change, and a hall's day writes tens of thousands of entries.
    Migration by_action{QStringLiteral("audit"),
                        3,
                        QStringLiteral("audit entries found by action"),
                        {QStringLiteral("CREATE INDEX audit_log_action ON audit_log (action, id)")}};
    return {m, words, by_action};
}

void append_audit(Database &db, const QString &who, const QString &action, const QString &summary,
                  const QJsonObject &before, const QJsonObject &after, const QString &summary_message) {
    // The id is given here, not by the database: the same statement on SQLite and PostgreSQL
    // (the caller's transaction holds the event, so MAX + 1 is not raced).
    db.exec(QStringLiteral("INSERT INTO audit_log (id, at, who, action, summary, before_state, after_state,"
                           " summary_message)"
                           " VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM audit_log), ?, ?, ?, ?, ?, ?, ?)"),
            {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), who, action, summary, to_json(before),
             to_json(after), summary_message.isEmpty() ? QVariant() : QVariant(summary_message)});
    // PostgreSQL: tell listeners (damka serve) that this event changed; delivered at commit,
    // never for a rolled-back command.
    if (db.driver() == Driver::PostgreSQL)
        db.exec(QStringLiteral("SELECT pg_notify(?, ?)"), {audit_channel(), db.schema()});
}

qint64 last_audit_id(Database &db) {
    return db.scalar(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM audit_log")).toLongLong();
}

std::vector<AuditEntry> read_audit(Database &db, const QString &prefix) {
    QSqlQuery q = db.exec(QStringLiteral("SELECT id, at, who, action, summary, before_state, after_state,"
                                         " summary_message FROM audit_log WHERE action LIKE ? ORDER BY id"),
                          {QString(prefix + QLatin1Char('%'))});
    std::vector<AuditEntry> out;
    while (db.next(q)) out.push_back(entry_at(q));
    return out;
}

std::optional<AuditEntry> latest_audit(Database &db, const QString &action) {
    QSqlQuery q = db.exec(QStringLiteral("SELECT id, at, who, action, summary, before_state, after_state,"
                                         " summary_message FROM audit_log WHERE action = ? ORDER BY id DESC LIMIT 1"),
                          {action});
    if (!db.next(q)) return std::nullopt;
    return entry_at(q);
}

QString default_actor() {
    for (const char *var : {"DAMKA_ARBITER", "USER"}) {
        const QString v = qEnvironmentVariable(var);
        if (!v.isEmpty()) return v;
    }
    return QStringLiteral("arbiter");
}

} // namespace damka::storage
