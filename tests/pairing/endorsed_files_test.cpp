// Files other engines read (issue 26): what Damka writes for a 2-1-0 event is the file the
// endorsed engine's checker accepted (tests/data/endorsed-checks, SOURCES.md there: each
// fixture was checked unedited by bbpPairings v6.0.0, whose report is kept beside it), and the
// scoring record is written as that engine writes it.
#include "pairing/trf/trf.hpp"
#include "tests/support/damka_cli.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

namespace {

using damka::testing::CliRun;
using damka::testing::run_damka;

const std::string kFixtures = std::string(DAMKA_SOURCE_DIR) + "/tests/data/endorsed-checks/";
const std::string kOut = std::string(DAMKA_BINARY_DIR) + "/endorsed-";

// The endorsed engine's report on a fixture: every round checked, none listed as different.
void expect_accepted(const std::string &report, int rounds) {
    EXPECT_NE(report.find("Round #" + std::to_string(rounds) + "\n"), std::string::npos) << report;
    EXPECT_EQ(report.find("Checker pairings"), std::string::npos) << report;
}

} // namespace

// The 162 record as the endorsed engine writes it: a file its generator made with
// PointsForWin=2, PointsForDraw=1 (tests/data/dutch-2025-byes/byes-003.trf, written by
// bbpPairings) has "162  W 2.0    D 1.0"; Damka reads it and writes the same line, W and D
// only (the PAB scores a win, the rest is 1-½-0's). A TRFx file repeats it on an XXS line, which
// that engine passes over (alone, XXS made it refuse the file).
TEST(EndorsedFiles, ScoringIsWrittenAsTheEndorsedEngineWritesIt) {
    const std::string bbp =
        damka::testing::file_text(std::string(DAMKA_SOURCE_DIR) + "/tests/data/dutch-2025-byes/byes-003.trf");
    ASSERT_NE(bbp.find("\r162  W 2.0    D 1.0\r"), std::string::npos);
    auto doc = damka::pairing::trf::read(bbp);
    ASSERT_TRUE(doc) << doc.error();
    doc->flavour = damka::pairing::trf::Flavour::Trf16x; // as an event export or -g writes it
    const std::string written = damka::pairing::trf::write(*doc);
    EXPECT_NE(written.find("\n162  W 2.0    D 1.0\n"), std::string::npos) << written;
    EXPECT_NE(written.find("\n162  W 2.0    D 1.0\nXXS W=2.0 D=1.0 L=0.0 ZPB=0.0 PAB=2.0\n"), std::string::npos)
        << written;
}

// `damka pairing -g` with 2-1-0 scoring writes exactly the file the endorsed engine checked.
TEST(EndorsedFiles, GeneratedTwoOneZeroTournamentIsTheCheckedFile) {
    const std::string out = kOut + "generated-2-1-0.trf";
    const CliRun g = run_damka("pairing --dutch -g " + kFixtures + "generated-2-1-0.cfg -o " + out + " -s 26");
    ASSERT_EQ(g.code, 0) << g.out;
    expect_accepted(damka::testing::file_text(kFixtures + "generated-2-1-0.bbp-check.txt"), 9);
    EXPECT_EQ(damka::testing::file_text(out), damka::testing::file_text(kFixtures + "generated-2-1-0.trf"));
}

// A 9-round 2-1-0 Swiss of 13 players run through the event commands (half-point byes for 5
// in round 3 and 9 in round 6, 12 absent in round 4, board 3 of round 2 forfeited, every
// other result by a fixed pattern) and exported: the file the endorsed engine accepted with
// no round paired differently.
TEST(EndorsedFiles, ExportedTwoOneZeroEventIsTheCheckedFile) {
    const std::string db = kOut + "event-2-1-0.db", trf = kOut + "event-2-1-0.trf";
    std::remove(db.c_str());
    auto ok = [&](const std::string &args) {
        const CliRun r = run_damka(args + " --db " + db + " --arbiter Test");
        EXPECT_EQ(r.code, 0) << args << "\n" << r.out;
        return r.code == 0;
    };
    ASSERT_TRUE(ok("event create --name 'Club Swiss 2-1-0' --rounds 9 --scoring 2-1-0 --from 2026-11-28"));
    for (int i = 1; i <= 13; ++i)
        ASSERT_TRUE(ok("player add 'Player " + std::to_string(i) + "' --rating " + std::to_string(2400 - i * 37)));
    ASSERT_TRUE(ok("bye request 5 --round 3 --kind HPB"));
    ASSERT_TRUE(ok("bye request 9 --round 6 --kind HPB"));
    ASSERT_TRUE(ok("bye request 12 --round 4 --kind ZPB"));
    const char *const pattern[] = {"1-0", "0-1", "1/2", "1-0", "0-1"};
    for (int r = 1; r <= 9; ++r) {
        ASSERT_TRUE(ok("round pair"));
        ASSERT_TRUE(ok("round publish"));
        const std::string results = kOut + "round.txt";
        std::ofstream lines(results);
        for (int b = 1; b <= 6; ++b) lines << b << ' ' << (r == 2 && b == 3 ? "+-" : pattern[(b + r) % 5]) << '\n';
        lines.close();
        ASSERT_TRUE(ok("result enter " + results));
    }
    ASSERT_TRUE(ok("trf export -o " + trf));
    expect_accepted(damka::testing::file_text(kFixtures + "event-2-1-0.bbp-check.txt"), 9);
    EXPECT_EQ(damka::testing::file_text(trf), damka::testing::file_text(kFixtures + "event-2-1-0.trf"));
}
