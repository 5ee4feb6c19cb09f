// The later draughts variants (issue 31) in tournament use, end to end through the `damka`
// program: a demo Swiss of each, the variant list, play in each federation's numbering, a
// game record entered with a result, and the boards drawn with the near-right corner dark
// where the federation says so. Expected positions are worked out by hand in the comments,
// squares in the variant's own numbering (plugins/draughts/README.md, "The later variants").
#include "tests/diagram/svg_reading.hpp"
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <fstream>

using damka::testing::CliRun;
using damka::testing::file_text;
using damka::testing::has;
using damka::testing::read_svg;
using damka::testing::refused;
using damka::testing::run_damka;
using damka::testing::says;
using damka::testing::SvgDocument;
using damka::testing::SvgElement;

namespace {

// The ten later variants (plugins/draughts/README.md "The later variants"), with the names `damka variants` prints.
const std::pair<const char *, const char *> kLaterVariants[] = {
    {"italian", "Italian draughts"},
    {"spanish", "Spanish draughts"},
    {"portuguese", "Portuguese draughts"},
    {"czech", "Czech draughts"},
    {"thai", "Thai draughts"},
    {"frisian", "Frisian draughts"},
    {"frysk", "Frysk!"},
    {"antidraughts", "Antidraughts"},
    {"breakthrough", "Breakthrough draughts"},
    {"killer", "Killer draughts"},
};

size_t count_of(const std::string &text, const std::string &part) {
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

double number(const SvgElement &e, const std::string &key) { return std::stod(e.attr(key)); }

// The board cell (rect.cell) with ABI index `index` (y * 8 + x, a1 = 0, h1 = 7, a8 = 56).
const SvgElement *cell(const SvgDocument &svg, int index) {
    for (const SvgElement *c : svg.find("rect", "cell"))
        if (c->attr("data-index") == std::to_string(index)) return c;
    return nullptr;
}

// The cell the square number `name` is written in (text.square-name inside its rect).
const SvgElement *cell_named(const SvgDocument &svg, const std::string &name) {
    for (const SvgElement *t : svg.find("text", "square-name")) {
        if (t->text != name) continue;
        const double x = number(*t, "x"), y = number(*t, "y");
        for (const SvgElement *c : svg.find("rect", "cell"))
            if (x >= number(*c, "x") && x <= number(*c, "x") + number(*c, "width") && y >= number(*c, "y") &&
                y <= number(*c, "y") + number(*c, "height"))
                return c;
    }
    return nullptr;
}

std::string index_of(const SvgElement *c) { return c ? c->attr("data-index") : "none"; }

} // namespace

// `damka variants` lists each id with its plugin, the draughts family's library.
TEST(DraughtsCli, VariantsListsTheLaterVariants) {
    const CliRun r = run_damka("variants");
    ASSERT_EQ(r.code, 0) << r.out;
    for (const auto &[id, name] : kLaterVariants) {
        const size_t line = r.out.find("\n" + std::string(id) + " ");
        ASSERT_NE(line, std::string::npos) << id << " is not listed:\n" << r.out;
        const std::string text = r.out.substr(line + 1, r.out.find('\n', line + 1) - line - 1);
        EXPECT_NE(text.find(name), std::string::npos) << text;
        EXPECT_NE(text.find("libdamka_draughts.so"), std::string::npos) << text;
    }
}

// A demo Swiss of 4 players and 2 rounds for each variant: both rounds played with the plugin's
// legal moves, the standings written as HTML, and every game record stored with its result
// (replayed and checked on entry): a player's card then draws both his games' final positions.
TEST(DraughtsCli, DemoSwissRunsForEachLaterVariant) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const auto &[id, name] : kLaterVariants) {
        const CliRun r = run_damka(std::string("demo --variant ") + id + " --players 4 --rounds 2 --out " +
                                   dir.path().toStdString());
        ASSERT_EQ(r.code, 0) << id << ":\n" << r.out;
        EXPECT_TRUE(has(r, "round 1: 2 games")) << r.out;
        EXPECT_TRUE(has(r, "round 2: 2 games")) << r.out;
        const QString html = dir.filePath(QStringLiteral("demo-%1.html").arg(QString::fromLatin1(id)));
        ASSERT_TRUE(QFile::exists(html)) << id;
        const std::string page = file_text(html.toStdString());
        EXPECT_NE(page.find(std::string("Damka demo: ") + name + " Swiss"), std::string::npos) << id;
        EXPECT_NE(page.find(std::string("Variant: ") + id + ";"), std::string::npos) << id;
        const std::string db = dir.filePath(QStringLiteral("demo-%1.db").arg(QString::fromLatin1(id))).toStdString();
        const CliRun card = run_damka("card --db " + db + " --player 1 --format html");
        ASSERT_EQ(card.code, 0) << id << ":\n" << card.out;
        EXPECT_EQ(count_of(card.out, "<figure class=\"diagram\">"), 2u) << id << ": a stored game is missing";
    }
}

