// Issue 45 §1 on PostgreSQL: a festival is every event of one database (each event a schema),
// named by the database's URL without event=. Events made by `damka event create`; the
// festival's own schema and an event's snapshots are no sections; two servers open one
// festival at once.
#include "festival/festival.hpp"
#include "tests/support/festival_probe.hpp"
#include "postgres_server.hpp"
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

using damka::festival::Festival;
using damka::testing::festival_refusal;
using damka::testing::postgres;
using damka::testing::PostgresTest;
using damka::testing::run_damka;
using damka::testing::says;
using damka::testing::section_slugs;

namespace {

// The URL of database `name` without event=, as `damka serve --dir` takes it.
QString database_url(const QString &name) {
    QString url = postgres().url(QStringLiteral("x"), name);
    url.chop(QStringLiteral("&event=x").size());
    return url;
}

} // namespace

TEST_F(PostgresTest, AFestivalIsEveryEventOfOneDatabase) {
    ASSERT_EQ(postgres().create_database(QStringLiteral("weekend")), QString());
    const QString url = database_url(QStringLiteral("weekend"));
    auto db = [&](const char *event) { return "'" + url.toStdString() + "&event=" + event + "'"; };
    for (const char *event : {"u12", "b-open", "a-open"})
        ASSERT_TRUE(
            says(run_damka("event create --db " + db(event) + " --name 'Event " + event + "' --rounds 5"), "created"));
    // A pairing takes a snapshot (schema a-open__…): not a section.
    for (const char *p : {"Ann", "Bob"}) ASSERT_EQ(run_damka("player add --db " + db("a-open") + " " + p).code, 0);
    ASSERT_TRUE(says(run_damka("round pair --db " + db("a-open")), "round 1"));

    Festival f = Festival::open(url);
    EXPECT_TRUE(f.postgres());
    ASSERT_GT(
        f.db().scalar(QStringLiteral("SELECT COUNT(*) FROM pg_namespace WHERE nspname LIKE 'a-open\\_\\_%'")).toInt(),
        0)
        << "no snapshot schema to leave out";
    EXPECT_EQ(section_slugs(f),
              (QStringList{QStringLiteral("a-open"), QStringLiteral("b-open"), QStringLiteral("u12")}));
    EXPECT_TRUE(f.skipped().empty());
    EXPECT_EQ(f.title(), QStringLiteral("weekend"));
    // Each section's locator is what --db takes for it.
    for (const auto &s : f.sections()) {
        EXPECT_EQ(s.locator, url + QStringLiteral("&event=") + s.slug);
        EXPECT_TRUE(
            says(run_damka("event info --db '" + s.locator.toStdString() + "'"), "Event " + s.slug.toStdString()));
    }
    EXPECT_EQ(f.locator(QStringLiteral("u14")), url + QStringLiteral("&event=u14"));
    // An event made by another program is a section at the next look.
    ASSERT_TRUE(says(run_damka("event create --db " + db("women") + " --name Women --rounds 7"), "created"));
    EXPECT_TRUE(section_slugs(f).contains(QStringLiteral("women")));
    // The CLI on the same festival: its list, and a festival chief's token kept in its schema.
    const std::string dir = "--dir '" + url.toStdString() + "'";
    const auto listed = run_damka("festival list " + dir);
    for (const char *name : {"Event a-open", "Event b-open", "Event u12", "Women"}) EXPECT_TRUE(says(listed, name));
    const auto token = run_damka("festival token " + dir);
    EXPECT_EQ(token.code, 0) << token.out;
    EXPECT_EQ(token.out.size(), 44u) << token.out;
    // A second server on the same festival at once, its own schema made once.
    Festival again = Festival::open(url);
    EXPECT_EQ(section_slugs(again), section_slugs(f));
    again.set_title(QStringLiteral("Осенний фестиваль"));
    EXPECT_EQ(f.title(), QStringLiteral("Осенний фестиваль"));
}

TEST_F(PostgresTest, OneEventOfADatabaseIsNoFestival) {
    const std::string one = festival_refusal(postgres().url(QStringLiteral("a-open")));
    EXPECT_NE(one.find("event="), std::string::npos) << one;
    // A password in the URL is not repeated in the refusal.
    QString secret = postgres().url(QStringLiteral("a-open"));
    secret.replace(QStringLiteral("postgresql://damka@"), QStringLiteral("postgresql://damka:s3cret@"));
    const std::string with_password = festival_refusal(secret);
    EXPECT_FALSE(with_password.empty());
    EXPECT_EQ(with_password.find("s3cret"), std::string::npos) << with_password;
}
