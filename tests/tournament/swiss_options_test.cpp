// Swiss options of the event service: forbidden pairings, the Baku acceleration (FIDE
// C.04.5.1) and the pairing explanation; hand-worked against the rule texts.
#include "storage/audit_log.hpp"
#include "tournament/model/baku.hpp"
#include "tournament/service/event.hpp"
#include "event_builder.hpp"
#include "tournament/exchange/trf_exchange.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <utility>
#include <vector>

using namespace damka::tournament;

namespace {

// n players registered strongest first, so the start numbers already follow C.04.2 B.
Event swiss(QTemporaryDir &dir, int players, int rounds, bool baku) {
    TournamentInfo info;
    info.name = "Open";
    info.rounds = rounds;
    info.tiebreaks = {"BH"};
    info.baku_acceleration = baku;
    auto ev = Event::create(dir.filePath(QStringLiteral("open.db")), info);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.name = "P" + std::to_string(i);
        p.rating = 2500 - 50 * i;
        EXPECT_TRUE(ev->add_player(p));
    }
    return std::move(ev).value();
}

std::vector<std::pair<int, int>> boards(Event &ev, int round) {
    std::vector<std::pair<int, int>> out;
    for (const Round &r : ev.data().rounds)
        if (r.number == round)
            for (const RoundGame &g : r.games) out.emplace_back(g.white, g.black);
    return out;
}

using Boards = std::vector<std::pair<int, int>>;

} // namespace

// C.04.3 round 1 of 8 players: S1 = 1-4 against S2 = 5-8, 1-5 6-2 3-7 8-4. With 1-5 and 3-7
// forbidden the first transposition of S2 that avoids both (4.2: 5 6 7 8 -> ... in order) is
// 6 5 8 7: 1-6, 5-2, 3-8, 7-4 (colours alternate from board 1, 5.2.5).
TEST(SwissOptions, ForbiddenPairsAreAvoided) {
    QTemporaryDir dir;
    Event ev = swiss(dir, 8, 5, false);
    auto forbid = ev.forbid_pairs({1, 5}, false);
    ASSERT_TRUE(forbid) << forbid.error();
    ASSERT_TRUE(ev.forbid_pairs({3, 7}, false));
    auto again = ev.forbid_pairs({5, 1}, false);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->lines.front().english(), "already forbidden: P1 (1) - P5 (5)");
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("pairs.forbid")).size(), 2u); // no entry for no change
    ASSERT_TRUE(ev.pair_next_round());
    EXPECT_EQ(boards(ev, 1), (Boards{{1, 6}, {5, 2}, {3, 8}, {7, 4}}));
    // Allowed again: the plain round 1 pairing.
    ASSERT_TRUE(ev.undo_round(false));
    ASSERT_TRUE(ev.forbid_pairs({1, 3, 5, 7}, true));
    EXPECT_TRUE(ev.data().forbidden.empty());
    ASSERT_TRUE(ev.pair_next_round());
    EXPECT_EQ(boards(ev, 1), (Boards{{1, 5}, {6, 2}, {3, 7}, {8, 4}}));
}

TEST(SwissOptions, ForbiddenPairsAreRefusedWhereThePairingIsFixed) {
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "RR";
    info.system = System::RoundRobin;
    info.tiebreaks = {"SB"};
    auto ev = Event::create(dir.filePath(QStringLiteral("rr.db")), info);
    ASSERT_TRUE(ev);
    for (const char *n : {"A", "B", "C"}) {
        Player p;
        p.name = n;
        ASSERT_TRUE(ev->add_player(p));
    }
    auto refused = ev->forbid_pairs({1, 2}, false);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("round-robin has fixed pairings"), std::string::npos) << refused.error();
    auto unknown = Event::create(dir.filePath(QStringLiteral("s.db")), [] {
        TournamentInfo i;
        i.name = "S";
        i.rounds = 3;
        return i;
    }());
    ASSERT_TRUE(unknown);
    EXPECT_NE(unknown->forbid_pairs({1, 9}, false).error().find("no player with start number 1"), std::string::npos);
}

