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
    static const QString sql = QStringLiteral(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " module VARCHAR(64) NOT NULL, version INTEGER NOT NULL, description TEXT NOT NULL,"
        " applied_at VARCHAR(32) NOT NULL, PRIMARY KEY (module, version))");
    return sql;
}

Database::Database(QSqlDatabase db, Driver driver, QString file, QString name)
    : db_(std::move(db)), driver_(driver), file_(std::move(file)), name_(std::move(name)) {}

Database::Database(Database &&o) noexcept
    : db_(std::move(o.db_)), driver_(o.driver_), file_(std::move(o.file_)), schema_(std::move(o.schema_)),
      name_(std::move(o.name_)), depth_(o.depth_), failed_(std::move(o.failed_)) {
    o.db_ = QSqlDatabase();
    o.name_.clear();
}

Database::~Database() {
    failed_.clear();
    if (name_.isEmpty()) return;
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_);
}

Database Database::open(const QString &location, bool create) {
    return is_postgres_url(location) ? open_postgres(location, create) : open_sqlite(location, create);
}

Database Database::open_sqlite(const QString &file, bool create) {
    const QFileInfo info(file);
    if (!create && !info.exists())
        throw SqlError(QStringLiteral("%1: no such event database (create one with 'damka event create')")
                           .arg(file).toStdString());
    if (create && info.exists())
        throw SqlError(QStringLiteral("%1: already exists; refusing to overwrite an event database")
                           .arg(file).toStdString());
    const QString name = next_connection_name();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(file);
    if (!db.open()) {
        const std::string why = describe(db.lastError(), {});
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        throw SqlError(file.toStdString() + ": cannot open: " + why);
    }
    Database d(db, Driver::SQLite, file, name);
    db = QSqlDatabase(); // `d` holds the only handle, so its destructor can remove the connection
    // SQLite only: durability and integrity settings (not part of the portable schema).
    d.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    d.exec(QStringLiteral("PRAGMA synchronous=FULL"));
    d.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    d.exec(QStringLiteral("PRAGMA busy_timeout=5000"));
    d.exec(migration_table_sql());
    return d;
}

QSqlQuery Database::exec(const QString &sql, const QVariantList &values) {
    QSqlQuery q(db_);
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

void Database::fail(const QSqlError &e, const QString &sql) const {
    if (driver_ == Driver::PostgreSQL) {
        // PostgreSQL error codes (Appendix A): 40001 serialization_failure, 40P01 deadlock_detected,
        // 55P03 lock_not_available (lock_timeout while another command holds the event).
        const QString code = e.nativeErrorCode();
        if (code == QStringLiteral("40001") || code == QStringLiteral("40P01"))
            throw ConflictError("another command changed the event at the same time; nothing was saved, try again");
        if (code == QStringLiteral("55P03"))
            throw ConflictError("the event is busy with another command; nothing was saved, try again");
    }
    throw SqlError(describe(e, sql));
}

QVariant Database::scalar(const QString &sql, const QVariantList &values) {
    QSqlQuery q = exec(sql, values);
    return q.next() ? q.value(0) : QVariant();
}

void Database::transaction(const std::function<void()> &body) {
    if (depth_ > 0) { // nested: part of the enclosing command's transaction
        ++depth_;
        try { body(); } catch (...) { --depth_; throw; }
        --depth_;
        return;
    }
    if (!db_.transaction()) fail(db_.lastError(), QStringLiteral("BEGIN"));
    depth_ = 1;
    try {
        // PostgreSQL: one command at a time per event (readers are not blocked). LOCK TABLE
        // comes before any query, so the SERIALIZABLE snapshot sees the previous command's work.
        if (driver_ == Driver::PostgreSQL) exec(QStringLiteral("LOCK TABLE schema_migrations IN EXCLUSIVE MODE"));
        body();
    } catch (...) {
        depth_ = 0;
        db_.rollback();
        failed_.clear();
        throw;
    }
    depth_ = 0;
    if (!db_.commit()) {
        const QSqlError why = db_.lastError();
        db_.rollback();
        failed_.clear();
        fail(why, QStringLiteral("COMMIT"));
    }
}

int Database::schema_version(const QString &module) {
    const QVariant v = scalar(QStringLiteral("SELECT MAX(version) FROM schema_migrations WHERE module = ?"), {module});
    return v.isNull() ? 0 : v.toInt();
}

int Database::migrate(const Migrations &list) {
    std::map<QString, std::vector<const Migration *>> by_module;
    for (const Migration &m : list) by_module[m.module].push_back(&m);
    int applied = 0;
    for (auto &[module, steps] : by_module) {
        std::sort(steps.begin(), steps.end(), [](auto *a, auto *b) { return a->version < b->version; });
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
                     {module, m->version, m->description,
                      QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
                done = true;
            });
            applied += done;
        }
    }
    return applied;
}

} // namespace damka::storage
