// One event database behind Qt Sql. SQLite by default: WAL journal, synchronous=FULL (a
// committed command survives a power cut), foreign keys enforced. PostgreSQL when a federation
// shares one database: each event in a schema of its own, SERIALIZABLE transactions, one
// command at a time per event. Every arbiter command runs in one transaction
// (`transaction()`); a failing statement throws SqlError and rolls back.
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

// PostgreSQL refused a command because another one changed the event at the same time
// (serialization failure, deadlock, lock wait timed out). Nothing was saved; running the
// command again is safe.
class ConflictError : public SqlError {
public:
    using SqlError::SqlError;
};

enum class Driver { SQLite, PostgreSQL };

class Database {
public:
    // Opens (creating when `create`) the event named by `--db`: a PostgreSQL URL
    // (postgresql://user@host:port/dbname?event=NAME, see postgres_url.hpp) or an SQLite file.
    static Database open(const QString &location, bool create);
    // Opens (creating when `create`) an SQLite file. Throws SqlError naming the file.
    static Database open_sqlite(const QString &file, bool create);
    // Connects to a PostgreSQL database and works in the schema of the URL's event (created
    // when `create`; refused when it already holds an event). Throws SqlError naming the host
    // and database, never the password.
    static Database open_postgres(const QString &url, bool create);
    Database(Database &&) noexcept;
    Database &operator=(Database &&) = delete;
    Database(const Database &) = delete;
    ~Database();

    Driver driver() const { return driver_; }
    // The SQLite file, or the PostgreSQL URL without its password.
    const QString &file() const { return file_; }
    // PostgreSQL: the event's schema (empty for SQLite).
    const QString &schema() const { return schema_; }
    // Applies the migrations of `list` not yet recorded, each module in version order, each
    // migration in its own transaction. Returns how many were applied.
    int migrate(const Migrations &list);
    // The highest applied version of a module (0 when none).
    int schema_version(const QString &module);

    // Runs `body` in one transaction: commit when it returns, rollback when it throws.
    // PostgreSQL: SERIALIZABLE, and the event is locked against other commands (readers go
    // on) until the end; a concurrent change throws ConflictError.
    void transaction(const std::function<void()> &body);

    // Prepares and executes; binds positional `?` values. Throws SqlError.
    QSqlQuery exec(const QString &sql, const QVariantList &values = {});
    // The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString &sql, const QVariantList &values = {});

    QSqlDatabase &connection() { return db_; }

private:
    Database(QSqlDatabase db, Driver driver, QString file, QString name);
    [[noreturn]] void fail(const QSqlError &e, const QString &sql) const;
    QSqlDatabase db_;
    Driver driver_ = Driver::SQLite;
    QString file_;
    QString schema_;
    QString name_;
    int depth_ = 0;
    // PostgreSQL: a statement that failed inside a transaction is released after the rollback
    // (its DEALLOCATE would fail in the aborted transaction).
    std::vector<QSqlQuery> failed_;
};

} // namespace damka::storage
