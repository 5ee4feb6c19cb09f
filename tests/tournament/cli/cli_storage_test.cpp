// Storage that never lies (issue 13, part 2), end to end through `damka` on SQLite event files:
// two arbiters at once, a damaged page, a full disk (RLIMIT_FSIZE, SIGXFSZ ignored, so a write
// past the limit fails with EFBIG as on a full disk), a refused creation, a newer schema,
// someone else's SQLite file. Exit codes as the README says: 5 when a file cannot be read or
// written.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"
#include "tests/support/sqlite_damage.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using damka::testing::CliRun;
using damka::testing::damage_last_leaf;
using damka::testing::finish;
using damka::testing::has;
using damka::testing::run_damka;
using damka::testing::run_shell;
using damka::testing::says;

const std::string kDamka = std::string(DAMKA_BINARY_DIR) + "/bin/damka";

// `damka ARGS` with the files it writes limited to `kib` KiB.
CliRun run_damka_disk_full_at(int kib, const std::string &args) {
    // ulimit -f counts 512-byte blocks (POSIX sh).
    return run_shell("trap '' XFSZ; ulimit -f " + std::to_string(kib * 2) + "; exec " + kDamka + " " + args);
}

QByteArray bytes_of(const QString &file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A Swiss with `players` players of long names (the players table spans several pages),
// round 1 paired and published (so a snapshot exists).
std::string make_event(const QTemporaryDir &dir, int players) {
    const std::string db = dir.filePath(QStringLiteral("club.db")).toStdString();
    const QString csv = dir.filePath(QStringLiteral("players.csv"));
    QFile f(csv);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("name,rating\n");
    for (int i = 1; i <= players; ++i)
        f.write(QStringLiteral("Player %1 %2,%3\n").arg(i).arg(QString(120, QLatin1Char('n'))).arg(2400 - i).toUtf8());
    f.close();
    EXPECT_EQ(run_damka("event create --db " + db + " --name 'Club Swiss' --rounds 5").code, 0);
    const CliRun imported = run_damka("player import --db " + db + " " + csv.toStdString());
    EXPECT_EQ(imported.code, 0) << imported.out;
    return db;
}

int snapshot_count(const std::string &db) {
    return int(
        QDir(QString::fromStdString(db) + QStringLiteral(".snapshots")).entryList(QDir::Files | QDir::Hidden).size());
}

// Runs statements on an event file from outside damka, on one connection (a test's hand on the file).
void poke(const std::string &db, const QStringList &statements) {
    {
        QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("poke"));
        c.setDatabaseName(QString::fromStdString(db));
        ASSERT_TRUE(c.open());
        QSqlQuery q(c);
        for (const QString &sql : statements) ASSERT_TRUE(q.exec(sql)) << sql.toStdString();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("poke"));
}
void poke(const std::string &db, const QString &sql) { poke(db, QStringList{sql}); }

// `damka ARGS` under `ulimit -f` (512-byte blocks) as a shell leaves it: SIGXFSZ not ignored.
CliRun run_damka_limited_to(int kib, const std::string &args) {
    return run_shell("ulimit -f " + std::to_string(kib * 2) + "; exec " + kDamka + " " + args);
}

// Round 1 of a 16-player Swiss paired, published and every board decided (white wins).
void play_round_one(const std::string &db) {
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    for (int board = 1; board <= 8; ++board)
        ASSERT_EQ(run_damka("result set " + std::to_string(board) + " 1-0 --db " + db).code, 0);
}

} // namespace

