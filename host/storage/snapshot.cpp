#include "snapshot.hpp"

#include "integrity.hpp"
#include "leftovers.hpp"
#include "postgres_url.hpp"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace damka::storage {
namespace {

QString sqlite_snapshot(Database &db, const QString &label) {
    const QFileInfo info(db.file());
    const QString dir = info.absoluteFilePath() + QStringLiteral(".snapshots");
    if (!QDir().mkpath(dir))
        throw FileError(QStringLiteral("%1: cannot create the snapshot folder").arg(dir).toStdString());
    const QString stem = QStringLiteral("%1/%2-%3-%4")
                             .arg(dir, info.completeBaseName(), label,
                                  QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmsszzz")));
    QString path = stem + QStringLiteral(".db");
    for (int n = 2; QFileInfo::exists(path); ++n) path = stem + QStringLiteral("-%1.db").arg(n);
    // The README tells arbiters to copy a snapshot over the event: one under the final name
    // must be whole. Written under a hidden name, read back, then renamed (atomic on one
    // file system); a kill or a full disk leaves at most a hidden partial file, named with the
    // writer's process id: the next snapshot removes those whose writer is gone.
    remove_stale_leftovers(dir, QString(), QStringLiteral("partial"));
    const QString partial = leftover_stem(dir, QFileInfo(path).fileName(), QStringLiteral("partial"));
    QFile::remove(partial);
    try {
        db.exec_into(QStringLiteral("VACUUM INTO ?"), partial);
        check_sqlite_file(partial);
        if (!QFile::rename(partial, path))
            throw FileError(QStringLiteral("%1: cannot rename the snapshot to %2").arg(partial, path).toStdString());
    } catch (...) {
        QFile::remove(partial);
        throw;
    }
    return path;
}

// PostgreSQL identifiers are at most 63 bytes (NAMEDATALEN - 1); the label gives way.
constexpr int kMaxIdentifier = 63;

QString postgres_snapshot(Database &db, const QString &label) {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString tag = label.toLower();
    tag.replace(QRegularExpression(QStringLiteral("[^a-z0-9_-]")), QStringLiteral("-"));
    const QString head = db.schema() + QStringLiteral("__snap_") + now.toString(QStringLiteral("yyyyMMdd't'HHmmss"));
    QString name;
    db.transaction([&] {
        // One SERIALIZABLE transaction holding the event: every table copied from one state.
        for (int n = 1; name.isEmpty(); ++n) {
            const QString suffix = n == 1 ? QString() : QStringLiteral("-%1").arg(n);
            QString candidate = head;
            if (!tag.isEmpty()) candidate += QLatin1Char('_') + tag;
            candidate = candidate.left(kMaxIdentifier - int(suffix.size())) + suffix;
            if (db.scalar(QStringLiteral("SELECT COUNT(*) FROM pg_namespace WHERE nspname = ?"), {candidate}).toInt() ==
                0)
                name = candidate;
        }
        const QString target = quote_identifier(name);
        db.exec(QStringLiteral("CREATE SCHEMA ") + target);
        QString comment = QStringLiteral("Damka snapshot of event %1, %2, taken %3")
                              .arg(db.schema(), label, now.toString(Qt::ISODate));
        comment.replace(QLatin1Char('\''), QStringLiteral("''"));
        db.exec(QStringLiteral("COMMENT ON SCHEMA %1 IS '%2'").arg(target, comment));
        QStringList tables;
        QSqlQuery t = db.exec(QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = ? ORDER BY tablename"),
                              {db.schema()});
        while (db.next(t)) tables << t.value(0).toString();
        const QString source = quote_identifier(db.schema());
        // LIKE ... INCLUDING ALL keeps columns, defaults, NOT NULL/CHECK, primary keys and indexes
        // (not foreign keys or triggers: the copy is a backup, never an event to run commands on).
        for (const QString &table : tables) {
            const QString name_of = quote_identifier(table);
            db.exec(QStringLiteral("CREATE TABLE %1.%2 (LIKE %3.%2 INCLUDING ALL)").arg(target, name_of, source));
            db.exec(QStringLiteral("INSERT INTO %1.%2 SELECT * FROM %3.%2").arg(target, name_of, source));
        }
    });
    return QStringLiteral("schema \"%1\"").arg(name);
}

} // namespace

QString take_snapshot(Database &db, const QString &label) {
    return db.driver() == Driver::PostgreSQL ? postgres_snapshot(db, label) : sqlite_snapshot(db, label);
}

} // namespace damka::storage
