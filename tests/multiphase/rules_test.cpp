// Rules of Multiphase draughts checked on hand-made positions; every expected value is worked
// out by hand next to the test from the seed's text (seed 003) or its figure 7 example.
#include "multiphase_fixture.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

using namespace multiphase_test;

namespace {

// Every other square of ranks 1, 3, 5 (18) and a7 c7 e7: 21 pieces, no two touching.
const std::string kBlueApart = "a1 c1 e1 g1 i1 k1 a3 c3 e3 g3 i3 k3 a5 c5 e5 g5 i5 k5 a7 c7 e7";
// The fence of figure 7 (README "Figure 7") and fifteen Blue pieces far from it.
const std::string kBlueFence = "f11 g10 h9 i9 j9 k9 a1 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 a2 b2 c2 d2";

int transfers(const damka::Game &g) {
    int n = 0;
    for (const std::string &m : notations(g)) n += m.find(':') != std::string::npos;
    return n;
}

std::string setup(const std::string &blue, const std::string &red, const std::string &state) {
    return piece_lists(board_of(blue, red)) + "; " + state;
}

} // namespace

// multiphase Инвентарь: orthogonal slides over empty squares. Start (decision): Blue on rank 1
// and rank 2 but f2. Rank-2 pieces (10) slide up to ranks 3..9 (rank 10 is Red's but f10): 70;
// e2 and g2 slide sideways to f2: 2; f1 slides f2..f10 (f11 is Red): 9; others are blocked.
TEST(MultiphaseRules, StartHas81Moves) {
    const damka::Game g = game();
    EXPECT_EQ(g.legal_moves().size(), 81u);
    EXPECT_TRUE(notations(g).count("f1-f10"));
    EXPECT_FALSE(notations(g).count("f1-f11"));
    EXPECT_TRUE(notations(g).count("e2-f2"));
}

// Perft 2 by hand: Red has 81 replies in the start position, changed by Blue's move:
//  - a rank-2 piece to rank r (10 pieces x r = 3..9): Red's piece on that file loses r-2
//    squares: sum over r of (83 - r) = 7*83 - 42 = 539, times 10 = 5390;
//  - e2-f2 or g2-f2: f11 loses f2, e10 (g10) gains e2 (g2): 81 each, 162;
//  - f1 to rank k (k = 2..10): f11 reaches f10..f(k+1), 10-k instead of 9, and at k = 10
//    e10 and g10 lose f10: sum of (82 - k) = 738 - 54 = 684, less 2: 682.
// 5390 + 162 + 682 = 6234.
TEST(MultiphaseRules, PerftTwoFromTheStartByHand) { EXPECT_EQ(game().perft(2, false), 6234u); }

// multiphase Инвентарь "Ходы, приводящие к повторению позиции, запрещены": after f1-f5 f11-f7
// f5-f1, Red's f7-f11 would bring back the start arrangement.
TEST(MultiphaseRules, RepeatingAPositionIsForbidden) {
    damka::Game g = game();
    for (const char *m : {"f1-f5", "f11-f7", "f5-f1"}) play(g, m);
    EXPECT_FALSE(notations(g).count("f7-f11"));
    EXPECT_TRUE(notations(g).count("f7-f10"));
    EXPECT_FALSE(g.play("f7-f11").has_value());
}

// The seed's figure 7 example rebuilt (README "Figure 7"): Blue's f11 g10 h9 i9 j9 k9 fence the
// nine squares g11..k11, h10..k10; four Red pieces stand in them, seventeen below. The upper
// zone: 9 squares < 3 x 4 = 12, so Red may carry a piece out; the lower: 100 - 9 = 91 squares
// >= 3 x 17 = 51, so not. Red's transfers: 4 pieces x the lower zone's empty squares
// (91 - 17 = 74) = 296, all from the upper zone.
TEST(MultiphaseRules, FigureSevenTransfersByTheCount) {
    const std::string blue = "f11 g10 h9 i9 j9 k9 a1 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 a2 b2 c2 d2";
    const std::string red = "h11 i11 j11 k11 a5 b5 c5 d5 e5 f5 g5 h5 i5 j5 k5 a7 b7 c7 d7 e7 f7";
    const damka::Game g = game(setup(blue, red, "phase: 1; first: blue; red to move; phase plies: 1; game plies: 1"));
    int transfers = 0;
    for (const std::string &m : notations(g)) {
        if (m.find(':') == std::string::npos) continue;
        ++transfers;
        const std::string from = m.substr(0, m.find(':'));
        EXPECT_TRUE(from == "h11" || from == "i11" || from == "j11" || from == "k11") << m;
    }
    EXPECT_EQ(transfers, 296);
    EXPECT_TRUE(notations(g).count("h11:a11"));
    EXPECT_FALSE(notations(g).count("h11:g11")) << "a transfer goes to another zone";
}

