// The event database: migrations, transactions, the append-only audit log, snapshots.
#include "storage/audit_log.hpp"
#include "storage/database.hpp"
#include "storage/snapshot.hpp"
#include "tests/support/sqlite_damage.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QCoreApplication>

#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>
#include <future>
#include <stdexcept>
#include <thread>

#include <gtest/gtest.h>

using namespace damka::storage;

namespace {

const Migrations kNotes = {
    {QStringLiteral("notes"),
     1,
     QStringLiteral("notes table"),
     {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")}},
    {QStringLiteral("notes"),
     2,
     QStringLiteral("notes author"),
     {QStringLiteral("ALTER TABLE notes ADD COLUMN author TEXT")}},
};

} // namespace

TEST(Storage, MigrationsApplyOnceInOrder) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("m.db"));
    {
        Database db = Database::open_sqlite(file, Access::Create);
        EXPECT_EQ(db.migrate({kNotes[1], kNotes[0]}), 2); // given out of order, applied 1 then 2
        EXPECT_EQ(db.schema_version(QStringLiteral("notes")), 2);
        EXPECT_EQ(db.migrate(kNotes), 0);
        EXPECT_EQ(db.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        EXPECT_EQ(db.scalar(QStringLiteral("PRAGMA foreign_keys")).toInt(), 1);
    }
    Database again = Database::open_sqlite(file, Access::Write);
    EXPECT_EQ(again.schema_version(QStringLiteral("notes")), 2);
    EXPECT_THROW(Database::open_sqlite(file, Access::Create), SqlError); // never overwritten
    EXPECT_THROW(Database::open_sqlite(dir.filePath(QStringLiteral("none.db")), Access::Write), SqlError);
}

TEST(Storage, FailedCommandRollsBack) {
    QTemporaryDir dir;
    Database db = Database::open_sqlite(dir.filePath(QStringLiteral("t.db")), Access::Create);
    db.migrate(kNotes);
    EXPECT_THROW(db.transaction([&] {
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'kept?')"));
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'duplicate key')"));
    }),
                 SqlError);
    EXPECT_EQ(db.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 0);
}

