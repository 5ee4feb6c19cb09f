#include "festival.hpp"

#include "storage/audit_log.hpp"
#include "storage/migration.hpp"
#include "storage/postgres_url.hpp"

#include <QDir>
#include <QFileInfo>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

namespace damka::festival {
namespace {

const QString own_name = QStringLiteral("festival"); // the PostgreSQL schema of the festival's own database
const QString own_file = QStringLiteral(".festival.db"); // the folder's (hidden: never a section)

[[noreturn]] void refuse(const QString &message) { throw storage::SqlError(message.toStdString()); }

// The module `festival`: the festival's own settings (its tokens are the server's tables).
storage::Migrations festival_migrations() {
    return {{QStringLiteral("festival"),
             1,
             QStringLiteral("the festival's settings"),
             {QStringLiteral("CREATE TABLE festival_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)")}}};
}

// The URL of event `event` of the database `url` names (no event= in it).
QString with_event(const QString &url, const QString &event) {
    return url + (url.contains(QLatin1Char('?')) ? QStringLiteral("&event=") : QStringLiteral("?event=")) + event;
}

bool names_event(const QString &url) {
    return QUrlQuery(QUrl(url)).hasQueryItem(QStringLiteral("event")) || url.contains(QStringLiteral("event="));
}

std::unique_ptr<storage::Database> open_own(const QString &locator) {
    const bool exists = storage::is_postgres_url(locator)
        ? false // open_postgres(Create) refuses an existing event; try Write first
        : QFileInfo::exists(locator);
    if (storage::is_postgres_url(locator)) {
        try {
            return std::make_unique<storage::Database>(storage::Database::open(locator, storage::Access::Write));
        } catch (const storage::ConflictError &) {
            throw;
        } catch (const storage::SqlError &) {
            // No festival schema yet: made below.
        }
    } else if (exists) {
        return std::make_unique<storage::Database>(storage::Database::open(locator, storage::Access::Write));
    }
    return std::make_unique<storage::Database>(storage::Database::create(locator, [](storage::Database &db) {
        db.migrate(storage::audit_migrations());
        db.migrate(festival_migrations());
    }));
}

} // namespace

QString check_slug(const QString &slug) {
    if (slug == own_name) return QStringLiteral("'%1' is the festival's own name").arg(slug);
    return storage::check_event_name(slug);
}

bool is_festival_location(const QString &where) {
    if (storage::is_postgres_url(where)) return !names_event(where);
    return QFileInfo(where).isDir();
}

Festival Festival::open(const QString &where) {
    if (storage::is_postgres_url(where)) {
        if (names_event(where))
            refuse(QStringLiteral("--dir %1: a festival is every event of the database: leave out event=")
                       .arg(where.section(QLatin1Char('@'), -1)));
        auto db = open_own(with_event(where, own_name));
        db->migrate(storage::audit_migrations());
        db->migrate(festival_migrations());
        return Festival(where, true, std::move(db));
    }
    const QFileInfo folder(where);
    if (!folder.isDir())
        refuse(folder.exists() ? QStringLiteral("--dir %1: not a folder").arg(where)
                               : QStringLiteral("--dir %1: no such folder").arg(where));
    auto db = open_own(QDir(where).filePath(own_file));
    db->migrate(storage::audit_migrations());
    db->migrate(festival_migrations());
    return Festival(QDir::cleanPath(folder.absoluteFilePath()), false, std::move(db));
}

Festival::Festival(QString where, bool postgres, std::unique_ptr<storage::Database> db)
    : where_(std::move(where)), postgres_(postgres), db_(std::move(db)) {}
Festival::Festival(Festival &&) noexcept = default;
Festival::~Festival() = default;

std::vector<Section> Festival::sections() {
    std::vector<Section> out;
    if (postgres_) {
        // Every schema holding an event's table; a snapshot's schema ("name__…") is not an event.
        QSqlQuery q = db_->exec(QStringLiteral("SELECT schemaname FROM pg_tables WHERE tablename = 'event' "
                                               "ORDER BY schemaname"));
        while (db_->next(q)) {
            const QString slug = q.value(0).toString();
            if (check_slug(slug).isEmpty()) out.push_back({slug, with_event(where_, slug)});
        }
        return out;
    }
    const QDir dir(where_);
    for (const QFileInfo &f : dir.entryInfoList({QStringLiteral("*.db")}, QDir::Files, QDir::Name)) {
        const QString slug = f.completeBaseName();
        if (check_slug(slug).isEmpty()) out.push_back({slug, f.absoluteFilePath()});
    }
    return out;
}

std::vector<Skipped> Festival::skipped() const {
    std::vector<Skipped> out;
    if (postgres_) return out;
    for (const QFileInfo &f : QDir(where_).entryInfoList({QStringLiteral("*.db")}, QDir::Files, QDir::Name))
        if (const QString why = check_slug(f.completeBaseName()); !why.isEmpty()) out.push_back({f.fileName(), why});
    return out;
}

QString Festival::locator(const QString &slug) const {
    return postgres_ ? with_event(where_, slug) : QDir(where_).filePath(slug + QStringLiteral(".db"));
}

QString Festival::title() {
    const QString set =
        db_->scalar(QStringLiteral("SELECT value FROM festival_settings WHERE name = 'title'")).toString();
    if (!set.isEmpty()) return set;
    if (postgres_) {
        QString why;
        const auto loc = storage::parse_postgres_url(with_event(where_, own_name), why);
        return loc ? loc->database : where_;
    }
    return QFileInfo(where_).fileName();
}

void Festival::set_title(const QString &title) {
    db_->transaction([&] {
        db_->exec(QStringLiteral("DELETE FROM festival_settings WHERE name = 'title'"));
        db_->exec(QStringLiteral("INSERT INTO festival_settings (name, value) VALUES ('title', ?)"), {title});
    });
}

} // namespace damka::festival
