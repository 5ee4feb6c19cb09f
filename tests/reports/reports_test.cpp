// Crosstables, standings and pairing lists rendered from hand-made events.
#include "tests/tournament/event_builder.hpp"
#include "reports/reports.hpp"

#include <gtest/gtest.h>

#include <map>

using namespace damka::tournament;
using namespace damka::tournament::test;
using namespace damka::reports;
using R = BoardResult;

namespace {

// The 6-player Swiss of tests/tournament/tiebreak_test.cpp: final order P1, P5, P2, P6, P4, P3.
EventData swiss_event() { return six_player_swiss({"BH-C1", "BH"}); }

} // namespace

// chess-results layout: cells name the opponent by start number (SNo column). P1 met P4 with
// white and won, P6 with black and won, P5 with white and drew, P3 with black and won; P2
// (black) lost round 4 by forfeit to P5; P3 had a half-point bye in round 3.
TEST(Crosstable, SwissRoundCells) {
    const EventData e = swiss_event();
    const Table t = crosstable(e, compute_standings(e, 4));
    // Rk, SNo, Name, Title, Rtg, FED, Club (issue 27: title and club), 4 rounds, Pts, 2 tie-breaks.
    ASSERT_EQ(t.header.size(), 7u + 4u + 1u + 2u);
    EXPECT_EQ(t.header[1], "SNo");
    EXPECT_EQ(t.header[3], "Title");
    EXPECT_EQ(t.header[6], "Club");
    EXPECT_EQ(t.header[7], "1.Rd");
    EXPECT_EQ(t.header[11], "Pts");
    EXPECT_EQ(t.header[12], "BH-C1"); // headed by code, as chess-results does
    EXPECT_EQ(t.header[13], "BH");
    const auto &p1 = t.rows[0];
    EXPECT_EQ(p1[2], "P1");
    EXPECT_EQ((std::vector<std::string>{p1[7], p1[8], p1[9], p1[10]}),
              (std::vector<std::string>{"4w1", "6b1", "5w\xc2\xbd", "3b1"}));
    EXPECT_EQ(p1[11], "3\xc2\xbd");
    EXPECT_EQ(t.rows[2][2], "P2");
    EXPECT_EQ(t.rows[2][10], "5b-"); // P2 had black on board 1 of round 4 (5-2)
    EXPECT_EQ(t.rows[1][10], "2w+"); // P5 (white) won round 4 by forfeit against P2
}

// Issue 14 defect 1: with shared ranks a cell pointing at "row 5" was ambiguous (two rows
// ranked 5). Every opponent a cell names must be exactly one row's SNo, and that row's cell
// of the same round must name this row back.
TEST(Crosstable, CellsNameEachOpponentUnambiguously) {
    EventData e = make_event(System::Swiss, 6, 2, {"BH"});
    game(e, 1, 1, 4, R::WhiteWin);
    game(e, 1, 5, 2, R::Draw);
    game(e, 1, 3, 6, R::Draw);
    game(e, 2, 2, 3, R::Draw);
    game(e, 2, 6, 1, R::Draw);
    game(e, 2, 4, 5, R::Draw);
    const Standings st = compute_standings(e, 2);
    const Table t = crosstable(e, st);
    std::map<std::string, int> rank_count;
    for (const auto &row : t.rows) ++rank_count[row[0]];
    bool shared = false;
    for (const auto &[rank, n] : rank_count) shared |= n > 1;
    ASSERT_TRUE(shared) << "the example must have shared ranks";
    ASSERT_EQ(t.header[1], "SNo");
    for (const auto &row : t.rows)
        for (size_t k = 7; k < 9; ++k) { // the round columns after Rk .. Club
            const std::string opp = row[k].substr(0, row[k].find_first_of("wb"));
            int matches = 0;
            for (const auto &other : t.rows)
                if (other[1] == opp) {
                    ++matches;
                    EXPECT_EQ(other[k].substr(0, other[k].find_first_of("wb")), row[1]) << row[k];
                }
            EXPECT_EQ(matches, 1) << row[2] << " round " << k - 6 << ": " << row[k];
        }
}