// multiphase Дополнительное правило, second paragraph: with only two Red pieces in the
// nine-square zone (9 >= 3 x 2) Red may not carry one out at first. After Blue's next move
// leaves the zone as it was, Red may, whatever the count: 2 pieces x the lower zone's empty
// squares (91 - 19 = 72) = 144. Blue's d2-d3 also leaves the lower zone's size as it was (d3
// leaves it, d2 joins it: 121 - 21 - 9 = 91 both times), so under the seed's size ("если размер
// «зоны» ... не изменится") its 19 Red pieces may each go to the upper zone's 9 - 2 = 7 empty
// squares: 133 more, 277. Under the option `unchanged zone: same squares` (the reading before
// issue 33) the lower zone is another set of squares: 144 only. If Blue's move changes the
// upper zone (k9-k8 adds k9 to it: ten squares), it is not the zone of Red's last turn: none.
TEST(MultiphaseRules, StandingZoneAllowsATransfer) {
    const std::string red = "h11 i11 a4 a5 b5 c5 d5 e5 f5 g5 h5 i5 j5 k5 a7 b7 c7 d7 e7 f7 g7";
    const std::string text =
        setup(kBlueFence, red, "phase: 1; first: blue; red to move; phase plies: 1; game plies: 1");
    damka::Game g = game(text);
    EXPECT_EQ(transfers(g), 0);
    play(g, "a4-a3");
    damka::Game changed = g.clone();
    play(g, "d2-d3"); // far from the zone
    EXPECT_EQ(transfers(g), 277);
    EXPECT_TRUE(notations(g).count("h11:k1") == 0) << "k1 is Blue's";
    EXPECT_TRUE(notations(g).count("h11:e4"));
    EXPECT_TRUE(notations(g).count("a5:g11")) << "from the lower zone, whose size stood";
    damka::Game squares = game(text + "; unchanged zone: same squares; moves: a4-a3 d2-d3");
    EXPECT_EQ(transfers(squares), 144);
    EXPECT_FALSE(notations(squares).count("a5:g11"));
    play(changed, "k9-k8"); // the zone is now ten squares: not the zone of Red's last turn
    EXPECT_EQ(transfers(changed), 0);
}

// multiphase Дополнительное правило, last paragraph: in a connection phase no counting. Red
// fences the nine squares; one Blue piece stands in them. Red to move moves Blue's pieces
// (phase 2): out of the upper zone 1 x (91 - 20 = 71 empty) = 71, into it from the lower zone
// 20 x (9 - 1 = 8 empty) = 160; 231 transfers. The same board in phase 1 with Blue to move:
// 9 >= 3 x 1 and 91 >= 3 x 20, no transfer.
TEST(MultiphaseRules, ConnectionPhaseTransfersWithoutCounting) {
    const std::string red = kBlueFence;
    const std::string blue = "h11 a4 a5 b5 c5 d5 e5 f5 g5 h5 i5 j5 k5 a7 b7 c7 d7 e7 f7 g7 h7";
    const damka::Game connection =
        game(setup(blue, red, "phase: 2; first: red; red to move; score: 1-0; phase plies: 0; game plies: 9"));
    EXPECT_EQ(transfers(connection), 231);
    EXPECT_TRUE(notations(connection).count("h11:a3"));
    EXPECT_TRUE(notations(connection).count("a4:g11"));
    const damka::Game separation = game(setup(blue, red, "phase: 1; first: blue; blue to move; phase plies: 0"));
    EXPECT_EQ(transfers(separation), 0);
}

