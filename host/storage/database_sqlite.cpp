// Database's SQLite half: opening a file for reading, writing or creating, building a new event
// under a temporary name, SQLite's error codes, the private copy a read migrates.
#include "database.hpp"
#include "core/file_error_text.hpp"
#include "database_internal.hpp"
#include "integrity.hpp"
#include "leftovers.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QTemporaryFile>
#include <QUrl>

#include <sqlite3.h>
#include <sys/stat.h>

#include <optional>
#include <utility>

namespace damka::storage {
namespace {

// How long a write command waits for another one's write lock (the PostgreSQL path waits as
// long: lock_timeout 30 s) before "nothing was saved, try again".
constexpr int kBusyTimeoutMs = 30000;

// SQLite primary result codes (sqlite.org/rescode.html); Qt reports them as the native code,
// sometimes extended (low byte = primary).
enum SqliteCode { ReadOnly = 8, IoErr = 10, Corrupt = 11, Full = 13, CantOpen = 14, Busy = 5, Locked = 6, NotADb = 26 };

int primary_code(const QSqlError &e) { return e.nativeErrorCode().toInt() & 0xff; }

// The errno of the system call behind SQLite's last failure on this connection (0: none, or
// not a system error), through the driver's handle (Qt: QSqlDriver::handle(), "sqlite3*").
int system_errno(const QSqlDatabase &db) {
    const QSqlDriver *driver = db.driver();
    const QVariant h = driver ? driver->handle() : QVariant();
    if (!h.isValid() || qstrcmp(h.typeName(), "sqlite3*") != 0) return 0;
    sqlite3 *handle = *static_cast<sqlite3 *const *>(h.constData());
    return handle ? sqlite3_system_errno(handle) : 0;
}

[[noreturn]] void refuse(const QString &message) { throw FileError(message.toStdString()); }

QSqlDatabase connect(const QString &name, const QString &target, const QString &options) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setConnectOptions(options);
    db.setDatabaseName(target);
    db.open();
    return db;
}

// The file as an SQLite URI, for the immutable read of read-only media.
QString immutable_uri(const QString &file) {
    return QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath()).toString(QUrl::FullyEncoded) +
        QStringLiteral("?immutable=1");
}

// The device and inode of `path`: which file the name stands for now; nullopt when none.
std::optional<std::pair<unsigned long long, unsigned long long>> identity(const QByteArray &path) {
    struct stat st {};
    if (::stat(path.constData(), &st) != 0) return std::nullopt;
    return std::pair<unsigned long long, unsigned long long>{st.st_dev, st.st_ino};
}

} // namespace

void Database::check_files_unchanged() {
    const QByteArray path = QFile::encodeName(file_);
    const auto now = identity(path);
    if (file_id_.known && (!now || now->first != file_id_.device || now->second != file_id_.inode))
        throw FileError(replaced_message(file_, ReplacedFile::Event).toStdString());
    // The -wal appears with the first read of a file in WAL mode and stays while any connection
    // has the file open: SQLite removes it only when the last one closes.
    const auto wal = identity(path + "-wal");
    if (!wal_id_.known) {
        if (wal) wal_id_ = {true, wal->first, wal->second};
        return;
    }
    if (!wal || wal->first != wal_id_.device || wal->second != wal_id_.inode)
        throw FileError(replaced_message(file_, ReplacedFile::Wal).toStdString());
}

void remove_sqlite_files(const QString &file) {
    for (const char *suffix : {"", "-wal", "-shm", "-journal"}) QFile::remove(file + QLatin1String(suffix));
}