// The server runs a hall's results as commands inside one transaction (server/write_queue.hpp):
// a refused command takes back its own rows only, and the others are committed together.
TEST(Storage, RefusedNestedCommandTakesBackItsOwnRowsOnly) {
    QTemporaryDir dir;
    Database db = Database::open_sqlite(dir.filePath(QStringLiteral("n.db")), Access::Create);
    db.migrate(kNotes);
    db.transaction([&] {
        db.transaction([&] { db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'first')")); });
        EXPECT_THROW(db.transaction([&] {
            db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (2, 'refused')"));
            throw std::runtime_error("refused");
        }),
                     std::runtime_error);
        // A nested one inside a nested one that fails: both of its rows go.
        EXPECT_THROW(db.transaction([&] {
            db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (3, 'outer')"));
            db.transaction([&] { db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (4, 'inner')")); });
            db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'duplicate key')"));
        }),
                     SqlError);
        db.transaction([&] { db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (5, 'last')")); });
    });
    QSqlQuery q = db.exec(QStringLiteral("SELECT group_concat(id) FROM (SELECT id FROM notes ORDER BY id)"));
    ASSERT_TRUE(db.next(q));
    EXPECT_EQ(q.value(0).toString(), QStringLiteral("1,5"));
}

TEST(Storage, AuditLogIsAppendOnly) {
    QTemporaryDir dir;
    Database db = Database::open_sqlite(dir.filePath(QStringLiteral("a.db")), Access::Create);
    db.migrate(audit_migrations());
    db.transaction([&] {
        append_audit(db, QStringLiteral("IA Petrov"), QStringLiteral("result.set"), QStringLiteral("board 1 1-0"), {},
                     {{QStringLiteral("result"), QStringLiteral("1-0")}});
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
    Database db = Database::open_sqlite(dir.filePath(QStringLiteral("s.db")), Access::Create);
    db.migrate(kNotes);
    db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'before pairing')"));
    const QString copy = take_snapshot(db, QStringLiteral("before-round-1"));
    EXPECT_TRUE(QFileInfo::exists(copy));
    db.exec(QStringLiteral("DELETE FROM notes"));
    Database snap = Database::open_sqlite(copy, Access::Write);
    EXPECT_EQ(snap.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 1")).toString(),
              QStringLiteral("before pairing"));
}

// ---- Storage that never lies (issue 13, part 2) ----

namespace {

QByteArray file_bytes(const QString &file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A foreign SQLite file, written with Qt Sql directly in the default rollback journal.
void write_foreign_sqlite(const QString &file) {
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
        db.setDatabaseName(file);
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        ASSERT_TRUE(q.exec(QStringLiteral("CREATE TABLE recipes (name TEXT)")));
        ASSERT_TRUE(q.exec(QStringLiteral("INSERT INTO recipes VALUES ('borscht')")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
}

} // namespace

// Issue 13: a command that reads and then writes began a deferred transaction; SQLite does not
// wait (busy_timeout) to upgrade a read to a write, so the second of two arbiters failed at
// once with "database is locked". BEGIN IMMEDIATE waits for the first command to finish.
TEST(StorageConcurrency, SecondWriterWaitsForTheFirst) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("c.db"));
    {
        Database db = Database::open_sqlite(file, Access::Create);
        db.migrate(kNotes);
    }
    std::promise<void> holding;
    std::future<void> held = holding.get_future();
    std::thread first([&] { // a connection belongs to its thread
        Database a = Database::open_sqlite(file, Access::Write);
        a.transaction([&] {
            a.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'first arbiter')"));
            holding.set_value();
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
        });
    });
    held.wait();
    Database b = Database::open_sqlite(file, Access::Write);
    EXPECT_NO_THROW(b.transaction([&] {
        // Reads first, as every command does, then writes.
        const int before = b.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt();
        b.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, 'second arbiter')"), {before + 10});
    }));
    first.join();
    EXPECT_EQ(b.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 2);
    EXPECT_EQ(b.scalar(QStringLiteral("SELECT id FROM notes WHERE text = 'second arbiter'")).toInt(),
              11); // saw the first
}

// A lock held longer than the wait: the PostgreSQL path's words, never the raw SQLite text.
TEST(StorageConcurrency, ConflictSaysNothingWasSaved) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("c.db"));
    {
        Database db = Database::open_sqlite(file, Access::Create);
        db.migrate(kNotes);
    }
    Database a = Database::open_sqlite(file, Access::Write);
    Database b = Database::open_sqlite(file, Access::Write);
    b.set_busy_timeout(100);
    std::string message;
    a.transaction([&] {
        a.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'holds the lock')"));
        try {
            b.transaction([&] { b.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (2, 'lost?')")); });
        } catch (const ConflictError &e) {
            message = e.what();
        }
    });
    EXPECT_NE(message.find("nothing was saved, try again"), std::string::npos) << message;
    EXPECT_EQ(message.find("[SQL:"), std::string::npos) << message;
    EXPECT_EQ(a.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 1);
}

// Notes v3 does not exist in kNotes: a file from a newer build is refused, naming both versions.
TEST(StorageSchema, NewerVersionIsRefusedNamingBoth) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("n.db"));
    {
        Database db = Database::open_sqlite(file, Access::Create);
        db.migrate(kNotes);
        db.exec(QStringLiteral("INSERT INTO schema_migrations (module, version, description, applied_at)"
                               " VALUES ('notes', 3, 'from a newer damka', '2027-01-01T00:00:00Z')"));
    }
    for (Access access : {Access::Read, Access::Write}) {
        Database db = Database::open_sqlite(file, access);
        try {
            db.migrate(kNotes);
            ADD_FAILURE() << "a newer schema was accepted";
        } catch (const FileError &e) {
            const std::string m = e.what();
            EXPECT_NE(m.find("version 3"), std::string::npos) << m;
            EXPECT_NE(m.find("(version 2)"), std::string::npos) << m;
        }
    }
}

// Reading an older file migrates a private copy: the file's bytes stay as they were.
TEST(StorageRead, OlderSchemaIsReadWithoutWritingIt) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("old.db"));
    {
        Database db = Database::open_sqlite(file, Access::Create);
        db.migrate({kNotes[0]});
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'written by an older damka')"));
        db.exec(QStringLiteral("PRAGMA journal_mode=DELETE")); // self-contained, as on a USB stick
    }
    const QByteArray before = file_bytes(file);
    {
        Database db = Database::open_sqlite(file, Access::Read);
        EXPECT_EQ(db.migrate(kNotes), 1); // applied to the copy
        EXPECT_EQ(db.scalar(QStringLiteral("SELECT COUNT(author) FROM notes")).toInt(), 0);
        EXPECT_EQ(db.scalar(QStringLiteral("SELECT text FROM notes")).toString(),
                  QStringLiteral("written by an older damka"));
    }
    EXPECT_EQ(file_bytes(file), before);
    EXPECT_FALSE(QFileInfo::exists(file + QStringLiteral("-wal")));
    Database again = Database::open_sqlite(file, Access::Read);
    EXPECT_EQ(again.schema_version(QStringLiteral("notes")), 1);
    EXPECT_EQ(again.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("delete"));
}

