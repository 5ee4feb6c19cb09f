// Adiukh: the sample game of section 7, the 24-point score (5.1, 6.1.1) and the results of
// ending a game from outside the board (5.2, 5.4, 5.5, 6.1.2, 6.1.3) — seed 004.
#include "column_fixture.hpp"

#include <damka/plugin_api.h>

using namespace column_test;

namespace {

// Section 7, "Пример записи партии" (Ivanov - Petrov), in the full and in the short form.
const char *const kSampleFull[] = {"c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3", "c5-b4", "a3:a7", "c7-b6",
                                   "a5:e5", "f6:b2", "a1:c3", "d8-c7", "g3-f4", "e5:g3", "h2:f4", "g3:e5",
                                   "e3:g5", "h6:f4", "d2-e3", "f4:b4", "b2:h6", "g7-f6", "e5:g7", "h8:f6",
                                   "g7:e5", "f8-e7", "f6:d8", "b8-c7", "d8:a5."};
const char *const kSampleShort[] = {"cb4", "bc5", "ba5", "ab6", "bc3", "cb4", "aa7", "cb6", "ae5", "fb2",
                                    "ac3", "dc7", "gf4", "eg3", "hf4", "ge5", "eg5", "hf4", "de3", "fb4",
                                    "bh6", "gf6", "eg7", "hf6", "ge5", "fe7", "fd8", "bc7", "da5."};

} // namespace

TEST(AdiukhSampleGame, EndsWith17To7BlackToMoveWithoutAMove) {
    damka::Game g = game("adiukh");
    for (const char *m : kSampleFull) play(g, m);
    EXPECT_EQ(g.side_to_move(), 1);
    EXPECT_TRUE(g.legal_moves().empty());
    const damka::GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 17); // "Счет 17:7."
    EXPECT_EQ(r.points[1], 7);
    EXPECT_EQ(r.tiebreak[0], 17);
    EXPECT_EQ(r.tiebreak[1], 7);
}

TEST(AdiukhSampleGame, ShortFormGivesTheSameGame) {
    damka::Game full = game("adiukh"), brief = game("adiukh");
    for (const char *m : kSampleFull) play(full, m);
    for (const char *m : kSampleShort) play(brief, m);
    EXPECT_EQ(brief.position(), full.position());
}

TEST(AdiukhSampleGame, StartEndCaptureIsPrintedWithEveryLandingSquare) {
    damka::Game g = game("adiukh");
    for (int i = 0; i < 6; ++i) play(g, kSampleFull[i]);
    // 4. a3:a7: a3 takes b4 (landing c5), then b6 (landing a7) — worked out by hand.
    const damka::MoveRecord m = play(g, "a3:a7");
    EXPECT_EQ(m.notation, "a3:c5:a7");
    EXPECT_EQ(m.captured, (std::vector<int32_t>{sq("b4"), sq("b6")}));
    EXPECT_EQ(m.path, (std::vector<int32_t>{sq("a3"), sq("c5"), sq("a7")}));
}

// 5.1 / 6.1.1: checkers of both colours on the opponent's half; 12:12 is a draw.
TEST(AdiukhScore, TwelveAllIsADraw) {
    // Black to move has no tower. a5 (6 white over 6 black) on Black's half, c3 on White's.
    const damka::Game g = game("adiukh", "white: a5-6/6, c3-6/6; black: none; black to move");
    const damka::GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_DRAW);
    EXPECT_EQ(r.points[0], 12);
    EXPECT_EQ(r.points[1], 12);
}

TEST(AdiukhScore, ThirteenWins) {
    const damka::Game g = game("adiukh", "white: a5-7/6, c3-5/6; black: none; black to move");
    const damka::GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 13);
    EXPECT_EQ(r.points[1], 11);
}

TEST(AdiukhScore, GivingAwayEverythingCanWin24To0) {
    // White to move has no tower left, but all 24 checkers stand on Black's half (5.1).
    const damka::Game g = game("adiukh", "white: none; black: h8-12/12");
    const damka::GameResult r = g.status();
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 24);
    EXPECT_EQ(r.points[1], 0);
}

TEST(AdiukhResults, ResignationAndTimeLossAre24To0) {
    const damka::Game g = game("adiukh");
    const auto resign = g.result_of(DAMKA_END_RESIGNATION, 1); // 5.2
    ASSERT_TRUE(resign.has_value());
    EXPECT_EQ(resign->winner, 0);
    EXPECT_EQ(resign->points[0], 24);
    EXPECT_EQ(resign->points[1], 0);
    EXPECT_EQ(resign->tiebreak[0], 24);
    const auto flag = g.result_of(DAMKA_END_TIME_FORFEIT, 0); // 5.4
    ASSERT_TRUE(flag.has_value());
    EXPECT_EQ(flag->winner, 1);
    EXPECT_EQ(flag->points[0], 0);
    EXPECT_EQ(flag->points[1], 24);
    EXPECT_NE(flag->why.find("5.4"), std::string::npos);
}

TEST(AdiukhResults, FlagAfterTheFinalPositionKeepsTheBoardResult) {
    damka::Game g = game("adiukh");
    for (const char *m : kSampleFull) play(g, m);
    const auto flag = g.result_of(DAMKA_END_TIME_FORFEIT, 0); // 5.5
    ASSERT_TRUE(flag.has_value());
    EXPECT_EQ(flag->winner, 0);
    EXPECT_EQ(flag->points[0], 17);
    EXPECT_EQ(flag->points[1], 7);
}

TEST(AdiukhResults, AgreedDrawAndDoubleFlagAre12To12) {
    const damka::Game g = game("adiukh");
    for (int how : {DAMKA_END_AGREED_DRAW, DAMKA_END_DOUBLE_FLAG}) { // 6.1.3, 6.1.2
        const auto r = g.result_of(how, -1);
        ASSERT_TRUE(r.has_value());
        EXPECT_EQ(r->outcome, DAMKA_DRAW);
        EXPECT_EQ(r->points[0], 12);
        EXPECT_EQ(r->points[1], 12);
        EXPECT_EQ(r->tiebreak[1], 12);
    }
    EXPECT_FALSE(g.result_of(DAMKA_END_CLAIMED_DRAW, -1).has_value()) << "no claimable draws in adiukh";
    EXPECT_TRUE(g.draw_claims().empty());
}

TEST(AdiukhMetadata, PdnGameTypeAndBoard) {
    const damka::Variant &v = variant("adiukh");
    EXPECT_EQ(v.pdn_gametype(), 64u);
    EXPECT_EQ(v.board_width(), 8u);
    EXPECT_TRUE(v.has_draws());
}
