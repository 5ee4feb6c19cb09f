// Shared by the two halves of Database (database.cpp: SQLite and the common code,
// database_postgres.cpp: PostgreSQL). Not part of the storage API.
#pragma once

#include <QString>

namespace damka::storage {

// A unique Qt Sql connection name ("damka-7").
QString next_connection_name();
// CREATE TABLE IF NOT EXISTS schema_migrations (module, version, description, applied_at).
const QString &migration_table_sql();
// Removes an SQLite file with its -wal, -shm and -journal companions.
void remove_sqlite_files(const QString &file);

} // namespace damka::storage
