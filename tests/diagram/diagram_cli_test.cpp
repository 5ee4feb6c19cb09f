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
