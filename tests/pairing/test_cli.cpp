// `damka pairing` end to end: output format, exit codes 0/1/3/5, checker, generator, Berger.
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

namespace {

using damka::testing::CliRun;
CliRun pairing_cli(const std::string &args) { return damka::testing::run_damka("pairing " + args); }

const std::string kData = DAMKA_PAIRING_DATA;

} // namespace

// Output: the number of pairs, then "white black" a line, "N 0" for the PAB (round1-odd).
TEST(PairingCli, PairsTheNextRound) {
    const CliRun r = pairing_cli("--dutch " + kData + "/round1-odd.trf -p");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, "4\n1 4\n5 2\n3 6\n7 0\n");
}

TEST(PairingCli, ExitCodes) {
    EXPECT_EQ(pairing_cli("--dutch /nonexistent/x.trf -p").code, 5);
    const std::string bad = std::string(DAMKA_BINARY_DIR) + "/pairing-bad.trf";
    std::ofstream(bad) << "001 abcd\n";
    const CliRun r = pairing_cli("--dutch " + bad + " -p");
    EXPECT_EQ(r.code, 3);
    EXPECT_NE(r.out.find("line 1, column 5"), std::string::npos) << r.out;
    // data/no-pairing.trf: C2 and a prohibited pair leave no valid pairing (exit 1).
    const CliRun n = pairing_cli("--dutch " + kData + "/no-pairing.trf -p");
    EXPECT_EQ(n.code, 1) << n.out;
}

// Generate a tournament, then check it: the engine reproduces every round it paired.
TEST(PairingCli, GeneratorAndChecker) {
    const std::string cfg = std::string(DAMKA_BINARY_DIR) + "/pairing-rtg.cfg";
    const std::string trf = std::string(DAMKA_BINARY_DIR) + "/pairing-rtg.trf";
    std::ofstream(cfg) << "PlayersNumber=40\nRoundsNumber=7\nDrawPercentage=40\nForfeitRate=30\n"
                          "HalfPointByeRate=30\nPointsForWin=2\nPointsForDraw=1\n";
    ASSERT_EQ(pairing_cli("--dutch -g " + cfg + " -o " + trf + " -s 11").code, 0);
    const CliRun c = pairing_cli("--dutch " + trf + " -c");
    EXPECT_EQ(c.code, 0);
    EXPECT_NE(c.out.find("0 of 7 rounds differ"), std::string::npos) << c.out;
    std::ofstream(cfg) << "PlayersNumber=40\nBogusKey=1\n";
    EXPECT_EQ(pairing_cli("--dutch -g " + cfg + " -o " + trf).code, 3);
}

TEST(PairingCli, BergerTable) {
    const CliRun r = pairing_cli("--berger 4");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, "Round 1: 1-4 2-3\nRound 2: 4-3 1-2\nRound 3: 2-4 3-1\n");
}