// Round robin: the square table with '*' on the diagonal and points against each column.
TEST(Crosstable, RoundRobinSquare) {
    EventData e = make_event(System::RoundRobin, 3, 3, {"SB"});
    game(e, 1, 1, 2, R::WhiteWin); // P1 1 : 0 P2
    game(e, 2, 3, 1, R::Draw); // P3 ½ : ½ P1
    game(e, 3, 2, 3, R::BlackForfeit); // P3 wins by forfeit
    const Table t = crosstable(e, compute_standings(e, 3));
    // P1 1½, P3 1½ (½ + forfeit win), P2 0. SB: P1 0x1 + 1½x½ = ¾; P3 1½x½ + 0x1 = ¾ -> shared.
    ASSERT_EQ(t.rows.size(), 3u);
    // Columns are headed by the start numbers of the rows, in row order: P1, P3, P2.
    // (after Rk, SNo, Name, Title, Rtg, FED, Club)
    EXPECT_EQ((std::vector<std::string>{t.header[7], t.header[8], t.header[9]}),
              (std::vector<std::string>{"1", "3", "2"}));
    const auto &first = t.rows[0];
    EXPECT_EQ(first[1], "1");
    EXPECT_EQ(first[2], "P1");
    EXPECT_EQ(first[7], "*");
    EXPECT_EQ(first[8], "\xc2\xbd");
    EXPECT_EQ(first[9], "1");
    EXPECT_EQ(t.rows[1][2], "P3");
    EXPECT_EQ(t.rows[1][8], "*");
    EXPECT_EQ(t.rows[1][9], "+");
    EXPECT_EQ(t.rows[2][7], "0");
    EXPECT_EQ(t.rows[2][8], "-");
    EXPECT_EQ(t.rows[0][0], "1");
    EXPECT_EQ(t.rows[1][0], "1");
}

TEST(Tables, CsvQuotesAndHtmlEscapes) {
    Table t;
    t.title = "A <b> & \"c\"";
    t.header = {"Name", "Pts"};
    t.numeric = {false, true};
    t.rows = {{"Sidorov, Pavel", "1"}, {"Say \"hi\"", "2"}};
    t.notes = {"TB1 BH: Buchholz"};
    EXPECT_EQ(render_csv(t), "Name,Pts\r\n\"Sidorov, Pavel\",1\r\n\"Say \"\"hi\"\"\",2\r\n");
    const std::string html = render_html(t);
    EXPECT_NE(html.find("A &lt;b&gt; &amp; &quot;c&quot;"), std::string::npos);
    EXPECT_NE(html.find("<td class=\"n\">1</td>"), std::string::npos);
    EXPECT_NE(html.find("<li>TB1 BH: Buchholz</li>"), std::string::npos);
    const std::string text = render_text(t);
    EXPECT_NE(text.find("Sidorov, Pavel    1"), std::string::npos) << text;
}

// Spreadsheets read decimals: a numeric cell's ½ is .5 in CSV; the text and HTML keep ½, and
// a text column (a crosstable cell "6w1½") is left as it is.
TEST(Tables, CsvWritesHalvesAsDecimals) {
    Table t;
    t.header = {"Name", "Pts", "1.Rd"};
    t.numeric = {false, true, false};
    t.rows = {{"A", "2\xc2\xbd", "6w\xc2\xbd"}, {"B", "\xc2\xbd", "1b1"}, {"C", "0.75", "-"}};
    EXPECT_EQ(render_csv(t), "Name,Pts,1.Rd\r\nA,2.5,6w\xc2\xbd\r\nB,0.5,1b1\r\nC,0.75,-\r\n");
    EXPECT_NE(render_text(t).find("2\xc2\xbd"), std::string::npos);
    EXPECT_NE(render_html(t).find(">2\xc2\xbd<"), std::string::npos);
}

TEST(Standings, LegendUnderTheTable) {
    const EventData e = swiss_event();
    const Table t = standings_table(e, compute_standings(e, 4));
    ASSERT_EQ(t.notes.size(), 3u);
    // Issue 14 defect 9: the C.07 edition is named (no start date: the text in force now).
    EXPECT_EQ(t.notes[0], "Tie-breaks: FIDE C.07 2026 text (in force from 1 Mar 2026), by the start date");
    EXPECT_EQ(t.notes[1].rfind("BH-C1: Buchholz Cut-1", 0), 0u) << t.notes[1];
    EXPECT_EQ(t.header[8], "BH-C1"); // columns headed by code, not TB1 (after Title and Club)
    EXPECT_EQ(t.rows[0][2], "P1");
}

TEST(Pairings, ByBoardAndByName) {
    const EventData e = swiss_event();
    const Table board = pairings_by_board(e, 3);
    ASSERT_EQ(board.rows.size(), 4u); // two games, two half-point byes
    EXPECT_EQ(board.rows[0][2], "P1");
    EXPECT_EQ(board.rows[0][3], "2"); // P1 had 2 points before round 3
    EXPECT_EQ(board.rows[2][4], "HPB");
    const Table names = pairings_alphabetical(e, 3);
    ASSERT_EQ(names.rows.size(), 6u);
    EXPECT_EQ(names.rows[0][0], "P1");
    EXPECT_EQ(names.rows[0][4], "white");
}

// Issue 14 defect 7: alphabetical lists in collation order, not code point order (U+0401 Ё
// comes before U+0410 А): Андреева, Ёлкин, Жуков.
TEST(Pairings, AlphabeticalListUsesCollation) {
    EventData e = make_event(System::Swiss, 4, 1, {"BH"});
    e.players[0].name = "\xd0\x81лкин"; // Ёлкин
    e.players[1].name = "Жуков";
    e.players[2].name = "Андреева";
    e.players[3].name = "Борисов";
    game(e, 1, 1, 3, R::WhiteWin);
    game(e, 1, 4, 2, R::Draw);
    const Table t = pairings_alphabetical(e, 1);
    ASSERT_EQ(t.rows.size(), 4u);
    EXPECT_EQ((std::vector<std::string>{t.rows[0][0], t.rows[1][0], t.rows[2][0], t.rows[3][0]}),
              (std::vector<std::string>{"Андреева", "Борисов", "\xd0\x81лкин", "Жуков"}));
}

