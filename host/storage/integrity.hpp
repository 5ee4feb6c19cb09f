// Is the event file whole? SQLite's quick_check or integrity_check, and what to tell the arbiter
// when it is not: the file and the latest snapshot to go back to (snapshot.hpp takes one before
// every pairing).
#pragma once

#include "database.hpp"

#include <QString>

namespace damka::storage {

// How far check_integrity looks (sqlite.org/pragma.html#pragma_integrity_check).
enum class Depth {
    // `PRAGMA quick_check`: every page, the b-trees' structure, NOT NULL and CHECK; not whether
    // an index holds the same rows as its table. A snapshot read back.
    Quick,
    // `PRAGMA integrity_check`: also every index against its table and UNIQUE. Every open for
    // writing, before a pairing and before an export, which would carry a damaged index's wrong rows into the next round
    // or out to a federation (bench/storage: 23 ms for a 2,000-player, 9-round event).
    Full,
};

// Runs the check (SQLite; nothing on PostgreSQL, whose server checks its pages). Throws
// DamagedError naming the file and the snapshot to restore.
void check_integrity(Database &db, Depth depth = Depth::Quick);

// Checks an SQLite file nobody else has open (a snapshot being written) the same way, reading
// it as immutable so that no -wal or -shm file is left beside it. Throws DamagedError.
void check_sqlite_file(const QString &file);

// "FILE: the event database is damaged (DETAIL); restore the latest snapshot ..." — names
// the newest file in FILE.snapshots/, or says that none was taken yet.
QString damage_message(const QString &file, const QString &detail);

// Which of an open event's files is no longer the one opened (Database checks before each command).
enum class ReplacedFile { Event, Wal };

// What happened and what to do: the changes written since may be only in the deleted file,
// which damka still holds open; the snapshot to restore when they are missing.
QString replaced_message(const QString &file, ReplacedFile which);

} // namespace damka::storage
