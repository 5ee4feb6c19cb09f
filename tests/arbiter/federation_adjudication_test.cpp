// Touch-move (adiukh 4.3-4.5) and corrections (adiukh 8.3-8.8) in the later draughts variants
// (issue 31) where what may be taken, and how, differs from Russian draughts: Frisian men take
// along rows and files and a king may make only three quiet moves in a row (art. 17); Italian
// men never take kings (FID 5.3b); in Czech draughts a king must take when one can; a Thai king
// lands just behind the piece it takes, and so does a Killer king after taking a king last.
// Each position is worked out by hand in its comment, squares in the variant's own numbering
// (plugins/draughts/README.md, "The later variants"):
//  - Frisian, International numbering: row 10 holds 1 b10 .. 5 j10, row 9 6 a9 .. 10 i9, ...,
//    row 5 26 a5, 27 c5, 28 e5, 29 g5, 30 i5; row 7 16 a7, 17 c7, 18 e7; row 6 21 b6, 22 d6,
//    23 f6; row 2 41 b2, 42 d2, 43 f2, 44 h2, 45 j2; row 1 46 a1, 47 c1, 48 e1, 49 g1, 50 i1.
//  - Italian, FID 2.4 (h1 dark): rank 5 13 b5, 14 d5, 15 f5; rank 4 17 a4, 18 c4, 19 e4;
//    rank 3 21 b3, 22 d3, 23 f3. White moves up the board (towards 1).
//  - Thai, as English: 29 a1, 25 b2, 22 c3, 18 d4, 15 e5, 11 f6, 8 g7, 4 h8 (the long
//    diagonal); 1 b8, 5 a7, 6 c7.
//  - Killer, International numbering as Frisian; the long diagonal 46 a1, 41 b2, 37 c3, 32 d4,
//    28 e5, 23 f6, 19 g7, 14 h8, 10 i9, 5 j10.
// The draughts plugin names the Russian federation's rulebook (`fsr`), whose articles could not
// be read, so each decision applies a general principle and names its Adiukh article
// (rule_of, adjudication_test_support.hpp).
#include "adjudication_test_support.hpp"
#include "arbiter/game_replay.hpp"

#include <set>

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;

namespace {

using Moves = std::set<std::string>;

Moves as_set(const std::vector<std::string> &v) { return Moves(v.begin(), v.end()); }

GameLog from(const damka::Variant &v, const std::string &setup, const std::vector<std::string> &lines) {
    GameLog log = script(v, lines);
    log.setup = setup;
    return log;
}

// The plugin's own position string for a set-up (what a correction restores).
std::string position_of(const damka::Variant &v, const std::string &setup) { return v.new_game(setup)->position(); }

} // namespace

// --- Frisian ------------------------------------------------------------------------------

