// The event service end to end on an SQLite file: registration, late entries, byes,
// pairing (manual and engine), publishing, results, corrections, undo, and the audit log.
#include "storage/audit_log.hpp"
#include "tournament/exchange/player_csv.hpp"
#include "tournament/service/event.hpp"
#include "core/plugin_registry.hpp"

#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>

using namespace damka::tournament;
using damka::Expected;
using R = damka::tournament::BoardResult;

namespace {

TournamentInfo swiss_info(int rounds) {
    TournamentInfo i;
    i.name = "Club Swiss";
    i.rounds = rounds;
    i.system = System::Swiss;
    i.tiebreaks = {"BH-C1", "BH"};
    return i;
}

Event make(QTemporaryDir &dir, const TournamentInfo &info, int players) {
    auto ev = Event::create(dir.filePath(QStringLiteral("e.db")), info);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    ev->set_actor(QStringLiteral("IA Test"));
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.name = "Player " + std::to_string(i);
        p.rating = 2000 - 10 * i;
        EXPECT_TRUE(ev->add_player(p));
    }
    return std::move(ev).value();
}

ResultEntry result(int round, int board, R r) {
    ResultEntry e;
    e.round = round;
    e.board = board;
    e.result = r;
    return e;
}

// The command must have been refused, with `text` in its error.
::testing::AssertionResult refused(const Expected<Change> &c, const std::string &text) {
    if (c) return ::testing::AssertionFailure() << "succeeded, expected a refusal mentioning '" << text << "'";
    if (c.error().find(text) == std::string::npos)
        return ::testing::AssertionFailure() << "refused without '" << text << "': " << c.error();
    return ::testing::AssertionSuccess();
}

// The command must have succeeded, with `text` in one of the lines it reports.
::testing::AssertionResult says(const Expected<Change> &c, const std::string &text) {
    if (!c)
        return ::testing::AssertionFailure() << "refused (" << c.error() << "), expected a line with '" << text << "'";
    for (const damka::Message &l : c->lines)
        if (l.english().find(text) != std::string::npos)
            return ::testing::AssertionSuccess() << "a line says '" << text << "'";
    return ::testing::AssertionFailure() << "no line says '" << text << "'";
}

} // namespace

