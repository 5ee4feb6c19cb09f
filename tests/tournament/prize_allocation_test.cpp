// Prize allocation (issue 45 §3, host/tournament/model/prize_allocation.cpp) on hand-made
// standings: each test gives the ranks and points, the prize list, and works out the
// allocation by hand in the comments. Amounts are hundredths (10000 = 100.00).
#include "tournament/model/prizes.hpp"

#include <gtest/gtest.h>

namespace damka::tournament {
namespace {

struct Entry {
    int rank;
    double score;
    std::string sex = "";
    int birth_year = 0;
    int rating = 1500;
    std::string club = "";
    int withdrawn_after = 0;
};

// Players 1..n in standings order (the tie-breaks already applied): P1 first.
struct Fixture {
    EventData event;
    Standings st;
    explicit Fixture(const std::vector<Entry> &rows) {
        event.info.start_date = "2026-05-01";
        for (size_t i = 0; i < rows.size(); ++i) {
            Player p;
            p.id = int(i) + 1;
            p.name = "P" + std::to_string(p.id);
            p.sex = rows[i].sex;
            p.birth_year = rows[i].birth_year;
            p.rating = rows[i].rating;
            p.club = rows[i].club;
            p.withdrawn_after = rows[i].withdrawn_after;
            event.players.push_back(p);
            st.rows.push_back({p.id, rows[i].rank, rows[i].score, {}});
        }
    }
};

Prize place(int n, Money amount) {
    Prize p;
    p.kind = PrizeKind::Place;
    p.place = n;
    p.amount = amount;
    return p;
}
Prize category(const std::string &code, Money amount) {
    Prize p;
    p.kind = PrizeKind::Category;
    Message error;
    p.category = *parse_prize_category(code, error);
    p.amount = amount;
    return p;
}
Prize band(int min, int max, Money amount) {
    Prize p;
    p.kind = PrizeKind::RatingBand;
    p.rating_min = min;
    p.rating_max = max;
    p.amount = amount;
    return p;
}
Prize club(int top, Money amount, int place = 1) {
    Prize p;
    p.kind = PrizeKind::Club;
    p.club_top = top;
    p.place = place;
    p.amount = amount;
    return p;
}

PrizeList list_of(std::vector<Prize> prizes, PrizeSettings s = {}) {
    for (size_t i = 0; i < prizes.size(); ++i) prizes[i].number = int(i) + 1;
    return {s, prizes};
}

// The award of prize `number` (0: the shares), by player.
const Award *award_of(const PrizeAllocation &a, int prize, int player) {
    for (const Award &w : a.awards)
        if (w.prize == prize && w.player == player) return &w;
    return nullptr;
}
std::vector<int> winners(const PrizeAllocation &a, int prize) {
    std::vector<int> out;
    for (const Award &w : a.awards)
        if (w.prize == prize) out.push_back(w.player);
    return out;
}
const NotAwarded *not_awarded(const PrizeAllocation &a, int prize) {
    for (const NotAwarded &n : a.not_awarded)
        if (n.prize == prize) return &n;
    return nullptr;
}

// P1, P2, P3 tied on 4 points (the tie-breaks order them 1, 2, 3), P4 on 3. Prizes: 1st 100.00,
// 2nd 60.00.
Fixture three_tied() { return Fixture({{1, 4}, {2, 4}, {3, 4}, {4, 3}}); }
PrizeList two_places(SharedMoney s) {
    PrizeSettings settings;
    settings.shared = s;
    return list_of({place(1, 10000), place(2, 6000)}, settings);
}

TEST(PrizeAllocation, HortSharesTwoPrizesAmongThreeTiedPlayers) {
    // de.wikipedia "Hort-System": each keeps 50 % of his place's money by the tie-breaks, the
    // other 50 % of the places' money goes into a pot shared by the players tied on points.
    //   P1 keeps 100.00 / 2 = 50.00; P2 keeps 60.00 / 2 = 30.00; P3 (3rd, no money) keeps 0.
    //   pot = 50.00 + 30.00 = 80.00 = 8000; 8000 / 3 = 2666 rest 2: P1 and P2 (first in the
    //   standings) get 2667, P3 2666.
    //   P1 5000 + 2667 = 7667; P2 3000 + 2667 = 5667; P3 2666. Sum 16000 = 100.00 + 60.00.
    const Fixture f = three_tied();
    const PrizeAllocation a = allocate_prizes(f.event, f.st, two_places(SharedMoney::Hort));
    ASSERT_NE(award_of(a, 1, 1), nullptr);
    EXPECT_EQ(award_of(a, 1, 1)->amount, 7667);
    ASSERT_NE(award_of(a, 2, 2), nullptr);
    EXPECT_EQ(award_of(a, 2, 2)->amount, 5667);
    ASSERT_NE(award_of(a, 0, 3), nullptr);
    EXPECT_EQ(award_of(a, 0, 3)->amount, 2666);
    EXPECT_EQ(a.awards.size(), 3u); // P4, on 3 points, shares nothing
    EXPECT_NE(award_of(a, 0, 3)->rule.english().find("Hort system"), std::string::npos);
    // The share is listed after the group's place prizes.
    EXPECT_EQ(a.awards.back().player, 3);
}

TEST(PrizeAllocation, ByTieBreaksTheThreeTiedPlayersAreNotShared) {
    // No sharing: 1st (100.00) to P1, 2nd (60.00) to P2 by the tie-breaks, P3 nothing.
    const Fixture f = three_tied();
    const PrizeAllocation a = allocate_prizes(f.event, f.st, two_places(SharedMoney::TieBreaks));
    ASSERT_EQ(a.awards.size(), 2u);
    EXPECT_EQ(award_of(a, 1, 1)->amount, 10000);
    EXPECT_EQ(award_of(a, 2, 2)->amount, 6000);
    EXPECT_NE(award_of(a, 2, 2)->rule.english().find("tied on a score of 4: the tie-breaks decide"), std::string::npos);
}

TEST(PrizeAllocation, EqualSharingPoolsThePlacesMoney) {
    // US Chess 32B3: 100.00 + 60.00 = 16000 / 3 = 5333 rest 1: P1 5334, P2 5333, P3 5333.
    const Fixture f = three_tied();
    const PrizeAllocation a = allocate_prizes(f.event, f.st, two_places(SharedMoney::Equal));
    EXPECT_EQ(award_of(a, 1, 1)->amount, 5334);
    EXPECT_EQ(award_of(a, 2, 2)->amount, 5333);
    EXPECT_EQ(award_of(a, 0, 3)->amount, 5333);
}

TEST(PrizeAllocation, ACupWithoutMoneyIsNotShared) {
    // Hort, P1-P3 tied: 1st place is a cup with 0.00, 2nd a cup without money. Nothing to share:
    // the tie-breaks give the cups (P1, P2) and nobody gets a share row.
    const Fixture f = three_tied();
    PrizeSettings s;
    s.shared = SharedMoney::Hort;
    Prize first = place(1, 0), second = place(2, 0);
    first.name = "cup";
    second.name = "small cup";
    second.amount.reset();
    const PrizeAllocation a = allocate_prizes(f.event, f.st, list_of({first, second}, s));
    ASSERT_EQ(a.awards.size(), 2u);
    EXPECT_EQ(winners(a, 1), std::vector<int>{1});
    EXPECT_EQ(winners(a, 2), std::vector<int>{2});
    EXPECT_TRUE(winners(a, 0).empty());
}

TEST(PrizeAllocation, AWomanWithAnOverallPrizeLeavesTheWomensPrizeToTheNextWoman) {
    // P1 (F) 1st, P2 (M) 2nd, P3 (F), P4 (F). Prizes: 1st 100.00, 2nd 50.00, best woman 40.00.
    // The larger first: 100.00 -> P1; 50.00 -> P2; 40.00 (women): P1 holds a larger prize
    // (one prize per player), so the next woman, P3.
    const Fixture f({{1, 5, "F"}, {2, 4, "M"}, {3, 3, "F"}, {4, 2, "F"}});
    const PrizeAllocation a =
        allocate_prizes(f.event, f.st, list_of({place(1, 10000), place(2, 5000), category("women", 4000)}));
    EXPECT_EQ(winners(a, 1), std::vector<int>{1});
    EXPECT_EQ(winners(a, 2), std::vector<int>{2});
    EXPECT_EQ(winners(a, 3), std::vector<int>{3});
    EXPECT_NE(award_of(a, 3, 3)->rule.english().find("P1 (1) above took a larger prize"), std::string::npos);
}

TEST(PrizeAllocation, ALargerWomensPrizeMovesThePlacePrizeDown) {
    // P1 (M), P2 (F), P3 (M). Prizes: 1st 100.00, 2nd 30.00, best woman 50.00.
    // 100.00 -> P1; then 50.00 (women) -> P2, the larger of her prizes; then 30.00 (2nd
    // place): P2 holds a larger prize, so P3 moves up.
    const Fixture f({{1, 5, "M"}, {2, 4, "F"}, {3, 3, "M"}});
    const PrizeAllocation a =
        allocate_prizes(f.event, f.st, list_of({place(1, 10000), place(2, 3000), category("women", 5000)}));
    EXPECT_EQ(winners(a, 3), std::vector<int>{2});
    EXPECT_EQ(winners(a, 2), std::vector<int>{3});
}

TEST(PrizeAllocation, EqualAmountsGoInListOrder) {
    // P1 (F) wins 1st; P2 (F) qualifies for both 2nd place and best woman, each 50.00: the
    // prize listed first (best woman, number 2) is hers, 2nd place (number 3) goes to P3.
    const Fixture f({{1, 5, "F"}, {2, 4, "F"}, {3, 3, "M"}});
    const PrizeAllocation a =
        allocate_prizes(f.event, f.st, list_of({place(1, 10000), category("women", 5000), place(2, 5000)}));
    EXPECT_EQ(winners(a, 2), std::vector<int>{2});
    EXPECT_EQ(winners(a, 3), std::vector<int>{3});
}

TEST(PrizeAllocation, UnderTwelveCountsFromTheBirthYearInTheEventsYear) {
    // The event starts 2026-05-01: U12 is "not yet 12 on 1 January 2026", born 2014 or later
    // (prize_category.hpp). P1 (2010) wins 1st; P2 (2013) is 13 in 2026, not U12; P3 (2014) is
    // the best U12; P4 (2016) would be next; P5 has no birth year.
    const Fixture f({{1, 5, "", 2010}, {2, 4, "", 2013}, {3, 3, "", 2014}, {4, 2, "", 2016}, {5, 1, "", 0}});
    const PrizeAllocation a = allocate_prizes(f.event, f.st, list_of({place(1, 10000), category("u12", 3000)}));
    EXPECT_EQ(winners(a, 2), std::vector<int>{3});
    EXPECT_NE(award_of(a, 2, 3)->rule.english().find("rank 3"), std::string::npos);
}

TEST(PrizeAllocation, ACategoryNobodyQualifiesForIsNotAwarded) {
    // Seniors 65: born 1961 or earlier in 2026; everyone here is born in 1990.
    const Fixture f({{1, 5, "", 1990}, {2, 4, "", 1990}});
    const PrizeAllocation a = allocate_prizes(f.event, f.st, list_of({place(1, 10000), category("s65", 3000)}));
    EXPECT_TRUE(winners(a, 2).empty());
    ASSERT_NE(not_awarded(a, 2), nullptr);
    EXPECT_EQ(not_awarded(a, 2)->reason.english(), "not awarded: nobody qualifies");
}

TEST(PrizeAllocation, AnAgeCategoryWithoutTheEventsFirstDayIsNotAwardedAndSaysWhy) {
    Fixture f({{1, 5, "", 2015}});
    f.event.info.start_date.clear();
    const PrizeAllocation a = allocate_prizes(f.event, f.st, list_of({category("u12", 3000)}));
    ASSERT_NE(not_awarded(a, 1), nullptr);
    EXPECT_NE(not_awarded(a, 1)->reason.english().find("no first day"), std::string::npos);
}

TEST(PrizeAllocation, UnratedPlayersInARatingBandAsTheEventSays) {
    // P1 2000 wins 1st; P2 unrated; P3 1500. Band "up to 1600", 30.00.
    // Unrated left out: P3. Unrated let in: P2 (an unrated player fits a band with no lower
    // bound). A band 1401-1600 never takes P2: his rating is not known to be 1401 or more.
    const Fixture f({{1, 5, "", 0, 2000}, {2, 4, "", 0, 0}, {3, 3, "", 0, 1500}});
    PrizeSettings out, in;
    in.unrated_in_bands = true;
    EXPECT_EQ(winners(allocate_prizes(f.event, f.st, list_of({place(1, 10000), band(0, 1600, 3000)}, out)), 2),
              std::vector<int>{3});
    EXPECT_EQ(winners(allocate_prizes(f.event, f.st, list_of({place(1, 10000), band(0, 1600, 3000)}, in)), 2),
              std::vector<int>{2});
    EXPECT_EQ(winners(allocate_prizes(f.event, f.st, list_of({place(1, 10000), band(1401, 1600, 3000)}, in)), 2),
              std::vector<int>{3});
}

TEST(PrizeAllocation, AWithdrawnPlayerWinsOnlyWhenTheEventSaysSo) {
    // P1 withdrew after round 3 but still stands first on points. 1st 100.00, 2nd 50.00.
    // Not eligible: 1st -> P2, 2nd -> P3. Eligible: 1st -> P1, 2nd -> P2.
    const Fixture f({{1, 5, "", 0, 1500, "", 3}, {2, 4}, {3, 3}});
    PrizeSettings no, yes;
    yes.withdrawn_eligible = true;
    const PrizeAllocation a = allocate_prizes(f.event, f.st, list_of({place(1, 10000), place(2, 5000)}, no));
    EXPECT_EQ(winners(a, 1), std::vector<int>{2});
    EXPECT_EQ(winners(a, 2), std::vector<int>{3});
    const PrizeAllocation b = allocate_prizes(f.event, f.st, list_of({place(1, 10000), place(2, 5000)}, yes));
    EXPECT_EQ(winners(b, 1), std::vector<int>{1});
    EXPECT_EQ(winners(b, 2), std::vector<int>{2});
}

TEST(PrizeAllocation, BestClubBySumOfItsBestKPlayers) {
    // Club A: P1 5, P5 1.5 -> best 2: 6.5.   Club B: P2 4, P3 3.5, P6 1 -> best 2: 7.5,
    // best 3: 8.5.   Club C: P4 3 alone.
    // Top 2: B 7.5 first, A 6.5 second (C has one player: not ranked). Top 3: only B has 3.
    const Fixture f({{1, 5, "", 0, 1500, "A"},
                     {2, 4, "", 0, 1500, "B"},
                     {3, 3.5, "", 0, 1500, "B"},
                     {4, 3, "", 0, 1500, "C"},
                     {5, 1.5, "", 0, 1500, "A"},
                     {6, 1, "", 0, 1500, "B"}});
    const PrizeAllocation a = allocate_prizes(f.event, f.st, list_of({club(2, 5000, 1), club(2, 3000, 2)}));
    ASSERT_EQ(a.awards.size(), 2u);
    EXPECT_EQ(a.awards[0].club, "B");
    EXPECT_EQ(a.awards[0].player, 0);
    EXPECT_EQ(a.awards[0].rule.english(), "a score of 7.5, the sum of its best 2 players");
    EXPECT_EQ(a.awards[1].club, "A");
    const PrizeAllocation b = allocate_prizes(f.event, f.st, list_of({club(3, 5000), club(4, 3000, 2)}));
    EXPECT_EQ(b.awards.size(), 1u);
    EXPECT_EQ(b.awards[0].club, "B");
    ASSERT_NE(not_awarded(b, 2), nullptr);
    EXPECT_EQ(not_awarded(b, 2)->reason.english(), "not awarded: no club has 4 players");
}

TEST(PrizeAllocation, ATeamMemberPrizeGoesToTheBestPlayerOnATeam) {
    // P2 and P3 play for a team; P1 does not. Best team member: P2.
    Fixture f({{1, 5}, {2, 4}, {3, 3}});
    f.event.teams.push_back({1, "T", "", "", 0, {2, 3}});
    Prize p;
    p.kind = PrizeKind::TeamMember;
    p.amount = 2000;
    EXPECT_EQ(winners(allocate_prizes(f.event, f.st, list_of({p})), 1), std::vector<int>{2});
}

TEST(PrizeAllocation, BadInputIsRefusedNamingTheField) {
    Message error;
    EXPECT_FALSE(parse_money("-500", "amount", error));
    EXPECT_EQ(error.english(), "amount: '-500' is negative; a prize is 0 or more");
    EXPECT_FALSE(parse_money("12.345", "amount", error));
    EXPECT_NE(error.english().find("amount: '12.345' is not an amount"), std::string::npos);
    EXPECT_EQ(parse_money("1 500,50", "amount", error), 150050);
    EXPECT_EQ(parse_money("500", "amount", error), 50000);
    EXPECT_FALSE(parse_prize_category("girls", error));
    EXPECT_NE(error.english().find("'girls' is not a category"), std::string::npos);
    int min = 0, max = 0;
    EXPECT_FALSE(parse_rating_band("16oo", min, max, error));
    EXPECT_NE(error.english().find("rating: '16oo' is not a rating band"), std::string::npos);
    ASSERT_TRUE(parse_rating_band("1601-1800", min, max, error));
    EXPECT_EQ(min, 1601);
    EXPECT_EQ(max, 1800);
    ASSERT_TRUE(parse_rating_band("1600", min, max, error));
    EXPECT_EQ(max, 1600);
    EXPECT_EQ(check_prize(band(1800, 1600, 100), {}).english(),
              "rating: the band 1800-1600 is reversed; the lower rating comes first");
    Prize negative = place(1, -500);
    EXPECT_EQ(check_prize(negative, {}).english(), "amount: 5 is negative; a prize is 0 or more");
    Prize nothing = place(1, 0);
    nothing.amount.reset();
    EXPECT_EQ(check_prize(nothing, {}).english(), "amount: a prize needs an amount or a name (a cup, a trophy)");
    Prize first = place(1, 100);
    first.number = 1;
    EXPECT_EQ(check_prize(place(1, 200), {first}).english(), "place: prize 1 is already that place (1)");
    // A form's fields (the desk, `damka prizes add`): each refusal names its field.
    EXPECT_FALSE(read_prize({.category = "", .amount = "500"}, error));
    EXPECT_EQ(error.english(), "place: give the place of a place prize, or a category");
    EXPECT_FALSE(read_prize({.category = "u12", .place = "0"}, error));
    EXPECT_EQ(error.english(), "place: '0' is not a place from 1 to 1000");
    EXPECT_FALSE(read_prize({.category = "club", .amount = "10", .club_top = "three"}, error));
    EXPECT_EQ(error.english(), "club: 'three' is not a number of players from 1 to 100");
    EXPECT_FALSE(read_prize({.category = "girls", .amount = "10"}, error));
    EXPECT_EQ(error.english().rfind("category: 'girls' is not a category", 0), 0u);
    EXPECT_FALSE(read_prize({.category = "rating", .amount = "10", .rating = "x"}, error));
    EXPECT_EQ(error.english().rfind("rating: 'x' is not a rating band", 0), 0u);
    const auto u12 = read_prize({.category = "U12", .place = "2", .amount = "12,50", .name = "medal"}, error);
    ASSERT_TRUE(u12);
    EXPECT_EQ(u12->kind, PrizeKind::Category);
    EXPECT_EQ(u12->category.age, 12);
    EXPECT_EQ(u12->place, 2);
    EXPECT_EQ(u12->amount, 1250);
    EXPECT_EQ(u12->name, "medal");
    EXPECT_FALSE(parse_shared_money("half", error));
    EXPECT_NE(error.english().find("shared: 'half'"), std::string::npos);
}

} // namespace
} // namespace damka::tournament
