// Draughts variants as rules files (plugins/draughts/README.md "Rules files"), end to end through
// the `damka` program: the two shipped national variants listed and run as a demo Swiss; a rules
// file an author puts in a folder on DAMKA_PLUGIN_PATH loaded and played, its settings checked
// against a published perft; and every kind of malformed file refused naming its line, the
// built-in variants still loaded.
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <fstream>

using damka::testing::CliRun;
using damka::testing::file_text;
using damka::testing::has;
using damka::testing::run_damka;
using damka::testing::run_shell;
using damka::testing::says;

namespace {

// The variants of plugins/draughts/rules/, with the names `damka variants` prints.
const std::pair<const char *, const char *> kShipped[] = {
    {"malaysian", "Malaysian/Singaporean draughts"},
    {"sri-lankan", "Sri Lankan draughts"},
};

// A folder for rules files: private (the host refuses a folder other users can write to).
struct RulesFolder {
    QTemporaryDir dir;
    std::string path() const { return dir.path().toStdString(); }
    void write(const std::string &name, const std::string &text) const {
        std::ofstream(path() + "/" + name, std::ios::binary) << text;
    }
    CliRun damka(const std::string &args) const {
        return run_shell("DAMKA_PLUGIN_PATH=" + path() + " " + std::string(DAMKA_BINARY_DIR) + "/bin/damka " + args);
    }
};

} // namespace

TEST(DraughtsRulesFiles, ShippedVariantsAreListedFromTheDraughtsPlugin) {
    const CliRun r = run_damka("variants");
    ASSERT_EQ(r.code, 0) << r.out;
    for (const auto &[id, name] : kShipped) {
        const size_t line = r.out.find("\n" + std::string(id) + " ");
        ASSERT_NE(line, std::string::npos) << id << " is not listed:\n" << r.out;
        const std::string text = r.out.substr(line + 1, r.out.find('\n', line + 1) - line - 1);
        EXPECT_NE(text.find(name), std::string::npos) << text;
        EXPECT_NE(text.find("libdamka_draughts.so"), std::string::npos) << text;
    }
    // Their GameType numbers, set in the files from Damka's own block (PDN 3.0 has none).
    const CliRun ids = run_damka("variants --ids");
    ASSERT_EQ(ids.code, 0) << ids.out;
    EXPECT_TRUE(has(ids, "\nmalaysian                72 ")) << ids.out;
    EXPECT_TRUE(has(ids, "\nsri-lankan               73 ")) << ids.out;
}

// A demo Swiss of 4 players and 2 rounds of each: every game played with the plugin's legal
// moves, stored with its record and replayed on entry; the card draws both final positions.
TEST(DraughtsRulesFiles, DemoSwissRunsForEachShippedVariant) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const auto &[id, name] : kShipped) {
        const CliRun r = run_damka(std::string("demo --variant ") + id + " --players 4 --rounds 2 --out " +
                                   dir.path().toStdString());
        ASSERT_EQ(r.code, 0) << id << ":\n" << r.out;
        EXPECT_TRUE(has(r, "round 1: 2 games")) << r.out;
        EXPECT_TRUE(has(r, "round 2: 2 games")) << r.out;
        const std::string page =
            file_text(dir.filePath(QStringLiteral("demo-%1.html").arg(QString::fromLatin1(id))).toStdString());
        EXPECT_NE(page.find(std::string("Damka demo: ") + name + " Swiss"), std::string::npos) << id;
        const std::string db = dir.filePath(QStringLiteral("demo-%1.db").arg(QString::fromLatin1(id))).toStdString();
        const CliRun card = run_damka("card --db " + db + " --player 1 --format html");
        ASSERT_EQ(card.code, 0) << id << ":\n" << card.out;
        EXPECT_NE(card.out.find("<figure class=\"diagram\">"), std::string::npos) << id;
    }
}

// The draw rules a file names ("draws = fmjd") are claimed as the built-ins' are: a king each
// (White k1 = 72, Black b12 = 1, squares numbered from the top left, a1 dark) going to and fro
// brings the start back a third time after 8 plies: FMJD art. 6, threefold repetition.
TEST(DraughtsRulesFiles, AShippedVariantDrawsByTheRulesItNames) {
    const CliRun r =
        run_damka("rules malaysian play --setup 'W:WK72:BK1' --moves '72-66 1-7 66-72 7-1 72-66 1-7 66-72 7-1'");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "position: W:WK72:BK1")) << r.out;
    EXPECT_TRUE(has(r,
                    "draw claim available: the same position with the same player to move has occurred 3 times "
                    "(FMJD art. 6: threefold repetition)"))
        << r.out;
}