namespace {
// Blue: kBlueApart but e7 stands on d8, touching c7; d8-d10 separates Blue. Red: apart on
// ranks 2, 4, 6 (b d f h j), g9 i9 k9, g11 i11, but k10 touches k9; k10-k11 separates Red.
const std::string kBlueNear = "a1 c1 e1 g1 i1 k1 a3 c3 e3 g3 i3 k3 a5 c5 e5 g5 i5 k5 a7 c7 d8";
const std::string kRedNear = "b2 d2 f2 h2 j2 b4 d4 f4 h4 j4 b6 d6 f6 h6 j6 g9 i9 k9 g11 i11 k10";
} // namespace

// multiphase Фазы: the first player separates first, so the second gets one compulsory extra
// move; separating with it too draws the phase. The next phase (connection) begins with the
// player who moved second.
TEST(MultiphaseRules, ExtraMoveThatAlsoFinishesDrawsThePhase) {
    ASSERT_FALSE(multiphase_ref::apart(board_of(kBlueNear, ""), 'b')); // preconditions, by the goal alone
    ASSERT_FALSE(multiphase_ref::apart(board_of("", kRedNear), 'r'));
    damka::Game g = game(setup(kBlueNear, kRedNear, "phase: 1; first: blue; blue to move"));
    play(g, "d8-d10");
    EXPECT_EQ(seen(g).extra, 1);
    EXPECT_EQ(g.side_to_move(), 1);
    play(g, "k10-k11");
    EXPECT_EQ(phase_line(g), "phase 2 first 1 to move 1 score 0:0 drawn 1 extra 0");
    EXPECT_FALSE(g.status().finished());
}

// multiphase Фазы: the extra move does not separate Red: Blue wins the phase and moves first in
// phase 2, where each player moves the other's pieces.
TEST(MultiphaseRules, ExtraMoveThatDoesNotFinishLosesThePhase) {
    damka::Game g = game(setup(kBlueNear, kRedNear, "phase: 1; first: blue; blue to move"));
    play(g, "d8-d10");
    play(g, "g9-g8");
    EXPECT_EQ(phase_line(g), "phase 2 first 0 to move 0 score 1:0 drawn 0 extra 0");
    EXPECT_TRUE(notations(g).count("k10-k11")) << "in phase 2 Blue moves Red's pieces";
    EXPECT_FALSE(notations(g).count("a1-a2"));
}

// multiphase Фазы: the second player separates first and wins at once, no extra move for the
// first. Red (second) plays k10-k11.
TEST(MultiphaseRules, SecondPlayerFinishingFirstWinsAtOnce) {
    damka::Game g =
        game(setup(kBlueNear, kRedNear, "phase: 1; first: blue; red to move; phase plies: 1; game plies: 1"));
    play(g, "k10-k11");
    EXPECT_EQ(phase_line(g), "phase 2 first 1 to move 1 score 0:1 drawn 0 extra 0");
}

// multiphase Фазы: two phases won win the game. Phase 2, Blue won phase 1 and moves first,
// moving Red's pieces: j8-j9 joins j8 to the group (i10 touches j9). Red's extra move cannot
// connect Blue's scattered pieces: Blue wins phase 2 and the game, phase score 2:0 as the
// tie-break points (README "Tournament result").
TEST(MultiphaseRules, TwoPhasesWonWinTheGame) {
    const std::string red = "a11 b11 c11 d11 e11 f11 g11 h11 i11 j11 k11 a10 b10 c10 d10 e10 f10 g10 h10 i10 j8";
    damka::Game g = game(setup(kBlueApart, red, "phase: 2; first: blue; blue to move; score: 1-0; game plies: 30"));
    play(g, "j8-j9");
    EXPECT_EQ(seen(g).extra, 1);
    EXPECT_FALSE(g.status().finished());
    play(g, "a1-a2");
    const damka::GameResult r = g.status();
    ASSERT_TRUE(r.finished());
    EXPECT_EQ(r.outcome, DAMKA_WIN);
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.points[0], 1);
    EXPECT_EQ(r.points[1], 0);
    EXPECT_EQ(r.tiebreak[0], 2);
    EXPECT_EQ(r.tiebreak[1], 0);
    EXPECT_TRUE(g.legal_moves().empty());
}

