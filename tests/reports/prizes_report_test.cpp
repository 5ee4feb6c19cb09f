// Issue 45 §3: the prize printouts' words (reports/prizes_report.hpp) — English ordinals,
// Russian places and age plurals, amounts with the language's decimal mark, the rules line,
// and the standings' legend naming it only when the event has a prize list.
#include "reports/prizes_report.hpp"
#include "reports/reports.hpp"

#include <gtest/gtest.h>

#include <algorithm>

using namespace damka::reports;
using namespace damka::tournament;

namespace {

Prize place(int n) {
    Prize p;
    p.place = n;
    p.amount = 100;
    return p;
}

Prize under(int age, int place = 1) {
    Prize p;
    p.kind = PrizeKind::Category;
    damka::Message error;
    p.category = *parse_prize_category("u" + std::to_string(age), error);
    p.place = place;
    return p;
}

} // namespace

TEST(PrizesReport, PlacesAreOrdinalsInEachLanguage) {
    // English: 1st, 2nd, 3rd, 4th; 11th-13th are "th" whatever their last digit; 21st, 22nd.
    EXPECT_EQ(prize_title(place(1)), "1st place");
    EXPECT_EQ(prize_title(place(2)), "2nd place");
    EXPECT_EQ(prize_title(place(3)), "3rd place");
    EXPECT_EQ(prize_title(place(4)), "4th place");
    EXPECT_EQ(prize_title(place(11)), "11th place");
    EXPECT_EQ(prize_title(place(12)), "12th place");
    EXPECT_EQ(prize_title(place(21)), "21st place");
    EXPECT_EQ(prize_title(place(22)), "22nd place");
    // Russian: «место» is neuter, «1-е место», «2-е место».
    EXPECT_EQ(prize_title(place(1), Language::Russian), "1-е место");
    EXPECT_EQ(prize_title(place(2), Language::Russian), "2-е место");
    Prize cup = place(1);
    cup.name = "кубок";
    EXPECT_EQ(prize_title(cup, Language::Russian), "1-е место — кубок");
}

TEST(PrizesReport, CategoryPrizesInRussianTakeThePluralOfTheAge) {
    // «до 21 года» (21 ends in 1: the singular's genitive), «до 12 лет», «до 14 лет».
    EXPECT_EQ(prize_title(under(12), Language::Russian), "лучший до 12 лет");
    EXPECT_EQ(prize_title(under(21), Language::Russian), "лучший до 21 года");
    EXPECT_EQ(prize_title(under(14, 2), Language::Russian), "до 14 лет, 2-е место");
    EXPECT_EQ(prize_title(under(12)), "best under 12");
    EXPECT_EQ(prize_title(under(14, 2)), "under 14, 2nd place");
    Prize women;
    women.kind = PrizeKind::Category;
    damka::Message error;
    women.category = *parse_prize_category("women", error);
    EXPECT_EQ(prize_title(women, Language::Russian), "лучшая женщина");
    Prize band;
    band.kind = PrizeKind::RatingBand;
    band.rating_min = 1601;
    band.rating_max = 1800;
    EXPECT_EQ(prize_title(band), "best with rating 1601-1800");
}

TEST(PrizesReport, AmountsHaveTwoDecimalsAndTheLanguagesMark) {
    EXPECT_EQ(money_text(50000, "EUR"), "500.00 EUR");
    EXPECT_EQ(money_text(1205, "RUB", Language::Russian), "12,05 RUB");
    EXPECT_EQ(money_text(7, ""), "0.07");
}

TEST(PrizesReport, TheStandingsLegendNamesThePrizeRulesOnlyWithAPrizeList) {
    EventData e;
    e.info.name = "Open";
    Player p;
    p.id = 1;
    p.name = "Anna";
    e.players.push_back(p);
    const Standings st = compute_standings(e, 0);
    const auto has_rules = [](const Table &t) {
        return std::any_of(t.notes.begin(), t.notes.end(),
                           [](const std::string &n) { return n.rfind("Prizes: one per player", 0) == 0; });
    };
    EXPECT_FALSE(has_rules(standings_table(e, st)));
    PrizeSettings s;
    s.shared = SharedMoney::Hort;
    e.prize_rules = s;
    EXPECT_TRUE(has_rules(standings_table(e, st)));
    EXPECT_EQ(prize_rules_line(s),
              "Prizes: one per player, the larger first (equal amounts: the one listed first); place money of players "
              "tied on points: by the Hort system (half by the tie-breaks, half shared equally); unrated players may "
              "not win rating-band prizes; withdrawn players win no prize.");
}

TEST(PrizesReport, AnEmptyListSaysSo) {
    EventData e;
    e.info.name = "Open";
    const Standings st = compute_standings(e, 0);
    const PrizeList none;
    const Table t = prize_allocation_table(e, st, none, {}, Language::Russian);
    EXPECT_TRUE(t.rows.empty());
    ASSERT_FALSE(t.notes.empty());
    EXPECT_EQ(t.notes.front(), "Призы не заданы.");
    EXPECT_EQ(prize_list_table(e, none).notes.front(), "No prizes entered.");
}
