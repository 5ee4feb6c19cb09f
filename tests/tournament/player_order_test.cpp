// Issue 44 §3: a player entered by mistake deleted, a likely duplicate questioned, the start
// numbers sorted before round 1 on the arbiter's word, an import's preview line by line.
#include "storage/audit_log.hpp"
#include "tournament/exchange/player_csv.hpp"
#include "tournament/service/event.hpp"

#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::tournament;
using damka::ErrorKind;
using damka::Expected;

namespace {

Event swiss(QTemporaryDir &dir, const std::vector<std::pair<std::string, int>> &players) {
    TournamentInfo i;
    i.name = "Club Swiss";
    i.rounds = 5;
    i.system = System::Swiss;
    i.tiebreaks = {"BH"};
    auto ev = Event::create(dir.filePath(QStringLiteral("e.db")), i);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    for (const auto &[name, rating] : players) {
        Player p;
        p.name = name;
        p.rating = rating;
        EXPECT_TRUE(ev->add_player(p));
    }
    return std::move(ev).value();
}

std::vector<std::string> names(Event &ev) {
    std::vector<std::string> out;
    for (const Player &p : ev.data().players) out.push_back(std::to_string(p.id) + " " + p.name);
    return out;
}

std::string lines(const Expected<Change> &c) {
    std::string s;
    for (const damka::Message &m : c->lines) s += m.english() + "\n";
    return s;
}

} // namespace

// Before round 1 the players after the deleted one move up: numbers 1..N, no hole; his
// forbidden pair and bye go with him, the others' follow their players; the audit keeps him.
TEST(PlayerOrder, DeleteBeforeRoundOneClosesTheNumbers) {
    QTemporaryDir dir;
    Event ev = swiss(dir, {{"Anna", 1500}, {"Mistake", 1400}, {"Boris", 1300}, {"Vera", 1200}});
    ASSERT_TRUE(ev.forbid_pairs({3, 4}, false));
    ASSERT_TRUE(ev.forbid_pairs({2, 4}, false));
    ASSERT_TRUE(ev.request_bye(4, 2, ByeKind::HPB));
    ASSERT_TRUE(ev.request_bye(2, 2, ByeKind::HPB));
    // The desk's question first: checked, nothing deleted.
    const auto checked = ev.delete_player(2, true);
    ASSERT_TRUE(checked) << checked.error();
    EXPECT_TRUE(checked->lines.empty());
    EXPECT_EQ(ev.data().players.size(), 4u);
    const auto done = ev.delete_player(2);
    ASSERT_TRUE(done) << done.error();
    EXPECT_EQ(lines(done),
              "deleted player 2: Mistake\nstart numbers 3-4 move up by one (the numbers follow the "
              "players)\n");
    EXPECT_EQ(names(ev), (std::vector<std::string>{"1 Anna", "2 Boris", "3 Vera"}));
    const EventData e = ev.data();
    EXPECT_EQ(e.forbidden, (std::vector<std::pair<int, int>>{{2, 3}})); // Boris - Vera, as before
    ASSERT_EQ(e.future_byes.size(), 1u);
    EXPECT_EQ(e.future_byes[0].player, 3); // Vera's bye
    const auto audit = damka::storage::read_audit(ev.db(), QStringLiteral("player.delete"));
    ASSERT_EQ(audit.size(), 1u);
    EXPECT_EQ(audit[0].before[QStringLiteral("name")].toString(), QStringLiteral("Mistake"));
    EXPECT_EQ(audit[0].before[QStringLiteral("byes")].toArray().size(), 1);
    // Round 1 pairs the three that are left.
    ASSERT_TRUE(ev.pair_next_round());
}

// Once he is in a published round he is withdrawn instead; a draft is undone first; after
// round 1 a late entrant holding the last number can still go.
TEST(PlayerOrder, DeleteIsRefusedOnceHePlayed) {
    QTemporaryDir dir;
    Event ev = swiss(dir, {{"Anna", 1500}, {"Boris", 1400}, {"Vera", 1300}, {"Gleb", 1200}});
    ASSERT_TRUE(ev.pair_next_round());
    auto in_draft = ev.delete_player(2);
    ASSERT_FALSE(in_draft);
    EXPECT_NE(in_draft.error().find("is paired in the draft of round 1: undo the draft first"), std::string::npos)
        << in_draft.error();
    ASSERT_TRUE(ev.publish_round(1));
    EXPECT_FALSE(ev.delete_player(2, true)); // the desk does not ask about a refused deletion
    auto played = ev.delete_player(2);
    ASSERT_FALSE(played);
    EXPECT_NE(played.error().find("is in round 1, which is published: a player who took part is withdrawn, not "
                                  "deleted (player withdraw 2)"),
              std::string::npos)
        << played.error();
    Player late;
    late.name = "Late";
    ASSERT_TRUE(ev.add_player(late));
    Player later;
    later.name = "Later";
    ASSERT_TRUE(ev.add_player(later));
    auto middle = ev.delete_player(5);
    ASSERT_FALSE(middle);
    EXPECT_NE(middle.error().find("the start numbers after his are fixed since round 1 was paired"), std::string::npos)
        << middle.error();
    ASSERT_TRUE(ev.delete_player(6));
    EXPECT_EQ(ev.data().players.size(), 5u);
    EXPECT_FALSE(ev.delete_player(9));
}