// The option `phase limit: 200` (README "Options", a competition rule an event sets): a phase
// nobody has finished after 200 plies is drawn; the next begins with the player who moved
// second. A draw may be claimed from the 400th ply on (README "Draws").
TEST(MultiphaseRules, PhaseLimitAndGameClaim) {
    damka::Game g =
        game(std::string("blue: a1, b1, c1, d1, e1, f1, g1, h1, i1, j1, k1, a2, b2, c2, d2, e2, g2, h2, i2, j2, k2; ") +
             "red: a11, b11, c11, d11, e11, f11, g11, h11, i11, j11, k11, a10, b10, c10, d10, e10, g10, h10, "
             "i10, j10, k10; phase: 1; first: blue; red to move; phase plies: 199; game plies: 398; "
             "phase limit: 200");
    EXPECT_TRUE(g.draw_claims().empty());
    play(g, "f11-f9");
    EXPECT_EQ(phase_line(g), "phase 2 first 1 to move 1 score 0:0 drawn 1 extra 0");
    EXPECT_TRUE(g.draw_claims().empty()); // 399 plies
    play(g, "a2-a3"); // Red moves Blue's piece in the connection phase
    EXPECT_EQ(g.draw_claims().size(), 1u);
}

// multiphase Дополнительное правило "Одна шашка, оказавшаяся в «зоне», включающей меньше трёх
// клеток, тоже может быть перенесена": from the start, 1. d2-d3 f11-f2 2. d3-f3 shuts Red's f2
// in by e2, g2, f1 and f3. Zone {f2}: 1 square < 3 x 1. Red may carry it to any empty square:
// 121 - 42 = 79, none of them in {f2}.
TEST(MultiphaseRules, TransferOutOfAOneSquareZone) {
    damka::Game g = game("start; moves: d2-d3 f11-f2 d3-f3");
    EXPECT_EQ(transfers(g), 79);
    EXPECT_TRUE(notations(g).count("f2:f10"));
    EXPECT_FALSE(notations(g).count("f2-f10")) << "f2 cannot slide: it is shut in";
}

// The board description names the zones (README "Board description") for the colour the
// player to move moves: in figure 7's set-up Red moves, fenced by Blue's f11 g10 h9 i9 j9 k9,
// so two zones: the nine squares g11 h11 i11 j11 k11 h10 i10 j10 k10 and the 91 others not
// held by Blue (121 - 21 Blue - 9). From the start Blue's rank 1 and 2 fence nothing off for
// Red: one region, no zones.
TEST(MultiphaseRules, BoardDescriptionNamesTheZones) {
    const std::string blue = "f11 g10 h9 i9 j9 k9 a1 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 a2 b2 c2 d2";
    const std::string red = "h11 i11 j11 k11 a5 b5 c5 d5 e5 f5 g5 h5 i5 j5 k5 a7 b7 c7 d7 e7 f7";
    const damka::Game g = game(setup(blue, red, "phase: 1; first: blue; red to move; phase plies: 1; game plies: 1"));
    const QJsonArray zones = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json()))
                                 .object()
                                 .value(QStringLiteral("zones"))
                                 .toArray();
    ASSERT_EQ(zones.size(), 2);
    std::vector<qsizetype> sizes{zones[0].toArray().size(), zones[1].toArray().size()};
    std::sort(sizes.begin(), sizes.end());
    EXPECT_EQ(sizes, (std::vector<qsizetype>{9, 91}));
    const QJsonArray small = zones[0].toArray().size() == 9 ? zones[0].toArray() : zones[1].toArray();
    QStringList names;
    for (const QJsonValue &v : small) names << v.toString();
    names.sort();
    EXPECT_EQ(names.join(QLatin1Char(' ')), QStringLiteral("g11 h10 h11 i10 i11 j10 j11 k10 k11"));
    const QJsonObject start = QJsonDocument::fromJson(QByteArray::fromStdString(game().board_json())).object();
    EXPECT_TRUE(start.value(QStringLiteral("zones")).toArray().isEmpty());
}