// Russian draughts changed to Brazilian's two differences (seed 002: the most pieces must be
// taken; a man passing the far row mid-capture goes on as a man) is Brazilian draughts: its
// perft is Rein Halbersma's published Brazilian table (damforum.nl t=2822, every path: 7, 49,
// 302, 1469, 7473, 37628), which Russian's own (7482, 37986 at depths 5-6) is not.
TEST(DraughtsRulesFiles, AnAuthorsFileOnThePluginPathLoadsAndPlays) {
    RulesFolder folder;
    ASSERT_TRUE(folder.dir.isValid());
    folder.write("brazil-by-file.draughts",
                 "# as Russian draughts, but Brazilian\n"
                 "[brazil-by-file]\n"
                 "base = russian\n"
                 "name = Brazilian draughts by file\n"
                 "name.ru = бразильские шашки из файла\n"
                 "precedence = majority\n"
                 "promotion = pass-as-man\n");
    const CliRun listed = folder.damka("variants");
    ASSERT_EQ(listed.code, 0) << listed.out;
    EXPECT_TRUE(has(listed, "brazil-by-file")) << listed.out;
    const uint64_t brazilian[] = {7, 49, 302, 1469, 7473, 37628};
    for (int depth = 1; depth <= 6; ++depth) {
        const CliRun r = folder.damka("rules brazil-by-file perft --keep-duplicates " + std::to_string(depth));
        ASSERT_EQ(r.code, 0) << r.out;
        EXPECT_NE(r.out.find(std::to_string(brazilian[depth - 1])), std::string::npos) << depth << ": " << r.out;
    }
    // Its own rules, not Russian's: White's a3 takes two (over b4 to c5, over d6 to e7), e3 one
    // (over f4 to g5, nothing beyond); Russian lets White choose (both listed), the majority
    // rule leaves a3:c5:e7 alone.
    const std::string setup = " moves --setup 'W:Wa3,e3:Bb4,d6,f4,h8'";
    const CliRun russian = run_damka("rules russian" + setup), by_file = folder.damka("rules brazil-by-file" + setup);
    ASSERT_EQ(russian.code, 0) << russian.out;
    EXPECT_EQ(russian.out, "a3:c5:e7\ne3:g5\n");
    ASSERT_EQ(by_file.code, 0) << by_file.out;
    EXPECT_EQ(by_file.out, "a3:c5:e7\n");
}

struct Malformed {
    const char *what;
    const char *text;
    int line;
    const char *says;
};

