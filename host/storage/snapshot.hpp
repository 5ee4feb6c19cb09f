// Consistent copies of an event database, taken automatically before each pairing so an
// arbiter can always go back to the state the pairing started from.
// SQLite: `VACUUM INTO` a file next to the database. PostgreSQL: a schema of its own in the
// same database, `<event>__snap_<UTC time>_<label>`, with a copy of every table of the event
// made in one transaction (README.md says how to restore from either).
#pragma once

#include "database.hpp"

#include <QString>

namespace damka::storage {

// Takes a snapshot; returns where it is: the SQLite file
// (`<file>.snapshots/<stem>-<label>-<time>.db`) or `schema "<name>"` on PostgreSQL.
// Must be called outside a transaction. Throws SqlError.
QString take_snapshot(Database &db, const QString &label);

} // namespace damka::storage
