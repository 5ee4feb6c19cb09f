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

} // namespace

Migrations audit_migrations() {
    return {{QStringLiteral("audit"), 1, QStringLiteral("append-only audit log"),
             {QStringLiteral("CREATE TABLE audit_log ("
                             " id INTEGER PRIMARY KEY, at VARCHAR(32) NOT NULL, who TEXT NOT NULL,"
                             " action VARCHAR(64) NOT NULL, summary TEXT NOT NULL,"
                             " before_state TEXT, after_state TEXT)"),
              // Append-only: the database itself refuses edits (SQLite trigger syntax).
              QStringLiteral("CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log"
                             " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END"),
              QStringLiteral("CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log"
                             " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END")}}};
}

void append_audit(Database &db, const QString &who, const QString &action, const QString &summary,
                  const QJsonObject &before, const QJsonObject &after) {
    db.exec(QStringLiteral("INSERT INTO audit_log (at, who, action, summary, before_state, after_state)"
                           " VALUES (?, ?, ?, ?, ?, ?)"),
            {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), who, action, summary,
             to_json(before), to_json(after)});
}

std::vector<AuditEntry> read_audit(Database &db, const QString &prefix) {
    QSqlQuery q = db.exec(QStringLiteral("SELECT id, at, who, action, summary, before_state, after_state"
                                         " FROM audit_log WHERE action LIKE ? ORDER BY id"),
                          {QString(prefix + QLatin1Char('%'))});
    std::vector<AuditEntry> out;
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                       q.value(3).toString(), q.value(4).toString(), from_json(q.value(5).toString()),
                       from_json(q.value(6).toString())});
    return out;
}

QString default_actor() {
    for (const char *var : {"DAMKA_ARBITER", "USER"}) {
        const QString v = qEnvironmentVariable(var);
        if (!v.isEmpty()) return v;
    }
    return QStringLiteral("arbiter");
}

} // namespace damka::storage
