#include "swiss_test_helpers.hpp"

#include "pairing/trf/tournament_check.hpp"

#include <gtest/gtest.h>

namespace damka::pairing::swiss_tests {

PastRound played(int opponent, Colour c, Float f) { return {RoundKind::Played, opponent, c, f}; }

Player player(int start, double score, std::vector<PastRound> rounds, bool available) {
    Player p;
    p.start = start;
    p.score = points(score);
    p.rating = 2000 - 10 * start;
    p.rounds = std::move(rounds);
    p.available = available;
    return p;
}

Settings settings(int round, int total) {
    Settings s;
    s.round = round;
    s.total_rounds = total;
    return s;
}

std::vector<Pair> pairs(std::initializer_list<std::pair<int, int>> v) {
    std::vector<Pair> out;
    for (auto [w, b] : v) out.push_back({w, b});
    return out;
}

void expect_generated_rounds_valid(const trf::Document &doc, std::uint64_t seed, SwissSystem system,
                                   AbsoluteCheck check, bool replay, int &rounds_checked) {
    for (int r = 1; r <= doc.rounds_played(); ++r) {
        auto in = trf::round_input(doc, r);
        ASSERT_TRUE(in) << in.error();
        const auto errors = check(in->players, in->settings, played_pairing(doc, r));
        EXPECT_TRUE(errors.empty()) << "seed " << seed << " round " << r << ": " << errors.front();
        ++rounds_checked;
    }
    if (replay) {
        const auto checked = check_tournament(doc, system);
        ASSERT_TRUE(checked) << checked.error();
        EXPECT_EQ(checked->differing(), 0) << "seed " << seed;
    }
}

} // namespace damka::pairing::swiss_tests
