// Consistent copies of an event database (SQLite `VACUUM INTO`), taken automatically before
// each pairing so an arbiter can always go back to the state the pairing started from.
#pragma once

#include "database.hpp"

#include <QString>

namespace damka::storage {

// Writes a snapshot next to the database: `<file>.snapshots/<stem>-<label>-<UTC time>.db`.
// Must be called outside a transaction. Returns the snapshot's path; throws SqlError.
QString take_snapshot(Database &db, const QString &label);

} // namespace damka::storage
