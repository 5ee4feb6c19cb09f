// Move notation (plugins/turkish/README.md "Notation"; PDN 3.0 GameType 30: algebraic,
// captures with x; kish RULES.md 10: d3-d4, d4xd6, b3xd3xd5): the canonical forms, what is
// read besides them, and the refusals, each naming what is wrong.
#include "turkish_fixture.hpp"

#include <random>

namespace damka::turkish_test {
namespace {

std::string refusal(Game &g, const std::string &move) {
    const std::string before = g.position();
    Expected<MoveRecord> r = g.play(move);
    EXPECT_FALSE(r.has_value()) << move << " was accepted";
    EXPECT_EQ(g.position(), before) << "a refused move changed the game";
    return r.has_value() ? std::string() : r.error();
}

// Quiet moves name two squares with '-'; captures every landing square joined by 'x'.
// White man d4 (kish 10's example square); Black d5, e6: d4 jumps d5 onto d6, then east over
// e6 onto f6 (nothing beside d6 on the other side, nothing ahead of f6): d4xd6xf6.
TEST(TurkishNotation, CanonicalForms) {
    EXPECT_TRUE(notations(game()).count("d3-d4"));
    EXPECT_EQ(notations(game("W:Wd4:Bd5,e6")), (std::set<std::string>{"d4xd6xf6"}));
}

// Input takes ':' for 'x', upper case, blanks, annotation marks, and the short form that keeps
// origin and destination (only one capture fits it here); a landing square written in between
// must be one of the path's.
TEST(TurkishNotation, CapturesAreReadInTheUsualVariants) {
    for (const char *text : {"d4xd6xf6", "d4:d6:f6", "D4XD6XF6", " d4 x d6 x f6 ", "d4xf6", "d4:f6", "d4xd6xf6!"}) {
        Game g = game("W:Wd4:Bd5,e6");
        Expected<MoveRecord> r = g.play(text);
        ASSERT_TRUE(r.has_value()) << text << ": " << r.error();
        EXPECT_EQ(r->notation, "d4xd6xf6") << text;
    }
    Game g = game("W:Wd4:Bd5,e6");
    EXPECT_NE(refusal(g, "d4xe6xf6").find("the legal captures, taking the most pieces, are d4xd6xf6"),
              std::string::npos);
}

// Two paths that take the same pieces and end on the same square lead to the same position, so
// the short form plays the first (perft_test: the king a1 touching down on d1 or e1 before
// taking f1). Two that take different pieces are refused with both paths listed. White king
// h8; Black h7, e3, b6, b8 and a king on d1, worked by hand:
//   h8 west over b8 onto a8: nothing further (1). h8 south over h7 onto h6..h1:
//   h6: west over b6 onto a6, then nothing (2). h5, h4, h2: empty ranks (1).
//   h3: west over e3 onto d3, c3, b3 or a3; only from b3 north over b6 onto b7 (3) — from b7
//       the man on h7 has no empty square behind it and b8 none either.
//   h1: west over the king d1 onto c1, b1 or a1; only from b1 north over b6 onto b7 (3).
// Two three-piece captures, h8xh3xb3xb7 (h7, e3, b6) and h8xh1xb1xb7 (h7, d1, b6).
TEST(TurkishNotation, ShortCapturesThatFitSeveralPaths) {
    Game same = game("W:WKa1:BKc1,Kf1");
    Expected<MoveRecord> r = same.play("a1xg1");
    ASSERT_TRUE(r.has_value()) << r.error();
    EXPECT_EQ(r->notation, "a1xd1xg1");

    Game g = game("W:WKh8:Bh7,e3,b6,b8,Kd1");
    EXPECT_EQ(notations(g), (std::set<std::string>{"h8xh1xb1xb7", "h8xh3xb3xb7"}));
    const std::string why = refusal(g, "h8xb7");
    EXPECT_NE(why.find("ambiguous"), std::string::npos) << why;
    EXPECT_NE(why.find("h8xh1xb1xb7"), std::string::npos) << why;
    EXPECT_NE(why.find("h8xh3xb3xb7"), std::string::npos) << why;
    r = g.play("h8xh3xb7");
    ASSERT_TRUE(r.has_value()) << r.error();
    EXPECT_EQ(r->notation, "h8xh3xb3xb7");
}

// Refusals name what is wrong: a square off the board, a mixed or missing separator, a quiet
// move written as a capture, a quiet move when a capture is compulsory, a diagonal step.
TEST(TurkishNotation, RefusalsSayWhatIsWrong) {
    Game g = game();
    EXPECT_NE(refusal(g, "d3-d9").find("'d9' is not a square"), std::string::npos);
    EXPECT_NE(refusal(g, "i3-i4").find("'i3' is not a square"), std::string::npos);
    EXPECT_NE(refusal(g, "21-17").find("'21' is not a square"), std::string::npos);
    EXPECT_NE(refusal(g, "d3").find("is not a move"), std::string::npos);
    EXPECT_NE(refusal(g, "d3-").find("no square next to it"), std::string::npos);
    EXPECT_NE(refusal(g, "d3-d4xd5").find("mixes"), std::string::npos);
    EXPECT_NE(refusal(g, "d3-d4-d5").find("a quiet move names two squares"), std::string::npos);
    EXPECT_NE(refusal(g, "d3xd4").find("written wrongly: the legal move is d3-d4"), std::string::npos);
    EXPECT_NE(refusal(g, "c3-d4").find("never diagonally"), std::string::npos);
    EXPECT_NE(refusal(g, "d3-d5").find("not a legal move here"), std::string::npos);
    EXPECT_NE(refusal(g, "").find("no move given"), std::string::npos);

    Game capture = game("W:Wd4,h2:Bd5,e6");
    EXPECT_NE(refusal(capture, "h2-h3").find("a capture is compulsory here, taking the most pieces (d4xd6xf6)"),
              std::string::npos);
}

// Every legal move's notation plays and gives back the same record, and the position string
// round-trips, at every ply of a few random games from the start (seeded).
TEST(TurkishNotation, EveryListedMoveReadsBackInRandomGames) {
    std::mt19937 rng(31);
    for (int game_no = 0; game_no < 20; ++game_no) {
        Game g = game();
        for (int ply = 0; ply < 150 && !g.status().finished(); ++ply) {
            const std::vector<MoveRecord> moves = g.legal_moves();
            for (const MoveRecord &m : moves) {
                Game copy = g.clone();
                Expected<MoveRecord> r = copy.play(m.notation);
                ASSERT_TRUE(r.has_value()) << m.notation << " at " << g.position() << ": " << r.error();
                EXPECT_EQ(r->path, m.path) << m.notation;
                EXPECT_EQ(r->captured, m.captured) << m.notation;
            }
            Game again = game(g.position());
            EXPECT_EQ(again.position(), g.position());
            EXPECT_EQ(notations(again), notations(g)) << g.position();
            play(g, moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)].notation);
        }
    }
}

} // namespace
} // namespace damka::turkish_test