// FID Capo I 2.4 numbering (1 = a8 .. 32 = h1, h1 dark). 1. 21-17 (b3-a4) 10-14 (c6-d5)
// 2. 22-18 (d3-c4) 14x21 (d5 takes c4, lands on b3, emptied by 21-17) 3. 25x18 (a2 takes b3,
// lands on c4; 26 (c2) cannot, a4 behind b3 being White's). White: 17, 18 and 23, 24, 26-32 of
// the start; Black: 1-12 without 10. Black to move.
TEST(DraughtsCli, ItalianPlayPrintsTheFidNumberedPosition) {
    const CliRun r = run_damka("rules italian play --moves '21-17 10-14 22-18 14x21 25x18'");
    EXPECT_TRUE(says(r, "position: B:W17,18,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,11,12")) << r.out;
    EXPECT_TRUE(says(r, "to move: Black"));
    // 3. 26x17 would take 21 (b3) onto 17 (a4), White's own man: refused, naming the capture due.
    const CliRun wrong = run_damka("rules italian play --moves '21-17 10-14 22-18 14x21 26x17'");
    EXPECT_EQ(wrong.code, 2) << wrong.out;
    EXPECT_TRUE(refused(wrong, "26x17"));
}

// Thai numbering as English (29 a1 .. 32 g1; 25 b2, 26 d2; 22 c3; 18 d4; 15 e5; 10 d6, 11 f6;
// 6 c7). 1. 26-22 (d2-c3) 6-10 (c7-d6) 2. 22-18 (c3-d4) 10-15 (d6-e5): White's man d4 must take
// e5, landing f6 (11), written 18-11 (PDN 3.0 type 31 writes captures with '-'). That is the
// only legal move; after it Black's 15 is gone and White's man stands on 11.
TEST(DraughtsCli, ThaiCaptureWrittenWithADashPlays) {
    const CliRun moves = run_damka("rules thai moves --moves '26-22 6-10 22-18 10-15'");
    EXPECT_TRUE(says(moves, "18-11"));
    EXPECT_EQ(moves.out, "18-11\n");
    const CliRun r = run_damka("rules thai play --moves '26-22 6-10 22-18 10-15 18-11'");
    EXPECT_TRUE(says(r, "position: B:W11,25,27,28,29,30,31,32:B1,2,3,4,5,7,8")) << r.out;
}

// Czech: algebraic squares, captures with 'x'. 1. c3-d4 f6-e5 2. d4xf6 (takes e5) g7xe5
// (takes f6): White has lost c3's man, Black f6's; Black's g7 man stands on e5.
TEST(DraughtsCli, CzechPlayWithAlgebraicCaptures) {
    const CliRun r = run_damka("rules czech play --moves 'c3-d4 f6-e5 d4xf6 g7xe5'");
    EXPECT_TRUE(says(r, "position: W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3:Be5,b6,d6,h6,a7,c7,e7,b8,d8,f8,h8")) << r.out;
}

