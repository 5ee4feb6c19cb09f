// Issue 45 §3 end to end: `damka prizes add|list|settings|show|remove` on a played round, the
// allocation worked out by hand below, in English and Russian, text and CSV; bad input refused
// naming the field with exit code 3; the standings' legend naming the prize rules.
#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"
#include "tests/support/event_csv.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using damka::testing::csv_rows;
using damka::testing::has;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;

// Four players, one Swiss round ranked by ARO:
//   1 Anna  F 1900 born 1990 club A      2 Boris M 1800 born 2015 club A
//   3 Vera  F 1700 born 2016 club B      4 Gleb  M 1600 born 1960 club B
// Round 1 (Dutch, start-number halves): board 1 Anna - Vera 1-0, board 2 Gleb - Boris 1/2.
// Standings: 1 Anna 1; Gleb and Boris ½ each — ARO: Gleb met Boris (1800), Boris met Gleb
// (1600), so 2 Gleb, 3 Boris; 4 Vera 0.
std::string played_event(QTemporaryDir &dir) {
    const std::string db = dir.filePath(QStringLiteral("open.db")).toStdString();
    EXPECT_EQ(run_damka("event create --db " + db + " --name Open --from 2026-05-01 --rounds 1 --tiebreaks ARO").code,
              0);
    for (const char *p :
         {"Anna --sex F --rating 1900 --born 1990 --club A", "Boris --sex M --rating 1800 --born 2015 --club A",
          "Vera --sex F --rating 1700 --born 2016 --club B", "Gleb --sex M --rating 1600 --born 1960 --club B"})
        EXPECT_EQ(run_damka("player add --db " + db + " " + p).code, 0);
    EXPECT_TRUE(says(run_damka("round pair --db " + db), "board 1: Anna (1) - Vera (3)"));
    EXPECT_EQ(run_damka("round publish --db " + db).code, 0);
    EXPECT_EQ(run_damka("result set --db " + db + " 1 1-0").code, 0);
    EXPECT_EQ(run_damka("result set --db " + db + " 2 1/2").code, 0);
    return db;
}

} // namespace

