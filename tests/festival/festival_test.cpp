// festival::Festival on a folder (issue 45 §1): which files are sections and by which address,
// which are left out and why, the refusals of what is not a festival, its own database.
#include "festival/festival.hpp"
#include "tests/support/festival_probe.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using damka::festival::check_slug;
using damka::festival::Festival;
using damka::festival::is_festival_location;
using damka::testing::festival_refusal;
using damka::testing::section_slugs;

namespace {

// An empty file: the folder's listing reads names, not contents.
void touch(const QString &path) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
}

} // namespace

TEST(FestivalFolder, SectionsAreTheFolderEventFilesBySlugSorted) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const char *name : {"u12.db", "b-open.db", "a-open.db", "women_2026.db", ".hidden.db", "notes.txt",
                             "a-open.db-wal", "b-open.db.bak"})
        touch(dir.filePath(QString::fromLatin1(name)));
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("folder.db"))); // a folder is no event file
    Festival f = Festival::open(dir.path());
    EXPECT_FALSE(f.postgres());
    EXPECT_EQ(section_slugs(f),
              (QStringList{QStringLiteral("a-open"), QStringLiteral("b-open"), QStringLiteral("u12"),
                           QStringLiteral("women_2026")}));
    // Each section's locator is its file, as `--db` takes it.
    for (const auto &s : f.sections()) {
        EXPECT_EQ(QFileInfo(s.locator).fileName(), s.slug + QStringLiteral(".db"));
        EXPECT_EQ(QFileInfo(QFileInfo(s.locator).absolutePath()).canonicalFilePath(),
                  QFileInfo(dir.path()).canonicalFilePath());
    }
    // The festival's own database was made beside them, hidden, and is no section.
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(QStringLiteral(".festival.db"))));
    EXPECT_FALSE(section_slugs(f).contains(QStringLiteral(".festival")));
    EXPECT_FALSE(section_slugs(f).contains(QStringLiteral("festival")));
    EXPECT_TRUE(f.skipped().empty());
}

TEST(FestivalFolder, AFileDroppedInIsASectionAtTheNextLook) {
    QTemporaryDir dir;
    Festival f = Festival::open(dir.path());
    EXPECT_TRUE(f.sections().empty());
    touch(dir.filePath(QStringLiteral("blitz.db")));
    EXPECT_EQ(section_slugs(f), QStringList{QStringLiteral("blitz")});
    QFile::remove(dir.filePath(QStringLiteral("blitz.db")));
    EXPECT_TRUE(f.sections().empty());
}

TEST(FestivalFolder, FilesWithoutAUsableAddressAreSkippedWithTheReason) {
    QTemporaryDir dir;
    for (const char *name : {"A Open.db", "x__y.db", "festival.db", "ok.db", "pg_x.db", "a.b.db"})
        touch(dir.filePath(QString::fromLatin1(name)));
    Festival f = Festival::open(dir.path());
    EXPECT_EQ(section_slugs(f), QStringList{QStringLiteral("ok")});
    std::map<QString, QString> why;
    for (const auto &s : f.skipped()) why[s.file] = s.reason;
    ASSERT_EQ(why.size(), 5u);
    for (const char *name : {"A Open.db", "x__y.db", "festival.db", "pg_x.db", "a.b.db"}) {
        const QString file = QString::fromLatin1(name);
        ASSERT_TRUE(why.count(file)) << name;
        EXPECT_FALSE(why[file].isEmpty()) << name;
    }
    EXPECT_TRUE(why[QStringLiteral("A Open.db")].contains(QStringLiteral("lower-case")))
        << why[QStringLiteral("A Open.db")].toStdString();
    EXPECT_TRUE(why[QStringLiteral("x__y.db")].contains(QStringLiteral("__")));
    EXPECT_TRUE(why[QStringLiteral("festival.db")].contains(QStringLiteral("festival")));
    EXPECT_FALSE(why.count(QStringLiteral(".festival.db"))); // its own, hidden: neither served nor skipped
}

