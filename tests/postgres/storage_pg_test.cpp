// The storage layer on PostgreSQL: URL parsing, one schema per event, migrations, rollback,
// the append-only audit log (PL/pgSQL trigger), snapshots as schemas, concurrent commands.
#include "storage/audit_log.hpp"
#include "storage/database.hpp"
#include "postgres_server.hpp"
#include "storage/postgres_url.hpp"
#include "storage/snapshot.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace damka::storage;
using damka::testing::postgres;
using damka::testing::PostgresTest;

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

std::string error_of(const std::function<void()> &f) {
    try {
        f();
    } catch (const SqlError &e) {
        return e.what();
    }
    return "(no error)";
}

bool has(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

} // namespace

TEST(PostgresUrl, PartsAndDisplayWithoutPassword) {
    QString error;
    const auto loc = parse_postgres_url(
        QStringLiteral(
            "postgresql://ia%20petrov:s3cr%40t@db.example.org:6543/federation?event=spring-open-2026&sslmode=require"),
        error);
    ASSERT_TRUE(loc) << error.toStdString();
    EXPECT_EQ(loc->user, QStringLiteral("ia petrov"));
    EXPECT_EQ(loc->password, QStringLiteral("s3cr@t"));
    EXPECT_EQ(loc->host, QStringLiteral("db.example.org"));
    EXPECT_EQ(loc->port, 6543);
    EXPECT_EQ(loc->database, QStringLiteral("federation"));
    EXPECT_EQ(loc->event, QStringLiteral("spring-open-2026"));
    EXPECT_EQ(loc->options, QStringLiteral("sslmode=require;connect_timeout=10"));
    EXPECT_EQ(loc->display(),
              QStringLiteral("postgresql://ia petrov@db.example.org:6543/federation?event=spring-open-2026"));
    // libpq's socket form: host=/path and port= as parameters.
    const auto sock =
        parse_postgres_url(QStringLiteral("postgres:///club?host=/run/postgresql&port=5433&event=cup"), error);
    ASSERT_TRUE(sock) << error.toStdString();
    EXPECT_EQ(sock->host, QStringLiteral("/run/postgresql"));
    EXPECT_EQ(sock->port, 5433);
}

TEST(PostgresUrl, MistakesAreNamed) {
    auto why = [](const char *url) {
        QString error;
        EXPECT_FALSE(parse_postgres_url(QString::fromUtf8(url), error)) << url;
        return error.toStdString();
    };
    EXPECT_TRUE(has(why("postgresql://u@h/federation"), "event=NAME is missing"));
    EXPECT_TRUE(has(why("postgresql://u@h/federation?event=Spring"), "lower-case"));
    EXPECT_TRUE(has(why("postgresql://u@h/federation?event=a;drop"), "lower-case"));
    EXPECT_TRUE(has(why("postgresql://u@h/federation?event=a__snap_x"), "snapshots"));
    EXPECT_TRUE(has(why("postgresql://u@h/federation?event=pg_cup"), "system schema"));
    EXPECT_TRUE(has(why("postgresql://u@h/federation?event=abcdefghijabcdefghijabcdefghijabc"), "longer than 32"));
    EXPECT_TRUE(has(why("postgresql://u@h/?event=cup"), "database name is missing"));
    EXPECT_TRUE(has(why("postgresql://u@h/federation?event=cup&colour=red"), "unknown URL parameter 'colour'"));
    EXPECT_TRUE(has(why("postgresql://u@h/federation?event=cup&port=99999"), "port=99999"));
    const std::string bad_port = why("postgresql://u:topsecret@h:abc/federation?event=cup");
    EXPECT_TRUE(has(bad_port, "malformed")) << bad_port;
    EXPECT_FALSE(has(bad_port, "topsecret")) << bad_port;
}

TEST_F(PostgresTest, ConnectionFailureNamesServerNotPassword) {
    // A port nothing listens on in the server's socket folder.
    const QString url = QStringLiteral("postgresql://damka:topsecret@/federation?host=%1&port=%2&event=cup")
                            .arg(postgres().socket_dir())
                            .arg(postgres().port() + 1);
    const std::string e = error_of([&] { Database::open(url, Access::Write); });
    EXPECT_TRUE(
        has(e, "cannot connect to PostgreSQL database 'federation' on " + postgres().socket_dir().toStdString()))
        << e;
    EXPECT_FALSE(has(e, "topsecret")) << e;
}