// Issue 13: with two arbiters entering results at once, 40 % of the commands failed with
// "database is locked". Every board of a round entered by its own process, all at once.
TEST(CliStorage, ArbitersEnterResultsAtOnce) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 16);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    std::vector<FILE *> running;
    for (int board = 1; board <= 8; ++board)
        running.push_back(
            popen((kDamka + " result set " + std::to_string(board) + " 1/2 --db " + db + " 2>&1").c_str(), "r"));
    for (FILE *p : running) {
        const CliRun r = finish(p);
        EXPECT_EQ(r.code, 0) << r.out;
    }
    const CliRun audit = run_damka("event audit --action result --db " + db);
    ASSERT_EQ(audit.code, 0) << audit.out; // else the count below reads an error message
    int entries = 0;
    for (size_t at = audit.out.find("result."); at != std::string::npos; at = audit.out.find("result.", at + 1))
        ++entries;
    EXPECT_EQ(entries, 8) << audit.out;
}

// A damaged page: `player list` printed 35 of 40 players with exit 0 and `standings` died with
// map::at. Now every command says the file is damaged and which snapshot to restore.
TEST(CliStorage, DamagedPageIsReportedWithTheSnapshotToRestore) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 60);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0); // takes the before-round-1 snapshot
    const QString file = QString::fromStdString(db);
    ASSERT_FALSE(QFileInfo::exists(file + QStringLiteral("-wal"))); // every page in the file itself
    const QString damaged = damage_last_leaf(file, QStringLiteral("players")); // 60 long names: several pages
    ASSERT_TRUE(damaged.isEmpty()) << damaged.toStdString();

    for (const std::string read : {"player list", "standings", "event info", "crosstable"}) {
        const CliRun r = run_damka(read + " --db " + db);
        EXPECT_EQ(r.code, 5) << read << ": " << r.out;
        EXPECT_TRUE(has(r, db)) << read << ": " << r.out;
    }
    const CliRun write = run_damka("player add --db " + db + " 'Late Comer'");
    EXPECT_EQ(write.code, 5) << write.out;
    EXPECT_TRUE(has(write, "damaged")) << write.out;
    EXPECT_TRUE(has(write, "-before-round-1-")) << write.out; // the snapshot to restore
}

// A full disk: the HTML crosstable was cut at 4,096 bytes and reported as written; `trf export`
// overwrote its target in place. The old file stays whole and the command says it failed.
// 600 players make every output larger than the 40 KiB limit (which leaves room for the WAL
// index, 32 KiB, that reading the event needs).
TEST(CliStorage, ReportOnAFullDiskIsNotWritten) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 600);
    for (const auto &[command, name] : {std::pair{std::string("crosstable --format html"), QStringLiteral("ct.html")},
                                        std::pair{std::string("standings --format csv"), QStringLiteral("st.csv")},
                                        std::pair{std::string("trf export"), QStringLiteral("club.trf")}}) {
        const QString out = dir.filePath(name);
        QFile old(out);
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
        old.write("yesterday's report\n");
        old.close();
        const CliRun full = run_damka_disk_full_at(40, command + " --db " + db + " -o " + out.toStdString());
        EXPECT_EQ(full.code, 5) << command << ": " << full.out;
        EXPECT_TRUE(has(full, out.toStdString())) << full.out;
        EXPECT_FALSE(has(full, "written")) << full.out;
        EXPECT_EQ(bytes_of(out), QByteArray("yesterday's report\n")) << command;
        const CliRun room = run_damka(command + " --db " + db + " -o " + out.toStdString());
        EXPECT_EQ(room.code, 0) << room.out;
        EXPECT_GT(bytes_of(out).size(), 40 * 1024) << command;
    }
    EXPECT_TRUE(QDir(dir.path())
                    .entryList({QStringLiteral("*.html.*"), QStringLiteral("*.trf.*")}, QDir::Files | QDir::Hidden)
                    .isEmpty());
}

