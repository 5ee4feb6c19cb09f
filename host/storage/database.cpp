#include "database.hpp"

#include <QDateTime>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlRecord>

#include <atomic>
#include <map>

namespace damka::storage {
namespace {

std::string describe(const QSqlError &e, const QString &sql) {
    QString text = e.text().trimmed();
    if (!sql.isEmpty()) text += QStringLiteral(" [SQL: ") + sql.simplified() + QLatin1Char(']');
    return text.toStdString();
}

QString next_connection_name() {
    static std::atomic<int> counter{0};
    return QStringLiteral("damka-%1").arg(++counter);
}

const QString kMigrationTable = QStringLiteral(
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    " module VARCHAR(64) NOT NULL, version INTEGER NOT NULL, description TEXT NOT NULL,"
    " applied_at VARCHAR(32) NOT NULL, PRIMARY KEY (module, version))");

} // namespace

Database::Database(QSqlDatabase db, QString file, QString name)
    : db_(std::move(db)), file_(std::move(file)), name_(std::move(name)) {}

Database::Database(Database &&o) noexcept
    : db_(std::move(o.db_)), file_(std::move(o.file_)), name_(std::move(o.name_)), depth_(o.depth_) {
    o.db_ = QSqlDatabase();
    o.name_.clear();
}

Database::~Database() {
    if (name_.isEmpty()) return;
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_);
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
    Database d(db, file, name);
    // SQLite only: durability and integrity settings (not part of the portable schema).
    d.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    d.exec(QStringLiteral("PRAGMA synchronous=FULL"));
    d.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    d.exec(QStringLiteral("PRAGMA busy_timeout=5000"));
    d.exec(kMigrationTable);
    return d;
}

QSqlQuery Database::exec(const QString &sql, const QVariantList &values) {
    QSqlQuery q(db_);
    if (!q.prepare(sql)) throw SqlError(describe(q.lastError(), sql));
    for (const QVariant &v : values) q.addBindValue(v);
    if (!q.exec()) throw SqlError(describe(q.lastError(), sql));
    return q;
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
    if (!db_.transaction()) throw SqlError("cannot begin a transaction: " + describe(db_.lastError(), {}));
    depth_ = 1;
    try {
        body();
    } catch (...) {
        depth_ = 0;
        db_.rollback();
        throw;
    }
    depth_ = 0;
    if (!db_.commit()) {
        const std::string why = describe(db_.lastError(), {});
        db_.rollback();
        throw SqlError("commit failed: " + why);
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
            transaction([&] {
                for (const QString &sql : m->statements) exec(sql);
                exec(QStringLiteral("INSERT INTO schema_migrations (module, version, description, applied_at)"
                                    " VALUES (?, ?, ?, ?)"),
                     {module, m->version, m->description,
                      QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
            });
            ++applied;
        }
    }
    return applied;
}

} // namespace damka::storage
