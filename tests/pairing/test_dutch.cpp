// Dutch system on hand-checked positions: data/NAME.trf -> data/NAME.expected (the output of
// `damka pairing --dutch NAME.trf -p`). Each .trf file states at its top, in ### comments,
// the rule articles and the hand computation that gives the expected pairing.
#include "trf.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace damka::pairing;

namespace {

std::string slurp(const std::string &name) {
    std::ifstream in(std::string(DAMKA_PAIRING_DATA) + "/" + name);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string pair_file(const std::string &name) {
    auto doc = trf::read(slurp(name + ".trf"));
    if (!doc) return "TRF error: " + doc.error();
    auto in = trf::round_input(*doc, doc->rounds_played() + 1);
    if (!in) return "input error: " + in.error();
    const Pairing p = pair_dutch(in->players, in->settings);
    if (!p.ok()) return "pairing error: " + p.message;
    std::string s = std::to_string(p.pairs.size() + (p.bye ? 1 : 0)) + "\n";
    for (const Pair &x : p.pairs) s += std::to_string(x.white) + " " + std::to_string(x.black) + "\n";
    if (p.bye) s += std::to_string(p.bye) + " 0\n";
    return s;
}

class DutchGolden : public testing::TestWithParam<const char *> {};

} // namespace

TEST_P(DutchGolden, MatchesTheHandComputedPairing) {
    EXPECT_EQ(pair_file(GetParam()), slurp(std::string(GetParam()) + ".expected"));
}

INSTANTIATE_TEST_SUITE_P(Positions, DutchGolden,
                         testing::Values("round1-even", "round1-odd", "round1-prohibited", "round1-absent",
                                         "round1-baku", "round2-colours", "round2-bye-float", "round3-rematch",
                                         "round3-topscorers", "round3-bye-lowest-score", "round2-bye-unplayed",
                                         "round1-transposition-first"),
                         [](const auto &param_info) {
                             std::string n = param_info.param;
                             std::replace(n.begin(), n.end(), '-', '_');
                             return n;
                         });

// The explanation names the brackets, the floaters, the colour rule and the bye.
TEST(Dutch, ExplanationNamesFloatersColourRulesAndTheBye) {
    auto doc = trf::read(slurp("round2-bye-float.trf"));
    ASSERT_TRUE(doc);
    auto in = trf::round_input(*doc, 2);
    ASSERT_TRUE(in);
    const Pairing p = pair_dutch(in->players, in->settings);
    ASSERT_TRUE(p.ok());
    ASSERT_EQ(p.explanation.brackets.size(), 2u);
    EXPECT_EQ(p.explanation.brackets[0].floaters, std::vector<int>{2});
    EXPECT_EQ(p.explanation.brackets[1].moved_down, std::vector<int>{2});
    EXPECT_NE(p.explanation.text().find("5.2.4"), std::string::npos);
    EXPECT_NE(p.explanation.bye.find("C2"), std::string::npos);
}

// Round 3 with three players: 1 and 3 have had the PAB (C2), so 2 would have to sit out
// and 1-3 play, but 1-3 is a prohibited pair: no pairing exists (CLI exit code 1).
TEST(Dutch, NoValidPairingIsReported) {
    std::vector<Player> ps(3);
    for (int i = 0; i < 3; ++i) ps[i].start = i + 1;
    ps[0].rounds = {{RoundKind::Played, 2, Colour::White}, {RoundKind::PairingBye, 0, Colour::None}};
    ps[1].rounds = {{RoundKind::Played, 1, Colour::Black}, {RoundKind::Played, 3, Colour::White}};
    ps[2].rounds = {{RoundKind::PairingBye, 0, Colour::None}, {RoundKind::Played, 2, Colour::Black}};
    Settings s;
    s.round = 3;
    s.forbidden = {{1, 3}};
    EXPECT_EQ(pair_dutch(ps, s).failure, Failure::NoValidPairing);
    s.forbidden.clear();   // without the prohibition: 1-3 (or 3-1) and the PAB to 2
    const Pairing p = pair_dutch(ps, s);
    ASSERT_TRUE(p.ok()) << p.message;
    EXPECT_EQ(p.bye, 2);
}

// Duplicate start numbers are invalid input.
TEST(Dutch, DuplicateStartNumbersAreInvalidInput) {
    std::vector<Player> ps(2);
    ps[0].start = ps[1].start = 4;
    EXPECT_EQ(pair_dutch(ps, Settings{}).failure, Failure::InvalidInput);
}

// Size limit: 5000 players in round 1 (C.04.3: one bracket, S1 = 1..2500 against S2 =
// 2501..5000 in order; 5.2.5: odd pairing numbers take the initial colour).
TEST(Dutch, FiveThousandPlayersRoundOne) {
    std::vector<Player> ps(5000);
    for (int i = 0; i < 5000; ++i) ps[static_cast<std::size_t>(i)].start = i + 1;
    Settings s;
    s.total_rounds = 11;
    const Pairing p = pair_dutch(ps, s);
    ASSERT_TRUE(p.ok()) << p.message;
    ASSERT_EQ(p.pairs.size(), 2500u);
    EXPECT_EQ(p.bye, 0);
    for (int i = 1; i <= 2500; ++i) {
        const Pair expected = i % 2 ? Pair{i, 2500 + i} : Pair{2500 + i, i};
        ASSERT_EQ(p.pairs[static_cast<std::size_t>(i - 1)], expected) << "board " << i;
    }
}
