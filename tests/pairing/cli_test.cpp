// `damka pairing` end to end: output format, exit codes 0/1/3/5, checker, generator, Berger.
#include "pairing/trf/trf.hpp"
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <utility>

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

namespace {

// A golden file (tests/data/dutch-2025/dutch-179.trf: 9 players, 5 rounds paired by the
// endorsed engine, no XXC, and player 1 had Black in round 1), to change one cell of.
const std::string kGolden179 = std::string(DAMKA_SOURCE_DIR) + "/tests/data/dutch-2025/dutch-179.trf";

// Replaces the 8-character cell of `player` in `round` (TRF-16: columns 92-99, then every 10).
void set_cell(std::string &text, int player, int round, const std::string &cell) {
    char head[9];
    std::snprintf(head, sizeof head, "001 %4d", player);
    const std::size_t line = text.find(head);
    ASSERT_NE(line, std::string::npos) << head;
    text.replace(line + 91 + static_cast<std::size_t>(round - 1) * 10, 8, cell);
}

std::string write_temp(const std::string &name, const std::string &text) {
    const std::string path = std::string(DAMKA_BINARY_DIR) + "/" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace

// Issue 26: without XXC the checker read round 1 as if player 1 had had White, and reported
// "Round 1 differs" with every colour reversed on each golden file whose top player had Black.
// Round 1's initial colour is read from round 1 itself (player 1, pairing number 1, had Black:
// the initial colour was Black), and the last round has its topscorers (no XXR: the file's 5
// rounds were the plan).
TEST(PairingCli, CheckerFindsNothingToReportOnAnEndorsedFile) {
    const CliRun c = pairing_cli("--dutch " + kGolden179 + " -c");
    EXPECT_EQ(c.code, 0) << c.out;
    EXPECT_NE(c.out.find("0 of 5 rounds differ"), std::string::npos) << c.out;
}

// One colour reversed (round 1: 4-8 was 4 White; the file now says 8 White) and one
// pairing changed (round 4: 1-2 and 3-8 become 1-8 and 3-2, results kept so the points still
// add up; 3-2 is also a rematch of round 3): exit 1, naming the round.
TEST(PairingCli, CheckerExitsOneWhenARoundDiffers) {
    std::string colour = damka::testing::file_text(kGolden179);
    set_cell(colour, 4, 1, "   8 b 1");
    set_cell(colour, 8, 1, "   4 w 0");
    const CliRun c = pairing_cli("--dutch " + write_temp("check-colour.trf", colour) + " -c");
    EXPECT_EQ(c.code, 1) << c.out;
    EXPECT_NE(c.out.find("Round 1 differs: file has 8-4; engine pairs 4-8"), std::string::npos) << c.out;

    std::string pairing = damka::testing::file_text(kGolden179);
    set_cell(pairing, 1, 4, "   8 w 1");
    set_cell(pairing, 8, 4, "   1 b 0");
    set_cell(pairing, 3, 4, "   2 w 1");
    set_cell(pairing, 2, 4, "   3 b 0");
    const CliRun p = pairing_cli("--dutch " + write_temp("check-pairing.trf", pairing) + " -c");
    EXPECT_EQ(p.code, 1) << p.out;
    EXPECT_NE(p.out.find("Round 4: rule broken: 3-2: rematch (C.04.3 C1)"), std::string::npos) << p.out;
    EXPECT_NE(p.out.find("Round 4 differs"), std::string::npos) << p.out;
}

// An empty file, or one with players and no round paired, has nothing to check: exit 2, not a
// pass. A points field that contradicts the results (player 4 scored 1 0 0 1 0 in rounds 1-5,
// 2.0 as the file says; changed to 9.5) is refused by -c (exit 2) and -p (exit 3), naming the
// line (the 012 line is line 1) and the player, as the endorsed engine refuses it.
TEST(PairingCli, CheckerRefusesEmptyFilesAndContradictedPoints) {
    const CliRun empty = pairing_cli("--dutch " + write_temp("check-empty.trf", "") + " -c");
    EXPECT_EQ(empty.code, 2) << empty.out;
    EXPECT_NE(empty.out.find("no player (001) record"), std::string::npos) << empty.out;
    const CliRun unpaired =
        pairing_cli("--dutch " + write_temp("check-unpaired.trf", "012 Club\n001    1      A\n") + " -c");
    EXPECT_EQ(unpaired.code, 2) << unpaired.out;
    EXPECT_NE(unpaired.out.find("no round of the file has been paired"), std::string::npos) << unpaired.out;

    std::string text = damka::testing::file_text(kGolden179);
    const std::size_t at = text.find("001    4");
    ASSERT_NE(at, std::string::npos);
    text.replace(at + 80, 4, " 9.5");
    const std::string path = write_temp("check-points.trf", text);
    for (const auto &[mode, code] : {std::pair{"-c", 2}, std::pair{"-p", 3}}) {
        const CliRun r = pairing_cli("--dutch " + path + " " + mode);
        EXPECT_EQ(r.code, code) << mode << r.out;
        EXPECT_NE(r.out.find("line 5: player 4 has 9.5 points"), std::string::npos) << mode << r.out;
    }
}

// --dubov on round1-odd.trf (seven rated players, round 1): C.04.4.1 3.1 the PAB to the largest
// TPN, 7 (all on 0 points, no games); G1 = 1 2 3, G2 = 4 5 6 (3.2.3); 5.2.1 colours by the
// higher ranked player's TPN: 1-4, 5-2, 3-6.
TEST(PairingCli, DubovPairsTheNextRound) {
    const CliRun r = pairing_cli("--dubov " + kData + "/round1-odd.trf -p -e");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("4\n1 4\n5 2\n3 6\n7 0\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("C.04.4.1 3.2.3"), std::string::npos) << r.out;
    EXPECT_EQ(pairing_cli("--dubov --dutch " + kData + "/round1-odd.trf -p").code, 3);
}

// A Dubov tournament generated and checked: 192 FIDE_DUBOV in the file, every round the
// engine's; the Dutch engine reading the same file warns about the 192 code.
TEST(PairingCli, DubovGeneratorAndChecker) {
    const std::string cfg = std::string(DAMKA_BINARY_DIR) + "/pairing-dubov-rtg.cfg";
    const std::string trf = std::string(DAMKA_BINARY_DIR) + "/pairing-dubov-rtg.trf";
    std::ofstream(cfg) << "PlayersNumber=41\nRoundsNumber=9\nForfeitRate=20\nHalfPointByeRate=30\n";
    ASSERT_EQ(pairing_cli("--dubov -g " + cfg + " -o " + trf + " -s 7").code, 0);
    std::ifstream in(trf);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("\n192 FIDE_DUBOV\n"), std::string::npos);
    const CliRun c = pairing_cli("--dubov " + trf + " -c");
    EXPECT_EQ(c.code, 0);
    EXPECT_NE(c.out.find("0 of 9 rounds differ"), std::string::npos) << c.out;
    const CliRun d = pairing_cli("--dutch " + trf + " -c");
    EXPECT_NE(d.out.find("record 192 says FIDE_DUBOV"), std::string::npos) << d.out;
}

// --double-swiss: a 9-match, 100-player tournament generated (two columns a match, record 192
// FIDE_DOUBLESWISS), checked match by match (-c: every match the engine's, no absolute
// criterion broken), then the file without its last match paired again with -p: one line a
// match, White of game 1 first, the same pairs as the file's match 9.
TEST(PairingCli, DoubleSwissNineMatchesOfAHundredPlayers) {
    const std::string cfg = std::string(DAMKA_BINARY_DIR) + "/pairing-dswiss-rtg.cfg";
    const std::string trf = std::string(DAMKA_BINARY_DIR) + "/pairing-dswiss-rtg.trf";
    const std::string cut = std::string(DAMKA_BINARY_DIR) + "/pairing-dswiss-cut.trf";
    std::ofstream(cfg) << "PlayersNumber=100\nRoundsNumber=9\nForfeitRate=20\nHalfPointByeRate=40\n";
    ASSERT_EQ(pairing_cli("--double-swiss -g " + cfg + " -o " + trf + " -s 11").code, 0);
    std::ifstream in(trf);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("\n192 FIDE_DOUBLESWISS\n"), std::string::npos);
    const CliRun c = pairing_cli("--double-swiss " + trf + " -c");
    EXPECT_EQ(c.code, 0) << c.out;
    EXPECT_NE(c.out.find("0 of 9 rounds differ"), std::string::npos) << c.out;
    // The file without match 9 (columns 17-18), its points recounted; the absences entered for
    // match 9 before its pairing kept (the TRFx convention).
    auto doc = damka::pairing::trf::read(text);
    ASSERT_TRUE(doc) << doc.error();
    std::string expected_pairs;
    int pairs = 0;
    for (auto &p : doc->players) {
        const auto &g1 = p.rounds[16];
        if (g1.opponent && g1.colour == 'w') {
            expected_pairs += std::to_string(p.start) + " " + std::to_string(g1.opponent) + "\n";
            ++pairs;
        }
        // A requested bye or an absence in match 9 stays: entered before the pairing.
        const bool absent = !g1.opponent && g1.result != 'U';
        p.rounds.resize(absent ? 18 : 16);
        p.points = 0;
        for (int r = 1; r <= 16; ++r) p.points += damka::pairing::trf::column_points(*doc, p, r);
    }
    std::ofstream(cut) << damka::pairing::trf::write(*doc);
    const CliRun p = pairing_cli("--double-swiss " + cut + " -p");
    EXPECT_EQ(p.code, 0) << p.out;
    std::istringstream want(expected_pairs);
    for (std::string line; std::getline(want, line);)
        EXPECT_NE(p.out.find(line + "\n"), std::string::npos) << line << " in\n" << p.out;
    EXPECT_GE(pairs, 40);
    EXPECT_EQ(pairing_cli("--double-swiss --dubov " + trf + " -p").code, 3);
}

// --lim on round1-odd.trf (seven players, round 1): C.04.4.3 7.1 the PAB to the lowest rated, 7;
// 7.2 1-4, 2-5, 3-6 with #1 White by lot and the odd-numbered of the top half White: 1-4, 5-2, 3-6.
TEST(PairingCli, LimPairsTheNextRound) {
    const CliRun r = pairing_cli("--lim " + kData + "/round1-odd.trf -p -e");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("4\n1 4\n5 2\n3 6\n7 0\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("C.04.4.3 7.1"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("C.04.4.3 7.2"), std::string::npos) << r.out;
    EXPECT_EQ(pairing_cli("--lim --dubov " + kData + "/round1-odd.trf -p").code, 3);
    EXPECT_EQ(pairing_cli("--dutch --maxi-tournament " + kData + "/round1-odd.trf -p").code, 3);
}

// The test: a 9-round 100-player Lim tournament generated (-g), checked (-c: every round
// the engine's and within the absolute rules), and the next round of an 8-round one paired
// from its TRF (-p; round 9 of 9, the last).
TEST(PairingCli, LimHundredPlayersNineRounds) {
    const std::string dir = std::string(DAMKA_BINARY_DIR);
    const std::string cfg = dir + "/pairing-lim-rtg.cfg", trf = dir + "/pairing-lim-rtg.trf";
    std::ofstream(cfg) << "PlayersNumber=100\nRoundsNumber=9\nForfeitRate=20\nHalfPointByeRate=30\n";
    ASSERT_EQ(pairing_cli("--lim -g " + cfg + " -o " + trf + " -s 11").code, 0);
    std::ifstream in(trf);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("\n192 CUSTOM_SWISS\n### damka pairing-system lim\n"), std::string::npos);
    const CliRun c = pairing_cli("--lim " + trf + " -c");
    EXPECT_EQ(c.code, 0) << c.out;
    EXPECT_NE(c.out.find("0 of 9 rounds differ"), std::string::npos) << c.out;
    // The Dutch engine reading the same file warns that it names another system.
    EXPECT_NE(pairing_cli("--dutch " + trf + " -c").out.find("the file names the Lim system"), std::string::npos);

    const std::string cfg8 = dir + "/pairing-lim-rtg8.cfg", trf8 = dir + "/pairing-lim-rtg8.trf";
    std::ofstream(cfg8) << "PlayersNumber=100\nRoundsNumber=8\n";
    ASSERT_EQ(pairing_cli("--lim -g " + cfg8 + " -o " + trf8 + " -s 12").code, 0);
    const std::string out = dir + "/pairing-lim-rtg8.out";
    ASSERT_EQ(pairing_cli("--lim " + trf8 + " -p " + out).code, 0);
    std::ifstream pairs(out);
    int n = 0, lines = 0;
    pairs >> n;
    for (std::string line; std::getline(pairs, line);) lines += !line.empty();
    EXPECT_EQ(n, 50); // 100 players, nobody absent: 50 pairs, no bye
    EXPECT_EQ(lines, 50);
    const CliRun e = pairing_cli("--lim " + trf8 + " -p -e");
    EXPECT_NE(e.out.find("Median Score-group"), std::string::npos) << e.out;
    // A Maxi-tournament: the flag on the command line; the pairing is still complete.
    EXPECT_EQ(pairing_cli("--lim --maxi-tournament " + trf8 + " -p").code, 0);
}

// --burstein on round1-odd.trf (seven players, round 1 of 5): C.04.4.2 1.6.2 two seeding rounds,
// so round 1 is the Dutch round (C.04.3: S1 = 1-3, S2 = 4-6, the PAB to 7): 1-4, 5-2, 3-6.
TEST(PairingCli, BursteinSeedingRoundIsDutch) {
    const CliRun r = pairing_cli("--burstein " + kData + "/round1-odd.trf -p -e");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("4\n1 4\n5 2\n3 6\n7 0\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("C.04.4.2 1.6: round 1 is a seeding round"), std::string::npos) << r.out;
    EXPECT_EQ(pairing_cli("--burstein --dubov " + kData + "/round1-odd.trf -p").code, 3);
}

// A 9-round 100-player Burstein tournament generated (-g) and checked (-c): 192 FIDE_BURSTEIN
// in the file, every round the engine's (rounds 1-4 Dutch, 5-9 by the Index). A 6-round file
// then gets its round 7 (a Burstein round: seeding rounds 3 of 7) from -p, 50 boards, explained.
TEST(PairingCli, BursteinHundredPlayersNineRounds) {
    const std::string cfg = std::string(DAMKA_BINARY_DIR) + "/pairing-burstein-rtg.cfg";
    const std::string trf = std::string(DAMKA_BINARY_DIR) + "/pairing-burstein-rtg.trf";
    std::ofstream(cfg) << "PlayersNumber=100\nRoundsNumber=9\nForfeitRate=20\nHalfPointByeRate=30\n";
    ASSERT_EQ(pairing_cli("--burstein -g " + cfg + " -o " + trf + " -s 11").code, 0);
    std::ifstream in(trf);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("\n192 FIDE_BURSTEIN\n"), std::string::npos);
    const CliRun c = pairing_cli("--burstein " + trf + " -c");
    EXPECT_EQ(c.code, 0);
    EXPECT_NE(c.out.find("0 of 9 rounds differ"), std::string::npos) << c.out;
    const CliRun d = pairing_cli("--dutch " + trf + " -c");
    EXPECT_NE(d.out.find("record 192 says FIDE_BURSTEIN"), std::string::npos) << d.out;

    const std::string cfg6 = std::string(DAMKA_BINARY_DIR) + "/pairing-burstein-rtg6.cfg";
    const std::string trf6 = std::string(DAMKA_BINARY_DIR) + "/pairing-burstein-rtg6.trf";
    std::ofstream(cfg6) << "PlayersNumber=100\nRoundsNumber=6\n";
    ASSERT_EQ(pairing_cli("--burstein -g " + cfg6 + " -o " + trf6 + " -s 5").code, 0);
    const CliRun p = pairing_cli("--burstein " + trf6 + " -p -e");
    EXPECT_EQ(p.code, 0) << p.out;
    EXPECT_NE(p.out.find("\n50\n"), std::string::npos) << p.out; // the explanation, then 50 boards
    EXPECT_NE(p.out.find("C.04.4.2 1.8, 4.1: BSN=TPN"), std::string::npos) << p.out;
}
