// Perft from the start position against published tables, in both duplicate conventions
// ("drop": captures with the same origin, destination and captured set count once; "keep":
// every capture path counts). Depth 9 and beyond are run by bench/draughts only.
#include "draughts_fixture.hpp"

namespace damka::draughts_test {
namespace {

struct Table {
    const char *variant;
    bool keep;
    std::vector<uint64_t> counts; // depth 1, 2, ...
};

void check(const Table &t) {
    const Game g = game(t.variant);
    for (size_t d = 1; d <= t.counts.size(); ++d)
        EXPECT_EQ(g.perft(static_cast<uint32_t>(d), t.keep), t.counts[d - 1])
            << t.variant << (t.keep ? " keep" : " drop") << " depth " << d;
}

// Russian draughts, published perft (the task's table; also the Russian-draughts perft
// tables circulated by engine authors on shashki.com / the DamExchange forum): every path
// kept — 7, 49, 302, 1469, 7482, 37986, 190146, 929905; dropping duplicates differs first
// at depth 8: 929899.
TEST(DraughtsPerft, RussianKeepDuplicatesDepth1To8) {
    check({"russian", true, {7, 49, 302, 1469, 7482, 37986, 190146, 929905}});
}
TEST(DraughtsPerft, RussianDropDuplicatesDepth1To8) {
    check({"russian", false, {7, 49, 302, 1469, 7482, 37986, 190146, 929899}});
}

// International draughts, published perft (the task's table; Aart Bik, "BikDam: international
// checkers", aartbik.blogspot.com, duplicates removed): 9, 81, 658, 4265, 27117, 167140,
// 1049442, 6483961; keeping every path differs first at depth 8: 6483971.
TEST(DraughtsPerft, InternationalDropDuplicatesDepth1To8) {
    check({"international", false, {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961}});
}
TEST(DraughtsPerft, InternationalKeepDuplicatesDepth1To8) {
    check({"international", true, {9, 81, 658, 4265, 27117, 167140, 1049442, 6483971}});
}

// English checkers, published perft from the start (Aart Bik, "Checkers perft"): 7, 49, 302,
// 1469, 7361, 36768, 179740, 845931. Kings step one square, so duplicates cannot arise and
// both conventions agree.
TEST(DraughtsPerft, EnglishDepth1To8) {
    check({"english", false, {7, 49, 302, 1469, 7361, 36768, 179740, 845931}});
    check({"english", true, {7, 49, 302, 1469, 7361, 36768, 179740, 845931}});
}

// Brazilian draughts, Rein Halbersma, "Perft for all recognized draughts variants",
// damforum.nl/bb3/viewtopic.php?t=2822 (27 Apr 2010; first derived on the shashki.com forum),
// counting every capture path: 7, 49, 302, 1469, 7473, 37628, 187302.
TEST(DraughtsPerft, BrazilianKeepDuplicatesDepth1To7) {
    check({"brazilian", true, {7, 49, 302, 1469, 7473, 37628, 187302}});
}

// Pool checkers: no published table found. Hand argument instead: within 4 plies no man can
// reach or cross the far row (each side makes two moves from rank 3), so the only rule that
// differs from Russian (promotion during a capture) cannot act, and Black moving first from
// the mirrored start gives the mirrored tree: the counts equal Russian's 7, 49, 302, 1469.
TEST(DraughtsPerft, PoolDepth1To4EqualsRussian) { check({"pool", false, {7, 49, 302, 1469}}); }

// Canadian draughts (12x12, 30 men each): no published table found. By hand: White's front
// row (the 8th from the top, squares 43-48) has 6 men; the one on the left edge has one step,
// the other five two: 11 moves. Black's reply cannot touch White (two empty rows between
// the armies before the move, one after), so depth 2 is 11 x 11 = 121.
TEST(DraughtsPerft, CanadianDepth1And2ByHand) { check({"canadian", false, {11, 121}}); }

// Both giveaway variants move exactly like their parent variant: the perft counts are the
// parents' published ones (the aim changes, not the moves).
TEST(DraughtsPerft, GiveawayMovesLikeItsParent) {
    check({"giveaway-russian", true, {7, 49, 302, 1469, 7482, 37986, 190146}});
    check({"giveaway-international", false, {9, 81, 658, 4265, 27117, 167140}});
}

// Rein Halbersma, "Perft for all recognized draughts variants", damforum.nl/bb3/viewtopic.php?
// f=53&t=2822, as kept in the tests of his dctl library (test/src/algo/traversal/initial/
// board_08x08.cpp and board_10x10.cpp, rhalbersma/dctl commit 21869018f9ae). Both conventions
// are published; for the 8x8 games they first differ at depth 12, beyond these tests.
TEST(DraughtsPerft, ItalianFromTheStartDepth1To10) {
    // board_08x08.cpp l.109-110. Italian and Spanish first differ at depth 9 (3860875 v 3860866):
    // the first captures of kings, where the precedences part.
    check({"italian", false, {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875, 17761384}});
    check({"italian", true, {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875, 17761384}});
}

// Italian test positions of the same thread (dctl test/src/algo/traversal/italian/gilbert.cpp),
// every path counted, squares in FID numbering (1 = a8 ... 32 = h1, FID 2.4). They exercise
// what the start does not reach early: short kings, men that cannot take kings, and the
// precedence of FID 6.6-6.9 (with a king, most kings, the king met first).
TEST(DraughtsPerft, ItalianGilbertPositions) {
    const auto run = [](const char *fen, std::vector<uint64_t> counts) {
        const Game g = game("italian", fen);
        for (size_t d = 1; d <= counts.size(); ++d)
            EXPECT_EQ(g.perft(static_cast<uint32_t>(d), true), counts[d - 1]) << fen << " depth " << d;
    };
    run("W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3", {5, 13, 42, 107, 360, 1099, 3736, 12495, 43686});
    run("B:W30,21,22,17,20,K6:B25,28,9,5,1,3", {6, 47, 271, 1916, 10810, 73137, 389809});
    run("W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4", {13, 112, 828, 6756, 46241, 368908});
}

// board_08x08.cpp l.95-96 ("Spanish"; dctl's spanish.hpp cites the Portuguese federation's
// rules, the same game): Portuguese shares the table.
TEST(DraughtsPerft, SpanishAndPortugueseFromTheStartDepth1To10) {
    for (const char *v : {"spanish", "portuguese"}) {
        check({v, false, {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860866, 17743464}});
        check({v, true, {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860866, 17743464}});
    }
}

// board_08x08.cpp l.81-82. Through depth 8 no king can appear and Czech equals English checkers
// (Aart Bik's table above); depth 9 and 10 count the first king moves.
TEST(DraughtsPerft, CzechFromTheStartDepth1To10) {
    check({"czech", false, {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671, 18368918}});
    check({"czech", true, {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671, 18368918}});
}

// board_10x10.cpp l.52-53 (from damforum t=2822&start=15). The conventions differ from depth 4
// (3880 v 3874): the orthogonal captures of Frisian art. 7 let two paths take the same men.
// These tables leave out the three-move rule of art. 17 (Halbersma's post of 6 May 2010: it
// cannot act before depth 13), so perft, which follows it, gives them unchanged.
TEST(DraughtsPerft, FrisianFromTheStartDepth1To8) {
    check({"frisian", false, {9, 81, 658, 3874, 21265, 102431, 540126, 2825779}});
    check({"frisian", true, {9, 81, 658, 3880, 21345, 103584, 550314, 2907905}});
}

// Killer draughts: from the start it equals International (board_10x10.cpp l.35-40, published
// through depth 11). Fabien Letouzey's positions (dctl test/src/algo/traversal/killer/
// letouzey.cpp, duplicates dropped): in Random178 the halt behind a taken king first acts at
// depth 4 (International gives 5432 there, Killer 5165).
TEST(DraughtsPerft, KillerFromTheStartAndLetouzeysPositions) {
    check({"killer", false, {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961}});
    const Game random178 = game("killer", "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46");
    const uint64_t r178[] = {14, 55, 1168, 5165, 84326, 573965};
    for (uint32_t d = 1; d <= 6; ++d) EXPECT_EQ(random178.perft(d, false), r178[d - 1]) << "Random178 depth " << d;
    const Game woldouby = game("killer", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38");
    const uint64_t wold[] = {6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88043};
    for (uint32_t d = 1; d <= 10; ++d) EXPECT_EQ(woldouby.perft(d, false), wold[d - 1]) << "Woldouby depth " << d;
}

// Antidraughts and Breakthrough move like International (lidraughts Antidraughts.scala and
// Breakthrough.scala delegate every move to Standard); only the end of the game differs, and
// no king (which ends a Breakthrough game) can be made within 8 plies from the start.
TEST(DraughtsPerft, AntidraughtsAndBreakthroughMoveLikeInternational) {
    check({"antidraughts", false, {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961}});
    check({"antidraughts", true, {9, 81, 658, 4265, 27117, 167140, 1049442, 6483971}});
    check({"breakthrough", false, {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961}});
}

// Thai (8 men each on two rows) and Frysk! (5 men on the back row): no published table exists.
// These counts come from a separate program written for this issue from the rule texts only
// (Python, by the research session; not the plugin), and agree with the independent reference
// of reference_perft_test.cpp. Before a king can appear (ply 11 in Thai, 17 in Frysk!) they
// test the start position, men's moves and forward captures.
TEST(DraughtsPerft, ThaiAndFryskFromTheStartUnpublished) {
    check({"thai", false, {7, 49, 392, 3136, 26592, 218695, 1820189, 14533014}});
    check({"frysk", false, {9, 81, 657, 5329, 41829, 328329, 2572197}});
}

// Divide: one subtotal per root move, named by a legal move, adding up to the total. In the
// diamond position of rules_test both circuits take the same four pieces from c1 to c1: one
// root move without duplicates, two with them.
TEST(DraughtsPerft, DivideNamesLegalMovesAndAddsUp) {
    const Game g = game("international");
    const std::set<std::string> legal = notations(g);
    uint64_t sum = 0;
    size_t roots = 0;
    const uint64_t total = g.perft(4, false, [&](const std::string &n, uint64_t c) {
        EXPECT_TRUE(legal.count(n)) << n;
        sum += c;
        ++roots;
    });
    EXPECT_EQ(total, 4265u);
    EXPECT_EQ(sum, total);
    EXPECT_EQ(roots, 9u);
    const Game diamond = game("russian", "W:WKc1:Bb2,b4,d4,d2");
    size_t drop = 0, keep = 0;
    EXPECT_EQ(diamond.perft(1, false, [&](const std::string &, uint64_t) { ++drop; }), 1u);
    EXPECT_EQ(diamond.perft(1, true, [&](const std::string &, uint64_t) { ++keep; }), 2u);
    EXPECT_EQ(drop, 1u);
    EXPECT_EQ(keep, 2u);
}

} // namespace
} // namespace damka::draughts_test
