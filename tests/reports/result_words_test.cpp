// Issue 44 §4: byes and results in the words a Russian arbiter uses («пропуск тура», «+/−») on
// Russian tables, the FIDE code (C.04.1) only in the legend; the English tables keep the codes.
#include "tests/tournament/event_builder.hpp"
#include "reports/reports.hpp"
#include "reports/result_words.hpp"

#include <gtest/gtest.h>

#include <algorithm>

using namespace damka::tournament;
using namespace damka::tournament::test;
using namespace damka::reports;

namespace {

bool has_note(const Table &t, const std::string &text) {
    return std::any_of(t.notes.begin(), t.notes.end(),
                       [&](const std::string &n) { return n.find(text) != std::string::npos; });
}

bool in_cells(const Table &t, const std::string &text) {
    for (const auto &row : t.rows)
        if (std::find(row.begin(), row.end(), text) != row.end()) return true;
    return false;
}

} // namespace

// Round 3 of the six-player Swiss: P3 and P4 had half-point byes; round 4: 5-2 won by forfeit.
TEST(ResultWords, RussianPairingsSayTheByeAndTheForfeitInWords) {
    const EventData e = six_player_swiss({"BH"});
    const Table round3 = pairings_by_board(e, 3, Language::Russian);
    EXPECT_TRUE(in_cells(round3, "пропуск тура по заявке (ничья)"));
    EXPECT_FALSE(in_cells(round3, "HPB"));
    EXPECT_TRUE(has_note(round3, "Коды ФИДЕ (C.04.1): пропуск тура по заявке (ничья) — HPB"));
    EXPECT_TRUE(in_cells(pairings_by_board(e, 4, Language::Russian), "+/\xe2\x88\x92")); // U+2212 minus
    EXPECT_TRUE(in_cells(pairings_alphabetical(e, 3, Language::Russian), "пропуск тура по заявке (ничья)"));
    // English: the FIDE codes and the results as entered, as before; no legend for them.
    const Table english = pairings_by_board(e, 3);
    EXPECT_TRUE(in_cells(english, "HPB"));
    EXPECT_FALSE(has_note(english, "FIDE codes"));
    EXPECT_TRUE(in_cells(pairings_by_board(e, 4), "+-"));
}

TEST(ResultWords, RussianCrosstableCellsAndTheirLegend) {
    const EventData e = six_player_swiss({"BH"});
    const Table ru = crosstable(e, compute_standings(e, 4), Language::Russian);
    EXPECT_TRUE(in_cells(ru, "пз\xc2\xbd")); // P3's round 3: a half-point bye
    EXPECT_FALSE(in_cells(ru, "HPB\xc2\xbd"));
    EXPECT_TRUE(has_note(ru, "пз — пропуск тура по заявке (HPB, FPB, ZPB)"));
    EXPECT_TRUE(in_cells(crosstable(e, compute_standings(e, 4)), "HPB\xc2\xbd"));
    EXPECT_EQ(bye_cell(ByeKind::PAB, Language::Russian), "пр");
    EXPECT_EQ(bye_words(ByeKind::PAB, Language::Russian), "пропуск тура");
    EXPECT_EQ(result_words(BoardResult::Draw, Language::Russian), "\xc2\xbd-\xc2\xbd");
    EXPECT_EQ(result_words(BoardResult::BlackForfeit, Language::English), "-+");
}
