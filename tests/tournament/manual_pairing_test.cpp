// Issue 14 defect 5: a manual pairing that breaks an absolute criterion (FIDE C.04.1, in force
// from 1 July 2025) is refused naming the rule and the history, and paired only with force.
#include "storage/audit_log.hpp"
#include "tournament/service/event.hpp"

#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::tournament;
using damka::Expected;
using R = damka::tournament::BoardResult;

namespace {

Event make(QTemporaryDir &dir, int players, int rounds) {
    TournamentInfo i;
    i.name = "Manual";
    i.rounds = rounds;
    i.tiebreaks = {"BH"};
    auto ev = Event::create(dir.filePath(QStringLiteral("m.db")), i);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    for (int k = 1; k <= players; ++k) {
        Player p;
        p.name = "P" + std::to_string(k);
        p.rating = 2000 - k; // the initial order keeps the numbers
        EXPECT_TRUE(ev->add_player(p));
    }
    return std::move(ev).value();
}

void play(Event &ev, int round, std::vector<ManualPair> pairs, std::vector<R> results) {
    auto paired = ev.pair_next_round(pairs, true);
    ASSERT_TRUE(paired) << paired.error();
    ASSERT_TRUE(ev.publish_round(round));
    for (size_t b = 0; b < results.size(); ++b) {
        ResultEntry e;
        e.round = round;
        e.board = int(b) + 1;
        e.result = results[b];
        ASSERT_TRUE(ev.set_result(e, nullptr));
    }
}

} // namespace

// Round 1: 1-3, 2-4. A round 2 pairing 1-3 again breaks C.04.1 2; refused, naming the round.
TEST(ManualPairing, RematchIsRefusedNamingTheRoundUnlessForced) {
    QTemporaryDir dir;
    Event ev = make(dir, 4, 3);
    play(ev, 1, {{1, 3}, {2, 4}}, {R::WhiteWin, R::Draw});
    const auto refused = ev.pair_next_round(std::vector<ManualPair>{{3, 1}, {4, 2}});
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("P1 (1) and P3 (3) already met in round 1"), std::string::npos) << refused.error();
    EXPECT_NE(refused.error().find("C.04.1 2"), std::string::npos) << refused.error();
    EXPECT_NE(refused.error().find("--force"), std::string::npos) << refused.error();
    EXPECT_EQ(ev.last_round(), 1); // nothing paired
    const auto forced = ev.pair_next_round(std::vector<ManualPair>{{3, 1}, {4, 2}}, true);
    ASSERT_TRUE(forced) << forced.error();
    const auto audit = damka::storage::read_audit(ev.db(), QStringLiteral("round.pair.manual"));
    ASSERT_EQ(audit.size(), 2u);
    EXPECT_EQ(audit[1].after.value(QStringLiteral("forced_past")).toArray().size(), 2); // 3-1 and 4-2
}

// C.04.1 4: P5 got the PAB in round 1; a second PAB is refused. C.04.1 7: P1 white in rounds
// 1 and 2 may not have white a third time.
TEST(ManualPairing, SecondByeAndThirdColourInARowAreNamed) {
    QTemporaryDir dir;
    Event ev = make(dir, 5, 5);
    play(ev, 1, {{1, 2}, {3, 4}, {5, 0}}, {R::WhiteWin, R::Draw});
    play(ev, 2, {{1, 3}, {2, 5}, {4, 0}}, {R::WhiteWin, R::Draw});
    const auto refused = ev.pair_next_round(std::vector<ManualPair>{{1, 4}, {2, 3}, {5, 0}});
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("P5 (5) already scored a win without playing in round 1"), std::string::npos)
        << refused.error();
    EXPECT_NE(refused.error().find("P1 (1) would have white three times in a row (C.04.1 7)"), std::string::npos)
        << refused.error();
    // Legal alternative: 4-1 (P1 black), 3-2, 5-... P5 had a bye: give it to P3? P3 had none.
    const auto fine = ev.pair_next_round(std::vector<ManualPair>{{4, 1}, {2, 5}, {3, 0}});
    EXPECT_FALSE(fine); // 2-5 met in round 2
    ASSERT_TRUE(ev.pair_next_round(std::vector<ManualPair>{{4, 1}, {5, 3}, {2, 0}}));
}