TEST(EventService, ManualRoundLifeCycleWithCorrectionAndUndo) {
    QTemporaryDir dir;
    Event ev = make(dir, swiss_info(3), 4);
    // A manual pairing is shown with its difference from the engine's (or the engine's failure).
    auto paired = ev.pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}});
    ASSERT_TRUE(paired) << paired.error();
    EXPECT_TRUE(says(paired, "manual pairing"));
    EXPECT_TRUE(says(paired, "snapshot before pairing"));
    // Results wait for publication.
    EXPECT_TRUE(refused(ev.set_result(result(1, 1, R::WhiteWin), nullptr), "publish it first"));
    ASSERT_TRUE(ev.publish_round(1));
    ASSERT_TRUE(ev.set_result(result(1, 1, R::WhiteWin), nullptr));
    ASSERT_TRUE(ev.set_result(result(1, 2, R::Draw), nullptr));
    // Scores 1, 0, ½, ½.
    Standings st = ev.standings();
    EXPECT_EQ(st.after_round, 1);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 1.0);
    EXPECT_DOUBLE_EQ(st.row(3)->score, 0.5);
    // Round 2 with the bye rules: player 4 requests a half-point bye, 2 gets the PAB.
    ASSERT_TRUE(ev.request_bye(4, 2, ByeKind::HPB));
    ASSERT_TRUE(ev.pair_next_round(std::vector<ManualPair>{{3, 1}, {2, 0}}));
    ASSERT_TRUE(ev.publish_round(2));
    ASSERT_TRUE(ev.set_result(result(2, 1, R::BlackWin), nullptr));
    // After round 2: P1 1+1 = 2, P2 0+1 (PAB) = 1, P3 ½+0 = ½, P4 ½+½ (HPB) = 1.
    st = ev.standings();
    EXPECT_EQ(st.after_round, 2);
    EXPECT_DOUBLE_EQ(st.row(1)->score, 2.0);
    EXPECT_DOUBLE_EQ(st.row(2)->score, 1.0);
    EXPECT_DOUBLE_EQ(st.row(4)->score, 1.0);
    // Correct round 1 board 2 (½-½ -> 0-1): P3 ½ -> 0, P4 1 -> 1½; the change lists them.
    // Round 2 was paired on the old result: refused until confirmed, naming round 2 (FIDE
    // C.04.2: the pairings made stand), nothing changed by the refusal.
    ResultEntry correction = result(1, 2, R::BlackWin);
    auto fixed = ev.set_result(correction, nullptr);
    ASSERT_FALSE(fixed);
    EXPECT_NE(fixed.error().find("round 2 was already paired on the old result"), std::string::npos) << fixed.error();
    EXPECT_DOUBLE_EQ(ev.standings().row(3)->score, 0.5);
    correction.confirm_later_rounds = true;
    fixed = ev.set_result(correction, nullptr);
    ASSERT_TRUE(fixed) << fixed.error();
    EXPECT_TRUE(says(fixed, "corrected; was 1/2"));
    EXPECT_TRUE(says(fixed, "Player 4 (4) rank"));
    st = ev.standings();
    EXPECT_DOUBLE_EQ(st.row(3)->score, 0.0);
    EXPECT_DOUBLE_EQ(st.row(4)->score, 1.5);
    // Undo round 2: refused with results, done with --force; its PAB goes, the HPB request stays.
    EXPECT_TRUE(refused(ev.undo_round(false), "--force"));
    ASSERT_TRUE(ev.undo_round(true));
    EXPECT_EQ(ev.last_round(), 1);
    const EventData data = ev.data();
    ASSERT_EQ(data.future_byes.size(), 1u);
    EXPECT_EQ(data.future_byes[0].kind, ByeKind::HPB);
    // The audit log shows the correction with before and after, and the undo.
    const auto corrections = damka::storage::read_audit(ev.db(), QStringLiteral("result.correct"));
    ASSERT_EQ(corrections.size(), 1u);
    EXPECT_EQ(corrections[0].before.value(QStringLiteral("result")).toString(), QStringLiteral("1/2"));
    EXPECT_EQ(corrections[0].after.value(QStringLiteral("result")).toString(), QStringLiteral("0-1"));
    EXPECT_EQ(corrections[0].who, QStringLiteral("IA Test"));
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("round.undo")).size(), 1u);
}

TEST(EventService, RefusesBadInputNamingTheField) {
    QTemporaryDir dir;
    Event ev = make(dir, swiss_info(5), 4);
    Player nameless;
    EXPECT_TRUE(refused(ev.add_player(nameless), "name"));
    Player bad;
    bad.name = "X";
    bad.rating = -5;
    EXPECT_TRUE(refused(ev.add_player(bad), "rating"));
    EXPECT_TRUE(refused(ev.request_bye(9, 1, ByeKind::HPB), "no player with start number 9"));
    EXPECT_TRUE(refused(ev.request_bye(1, 1, ByeKind::PAB), "kind"));
    EXPECT_TRUE(refused(ev.pair_next_round(std::vector<ManualPair>{{1, 2}}), "available but not paired"));
    EXPECT_TRUE(refused(ev.pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 1}, {4, 0}}), "paired twice"));
    ASSERT_TRUE(ev.pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}}));
    ASSERT_TRUE(ev.publish_round(1));
    EXPECT_TRUE(refused(ev.set_result(result(1, 7, R::WhiteWin), nullptr), "no board 7"));
    // Entered variant points must agree with the result.
    ResultEntry r = result(1, 1, R::WhiteWin);
    r.white_points = 7;
    r.black_points = 17;
    EXPECT_TRUE(refused(ev.set_result(r, nullptr), "say Black won"));
    // A forfeit carries no game.
    r = result(1, 1, R::WhiteForfeit);
    r.pdn = "1. c3-d4 *";
    EXPECT_TRUE(refused(ev.set_result(r, nullptr), "pdn"));
    // Nothing of the refused commands reached the database.
    EXPECT_EQ(ev.data().players.size(), 4u);
    EXPECT_EQ(ev.data().rounds[0].games[0].result, R::Pending);
}

