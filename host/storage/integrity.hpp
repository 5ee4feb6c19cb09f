// Is the event file whole? SQLite's quick_check, and what to tell the arbiter when it is not:
// the file and the latest snapshot to go back to (snapshot.hpp takes one before every pairing).
#pragma once

#include "database.hpp"

#include <QString>

namespace damka::storage {

// Runs `PRAGMA quick_check` (SQLite; nothing on PostgreSQL, whose server checks its pages).
// Throws DamagedError naming the file and the snapshot to restore.
void check_integrity(Database &db);

// Checks an SQLite file nobody else has open (a snapshot being written) the same way, reading
// it as immutable so that no -wal or -shm file is left beside it. Throws DamagedError.
void check_sqlite_file(const QString &file);

// "FILE: the event database is damaged (DETAIL); restore the latest snapshot ..." — names
// the newest file in FILE.snapshots/, or says that none was taken yet.
QString damage_message(const QString &file, const QString &detail);

} // namespace damka::storage
