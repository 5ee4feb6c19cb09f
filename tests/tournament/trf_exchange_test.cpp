// TRF export -> import -> export of every event kind: the same text twice, and the imported
// event's standings are the hand-computed ones. Events are built as data (event_builder.hpp)
// so the test does not depend on a pairing engine.
#include "event_builder.hpp"
#include "tournament/service/event_store.hpp"
#include "tournament/model/standings.hpp"
#include "tournament/exchange/trf_exchange.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sstream>
#include <tuple>

using namespace damka::tournament;
using namespace damka::tournament::test;
using R = damka::tournament::BoardResult;

namespace {

RoundGame &add(EventData &e, int round, int board, int game_no, int white, int black, R result) {
    Round &r = e.rounds[size_t(round - 1)];
    RoundGame g;
    g.round = round;
    g.board = board;
    g.game_no = game_no;
    g.white = white;
    g.black = black;
    g.result = result;
    r.games.push_back(g);
    return r.games.back();
}

void points(RoundGame &g, int w, int b) { g.white_points = w, g.black_points = b; }
void balls(RoundGame &g, int w, int b) { g.white_tiebreak = w, g.black_tiebreak = b; }

using Row = std::tuple<int, int, double>; // player, rank, score

std::vector<Row> rows(const Standings &st) {
    std::vector<Row> out;
    for (const StandingRow &r : st.rows) out.emplace_back(r.player, r.rank, r.score);
    return out;
}

// Exports `e`, imports the text into a new database, exports that: returns both texts and the
// imported event's standings.
struct RoundTrip {
    std::string first, second;
    Standings imported;
    EventData data;
};
RoundTrip round_trip(const EventData &e, QTemporaryDir &dir) {
    RoundTrip out;
    const int after = int(e.rounds.size());
    auto text = export_trf(e, after);
    EXPECT_TRUE(text) << text.error();
    if (!text) return out;
    out.first = *text;
    auto ev = import_trf(dir.filePath(QStringLiteral("imported.db")), out.first, {});
    EXPECT_TRUE(ev) << ev.error();
    if (!ev) return out;
    out.data = ev->data();
    out.imported = ev->standings();
    auto again = export_trf(out.data, after);
    EXPECT_TRUE(again) << again.error();
    if (again) out.second = *again;
    return out;
}

// The error of importing `text` into a new database `name` ("imported" when it succeeds).
std::string import_error(QTemporaryDir &dir, const char *name, const std::string &text,
                         const TrfImportOptions &o = {}) {
    auto ev = import_trf(dir.filePath(QString::fromLatin1(name)), text, o);
    return ev ? std::string("imported") : ev.error();
}

bool has_line(const std::string &text, const std::string &line) {
    return ("\n" + text).find("\n" + line + "\n") != std::string::npos;
}

} // namespace

// Knockout, matches of 2 games (colours reversed), tie-break games when a match is tied.
// Players 1..4 (ratings 2000 1900 1800 1700).
//   Round 1 board 1: 1-4 1-0, 4-1 1/2           -> 1 wins 1.5:0.5
//           board 2: 2-3 0-1, 3-2 0-1, 2-3 1-0  -> tied 1:1, tie-break game 3: 2 wins 2:1
//   Round 2 (final): 1-2 1/2, 2-1 1/2, 1-2 0-1  -> 2 wins 2:1
// Each round takes 3 TRF round columns (its longest match has 3 games): XXR 6.
// Points (all games): 1: 1 + 0.5 + 0.5 + 0.5 + 0 = 2.5; 2: 0 + 1 + 1 + 0.5 + 0.5 + 1 = 4;
// 3: 1 + 0 + 0 = 1; 4: 0 + 0.5 = 0.5. Rank by round reached: 2 champion (1st), 1 finalist
// (2nd), 3 and 4 out in round 1 share 3rd.
TEST(TrfExchange, KnockoutWithTwoGameMatchesAndTieBreakGamesRoundTrips) {
    EventData e = make_event(System::Knockout, 4, 2, {});
    e.info.games_per_pairing = 2;
    add(e, 1, 1, 1, 1, 4, R::WhiteWin);
    add(e, 1, 1, 2, 4, 1, R::Draw);
    add(e, 1, 2, 1, 2, 3, R::BlackWin);
    add(e, 1, 2, 2, 3, 2, R::BlackWin);
    add(e, 1, 2, 3, 2, 3, R::WhiteWin);
    add(e, 2, 1, 1, 1, 2, R::Draw);
    add(e, 2, 1, 2, 2, 1, R::Draw);
    add(e, 2, 1, 3, 1, 2, R::BlackWin);
    QTemporaryDir dir;
    const RoundTrip t = round_trip(e, dir);
    EXPECT_EQ(t.first, t.second);
    EXPECT_TRUE(has_line(t.first, "XXR 6")) << t.first;
    EXPECT_TRUE(has_line(t.first, "### damka columns 1 1 1 2 2 2")) << t.first;
    EXPECT_TRUE(has_line(t.first, "### damka game 1 2 3 2 3 1-0")) << t.first;
    // Player 1's record: 2.5 points, rank 2; round 1 games 1-2 then an empty column, the final.
    EXPECT_NE(t.first.find(" 2.5    2     4 w 1     4 b =  0000 - Z     2 w =     2 b =     2 w 0"), std::string::npos)
        << t.first;
    EXPECT_EQ(t.data.info.system, System::Knockout);
    EXPECT_EQ(t.data.info.games_per_pairing, 2);
    EXPECT_EQ(rows(t.imported), (std::vector<Row>{{2, 1, 4.0}, {1, 2, 2.5}, {3, 3, 1.0}, {4, 3, 0.5}}));
}