TEST(EventService, HalfPointByeLimitsAndLateEntry) {
    QTemporaryDir dir;
    TournamentInfo info = swiss_info(5);
    info.byes.max_hpb = 1;
    info.byes.hpb_closed_last_rounds = 1;
    Event ev = make(dir, info, 4);
    ASSERT_TRUE(ev.request_bye(1, 2, ByeKind::HPB));
    EXPECT_TRUE(refused(ev.request_bye(1, 3, ByeKind::HPB), "used 1 of 1"));
    EXPECT_TRUE(refused(ev.request_bye(2, 5, ByeKind::HPB), "closed for the last 1"));
    ASSERT_TRUE(ev.pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}}));
    // A late entry after round 1 is paired from round 2; round 1 counts as a zero-point bye.
    Player late;
    late.name = "Late Comer";
    auto added = ev.add_player(late, ByeKind::ZPB);
    ASSERT_TRUE(added) << added.error();
    EXPECT_TRUE(says(added, "first paired in round 2"));
    const EventData e = ev.data();
    EXPECT_EQ(e.player(5)->first_round, 2);
    ASSERT_EQ(e.rounds[0].byes.size(), 1u);
    EXPECT_EQ(e.rounds[0].byes[0].kind, ByeKind::ZPB);
}

TEST(EventService, CsvImportReportsEveryBadLineAndImportsNothing) {
    QTemporaryDir dir;
    Event ev = make(dir, swiss_info(5), 0);
    auto bad = import_players_csv(
        ev, "name,rating,fed\nIvanov,2100,RUS\n,1900,RUS\nPetrov,abc,RUS\n\"Sidorov, Pavel\",2000\n");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("line 3: name: is empty"), std::string::npos);
    EXPECT_NE(bad.error().find("line 4: rating: 'abc' is not a whole number"), std::string::npos);
    EXPECT_NE(bad.error().find("line 5: 2 fields, the header has 3"), std::string::npos);
    EXPECT_TRUE(ev.data().players.empty());
    auto good = import_players_csv(
        ev, "Name,Rating,Federation,Club\n\"Sidorov, Pavel\",2000,RUS,\"Club \"\"64\"\"\"\nOrlova,1950,BLR,\n");
    ASSERT_TRUE(good) << good.error();
    const EventData e = ev.data();
    ASSERT_EQ(e.players.size(), 2u);
    EXPECT_EQ(e.players[0].name, "Sidorov, Pavel");
    EXPECT_EQ(e.players[0].club, "Club \"64\"");
    EXPECT_EQ(e.players[1].federation, "BLR");
}