// Issue 14 item 11: standings while a round is still being played said nothing about it.
TEST(Standings, UnfinishedRoundIsNamedUnderTheTitle) {
    EventData e = make_event(System::Swiss, 4, 2, {"BH"});
    game(e, 1, 1, 3, R::WhiteWin);
    game(e, 1, 2, 4, R::Draw);
    game(e, 2, 4, 1, R::Pending);
    game(e, 2, 3, 2, R::BlackWin);
    const Standings st = compute_standings(e, completed_rounds(e));
    ASSERT_EQ(st.after_round, 1);
    const Table t = standings_table(e, st);
    ASSERT_FALSE(t.subtitle.empty());
    EXPECT_EQ(t.subtitle.back(),
              "Round 2 is not finished (1 of 2 boards without a result): these are the standings after round 1.");
    EXPECT_EQ(crosstable(e, st).subtitle.back(), t.subtitle.back());
    EXPECT_TRUE(progress_lines(swiss_event(), compute_standings(swiss_event(), 4)).empty());
}

// Issue 14 item 11: the page said lang="en" for Russian names; Cyrillic text is marked.
TEST(Tables, HtmlMarksCyrillicTextAsRussian) {
    Table t;
    t.title = "Кубок";
    t.header = {"Name"};
    t.numeric = {false};
    t.rows = {{"Иванов"}, {"Smith"}};
    const std::string html = render_html(t);
    EXPECT_NE(html.find("<html lang=\"en\">"), std::string::npos);
    EXPECT_NE(html.find("<h1 lang=\"ru\">Кубок</h1>"), std::string::npos) << html;
    EXPECT_NE(html.find("<td lang=\"ru\">Иванов</td>"), std::string::npos) << html;
    EXPECT_NE(html.find("<td>Smith</td>"), std::string::npos) << html;
}

// Issue 14 item 11: knockout tables showed DE/SB/KS columns that decide nothing and colour
// letters for matches whose games alternate colours.
TEST(Crosstable, KnockoutHasNoTieBreakColumnsNorColours) {
    EventData e = make_event(System::Knockout, 4, 2, {"DE", "SB", "KS"});
    game(e, 1, 1, 4, R::WhiteWin);
    game(e, 1, 2, 3, R::BlackWin);
    game(e, 2, 1, 3, R::WhiteWin);
    const Standings st = compute_standings(e, 2);
    EXPECT_TRUE(st.codes.empty());
    const Table t = crosstable(e, st);
    EXPECT_EQ(t.header,
              (std::vector<std::string>{"Rk", "SNo", "Name", "Title", "Rtg", "FED", "Club", "1.Rd", "2.Rd", "Pts"}));
    EXPECT_EQ(t.rows[0][2], "P1");
    EXPECT_EQ(t.rows[0][7], "4 (1)");
    EXPECT_EQ(t.rows[0][8], "3 (1)");
    const Table s = standings_table(e, st);
    EXPECT_EQ(s.header.back(), "Pts");
    EXPECT_EQ(s.notes.back(), "Knockout: ranked by the round reached; players out in the same round share a rank.");
}

// A knockout of 4 with a match for third place: round 1 1-4 1-0, 2-3 0-1; round 2 the final
// 1-3 on board 1 and the semi-finals' losers 4-2 on board 2 (4 lost the upper semi-final, so
// has White). The pairing list names board 2; the standings legend says how 3rd/4th are
// decided; 4-2 0-1 ranks 2 third and 4 fourth.
TEST(PairingList, KnockoutNamesTheMatchForThirdPlace) {
    EventData e = make_event(System::Knockout, 4, 2, {});
    e.info.third_place_match = true;
    game(e, 1, 1, 4, R::WhiteWin);
    game(e, 1, 2, 3, R::BlackWin);
    game(e, 2, 1, 3, R::WhiteWin);
    game(e, 2, 4, 2, R::BlackWin);
    const Table board = pairings_by_board(e, 2);
    ASSERT_EQ(board.notes.size(), 1u);
    EXPECT_EQ(board.notes[0], "Board 2: the match for third place");
    const Standings st = compute_standings(e, 2);
    std::vector<std::pair<int, int>> ranks;
    for (const StandingRow &row : st.rows) ranks.emplace_back(row.player, row.rank);
    EXPECT_EQ(ranks, (std::vector<std::pair<int, int>>{{1, 1}, {3, 2}, {2, 3}, {4, 4}}));
    EXPECT_EQ(standings_table(e, st).notes.back(),
              "Knockout: ranked by the round reached, third and fourth place by the match for third place; players out "
              "in the same round share a rank.");
}