// Opening someone else's SQLite file is refused for reading and writing, and it is not touched
// (it used to get schema_migrations and the WAL journal).
TEST(StorageRead, ForeignFileIsRefusedAndLeftAlone) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("recipes.db"));
    write_foreign_sqlite(file);
    const QByteArray before = file_bytes(file);
    for (Access access : {Access::Read, Access::Write}) {
        try {
            Database::open_sqlite(file, access);
            ADD_FAILURE() << "a foreign file was opened";
        } catch (const FileError &e) {
            EXPECT_NE(std::string(e.what()).find("not a Damka event database"), std::string::npos) << e.what();
        }
    }
    EXPECT_EQ(file_bytes(file), before);
}

// A refused creation leaves nothing behind: the same command can run again.
TEST(StorageCreate, RefusedCreationLeavesNothing) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("new.db"));
    EXPECT_THROW(Database::create(file,
                                  [](Database &db) {
                                      db.migrate(kNotes);
                                      throw SqlError("refused half way");
                                  }),
                 SqlError);
    EXPECT_FALSE(QFileInfo::exists(file));
    EXPECT_TRUE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    Database db = Database::create(file, [](Database &fresh) { fresh.migrate(kNotes); });
    EXPECT_EQ(db.schema_version(QStringLiteral("notes")), 2);
    EXPECT_EQ(db.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    EXPECT_THROW(Database::create(file, [](Database &) {}), SqlError); // never overwritten
}

// A row that cannot be read ends the loop with an error naming the file, never silently.
// The notes span several leaf pages; the last leaf is overwritten with garbage (a damaged
// sector), so the first rows read and then one fails.
TEST(StorageRead, DamagedPageThrowsInsteadOfEndingTheRows) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("d.db"));
    {
        Database db = Database::open_sqlite(file, Access::Create);
        db.migrate(kNotes);
        db.transaction([&] {
            for (int i = 1; i <= 200; ++i)
                db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, ?)"),
                        {i, QString(150, QLatin1Char('x'))});
        });
        db.exec(QStringLiteral("PRAGMA journal_mode=DELETE")); // everything in the file itself
    }
    const QString damaged = damka::testing::damage_last_leaf(file, QStringLiteral("notes"));
    ASSERT_TRUE(damaged.isEmpty()) << damaged.toStdString();

    Database db = Database::open_sqlite(file, Access::Read);
    QSqlQuery q = db.exec(QStringLiteral("SELECT id FROM notes ORDER BY id"));
    int rows = 0;
    try {
        while (db.next(q)) ++rows;
        ADD_FAILURE() << "the loop ended quietly after " << rows << " of 200 rows";
    } catch (const FileError &e) {
        EXPECT_NE(std::string(e.what()).find(file.toStdString()), std::string::npos) << e.what();
    }
    EXPECT_GT(rows, 0);
    EXPECT_LT(rows, 200);
    EXPECT_THROW(Database::open_sqlite(file, Access::Write), DamagedError); // quick_check on opening for writing
}

// Issue 27 item 10: a full disk said "database or disk is full" or "disk I/O error" without
// naming the file. SQLite answers SQLITE_FULL for a write that finds no room; a page limit
// (PRAGMA max_page_count, which Damka never sets) stands in for the disk here, so no real
// full disk is needed. The message names the file and the reason in the words of the shell.
TEST(Storage, FullDiskNamesTheFileAndSaysNothingWasSaved) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("full.db"));
    Database db = Database::open_sqlite(file, Access::Create);
    db.migrate(kNotes);
    db.exec(
        QStringLiteral("PRAGMA max_page_count = %1").arg(db.scalar(QStringLiteral("PRAGMA page_count")).toInt() + 2));
    try {
        db.transaction([&] {
            for (int i = 1; i <= 200; ++i)
                db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, ?)"),
                        {i, QString(500, QLatin1Char('x'))});
        });
        FAIL() << "200 notes of 500 bytes fit in two pages";
    } catch (const FileError &e) {
        EXPECT_EQ(
            std::string(e.what()),
            QString(file +
                    QStringLiteral(": cannot write the event database: no space left on device; nothing was saved"))
                .toStdString());
    }
    EXPECT_EQ(db.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 0);
}

