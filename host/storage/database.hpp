// One event database behind Qt Sql. SQLite by default: WAL journal, synchronous=FULL (a
// committed command survives a power cut), foreign keys enforced, write commands in IMMEDIATE
// transactions. PostgreSQL when a federation shares one database: each event in a schema of
// its own, SERIALIZABLE transactions, one command at a time per event. Every arbiter command
// runs in one transaction (`transaction()`); a failing statement throws SqlError and rolls back.
#pragma once

#include "migration.hpp"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace damka::storage {

// A failed statement or connection, with the SQL and the driver's message.
class SqlError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Another command held or changed the event at the same time (PostgreSQL: serialization
// failure, deadlock, lock wait timed out; SQLite: the write lock was not free within the busy
// timeout). Nothing was saved; running the command again is safe.
class ConflictError : public SqlError {
public:
    using SqlError::SqlError;
};

// The event's file could not be read or written, whatever the SQL step: missing, not an
// event, damaged, a full disk, read-only, a schema newer than this build. Names the file.
class FileError : public SqlError {
public:
    using SqlError::SqlError;
};

// The event file is damaged (SQLite quick_check failed, or a page could not be read). The
// message names the file and the latest snapshot to restore.
class DamagedError : public FileError {
public:
    using FileError::FileError;
};

enum class Driver { SQLite, PostgreSQL };

// What a command does with the event. Read never writes to it: SQLite opens the file
// read-only (no journal change, no migration: a pending one is applied to a private temporary
// copy). Write migrates it and, on SQLite, checks its integrity first. Create makes a new one.
enum class Access { Read, Write, Create };

class Database {
public:
    // Opens the event named by `--db`: a PostgreSQL URL
    // (postgresql://user@host:port/dbname?event=NAME, see postgres_url.hpp) or an SQLite file.
    static Database open(const QString &location, Access access);
    // Opens an SQLite file (database_sqlite.cpp). An existing file must be a Damka event
    // (have schema_migrations). Throws SqlError naming the file, DamagedError (Write) when
    // quick_check fails.
    static Database open_sqlite(const QString &file, Access access);
    // Connects to a PostgreSQL database and works in the schema of the URL's event (created
    // for Create; refused when it already holds an event). Throws SqlError naming the host
    // and database, never the password.
    static Database open_postgres(const QString &url, Access access);
    // A new event, all or nothing: `build` fills it (migrations, first rows). SQLite builds it
    // under a temporary name in the same folder and renames it when complete, so a refused or
    // killed creation leaves nothing that blocks running it again. Returns it open for Write.
    static Database create(const QString &location, const std::function<void(Database &)> &build);
    Database(Database &&) noexcept;
    Database &operator=(Database &&) = delete;
    Database(const Database &) = delete;
    ~Database();

    Driver driver() const { return driver_; }
    // The SQLite file, or the PostgreSQL URL without its password.
    const QString &file() const { return file_; }
    // PostgreSQL: the event's schema (empty for SQLite).
    const QString &schema() const { return schema_; }
    Access access() const { return access_; }
    // Applies the migrations of `list` not yet recorded, each module in version order, each
    // migration in its own transaction. Returns how many were applied. Refuses (SqlError
    // naming both versions) a module stored in a newer version than `list` knows. Read: the
    // file is left alone; SQLite copies it to a private temporary file and migrates that.
    int migrate(const Migrations &list);
    // The highest applied version of a module (0 when none).
    int schema_version(const QString &module);

    // Runs `body` in one transaction: commit when it returns, rollback when it throws.
    // PostgreSQL: SERIALIZABLE, and the event is locked against other commands (readers go
    // on) until the end; a concurrent change throws ConflictError.
    void transaction(const std::function<void()> &body);

    // Prepares and executes; binds positional `?` values. Throws SqlError.
    QSqlQuery exec(const QString &sql, const QVariantList &values = {});
    // Runs a statement that writes another file (SQLite: VACUUM INTO `target`, bound as its one
    // value): a failure names `target`, not the event's file, which it leaves as it was.
    void exec_into(const QString &sql, const QString &target);
    // The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString &sql, const QVariantList &values = {});
    // Steps `q` to its next row; false after the last. A row that cannot be read (a damaged
    // page, an I/O error) throws SqlError instead of ending the rows early: every loop over a
    // query reads `while (db.next(q))`.
    bool next(QSqlQuery &q);
    // How long a command waits for another one's hold on the event before ConflictError
    // (SQLite's busy timeout, PostgreSQL's lock_timeout).
    void set_busy_timeout(int milliseconds);

    QSqlDatabase &connection() { return db_; }

private:
    Database(QSqlDatabase db, Driver driver, QString file, QString name);
    static Database create_sqlite(const QString &file, const std::function<void(Database &)> &build);
    [[noreturn]] void fail(const QSqlError &e, const QString &sql) const;
    // SQLite's half of fail(): busy -> ConflictError, damaged -> DamagedError, I/O -> the file named.
    [[noreturn]] void sqlite_fail(const QSqlError &e, const QString &sql, const std::string &described) const;
    // SQLite Read: continue on a private temporary copy (VACUUM INTO), writable, removed on close.
    void switch_to_private_copy();
    void close();
    QSqlDatabase db_;
    Driver driver_ = Driver::SQLite;
    Access access_ = Access::Write;
    QString private_copy_;
    QString file_;
    QString schema_;
    QString name_;
    QString into_; // the file exec_into() is writing
    int depth_ = 0;
    // PostgreSQL: a statement that failed inside a transaction is released after the rollback
    // (its DEALLOCATE would fail in the aborted transaction).
    std::vector<QSqlQuery> failed_;
    // SQLite: the event file and its -wal as they were when this connection opened them. SQLite
    // keeps its descriptors, so a file deleted or replaced under it goes on being read and
    // written unseen (a correction acknowledged into a deleted -wal, exported from the file
    // without it): every statement outside a transaction, BEGIN first, checks them first.
    struct FileId {
        bool known = false;
        unsigned long long device = 0, inode = 0;
    };
    FileId file_id_, wal_id_;
    bool watch_files_ = false;
    // Throws FileError when the event file or its -wal is no longer the one opened (database_sqlite.cpp).
    void check_files_unchanged();
};

} // namespace damka::storage
