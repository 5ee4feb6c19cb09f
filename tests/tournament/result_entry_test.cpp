// Entering a result twice (issue 14, defects 4 and 11): the same result again is not a
// correction and is not logged; re-entering it without the variant points keeps them.
#include "storage/audit_log.hpp"
#include "tournament/service/event.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::tournament;
using R = damka::tournament::BoardResult;

namespace {

Event paired_event(QTemporaryDir &dir) {
    TournamentInfo i;
    i.name = "Results";
    i.rounds = 3;
    i.tiebreaks = {"BH"};
    auto ev = Event::create(dir.filePath(QStringLiteral("r.db")), i);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    for (int k = 1; k <= 2; ++k) {
        Player p;
        p.name = "P" + std::to_string(k);
        EXPECT_TRUE(ev->add_player(p));
    }
    EXPECT_TRUE(ev->pair_next_round(std::vector<ManualPair>{{1, 2}}));
    EXPECT_TRUE(ev->publish_round(1));
    return std::move(ev).value();
}

ResultEntry entry(R r, std::optional<int> w = {}, std::optional<int> b = {}) {
    ResultEntry e;
    e.round = 1;
    e.board = 1;
    e.result = r;
    e.white_points = w;
    e.black_points = b;
    return e;
}

// The command must have succeeded, with `text` in one of the lines it reports.
::testing::AssertionResult says(const damka::Expected<Change> &c, const std::string &text) {
    if (!c)
        return ::testing::AssertionFailure() << "refused (" << c.error() << "), expected a line with '" << text << "'";
    for (const damka::Message &l : c->lines)
        if (l.english().find(text) != std::string::npos)
            return ::testing::AssertionSuccess() << "a line says '" << text << "'";
    return ::testing::AssertionFailure() << "no line says '" << text << "'";
}

} // namespace

TEST(ResultEntry, SameResultAgainIsNotACorrection) {
    QTemporaryDir dir;
    Event ev = paired_event(dir);
    ASSERT_TRUE(ev.set_result(entry(R::WhiteWin), nullptr));
    const auto again = ev.set_result(entry(R::WhiteWin), nullptr);
    ASSERT_TRUE(again) << again.error();
    EXPECT_TRUE(says(again, "unchanged")) << again->lines.front();
    EXPECT_TRUE(damka::storage::read_audit(ev.db(), QStringLiteral("result.correct")).empty());
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("result.set")).size(), 1u);
}

// Adiukh 17:7 entered with 1-0; "result set 1 1-0" again kept nothing (the points were
// dropped silently). They stay; a different result drops them and says so.
TEST(ResultEntry, ReenteringWithoutPointsKeepsThemAndAChangeSaysWhatWent) {
    QTemporaryDir dir;
    Event ev = paired_event(dir);
    ASSERT_TRUE(ev.set_result(entry(R::WhiteWin, 17, 7), nullptr));
    ASSERT_TRUE(ev.set_result(entry(R::WhiteWin), nullptr));
    EXPECT_EQ(ev.data().rounds[0].games[0].white_points, 17);
    const auto changed = ev.set_result(entry(R::Draw), nullptr);
    ASSERT_TRUE(changed) << changed.error();
    EXPECT_TRUE(says(changed, "17:7 entered with 1-0 were removed")) << changed->lines.front();
    EXPECT_FALSE(ev.data().rounds[0].games[0].white_points);
}