// Knockout of 4 (players 1..4 rated 2000..1700) with a match for third place.
//   Round 1: 1-4 1-0, 2-3 1-0.   Round 2: final 1-2 0-1; third place 4-3 1-0 (the upper
//   semi-final's loser, 4, has White). Ranks: 2 champion, 1 finalist, 4 third, 3 fourth.
TEST(TrfExchange, KnockoutWithAMatchForThirdPlaceRoundTrips) {
    EventData e = make_event(System::Knockout, 4, 2, {});
    e.info.third_place_match = true;
    add(e, 1, 1, 1, 1, 4, R::WhiteWin);
    add(e, 1, 2, 1, 2, 3, R::WhiteWin);
    add(e, 2, 1, 1, 1, 2, R::BlackWin);
    add(e, 2, 2, 1, 4, 3, R::WhiteWin);
    QTemporaryDir dir;
    const RoundTrip t = round_trip(e, dir);
    EXPECT_EQ(t.first, t.second);
    EXPECT_NE(t.first.find("third-place=yes"), std::string::npos) << t.first;
    EXPECT_NE(t.first.find("with a match for third place"), std::string::npos) << t.first;
    EXPECT_TRUE(t.data.info.third_place_match);
    EXPECT_EQ(rows(t.imported), (std::vector<Row>{{2, 1, 2.0}, {1, 2, 1.0}, {4, 3, 1.0}, {3, 4, 0.0}}));
}

// Micro-match Swiss (2 games a pairing, colours reversed, one opening for both), 1-1/2-0.
//   Round 1: 1-2 1-0, 2-1 1/2; 3-4 0-1, 4-3 0-1; 5 PAB (1 point).
//   Round 2: 5-1 1/2, 1-5 1-0; 4-2 1-0, 2-4 1/2; 3 HPB (0.5).
// Points: 1: 1 + 0.5 + 0.5 + 1 = 3; 2: 0 + 0.5 + 0 + 0.5 = 1; 3: 0 + 1 + 0.5 = 1.5;
// 4: 1 + 0 + 1 + 0.5 = 2.5; 5: 1 + 0.5 + 0 = 1.5. No tie-breaks: 3 and 5 share 3rd.
TEST(TrfExchange, MicroMatchSwissKeepsGameAndMatchScoresOpeningsAndPdn) {
    EventData e = make_event(System::Swiss, 5, 2, {});
    e.info.rounds = 5;
    e.info.games_per_pairing = 2;
    e.info.openings = {"c3-d4 f6-g5", "a3-b4 b6-a5"};
    for (int g = 1; g <= 2; ++g) {
        add(e, 1, 1, g, g == 1 ? 1 : 2, g == 1 ? 2 : 1, g == 1 ? R::WhiteWin : R::Draw).opening = "c3-d4 f6-g5";
        add(e, 1, 2, g, g == 1 ? 3 : 4, g == 1 ? 4 : 3, R::BlackWin).opening = "a3-b4 b6-a5";
    }
    bye(e, 1, 5, ByeKind::PAB);
    add(e, 2, 1, 1, 5, 1, R::Draw).pdn = "[Event \"Club \\ cup\"]\n1. c3-d4 f6-g5 1/2-1/2";
    add(e, 2, 1, 2, 1, 5, R::WhiteWin);
    add(e, 2, 2, 1, 4, 2, R::WhiteWin);
    add(e, 2, 2, 2, 2, 4, R::Draw);
    bye(e, 2, 3, ByeKind::HPB);
    e.future_byes.push_back({4, 2, ByeKind::HPB}); // requested ahead: TRF-26 240, column 7
    QTemporaryDir dir;
    const RoundTrip t = round_trip(e, dir);
    EXPECT_EQ(t.first, t.second);
    EXPECT_TRUE(has_line(t.first, "XXR 10")) << t.first;
    EXPECT_TRUE(has_line(t.first, "240 H 007    2")) << t.first;
    EXPECT_TRUE(has_line(t.first, "### damka opening \"c3-d4 f6-g5\"")) << t.first;
    EXPECT_EQ(rows(t.imported), (std::vector<Row>{{1, 1, 3.0}, {4, 2, 2.5}, {3, 3, 1.5}, {5, 3, 1.5}, {2, 5, 1.0}}));
    ASSERT_EQ(t.data.rounds.size(), 2u);
    EXPECT_EQ(t.data.rounds[1].games[0].pdn, "[Event \"Club \\ cup\"]\n1. c3-d4 f6-g5 1/2-1/2");
    EXPECT_EQ(t.data.rounds[0].games[0].opening, "c3-d4 f6-g5");
    EXPECT_EQ(t.data.info.openings, e.info.openings);
    ASSERT_EQ(t.data.future_byes.size(), 1u);
    EXPECT_EQ(t.data.future_byes[0].round, 4);
    // The match result (1 beat 2 1.5:0.5) is kept as well as the game scores.
    const PlayerRecord *one = t.imported.record(1);
    ASSERT_TRUE(one);
    EXPECT_EQ(one->rounds[0].kind, EntryKind::Win);
    EXPECT_DOUBLE_EQ(one->rounds[0].points, 1.5);
}