// An event of each numbered federation game takes a result with its game record (PDN GameType
// 22 Italian, 31 Thai): the host replays it through the plugin and refuses a record with an
// illegal move, naming it. The Italian game is the one above; its wrong version ends 3. 26x17.
TEST(DraughtsCli, ResultWithAGameRecordIsReplayedInTheVariantsNumbering) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    struct Case {
        const char *id;
        int gametype;
        const char *good;
        const char *bad;
        const char *bad_move;
    };
    const Case cases[] = {
        {"italian", 22, "1. 21-17 10-14 2. 22-18 14x21 3. 25x18", "1. 21-17 10-14 2. 22-18 14x21 3. 26x17", "26x17"},
        // Thai: the capture 18-11 is due; 3. 18-14 (d4-c5) is a quiet move instead.
        {"thai", 31, "1. 26-22 6-10 2. 22-18 10-15 3. 18-11", "1. 26-22 6-10 2. 22-18 10-15 3. 18-14", "18-14"},
    };
    for (const Case &c : cases) {
        const std::string db = dir.filePath(QString::fromLatin1(c.id) + QStringLiteral(".db")).toStdString();
        const std::string event = std::string("Cup ") + c.id;
        ASSERT_EQ(damka::testing::paired_two_player_event(db, event, c.id), "") << c.id;
        const std::string good = dir.filePath(QString::fromLatin1(c.id) + QStringLiteral("-good.pdn")).toStdString();
        const std::string bad = dir.filePath(QString::fromLatin1(c.id) + QStringLiteral("-bad.pdn")).toStdString();
        damka::testing::write_drawn_pdn(good, event, c.gametype, c.good);
        damka::testing::write_drawn_pdn(bad, event, c.gametype, c.bad);
        EXPECT_TRUE(refused(run_damka("result set 1 1/2 --pdn " + bad + " --db " + db), c.bad_move)) << c.id;
        EXPECT_TRUE(says(run_damka("result set 1 1/2 --pdn " + good + " --db " + db), "1/2")) << c.id;
    }
}

// FID 2.3 and FPD art. 3: the board lies with the near-right corner h1 dark, so a1 is light.
// The cells are read back from the SVG: index 0 (a1) light at the bottom left, index 7 (h1)
// dark at the bottom right, index 56 (a8) dark. Italian numbers 1 on a8 and 32 on h1 (FID
// 2.4); Spanish and Portuguese number 1 on h1 and 32 on a8 (FPD art. 3). Czech, with a1 dark
// (Czech federation), is the contrast.
TEST(DraughtsCli, DiagramsDrawTheFederationsBoards) {
    struct Case {
        const char *id;
        bool a1_light;
        const char *on_h1; // the number written on h1 (index 7), "" for algebraic boards
        const char *on_a8; // and on a8 (index 56)
    };
    const Case cases[] = {
        {"italian", true, "32", "1"},
        {"spanish", true, "1", "32"},
        {"portuguese", true, "1", "32"},
        {"czech", false, "", ""},
    };
    for (const Case &c : cases) {
        const CliRun r = run_damka(std::string("rules ") + c.id + " diagram");
        ASSERT_EQ(r.code, 0) << c.id << ":\n" << r.out;
        const SvgDocument svg = read_svg(r.out);
        ASSERT_EQ(svg.error, "") << c.id;
        ASSERT_EQ(svg.find("rect", "cell").size(), 64u) << c.id;
        const SvgElement *a1 = cell(svg, 0), *h1 = cell(svg, 7), *a8 = cell(svg, 56);
        ASSERT_TRUE(a1 && h1 && a8) << c.id;
        EXPECT_EQ(a1->has_class("light"), c.a1_light) << c.id;
        EXPECT_EQ(a1->has_class("dark"), !c.a1_light) << c.id;
        EXPECT_EQ(h1->has_class("dark"), c.a1_light) << c.id;
        EXPECT_EQ(a8->has_class("dark"), c.a1_light) << c.id;
        // Drawn from White's side: a1 at the bottom left, h1 at the bottom right, a8 at the top.
        EXPECT_LT(number(*a1, "x"), number(*h1, "x")) << c.id;
        EXPECT_EQ(number(*a1, "y"), number(*h1, "y")) << c.id;
        EXPECT_GT(number(*a1, "y"), number(*a8, "y")) << c.id;
        // Only dark cells are squares: 32 of them.
        size_t dark = 0;
        for (const SvgElement *e : svg.find("rect", "cell")) dark += e->has_class("dark");
        EXPECT_EQ(dark, 32u) << c.id;
        if (*c.on_h1) {
            EXPECT_EQ(index_of(cell_named(svg, c.on_h1)), "7") << c.id;
            EXPECT_EQ(index_of(cell_named(svg, c.on_a8)), "56") << c.id;
        }
    }
}