// A snapshot cut short by a full disk was left as a 0-byte (or partial) `…-before-round-1-….db`
// that the README tells arbiters to copy over the event. Now there is none, and the pairing
// is refused; with room, the snapshot is whole.
TEST(CliStorage, SnapshotIsWholeOrAbsent) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 200);
    const qint64 size = QFileInfo(QString::fromStdString(db)).size();
    ASSERT_GT(size, 96 * 1024) << "the event must be larger than the limit below";
    // 64 KiB: room for the WAL index (-shm, 32 KiB) but not for a copy of the event.
    const CliRun full = run_damka_disk_full_at(64, "round pair --db " + db);
    EXPECT_EQ(full.code, 5) << full.out;
    EXPECT_TRUE(has(full, "snapshot")) << full.out;
    EXPECT_EQ(snapshot_count(db), 0);
    EXPECT_TRUE(says(run_damka("event info --db " + db), "0 rounds paired")); // nothing was saved
    const CliRun paired = run_damka("round pair --db " + db);
    ASSERT_EQ(paired.code, 0) << paired.out;
    const QStringList snaps =
        QDir(QString::fromStdString(db) + QStringLiteral(".snapshots")).entryList(QDir::Files | QDir::Hidden);
    ASSERT_EQ(snaps.size(), 1) << snaps.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(snaps.front().contains(QStringLiteral("-before-round-1-")));
    const std::string snap = (QString::fromStdString(db) + QStringLiteral(".snapshots/") + snaps.front()).toStdString();
    const CliRun listed = run_damka("player list --db " + snap);
    EXPECT_EQ(listed.code, 0) << listed.out;
    EXPECT_TRUE(has(listed, "Player 200 ")) << listed.out;
}

// A refused or interrupted creation left a file that blocked running the command again.
TEST(CliStorage, FailedCreationLeavesNothing) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("new.db")).toStdString();
    const std::string create = "event create --db " + db + " --name 'Spring Open' --rounds 7";
    const CliRun full = run_damka_disk_full_at(40, create); // the new file outgrows the disk
    EXPECT_NE(full.code, 0) << full.out;
    EXPECT_FALSE(QFileInfo::exists(QString::fromStdString(db)));
    const CliRun nan = run_damka(create + " --pab nan");
    EXPECT_NE(nan.code, 0) << nan.out;
    EXPECT_FALSE(QFileInfo::exists(QString::fromStdString(db)));
    EXPECT_TRUE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    const CliRun again = run_damka(create);
    EXPECT_EQ(again.code, 0) << again.out;
    // trf import: the same all-or-nothing creation.
    const QString trf = dir.filePath(QStringLiteral("spring.trf"));
    ASSERT_EQ(run_damka("trf export --db " + db + " -o " + trf.toStdString()).code, 0);
    const std::string copy = dir.filePath(QStringLiteral("copy.db")).toStdString();
    EXPECT_NE(run_damka_disk_full_at(40, "trf import --db " + copy + " " + trf.toStdString()).code, 0);
    EXPECT_FALSE(QFileInfo::exists(QString::fromStdString(copy)));
    EXPECT_EQ(run_damka("trf import --db " + copy + " " + trf.toStdString()).code, 0);
}

// Read commands open the file read-only: not one byte changes, not even the modification time,
// also for an event written by an older damka (tournament schema 2: version 3 undone by hand)
// in a rollback journal, which reading used to migrate and switch to WAL.
TEST(CliStorage, ReadCommandsLeaveTheFileAsItWas) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 12);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    for (const char *sql :
         {"DELETE FROM schema_migrations WHERE module = 'tournament' AND version >= 3",
          "ALTER TABLE rounds DROP COLUMN pairing_note_message", // schema 10
          "ALTER TABLE event DROP COLUMN variant_options", // schema 9
          "ALTER TABLE event DROP COLUMN language", // schema 8
          "ALTER TABLE players DROP COLUMN sex", // schema 7
          "DROP TABLE team_matches", "DROP TABLE lineups", "DROP TABLE team_players", "DROP TABLE teams",
          "ALTER TABLE rounds DROP COLUMN free_team", "ALTER TABLE event DROP COLUMN team_match_points",
          "ALTER TABLE event DROP COLUMN team_boards", // schema 6
          "ALTER TABLE event DROP COLUMN third_place_match", // schema 5
          "ALTER TABLE event DROP COLUMN tiebreak_edition", // schema 4
          "ALTER TABLE event DROP COLUMN baku_acceleration", "DROP TABLE forbidden_pairs",
          "PRAGMA journal_mode=DELETE"})
        poke(db, QString::fromLatin1(sql));
    const QString file = QString::fromStdString(db);
    const QByteArray before = bytes_of(file);
    const QDateTime modified = QFileInfo(file).lastModified();
    for (const std::string read : {"player list", "standings", "crosstable --format html", "pairings", "event info",
                                   "event audit --json", "trf export", "round explain", "card --player 1"}) {
        const CliRun r = run_damka(read + " --db " + db);
        EXPECT_EQ(r.code, 0) << read << ": " << r.out;
    }
    EXPECT_EQ(bytes_of(file), before);
    EXPECT_EQ(QFileInfo(file).lastModified(), modified);
}