// Each file is refused whole, with its path and the line at fault; nothing of it loads.
TEST(DraughtsRulesFiles, AMalformedFileIsRefusedNamingTheLine) {
    const Malformed cases[] = {
        {"an unknown setting", "[x-one]\nbase = russian\nname = X\nkings = flying\n", 4, "no setting 'kings'"},
        {"a value not among the choices", "[x-one]\nbase = russian\nname = X\n\nking = long\n", 5,
         "'king' takes short, flying or flying-lands-behind, not 'long'"},
        {"a setting twice", "[x-one]\nbase = russian\nname = X\nrows = 3\nrows = 2\n", 5,
         "'rows' is set twice, also on line 4"},
        {"no '='", "[x-one]\nbase = russian\nname X\n", 3, "a setting is 'key = value'"},
        {"a setting before any variant", "# c\nbase = russian\n", 2, "belongs to no variant"},
        {"a bad id", "[X One]\nbase = russian\nname = X\n", 1, "a variant id is 2 to 40"},
        {"an id already taken", "[russian]\nbase = russian\nname = X\n", 1, "variant id 'russian' is already taken"},
        {"no base", "[x-one]\nname = X\n", 1, "has no 'base'"},
        {"an unknown base", "[x-one]\nbase = chess\nname = X\n", 2, "no variant 'chess' to base it on"},
        {"no name", "[x-one]\nbase = russian\n", 1, "variant 'x-one' has no 'name'"},
        {"too many rows", "[x-one]\nbase = russian\nname = X\nrows = 4\n", 4,
         "4 rows of men each leave no empty row between them on a 8x8 board"},
        {"a number out of range", "[x-one]\nbase = frisian\nname = X\nsame-king-moves = many\n", 4,
         "'same-king-moves' takes a whole number from 0 to 99"},
        {"a board size without slots", "[x-one]\nbase = russian\nname = X\nboard = 9\n", 4,
         "'board' takes 8, 10 or 12, not '9'"},
        {"a language code", "[x-one]\nbase = russian\nname = X\nname.russian = Икс\n", 4,
         "a language is a two-letter lower-case code"},
        {"not UTF-8", "[x-one]\nbase = russian\nname = X\xff\n", 3, "the line is not UTF-8 text"},
        {"a draw counter undone by a preset",
         "[x-one]\nbase = russian\nname = X\ndraws.repetitions = 2\ndraws = fmjd\n", 4,
         "comes before 'draws' (line 5)"},
        {"two ids alike", "[x-one]\nbase = russian\nname = X\n[x-one]\nbase = russian\nname = Y\n", 4,
         "defined twice, also on line 1"},
        {"an empty file", "# nothing\n", 1, "defines no variant"},
    };
    for (const Malformed &c : cases) {
        RulesFolder folder;
        ASSERT_TRUE(folder.dir.isValid());
        folder.write("bad.draughts", c.text);
        const CliRun r = folder.damka("variants");
        const std::string where = folder.path() + "/bad.draughts: line " + std::to_string(c.line) + ": ";
        const size_t at = r.out.find(where);
        ASSERT_NE(at, std::string::npos) << c.what << ": expected '" << where << "' in:\n" << r.out;
        const std::string said = r.out.substr(at, r.out.find('\n', at) - at);
        EXPECT_NE(said.find(c.says), std::string::npos) << c.what << ": " << said;
        EXPECT_FALSE(has(r, "\nx-one ")) << c.what << ": a refused file's variant loaded:\n" << r.out;
        EXPECT_TRUE(has(r, "\nrussian ")) << c.what << ": the built-in variants must still load:\n" << r.out;
        EXPECT_TRUE(has(r, "\nmalaysian ")) << c.what << ": the shipped rules files must still load:\n" << r.out;
    }
}

// A refused file takes none of its variants with it, even those before the fault.
TEST(DraughtsRulesFiles, AFileLoadsWholeOrNotAtAll) {
    RulesFolder folder;
    ASSERT_TRUE(folder.dir.isValid());
    folder.write("two.draughts",
                 "[x-good]\nbase = russian\nname = Good\n\n[x-bad]\nbase = russian\nname = Bad\n"
                 "precedence = most\n");
    folder.write("other.draughts", "[x-other]\nbase = x-good\nname = Other\n");
    const CliRun r = folder.damka("variants");
    EXPECT_TRUE(has(r, "two.draughts: line 8: 'precedence' takes free, majority")) << r.out;
    EXPECT_FALSE(has(r, "\nx-good ")) << r.out;
    // other.draughts (read after two.draughts: files in name order) cannot base itself on it.
    EXPECT_TRUE(has(r, "other.draughts: line 2: no variant 'x-good' to base it on")) << r.out;
}

// Four rules-file variants of a board size load (file_slots.hpp); the fifth is refused with
// the reason. Two 12x12 slots are the shipped variants': two more fit, a third does not.
TEST(DraughtsRulesFiles, AFullBoardSizeRefusesTheFileThatNeedsMore) {
    RulesFolder folder;
    ASSERT_TRUE(folder.dir.isValid());
    folder.write("a.draughts", "[x-one]\nbase = canadian\nname = One\n[x-two]\nbase = canadian\nname = Two\n");
    folder.write("b.draughts", "[x-three]\nbase = canadian\nname = Three\n");
    const CliRun r = folder.damka("variants");
    EXPECT_TRUE(has(r, "\nx-one ")) << r.out;
    EXPECT_TRUE(has(r, "\nx-two ")) << r.out;
    EXPECT_TRUE(has(r, "b.draughts: line 1: no room for variant 'x-three': at most 4 rules-file variants of 12x12"))
        << r.out;
}
