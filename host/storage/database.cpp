#include "database.hpp"
#include "database_internal.hpp"
#include "postgres_url.hpp"

#include <QDateTime>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlRecord>

#include <algorithm>
#include <atomic>
#include <map>

namespace damka::storage {
namespace {

std::string describe(const QSqlError &e, const QString &sql) {
    QString text = e.text().trimmed();
    if (!sql.isEmpty()) text += QStringLiteral(" [SQL: ") + sql.simplified() + QLatin1Char(']');
    return text.toStdString();
}

} // namespace

QString next_connection_name() {
    static std::atomic<int> counter{0};
    return QStringLiteral("damka-%1").arg(++counter);
}

const QString &migration_table_sql() {
    static const QString sql =
        QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations ("
                       " module VARCHAR(64) NOT NULL, version INTEGER NOT NULL, description TEXT NOT NULL,"
                       " applied_at VARCHAR(32) NOT NULL, PRIMARY KEY (module, version))");
    return sql;
}

Database::Database(QSqlDatabase db, Driver driver, QString file, QString name)
    : db_(std::move(db)), driver_(driver), file_(std::move(file)), name_(std::move(name)) {}

Database::Database(Database &&o) noexcept
    : db_(std::move(o.db_)), driver_(o.driver_), access_(o.access_), private_copy_(std::move(o.private_copy_)),
      file_(std::move(o.file_)), schema_(std::move(o.schema_)), name_(std::move(o.name_)), depth_(o.depth_),
      failed_(std::move(o.failed_)), file_id_(o.file_id_), wal_id_(o.wal_id_), watch_files_(o.watch_files_) {
    o.db_ = QSqlDatabase();
    o.name_.clear();
    o.private_copy_.clear();
}

Database::~Database() { close(); }

void Database::close() {
    failed_.clear();
    if (!name_.isEmpty()) {
        db_.close();
        db_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(name_);
        name_.clear();
    }
    if (!private_copy_.isEmpty()) remove_sqlite_files(private_copy_);
    private_copy_.clear();
}

Database Database::open(const QString &location, Access access) {
    return is_postgres_url(location) ? open_postgres(location, access) : open_sqlite(location, access);
}

Database Database::create(const QString &location, const std::function<void(Database &)> &build) {
    if (!is_postgres_url(location)) return create_sqlite(location, build);
    Database d = open_postgres(location, Access::Create);
    try {
        d.transaction([&] { build(d); }); // transactional DDL: the tables and rows, or none
    } catch (...) {
        // The schema stays, empty, as one made beforehand by the owner would be; without
        // schema_migrations it holds no event, so the creation can run again.
        try {
            d.exec(QStringLiteral("DROP TABLE IF EXISTS schema_migrations"));
        } catch (const SqlError &) {}
        throw;
    }
    return d;
}

QSqlQuery Database::exec(const QString &sql, const QVariantList &values) {
    if (depth_ == 0 && watch_files_) check_files_unchanged(); // a command's BEGIN, or a read on its own
    QSqlQuery q(db_);
    // Rows are read once, in order (next()): without this Qt keeps a copy of every row read,
    // which was half the time of reading an event.
    q.setForwardOnly(true);
    auto failed = [&] {
        if (driver_ == Driver::PostgreSQL && depth_ > 0) failed_.push_back(q);
        fail(q.lastError(), sql);
    };
    if (values.isEmpty()) {
        // Run as it is: PostgreSQL cannot PREPARE schema statements (CREATE TABLE, CREATE FUNCTION).
        if (!q.exec(sql)) failed();
        return q;
    }
    if (!q.prepare(sql)) failed();
    for (const QVariant &v : values) q.addBindValue(v);
    if (!q.exec()) failed();
    return q;
}

void Database::exec_into(const QString &sql, const QString &target) {
    into_ = target;
    try {
        exec(sql, {target});
    } catch (...) {
        into_.clear();
        throw;
    }
    into_.clear();
}

bool Database::next(QSqlQuery &q) {
    if (q.next()) return true;
    // QSqlQuery::next() answers false both after the last row and when a row cannot be read.
    if (q.lastError().isValid()) {
        if (driver_ == Driver::PostgreSQL && depth_ > 0) failed_.push_back(q);
        fail(q.lastError(), q.lastQuery());
    }
    return false;
}

void Database::fail(const QSqlError &e, const QString &sql) const {
    if (driver_ == Driver::PostgreSQL) {
        // PostgreSQL error codes (Appendix A): 40001 serialization_failure, 40P01 deadlock_detected,
        // 55P03 lock_not_available (lock_timeout while another command holds the event).
        const QString code = e.nativeErrorCode();
        if (code == QStringLiteral("40001") || code == QStringLiteral("40P01"))
            throw ConflictError("another command changed the event at the same time; nothing was saved, try again");
        if (code == QStringLiteral("55P03"))
            throw ConflictError("the event is busy with another command; nothing was saved, try again");
        throw SqlError(describe(e, sql));
    }
    sqlite_fail(e, sql, describe(e, sql));
}

QVariant Database::scalar(const QString &sql, const QVariantList &values) {
    QSqlQuery q = exec(sql, values);
    return next(q) ? q.value(0) : QVariant();
}

void Database::transaction(const std::function<void()> &body) {
    if (depth_ > 0) { // nested: part of the enclosing transaction, undone alone when it throws
        // A savepoint (SQL:2003; SQLite and PostgreSQL alike): the server runs a group of
        // commands in one transaction (server/write_queue.hpp), and a command refused there
        // must take back its own statements only, not its neighbours'.
        const QString savepoint = QStringLiteral("damka_nested_%1").arg(depth_);
        exec(QStringLiteral("SAVEPOINT ") + savepoint);
        ++depth_;
        try {
            body();
        } catch (...) {
            --depth_;
            QSqlQuery(db_).exec(QStringLiteral("ROLLBACK TO SAVEPOINT ") + savepoint);
            QSqlQuery(db_).exec(QStringLiteral("RELEASE SAVEPOINT ") + savepoint);
            failed_.clear(); // PostgreSQL: released now that the transaction is usable again
            throw;
        }
        --depth_;
        exec(QStringLiteral("RELEASE SAVEPOINT ") + savepoint);
        return;
    }
    // SQLite: BEGIN IMMEDIATE takes the write lock first, waiting busy_timeout for it. A
    // deferred BEGIN would read first and then fail at once on the lock upgrade (SQLite does
    // not wait there: the snapshot it read may be stale), so two arbiters' commands clashed.
    const bool sqlite = driver_ == Driver::SQLite;
    if (sqlite)
        exec(access_ == Access::Read && private_copy_.isEmpty() ? QStringLiteral("BEGIN")
                                                                : QStringLiteral("BEGIN IMMEDIATE"));
    else if (!db_.transaction())
        fail(db_.lastError(), QStringLiteral("BEGIN"));
    depth_ = 1;
    auto rollback = [&] {
        depth_ = 0;
        if (sqlite)
            QSqlQuery(db_).exec(QStringLiteral("ROLLBACK"));
        else
            db_.rollback();
        failed_.clear();
    };
    try {
        // PostgreSQL: one command at a time per event (readers are not blocked). LOCK TABLE
        // comes before any query, so the SERIALIZABLE snapshot sees the previous command's work.
        if (driver_ == Driver::PostgreSQL) exec(QStringLiteral("LOCK TABLE schema_migrations IN EXCLUSIVE MODE"));
        body();
    } catch (...) {
        rollback();
        throw;
    }
    depth_ = 0;
    if (sqlite) {
        QSqlQuery commit(db_);
        if (!commit.exec(QStringLiteral("COMMIT"))) {
            const QSqlError why = commit.lastError();
            rollback();
            fail(why, QStringLiteral("COMMIT"));
        }
    } else if (!db_.commit()) {
        const QSqlError why = db_.lastError();
        rollback();
        fail(why, QStringLiteral("COMMIT"));
    }
}

void Database::set_busy_timeout(int milliseconds) {
    if (driver_ == Driver::SQLite)
        exec(QStringLiteral("PRAGMA busy_timeout=%1").arg(milliseconds));
    else
        exec(QStringLiteral("SET lock_timeout TO '%1ms'").arg(milliseconds)); // the event's LOCK TABLE
}

int Database::schema_version(const QString &module) {
    const QVariant v = scalar(QStringLiteral("SELECT MAX(version) FROM schema_migrations WHERE module = ?"), {module});
    return v.isNull() ? 0 : v.toInt();
}

int Database::migrate(const Migrations &list) {
    std::map<QString, std::vector<const Migration *>> by_module;
    for (const Migration &m : list) by_module[m.module].push_back(&m);
    // A version this build does not know may have changed any table: reading it could
    // misreport and writing it could damage it.
    bool pending = false;
    for (auto &[module, steps] : by_module) {
        std::sort(steps.begin(), steps.end(), [](auto *a, auto *b) { return a->version < b->version; });
        const int current = schema_version(module), known = steps.back()->version;
        if (current > known)
            throw FileError(QStringLiteral("%1: the event's '%2' tables are version %3, newer than this build of damka"
                                           " knows (version %4); use a newer damka")
                                .arg(file_, module)
                                .arg(current)
                                .arg(known)
                                .toStdString());
        pending = pending || current < known;
    }
    if (pending && access_ == Access::Read && private_copy_.isEmpty()) {
        if (driver_ == Driver::PostgreSQL)
            throw FileError(QStringLiteral("%1: the event's tables are older than this build of damka; run a command"
                                           " that changes the event to upgrade them")
                                .arg(file_)
                                .toStdString());
        switch_to_private_copy(); // reading never writes the event: migrate a copy
    }
    int applied = 0;
    for (const auto &entry : by_module) {
        // Named copies, not a structured binding: clang 14 cannot capture one in the lambda.
        const auto &module = entry.first;
        const auto &steps = entry.second;
        const int current = schema_version(module);
        for (const Migration *m : steps) {
            if (m->version <= current) continue;
            bool done = false;
            transaction([&] {
                // Another command may have applied it since `current` was read (PostgreSQL).
                if (schema_version(module) >= m->version) return;
                for (const QString &sql : m->statements) exec(sql);
                for (const QString &sql : driver_ == Driver::SQLite ? m->sqlite : m->postgres) exec(sql);
                exec(QStringLiteral("INSERT INTO schema_migrations (module, version, description, applied_at)"
                                    " VALUES (?, ?, ?, ?)"),
                     {module, m->version, m->description, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
                done = true;
            });
            applied += done;
        }
    }
    return applied;
}

} // namespace damka::storage
