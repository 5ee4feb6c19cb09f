// Files an arbiter gives `damka` by mistake or from another program (issue 43, §3): a device
// or a huge file is refused naming the file and the bound, within a small memory limit; an
// error quotes at most the start of a huge cell; a spreadsheet's multi-line cell and UTF-16
// saved without a byte order mark are read; a misspelt variant, a missing round and a bad TRF
// are refused with words that say what to do.
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::run_shell;
using damka::testing::says;

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
constexpr bool kAddressSanitizer = __has_feature(address_sanitizer);
#else
constexpr bool kAddressSanitizer = false;
#endif

// `damka ARGS` limited to 2 GiB: reading a device or a 10 GB file whole fails (bad_alloc, a
// crash) instead of taking the machine's memory. Its address space, or under AddressSanitizer
// (which reserves terabytes of address space for its shadow memory at start) its resident memory.
CliRun run_damka_in_2gib(const std::string &args) {
    const std::string limit =
        kAddressSanitizer ? "export ASAN_OPTIONS=\"${ASAN_OPTIONS}:hard_rss_limit_mb=2048\"; " : "ulimit -v 2097152; ";
    return run_shell(limit + "exec " + std::string(DAMKA_BINARY_DIR) + "/bin/damka " + args);
}

void write_file(const QString &path, const QByteArray &bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_EQ(f.write(bytes), bytes.size());
}

std::string new_event(const QTemporaryDir &dir) {
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    EXPECT_EQ(run_damka("event create --db " + db + " --name Open --rounds 5").code, 0);
    return db;
}

} // namespace

// /dev/zero has no size and no end; a sparse 10 GB file has a size no input file has. Each is
// refused at 32 MiB (core/bounded_read.hpp), naming the file, exit 5, nothing imported.
TEST(CliInputFiles, DeviceAndHugeFilesAreRefusedNamingTheBound) {
    QTemporaryDir dir;
    const std::string db = new_event(dir);
    const QString huge = dir.filePath(QStringLiteral("huge.csv"));
    {
        QFile f(huge);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        ASSERT_TRUE(f.resize(qint64(10) << 30)); // sparse: no disk space taken
    }
    for (const std::string &command :
         {"player import --db " + db + " /dev/zero", "player import --db " + db + " " + huge.toStdString(),
          "trf import --db " + dir.filePath(QStringLiteral("t.db")).toStdString() + " /dev/zero",
          "result enter --db " + db + " /dev/zero", "player from-list --db " + db + " /dev/zero 1",
          "event openings --db " + db + " /dev/zero", std::string("pdn check /dev/zero"),
          std::string("pairing --dutch /dev/zero -p")}) {
        const CliRun r = run_damka_in_2gib(command);
        const std::string file = command.find("huge") != std::string::npos ? huge.toStdString() : "/dev/zero";
        EXPECT_TRUE(refused(r, file + ": larger than ")) << command;
        EXPECT_TRUE(has(r, " MiB, the most damka reads from such a file")) << command << ": " << r.out;
        EXPECT_NE(r.code, -1) << command << ": killed: " << r.out;
    }
    const CliRun listed = run_damka("player list --db " + db);
    EXPECT_EQ(listed.code, 0) << listed.out;
    EXPECT_EQ(listed.out.find("1 "), std::string::npos) << listed.out; // nobody imported
}

// A 10 MB cell in a rating column: the refusal names the line and quotes the cell's first 60
// characters and "…", never the 10 MB.
TEST(CliInputFiles, AHugeCellIsQuotedByItsStart) {
    QTemporaryDir dir;
    const std::string db = new_event(dir);
    const QString csv = dir.filePath(QStringLiteral("p.csv"));
    write_file(csv, "name,rating\nAnna,1500\nBoris," + QByteArray(10 << 20, 'x') + "\n");
    const CliRun r = run_damka("player import --db " + db + " " + csv.toStdString());
    EXPECT_TRUE(refused(r, "line 3: rating: '" + std::string(60, 'x') + "\u2026' is not a whole number")) << r.out;
    EXPECT_LT(r.out.size(), 1000u) << r.out.substr(0, 300);
}

