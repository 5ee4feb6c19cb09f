// Round by round against tournaments paired by an endorsed engine (tests/data/dutch-2025 and
// dutch-2025-fresh and dutch-2025-byes, bbpPairings v6.0.0, C.04.3 as applied from 1 July 2025; see SOURCES.md
// there). For each
// round k of a file: the input is the file's rounds 1..k-1 plus the players it marks absent
// in round k, the planned rounds are the file's rounds and the initial colour the one its
// round 1 shows; the pairing must be the file's round k, pair for pair, colours and PAB
// included. DAMKA_GOLDEN_PART selects the files: every third one ("ci") or the others
// ("rest", ctest label `slow`, with the 1000-player events).
#include "pairing/trf/trf.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

using namespace damka::pairing;

namespace {

const std::string kData = std::string(DAMKA_SOURCE_DIR) + "/tests/data/";
// The 198 files given to the project, fresh ones generated with the same engine later, and
// files with many requested byes, small fields and extreme forfeit and retirement rates.
const char *const kFolders[] = {"dutch-2025/", "dutch-2025-fresh/", "dutch-2025-byes/"};

std::string slurp(const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Every third file of each folder in the "ci" part, the others (and every file of 1000
// players or more) in the "rest" part.
std::vector<std::string> files() {
    std::vector<std::string> part;
    const bool ci = std::string(DAMKA_GOLDEN_PART) == "ci";
    for (const char *folder : kFolders) {
        std::istringstream index(slurp(kData + folder + "INDEX.tsv"));
        std::size_t i = 0;
        for (std::string line; std::getline(index, line); ++i) {
            if (line.empty()) continue;
            const auto at = line.find("players=");
            const bool large = at != std::string::npos && std::stoi(line.substr(at + 8)) >= 1000;
            if ((i % 3 == 0 && !large) == ci) part.push_back(folder + line.substr(0, line.find('\t')));
        }
    }
    return part;
}

using Round = std::set<std::pair<int, int>>; // (white, black), (PAB receiver, 0)

Round engine_round(const trf::Document &doc, int k) {
    Round r;
    for (const trf::PlayerRecord &p : doc.players) {
        if (static_cast<int>(p.rounds.size()) < k) continue;
        const trf::Cell &c = p.rounds[static_cast<std::size_t>(k - 1)];
        if (c.opponent && c.colour == 'w') r.emplace(p.start, c.opponent);
        if (!c.opponent && c.result == 'U') r.emplace(p.start, 0);
    }
    return r;
}

std::string show(const Round &r) {
    std::string s;
    for (auto [w, b] : r) s += " " + std::to_string(w) + "-" + std::to_string(b);
    return s;
}

class DutchAgainstEndorsedEngine : public testing::TestWithParam<std::string> {};

} // namespace

TEST_P(DutchAgainstEndorsedEngine, EveryRoundIsIdentical) {
    auto doc = trf::read(slurp(kData + GetParam()));
    ASSERT_TRUE(doc) << doc.error();
    ASSERT_FALSE(doc->players.empty()) << "no player read from " << GetParam();
    int rounds = 0;
    for (const trf::PlayerRecord &p : doc->players) rounds = std::max(rounds, static_cast<int>(p.rounds.size()));
    doc->total_rounds = rounds;
    // The initial colour: the one the lowest-numbered player who played round 1 had.
    std::vector<const trf::PlayerRecord *> by_start;
    for (const trf::PlayerRecord &p : doc->players) by_start.push_back(&p);
    std::sort(by_start.begin(), by_start.end(), [](auto *a, auto *b) { return a->start < b->start; });
    for (const trf::PlayerRecord *p : by_start)
        if (!p->rounds.empty() && p->rounds[0].opponent) {
            const bool white = p->rounds[0].colour == 'w';
            doc->initial_colour = white ? Colour::White : Colour::Black;
            break;
        }
    ASSERT_GT(rounds, 0) << GetParam();
    for (int k = 1; k <= rounds; ++k) {
        auto in = trf::round_input(*doc, k);
        ASSERT_TRUE(in) << in.error();
        const Pairing p = pair_dutch(in->players, in->settings);
        ASSERT_TRUE(p.ok()) << "round " << k << ": " << p.message;
        Round got;
        for (const Pair &x : p.pairs) got.emplace(x.white, x.black);
        if (p.bye) got.emplace(p.bye, 0);
        const Round want = engine_round(*doc, k);
        EXPECT_EQ(show(got), show(want)) << GetParam() << " round " << k << "\n" << p.explanation.text();
    }
}

INSTANTIATE_TEST_SUITE_P(Golden, DutchAgainstEndorsedEngine, testing::ValuesIn(files()), [](const auto &param_info) {
    std::string n = param_info.param.substr(param_info.param.find('/') + 1);
    n = n.substr(0, n.find('.'));
    std::replace(n.begin(), n.end(), '-', '_');
    return n;
});