// Adiukh with the variant's own points (17:7 wins, 12:12 draws); a forfeit scores the event's
// win (1). Round 1: 1-2 1-0 17:7, 3-4 1/2 12:12. Round 2: 2-3 0-1 10:14, 4-1 +- (forfeit).
// Points: 1: 17 + 0 = 17; 2: 7 + 10 = 17; 3: 12 + 14 = 26; 4: 12 + 1 = 13.
TEST(TrfExchange, AdiukhVariantPointsRoundTrip) {
    EventData e = make_event(System::Swiss, 4, 2, {});
    e.info.variant = "adiukh";
    e.info.scoring = *parse_scoring("variant");
    e.info.rounds = 3;
    points(add(e, 1, 1, 1, 1, 2, R::WhiteWin), 17, 7);
    points(add(e, 1, 2, 1, 3, 4, R::Draw), 12, 12);
    points(add(e, 2, 1, 1, 2, 3, R::BlackWin), 10, 14);
    add(e, 2, 2, 1, 4, 1, R::WhiteForfeit);
    QTemporaryDir dir;
    const RoundTrip t = round_trip(e, dir);
    EXPECT_EQ(t.first, t.second);
    EXPECT_TRUE(has_line(t.first, "### damka game 1 1 1 1 2 1-0 points=17:7")) << t.first;
    EXPECT_NE(t.first.find(" 26.0    1     4 w =     2 b 1"), std::string::npos) << t.first;
    EXPECT_TRUE(t.data.info.scoring.variant_points);
    EXPECT_EQ(t.data.info.variant, "adiukh");
    EXPECT_EQ(rows(t.imported), (std::vector<Row>{{3, 1, 26.0}, {1, 2, 17.0}, {2, 2, 17.0}, {4, 4, 13.0}}));
}

// Ashtarashki 2:0 with balls 9:6, ranked by points then VTB (balls scored).
// Round 1: 1-2 1-0 2:0 balls 9:6; 3-4 0-1 0:2 balls 4:9. Round 2: 1-4 1/2 1:1 balls 8:7;
// 2-3 1-0 2:0 balls 9:3. Points: 1: 3, 4: 3, 2: 2, 3: 0. Balls: 1: 9 + 8 = 17, 4: 9 + 7 = 16.
TEST(TrfExchange, AshtarashkiPointsWithBallsRoundTrip) {
    EventData e = make_event(System::Swiss, 4, 2, {"VTB"});
    e.info.variant = "ashtarashki";
    e.info.scoring = *parse_scoring("variant");
    RoundGame &a = add(e, 1, 1, 1, 1, 2, R::WhiteWin);
    points(a, 2, 0), balls(a, 9, 6);
    RoundGame &b = add(e, 1, 2, 1, 3, 4, R::BlackWin);
    points(b, 0, 2), balls(b, 4, 9);
    RoundGame &c = add(e, 2, 1, 1, 1, 4, R::Draw);
    points(c, 1, 1), balls(c, 8, 7);
    RoundGame &d = add(e, 2, 2, 1, 2, 3, R::WhiteWin);
    points(d, 2, 0), balls(d, 9, 3);
    QTemporaryDir dir;
    const RoundTrip t = round_trip(e, dir);
    EXPECT_EQ(t.first, t.second);
    EXPECT_TRUE(has_line(t.first, "### damka game 1 1 1 1 2 1-0 points=2:0 tiebreak=9:6")) << t.first;
    EXPECT_EQ(t.data.info.tiebreaks, std::vector<std::string>{"VTB"});
    EXPECT_EQ(rows(t.imported), (std::vector<Row>{{1, 1, 3.0}, {4, 2, 3.0}, {2, 3, 2.0}, {3, 4, 0.0}}));
}