// RFC 4180 2.6: a quoted field may hold line breaks (Excel's Alt+Enter in a cell). The record
// is read whole, its line breaks as spaces; the record after it keeps its own line number.
TEST(CliInputFiles, MultiLineQuotedCellsAreRead) {
    QTemporaryDir dir;
    const std::string db = new_event(dir);
    const QString csv = dir.filePath(QStringLiteral("p.csv"));
    write_file(csv, "name;club;rating\r\n\"Ivanov,\r\nIvan\";\"Chess club\nKazan\";1500\r\nPetrova, Anna;;x\r\n");
    const CliRun bad = run_damka("player import --db " + db + " " + csv.toStdString());
    // Lines 2-4 are one record (two cells break a line each): the next one starts on line 5.
    EXPECT_TRUE(refused(bad, "line 5: rating: 'x' is not a whole number")) << bad.out;
    write_file(csv, "name;club;rating\r\n\"Ivanov,\r\nIvan\";\"Chess club\nKazan\";1500\r\nPetrova, Anna;;1600\r\n");
    const CliRun ok = run_damka("player import --db " + db + " " + csv.toStdString());
    EXPECT_TRUE(says(ok, "Ivanov, Ivan")) << ok.out;
    const CliRun listed = run_damka("player list --db " + db);
    EXPECT_TRUE(says(listed, "Ivanov, Ivan")) << listed.out;
    EXPECT_TRUE(has(listed, "Chess club Kazan")) << listed.out;
    EXPECT_TRUE(has(listed, "Petrova, Anna")) << listed.out;
}

// UTF-16 saved without a byte order mark: every ASCII character has a NUL high byte (on the odd
// bytes little-endian, the even ones big-endian). Read as UTF-16, Cyrillic included.
TEST(CliInputFiles, Utf16WithoutByteOrderMarkIsRead) {
    const QString text = QStringLiteral("name,rating\nОрлова, Мария,1500\n")
                             .replace(QStringLiteral("Орлова, Мария"), QStringLiteral("\"Орлова, Мария\""));
    for (const bool little : {true, false}) {
        QTemporaryDir dir;
        const std::string db = new_event(dir);
        QByteArray bytes;
        for (const QChar c : text) {
            const char hi = char(c.unicode() >> 8), lo = char(c.unicode() & 0xff);
            bytes.append(little ? lo : hi).append(little ? hi : lo);
        }
        const QString csv = dir.filePath(QStringLiteral("p.csv"));
        write_file(csv, bytes);
        const CliRun r = run_damka("player import --db " + db + " " + csv.toStdString());
        EXPECT_TRUE(says(r, "Орлова, Мария")) << (little ? "LE: " : "BE: ") << r.out;
    }
}

// `--variant rusian` was accepted and the event failed on its first game: refused at once,
// naming the loaded variants, and no file made.
TEST(CliInputFiles, UnknownVariantIsRefusedAtCreation) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    const CliRun r = run_damka("event create --db " + db + " --name Open --rounds 5 --variant rusian");
    EXPECT_TRUE(refused(r, "--variant: unknown variant 'rusian'; loaded variants: ")) << r.out;
    EXPECT_TRUE(has(r, "russian")) << r.out;
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_FALSE(QFileInfo::exists(QString::fromStdString(db)));
}

// `damka pairings` before any round is paired said "--round: round 0 is not paired" to someone
// who gave no --round (`print slips` the same; `round publish|explain` "round: 0 is not paired").
TEST(CliInputFiles, PairingsBeforeAnyRoundSaysSo) {
    QTemporaryDir dir;
    const std::string db = new_event(dir);
    for (const char *command : {"pairings", "print slips", "round publish", "round explain"}) {
        const CliRun r = run_damka(std::string(command) + " --db " + db);
        EXPECT_TRUE(refused(r, "damka: no round is paired yet (damka round pair pairs round 1)")) << command;
        EXPECT_FALSE(has(r, "round 0")) << command << ": " << r.out;
        EXPECT_FALSE(has(r, "--round")) << command << ": " << r.out;
    }
    const CliRun given = run_damka("pairings --round 2 --db " + db); // asked for: named as asked
    EXPECT_TRUE(refused(given, "--round: round 2 is not paired")) << given.out;
}

// A TRF import's refusal names the file it is about (the arbiter may be importing several).
TEST(CliInputFiles, TrfImportErrorsNameTheFile) {
    QTemporaryDir dir;
    const QString trf = dir.filePath(QStringLiteral("bad.trf"));
    write_file(trf,
               "012 Test\n001    1 m    Anna                              1500 RUS             2000/01/01  0.0 "
               "   1  oops\n");
    const CliRun r =
        run_damka("trf import --db " + dir.filePath(QStringLiteral("t.db")).toStdString() + " " + trf.toStdString());
    EXPECT_TRUE(refused(r, "damka: " + trf.toStdString() + ": TRF: line 2, column 92: opponent 'oops' is not a number"))
        << r.out;
}
