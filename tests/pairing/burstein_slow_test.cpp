// FIDE C.04.4.2 Burstein over larger generated tournaments (label `slow`): 40 nine-round
// events of 120-400 players, each round checked by the independent checker of [C1]-[C4] and
// every fourth tournament re-paired round by round (`check_tournament`).
#include "pairing/trf/generator.hpp"
#include "pairing/trf/tournament_check.hpp"

#include <gtest/gtest.h>

using namespace damka::pairing;

TEST(BursteinGeneratedSlow, LargeTournamentsKeepTheAbsoluteCriteria) {
    for (std::uint64_t seed = 1001; seed <= 1040; ++seed) {
        GeneratorConfig c;
        c.rounds = 9;
        c.players = 120 + static_cast<int>((seed * 37) % 281);
        c.forfeit_rate = 30;
        c.half_point_bye_rate = 40;
        c.retired_rate = 20;
        if (seed % 2) c.win = 20, c.draw = 10;
        auto doc = generate_tournament(c, seed, SwissSystem::Burstein);
        ASSERT_TRUE(doc) << "seed " << seed << ": " << doc.error();
        for (int r = 1; r <= doc->rounds_played(); ++r) {
            auto in = trf::round_input(*doc, r);
            ASSERT_TRUE(in) << in.error();
            const auto errors = check_absolute_burstein(in->players, in->settings, played_pairing(*doc, r));
            EXPECT_TRUE(errors.empty()) << "seed " << seed << " round " << r << ": " << errors.front();
        }
        if (seed % 4 == 0) {
            const auto checked = check_tournament(*doc, SwissSystem::Burstein);
            ASSERT_TRUE(checked) << checked.error();
            EXPECT_EQ(checked->differing(), 0) << "seed " << seed;
        }
    }
}