TEST(CliPrizes, AllocationOfPlaceAndCategoryPrizesWorkedByHand) {
    QTemporaryDir dir;
    const std::string db = played_event(dir);
    // The list, numbered as added.
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --place 1 --amount 100 --name cup"), "prize 1 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --place 2 --amount 60"), "prize 2 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --women --amount 40"), "prize 3 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --under 12 --amount 30"), "prize 4 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --rating 1650 --amount 25"), "prize 5 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --senior 65 --amount 20"), "prize 6 added"));
    EXPECT_TRUE(says(run_damka("prizes add --db " + db + " --club-top 2 --amount 10"), "prize 7 added"));
    EXPECT_TRUE(says(run_damka("prizes settings --db " + db + " --shared hort --currency EUR"),
                     "shared prizes: by tie-breaks -> Hort system"));

    // The larger first, one prize per player:
    //   100 1st place -> Anna;  60 2nd place -> Gleb (rank 2);
    //   40 best woman: Anna holds a larger prize -> Vera;
    //   30 U12 (born 2014 or later): Boris (2015), rank 3;
    //   25 rating up to 1650: only Gleb qualifies and he holds 60 -> not awarded;
    //   20 S65 (born 1961 or earlier): Gleb again -> not awarded;
    //   10 best club by its best 2: A = 1 + ½ = 1.5, B = ½ + 0 = 0.5 -> A.
    // Hort: Gleb and Boris are tied on ½, but Boris holds a category prize, so Gleb shares with
    // nobody and keeps the whole 60.
    const auto shown = run_damka("prizes show --db " + db + " --format csv");
    ASSERT_EQ(shown.code, 0) << shown.out;
    const auto rows = csv_rows(shown.out);
    // Prize, Rk, SNo, Name, Club, Pts, Amount, Rule
    auto row_of = [&](const std::string &prize) -> std::vector<std::string> {
        for (const auto &r : rows)
            if (!r.empty() && r[0] == prize) return r;
        return {};
    };
    EXPECT_EQ(row_of("1st place - cup").at(3), "Anna");
    EXPECT_EQ(row_of("1st place - cup").at(6), "100.00 EUR");
    EXPECT_EQ(row_of("2nd place").at(3), "Gleb");
    EXPECT_EQ(row_of("2nd place").at(6), "60.00 EUR");
    EXPECT_EQ(row_of("best woman").at(3), "Vera");
    EXPECT_EQ(row_of("best woman").at(7), "rank 4; one prize per player: Anna (1) above took a larger prize");
    EXPECT_EQ(row_of("best under 12").at(3), "Boris");
    EXPECT_EQ(row_of("best with rating up to 1650").at(7),
              "not awarded: everyone who qualifies has a larger prize (one prize per player)");
    EXPECT_EQ(row_of("best aged 65 or older").at(3), "-");
    EXPECT_EQ(row_of("best club (its best 2)").at(3), "A");
    // (a rule with a comma is quoted, RFC 4180; csv_rows does not read quotes)
    EXPECT_TRUE(has(shown, ",\"a score of 1.5, the sum of its best 2 players\""));

    // Without the U12 prize Boris holds nothing: Gleb and Boris, tied on ½, share the 2nd
    // place's 60 by the Hort system — Gleb keeps 30, the other 30 is a pot of two: 15 each.
    // Gleb 45, Boris 15.
    EXPECT_TRUE(says(run_damka("prizes remove --db " + db + " 4"), "prize 4 removed"));
    const auto hort = run_damka("prizes show --db " + db + " --format csv");
    const auto hort_rows = csv_rows(hort.out);
    bool boris_share = false;
    for (const auto &r : hort_rows) {
        if (!r.empty() && r[0] == "2nd place") EXPECT_EQ(r.at(6), "45.00 EUR");
        if (!r.empty() && r[0] == "share of the tied places") {
            EXPECT_EQ(r.at(3), "Boris");
            EXPECT_EQ(r.at(6), "15.00 EUR");
            boris_share = true;
        }
    }
    EXPECT_TRUE(boris_share) << hort.out;

    // In Russian, for the ceremony (`prizes` alone is `prizes show`).
    const auto ru = run_damka("prizes --db " + db + " --lang ru");
    EXPECT_TRUE(says(ru, "Open — призы после тура 1"));
    EXPECT_TRUE(has(ru, "1-е место — cup"));
    EXPECT_TRUE(has(ru, "лучшая женщина"));
    EXPECT_TRUE(has(ru, "45,00 EUR"));
    EXPECT_TRUE(has(ru, "система Хорта"));
    EXPECT_TRUE(has(ru, "лучший в возрасте 65 лет и старше"));
    // The list, and the rules under the standings.
    EXPECT_TRUE(says(run_damka("prizes list --db " + db), "6  best club (its best 2)"));
    EXPECT_TRUE(says(run_damka("standings --db " + db),
                     "Prizes: one per player, the larger first (equal amounts: the one listed first); place money of "
                     "players tied on points: by the Hort system"));
}

TEST(CliPrizes, BadInputIsRefusedNamingTheField) {
    QTemporaryDir dir;
    const std::string db = played_event(dir);
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --place 1 --amount -500"),
                        "damka: amount: '-500' is negative; a prize is 0 or more"));
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --category girls --amount 5"),
                        "damka: category: 'girls' is not a category"));
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --rating 1800-1600 --amount 5"),
                        "damka: rating: the band 1800-1600 is reversed; the lower rating comes first"));
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --rating 16oo --amount 5"),
                        "damka: rating: '16oo' is not a rating band"));
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --women --under 12 --amount 5"),
                        "damka: prize: give one category"));
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --amount 5"),
                        "damka: place: give the place of a place prize, or a category"));
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --place first --amount 5"),
                        "damka: place: 'first' is not a place from 1 to 1000"));
    EXPECT_TRUE(refused(run_damka("prizes add --db " + db + " --club-top 0 --amount 5"),
                        "damka: club: '0' is not a number of players from 1 to 100"));
    EXPECT_TRUE(refused(run_damka("prizes settings --db " + db + " --shared half"),
                        "damka: shared: 'half' is not a way of sharing prizes"));
    EXPECT_TRUE(refused(run_damka("prizes settings --db " + db + " --unrated maybe"),
                        "damka: --unrated: 'maybe' is not yes or no"));
    EXPECT_TRUE(refused(run_damka("prizes remove --db " + db + " 1"), "damka: prize: the event has no prizes"));
    const auto code = run_damka("prizes add --db " + db + " --place 1 --amount -500").code;
    EXPECT_EQ(code, 3);
    // Nothing was stored: no list, no rules under the standings.
    EXPECT_FALSE(has(run_damka("standings --db " + db), "Prizes:"));
}
