// One event database behind Qt Sql. SQLite by default: WAL journal, synchronous=FULL (a
// committed command survives a power cut), foreign keys enforced. Every arbiter command runs
// in one transaction (`transaction()`); a failing statement throws SqlError and rolls back.
#pragma once

#include "migration.hpp"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <functional>
#include <stdexcept>
#include <string>

namespace damka::storage {

// A failed statement or connection, with the SQL and the driver's message.
class SqlError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Database {
public:
    // Opens (creating when `create`) an SQLite file. Throws SqlError naming the file.
    static Database open_sqlite(const QString &file, bool create);
    Database(Database &&) noexcept;
    Database &operator=(Database &&) = delete;
    Database(const Database &) = delete;
    ~Database();

    const QString &file() const { return file_; }
    // Applies the migrations of `list` not yet recorded, each module in version order, each
    // migration in its own transaction. Returns how many were applied.
    int migrate(const Migrations &list);
    // The highest applied version of a module (0 when none).
    int schema_version(const QString &module);

    // Runs `body` in one transaction: commit when it returns, rollback when it throws.
    void transaction(const std::function<void()> &body);

    // Prepares and executes; binds positional `?` values. Throws SqlError.
    QSqlQuery exec(const QString &sql, const QVariantList &values = {});
    // The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString &sql, const QVariantList &values = {});

    QSqlDatabase &connection() { return db_; }

private:
    Database(QSqlDatabase db, QString file, QString name);
    QSqlDatabase db_;
    QString file_;
    QString name_;
    int depth_ = 0;
};

} // namespace damka::storage