TEST(FestivalFolder, CheckSlugTakesAnAddressAndNothingElse) {
    for (const char *ok : {"a", "a-open", "u12", "women_2026", "0"})
        EXPECT_EQ(check_slug(QString::fromLatin1(ok)), QString()) << ok;
    for (const char *bad :
         {"festival", "", "A", "a b", "../x", "a/b", "x__y", "-a", "_a", "a.b", "pg_catalog", "public"})
        EXPECT_FALSE(check_slug(QString::fromLatin1(bad)).isEmpty()) << bad;
    EXPECT_EQ(check_slug(QString(32, QLatin1Char('a'))), QString());
    EXPECT_FALSE(check_slug(QString(33, QLatin1Char('a'))).isEmpty());
    EXPECT_FALSE(check_slug(QString(40, QLatin1Char('a'))).isEmpty());
    EXPECT_FALSE(check_slug(QStringLiteral("турнир")).isEmpty());
}

TEST(FestivalFolder, WhatIsNoFestivalIsRefusedSayingWhy) {
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("nowhere"));
    const std::string no_folder = festival_refusal(missing);
    EXPECT_NE(no_folder.find("no such folder"), std::string::npos) << no_folder;
    EXPECT_NE(no_folder.find(missing.toStdString()), std::string::npos) << no_folder;
    EXPECT_FALSE(QFileInfo::exists(missing)); // nothing made there
    const QString file = dir.filePath(QStringLiteral("one.db"));
    touch(file);
    const std::string not_folder = festival_refusal(file);
    EXPECT_NE(not_folder.find("not a folder"), std::string::npos) << not_folder;
    // One event of a PostgreSQL database is not a festival; the URL's password is not repeated.
    const std::string one_event =
        festival_refusal(QStringLiteral("postgresql://judge:s3cret@localhost/club?event=a-open"));
    EXPECT_NE(one_event.find("event="), std::string::npos) << one_event;
    EXPECT_EQ(one_event.find("s3cret"), std::string::npos) << one_event;
}

TEST(FestivalFolder, IsFestivalLocationTellsAFestivalFromOneEvent) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("one.db"));
    touch(file);
    EXPECT_TRUE(is_festival_location(dir.path()));
    EXPECT_FALSE(is_festival_location(file));
    EXPECT_FALSE(is_festival_location(dir.filePath(QStringLiteral("nowhere"))));
    EXPECT_TRUE(is_festival_location(QStringLiteral("postgresql://localhost/club")));
    EXPECT_FALSE(is_festival_location(QStringLiteral("postgresql://localhost/club?event=a-open")));
}

TEST(FestivalFolder, ANewSectionGoesToItsFileInTheFolder) {
    QTemporaryDir dir;
    Festival f = Festival::open(dir.path());
    EXPECT_EQ(QFileInfo(f.locator(QStringLiteral("u14"))).fileName(), QStringLiteral("u14.db"));
    EXPECT_EQ(QFileInfo(QFileInfo(f.locator(QStringLiteral("u14"))).absolutePath()).canonicalFilePath(),
              QFileInfo(dir.path()).canonicalFilePath());
}

TEST(FestivalFolder, ItsTitleIsTheFolderNameUntilSetAndIsKept) {
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("minsk-2026")));
    const QString where = dir.filePath(QStringLiteral("minsk-2026"));
    {
        Festival f = Festival::open(where);
        EXPECT_EQ(f.title(), QStringLiteral("minsk-2026"));
        f.set_title(QStringLiteral("Фестиваль «Белая ладья»"));
        f.set_title(QStringLiteral("Минский фестиваль 2026")); // set again: the latest is kept
    }
    Festival again = Festival::open(where);
    EXPECT_EQ(again.title(), QStringLiteral("Минский фестиваль 2026"));
}