namespace {

// The message of the FileError `body` throws ("" when it throws none).
std::string file_error_of(const std::function<void()> &body) {
    try {
        body();
    } catch (const FileError &e) {
        return e.what();
    }
    return "";
}

// An event file open for writing (as `damka serve` holds it) with one note committed.
Database open_with_a_note(const QString &file) {
    Database db = Database::create(file, [](Database &fresh) { fresh.migrate(kNotes); });
    db.transaction([&] { db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'acknowledged')")); });
    return db;
}

} // namespace

// Issue 43: a -wal deleted while a server held the event open. SQLite keeps writing into the
// deleted file through its descriptor, so a correction was acknowledged into a log no other
// command can see, and `trf export` exported the old result with exit 0. Every later read or
// write through the same Database is refused, saying what happened.
TEST(StorageFiles, DeletedWalIsRefusedNamingIt) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("e.db"));
    Database db = open_with_a_note(file);
    ASSERT_TRUE(QFileInfo::exists(file + QStringLiteral("-wal")));
    ASSERT_TRUE(QFile::remove(file + QStringLiteral("-wal")));
    for (const auto &use : std::vector<std::function<void()>>{
             [&] { db.scalar(QStringLiteral("SELECT text FROM notes")); },
             [&] {
                 db.transaction([&] { db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (2, 'x')")); });
             }}) {
        const std::string why = file_error_of(use);
        EXPECT_NE(why.find(file.toStdString() + ": its write-ahead log " + file.toStdString() +
                           "-wal was deleted or replaced while the event was open"),
                  std::string::npos)
            << why;
        EXPECT_NE(why.find("nothing was saved"), std::string::npos) << why;
    }
}

// The event file replaced by another (a copy renamed over it, a snapshot moved in place) while
// it was open: the connection would go on with the old, unlinked file.
TEST(StorageFiles, ReplacedEventFileIsRefused) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("e.db"));
    Database db = open_with_a_note(file);
    const QString copy = dir.filePath(QStringLiteral("copy.db"));
    ASSERT_TRUE(QFile::copy(file, copy));
    ASSERT_EQ(std::rename(QFile::encodeName(copy).constData(), QFile::encodeName(file).constData()), 0);
    const std::string why =
        file_error_of([&] { db.transaction([&] { db.exec(QStringLiteral("DELETE FROM notes")); }); });
    EXPECT_NE(why.find(file.toStdString() + ": the event file was deleted or replaced by another file"),
              std::string::npos)
        << why;
    // Untouched, the file stays as it was: a new connection reads it.
    EXPECT_TRUE(file_error_of([&] { Database::open_sqlite(file, Access::Read); }).empty());
}

// Files a killed run left (issue 43): a creation's hidden file and a snapshot's partial file,
// named with the writer's process id, are removed by the next run when that process is gone,
// and kept while it runs. 4194304 is above every pid Linux gives (PID_MAX_LIMIT is 2^22).
TEST(StorageFiles, LeftoversOfKilledRunsAreRemovedOnlyWhenTheirWriterIsGone) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("e.db"));
    const QString pid = QString::number(QCoreApplication::applicationPid());
    const QStringList dead = {QStringLiteral(".e.db.creating-4194304-Ab12Cd"),
                              QStringLiteral(".e.db.creating-4194304-Ab12Cd-journal")};
    const QString alive = QStringLiteral(".e.db.creating-%1-Zz99Yy").arg(pid);
    const QString other_event = QStringLiteral(".f.db.creating-4194304-Ab12Cd");
    for (const QString &name : dead + QStringList{alive, other_event}) {
        QFile f(dir.filePath(name));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    }
    Database db = open_with_a_note(file);
    for (const QString &name : dead) EXPECT_FALSE(QFileInfo::exists(dir.filePath(name))) << name.toStdString();
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(alive)));
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(other_event)));

    const QString snaps = file + QStringLiteral(".snapshots");
    ASSERT_TRUE(QDir().mkpath(snaps));
    const QString partial = snaps + QStringLiteral("/.e-before-round-1-20260101T000000000.db.partial-4194304");
    const QString writing = snaps + QStringLiteral("/.e-before-round-2-20260101T000000000.db.partial-") + pid;
    for (const QString &name : {partial, writing}) {
        QFile f(name);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    }
    take_snapshot(db, QStringLiteral("before-round-3"));
    EXPECT_FALSE(QFileInfo::exists(partial));
    EXPECT_TRUE(QFileInfo::exists(writing));
}
