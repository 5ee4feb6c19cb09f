// Issue 44 §4: dates in the language's format — Russian 14.03.2026 and a range collapsed where
// month and year agree («14–15.03.2026»), English ISO 8601 as the printouts always had it — and
// the audit log's UTC moments in the event's local time.
#include "reports/dates.hpp"
#include "reports/reports.hpp"
#include "tests/tournament/event_builder.hpp"

#include <gtest/gtest.h>

using namespace damka::reports;

TEST(Dates, RussianRangesCollapseWhereMonthAndYearAgree) {
    EXPECT_EQ(date_range("2026-03-14", "2026-03-15", Language::Russian),
              "14\xe2\x80\x93"
              "15.03.2026");
    EXPECT_EQ(date_range("2026-03-30", "2026-04-02", Language::Russian),
              "30.03\xe2\x80\x93"
              "02.04.2026");
    EXPECT_EQ(date_range("2026-12-30", "2027-01-02", Language::Russian),
              "30.12.2026\xe2\x80\x93"
              "02.01.2027");
    EXPECT_EQ(date_range("2026-03-14", "", Language::Russian), "14.03.2026");
    EXPECT_EQ(date_range("2026-03-14", "2026-03-14", Language::Russian), "14.03.2026");
    EXPECT_EQ(date_range("14 March", "", Language::Russian), "14 March"); // not a date: as it is
    EXPECT_EQ(date_range("2026-03-14", "2026-03-15", Language::English), "2026-03-14 - 2026-03-15");
}

TEST(Dates, TheEventHeaderInRussian) {
    auto e = damka::tournament::test::make_event(damka::tournament::System::Swiss, 4, 3, {"BH"});
    e.info.place = "Казань";
    e.info.start_date = "2026-03-14";
    e.info.end_date = "2026-03-15";
    EXPECT_EQ(event_lines(e, Language::Russian).front(),
              "Казань, 14\xe2\x80\x93"
              "15.03.2026");
    EXPECT_EQ(event_lines(e, Language::English).front(), "Казань, 2026-03-14 - 2026-03-15");
}

// 10:05 UTC is 13:05 in Moscow (UTC+3, no summer time since 2014).
TEST(Dates, AuditMomentsInTheEventsLocalTime) {
    EXPECT_EQ(moment_text("2026-03-14T10:05:00Z", Language::Russian, "Europe/Moscow"), "14.03.2026 13:05");
    EXPECT_EQ(moment_text("2026-03-14T10:05:00Z", Language::English, "Europe/Moscow"), "2026-03-14 13:05");
    EXPECT_EQ(moment_text("yesterday", Language::Russian, "Europe/Moscow"), "yesterday");
}
