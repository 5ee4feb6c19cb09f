#include "integrity.hpp"

#include "database_internal.hpp"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QStringList>
#include <QUrl>

namespace damka::storage {
namespace {

// quick_check and integrity_check list up to this many problems; the first few tell the arbiter enough.
constexpr int kProblemsShown = 3;

QStringList problems_of(QSqlQuery &q, const std::function<bool(QSqlQuery &)> &next) {
    QStringList problems;
    while (next(q)) {
        const QString row = q.value(0).toString();
        if (row != QStringLiteral("ok")) problems << row.simplified();
    }
    return problems;
}

// What SQLite found, without the table definitions it quotes: a damaged schema entry comes back
// as 'malformed database schema (rounds) - unrecognized token: "[ KEY, state VARCHAR(16) ..."',
// raw SQL no arbiter can act on. The name of what is damaged stays.
QString plain_detail(QString detail) {
    static const QRegularExpression schema(QStringLiteral("malformed database schema \\(([^)]*)\\)[^;]*"));
    detail.replace(schema, QStringLiteral("the definition of '\\1' is damaged"));
    static const QRegularExpression quoted(QStringLiteral("\"[^\"]{24,}(\"|$)"));
    detail.replace(quoted, QStringLiteral("\"...\""));
    // Qt's own words after SQLite's ("Unable to execute statement") say nothing more.
    static const QRegularExpression qt_words(QStringLiteral("\\s*Unable to (execute statement|fetch row)"));
    detail.replace(qt_words, QString());
    return detail.simplified();
}

} // namespace

namespace {

// "restore the latest snapshot S (copy it over FILE while no command runs) and enter again what
// was done since", or that none was taken.
QString restore_advice(const QString &file) {
    const QString folder = QFileInfo(file).absoluteFilePath() + QStringLiteral(".snapshots");
    // Snapshots being written carry a leading '.' (hidden), so only finished ones are listed.
    const QFileInfoList snaps =
        QDir(folder).entryInfoList({QStringLiteral("*.db")}, QDir::Files, QDir::Time); // newest first
    return snaps.isEmpty()
        ? QStringLiteral("no snapshot was taken yet (none in %1)").arg(folder)
        : QStringLiteral("restore the latest snapshot %1 (copy it over %2 while no command runs) and enter again"
                         " what was done since")
              .arg(snaps.front().absoluteFilePath(), file);
}

} // namespace

QString damage_message(const QString &file, const QString &detail_text) {
    return QStringLiteral("%1: the event database is damaged (%2); %3")
        .arg(file, plain_detail(detail_text), restore_advice(file));
}

QString replaced_message(const QString &file, ReplacedFile which) {
    if (which == ReplacedFile::Event)
        return QStringLiteral("%1: the event file was deleted or replaced by another file while this command (or "
                              "damka serve) had it open; nothing was saved. Stop every damka command on this event "
                              "and run it again on the file now there; if changes are missing from it, %2")
            .arg(file, restore_advice(file));
    return QStringLiteral("%1: its write-ahead log %1-wal was deleted or replaced while the event was open: the "
                          "latest changes may be lost from the file; nothing was saved. Stop every damka command "
                          "on this event (damka serve too), check the latest changes with 'damka event audit' and, "
                          "if they are missing, %2")
        .arg(file, restore_advice(file));
}

void check_integrity(Database &db, Depth depth) {
    if (db.driver() != Driver::SQLite) return;
    const QString pragma = depth == Depth::Full ? QStringLiteral("integrity_check") : QStringLiteral("quick_check");
    QSqlQuery q = db.exec(QStringLiteral("PRAGMA %1(%2)").arg(pragma).arg(kProblemsShown));
    const QStringList problems = problems_of(q, [&](QSqlQuery &r) { return db.next(r); });
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
                problems = problems_of(q, [](QSqlQuery &r) { return r.next(); });
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