// adiukh 4.4 with Frisian art. 7: White man 28 (e5), Black men 22 (d6) and 29 (g5). The man
// takes 22 diagonally, landing 17 (c7), or 29 along row 5, landing 30 (i5); nothing follows
// either (from c7 and i5 no enemy piece is next to the man). One man each, both by the man:
// both are legal (art. 11, 12). 29 has no White piece on its diagonals: only the capture along
// the row takes it. Touching it obliges 28x30; taking 22 instead is corrected (adiukh 8.5).
TEST(FrisianTouchMove, AManTakenOnlyAlongTheRowMustBeTakenWhenTouched) {
    DAMKA_REQUIRE_VARIANT(v, "frisian");
    const std::string setup = "W:W28:B22,29";
    Decision d = decide_claim(*v, from(*v, setup, {"touch white 29"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.4");
    EXPECT_EQ(d.obliged_square, "29");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"28x30"});
    d = decide_claim(*v, from(*v, setup, {"touch white 29", "move white 28x17", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.5");
    EXPECT_EQ(d.offence, "touched-one-took-another");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"28x30"});
    EXPECT_EQ(d.restore_position, position_of(*v, setup));
}

// adiukh 8.3, 8.6: White man 28 (e5) must take 29 (g5) along row 5, landing 30 (i5): the only
// legal move (the man 47 (c1) may not step while a capture is due). White plays 47-42 (c1-d2)
// and presses; Black claims before replying: the position is restored and White must take.
TEST(FrisianCorrection, MissedCaptureAlongTheRowClaimedInTime) {
    DAMKA_REQUIRE_VARIANT(v, "frisian");
    const std::string setup = "W:W28,47:B29";
    const Decision d = decide_claim(*v, from(*v, setup, {"move white 47-42", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.6");
    EXPECT_EQ(d.offence, "quiet-move-instead-of-capture");
    EXPECT_EQ(d.restore_position, position_of(*v, setup));
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"28x30"});
    EXPECT_TRUE(d.switch_clocks_back);
    EXPECT_EQ(d.offender, 0);
}

// adiukh 8.3, 8.8: the same missed capture, answered. After 47-42 the board holds White men 28
// (e5) and 42 (d2) and Black's 29 (g5), which must take 28 along the row, landing 27 (c5)
// (art. 7; nothing else takes or is taken). Black plays 29x27, then claims: too late, the
// irregular move stands, and the game goes on from the board: White 42, Black 27, White to move.
TEST(FrisianCorrection, MissedCaptureAnsweredStandsAndTheBoardIsFollowed) {
    DAMKA_REQUIRE_VARIANT(v, "frisian");
    const GameLog log =
        from(*v, "W:W28,47:B29", {"move white 47-42", "press white", "move black 29x27", "press black"});
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.8");
    Expected<Replay> r = replay(*v, log);
    ASSERT_TRUE(r) << r.error();
    ASSERT_TRUE(r->game) << "the position after the answered move is known";
    ASSERT_TRUE(r->moves.back().played) << r->moves.back().refusal;
    EXPECT_EQ(r->game->position(), position_of(*v, "W:W42:B27"));
}

// Frisian art. 17: a side with kings and men makes at most three quiet moves in a row with the
// same king. White king 46 (a1) and man 50 (i1); Black's lone king shuttles 1 (b10) - 6 (a9),
// where no White piece can take it (behind b10 and a9 the lines leave the board) and it takes
// nothing. After 46-41, 41-46, 46-41 a fourth quiet move 41-46 is illegal: adiukh 8.3, 8.6,
// the position after six plies is restored (White king 41, man 50, Black king 6, White to
// move) and White must play a legal move: the man's 50-44 (h2) or 50-45 (j2) only. The king
// White lifted has no legal move, so it binds nothing (adiukh 4.3).
TEST(FrisianCorrection, AFourthQuietMoveWithTheSameKingIsIllegal) {
    DAMKA_REQUIRE_VARIANT(v, "frisian");
    const std::vector<std::string> six = {"move white 46-41", "press white", "move black 1-6", "press black",
                                          "move white 41-46", "press white", "move black 6-1", "press black",
                                          "move white 46-41", "press white", "move black 1-6", "press black"};
    std::vector<std::string> lines = six;
    lines.insert(lines.end(), {"move white 41-46", "press white"});
    GameLog log = from(*v, "W:WK46,50:BK1", lines);
    Expected<Claim> c = parse_claim({"correction", "black"}, {"White", "Black"});
    ASSERT_TRUE(c) << c.error();
    Expected<Decision> d = decide_and_record(*v, log, *c);
    ASSERT_TRUE(d) << d.error();
    EXPECT_EQ(d->ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(*d), "adiukh 8.6");
    EXPECT_EQ(d->offence, "illegal-move");
    // The restored position keeps the run (plugins/draughts/README.md: the string carries it),
    // so the board set up again from it still bars the king's fourth quiet move.
    EXPECT_EQ(d->restore_position, "W:WK41,50:BK6:KW41=3:KB6=3");
    EXPECT_EQ(as_set(d->obliged_moves), (Moves{"50-44", "50-45"}));
    EXPECT_EQ(d->obliged_square, "");
    EXPECT_TRUE(has_note(*d, "41 has no legal move")) << (d->notes.empty() ? "" : d->notes[0]);
    // The correction made: 50-45, Black 6-1, and the king is free again (the count starts over
    // after a man's move): nothing to correct.
    for (Event e :
         script(*v,
                {"move white 50-45", "press white", "move black 6-1", "press black", "move white 41-46", "press white"})
             .events)
        log.events.push_back(e);
    const Decision again = decide_claim(*v, log, "correction black");
    EXPECT_EQ(again.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(again), "adiukh 8.3");
}

// adiukh 4.3 with art. 17: after the king's three moves White touches the king 41 (no legal
// move: binds nothing), then the man 50: the man must move (50-44 or 50-45).
TEST(FrisianTouchMove, TheKingBlockedByArticle17BindsNothing) {
    DAMKA_REQUIRE_VARIANT(v, "frisian");
    const GameLog log = from(*v, "W:WK46,50:BK1",
                             {"move white 46-41", "move black 1-6", "move white 41-46", "move black 6-1",
                              "move white 46-41", "move black 1-6", "touch white 41", "touch white 50"});
    const Decision d = decide_claim(*v, log, "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.3");
    EXPECT_EQ(d.obliged_square, "50");
    EXPECT_EQ(as_set(d.obliged_moves), (Moves{"50-44", "50-45"}));
    EXPECT_TRUE(has_note(d, "41 has no legal move"));
}

// --- Italian ------------------------------------------------------------------------------

// adiukh 4.4 with FID 5.3b (a man never takes a king): White man 22 (d3), Black king 18 (c4),
// 13 (b5) behind it empty. The man cannot take the king; it steps to 19 (e4) only (c4 is
// taken). Touching the king binds nothing, so the next touch counts: the man, 22-19.
TEST(ItalianTouchMove, AKingNoPieceCanTakeBindsNothing) {
    DAMKA_REQUIRE_VARIANT(v, "italian");
    Decision d = decide_claim(*v, from(*v, "W:W22:BK18", {"touch white 18"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_TRUE(has_note(d, "18 cannot be taken")) << (d.notes.empty() ? "" : d.notes[0]);
    d = decide_claim(*v, from(*v, "W:W22:BK18", {"touch white 18", "touch white 22"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.3");
    EXPECT_EQ(d.obliged_square, "22");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"22-19"});
}

// The same king with a White king on 21 (b3): the king takes it one square up-right, landing
// 14 (d5), where nothing follows (FID 5.8; from d5 no Black piece is next to it). The capture
// is due (FID 6.1), and touching 18 obliges it (adiukh 4.4).
TEST(ItalianTouchMove, AKingAnotherKingCanTakeMustBeTaken) {
    DAMKA_REQUIRE_VARIANT(v, "italian");
    const Decision d = decide_claim(*v, from(*v, "W:W22,K21:BK18", {"touch white 18"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.4");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"21x14"});
}

// FID 5.3b, adiukh 8.3: a man "taking" a king is an illegal move. White man 22 (d3), Black
// king 18 (c4) and man 19 (e4): the only legal move is 22x15 (takes the man on e4, lands on
// f5). White jumps the king instead, from 22 to 13 (b5): an illegal move, not a capture
// "too few" or "too many" (one piece either way); the position is restored and the man White
// lifted must move: 22x15. Without the man on 19 the same jump is corrected to 22-19.
TEST(ItalianCorrection, AManTakingAKingIsAnIllegalMove) {
    DAMKA_REQUIRE_VARIANT(v, "italian");
    Decision d = decide_claim(*v, from(*v, "W:W22:BK18,19", {"move white from 22 to 13 took 18", "press white"}),
                              "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.6");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.restore_position, position_of(*v, "W:W22:BK18,19"));
    EXPECT_EQ(d.obliged_square, "22");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"22x15"});
    d = decide_claim(*v, from(*v, "W:W22:BK18", {"move white from 22 to 13 took 18", "press white"}),
                     "correction black");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"22-19"});
}

// --- Czech --------------------------------------------------------------------------------

// Czech federation: if a king can take, a king must take. White man c3, king h2; Black men d4
// and f4. The king takes f4 along h2-g3-f4 and lands on e5, d6, c7 or b8 (flying); from e5 the
// line down-left runs d4 then c3, White's own man, and no other landing meets a piece: four
// captures, nothing more. The man's c3xe5 (taking d4) is not among them.
//  - White plays the man's capture: an illegal move (adiukh 8.3); the man has no legal move,
//    so nothing binds and White must play one of the king's four captures.
//  - Touching f4 obliges the king's captures (adiukh 4.4); touching d4, which no legal move
//    takes, binds nothing, nor does touching the man c3, which cannot move (adiukh 4.3).
TEST(CzechCorrection, AManCaptureWhenTheKingCanTakeIsCorrectedToTheKings) {
    DAMKA_REQUIRE_VARIANT(v, "czech");
    const std::string setup = "W:Wc3,Kh2:Bd4,f4";
    const Moves kings{"h2xe5", "h2xd6", "h2xc7", "h2xb8"};
    Decision d =
        decide_claim(*v, from(*v, setup, {"move white from c3 to e5 took d4", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.6");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.restore_position, position_of(*v, setup));
    EXPECT_EQ(as_set(d.obliged_moves), kings);
    EXPECT_TRUE(has_note(d, "c3 has no legal move"));
    // Written in the notation: the same.
    d = decide_claim(*v, from(*v, setup, {"move white c3xe5", "press white"}), "correction black");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(as_set(d.obliged_moves), kings);

    d = decide_claim(*v, from(*v, setup, {"touch white f4"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 4.4");
    EXPECT_EQ(as_set(d.obliged_moves), kings);
    d = decide_claim(*v, from(*v, setup, {"touch white d4", "touch white c3"}), "touch-move black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_TRUE(has_note(d, "d4 cannot be taken"));
    EXPECT_TRUE(has_note(d, "c3 has no legal move"));
}

// --- Thai ---------------------------------------------------------------------------------

// Thai: a king takes at a distance but lands on the square just behind the piece. White king 29
// (a1), Black men 15 (e5) and 1 (b8): the king runs b2, c3, d4, takes e5 and must stop on 11
// (f6); from f6 no line meets b8 (its lines are a7 and c7-d6-e5-...), so 29-11 is the only
// move. The king landing on 8 (g7), beyond f6, is an illegal move (adiukh 8.3): the position is
// restored and the lifted king must move: 29-11.
TEST(ThaiCorrection, AKingLandingBeyondTheSquareBehindIsAnIllegalMove) {
    DAMKA_REQUIRE_VARIANT(v, "thai");
    const std::string setup = "W:WK29:B1,15";
    Decision d =
        decide_claim(*v, from(*v, setup, {"move white from 29 to 8 took 15", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.6");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.restore_position, position_of(*v, setup));
    EXPECT_EQ(d.obliged_square, "29");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"29-11"});
    // Written as Thai writes captures, with '-': "29-8" says nothing of what was taken (a
    // capture looks like a quiet move), so it is not called a quiet move instead of a capture.
    d = decide_claim(*v, from(*v, setup, {"move white 29-8", "press white"}), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"29-11"});
}

// adiukh 8.8: the same move answered stands, and the game goes on from the board. Stated as a
// board change (from 29 to 8, took 15): White's king on 8 (g7), Black's man 1 (b8), which steps
// to 5 (a7) (Thai men take forward only: nothing to take). Then White to move: king 8, man 5.
// Written "29-8" the pieces taken are unknown: the engine does not guess a position (before
// the fix it kept 15 on the board) and asks for it.
TEST(ThaiCorrection, AnAnsweredKingCaptureStandsFromTheBoard) {
    DAMKA_REQUIRE_VARIANT(v, "thai");
    const std::string setup = "W:WK29:B1,15";
    GameLog log = from(*v, setup, {"move white from 29 to 8 took 15", "press white", "move black 1-5", "press black"});
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(d), "adiukh 8.8");
    Expected<Replay> r = replay(*v, log);
    ASSERT_TRUE(r) << r.error();
    ASSERT_TRUE(r->game);
    EXPECT_EQ(r->game->position(), position_of(*v, "W:WK8:B5"));

    log = from(*v, setup, {"move white 29-8", "press white"});
    r = replay(*v, log);
    ASSERT_TRUE(r) << r.error();
    EXPECT_FALSE(r->game) << r->game->position();
    EXPECT_EQ(r->to_move, -1);
}

// Once a capture written with '-' has been played, a later irregular '-' move does not say
// either what was taken, even where no capture is due. 1. 26-22 (d2-c3) 6-10 (c7-d6)
// 2. 22-18 (c3-d4) 10-15 (d6-e5) 3. 18-11 (d4 takes e5, lands f6) 8-15 (g7 takes f6, lands
// e5, emptied by the capture before). White has no capture (no White man next to e5: d4 and
// f4 are empty). White moves 31-22, e1 to c3 over the empty d2: illegal; White's lifted 31
// (e1) has one legal move, 31-26 (f2 is White's own). The position after it is not guessed.
TEST(ThaiCorrection, AfterACaptureWithADashTheTakenPiecesOfADashMoveAreUnknown) {
    DAMKA_REQUIRE_VARIANT(v, "thai");
    const GameLog log = script(*v,
                               {"move white 26-22", "move black 6-10", "move white 22-18", "move black 10-15",
                                "move white 18-11", "move black 8-15", "move white 31-22", "press white"});
    const Decision d = decide_claim(*v, log, "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "31");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"31-26"});
    Expected<Replay> r = replay(*v, log);
    ASSERT_TRUE(r) << r.error();
    EXPECT_FALSE(r->game) << r->game->position();
}

// --- Killer -------------------------------------------------------------------------------

// Killer (MindSports): a king whose capture ends by taking a king stops just behind it. White
// king 46 (a1) and man 50 (i1), Black king 28 (e5) and man 3 (f10). The king runs b2, c3, d4,
// takes e5 and must stop on 23 (f6); from f6 no line meets f10 (its diagonals run e9-d8 and
// g9-h8), so 46x23 is the only move (the man may not step while a capture is due). Landing on
// 14 (h8) is an illegal move in Killer, corrected to 46x23; in International draughts the same
// landing is legal (the king lands on any empty square beyond: 23, 19, 14, 10 or 5).
TEST(KillerCorrection, AKingTakingAKingLastMustStopJustBehindIt) {
    DAMKA_REQUIRE_VARIANT(v, "killer");
    const std::string setup = "W:WK46,50:BK28,3";
    const std::vector<std::string> lines = {"move white from 46 to 14 took 28", "press white"};
    const Decision d = decide_claim(*v, from(*v, setup, lines), "correction black");
    EXPECT_EQ(d.ruling, Ruling::Upheld);
    EXPECT_EQ(rule_of(d), "adiukh 8.6");
    EXPECT_EQ(d.offence, "illegal-move");
    EXPECT_EQ(d.obliged_square, "46");
    EXPECT_EQ(d.obliged_moves, std::vector<std::string>{"46x23"});
    DAMKA_REQUIRE_VARIANT(international, "international");
    const Decision legal = decide_claim(*international, from(*international, setup, lines), "correction black");
    EXPECT_EQ(legal.ruling, Ruling::Rejected);
    EXPECT_EQ(rule_of(legal), "adiukh 8.3");
}