// The forbidden pairs follow their players when round 1 renumbers the field (C.04.2 B).
TEST(SwissOptions, ForbiddenPairsFollowTheRenumbering) {
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "Open";
    info.rounds = 3;
    auto ev = Event::create(dir.filePath(QStringLiteral("o.db")), info);
    ASSERT_TRUE(ev);
    for (int rating : {1500, 1600, 1700, 1800}) { // registered weakest first
        Player p;
        p.name = "R" + std::to_string(rating);
        p.rating = rating;
        ASSERT_TRUE(ev->add_player(p));
    }
    ASSERT_TRUE(ev->forbid_pairs({4, 2}, false)); // R1800 and R1600
    ASSERT_TRUE(ev->pair_next_round());
    const EventData e = ev->data();
    ASSERT_EQ(e.forbidden.size(), 1u);
    EXPECT_EQ(e.player(e.forbidden[0].first)->name, "R1800");
    EXPECT_EQ(e.player(e.forbidden[0].second)->name, "R1600");
    // 4 players: 1-3 and 4-2 by default, but 1-3 is R1800-R1600. C.04.3 4.2: S2 = 3 4 becomes
    // 4 3, so 1-4 and 2-3, colours alternating from board 1 (2 has black: 3-2).
    EXPECT_EQ(boards(*ev, 1), (Boards{{1, 4}, {3, 2}}));
}

// C.04.5.1 worked by hand. 10 players: Q = ceil(10 / 4) = 3, GA = 2Q = 6 (P1-P6). 5 rounds:
// ceil(5 / 2) = 3 accelerated rounds; rounds 1-2 (the first ceil(3 / 2)) one virtual point,
// round 3 half a point, rounds 4-5 none.
TEST(SwissOptions, BakuVirtualPoints) {
    EventData e = test::make_event(System::Swiss, 10, 0, {"BH"});
    e.info.rounds = 5;
    e.info.baku_acceleration = true;
    for (int round = 1; round <= 5; ++round) {
        const BakuRound b = baku_round(e, round);
        const double expected = round <= 2 ? 1.0 : round == 3 ? 0.5 : 0.0;
        for (int id = 1; id <= 10; ++id) {
            const auto it = b.virtual_points.find(id);
            const double vp = it == b.virtual_points.end() ? 0.0 : it->second;
            EXPECT_DOUBLE_EQ(vp, id <= 6 ? expected : 0.0) << "round " << round << " player " << id;
        }
    }
    // The rule's own example: nine rounds, five accelerated, one point in the first three.
    e.info.rounds = 9;
    EXPECT_DOUBLE_EQ(baku_round(e, 3).virtual_points.at(1), 1.0);
    EXPECT_DOUBLE_EQ(baku_round(e, 4).virtual_points.at(1), 0.5);
    EXPECT_DOUBLE_EQ(baku_round(e, 5).virtual_points.at(1), 0.5);
    EXPECT_TRUE(baku_round(e, 6).virtual_points.empty());
    // Late entries: the last GA player (P6, 1500) stays; an entrant rated above him joins GA.
    Player strong, weak;
    strong.id = 11, strong.name = "Late strong", strong.rating = 1600, strong.first_round = 2;
    weak.id = 12, weak.name = "Late weak", weak.rating = 1450, weak.first_round = 2;
    e.players.push_back(strong);
    e.players.push_back(weak);
    const BakuRound r2 = baku_round(e, 2);
    EXPECT_EQ(r2.virtual_points.count(11), 1u);
    EXPECT_EQ(r2.virtual_points.count(12), 0u);
    EXPECT_EQ(r2.virtual_points.count(6), 1u);
    EXPECT_EQ(r2.virtual_points.count(7), 0u);
    // 2-1-0 scoring: a virtual point is a win's worth.
    e.info.scoring = {2.0, 1.0, 0.0, false};
    EXPECT_DOUBLE_EQ(baku_round(e, 1).virtual_points.at(1), 2.0);
}

