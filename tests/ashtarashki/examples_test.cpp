// The seed's worked examples (7.2-7.4) and the plugin's answers to the host (points, balls,
// resignation, draws, notation, board description, perft), all through the plugin ABI.
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

namespace {

using namespace damka;

const Variant &ashtarashki() {
    static PluginRegistry registry;
    static const Variant *v = [] {
        registry.load_directory(DAMKA_TEST_PLUGIN_DIR);
        return registry.find("ashtarashki");
    }();
    if (!v) throw std::runtime_error("the ashtarashki plugin is not in " DAMKA_TEST_PLUGIN_DIR);
    return *v;
}

Game game(const std::string &setup) {
    Expected<Game> g = ashtarashki().new_game(setup);
    if (!g) throw std::runtime_error("set-up refused: " + g.error());
    return std::move(g).value();
}

void play(Game &g, const std::vector<std::string> &moves) {
    for (const std::string &m : moves) {
        Expected<MoveRecord> r = g.play(m);
        ASSERT_TRUE(r.has_value()) << m << ": " << r.error();
    }
}

const std::string k73 = "Белые: M1h8, M2 – d8, f8; Wb4. Черные: M1a1, M2e1, M3f2. Ход белых.";
const std::string k74 = "Белые: M1 – a3, c1; M2a5, M3f6. Черные: M1g1, M2c5, M3 – e1, h8. Ход черных.";

TEST(Variant, Metadata) {
    EXPECT_EQ(ashtarashki().pdn_gametype(), 65u);
    EXPECT_FALSE(ashtarashki().has_draws()); // 4.5
    EXPECT_EQ(ashtarashki().side_name(0), "White");
    EXPECT_EQ(ashtarashki().board_width(), 8u);
}

// 7.2: White M3 d4 takes the three M2 on c5, b6, a5 in one move and stays M3 (the capture
// c5 -> b6 -> a5 goes back towards rank 5, which is no retreat, 3.3). With no Black stone
// left it is a clean win (4.1.3, 4.3): 2:0, no balls.
TEST(SeedExamples, TripleCapture_7_2) {
    Game g = game("White: M3d4. Black: M2 - c5, b6, a5.");
    const std::vector<MoveRecord> legal = g.legal_moves();
    ASSERT_EQ(legal.size(), 1u);
    Expected<MoveRecord> m = g.play("М3:c5:b6:a5"); // as printed in the seed, Cyrillic М
    ASSERT_TRUE(m.has_value()) << m.error();
    EXPECT_EQ(m->notation, "M3d4:c5:b6:a5");
    EXPECT_EQ(m->captured, (std::vector<int32_t>{34, 41, 32})); // c5 b6 a5 as y*8+x
    EXPECT_EQ(m->path, (std::vector<int32_t>{27, 34, 41, 32}));
    EXPECT_TRUE(m->flags & DAMKA_MOVE_CAPTURE);
    EXPECT_FALSE(m->flags & DAMKA_MOVE_RETREAT);
    EXPECT_EQ(g.position(), "White: M3a5. Black: none. Black to move.");
    const GameResult r = g.status();
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 2);
}

// 7.3: liquidating W ends the game (4.4.3d); 3:3 stones, White has all home first (4.4.1);
// balls 9:6 (M1 h8, M2 d8, M2 f8 against M1 a1, M2 e1).
TEST(SeedExamples, SelfLiquidationWins9To6_7_3) {
    Game g = game(k73);
    play(g, {"Wb4-a3Z"});
    const GameResult r = g.status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 1);
    EXPECT_EQ(r.points[1], 0);
    EXPECT_EQ(r.tiebreak[0], 9);
    EXPECT_EQ(r.tiebreak[1], 6);
    EXPECT_TRUE(g.legal_moves().empty()) << "no move after the end";
}

// 7.3, other branch: W forward, Black M3 g1 brings Black's last stone home (4.4.3a); White has
// more stones 4:3 and wins anyway (4.4.2), balls 9:9.
TEST(SeedExamples, WForwardStillWins9To9_7_3) {
    Game g = game(k73);
    play(g, {"Wb4-c5"});
    EXPECT_FALSE(g.status().finished());
    play(g, {"M3g1"});
    const GameResult r = g.status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 1);
    EXPECT_EQ(r.tiebreak[0], 9);
    EXPECT_EQ(r.tiebreak[1], 9);
}

// 7.4: the trap line; Black's M2:a3 and M2:c1 are compulsory captures (3.4), M2:c1 stops on
// c1 (3.7), and after 5. V2b6 Black's M3 h8 has no move: Black is blocked and loses although
// it has more stones, 4:2 (4.1.2; 4.4.2 does not apply to a blocked side). Balls 0:9.
TEST(SeedExamples, BlockingTrap_7_4) {
    Game g = game(k74);
    play(g, {"M2b4?", "M3g7"});
    std::vector<MoveRecord> forced = g.legal_moves();
    ASSERT_EQ(forced.size(), 1u);
    EXPECT_EQ(forced[0].notation, "M2b4:a3");
    play(g, {"M2:a3", "M2b4V", "M2b2", "V2c5"});
    forced = g.legal_moves();
    ASSERT_EQ(forced.size(), 1u);
    EXPECT_EQ(forced[0].notation, "M2b2:c1");
    play(g, {"M2:c1", "V2b6"});
    const GameResult r = g.status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 1);
    EXPECT_EQ(r.tiebreak[0], 0);
    EXPECT_EQ(r.tiebreak[1], 9);
    EXPECT_NE(r.why.find("Black is blocked"), std::string::npos) << r.why;
}