// "Sort now": the initial order (C.04.2 B: rating first) given out before round 1, byes and
// forbidden pairs renumbered with their players; round 1 then has nothing left to move.
TEST(PlayerOrder, SortNowRenumbersWithByesAndForbiddenPairs) {
    QTemporaryDir dir;
    Event ev = swiss(dir, {{"Low", 1200}, {"High", 1800}, {"Mid", 1500}});
    ASSERT_TRUE(ev.forbid_pairs({1, 3}, false)); // Low - Mid
    ASSERT_TRUE(ev.request_bye(1, 2, ByeKind::HPB)); // Low
    const auto sorted = ev.sort_players();
    ASSERT_TRUE(sorted) << sorted.error();
    EXPECT_EQ(names(ev), (std::vector<std::string>{"1 High", "2 Mid", "3 Low"}));
    const EventData e = ev.data();
    EXPECT_EQ(e.forbidden, (std::vector<std::pair<int, int>>{{2, 3}}));
    ASSERT_EQ(e.future_byes.size(), 1u);
    EXPECT_EQ(e.future_byes[0].player, 3);
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("players.renumber")).size(), 1u);
    EXPECT_EQ(lines(ev.sort_players()), "the start numbers already follow the initial order (C.04.2 B)\n");
    ASSERT_TRUE(ev.pair_next_round());
    EXPECT_EQ(names(ev), (std::vector<std::string>{"1 High", "2 Mid", "3 Low"}));
    auto late = ev.sort_players();
    ASSERT_FALSE(late);
    EXPECT_NE(late.error().find("fixed when round 1 was paired"), std::string::npos);
}

// A likely duplicate is a question the arbiter answers, not a refusal without a way on.
TEST(PlayerOrder, LikelyDuplicateIsQuestioned) {
    QTemporaryDir dir;
    Event ev = swiss(dir, {{"Иванов, Пётр", 1500}});
    Player again;
    again.name = "ИВАНОВ, ПЁТР";
    const auto asked = ev.add_player(again);
    ASSERT_FALSE(asked);
    EXPECT_EQ(asked.error_kind(), ErrorKind::Unconfirmed);
    EXPECT_EQ(ev.data().players.size(), 1u);
    ASSERT_TRUE(ev.add_player(again, ByeKind::ZPB, true));
    EXPECT_EQ(ev.data().players.size(), 2u);
    // The import flags the line; confirmed, it adds him.
    const std::string csv = "name\n\"Иванов, Пётр\"\n\"Сидоров, Иван\"\n";
    const auto flagged = import_players_csv(ev, csv);
    ASSERT_FALSE(flagged);
    EXPECT_EQ(flagged.error_kind(), ErrorKind::Unconfirmed);
    EXPECT_NE(flagged.error().find("line 2: Иванов, Пётр: 'Иванов, Пётр' is already registered"), std::string::npos)
        << flagged.error();
    PlayerCsvOptions ok;
    ok.duplicates_ok = true;
    ASSERT_TRUE(import_players_csv(ev, csv, false, ok));
    EXPECT_EQ(ev.data().players.size(), 4u);
}

// The preview says what each good line will become, and lists the refused ones with them.
TEST(PlayerOrder, PreviewSaysWillBeAdded) {
    QTemporaryDir dir;
    Event ev = swiss(dir, {{"Anna", 1500}});
    const auto good = import_players_csv(ev, "name,rating\nBoris,1400\nVera,\n", true);
    ASSERT_TRUE(good) << good.error();
    EXPECT_EQ(lines(good),
              "line 2: will be added as player 2: Boris (1400)\nline 3: will be added as player 3: "
              "Vera\nwould import 2 players\n");
    const auto mixed = import_players_csv(ev, "name,rating\nBoris,1400\nVera,22ОО\n", true);
    ASSERT_FALSE(mixed);
    EXPECT_EQ(mixed.error(),
              "nothing imported:\nline 3: rating: '22ОО' is not a whole number\n"
              "line 2: will be added as player 2: Boris (1400)");
    EXPECT_EQ(ev.data().players.size(), 1u);
}
