// A festival: the events (sections) served together by one `damka serve --dir` — every event
// file `*.db` in one folder, or every event of one PostgreSQL database (each event a schema of
// its own, postgres_url.hpp) — and the festival's own database beside them: its tokens (a
// festival chief acts in every section) and its title. A section's slug is its address
// (`/t/<slug>/`): the file's base name, or the event's schema name.
#pragma once

#include "storage/database.hpp"

#include <QString>

#include <memory>
#include <vector>

namespace damka::festival {

struct Section {
    QString slug;
    QString locator; // what `--db` takes: the event file, or the PostgreSQL URL with event=slug
};

// A file of the folder that is not served, and why (a name unusable as an address).
struct Skipped {
    QString file;
    QString reason;
};

class Festival {
public:
    // A folder (it must exist), or a PostgreSQL URL without event= (postgresql://host/dbname).
    // Opens the festival's own database, creating it on first use (`.festival.db` in the folder,
    // the schema `festival` in PostgreSQL). Throws storage::SqlError naming what is wrong.
    static Festival open(const QString &where);
    Festival(Festival &&) noexcept;
    ~Festival();

    const QString &where() const { return where_; }
    bool postgres() const { return postgres_; }
    // Every section now, by slug (the folder or the database is read again on each call).
    std::vector<Section> sections();
    // The folder's `*.db` files left out, with the reason (empty for PostgreSQL).
    std::vector<Skipped> skipped() const;
    // Where a new section `slug` is made (check_slug first).
    QString locator(const QString &slug) const;
    // The festival's own database (its tokens: server/access_tokens.hpp, migrated by the server).
    storage::Database &db() { return *db_; }
    // Its title: set_title's, else the folder's name or the database's.
    QString title();
    void set_title(const QString &title);

private:
    Festival(QString where, bool postgres, std::unique_ptr<storage::Database> db);
    QString where_;
    bool postgres_ = false;
    std::unique_ptr<storage::Database> db_;
};

// Why `slug` cannot name a section (empty when it can): the rules of a PostgreSQL event's
// name (storage::check_event_name: lower-case letters, digits, '-' and '_'), and not the
// festival's own name `festival`.
QString check_slug(const QString &slug);

// True when `where` names a festival (an existing folder, or a PostgreSQL URL without event=),
// not one event.
bool is_festival_location(const QString &where);

} // namespace damka::festival
