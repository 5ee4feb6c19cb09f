// Issue 45 §3: the prize list stored in the event (module "prizes"), each change one
// transaction with its audit entry; read back by a read-only open; the allocation over the
// event's standings; EventData::prize_rules set only when the event has a prize list.
#include "storage/audit_log.hpp"
#include "tournament/service/prize_list.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::tournament;
using damka::Expected;

namespace {

QString file(QTemporaryDir &dir) { return dir.filePath(QStringLiteral("e.db")); }

Event open_event(QTemporaryDir &dir) {
    TournamentInfo i;
    i.name = "Open";
    i.rounds = 1;
    i.system = System::Swiss;
    i.tiebreaks = {"BH"};
    i.start_date = "2026-05-01";
    auto ev = Event::create(file(dir), i);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    for (const auto &[name, sex] : std::vector<std::pair<std::string, std::string>>{
             {"Anna", "F"}, {"Boris", "M"}, {"Vera", "F"}, {"Gleb", "M"}}) {
        Player p;
        p.name = name;
        p.sex = sex;
        p.rating = 1500;
        EXPECT_TRUE(ev->add_player(p));
    }
    return std::move(ev).value();
}

Prize place(int n, damka::tournament::Money amount) {
    Prize p;
    p.place = n;
    p.amount = amount;
    return p;
}

} // namespace

TEST(PrizeList, AddRemoveAndSettingsAreStoredAndAudited) {
    QTemporaryDir dir;
    Event ev = open_event(dir);
    EXPECT_FALSE(ev.data().prize_rules); // no prize list: the legend says nothing
    ASSERT_TRUE(add_prize(ev, place(1, 50000)));
    ASSERT_TRUE(add_prize(ev, place(2, 30000)));
    Prize cup;
    cup.kind = PrizeKind::Category;
    damka::Message error;
    cup.category = *parse_prize_category("women", error);
    cup.name = "cup";
    ASSERT_TRUE(add_prize(ev, cup));
    PrizeSettingsEdit edit;
    edit.shared = SharedMoney::Hort;
    edit.currency = "EUR";
    const auto changed = edit_prize_settings(ev, edit);
    ASSERT_TRUE(changed) << changed.error();
    EXPECT_EQ(changed->lines.size(), 3u); // the heading, shared, currency
    EXPECT_EQ(changed->lines[1].english(), "  shared prizes: by tie-breaks -> Hort system");

    // Prize 1 removed: the 2nd place and the cup move up to numbers 1 and 2.
    const auto removed = remove_prize(ev, 1);
    ASSERT_TRUE(removed) << removed.error();
    EXPECT_EQ(removed->lines[0].english(), "prize 1 removed");

    // Read back by a read-only open, as a report does.
    auto read = Event::open(file(dir), damka::storage::Access::Read);
    ASSERT_TRUE(read);
    const PrizeList list = load_prize_list(read->db());
    ASSERT_EQ(list.prizes.size(), 2u);
    EXPECT_EQ(list.prizes[0].number, 1);
    EXPECT_EQ(list.prizes[0].place, 2);
    EXPECT_EQ(list.prizes[0].amount, 30000);
    EXPECT_EQ(list.prizes[1].kind, PrizeKind::Category);
    EXPECT_EQ(list.prizes[1].category.code, "women");
    EXPECT_EQ(list.prizes[1].name, "cup");
    EXPECT_FALSE(list.prizes[1].amount);
    EXPECT_EQ(list.settings.shared, SharedMoney::Hort);
    EXPECT_EQ(list.settings.currency, "EUR");
    ASSERT_TRUE(read->data().prize_rules);
    EXPECT_EQ(read->data().prize_rules->shared, SharedMoney::Hort);

    // One audit entry per command.
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("prize.add")).size(), 3u);
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("prize.remove")).size(), 1u);
    const auto settings = damka::storage::read_audit(ev.db(), QStringLiteral("prize.settings"));
    ASSERT_EQ(settings.size(), 1u);
    EXPECT_EQ(settings[0].before[QStringLiteral("shared")].toString(), QStringLiteral("tiebreaks"));
    EXPECT_EQ(settings[0].after[QStringLiteral("shared")].toString(), QStringLiteral("hort"));
}

TEST(PrizeList, BadPrizesAreRefusedAndNothingIsStored) {
    QTemporaryDir dir;
    Event ev = open_event(dir);
    const auto negative = add_prize(ev, place(1, -100));
    ASSERT_FALSE(negative);
    EXPECT_EQ(negative.error(), "amount: 1 is negative; a prize is 0 or more");
    ASSERT_TRUE(add_prize(ev, place(1, 100)));
    const auto twice = add_prize(ev, place(1, 200));
    ASSERT_FALSE(twice);
    EXPECT_EQ(twice.error(), "place: prize 1 is already that place (1)");
    const auto missing = remove_prize(ev, 5);
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error(), "prize: no prize number 5 (the list has 1 to 1)");
    PrizeSettingsEdit edit;
    edit.currency = std::string("E\nUR");
    const auto currency = edit_prize_settings(ev, edit);
    ASSERT_FALSE(currency);
    EXPECT_EQ(currency.error().rfind("currency: control character U+000A at character 2", 0), 0u) << currency.error();
    Prize reversed = place(2, 100);
    reversed.name = "\xE2\x80\xAE"
                    "puc"; // U+202E shows "cup" reversed
    const auto hidden = add_prize(ev, reversed);
    ASSERT_FALSE(hidden);
    EXPECT_NE(hidden.error().find("name: invisible formatting character U+202E at character 1"), std::string::npos)
        << hidden.error();
    EXPECT_EQ(load_prize_list(ev.db()).prizes.size(), 1u);
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("prize.")).size(), 1u);
}

TEST(PrizeList, EventPrizesAllocatesOverTheStandings) {
    // Round 1: Anna beats Boris, Vera beats Gleb (pairing 1-3, 2-4 or as the engine pairs:
    // the results are entered by board, White winning both). Standings: two players on 1
    // point, two on 0. Prizes: 1st 100.00, best woman 40.00 by tie-breaks: the 1st goes to the
    // top of the standings; the women's prize to the best woman without a prize.
    QTemporaryDir dir;
    Event ev = open_event(dir);
    ASSERT_TRUE(add_prize(ev, place(1, 10000)));
    Prize women;
    women.kind = PrizeKind::Category;
    damka::Message error;
    women.category = *parse_prize_category("women", error);
    women.amount = 4000;
    ASSERT_TRUE(add_prize(ev, women));
    ASSERT_TRUE(ev.pair_next_round());
    ASSERT_TRUE(ev.publish_round(1));
    for (int board = 1; board <= 2; ++board) {
        ResultEntry r;
        r.round = 1;
        r.board = board;
        r.result = BoardResult::WhiteWin;
        ASSERT_TRUE(ev.set_result(r, nullptr));
    }
    const auto prizes = event_prizes(ev);
    ASSERT_TRUE(prizes) << prizes.error();
    const Standings &st = prizes->standings;
    ASSERT_EQ(prizes->allocation.awards.size(), 2u);
    EXPECT_EQ(prizes->allocation.awards[0].player, st.rows[0].player);
    EXPECT_EQ(prizes->allocation.awards[0].amount, 10000);
    // The best woman below the winner, whoever she is.
    int best_woman = 0;
    for (const StandingRow &row : st.rows)
        if (row.player != st.rows[0].player && prizes->event.player(row.player)->sex == "F") {
            best_woman = row.player;
            break;
        }
    EXPECT_EQ(prizes->allocation.awards[1].player, best_woman);
}