Database Database::open_sqlite(const QString &file, Access access) {
    const QFileInfo info(file);
    // SQLite answers a folder with "disk I/O error" (reading) or "unable to open".
    if (info.isDir()) refuse(QStringLiteral("'%1' is a directory, not an event database file").arg(file));
    if (access != Access::Create && !info.exists())
        refuse(QStringLiteral("%1: no such event database (create one with 'damka event create')").arg(file));
    if (access == Access::Create && info.exists())
        throw SqlError(
            QStringLiteral("%1: already exists; refusing to overwrite an event database").arg(file).toStdString());
    const QString timeout = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
    const QString name = next_connection_name();
    QSqlDatabase db =
        connect(name, file, access == Access::Read ? timeout + QStringLiteral(";QSQLITE_OPEN_READONLY") : timeout);
    if (!db.isOpen()) {
        const QString why = db.lastError().text().simplified();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        refuse(QStringLiteral("%1: cannot open: %2").arg(file, why));
    }
    Database d(db, Driver::SQLite, file, name);
    db = QSqlDatabase(); // `d` holds the only handle, so its destructor can remove the connection
    d.access_ = access;
    if (const auto opened = identity(QFile::encodeName(file)); opened && access != Access::Create)
        d.file_id_ = {true, opened->first, opened->second};
    if (access == Access::Create) {
        // SQLite only: durability and integrity settings (not part of the portable schema).
        d.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        d.exec(QStringLiteral("PRAGMA synchronous=FULL"));
        d.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
        d.exec(migration_table_sql());
        return d;
    }
    const QString probe =
        QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'");
    QSqlQuery q(d.db_);
    const auto no_wal_index = [&](const QSqlError &e) {
        const int code = primary_code(e);
        // Immutable reading skips the -wal file: only when it holds nothing.
        return (code == CantOpen || code == ReadOnly || code == IoErr) &&
            QFileInfo(file + QStringLiteral("-wal")).size() == 0;
    };
    if (access == Access::Read && !q.exec(probe) && no_wal_index(q.lastError())) {
        // Read-only media: a WAL file's reader needs a -shm file it cannot create. Nobody can
        // write there either, so the file is read as immutable (no locks, no -shm).
        q = QSqlQuery();
        d.db_.close();
        d.db_.setDatabaseName(immutable_uri(file));
        d.db_.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        if (!d.db_.open())
            refuse(QStringLiteral("%1: cannot open: %2").arg(file, d.db_.lastError().text().simplified()));
        q = QSqlQuery(d.db_);
    }
    if (!q.isActive() && !q.exec(probe)) d.fail(q.lastError(), probe);
    const bool is_event = d.next(q) && q.value(0).toInt() > 0;
    q = QSqlQuery();
    // A foreign SQLite file is left as it is: no Damka tables are added to it.
    if (!is_event)
        refuse(QStringLiteral("%1: not a Damka event database (it has no schema_migrations table)").arg(file));
    // An immutable read takes no locks and reads no -wal: nothing to watch.
    d.watch_files_ = !d.db_.databaseName().endsWith(QStringLiteral("?immutable=1"));
    if (access == Access::Read) {
        d.exec(QStringLiteral("PRAGMA query_only=ON")); // belt and braces: this connection cannot write
        return d;
    }
    // Before anything is written to a damaged file: the full check, as before a pairing or an
    // export (an index that no longer matches its table passes quick_check, integrity.hpp).
    check_integrity(d, Depth::Full);
    d.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    d.exec(QStringLiteral("PRAGMA synchronous=FULL"));
    d.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    // A file switched to WAL just now has its -wal from the next read on: read, then note it.
    d.scalar(QStringLiteral("PRAGMA schema_version"));
    if (d.watch_files_) d.check_files_unchanged();
    return d;
}

