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
