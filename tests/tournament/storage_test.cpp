// The event database: migrations, transactions, the append-only audit log, snapshots.
#include "audit_log.hpp"
#include "database.hpp"
#include "snapshot.hpp"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::storage;

namespace {

const Migrations kNotes = {
    {QStringLiteral("notes"), 1, QStringLiteral("notes table"), {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")}},
    {QStringLiteral("notes"), 2, QStringLiteral("notes author"), {QStringLiteral("ALTER TABLE notes ADD COLUMN author TEXT")}},
};

} // namespace

TEST(Storage, MigrationsApplyOnceInOrder) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("m.db"));
    {
        Database db = Database::open_sqlite(file, true);
        EXPECT_EQ(db.migrate({kNotes[1], kNotes[0]}), 2); // given out of order, applied 1 then 2
        EXPECT_EQ(db.schema_version(QStringLiteral("notes")), 2);
        EXPECT_EQ(db.migrate(kNotes), 0);
        EXPECT_EQ(db.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        EXPECT_EQ(db.scalar(QStringLiteral("PRAGMA foreign_keys")).toInt(), 1);
    }
    Database again = Database::open_sqlite(file, false);
    EXPECT_EQ(again.schema_version(QStringLiteral("notes")), 2);
    EXPECT_THROW(Database::open_sqlite(file, true), SqlError);                          // never overwritten
    EXPECT_THROW(Database::open_sqlite(dir.filePath(QStringLiteral("none.db")), false), SqlError);
}

TEST(Storage, FailedCommandRollsBack) {
    QTemporaryDir dir;
    Database db = Database::open_sqlite(dir.filePath(QStringLiteral("t.db")), true);
    db.migrate(kNotes);
    EXPECT_THROW(db.transaction([&] {
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'kept?')"));
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'duplicate key')"));
    }),
                 SqlError);
    EXPECT_EQ(db.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 0);
}

TEST(Storage, AuditLogIsAppendOnly) {
    QTemporaryDir dir;
    Database db = Database::open_sqlite(dir.filePath(QStringLiteral("a.db")), true);
    db.migrate(audit_migrations());
    db.transaction([&] {
        append_audit(db, QStringLiteral("IA Petrov"), QStringLiteral("result.set"), QStringLiteral("board 1 1-0"),
                     {}, {{QStringLiteral("result"), QStringLiteral("1-0")}});
    });
    const auto entries = read_audit(db);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].who, QStringLiteral("IA Petrov"));
    EXPECT_EQ(entries[0].after.value(QStringLiteral("result")).toString(), QStringLiteral("1-0"));
    EXPECT_THROW(db.exec(QStringLiteral("UPDATE audit_log SET who = 'someone else'")), SqlError);
    EXPECT_THROW(db.exec(QStringLiteral("DELETE FROM audit_log")), SqlError);
}

TEST(Storage, SnapshotIsAConsistentCopy) {
    QTemporaryDir dir;
    Database db = Database::open_sqlite(dir.filePath(QStringLiteral("s.db")), true);
    db.migrate(kNotes);
    db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'before pairing')"));
    const QString copy = take_snapshot(db, QStringLiteral("before-round-1"));
    EXPECT_TRUE(QFileInfo::exists(copy));
    db.exec(QStringLiteral("DELETE FROM notes"));
    Database snap = Database::open_sqlite(copy, false);
    EXPECT_EQ(snap.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 1")).toString(), QStringLiteral("before pairing"));
}