// Read-only media: neither the file nor its folder can be written (chmod a-w; as root, for
// whom chmod does not hold, the command runs as nobody). SQLite cannot create the WAL index a
// reader needs there; reading used to fail on `PRAGMA journal_mode=WAL`.
TEST(CliStorage, EventOnReadOnlyMediaCanBeRead) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 12);
    std::string as_reader;
    if (geteuid() == 0) {
        if (!QFileInfo::exists(QStringLiteral("/usr/bin/setpriv"))) GTEST_SKIP() << "setpriv (util-linux) drops root";
        as_reader = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
    }
    ASSERT_TRUE(
        QFile::setPermissions(QString::fromStdString(db), QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const auto read_exec =
        QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
    ASSERT_TRUE(QFile::setPermissions(dir.path(), read_exec));
    for (const std::string read : {"player list", "standings"}) {
        const CliRun r = run_shell(as_reader + kDamka + " " + read + " --db " + db);
        EXPECT_EQ(r.code, 0) << read << ": " << r.out;
        EXPECT_TRUE(has(r, "Player 12 ")) << read << ": " << r.out;
    }
    QFile::setPermissions(dir.path(), read_exec | QFile::WriteOwner); // so the folder can be removed
}

// Someone else's SQLite file given as --db: refused (exit 5), and not migrated or switched to WAL.
TEST(CliStorage, ForeignFileIsRefusedUntouched) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("recipes.db")).toStdString();
    poke(db, QStringLiteral("CREATE TABLE recipes (name TEXT)"));
    const QByteArray before = bytes_of(QString::fromStdString(db));
    for (const std::string command : {"player list", "player add 'Anna'"}) {
        const CliRun r = run_damka(command + " --db " + db);
        EXPECT_EQ(r.code, 5) << command << ": " << r.out;
        EXPECT_TRUE(has(r, "not a Damka event database")) << r.out;
    }
    EXPECT_EQ(bytes_of(QString::fromStdString(db)), before);
}

// A schema from a newer damka is refused for reading and writing, naming both versions
// (tournament schema 10 is this build's: host/tournament/schema.cpp).
TEST(CliStorage, NewerSchemaIsRefused) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 4);
    poke(db,
         QStringLiteral("INSERT INTO schema_migrations (module, version, description, applied_at)"
                        " VALUES ('tournament', 99, 'from the future', '2030-01-01T00:00:00Z')"));
    for (const std::string command : {"player list", "player add 'Anna'"}) {
        const CliRun r = run_damka(command + " --db " + db);
        EXPECT_EQ(r.code, 5) << command << ": " << r.out;
        EXPECT_TRUE(has(r, "version 99")) << r.out;
        EXPECT_TRUE(has(r, "(version 10)")) << r.out;
    }
}