// C.04.2 B: a Swiss is paired in the initial order (rating, then title, then name), whatever
// the order of registration. Six players registered weakest first; round 1 renumbers them, a
// bye requested ahead follows its player, and the Dutch round 1 pairs by the new numbers:
// the HPB player (1500) is out, five remain, the lowest (5) gets the PAB, 1-3 and 4-2
// (C.04.3: S1 = {1, 2} against S2 = {3, 4}, colours alternating from board 1).
TEST(EventService, RoundOneRenumbersInTheInitialOrder) {
    QTemporaryDir dir;
    Event ev = make(dir, swiss_info(5), 0);
    const std::vector<std::pair<std::string, int>> entries = {{"Adamov", 1500}, {"Borisov", 1600}, {"Celko", 1700},
                                                              {"Dorn", 1800},   {"Eliseev", 1800}, {"Fokin", 2000}};
    for (const auto &[name, rating] : entries) {
        Player p;
        p.name = name;
        p.rating = rating;
        if (name == "Eliseev") p.title = "MF"; // equal rating: the title ranks Eliseev before Dorn
        ASSERT_TRUE(ev.add_player(p));
    }
    ASSERT_TRUE(ev.request_bye(1, 1, ByeKind::HPB)); // Adamov, number 1 at registration
    auto paired = ev.pair_next_round(std::nullopt);
    ASSERT_TRUE(paired) << paired.error();
    EXPECT_TRUE(says(paired, "start numbers in the initial order (FIDE C.04.2 B"));
    EXPECT_TRUE(says(paired, "Fokin (1), was 6"));
    const EventData e = ev.data();
    const std::vector<std::string> expected = {"Fokin", "Eliseev", "Dorn", "Celko", "Borisov", "Adamov"};
    ASSERT_EQ(e.players.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(e.players[i].id, int(i + 1));
        EXPECT_EQ(e.players[i].name, expected[i]);
    }
    ASSERT_EQ(e.rounds.size(), 1u);
    const Round &r = e.rounds[0];
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(std::make_pair(r.games[0].white, r.games[0].black), std::make_pair(1, 3));
    EXPECT_EQ(std::make_pair(r.games[1].white, r.games[1].black), std::make_pair(4, 2));
    std::map<int, ByeKind> byes;
    for (const Bye &b : r.byes) byes[b.player] = b.kind;
    EXPECT_EQ(byes, (std::map<int, ByeKind>{{5, ByeKind::PAB}, {6, ByeKind::HPB}}));
    EXPECT_EQ(damka::storage::read_audit(ev.db(), QStringLiteral("players.renumber")).size(), 1u);
    // Undone and paired again: the numbers already follow the order, nothing moves.
    ASSERT_TRUE(ev.undo_round(false));
    auto again = ev.pair_next_round(std::nullopt);
    ASSERT_TRUE(again) << again.error();
    EXPECT_FALSE(says(again, "start numbers in the initial order"));
}

// A manual round 1 is read in the numbers the arbiter saw before the command.
TEST(EventService, ManualRoundOneUsesTheNumbersBeforeRenumbering) {
    QTemporaryDir dir;
    Event ev = make(dir, swiss_info(5), 0);
    for (int rating : {1500, 1600, 1700, 1800}) {
        Player p;
        p.name = "R" + std::to_string(rating);
        p.rating = rating;
        ASSERT_TRUE(ev.add_player(p));
    }
    // 4 (R1800) - 1 (R1500), 3 (R1700) - 2 (R1600) as registered; renumbered 1-4 and 2-3.
    auto paired = ev.pair_next_round(std::vector<ManualPair>{{4, 1}, {3, 2}});
    ASSERT_TRUE(paired) << paired.error();
    const EventData e = ev.data();
    const Round &r = e.rounds.at(0);
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(std::make_pair(r.games[0].white, r.games[0].black), std::make_pair(1, 4));
    EXPECT_EQ(std::make_pair(r.games[1].white, r.games[1].black), std::make_pair(2, 3));
    EXPECT_EQ(e.player(1)->name, "R1800");
}