// A Damka file whose 001 records disagree with its game lines is refused, naming the player
// and the round column; so is a points field that disagrees with the games.
TEST(TrfExchange, ImportRefusesCellsThatDisagreeWithTheGameLines) {
    EventData e = make_event(System::Swiss, 2, 1, {});
    add(e, 1, 1, 1, 1, 2, R::WhiteWin);
    auto text = export_trf(e, 1);
    ASSERT_TRUE(text) << text.error();
    QTemporaryDir dir;
    std::string bad = *text;
    const size_t cell = bad.find("    2 w 1");
    ASSERT_NE(cell, std::string::npos) << bad;
    bad.replace(cell, 9, "    2 w =");
    std::string refused = import_error(dir, "a.db", bad);
    EXPECT_NE(refused.find("player 1: round column 1"), std::string::npos) << refused;

    bad = *text;
    const size_t pts = bad.find(" 1.0    1");
    ASSERT_NE(pts, std::string::npos) << bad;
    bad.replace(pts, 9, " 0.5    1");
    refused = import_error(dir, "b.db", bad);
    EXPECT_NE(refused.find("player 1: the 001 points field says 0.5, the games give 1"), std::string::npos) << refused;

    bad = *text;
    const std::string game = "### damka game 1 1 1 1 2 1-0";
    bad.replace(bad.find(game), game.size(), "### damka game 1 1 1 1 2 2-0");
    refused = import_error(dir, "c.db", bad);
    EXPECT_NE(refused.find("(### damka game): result '2-0'"), std::string::npos) << refused;

    TrfImportOptions knockout;
    knockout.system = System::Knockout;
    refused = import_error(dir, "d.db", *text, knockout);
    EXPECT_NE(refused.find("the file is a swiss event, not knockout"), std::string::npos) << refused;
    EXPECT_EQ(import_error(dir, "e.db", *text), "imported");
}

// Issue 14 defect 10: an empty or random file was refused as "rounds: must be at least 1".
TEST(TrfExchange, ImportOfANonTrfFileSaysSo) {
    QTemporaryDir dir;
    for (const std::string &text :
         {std::string(), std::string("\n \n"), std::string("Lorem ipsum dolor sit amet\nconsectetur\n"),
          std::string("\x89PNG\r\n\x1a\n", 8)}) {
        auto ev = import_trf(dir.filePath(QStringLiteral("x.db")), text, {});
        ASSERT_FALSE(ev);
        EXPECT_EQ(ev.error().rfind("not a TRF file", 0), 0u) << ev.error();
    }
}

// Found running the second real event (issue 27): a Russian title ("МГ", "КМС" in the players'
// CSV) went into the 001 title field, columns 11-13, where only ASCII codes stand; Damka's own
// reader then refused the exported file ("a character outside ASCII outside the name"). The
// title now goes whole on the player line, the 001 field stays blank, and the file reads back.
TEST(TrfExchange, ANationalTitleInCyrillicRoundTrips) {
    EventData e = six_player_swiss({"BH"});
    e.players[0].title = "\xd0\x9a\xd0\x9c\xd0\xa1"; // КМС
    e.players[1].title = "\xd0\x9c\xd0\x93"; // МГ
    e.players[2].title = "GMI";
    QTemporaryDir dir;
    const RoundTrip rt = round_trip(e, dir);
    ASSERT_FALSE(rt.first.empty());
    EXPECT_EQ(rt.first, rt.second);
    EXPECT_EQ(rt.data.players[0].title, "\xd0\x9a\xd0\x9c\xd0\xa1");
    EXPECT_EQ(rt.data.players[1].title, "\xd0\x9c\xd0\x93");
    EXPECT_EQ(rt.data.players[2].title, "GMI");
    std::istringstream lines(rt.first);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("001", 0) == 0) {
            for (unsigned char c : line.substr(0, 14)) EXPECT_LT(c, 0x80) << line;
        }
}