// Issue 27 item 9: one bit of a key in the games index (round 1 read as round 65) leaves every
// page well formed, so quick_check passed and the pairing went ahead on the damaged file.
// PRAGMA integrity_check finds the index no longer matching its table (sqlite.org/pragma.html):
// pairing and every export are refused, naming the snapshot to restore, without raw SQL.
TEST(CliStorage, DamagedIndexIsRefusedBeforePairingAndExports) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 16);
    play_round_one(db);
    const QString file = QString::fromStdString(db);
    ASSERT_FALSE(QFileInfo::exists(file + QStringLiteral("-wal")));
    const QString damaged = damka::testing::damage_index_entry(file, QStringLiteral("sqlite_autoindex_games_1"));
    ASSERT_TRUE(damaged.isEmpty()) << damaged.toStdString();

    const CliRun pair = run_damka("round pair --db " + db);
    EXPECT_EQ(pair.code, 5) << pair.out;
    EXPECT_TRUE(has(pair, "damaged")) << pair.out;
    EXPECT_TRUE(has(pair, "-before-round-1-")) << pair.out; // the snapshot to copy over the event
    EXPECT_FALSE(has(pair, "CREATE")) << pair.out;
    EXPECT_EQ(snapshot_count(db), 1); // no snapshot of the damaged file was taken
    for (const std::string &exported :
         {std::string("trf export -o ") + dir.filePath(QStringLiteral("out.trf")).toStdString(),
          std::string("trf export"),
          "standings --format csv -o " + dir.filePath(QStringLiteral("st.csv")).toStdString(),
          "crosstable --format html -o " + dir.filePath(QStringLiteral("ct.html")).toStdString(),
          "print wallchart -o " + dir.filePath(QStringLiteral("wall.txt")).toStdString()}) {
        const CliRun r = run_damka(exported + " --db " + db);
        EXPECT_EQ(r.code, 5) << exported << ": " << r.out;
        EXPECT_TRUE(has(r, "damaged")) << exported << ": " << r.out;
    }
    EXPECT_TRUE(QDir(dir.path())
                    .entryList({QStringLiteral("out.trf"), QStringLiteral("st.csv"), QStringLiteral("ct.html"),
                                QStringLiteral("wall.txt")})
                    .isEmpty());
    // Shown on the terminal, a report is not an export: still read.
    EXPECT_EQ(run_damka("standings --db " + db).code, 0);
}

// Issue 43: the same damaged index passed the quick_check of every write command, so results,
// players and edits went on being written to a file pairing and export refuse. Every write
// runs integrity_check first, as they do, and changes nothing.
TEST(CliStorage, DamagedIndexIsRefusedBeforeEveryWrite) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 16);
    play_round_one(db);
    const QString file = QString::fromStdString(db);
    const QString damaged = damka::testing::damage_index_entry(file, QStringLiteral("sqlite_autoindex_games_1"));
    ASSERT_TRUE(damaged.isEmpty()) << damaged.toStdString();
    const QByteArray before = bytes_of(file);
    for (const std::string &write :
         {std::string("result set 1 0-1 --round 1 --confirm"), std::string("player add Anna"),
          std::string("event edit --place Kazan"), std::string("player withdraw 3")}) {
        const CliRun r = run_damka(write + " --db " + db);
        EXPECT_EQ(r.code, 5) << write << ": " << r.out;
        EXPECT_TRUE(has(r, "the event database is damaged")) << write << ": " << r.out;
        EXPECT_TRUE(has(r, "-before-round-1-")) << write << ": " << r.out; // the snapshot to restore
    }
    EXPECT_EQ(bytes_of(file), before);
}