// Re-running an import or typing a player twice must not give one person two start numbers.
TEST(EventService, TheSamePlayerIsNotRegisteredTwice) {
    QTemporaryDir dir;
    Event ev = make(dir, swiss_info(5), 0);
    const std::string list = "name,fed,born,fmjd_id\nИванов Иван,RUS,1990,\nOrlova Anna,BLR,,15023\n";
    ASSERT_TRUE(import_players_csv(ev, list));
    auto again = import_players_csv(ev, list);
    ASSERT_FALSE(again);
    // Every refused line is named, not only the first (issue 29: the desk's upload preview).
    EXPECT_NE(again.error().find("nothing imported:\nline 2: Иванов Иван: 'Иванов Иван' is already registered as "
                                 "player 1 (Иванов Иван, RUS, born 1990)"),
              std::string::npos)
        << again.error();
    EXPECT_NE(again.error().find("\nline 3: Orlova Anna: FMJD id 15023 is already player 2 (Orlova Anna, BLR)"),
              std::string::npos)
        << again.error();
    EXPECT_EQ(ev.data().players.size(), 2u);
    // Case and spacing do not make another person; the same FMJD id is the same person.
    Player shout;
    shout.name = "ИВАНОВ  иван";
    auto same = ev.add_player(shout);
    ASSERT_FALSE(same);
    EXPECT_NE(same.error().find("already registered as player 1"), std::string::npos) << same.error();
    Player renamed;
    renamed.name = "Anna Orlova";
    renamed.fmjd_id = "15023";
    auto by_id = ev.add_player(renamed);
    ASSERT_FALSE(by_id);
    EXPECT_NE(by_id.error().find("FMJD id 15023 is already player 2 (Orlova Anna, BLR)"), std::string::npos)
        << by_id.error();
    // Two lines of one file are checked against each other too.
    auto twice = import_players_csv(ev, "name,national_id\nPetrov P,7077\nPetrov Pavel,7077\n");
    ASSERT_FALSE(twice);
    EXPECT_NE(twice.error().find("line 3: Petrov Pavel: national id 7077 is already player 3"), std::string::npos)
        << twice.error();
    EXPECT_EQ(ev.data().players.size(), 2u);
    // A namesake told apart by birth year, federation or id is another person.
    Player namesake;
    namesake.name = "Иванов Иван";
    namesake.birth_year = 2005;
    EXPECT_TRUE(ev.add_player(namesake));
    namesake.birth_year = 0;
    namesake.federation = "KAZ";
    auto unknown_year = ev.add_player(namesake); // could be player 3, who has no federation
    ASSERT_FALSE(unknown_year);
    EXPECT_NE(unknown_year.error().find("already registered as player 3"), std::string::npos) << unknown_year.error();
    namesake.birth_year = 2010;
    EXPECT_TRUE(ev.add_player(namesake));
    EXPECT_EQ(ev.data().players.size(), 4u);
}

TEST(EventService, WithdrawalAndReentry) {
    QTemporaryDir dir;
    Event ev = make(dir, swiss_info(5), 4);
    ASSERT_TRUE(ev.pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}}));
    ASSERT_TRUE(ev.publish_round(1));
    ASSERT_TRUE(ev.withdraw(4));
    EXPECT_EQ(ev.data().player(4)->withdrawn_after, 1);
    // Player 4 is no longer available in round 2.
    EXPECT_TRUE(refused(ev.pair_next_round(std::vector<ManualPair>{{1, 4}, {2, 3}}), "has boards without a result"));
    ASSERT_TRUE(ev.set_result(result(1, 1, R::WhiteWin), nullptr));
    ASSERT_TRUE(ev.set_result(result(1, 2, R::Draw), nullptr));
    EXPECT_TRUE(refused(ev.pair_next_round(std::vector<ManualPair>{{1, 4}, {2, 3}}), "not available in round 2"));
    ASSERT_TRUE(ev.reenter(4));
    EXPECT_EQ(ev.data().player(4)->withdrawn_after, 0);
}

