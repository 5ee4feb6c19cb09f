#include "integrity.hpp"

#include "database_internal.hpp"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStringList>
#include <QUrl>

namespace damka::storage {
namespace {

// quick_check lists up to this many problems; the first few tell the arbiter enough.
constexpr int kProblemsShown = 3;

QStringList quick_check(QSqlQuery &q, const std::function<bool(QSqlQuery &)> &next) {
    QStringList problems;
    while (next(q)) {
        const QString row = q.value(0).toString();
        if (row != QStringLiteral("ok")) problems << row.simplified();
    }
    return problems;
}

} // namespace

QString damage_message(const QString &file, const QString &detail) {
    const QString folder = QFileInfo(file).absoluteFilePath() + QStringLiteral(".snapshots");
    // Snapshots being written carry a leading '.' (hidden), so only finished ones are listed.
    const QFileInfoList snaps =
        QDir(folder).entryInfoList({QStringLiteral("*.db")}, QDir::Files, QDir::Time); // newest first
    const QString advice = snaps.isEmpty()
        ? QStringLiteral("no snapshot was taken yet (none in %1)").arg(folder)
        : QStringLiteral("restore the latest snapshot %1 (copy it over %2 while no command runs) and enter again"
                         " what was done since")
              .arg(snaps.front().absoluteFilePath(), file);
    return QStringLiteral("%1: the event database is damaged (%2); %3").arg(file, detail, advice);
}

void check_integrity(Database &db) {
    if (db.driver() != Driver::SQLite) return;
    QSqlQuery q = db.exec(QStringLiteral("PRAGMA quick_check(%1)").arg(kProblemsShown));
    const QStringList problems = quick_check(q, [&](QSqlQuery &r) { return db.next(r); });
    if (!problems.isEmpty())
        throw DamagedError(damage_message(db.file(), problems.join(QStringLiteral("; "))).toStdString());
}

void check_sqlite_file(const QString &file) {
    const QString name = next_connection_name();
    QStringList problems;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath()).toString(QUrl::FullyEncoded) +
                           QStringLiteral("?immutable=1"));
        if (!db.open()) {
            problems << db.lastError().text().simplified();
        } else {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("PRAGMA quick_check(%1)").arg(kProblemsShown))) {
                problems << q.lastError().text().simplified();
            } else {
                problems = quick_check(q, [](QSqlQuery &r) { return r.next(); });
                if (q.lastError().isValid()) problems << q.lastError().text().simplified();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!problems.isEmpty())
        throw DamagedError(QStringLiteral("%1: the copy does not read back whole (%2)")
                               .arg(file, problems.join(QStringLiteral("; ")))
                               .toStdString());
}

} // namespace damka::storage