// 2.1, 3.2: seven forward moves for White, printed in long form with an ASCII hyphen.
TEST(Host, StartMovesInLongForm) {
    std::vector<std::string> n;
    for (const MoveRecord &m : game("").legal_moves()) n.push_back(m.notation);
    EXPECT_EQ(n,
              (std::vector<std::string>{"M2a3-b4", "M3c3-b4", "M3c3-d4", "M3e3-d4", "M3e3-f4", "M2g3-f4", "M2g3-h4"}));
}

// Perft from the start: 7 White moves, then 7 Black replies each (b6 a5 c5, d6 c5 e5, f6 e5
// g5, h6 g5: no contact yet, every backward square occupied) = 49.
TEST(Host, PerftFromTheStart) {
    const Game g = game("");
    EXPECT_EQ(g.perft(1, false), 7u);
    EXPECT_EQ(g.perft(2, false), 49u);
}

// 3.6: retreat flags in the move record; the third retreat removes the stone.
TEST(Host, RetreatRecords_3_6) {
    Game g = game("White: M1c5. Black: M1h8.");
    Expected<MoveRecord> m = g.play("M1b4V");
    ASSERT_TRUE(m.has_value()) << m.error();
    EXPECT_EQ(m->notation, "M1c5-b4V");
    EXPECT_EQ(m->flags, uint32_t(DAMKA_MOVE_RETREAT | DAMKA_MOVE_DEMOTION));
    Game w = game("White: Wa3. Black: M1h8.");
    Expected<MoveRecord> z = w.play("Wa3—b2Z");
    ASSERT_TRUE(z.has_value()) << z.error();
    EXPECT_EQ(z->flags, uint32_t(DAMKA_MOVE_RETREAT | DAMKA_MOVE_REMOVAL));
}

// 4.4.3e, 5.4: resignation gives the other side a simple win with the balls as they stand;
// the seed has no time rule, so a fallen flag is scored the same [decision].
TEST(Host, ResignationAndTimeCountBallsAtThatMoment_4_4_3e_5_4) {
    const Game g = game("White: M1 - b8, d8; M2c3. Black: V1a1; M2 - e5, g5.");
    for (int32_t how : {DAMKA_END_RESIGNATION, DAMKA_END_TIME_FORFEIT}) {
        Expected<GameResult> r = g.result_of(how, 0);
        ASSERT_TRUE(r.has_value()) << r.error();
        EXPECT_EQ(r->winner, 1);
        EXPECT_EQ(r->points[1], 1);
        EXPECT_EQ(r->tiebreak[0], 6); // two M on rank 8
        EXPECT_EQ(r->tiebreak[1], 2); // one V on rank 1
    }
}

// 4.5: no draws, whatever the way.
TEST(Host, DrawsAreRefused_4_5) {
    const Game g = game("");
    for (int32_t how : {DAMKA_END_AGREED_DRAW, DAMKA_END_DOUBLE_FLAG, DAMKA_END_CLAIMED_DRAW}) {
        Expected<GameResult> r = g.result_of(how, -1);
        ASSERT_FALSE(r.has_value());
        EXPECT_NE(r.error().find("ashtarashki 4.5"), std::string::npos) << r.error();
    }
}

TEST(Host, IllegalMovesSayWhy) {
    Game g = game("White: M1d4; M2a3. Black: M3c5; M1h8.");
    Expected<MoveRecord> quiet = g.play("M2a3-b4");
    ASSERT_FALSE(quiet.has_value());
    EXPECT_NE(quiet.error().find("capture is compulsory (ashtarashki 3.4): M1d4:c5"), std::string::npos)
        << quiet.error();
    Expected<MoveRecord> wrong = g.play("M3d4:c5");
    ASSERT_FALSE(wrong.has_value());
    EXPECT_NE(wrong.error().find("the stone on d4 is M1, not M3"), std::string::npos) << wrong.error();
    Game two = game("White: M1 - a3, c3. Black: M1h8.");
    Expected<MoveRecord> ambiguous = two.play("M1b4");
    ASSERT_FALSE(ambiguous.has_value());
    EXPECT_NE(ambiguous.error().find("ambiguous"), std::string::npos) << ambiguous.error();
}

// The board description labels stones as the record does: M1, V3, W; and draws them (README
// "Host mapping": the number as mark, V and W turned over, so crowned).
TEST(Host, BoardLabels) {
    const std::string json = game("White: M1c5; V3e3. Black: Wd6.").board_json();
    EXPECT_NE(json.find(R"("name":"c5","pieces":[{"side":0,"label":"M1","glyph":"man","mark":"1"}])"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find(R"("name":"e3","pieces":[{"side":0,"label":"V3","glyph":"king","mark":"V3"}])"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find(R"("name":"d6","pieces":[{"side":1,"label":"W","glyph":"king","mark":"W"}])"),
              std::string::npos)
        << json;
}

} // namespace