TEST_F(PostgresTest, MigrationsApplyOnceInOrder) {
    const QString url = postgres().url(QStringLiteral("migrations"));
    {
        Database db = Database::open(url, Access::Create);
        EXPECT_EQ(db.driver(), Driver::PostgreSQL);
        EXPECT_EQ(db.migrate({kNotes[1], kNotes[0]}), 2); // given out of order, applied 1 then 2
        EXPECT_EQ(db.schema_version(QStringLiteral("notes")), 2);
        EXPECT_EQ(db.migrate(kNotes), 0);
        // The tables are in the event's schema, not in public.
        EXPECT_EQ(db.scalar(QStringLiteral("SELECT COUNT(*) FROM pg_tables WHERE schemaname = 'migrations'"
                                           " AND tablename = 'notes'"))
                      .toInt(),
                  1);
        EXPECT_EQ(db.scalar(QStringLiteral("SHOW transaction_isolation")).toString(), QStringLiteral("serializable"));
    }
    Database again = Database::open(url, Access::Write);
    EXPECT_EQ(again.schema_version(QStringLiteral("notes")), 2);
    EXPECT_TRUE(has(error_of([&] { Database::open(url, Access::Create); }), "already exists")); // never overwritten
    EXPECT_TRUE(has(error_of([&] { Database::open(postgres().url(QStringLiteral("none")), Access::Write); }),
                    "no event 'none'"));
}

TEST_F(PostgresTest, FailedCommandRollsBack) {
    Database db = Database::open(postgres().url(QStringLiteral("rollback")), Access::Create);
    db.migrate(kNotes);
    EXPECT_THROW(db.transaction([&] {
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, ?)"), {1, QStringLiteral("kept?")});
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, ?)"), {1, QStringLiteral("duplicate key")});
    }),
                 SqlError);
    EXPECT_EQ(db.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 0);
    // The connection is usable again after the rollback.
    db.transaction([&] {
        db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, ?)"), {1, QStringLiteral("ok")});
    });
    EXPECT_EQ(db.scalar(QStringLiteral("SELECT text FROM notes WHERE id = ?"), {1}).toString(), QStringLiteral("ok"));
}

TEST_F(PostgresTest, AuditLogIsAppendOnly) {
    Database db = Database::open(postgres().url(QStringLiteral("audit")), Access::Create);
    db.migrate(audit_migrations());
    for (const char *r : {"1-0", "0-1"})
        db.transaction([&] {
            append_audit(db, QStringLiteral("IA Petrov"), QStringLiteral("result.set"), QStringLiteral("board 1"), {},
                         {{QStringLiteral("result"), QString::fromUtf8(r)}});
        });
    const auto entries = read_audit(db);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].id, 1);
    EXPECT_EQ(entries[1].id, 2);
    EXPECT_EQ(entries[1].after.value(QStringLiteral("result")).toString(), QStringLiteral("0-1"));
    EXPECT_EQ(last_audit_id(db), 2);
    for (const char *sql :
         {"UPDATE audit_log SET who = 'someone else'", "DELETE FROM audit_log", "TRUNCATE audit_log"}) {
        const std::string e = error_of([&] { db.exec(QString::fromUtf8(sql)); });
        EXPECT_TRUE(has(e, "the audit log is append-only")) << sql << ": " << e;
    }
    EXPECT_EQ(read_audit(db).size(), 2u);
}