// Round 1 with the acceleration: GA (1-6) is one bracket at 1 virtual point, GB (7-10) another:
// 1-4 5-2 3-6 and 7-9 10-8 (C.04.3: S1 against S2 in each, colours by pairing number) -
// without it 1-6 7-2 3-8 9-4 5-10. The explanation names the acceleration.
TEST(SwissOptions, BakuRoundOnePairsTheGroupsApart) {
    QTemporaryDir dir;
    Event ev = swiss(dir, 10, 5, true);
    ASSERT_TRUE(ev.pair_next_round());
    EXPECT_EQ(boards(ev, 1), (Boards{{1, 4}, {5, 2}, {3, 6}, {7, 9}, {10, 8}}));
    const auto why = ev.pairing_explanation(1);
    ASSERT_TRUE(why) << why.error();
    EXPECT_NE(why->english().find("Baku acceleration (FIDE C.04.5.1): round 1 of 3 accelerated; 6 players of group GA"),
              std::string::npos)
        << *why;
    // The standings never see virtual points.
    ASSERT_TRUE(ev.publish_round(1));
    for (const StandingRow &row : ev.standings().rows) EXPECT_DOUBLE_EQ(row.score, 0.0);
    EXPECT_FALSE(ev.pairing_explanation(2));
}

TEST(SwissOptions, BakuNeedsASwissWithStandardScoring) {
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "X";
    info.rounds = 5;
    info.baku_acceleration = true;
    info.scoring = {3.0, 1.0, 0.0, false};
    auto football = Event::create(dir.filePath(QStringLiteral("a.db")), info);
    ASSERT_FALSE(football);
    EXPECT_NE(football.error().find("needs 1-0.5-0 scoring (or 2-1-0), not 3-1-0"), std::string::npos)
        << football.error();
    info.scoring = {};
    info.system = System::RoundRobin;
    auto rr = Event::create(dir.filePath(QStringLiteral("b.db")), info);
    ASSERT_FALSE(rr);
    EXPECT_NE(rr.error().find("is for Swiss events"), std::string::npos) << rr.error();
}

// C.07 8: Buchholz belongs to Swiss events.
TEST(SwissOptions, BuchholzIsRefusedInARoundRobin) {
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "RR";
    info.system = System::RoundRobin;
    info.tiebreaks = {"SB", "BH-C1"};
    auto ev = Event::create(dir.filePath(QStringLiteral("rr.db")), info);
    ASSERT_FALSE(ev);
    EXPECT_NE(ev.error().find("BH-C1 (Buchholz, FIDE C.07 8) is for Swiss events, not a round-robin"),
              std::string::npos)
        << ev.error();
}

// TRF: the forbidden pairs as XXP lines, the virtual points as XXA lines (rounds written and
// the next), and the acceleration on the ### damka event line; all read back by the import.
TEST(SwissOptions, TrfCarriesForbiddenPairsAndAcceleration) {
    QTemporaryDir dir;
    Event ev = swiss(dir, 10, 5, true);
    ASSERT_TRUE(ev.forbid_pairs({2, 9}, false));
    auto text = export_trf(ev.data(), 0);
    ASSERT_TRUE(text) << text.error();
    EXPECT_NE(text->find("\nXXP 2 9\n"), std::string::npos) << *text;
    EXPECT_NE(text->find("acceleration=baku"), std::string::npos) << *text;
    int xxa = 0;
    for (size_t at = text->find("\nXXA"); at != std::string::npos; at = text->find("\nXXA", at + 1)) ++xxa;
    EXPECT_EQ(xxa, 6) << *text; // one line a GA player, round 1 (the next round)
    auto imported = import_trf(dir.filePath(QStringLiteral("back.db")), *text, {});
    ASSERT_TRUE(imported) << imported.error();
    const EventData back = imported->data();
    EXPECT_TRUE(back.info.baku_acceleration);
    EXPECT_EQ(back.forbidden, (std::vector<std::pair<int, int>>{{2, 9}}));
}