// Issue 33: the seed draws a phase only when both finish it (multiphase Фазы "Если этим ходом
// второй игрок тоже сумеет закончить разделение, то в первой «фазе» игры объявляется ничья");
// a phase limit is in no sentence of it, so by default the phase goes on past 200 plies: Red's
// f11-f9 at ply 200 only passes the turn (phase 1, Blue to move, nothing drawn).
TEST(MultiphaseRules, NoPhaseLimitByDefault) {
    const std::string pieces =
        "blue: a1, b1, c1, d1, e1, f1, g1, h1, i1, j1, k1, a2, b2, c2, d2, e2, g2, h2, i2, j2, k2; "
        "red: a11, b11, c11, d11, e11, f11, g11, h11, i11, j11, k11, a10, b10, c10, d10, e10, g10, h10, "
        "i10, j10, k10; phase: 1; first: blue; red to move; phase plies: 199; game plies: 398";
    damka::Game g = game(pieces);
    play(g, "f11-f9");
    EXPECT_EQ(phase_line(g), "phase 1 first 0 to move 0 score 0:0 drawn 0 extra 0");
    EXPECT_EQ(seen(g).phase_plies, 200);
    // The option is a clause of the position string, printed when set; alone it is the start
    // position under it (how an event sets it for all its games).
    EXPECT_EQ(game("phase limit: 200").position(), "start; phase limit: 200");
    EXPECT_EQ(game("Start; Phase limit: 200; moves: f1-f5").position(), "start; phase limit: 200; moves: f1-f5");
    EXPECT_EQ(game().position(), "start");
    // Refused, naming the clause: a limit that is no number, given twice; plies already past it.
    EXPECT_FALSE(variant().new_game("phase limit: many"));
    EXPECT_FALSE(variant().new_game("phase limit: 200; phase limit: 100"));
    const auto past = variant().new_game(pieces + "; phase limit: 100");
    ASSERT_FALSE(past);
    EXPECT_NE(past.error().find("phase limit: 100"), std::string::npos) << past.error();
}

// multiphase Дополнительное правило "А если размер «зоны» (число входящих в неё клеток, не
// занятых шашками противника) не изменится на втором и последующих ходах после её возникновения
// (то есть игрок, своим ходом создавший «зону», в следующие свои ходы не передвинет какую-либо
// свою шашку так, чтобы «зона» расширилась, сжалась, либо совсем исчезла), то другой игрок имеет
// право ... перенести одну свою шашку из этой «зоны» в другую".
// By hand: Blue's d11 c10 a9 b9 (backed by d10 c9) fence Red's a11 into the zone a11 b11 c11
// a10 b10: 5 squares, 1 Red piece, 5 >= 3, so the count gives no transfer. Red k5-k4, then Blue
// c10-c11: the zone is now a11 b11 a10 b10 c10 — another shape, the same 5 squares in size. At
// Red's next turn the size has not changed: a11 may be carried to any empty square outside it,
// 121 - 42 = 79 empty less b11 a10 b10 c10 = 75 squares. The big zone (95 squares, 20 Red
// pieces) is the same squares as before, so each of its 20 pieces may go to the 4 empty squares
// of the small one (80) under either reading. With the option `unchanged zone: same squares`
// (the reading before issue 33) the small zone is new: 80 transfers only.
TEST(MultiphaseRules, AZoneOfTheSameSizeButAnotherShapeStandsUnchanged) {
    const std::string blue = "d11 c10 a9 b9 d10 c9 a1 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 a2 b2 c2 d2";
    const std::string red = "a11 a5 b5 c5 d5 e5 f5 g5 h5 i5 j5 k5 a6 b6 c6 d6 e6 f6 g6 h6 i6";
    const std::string at = setup(blue, red, "phase: 1; first: red; red to move; phase plies: 0; game plies: 0");
    EXPECT_EQ(transfers(game(at)), 0) << "5 squares >= 3 x 1 piece, and the zone has just appeared";
    damka::Game seed = game(at + "; moves: k5-k4 c10-c11");
    EXPECT_EQ(transfers(seed), 155);
    EXPECT_TRUE(notations(seed).count("a11:f8"));
    damka::Game squares = game(at + "; unchanged zone: same squares; moves: k5-k4 c10-c11");
    EXPECT_EQ(transfers(squares), 80);
    EXPECT_FALSE(notations(squares).count("a11:f8"));
    EXPECT_TRUE(notations(squares).count("a5:c10"));
    EXPECT_NE(squares.position().find("; unchanged zone: same squares; moves: k5-k4 c10-c11"), std::string::npos)
        << squares.position();
}