TEST_F(PostgresTest, SnapshotIsAConsistentCopyInItsOwnSchema) {
    Database db = Database::open(postgres().url(QStringLiteral("snap")), Access::Create);
    db.migrate(kNotes);
    db.migrate(audit_migrations());
    db.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'before pairing')"));
    const QString where = take_snapshot(db, QStringLiteral("before-round-1"));
    ASSERT_TRUE(where.startsWith(QStringLiteral("schema \"snap__snap_"))) << where.toStdString();
    ASSERT_TRUE(where.endsWith(QStringLiteral("_before-round-1\""))) << where.toStdString();
    const QString schema = where.mid(8, where.size() - 9);
    db.exec(QStringLiteral("DELETE FROM notes"));
    EXPECT_EQ(db.scalar(QStringLiteral("SELECT text FROM \"%1\".notes WHERE id = 1").arg(schema)).toString(),
              QStringLiteral("before pairing"));
    // Every table of the event is copied: notes, audit_log, schema_migrations.
    EXPECT_EQ(db.scalar(QStringLiteral("SELECT COUNT(*) FROM pg_tables WHERE schemaname = ?"), {schema}).toInt(), 3);
    EXPECT_EQ(
        db.scalar(
              QStringLiteral("SELECT MAX(version) FROM \"%1\".schema_migrations WHERE module = 'notes'").arg(schema))
            .toInt(),
        2);
    // The copy keeps the primary key: a duplicate id is refused there too.
    EXPECT_THROW(db.exec(QStringLiteral("INSERT INTO \"%1\".notes (id, text) VALUES (1, 'again')").arg(schema)),
                 SqlError);
    // A second snapshot in the same second gets a name of its own.
    const QString second = take_snapshot(db, QStringLiteral("before-round-1"));
    EXPECT_NE(second, where);
}

TEST_F(PostgresTest, TwoEventsInOneDatabaseStaySeparate) {
    Database a = Database::open(postgres().url(QStringLiteral("spring-open")), Access::Create);
    Database b = Database::open(postgres().url(QStringLiteral("autumn-cup")), Access::Create);
    a.migrate(kNotes);
    b.migrate(kNotes);
    a.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'spring')"));
    b.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'autumn')")); // same key, other event
    b.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (2, 'autumn 2')"));
    EXPECT_EQ(a.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 1);
    EXPECT_EQ(b.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 2);
    EXPECT_EQ(a.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 1")).toString(), QStringLiteral("spring"));
    EXPECT_EQ(b.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 1")).toString(), QStringLiteral("autumn"));
}

// Two arbiters on one event: a change made by another connection after this command read the
// row is a serialization failure, reported as ConflictError, and nothing of the command stays.
TEST_F(PostgresTest, ConcurrentChangeIsAConflict) {
    const QString url = postgres().url(QStringLiteral("conflict"));
    Database one = Database::open(url, Access::Create);
    one.migrate(kNotes);
    one.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (1, 'start')"));
    Database two = Database::open(url, Access::Write);
    std::string e;
    try {
        one.transaction([&] {
            (void)one.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 1"));
            two.exec(QStringLiteral("UPDATE notes SET text = 'second arbiter' WHERE id = 1")); // commits at once
            one.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (2, 'first arbiter')"));
            one.exec(QStringLiteral("UPDATE notes SET text = 'first arbiter' WHERE id = 1"));
        });
    } catch (const ConflictError &c) {
        e = c.what();
    }
    EXPECT_TRUE(has(e, "another command changed the event at the same time; nothing was saved, try again")) << e;
    EXPECT_EQ(one.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 1")).toString(),
              QStringLiteral("second arbiter"));
    EXPECT_EQ(one.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt(), 1);
}

// Commands on one event wait for each other: the second sees the first one's row and numbers
// its own after it (without the event lock both would read 0 rows and take id 1).
TEST_F(PostgresTest, CommandsOnOneEventTakeTurns) {
    const QString url = postgres().url(QStringLiteral("turns"));
    Database first = Database::open(url, Access::Create);
    first.migrate(kNotes);
    std::atomic<bool> inside{false};
    std::string second_error;
    std::thread other([&] {
        while (!inside) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        try {
            Database second = Database::open(url, Access::Write); // a connection belongs to its thread
            second.transaction([&] {
                const int n = second.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt();
                second.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, 'second')"), {n + 1});
            });
        } catch (const SqlError &err) {
            second_error = err.what();
        }
    });
    first.transaction([&] {
        const int n = first.scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).toInt();
        first.exec(QStringLiteral("INSERT INTO notes (id, text) VALUES (?, 'first')"), {n + 1});
        inside = true;
        std::this_thread::sleep_for(std::chrono::milliseconds(300)); // the other command starts meanwhile
    });
    other.join();
    EXPECT_EQ(second_error, "");
    EXPECT_EQ(first.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 1")).toString(), QStringLiteral("first"));
    EXPECT_EQ(first.scalar(QStringLiteral("SELECT text FROM notes WHERE id = 2")).toString(), QStringLiteral("second"));
}