// A PDN attached to a result is replayed through the plugin: the Adiukh sample game (section
// 7, Figures 6-9) ends 17:7 for White, so 0-1 is refused and 1-0 gets the points 17:7.
TEST(EventService, PdnReplayDecidesTheResult) {
    damka::PluginRegistry registry;
    registry.load_directory(DAMKA_TEST_PLUGIN_DIR);
    const damka::Variant *adiukh = registry.find("adiukh");
    if (!adiukh) GTEST_FAIL() << "the adiukh plugin is not built";
    QTemporaryDir dir;
    TournamentInfo info = swiss_info(3);
    info.variant = "adiukh";
    info.tiebreaks = {"VTB"};
    Event ev = make(dir, info, 2);
    ASSERT_TRUE(ev.pair_next_round(std::vector<ManualPair>{{1, 2}}));
    ASSERT_TRUE(ev.publish_round(1));
    const std::string pdn =
        "[White \"Player 1\"]\n[Black \"Player 2\"]\n\n"
        "1. c3-b4 b6-c5 2. b4-a5 a7-b6 3. b2-c3 c5-b4 4. a3:a7 c7-b6 5. a5:e5 f6:b2 6. a1:c3 d8-c7 "
        "7. g3-f4 e5:g3 8. h2:f4 g3:e5 9. e3:g5 h6:f4 10. d2-e3 f4:b4 11. b2:h6 g7-f6 12. e5:g7 h8:f6 "
        "13. g7:e5 f8-e7 14. f6:d8 b8-c7 15. d8:a5 *\n";
    ResultEntry wrong = result(1, 1, R::BlackWin);
    wrong.pdn = pdn;
    auto refused = ev.set_result(wrong, adiukh);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("disagrees with the final position"), std::string::npos) << refused.error();
    ResultEntry right = result(1, 1, R::WhiteWin);
    right.pdn = pdn;
    auto accepted = ev.set_result(right, adiukh);
    ASSERT_TRUE(accepted) << accepted.error();
    const damka::tournament::RoundGame g = ev.data().rounds[0].games[0];
    ASSERT_TRUE(g.white_points && g.black_points);
    // Adiukh scores the game 17:7 and its 24-point score is also its tie-break points.
    EXPECT_EQ(*g.white_points, 17);
    EXPECT_EQ(*g.black_points, 7);
    EXPECT_DOUBLE_EQ(ev.standings().row(1)->tiebreaks[0], double(*g.white_tiebreak));
}

// Micro-matches: the openings list is checked move by move by the plugin; each board gets
// two games with colours reversed and one opening drawn by lot for both.
TEST(EventService, MicroMatchOpeningsAndReversedColours) {
    damka::PluginRegistry registry;
    registry.load_directory(DAMKA_TEST_PLUGIN_DIR);
    const damka::Variant *russian = registry.find("russian");
    if (!russian) GTEST_FAIL() << "the draughts plugin is not built";
    QTemporaryDir dir;
    TournamentInfo info = swiss_info(3);
    info.games_per_pairing = 2;
    Event ev = make(dir, info, 4);
    // c3-d4 is a legal first move for White; c3-d5 is not a move at all.
    auto bad = ev.load_openings({"1. c3-d4 f6-g5", "1. c3-d5"}, *russian);
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("opening 2 '1. c3-d5': move 1 'c3-d5' is illegal"), std::string::npos) << bad.error();
    ASSERT_TRUE(ev.load_openings({"1. c3-d4 f6-g5", "1. c3-b4 b6-a5"}, *russian));
    auto paired = ev.pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 4}});
    ASSERT_TRUE(paired) << paired.error();
    const Round r = ev.data().rounds[0];
    ASSERT_EQ(r.games.size(), 4u);
    EXPECT_EQ(r.games[0].white, 1);
    EXPECT_EQ(r.games[1].white, 2); // game 2: colours reversed
    EXPECT_EQ(r.games[1].game_no, 2);
    EXPECT_EQ(r.games[0].opening, r.games[1].opening);
    EXPECT_TRUE(r.games[0].opening == "c3-d4 f6-g5" || r.games[0].opening == "c3-b4 b6-a5") << r.games[0].opening;
    ASSERT_TRUE(ev.publish_round(1));
    ResultEntry second = result(1, 1, R::WhiteWin);
    second.game_no = 2;
    ASSERT_TRUE(ev.set_result(second, nullptr)); // player 2 (white in game 2) wins it
    ASSERT_TRUE(ev.set_result(result(1, 1, R::WhiteWin), nullptr));
    ASSERT_TRUE(ev.set_result(result(1, 2, R::Draw), nullptr));
    ResultEntry last = result(1, 2, R::Draw);
    last.game_no = 2;
    ASSERT_TRUE(ev.set_result(last, nullptr));
    const Standings st = ev.standings();
    EXPECT_DOUBLE_EQ(st.row(1)->score, 1.0); // 1 + 0
    EXPECT_DOUBLE_EQ(st.row(2)->score, 1.0);
    EXPECT_DOUBLE_EQ(st.row(3)->score, 1.0); // ½ + ½
}
