// `damka rules VARIANT diagram`: the SVG to a file or standard output, from moves or a PDN
// file's game, flipped; refusals with the reason and the exit code.
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <filesystem>

using namespace damka::testing;

namespace {

std::string temp_path(const std::string &name) {
    return (std::filesystem::temp_directory_path() / ("damka-diagram-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

} // namespace

TEST(DiagramCommand, WritesTheSvgOfThePositionAfterTheMoves) {
    const std::string out = temp_path("r.svg");
    const CliRun r = run_damka("rules russian diagram --moves \"c3-d4 f6-g5\" -o " + out);
    ASSERT_EQ(r.code, 0) << r.out;
    const std::string svg = file_text(out);
    EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
    EXPECT_NE(svg.find("<title>Russian draughts: White to move</title>"), std::string::npos);
    EXPECT_NE(svg.find("class=\"arrow\""), std::string::npos); // f6-g5
    EXPECT_NE(svg.find("data-flipped=\"0\""), std::string::npos);
    std::filesystem::remove(out);
}

TEST(DiagramCommand, DrawsAPdnGamesPlyFlipped) {
    const CliRun r = run_damka("rules international diagram " DAMKA_SOURCE_DIR
                               "/tests/data/pdn/wk2003-international.pdn --game 2 --ply 1 --flip");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("data-flipped=\"1\""), std::string::npos);
    EXPECT_NE(r.out.find("</svg>"), std::string::npos);
}

TEST(DiagramCommand, RefusesWhatItCannotDraw) {
    EXPECT_TRUE(refused(run_damka("rules russian diagram --moves \"c3-d4 c3-d4\""), "move 2 'c3-d4' is refused"));
    EXPECT_EQ(run_damka("rules russian diagram --moves \"c3-d4 c3-d4\"").code, 2);
    const CliRun bad_setup = run_damka("rules russian diagram --setup \"nonsense\"");
    EXPECT_EQ(bad_setup.code, 3);
    EXPECT_TRUE(refused(bad_setup, "the set-up was refused: field 'nonsense'"));
    EXPECT_TRUE(refused(run_damka("rules international diagram " DAMKA_SOURCE_DIR
                                  "/tests/data/pdn/wk2003-international.pdn --game 999"),
                        "there is no game 999"));
    EXPECT_TRUE(refused(
        run_damka("rules international diagram --ply x " DAMKA_SOURCE_DIR "/tests/data/pdn/wk2003-international.pdn"),
        "--ply 'x' is not a number of plies"));
    EXPECT_TRUE(refused(run_damka("rules international diagram /nonexistent/file.pdn"), "/nonexistent/file.pdn"));
    EXPECT_TRUE(refused(run_damka("rules russian diagram -o /nonexistent/dir/x.svg"), "/nonexistent/dir/x.svg"));
}

// A player card in HTML draws the final position of each game stored with its result, from the
// player's side: Bob had Black, so his card's board is turned (a1 at the top right). The game
// 1. c3-d4 f6-g5 2. g3-f4 g5-h4 3. b2-c3 b6-a5 leaves all 24 men on the board.
TEST(DiagramCommand, APlayerCardShowsTheFinalPositionOfAStoredGame) {
    const std::string db = temp_path("card.db"), pdn = temp_path("card.pdn");
    ASSERT_EQ(paired_two_player_event(db, "Card Cup", "russian"), "");
    std::ofstream(pdn)
        << "[Event \"Card Cup\"]\n[Result \"1-0\"]\n\n1. c3-d4 f6-g5 2. g3-f4 g5-h4 3. b2-c3 b6-a5 1-0\n";
    ASSERT_TRUE(says(run_damka("result set --db " + db + " 1 1-0 --pdn " + pdn), "1-0"));
    const std::string page = temp_path("card.html");
    ASSERT_TRUE(says(run_damka("card --db " + db + " --player 2 --format html -o " + page), "written"));
    const std::string html = file_text(page);
    size_t figures = 0, pieces = 0;
    for (size_t at = html.find("<figure class=\"diagram\">"); at != std::string::npos;
         at = html.find("<figure class=\"diagram\">", at + 1))
        ++figures;
    for (size_t at = html.find("class=\"piece "); at != std::string::npos; at = html.find("class=\"piece ", at + 1))
        ++pieces;
    EXPECT_EQ(figures, 1u);
    EXPECT_EQ(pieces, 24u);
    EXPECT_NE(html.find("data-flipped=\"1\""), std::string::npos);
    EXPECT_NE(html.find("Round 1, board 1: "), std::string::npos);
    EXPECT_NE(html.find("final position, plies played: 6"), std::string::npos);
    // The text card is as it was: no drawing.
    const CliRun text = run_damka("card --db " + db + " --player 2");
    EXPECT_TRUE(says(text, "Bob"));
    EXPECT_EQ(text.out.find("<svg"), std::string::npos);
    for (const std::string &f : {db, pdn, page}) std::filesystem::remove(f);
}

// The sheet of a game in a log file: the page with the facts, the moves and the position.
TEST(DiagramCommand, TheArbitersSheetDrawsThePosition) {
    const std::string log = temp_path("sheet.json"), page = temp_path("sheet.html");
    std::ofstream(log) << R"({"format": "damka-game-log/1", "variant": "russian", "players": ["Ann", "Bob"],
        "events": [{"kind": "move", "side": 0, "move": "c3-d4"}, {"kind": "move", "side": 1, "move": "f6-g5"}]})";
    const CliRun r = run_damka("arbiter sheet --log " + log + " --lang ru -o " + page);
    ASSERT_TRUE(says(r, "written")) << r.out;
    const std::string html = file_text(page);
    EXPECT_NE(html.find("<html lang=\"ru\">"), std::string::npos);
    EXPECT_NE(html.find("<svg"), std::string::npos);
    EXPECT_NE(html.find("f6-g5"), std::string::npos);
    EXPECT_NE(html.find("Ann"), std::string::npos);
    // Russian words of the sheet (translations/damka_ru.ts, context GameSheet).
    EXPECT_NE(html.find("Записанный ход"), std::string::npos);
    for (const std::string &f : {log, page}) std::filesystem::remove(f);
}