Database Database::create_sqlite(const QString &file, const std::function<void(Database &)> &build) {
    const QFileInfo info(file);
    if (info.isDir()) refuse(QStringLiteral("'%1' is a directory, not an event database file").arg(file));
    if (info.exists())
        throw SqlError(
            QStringLiteral("%1: already exists; refusing to overwrite an event database").arg(file).toStdString());
    // A hidden name in the same folder, so the final rename stays on one file system; it carries
    // this process's id, so the next creation removes what a killed one left (leftovers.hpp).
    remove_stale_leftovers(info.absolutePath(), info.fileName(), QStringLiteral("creating"));
    QTemporaryFile reserve(leftover_stem(info.absolutePath(), info.fileName(), QStringLiteral("creating")) +
                           QStringLiteral("-XXXXXX"));
    reserve.setAutoRemove(false);
    if (!reserve.open())
        refuse(
            QStringLiteral("%1: cannot create a file in %2: %3").arg(file, info.absolutePath(), reserve.errorString()));
    const QString temp = reserve.fileName();
    reserve.close();
    QFile::remove(temp);
    try {
        {
            Database d = open_sqlite(temp, Access::Create);
            build(d);
            // Back to a rollback journal: the WAL is copied into the file and removed, so the
            // file alone holds the event when it is renamed (reopening switches WAL on again).
            d.exec(QStringLiteral("PRAGMA journal_mode=DELETE"));
        }
        // QFile::rename never replaces an existing file (renameat2 RENAME_NOREPLACE on Linux).
        if (!QFile::rename(temp, file))
            throw SqlError(
                QStringLiteral("%1: already exists; refusing to overwrite an event database").arg(file).toStdString());
    } catch (...) {
        remove_sqlite_files(temp);
        throw;
    }
    return open_sqlite(file, Access::Write);
}

void Database::sqlite_fail(const QSqlError &e, const QString &, const std::string &described) const {
    switch (primary_code(e)) {
    case Busy:
    case Locked: throw ConflictError("the event is busy with another command; nothing was saved, try again");
    case Corrupt:
    case NotADb: throw DamagedError(damage_message(file_, e.text().simplified()).toStdString());
    case Full:
    case IoErr:
    case CantOpen:
    case ReadOnly: {
        // SQLite says "disk I/O error" for a full disk met outside a plain write (growing the
        // WAL, syncing) and for a write past `ulimit -f`; the errno says which. SQLITE_FULL
        // is a write that found no room (sqlite.org/rescode.html#full), its errno cleared.
        const int os = primary_code(e) == Full ? ENOSPC : system_errno(db_);
        const QString why = os ? file_error_text(os) : e.databaseText().simplified();
        if (!into_.isEmpty()) throw FileError(QStringLiteral("%1: cannot write: %2").arg(into_, why).toStdString());
        if (no_room(os))
            throw FileError(QStringLiteral("%1: cannot write the event database: %2; nothing was saved")
                                .arg(file_, why)
                                .toStdString());
        throw FileError(
            QStringLiteral("%1: cannot read or write the event database: %2").arg(file_, why).toStdString());
    }
    default:
        // Damka's statements match the tables its migrations made: on an event file, a table or
        // column that is not there is a damaged schema entry that still parses (a flipped byte
        // in a column name), or another program's change. Never the raw SQL.
        if (access_ != Access::Create && primary_code(e) == 1 &&
            (e.databaseText().startsWith(QStringLiteral("no such column")) ||
             e.databaseText().startsWith(QStringLiteral("no such table"))))
            throw DamagedError(
                damage_message(file_, e.databaseText() + QStringLiteral(", damaged or changed by another program"))
                    .toStdString());
        throw SqlError(described);
    }
}

void Database::switch_to_private_copy() {
    QTemporaryFile reserve(QDir::temp().filePath(QStringLiteral("damka-read-XXXXXX.db")));
    reserve.setAutoRemove(false);
    if (!reserve.open())
        refuse(QStringLiteral("%1: cannot make a temporary copy to read: %2").arg(file_, reserve.errorString()));
    const QString copy = reserve.fileName();
    reserve.close(); // VACUUM INTO accepts an empty file
    try {
        // query_only refuses VACUUM INTO too; the connection itself stays read-only.
        exec(QStringLiteral("PRAGMA query_only=OFF"));
        exec_into(QStringLiteral("VACUUM INTO ?"), copy);
    } catch (...) {
        QFile::remove(copy);
        throw;
    }
    db_.close();
    db_.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    db_.setDatabaseName(copy);
    private_copy_ = copy;
    watch_files_ = false; // the private copy is this process's alone
    if (!db_.open()) refuse(QStringLiteral("%1: cannot open its temporary copy %2").arg(file_, copy));
    exec(QStringLiteral("PRAGMA foreign_keys=ON"));
}

} // namespace damka::storage
