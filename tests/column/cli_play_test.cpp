// End to end: the sample game of adiukh section 7 through the damka command line.
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>

namespace {

std::string run(const std::string &args) { return damka::testing::run_damka(args).out; }

} // namespace

TEST(AdiukhCli, SampleGameReports17To7) {
    const std::string out =
        run("rules adiukh play --moves \"1. c3-b4 b6-c5 2. b4-a5 a7-b6 3. b2-c3 c5-b4 4. a3:a7 c7-b6 "
            "5. a5:e5 f6:b2 6. a1:c3 d8-c7 7. g3-f4 e5:g3 8. h2:f4 g3:e5 9. e3:g5 h6:f4 10. d2-e3 f4:b4 "
            "11. b2:h6 g7-f6 12. e5:g7 h8:f6 13. g7:e5 f8-e7 14. f6:d8 b8-c7 15. d8:a5\"");
    EXPECT_NE(out.find("status: White wins 17:7"), std::string::npos) << out;
    EXPECT_NE(out.find("to move: Black"), std::string::npos) << out;
}

TEST(AdiukhCli, MovesListsEveryLandingSquare) {
    const std::string out = run("rules adiukh moves --moves \"c3-b4 b6-c5 b4-a5 a7-b6 b2-c3 c5-b4\"");
    EXPECT_NE(out.find("a3:c5:a7"), std::string::npos) << out;
}
