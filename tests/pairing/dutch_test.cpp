// Dutch system on hand-checked positions: data/NAME.trf -> data/NAME.expected (the output of
// `damka pairing --dutch NAME.trf -p`). Each .trf file states at its top, in ### comments,
// the rule articles and the hand computation that gives the expected pairing.
#include "pairing/trf/trf.hpp"

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
    if (!p.ok()) return "pairing error: " + p.message.english();
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
    EXPECT_NE(p.explanation.text().english().find("5.2.4"), std::string::npos);
    EXPECT_NE(p.explanation.bye.english().find("C2"), std::string::npos);
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
    s.forbidden.clear(); // without the prohibition: 1-3 (or 3-1) and the PAB to 2
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

namespace {

// [C3] worked out here from the TRF cells alone (not with the engine's code): a player's
// absolute colour preference (C.04.3 1.7.1) is the colour he had fewer of when the difference
// is 2 or more, or the other colour after the same colour twice in a row. Returns the pairs
// of non-topscorers (score over `topscorer_above`; a negative limit: nobody is one) that share
// an absolute preference.
std::vector<std::string> c3_breaks(const trf::Document &doc, const Pairing &p, int round, double topscorer_above) {
    auto absolute = [&](int start) {
        const trf::PlayerRecord *r = doc.player(start);
        std::string colours;
        for (int k = 0; k < round - 1 && k < int(r->rounds.size()); ++k) {
            const trf::Cell &c = r->rounds[size_t(k)];
            const bool played = c.opponent && c.result != '+' && c.result != '-' && c.colour != '-';
            if (played) colours += c.colour;
        }
        const long w = std::count(colours.begin(), colours.end(), 'w'), b = long(colours.size()) - w;
        if (w - b >= 2) return 'b';
        if (b - w >= 2) return 'w';
        const size_t n = colours.size();
        if (n >= 2 && colours[n - 1] == colours[n - 2]) return colours[n - 1] == 'w' ? 'b' : 'w';
        return '-';
    };
    auto topscorer = [&](int start) {
        return topscorer_above >= 0 && doc.player(start)->points / 10.0 > topscorer_above;
    };
    std::vector<std::string> out;
    for (const Pair &x : p.pairs) {
        const char a = absolute(x.white), b = absolute(x.black);
        if (a != '-' && a == b && !topscorer(x.white) && !topscorer(x.black))
            out.push_back(std::to_string(x.white) + "-" + std::to_string(x.black));
    }
    return out;
}

Pairing pair_next(const trf::Document &doc) {
    auto in = trf::round_input(doc, doc.rounds_played() + 1);
    EXPECT_TRUE(in) << (in ? "" : in.error());
    return in ? pair_dutch(in->players, in->settings) : Pairing{};
}

} // namespace

// 2-1-0 scoring: topscorers are measured in the scoring's win (2 points), not in 1 point.
// The hand-made file's header works it out: no pairing meets [C3] (CLI exit code 1).
TEST(Dutch, TopscorersAreMeasuredInTheScoringsWin) {
    auto doc = trf::read(slurp("final-round-2-1-0-no-pairing.trf"));
    ASSERT_TRUE(doc) << doc.error();
    const Pairing p = pair_next(*doc);
    EXPECT_EQ(p.failure, Failure::NoValidPairing) << pair_file("final-round-2-1-0-no-pairing");
}

// A generated 2-1-0 event before its final round 7: over 50 % of 6 x 2 = 12 is more than
// 6.0, so players 4, 6, 9 and 10 are not topscorers; no two of them meet on one absolute
// colour preference.
TEST(Dutch, FinalRoundUnder210KeepsC3) {
    auto doc = trf::read(slurp("final-round-2-1-0.trf"));
    ASSERT_TRUE(doc) << doc.error();
    const Pairing p = pair_next(*doc);
    ASSERT_TRUE(p.ok()) << p.message;
    EXPECT_EQ(c3_breaks(*doc, p, 7, 6.0), std::vector<std::string>{}) << pair_file("final-round-2-1-0");
}

// Without XXR the round is not taken for the last one: [C3] binds everybody. Round 4.
TEST(Dutch, WithoutXxrNobodyIsATopscorer) {
    auto doc = trf::read(slurp("no-xxr-round4.trf"));
    ASSERT_TRUE(doc) << doc.error();
    const Pairing p = pair_next(*doc);
    ASSERT_TRUE(p.ok()) << p.message;
    EXPECT_EQ(c3_breaks(*doc, p, 4, -1), std::vector<std::string>{}) << pair_file("no-xxr-round4");
    for (const Pair &x : p.pairs) EXPECT_FALSE((x.white == 4 && x.black == 7) || (x.white == 7 && x.black == 4));
}

// A large homogeneous bracket reaches the colour optimum: in the
// 1-point bracket of round 2 everyone with a colour preference gets it. Preferences and
// scores are read from the round-1 cells here, not with the engine's code.
TEST(Dutch, LargeBracketGrantsEveryColourPreferenceWhenPossible) {
    auto doc = trf::read(slurp("round2-large-bracket.trf"));
    ASSERT_TRUE(doc) << doc.error();
    const Pairing p = pair_next(*doc);
    ASSERT_TRUE(p.ok()) << p.message;
    auto round1 = [&](int start) { return doc->player(start)->rounds.at(0); };
    auto score = [&](int start) {
        const char r = round1(start).result;
        return r == '1' || r == 'W' || r == '+' || r == 'F' || r == 'U' ? 1.0
            : r == '=' || r == 'D' || r == 'H'                          ? 0.5
                                                                        : 0.0;
    };
    auto wants = [&](int start) { // after one game over the board: the other colour
        const trf::Cell c = round1(start);
        const bool played = c.opponent && c.result != '+' && c.result != '-' && c.colour != '-';
        return !played ? '-' : c.colour == 'w' ? 'b' : 'w';
    };
    int top = 0, denied = 0;
    for (const Pair &x : p.pairs) {
        if (score(x.white) != 1.0 || score(x.black) != 1.0) continue;
        top += 2;
        denied += (wants(x.white) == 'b') + (wants(x.black) == 'w');
    }
    EXPECT_GE(top, 50) << "the 1-point bracket should hold about 58 players";
    EXPECT_EQ(denied, 0);
}