// Issue 27 item 10: `ulimit -f` killed damka with SIGXFSZ and no word, or (signal ignored by
// the shell) said "disk I/O error" / "Unknown error". Now damka ignores the signal itself and
// names the file and the limit, for a report and for the event database; nothing is lost.
TEST(CliStorage, FileSizeLimitIsAWriteErrorNamingTheFile) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 600); // every report larger than 40 KiB
    const std::string out = dir.filePath(QStringLiteral("ct.html")).toStdString();
    const CliRun report = run_damka_limited_to(40, "crosstable --format html --db " + db + " -o " + out);
    EXPECT_EQ(report.code, 5) << report.out; // not killed by a signal (-1)
    EXPECT_TRUE(has(report, "cannot write " + out + ": file too large for the limit set by ulimit -f")) << report.out;
    EXPECT_FALSE(QFileInfo::exists(QString::fromStdString(out)));

    // 600 more long names (about 80 KiB) do not fit under a 40 KiB limit on an event of more.
    const QString csv = dir.filePath(QStringLiteral("more.csv"));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("name,rating\n");
    for (int i = 1; i <= 600; ++i)
        f.write(QStringLiteral("Late %1 %2,1500\n").arg(i).arg(QString(120, QLatin1Char('m'))).toUtf8());
    f.close();
    ASSERT_GT(QFileInfo(QString::fromStdString(db)).size(), 40 * 1024);
    const CliRun write = run_damka_limited_to(40, "player import --db " + db + " " + csv.toStdString());
    EXPECT_EQ(write.code, 5) << write.out;
    EXPECT_TRUE(has(write, db + ": cannot write the event database: file too large for the limit set by ulimit -f"))
        << write.out;
    EXPECT_TRUE(has(write, "nothing was saved")) << write.out;
    const CliRun listed = run_damka("player list --db " + db);
    EXPECT_EQ(listed.code, 0) << listed.out;
    EXPECT_FALSE(has(listed, "Late 1 ")) << listed.out;
    EXPECT_TRUE(has(listed, "Player 600 ")) << listed.out;
}

// Issue 27 item 13: a folder given as --db said "disk I/O error".
TEST(CliStorage, DirectoryAsDbIsNamed) {
    QTemporaryDir dir;
    const std::string folder = dir.path().toStdString();
    for (const std::string command : {"player list", "player add 'Anna'", "event create --name Open --rounds 5"}) {
        const CliRun r = run_damka(command + " --db " + folder);
        EXPECT_EQ(r.code, 5) << command << ": " << r.out;
        EXPECT_TRUE(has(r, "'" + folder + "' is a directory, not an event database file")) << command << ": " << r.out;
    }
}

// Issue 27 item 13: a damaged table definition printed the raw SQL of the schema ("unrecognized
// token: \"[ KEY, state VARCHAR(16) ...\""), and one that still parsed, missing a column, printed
// "no such column ... [SQL: SELECT ...]" without saying the file is damaged. Both now say it is
// damaged, which definition, and what to do; no SQL.
TEST(CliStorage, DamagedSchemaIsReportedWithoutSql) {
    QTemporaryDir dir;
    const std::string db = make_event(dir, 4);
    const std::string other = dir.filePath(QStringLiteral("other.db")).toStdString();
    ASSERT_TRUE(QFile::copy(QString::fromStdString(db), QString::fromStdString(other)));
    // What a flipped byte does to the text SQLite keeps for a table (sqlite_master.sql).
    poke(db,
         {QStringLiteral("PRAGMA writable_schema=ON"),
          QStringLiteral("UPDATE sqlite_master SET sql = replace(sql, 'PRIMARY', '[') WHERE name = 'rounds'")});
    poke(other,
         {QStringLiteral("PRAGMA writable_schema=ON"),
          QStringLiteral("UPDATE sqlite_master SET sql = replace(sql, 'end_date', 'end_dxte') WHERE name = 'event'")});
    for (const std::string &file : {db, other})
        for (const std::string command : {"player list", "player add 'Anna'"}) {
            const CliRun r = run_damka(command + " --db " + file);
            EXPECT_EQ(r.code, 5) << command << ": " << r.out;
            EXPECT_TRUE(has(r, file + ": the event database is damaged")) << r.out;
            EXPECT_TRUE(has(r, "no snapshot was taken yet")) << r.out;
            for (const char *sql : {"VARCHAR", "SELECT", "[SQL", "Unable to"}) EXPECT_FALSE(has(r, sql)) << r.out;
        }
    EXPECT_TRUE(has(run_damka("player list --db " + db), "the definition of 'rounds' is damaged"));
    EXPECT_TRUE(has(run_damka("player list --db " + other), "no such column: end_date"));
}
