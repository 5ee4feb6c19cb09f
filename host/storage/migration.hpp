// A schema change of one module: applied once, in version order, inside a transaction, and
// recorded in `schema_migrations (module, version)`. Modules own their migration lists; see
// README.md for how another module (e.g. the arbiter's game logs) adds its own tables.
// Statements are portable SQL run on SQLite and PostgreSQL alike; where the two truly differ
// (triggers), one logical migration carries per-driver statements, run after the portable ones.
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace damka::storage {

struct Migration {
    QString module; // "tournament", "arbiter", ...
    int version = 0; // 1, 2, 3 ... within the module; never renumbered
    QString description; // one line, shown by `damka event info`
    QStringList statements; // portable SQL (SQLite and PostgreSQL): no AUTOINCREMENT, no PRAGMA
    QStringList sqlite = {}; // SQLite only (e.g. RAISE(ABORT) triggers)
    QStringList postgres = {}; // PostgreSQL only (e.g. PL/pgSQL trigger functions)
};

using Migrations = std::vector<Migration>;

} // namespace damka::storage
