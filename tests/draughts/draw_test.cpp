// Draw claims from the game's history under each governing body's rules (plugins/draughts
// README.md names the sources). The move sequences are shuffles worked out by hand.
#include "draughts_fixture.hpp"

namespace damka::draughts_test {
namespace {

bool has_claim(const Game &g, const std::string &rule_part) {
    for (const DrawClaim &c : g.draw_claims())
        if (c.rule.find(rule_part) != std::string::npos) return true;
    return false;
}

void play_all(Game &g, const std::vector<std::string> &moves) {
    for (const std::string &m : moves) {
        Expected<MoveRecord> r = g.play(m);
        ASSERT_TRUE(r.has_value()) << m << ": " << r.error();
    }
}

// Russian: White king c1, Black king h8; the cycle c1-d2 h8-g7 d2-c1 g7-h8 never allows a
// capture (d2 and g7 share no diagonal; c1 and h8 neither). After 8 plies the start position
// stands for the third time with White to move: threefold repetition.
TEST(DraughtsDraws, RussianThreefoldRepetition) {
    Game g = game("russian", "W:WKc1:BKh8");
    const std::vector<std::string> cycle = {"c1-d2", "h8-g7", "d2-c1", "g7-h8"};
    play_all(g, cycle);
    EXPECT_TRUE(g.draw_claims().empty()) << "after 4 plies: the position has occurred twice";
    play_all(g, cycle);
    EXPECT_TRUE(has_claim(g, "threefold repetition"));
}

// Russian, 4 pieces with kings on both sides (White a3, c1; Black f8, h8): the same shuffle
// (a3 and f8 face each other with nothing beyond either: no capture). The balance of forces
// stays unchanged; in a 4-5-piece ending the claim comes after 30 moves each (60 plies).
TEST(DraughtsDraws, RussianUnchangedBalanceThirtyMoves) {
    Game g = game("russian", "W:WKc1,Ka3:BKh8,Kf8");
    const std::vector<std::string> cycle = {"c1-d2", "h8-g7", "d2-c1", "g7-h8"};
    for (int ply = 0; ply < 59; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_FALSE(has_claim(g, "unchanged balance")) << "29 Black moves";
    play_all(g, {cycle[59 % 4]});
    EXPECT_TRUE(has_claim(g, "unchanged balance"));
}

// Russian: three kings (c1, e1, g1) against a lone king (a7): White shuffles g1-h2-g1, Black
// a7-b8-a7 (a7 and b8 see g1/h2 only with nothing beyond: no captures). The three kings have
// 15 moves to win: after White's 15th move (29 plies) the claim stands, after 14 it does not.
// The 15-move king-only rule needs 15 moves by each player, so it is not yet there at ply 29.
TEST(DraughtsDraws, RussianThreeKingsAgainstOne) {
    Game g = game("russian", "W:WKc1,Ke1,Kg1:BKa7");
    const std::vector<std::string> cycle = {"g1-h2", "a7-b8", "h2-g1", "b8-a7"};
    for (int ply = 0; ply < 27; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_FALSE(has_claim(g, "three kings")) << "14 White moves";
    play_all(g, {cycle[27 % 4]});
    play_all(g, {cycle[28 % 4]});
    EXPECT_TRUE(has_claim(g, "three kings")) << "15 White moves";
    EXPECT_FALSE(has_claim(g, "15 king moves")) << "Black has made 14 moves";
    play_all(g, {cycle[29 % 4]});
    EXPECT_TRUE(has_claim(g, "15 king moves"));
}

// APCA (Pool): three kings against one must win within 13 moves. Black (moving first in Pool)
// has kings c1, e1, g1 against White's a7; the same shuffle as the Russian test.
TEST(DraughtsDraws, PoolThreeKingsAgainstOneThirteenMoves) {
    Game g = game("pool", "B:WKa7:BKc1,Ke1,Kg1");
    const std::vector<std::string> cycle = {"g1-h2", "a7-b8", "h2-g1", "b8-a7"};
    for (int ply = 0; ply < 23; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_FALSE(has_claim(g, "three kings")) << "12 Black moves";
    play_all(g, {cycle[23 % 4], cycle[24 % 4]});
    EXPECT_TRUE(has_claim(g, "three kings")) << "13 Black moves";
}

// FMJD: king against king is a "two pieces or fewer against a lone king" ending: 5 moves each.
// White shuffles 50-45-50, Black 1-6-1 (these squares share no diagonal: no capture). After
// 10 plies each side has made 5 moves; the start position has also come back a third time.
TEST(DraughtsDraws, FmjdFiveMovesInKingAgainstKing) {
    Game g = game("international", "W:WK50:BK1");
    const std::vector<std::string> cycle = {"50-45", "1-6", "45-50", "6-1"};
    for (int ply = 0; ply < 9; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_FALSE(has_claim(g, "5-move"));
    play_all(g, {cycle[9 % 4]});
    EXPECT_TRUE(has_claim(g, "5-move"));
    EXPECT_TRUE(has_claim(g, "threefold repetition"));
}

// FMJD: 25 moves each with kings only and no capture (two kings each far apart, so the
// endgame counters do not apply: 4 pieces).
TEST(DraughtsDraws, FmjdTwentyFiveKingMoves) {
    Game g = game("international", "W:WK50,K46:BK1,K5");
    const std::vector<std::string> cycle = {"50-45", "1-6", "45-50", "6-1"};
    for (int ply = 0; ply < 49; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_FALSE(has_claim(g, "25 king moves"));
    play_all(g, {cycle[49 % 4]});
    EXPECT_TRUE(has_claim(g, "25 king moves"));
}

// WCDF: a player may claim when his next move would create the same position a third time.
// English, Black king 1 and White king 32 shuffle 1-5 32-28 5-1 28-32: after 7 plies White's
// 28-32 would bring back the start position a third time.
TEST(DraughtsDraws, WcdfNextMoveWouldRepeatAThirdTime) {
    Game g = game("english", "B:WK32:BK1");
    const std::vector<std::string> cycle = {"1-5", "32-28", "5-1", "28-32"};
    for (int ply = 0; ply < 6; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_FALSE(has_claim(g, "threefold repetition"));
    play_all(g, {cycle[6 % 4]});
    EXPECT_TRUE(has_claim(g, "threefold repetition"));
}

// A man move resets the king-move count: the same shuffle after White plays a man.
TEST(DraughtsDraws, ManMoveResetsTheKingMoveCount) {
    Game g = game("english", "B:WK32,21:BK1");
    const std::vector<std::string> cycle = {"1-5", "32-28", "5-1", "28-32"};
    for (int ply = 0; ply < 80; ++ply) play_all(g, {cycle[ply % 4]});
    EXPECT_TRUE(has_claim(g, "forty-move"));
    play_all(g, {"1-5", "21-17"});
    EXPECT_FALSE(has_claim(g, "forty-move"));
}

} // namespace
} // namespace damka::draughts_test
